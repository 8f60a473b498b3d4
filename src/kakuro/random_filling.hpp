#pragma once

// Digits for a Kakuro's white cells with none repeated in a run (its sums come afterwards):
// a random filling, and one changed on some cells only.

#include <cstdint>
#include <vector>

#include "generate/random_source.hpp"
#include "sudokit/kakuro.hpp"

namespace sudokit::kakuro {

// Fills the cells whose digit is 0 in `digits` (the others stay), each cell avoiding the digits
// of `forbidden` (a mask per cell, bit d-1 for digit d; empty: none), in a random order of
// digits, by depth-first search on the cell with the fewest digits left. The runs are the
// puzzle's (their sums are not used). False when no filling exists or `effort` search steps
// did not find one; `digits` is then unspecified.
bool fill_at_random(const Puzzle& shape, std::vector<std::uint8_t>& digits,
                    const std::vector<std::uint16_t>& forbidden, generate::RandomSource& random,
                    std::uint64_t effort);

}  // namespace sudokit::kakuro
