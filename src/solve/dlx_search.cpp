// Sudoku as exact cover, solved with Dancing Links.
//
// A row of the matrix is "digit d in cell (r, c)"; its four columns are the constraints it
// satisfies: the cell is filled, row r has d, column c has d, box b has d. N^3 rows and 4N^2
// columns (729 x 324 for 9x9). The givens are preselected, which removes every row that
// clashes with them before the search starts.
//
// Counters: a node is the root or a row tried; a guess is a chosen column with two or more
// rows; a backtrack is a column that ran out of rows (or had none), sending the search one
// level up.

#include <algorithm>
#include <array>
#include <random>
#include <vector>

#include "placement_cover_listener.hpp"

namespace sudokit::detail {

namespace {

// The four constraint columns that placing `digit` in `cell` satisfies.
std::array<int, 4> columns_of(const Shape& shape, int cell, int digit) {
    const int side = shape.side();
    const int area = shape.cell_count();
    const int d = digit - 1;
    return {cell, area + shape.row_of(cell) * side + d, 2 * area + shape.col_of(cell) * side + d,
            3 * area + shape.box_of(cell) * side + d};
}

}  // namespace

void search_dlx(const Puzzle& puzzle, SearchContext& context) {
    const Shape& shape = puzzle.shape();
    const int side = shape.side();
    const int area = shape.cell_count();

    // Rows in (cell, digit) order, or shuffled with a seed: the insertion order is the order
    // in which the search tries the rows of a column.
    std::vector<Placement> placement_of_row(std::size_t(area) * side);
    for (int cell = 0; cell < area; ++cell) {
        for (int digit = 1; digit <= side; ++digit) {
            placement_of_row[std::size_t(cell) * side + (digit - 1)] = {cell, digit};
        }
    }
    if (const auto seed = context.options().seed) {
        std::mt19937_64 random(*seed);
        std::shuffle(placement_of_row.begin(), placement_of_row.end(), random);
    }

    DancingLinks matrix(4 * area);
    matrix.reserve(area * side, 4 * area * side);
    // row_of_placement[cell * side + digit - 1] finds a given's row.
    std::vector<int> row_of_placement(placement_of_row.size());
    for (const Placement& placement : placement_of_row) {
        const auto columns = columns_of(shape, placement.cell, placement.digit);
        row_of_placement[std::size_t(placement.cell) * side + (placement.digit - 1)] =
            matrix.add_row(columns);
    }

    PlacementCoverListener listener(puzzle.givens, placement_of_row, context);
    for (int cell = 0; cell < area; ++cell) {
        const int digit = puzzle.givens[cell];
        if (digit == 0) continue;
        if (!matrix.preselect_row(row_of_placement[std::size_t(cell) * side + (digit - 1)])) {
            // Givens that clash (the caller normally rules this out): no solution.
            context.enter_node();
            return;
        }
    }
    matrix.search(listener);
}

}  // namespace sudokit::detail
