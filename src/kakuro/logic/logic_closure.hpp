#pragma once

// What some techniques alone do to a Kakuro, for the generator's levels: their steps applied
// until none applies, on any board (the steps hold for every solution, so a board they fill
// has exactly one).

#include <span>
#include <vector>

#include "kakuro/logic/closed_areas.hpp"
#include "sudokit/kakuro.hpp"
#include "sudokit/kakuro_logic.hpp"
#include "sudokit/stop_token.hpp"

namespace sudokit::kakuro::detail {

// The techniques whose steps rate at `level` or below.
std::vector<Technique> techniques_up_to(Level level);

// The white cells the techniques leave without a digit. `shape_areas`: the closed areas of a
// board of the same shape (the generator's pattern), found once for all its fillings; null,
// the puzzle's own, found here.
std::vector<int> cells_left_by(const Puzzle& puzzle, std::span<const Technique> techniques,
                               const StopToken& stop, const ClosedAreas* shape_areas = nullptr);

}  // namespace sudokit::kakuro::detail
