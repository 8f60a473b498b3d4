#pragma once

#include <array>
#include <cstdint>

#include "search_context.hpp"
#include "sudokit/puzzle.hpp"

namespace sudokit::detail {

// The two halves of the `fast` algorithm; search_fast picks one by shape. Both honour the
// SearchContext contract and may be called directly (the tests cross-check them).

// The classic 9x9 grid with 3x3 boxes only: digit bitboards per band, band/stack tables.
// Unlike the others it also accepts clashing givens (two equal digits in a house): it reports
// no solution and no node, as solve() does for them, so solve() skips its own check.
void search_fast_9x9(const Puzzle& puzzle, SearchContext& context);

// The same search with `excluded.digit` out of `excluded.cell`'s candidates: the generator
// asks "does this puzzle have a solution where the cell is not its digit?" in one search.
void search_fast_9x9(const Grid& givens, Exclusion excluded, SearchContext& context);

// Houses beyond the rows, columns and boxes of a 9x9 grid that each hold every digit once
// (X-Sudoku's diagonals, windoku's windows), as the 9x9 search's band masks (bit 9*r + c of
// band b for the cell in row 3b + r, column c).
struct ExtraHouses9x9 {
    static constexpr int kMost = 8;
    int count = 0;
    std::array<std::array<std::uint32_t, 3>, kMost> bands{};
    // Per cell, the other cells of its extra houses (the branching weighs a cell by its peers).
    std::array<std::array<std::uint32_t, 3>, 81> peers{};
};
// Whether the 9x9 search takes the geometry: the classic houses and at most
// ExtraHouses9x9::kMost complete ones more, no cages.
bool fast_9x9_fits(const Geometry& geometry);
// The houses of such a geometry beyond its rows, columns and boxes.
ExtraHouses9x9 extra_houses_9x9(const Geometry& geometry);
// The same search with those houses too (the `fast` algorithm on X-Sudoku and windoku; the
// tests check it against the bitboard and exact-cover searches).
void search_fast_9x9(const ExtraHouses9x9& extra, const Grid& givens, Exclusion excluded,
                     SearchContext& context);

// True when search_fast takes the 9x9 path for this shape.
inline bool uses_fast_9x9(const Shape& shape) {
    return shape.box_rows() == 3 && shape.box_cols() == 3;
}

// Any shape the core supports: one candidate mask per cell.
void search_fast_generic(const Puzzle& puzzle, SearchContext& context);

// The rules the any-shape search propagates at each node: all of them, or singles alone (the
// generator's quick checks with a node budget, which are short: on 36x36 and larger grids
// box-line interactions and naked pairs at each node cost more than the nodes they save), or
// all of them at the first node and singles alone below it (a quick check that still settles
// at once what box-line interactions and naked pairs prove).
enum class GenericRules { all, singles, all_at_root };

// Whether lookahead propagates a way that several either-ors of one round share once (the
// search's own choice) or each time it comes (the plain path, which tests compare with: the
// same nodes either way).
enum class WayReuse { once, every_time };

// The same with a candidate taken out first (Exclusion, as for the 9x9 search).
void search_fast_generic(const Grid& givens, Exclusion excluded, SearchContext& context,
                         GenericRules rules = GenericRules::all, WayReuse reuse = WayReuse::once);

}  // namespace sudokit::detail
