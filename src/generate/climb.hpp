#pragma once

#include <cstdint>
#include <span>
#include <vector>

#include "generate/clue_removal.hpp"
#include "generate/logic_gate.hpp"
#include "generate/random_source.hpp"
#include "sudokit/grid.hpp"
#include "sudokit/stop_token.hpp"

namespace sudokit::generate {

struct ClimbSetup {
    std::span<const std::vector<int>> orbits;
    // The techniques below the requested minimum rating: the climb ends when they no longer
    // solve the puzzle.
    const LogicGate* floor = nullptr;
    // Removal rules of the re-minimising pass (ceiling gate, node budget).
    RemovalRules removal;
    int moves = 0;
};

// Local search for a harder puzzle with the same solution: take one orbit of clues away,
// give one or two other orbits of the solution back, take clues away again in random order,
// and keep the result when the techniques below the floor rate it at least as hard as before
// (so the search walks along plateaus). True as soon as the floor techniques no longer solve
// the puzzle; false after `moves` moves or on the stop signal.
bool climb_above_floor(Grid& puzzle, const Grid& solution, RandomSource& random,
                       const ClimbSetup& setup, const StopToken& stop);

}  // namespace sudokit::generate
