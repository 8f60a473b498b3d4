#pragma once

// The generator's entry points inside the library, with the orbits of a generation session
// (generation_session.hpp) instead of orbits built for each call.

#include <cstdint>
#include <optional>

#include "generate/orbit_cache.hpp"
#include "sudokit/generate.hpp"

namespace sudokit::generate {

// validate(options), reading the orbits of the options' shape and symmetry from `orbits`.
void validate(const GenerateOptions& options, OrbitCache& orbits);

// generate_puzzle(options, seed) for options already validated.
std::optional<GeneratedPuzzle> generate_validated(const GenerateOptions& options,
                                                  std::uint64_t seed, OrbitCache& orbits);

}  // namespace sudokit::generate
