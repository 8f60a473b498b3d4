#pragma once

// A Kakuro's shape before its digits: which squares of the area inside the clue frame are
// white, symmetric under a half turn, with every white cell in an across and a down run of 2 to
// `longest_run` cells and all white cells connected.

#include <optional>
#include <vector>

#include "generate/random_source.hpp"

namespace sudokit::kakuro {

struct BlockPattern {
    int rows = 0;
    int columns = 0;
    std::vector<bool> white;  // rows x columns, reading order

    bool is_white(int row, int column) const {
        return row >= 0 && row < rows && column >= 0 && column < columns &&
               white[row * columns + column];
    }
};

// One random pattern, or nothing when this attempt's repairs ate too much of the area (the
// caller draws again). The first repairs cut runs longer than `first_cut` cells (short runs
// make sums that tell), the rest only those longer than `longest_run`; then blocks open again
// while the runs through them stay within `first_cut`, until `densest_share` of the squares
// are white (3/4 is the density of published Kakuros; 0 opens none).
std::optional<BlockPattern> random_block_pattern(int rows, int columns, int longest_run,
                                                 int first_cut, double densest_share,
                                                 generate::RandomSource& random);

}  // namespace sudokit::kakuro
