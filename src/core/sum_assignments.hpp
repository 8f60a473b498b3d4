#pragma once

// A few cells that take different digits adding to a sum (a Killer cage's open cells): which
// digit each cell holds in some such assignment, found by trying the digits cell by cell,
// the last two cells taking every pair that makes what the sum leaves at once, by masks.

#include <cstddef>
#include <cstdint>
#include <span>

namespace sudokit {

// The assignments of different digits to the cells (their candidate masks, bit d-1 for digit
// d, at most kSumAssignmentCells) that add to `sum` and hold every digit of `needed`.
// `supports[i]` gets the digits cell i holds in some of them, `in_every` the digits all of
// them hold; false when there is none (the outputs are then unspecified).
inline constexpr std::size_t kSumAssignmentCells = 4;
bool sum_assignment_supports(std::span<const std::uint32_t> candidates, int sum,
                             std::uint32_t needed, std::span<std::uint32_t> supports,
                             std::uint32_t& in_every);

}  // namespace sudokit
