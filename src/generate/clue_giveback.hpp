#pragma once

#include <functional>
#include <span>
#include <vector>

#include "sudokit/grid.hpp"
#include "sudokit/stop_token.hpp"

namespace sudokit::generate {

struct GiveBackRules {
    int target = 0;  // stop once the puzzle has this many clues
    int most = 0;    // and never give more
    // Give the first clues to rows, columns and boxes without one.
    bool every_house_given = false;
    // True when the puzzle is still as hard as it must be (its rating floor holds); an orbit
    // given back is taken again when it is not.
    std::function<bool(const Grid&)> keeps_level;
    // Digits of the solution known to keep the level without asking (0 elsewhere): those the
    // floor's techniques place anyway. Given first, as far as they go.
    const Grid* known_to_keep = nullptr;
};

// Gives clues of the solution back, orbit by orbit in the given order, while the puzzle keeps
// its level: first to houses without a clue (when asked), then anywhere until the target.
// Each orbit is tried once. Uniqueness stays: every clue is the solution's. False when a
// house is left without a clue or the stop signal came.
bool give_back_clues(Grid& puzzle, const Grid& solution, std::span<const std::vector<int>> orbits,
                     const GiveBackRules& rules, const StopToken& stop);

// True when some row, column or box of the puzzle has no clue.
bool has_empty_house(const Grid& puzzle);

}  // namespace sudokit::generate
