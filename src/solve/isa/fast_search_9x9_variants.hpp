#pragma once

// The 9x9 search (src/solve/fast_search_9x9.cpp) compiled once per x86-64 level, each under
// its own name; search_fast_9x9 calls the one solver_cpu_level() picks.

#include "../fast_search.hpp"
#include "cpu_level.hpp"

namespace sudokit::detail {

void search_fast_9x9_baseline(const Puzzle& puzzle, SearchContext& context);
void search_fast_9x9_baseline(const Grid& givens, Exclusion excluded, SearchContext& context);
void search_fast_9x9_baseline(const ExtraHouses9x9& extra, const Grid& givens, Exclusion excluded,
                              SearchContext& context);
void search_fast_9x9_v2(const Puzzle& puzzle, SearchContext& context);
void search_fast_9x9_v2(const Grid& givens, Exclusion excluded, SearchContext& context);
void search_fast_9x9_v2(const ExtraHouses9x9& extra, const Grid& givens, Exclusion excluded,
                        SearchContext& context);
void search_fast_9x9_v3(const Puzzle& puzzle, SearchContext& context);
void search_fast_9x9_v3(const Grid& givens, Exclusion excluded, SearchContext& context);
void search_fast_9x9_v3(const ExtraHouses9x9& extra, const Grid& givens, Exclusion excluded,
                        SearchContext& context);

struct Fast9x9Variant {
    void (*whole)(const Puzzle&, SearchContext&);
    void (*excluding)(const Grid&, Exclusion, SearchContext&);
    void (*with_extra)(const ExtraHouses9x9&, const Grid&, Exclusion, SearchContext&);
};

// The build for a level (which the processor must support).
Fast9x9Variant fast_9x9_variant(CpuLevel level);

}  // namespace sudokit::detail
