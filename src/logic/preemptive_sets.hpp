#pragma once

// The deductions of Crook's pencil-and-paper algorithm: a cell with one candidate, a digit
// with one place in a house, and preemptive sets (m digits confined to m cells of a house,
// which no other cell of the house may then hold).

#include <optional>

#include "sudokit/position.hpp"
#include "sudokit/step.hpp"

namespace sudokit::logic {

// Preemptive sets are searched up to this size, both as the set itself and as its
// complement in the house (a hidden subset). For 9x9 that finds every preemptive set; for
// larger grids it bounds the work, and the choices take over where it stops.
inline constexpr int kMaxPreemptiveSearchSize = 4;

// The first deduction found, singles before sets and smaller sets first; nullopt when there
// is none. A naked single is reported as Technique::naked_single, a hidden single as
// hidden_single_row/column/box, a larger set as Technique::preemptive_set.
std::optional<Step> find_crook_step(const Position& position);

}  // namespace sudokit::logic
