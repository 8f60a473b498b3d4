#pragma once

#include <cstdint>
#include <optional>

#include "generate/generation_memory.hpp"
#include "sudokit/generate.hpp"

namespace sudokit::generate {

// A puzzle of options.variant (not classic) from a seed, for options already validated: the
// variant's houses (a jigsaw's regions drawn at random), a random solution on them, then
// clues taken away top-down (X, windoku, jigsaw) or cages cut from the solution (Killers).
std::optional<GeneratedPuzzle> generate_variant(const GenerateOptions& options, std::uint64_t seed,
                                                GenerationMemory& memory);

}  // namespace sudokit::generate
