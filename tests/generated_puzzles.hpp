#pragma once

// Random minimal puzzles from the generator, for tests that need many varied positions.

#include <cstdint>
#include <optional>
#include <vector>

#include "sudokit/generate.hpp"

namespace sudokit::testing {

// Puzzles made with seeds seed, seed + 1, ... (default options: minimal, no symmetry), of a
// variant when one is named.
inline std::vector<Puzzle> minimal_puzzles(Shape shape, int count, std::uint64_t seed,
                                           PuzzleVariant variant = PuzzleVariant::classic) {
    std::vector<Puzzle> puzzles;
    GenerateOptions options;
    options.shape = shape;
    options.variant = variant;
    for (int index = 0; index < count; ++index) {
        if (std::optional<GeneratedPuzzle> made = generate_puzzle(options, seed + index)) {
            puzzles.push_back(made->puzzle);
        }
    }
    return puzzles;
}

// Killers made with seeds seed, seed + 1, ..., every `x_every`-th a Killer-X.
inline std::vector<Puzzle> generated_killers(int count, std::uint64_t seed, int x_every = 2) {
    std::vector<Puzzle> puzzles;
    for (int index = 0; index < count; ++index) {
        GenerateOptions options;
        options.variant =
            (index + 1) % x_every == 0 ? PuzzleVariant::killer_x : PuzzleVariant::killer;
        if (std::optional<GeneratedPuzzle> made = generate_puzzle(options, seed + index)) {
            puzzles.push_back(made->puzzle);
        }
    }
    return puzzles;
}

}  // namespace sudokit::testing
