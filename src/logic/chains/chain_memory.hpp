#pragma once

// What a solving session keeps for the chain searches from one finder call to the next:
// buffers whose allocation costs more than a search, and what is known about the position's
// nested searches. Each is keyed by what it depends on (the geometry's size, the position's
// number, the grid searched), so keeping it changes no result, only the time.

#include <cstdint>
#include <memory>
#include <vector>

#include "logic/chains/chain_engine.hpp"
#include "logic/chains/nested_search_cache.hpp"
#include "logic/chains/static_reach.hpp"

namespace sudokit::logic::chains {

// What a static search keeps between searches: its link map and marks (static_chains.cpp).
struct StaticScratch {
    int candidates = 0;  // of the geometry the marks are sized for
    std::vector<int> pending_on;
    std::vector<int> pending_off;
    std::vector<int> found;
    std::vector<int> forward;
    std::vector<std::uint64_t> seen_bits;
    std::vector<std::uint32_t> path_mark;
    std::uint32_t path_stamp = 0;
    std::vector<std::uint32_t> cell_mark;
    std::vector<std::uint32_t> backward_mark;
    std::vector<std::uint32_t> listed_mark;
    std::uint32_t stamp = 0;
    std::vector<int> candidates_searched;  // of one pass
};

// Per position, the assumptions whose propagation from the position's grid met basic rules
// that found nothing at its first fixpoint. Each chaining level propagates the same
// assumptions and reaches the same first fixpoints (singles alone lead there): the levels
// above the first know the answer (nested_implications.cpp).
struct FirstFixpoints {
    std::uint64_t position_id = 0;
    std::vector<std::uint8_t> basic_rules_find_nothing;  // per literal
};

class ChainMemory {
  public:
    // The static search's scratch of one nesting depth (a nested search runs inside an outer
    // one), sized for a geometry of `candidates`.
    StaticScratch& static_scratch(int depth, int candidates);
    // The link map of one nesting depth: a nested level's static search and cell and region
    // search on the same grid share its last build.
    StaticReach& static_reach(int depth);
    // The nested searches stored for a position (FindContext::position_id); when it is
    // another position than last time, the last one's stay to answer from.
    NestedSearchCache& nested_searches(std::uint64_t position_id) {
        return nested_.for_position(position_id);
    }
    NestedSearchCache& nested_searches() { return nested_; }

    // The reference mode, for tests and A/B measurements: the searches run without what
    // prunes them (the static link map's reach, the first fixpoints known to give nothing,
    // the nested searches kept), so each is done in full. Results must not change; only
    // the time does.
    void set_reference_mode(bool on) {
        reference_mode_ = on;
        nested_.set_enabled(!on);
    }
    bool reference_mode() const { return reference_mode_; }

    FirstFixpoints first_fixpoints;
    Engine::Pool engine_pool;

  private:
    std::vector<std::unique_ptr<StaticScratch>> static_scratch_;
    std::vector<std::unique_ptr<StaticReach>> static_reach_;
    NestedSearchCache nested_;
    bool reference_mode_ = false;
};

}  // namespace sudokit::logic::chains
