#include "generate/orbit_cache.hpp"

namespace sudokit::generate {

const Orbits& OrbitCache::orbits(const Shape& shape, Symmetry symmetry) {
    const auto key = std::make_tuple(shape.box_rows(), shape.box_cols(), symmetry);
    auto found = built_.find(key);
    if (found == built_.end()) found = built_.emplace(key, symmetry_orbits(shape, symmetry)).first;
    return found->second;
}

}  // namespace sudokit::generate
