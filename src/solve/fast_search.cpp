#include "fast_search.hpp"

namespace sudokit::detail {

void search_fast(const Puzzle& puzzle, SearchContext& context) {
    // Compare box sides rather than build Shape(3, 3): this runs once per puzzle.
    if (puzzle.shape().box_rows() == 3 && puzzle.shape().box_cols() == 3) {
        search_fast_9x9(puzzle, context);
    } else {
        search_fast_generic(puzzle, context);
    }
}

}  // namespace sudokit::detail
