#pragma once

// Cells that take a set of digits, one each (a Killer cage's combination, a Kakuro run's):
// which digit each cell can hold in some such assignment.

#include <cstdint>
#include <span>

namespace sudokit {

// The cells (their candidate masks, bit d-1 for digit d) take the digits of `digits`, one
// each, as many digits as cells. Writes to `supports[i]` the digits cell i holds in some such
// assignment and returns whether there is one. Exact up to kExactAssignmentCells cells (every
// digit written has an assignment); beyond, each cell keeps its candidates among `digits`
// and false means only that some cell has none (sound, weaker).
inline constexpr int kExactAssignmentCells = 6;
bool assignment_supports(std::span<const std::uint32_t> candidates, std::uint32_t digits,
                         std::span<std::uint32_t> supports);

}  // namespace sudokit
