#pragma once

// A generation session: what the generator keeps from one puzzle to the next in a batch (the
// symmetry orbits of the shapes asked for, a list to shuffle them in, the houses of the
// variants whose houses never change) and the solving session its gates and ratings run in.
// generate_puzzle(options, seed) makes a temporary one; a batch worker keeps one and reuses it. A
// puzzle never depends on what the session made before.
//
//   GenerationSession session;
//   for (std::uint64_t index = 0; index < count; ++index)
//       print(session.generate(options, puzzle_seed(seed, index)));

#include <cstdint>
#include <memory>
#include <optional>

#include "sudokit/generate.hpp"

namespace sudokit {

namespace generate {
class GenerationMemory;
}

class GenerationSession {
  public:
    GenerationSession();
    ~GenerationSession();
    GenerationSession(GenerationSession&&) noexcept;
    GenerationSession& operator=(GenerationSession&&) noexcept;

    // As generate_puzzle (generate.hpp).
    std::optional<GeneratedPuzzle> generate(const GenerateOptions& options, std::uint64_t seed);
    // As report_rating (generate.hpp), in this session's solving session.
    std::optional<Rating> report_rating(const Puzzle& puzzle, LogicMode mode);

  private:
    std::unique_ptr<generate::GenerationMemory> memory_;
};

}  // namespace sudokit
