#include "fast_search.hpp"

namespace sudokit::detail {

void search_fast(const Puzzle& puzzle, SearchContext& context) {
    if (uses_fast_9x9(puzzle.shape())) {
        search_fast_9x9(puzzle, context);
    } else {
        search_fast_generic(puzzle, context);
    }
}

}  // namespace sudokit::detail
