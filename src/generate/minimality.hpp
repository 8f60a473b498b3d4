#pragma once

#include <cstdint>
#include <vector>

#include "sudokit/grid.hpp"
#include "sudokit/puzzle.hpp"

namespace sudokit::generate {

// True when the puzzle is proved unique and taking away any one of the orbits that are fully
// given is proved to lose uniqueness, each check within `node_limit` solver nodes (0 = no
// limit). A check over budget proves nothing, so the answer is then false.
// On the classic houses, or (a Puzzle) the puzzle's own.
bool every_orbit_needed(const Grid& puzzle, const std::vector<std::vector<int>>& orbits,
                        std::uint64_t node_limit);
bool every_orbit_needed(const Puzzle& puzzle, const std::vector<std::vector<int>>& orbits,
                        std::uint64_t node_limit);

}  // namespace sudokit::generate
