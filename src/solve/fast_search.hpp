#pragma once

#include "search_context.hpp"
#include "sudokit/puzzle.hpp"

namespace sudokit::detail {

// The two halves of the `fast` algorithm; search_fast picks one by shape. Both honour the
// SearchContext contract and may be called directly (the tests cross-check them).

// The classic 9x9 grid with 3x3 boxes only: digit-major bitboards, band/stack tables.
void search_fast_9x9(const Puzzle& puzzle, SearchContext& context);

// Any shape the core supports: one candidate mask per cell.
void search_fast_generic(const Puzzle& puzzle, SearchContext& context);

}  // namespace sudokit::detail
