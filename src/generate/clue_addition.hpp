#pragma once

#include <cstdint>
#include <span>
#include <vector>

#include "generate/random_source.hpp"
#include "sudokit/grid.hpp"
#include "sudokit/stop_token.hpp"

namespace sudokit::generate {

// The bottom-up construction: goes through the orbits in the given order, writes a random
// digit that clashes with no clue in sight into each cell of the orbit, and checks the
// puzzle. No solution: the orbit is taken back. Several: go on. One: done (true). False when
// the orbits ran out first or the stop signal came.
bool add_orbits_until_unique(Grid& puzzle, std::span<const std::vector<int>> orbits,
                             RandomSource& random, std::uint64_t node_limit, const StopToken& stop);

}  // namespace sudokit::generate
