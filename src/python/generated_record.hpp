#pragma once

// One puzzle of a generated batch as `sudokit generate --json` prints it, shared by
// generate_many and the batch module's JSON lines.

#include <cstdint>
#include <optional>

#include <nlohmann/json.hpp>

#include "sudokit/generate.hpp"
#include "sudokit/generation_session.hpp"

namespace sudokit::python {

struct GenerateBatch {
    GenerateOptions options;
    std::uint64_t seed = 0;         // of the batch: puzzle i uses puzzle_seed(seed, i)
    std::optional<double> timeout;  // seconds per puzzle
    bool grids = false;             // full random grids instead of puzzles
};

// {"index","seed","puzzle","solution","clues","minimal","minimal_by_orbit","rejected",
// "rating","symmetry","method"}, or for grids {"index","seed","size","grid"}, or
// {"index","seed","error"} when the timeout came first. Runs without the GIL, in the calling
// thread's session.
nlohmann::json generated_record(const GenerateBatch& batch, std::uint64_t index,
                                GenerationSession& session);

}  // namespace sudokit::python
