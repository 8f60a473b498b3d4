#include "fast_search_9x9_variants.hpp"

namespace sudokit::detail {

Fast9x9Variant fast_9x9_variant(CpuLevel level) {
    switch (level) {
        case CpuLevel::v3:
            return {search_fast_9x9_v3, search_fast_9x9_v3, search_fast_9x9_v3};
        case CpuLevel::v2:
            return {search_fast_9x9_v2, search_fast_9x9_v2, search_fast_9x9_v2};
        case CpuLevel::baseline:
            break;
    }
    return {search_fast_9x9_baseline, search_fast_9x9_baseline, search_fast_9x9_baseline};
}

namespace {

// Picked once, on first use.
const Fast9x9Variant& chosen_variant() {
    static const Fast9x9Variant variant = fast_9x9_variant(solver_cpu_level());
    return variant;
}

}  // namespace

void search_fast_9x9(const Puzzle& puzzle, SearchContext& context) {
    chosen_variant().whole(puzzle, context);
}

void search_fast_9x9(const Grid& givens, Exclusion excluded, SearchContext& context) {
    chosen_variant().excluding(givens, excluded, context);
}

void search_fast_9x9(const ExtraHouses9x9& extra, const Grid& givens, Exclusion excluded,
                     SearchContext& context) {
    chosen_variant().with_extra(extra, givens, excluded, context);
}

}  // namespace sudokit::detail
