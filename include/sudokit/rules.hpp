#pragma once

#include <string>
#include <vector>

#include "sudokit/geometry.hpp"
#include "sudokit/grid.hpp"
#include "sudokit/puzzle.hpp"

namespace sudokit {

// One digit written more than once in one house.
struct Conflict {
    int house = 0;
    int digit = 0;
    std::vector<int> cells;  // ascending, at least two
};

// Every conflict of a (partial or full) grid, houses in order, digits ascending.
std::vector<Conflict> find_conflicts(const Grid& grid);
// The same on a variant's houses (Conflict::house indexes them).
std::vector<Conflict> find_conflicts(const Grid& grid, const Geometry& houses);
// Fast test for the common case: true when no house repeats a digit.
bool has_conflicts(const Grid& grid);

// The verdict on a grid offered as the solution of a puzzle.
struct SolutionCheck {
    std::vector<Conflict> conflicts;
    std::vector<int> empty_cells;     // cells left blank
    std::vector<int> changed_givens;  // cells where the grid differs from a given
    std::vector<int> wrong_sums;      // full cages (house indexes) whose digits miss the sum
    bool shape_mismatch = false;      // the grid is not of the puzzle's shape

    bool is_solution() const {
        return !shape_mismatch && conflicts.empty() && empty_cells.empty() &&
               changed_givens.empty() && wrong_sums.empty();
    }
};

// On the puzzle's houses (Puzzle::geometry): conflicts index them.
SolutionCheck check_solution(const Puzzle& puzzle, const Grid& grid);

// "row 4 has 7 twice: r4c2, r4c8"; the digit in `symbols`, as the puzzle was written
// (digit_word: "row 4 has G twice" for a 16x16 in letters).
std::string describe(const Shape& shape, const Conflict& conflict,
                     SymbolSet symbols = SymbolSet::automatic);
// The same for a conflict on a variant's houses ("diagonal ↘ has 4 twice: ...").
std::string describe(const Geometry& houses, const Conflict& conflict,
                     SymbolSet symbols = SymbolSet::automatic);

}  // namespace sudokit
