#pragma once

#include <array>
#include <vector>

#include "sudokit/scan.hpp"

namespace sudokit::scan {

// How likely each reading of a cell is: index 0 blank, 1-9 the digits.
using CellOdds = std::array<double, 10>;

struct Repair {
    Grid puzzle;
    std::vector<CellChange> changes;
    SolveResult result;
};

// Whether a reading is a puzzle with one solution (solved to two solutions, the first kept).
SolveResult check_reading(const Grid& read);

// The solver closes the loop on a reading: when `read` breaks a rule or has no single
// solution, other readings of the cells are tried, the likeliest first (one cell changed,
// then two, then three, among the least certain), until one has exactly one solution. At
// most `budget` readings are solved; when none works, `read` is kept unchanged. A cell read as
// a digit that the working reading leaves blank gets the solution's digit: its mark is a
// printed digit that was misread.
Repair repair_reading(const Grid& read, const std::array<CellOdds, 81>& odds, int budget);

}  // namespace sudokit::scan
