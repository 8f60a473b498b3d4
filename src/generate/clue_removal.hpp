#pragma once

#include <cstdint>
#include <span>
#include <vector>

#include "generate/logic_gate.hpp"
#include "generate/uniqueness.hpp"
#include "sudokit/grid.hpp"
#include "sudokit/stop_token.hpp"

namespace sudokit::generate {

struct RemovalRules {
    // Never take the clue count below this.
    int floor = 0;
    // Stop as soon as the count is at most this (a clue target); 0 = go through every orbit.
    int stop_at = 0;
    std::uint64_t node_limit = 0;  // per uniqueness check
    // How a check within that budget propagates (uniqueness.hpp).
    QuickCheckRules quick_rules = QuickCheckRules::singles;
    // A check over node_limit is run again without one, so every removal is settled (what
    // minimality needs) while the quick checks stay budgeted. Else its clue is kept.
    bool settle_over_budget = false;
    // When set, the puzzle must also stay solved by these techniques.
    const LogicGate* gate = nullptr;
    // The puzzle's solution, when known and the puzzle is not full (a full grid is its own):
    // its unavoidable sets then refuse some removals without a search.
    const Grid* solution = nullptr;
};

// Tries each orbit once, in the given order, and takes its clues away when the puzzle stays
// unique (and passes the gate). Orbits with an empty cell are skipped. A single pass is
// enough for minimality by orbit: a removal refused once stays refused, because taking
// further clues away never brings uniqueness back. Returns false when stopped.
bool remove_orbits(Grid& puzzle, std::span<const std::vector<int>> orbits,
                   const RemovalRules& rules, const StopToken& stop);

}  // namespace sudokit::generate
