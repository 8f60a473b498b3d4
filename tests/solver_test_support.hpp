#pragma once

// Puzzle builders and checks shared by the tests of the individual exact solvers.

#include <array>
#include <optional>
#include <random>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include <gtest/gtest.h>

#include "sudokit/candidates.hpp"
#include "sudokit/rules.hpp"
#include "sudokit/solve.hpp"
#include "test_support.hpp"

namespace sudokit::testing {

inline constexpr std::string_view kClassicPuzzle =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
inline constexpr std::string_view kClassicSolution =
    "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

// The grid's digits as a string, to collect distinct grids in a set.
inline std::string key_of(const Grid& grid) {
    std::string key;
    for (const std::uint8_t digit : grid.values())
        key.push_back(static_cast<char>('a' + digit));
    return key;
}

// Every kept solution solves the puzzle and no two are the same grid.
inline void expect_valid_and_distinct(const Puzzle& puzzle, const SolveResult& result) {
    std::set<std::string> seen;
    for (std::size_t i = 0; i < result.solutions.size(); ++i) {
        const Grid& solution = result.solutions[i];
        ASSERT_TRUE(check_solution(puzzle, solution).is_solution()) << "solution " << i;
        EXPECT_TRUE(seen.insert(key_of(solution)).second) << "repeat " << i;
    }
}

// A full grid of any shape from the pattern formula: row r is row 0 shifted by
// box_cols * (r % box_rows) + r / box_rows, which keeps rows, columns and boxes Latin.
inline Grid pattern_grid(const Shape& shape) {
    Grid grid(shape);
    const int side = shape.side();
    for (int row = 0; row < side; ++row) {
        for (int col = 0; col < side; ++col) {
            const int shift = shape.box_cols() * (row % shape.box_rows()) + row / shape.box_rows();
            grid.set(shape.cell_at(row, col), (shift + col) % side + 1);
        }
    }
    return grid;
}

// Four cells (r1,c1) (r1,c2) (r2,c1) (r2,c2) holding a b / b a and lying in exactly two
// boxes: swapping a and b there gives a second valid grid, and with only these four cells
// blank each has candidates {a, b}, so the blanked grid has exactly two solutions.
inline std::optional<std::array<int, 4>> find_deadly_rectangle(const Grid& grid) {
    const Shape& shape = grid.shape();
    const int side = shape.side();
    for (int r1 = 0; r1 < side; ++r1) {
        for (int r2 = r1 + 1; r2 < side; ++r2) {
            for (int c1 = 0; c1 < side; ++c1) {
                for (int c2 = c1 + 1; c2 < side; ++c2) {
                    const std::array<int, 4> cells = {shape.cell_at(r1, c1), shape.cell_at(r1, c2),
                                                      shape.cell_at(r2, c1), shape.cell_at(r2, c2)};
                    std::set<int> boxes;
                    for (const int cell : cells)
                        boxes.insert(shape.box_of(cell));
                    if (boxes.size() != 2) continue;
                    if (grid[cells[0]] == grid[cells[3]] && grid[cells[1]] == grid[cells[2]]) {
                        return cells;
                    }
                }
            }
        }
    }
    return std::nullopt;
}

inline Grid with_cells_blank(Grid grid, const std::vector<int>& cells) {
    for (const int cell : cells)
        grid.clear(cell);
    return grid;
}

// The grid with `blanks` cells, drawn by the seed, emptied.
inline Grid with_random_blanks(Grid grid, int blanks, std::uint64_t seed) {
    std::vector<int> cells(grid.size());
    for (int cell = 0; cell < grid.size(); ++cell)
        cells[cell] = cell;
    std::mt19937_64 random(seed);
    std::shuffle(cells.begin(), cells.end(), random);
    cells.resize(blanks);
    return with_cells_blank(grid, cells);
}

// The grid with row `row` and column `column` blank. Every other blank cell is the only gap
// of its column or row, and the crossing cell is then the only gap of its row: one solution.
inline Grid with_row_and_column_blank(const Grid& grid, int row, int column) {
    const Shape& shape = grid.shape();
    std::vector<int> cells;
    for (int i = 0; i < shape.side(); ++i) {
        cells.push_back(shape.cell_at(row, i));
        cells.push_back(shape.cell_at(i, column));
    }
    return with_cells_blank(grid, cells);
}

// The unique-solution puzzle plus a digit that breaks no rule at the first empty cell with
// two or more candidates, but differs from the solution digit: so no solution at all.
inline Puzzle with_wrong_given(const Puzzle& puzzle, const Grid& solution) {
    const Candidates candidates = Candidates::from_grid(puzzle.givens);
    for (int cell = 0; cell < puzzle.givens.size(); ++cell) {
        if (!puzzle.givens.empty(cell) || candidates[cell].size() < 2) continue;
        for (const int digit : candidates[cell]) {
            if (digit == solution[cell]) continue;
            Grid givens = puzzle.givens;
            givens.set(cell, digit);
            return Puzzle(givens);
        }
    }
    ADD_FAILURE() << "no cell with two candidates";
    return puzzle;
}

// A 16x16 grid, blank but for rows 2-4 of boxes 1 and 2, which hold digits 8..16: the
// first eight cells of row 1 can then hold only 1..7. Eight cells, seven digits: no
// solution, yet every cell has candidates and the search must refute a pigeonhole.
inline Puzzle pigeonhole_16x16() {
    const Shape shape(4, 4);
    Grid grid(shape);
    const std::array<std::array<int, 4>, 3> left = {{{8, 9, 10, 11}, {12, 13, 14, 15}, {16}}};
    const std::array<std::array<int, 4>, 3> right = {{{12, 13, 14, 15}, {16}, {8, 9, 10, 11}}};
    for (int row = 0; row < 3; ++row) {
        for (int col = 0; col < 4; ++col) {
            grid.set(shape.cell_at(row + 1, col), left[row][col]);
            grid.set(shape.cell_at(row + 1, col + 4), right[row][col]);
        }
    }
    return Puzzle(grid);
}

inline const std::vector<Shape>& every_shape() {
    static const std::vector<Shape> shapes = {Shape(2, 2), Shape(2, 3), Shape(3, 2), Shape(2, 4),
                                              Shape(4, 2), Shape(3, 3), Shape(2, 5), Shape(3, 4),
                                              Shape(4, 3), Shape(4, 4), Shape(4, 5), Shape(5, 5)};
    return shapes;
}

}  // namespace sudokit::testing
