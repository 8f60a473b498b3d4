#pragma once

#include <vector>

#include "sudokit/symmetry.hpp"

namespace sudokit::generate {

using Orbits = std::vector<std::vector<int>>;

// The orbits of a shape under a symmetry, computed once per thread: a batch makes many
// puzzles of one kind, and building the orbit lists per puzzle cost more than the search.
const Orbits& cached_orbits(const Shape& shape, Symmetry symmetry);

// A per-thread list to shuffle the orbits in; assigning into it reuses its memory.
Orbits& orbit_scratch();

}  // namespace sudokit::generate
