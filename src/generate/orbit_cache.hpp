#pragma once

#include <map>
#include <tuple>
#include <vector>

#include "sudokit/symmetry.hpp"

namespace sudokit::generate {

using Orbits = std::vector<std::vector<int>>;

// The orbits of each shape and symmetry asked for, built once: a batch makes many puzzles of
// one kind, and building the orbit lists per puzzle cost more than the search. A generation
// session owns one (generation_session.hpp); the orbits depend on the shape and symmetry
// only, so what the cache holds never changes a result.
class OrbitCache {
  public:
    const Orbits& orbits(const Shape& shape, Symmetry symmetry);

    // A list to shuffle the orbits in; assigning into it reuses its memory. One generator at
    // a time uses it.
    Orbits& scratch() { return scratch_; }

  private:
    std::map<std::tuple<int, int, Symmetry>, Orbits> built_;
    Orbits scratch_;
};

}  // namespace sudokit::generate
