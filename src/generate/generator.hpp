#pragma once

// The generator's entry points inside the library, with what a generation session keeps
// (generation_session.hpp, generation_memory.hpp) instead of what each call would build.

#include <cstdint>
#include <optional>

#include "generate/generation_memory.hpp"
#include "generate/orbit_cache.hpp"
#include "sudokit/generate.hpp"

namespace sudokit::generate {

// validate(options), reading the orbits of the options' shape and symmetry from `orbits`.
void validate(const GenerateOptions& options, OrbitCache& orbits);

// generate_puzzle(options, seed) for options already validated.
std::optional<GeneratedPuzzle> generate_validated(const GenerateOptions& options,
                                                  std::uint64_t seed, GenerationMemory& memory);

}  // namespace sudokit::generate
