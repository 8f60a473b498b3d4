#include "generate/orbit_cache.hpp"

#include <map>
#include <tuple>

namespace sudokit::generate {

const Orbits& cached_orbits(const Shape& shape, Symmetry symmetry) {
    thread_local std::map<std::tuple<int, int, Symmetry>, Orbits> cache;
    const auto key = std::make_tuple(shape.box_rows(), shape.box_cols(), symmetry);
    auto found = cache.find(key);
    if (found == cache.end()) {
        found = cache.emplace(key, symmetry_orbits(shape, symmetry)).first;
    }
    return found->second;
}

Orbits& orbit_scratch() {
    thread_local Orbits scratch;
    return scratch;
}

}  // namespace sudokit::generate
