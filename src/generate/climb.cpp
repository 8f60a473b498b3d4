#include "generate/climb.hpp"

#include "generate/singles_check.hpp"
#include "generate/uniqueness.hpp"

namespace sudokit::generate {
namespace {

bool orbit_filled(const Grid& puzzle, const std::vector<int>& orbit) {
    return !puzzle.empty(orbit.front());
}

// Picks a random orbit whose cells are all given (want_filled) or all empty.
const std::vector<int>* random_orbit(const Grid& puzzle, std::span<const std::vector<int>> orbits,
                                     bool want_filled, RandomSource& random) {
    std::vector<const std::vector<int>*> choices;
    for (const std::vector<int>& orbit : orbits) {
        if (orbit_filled(puzzle, orbit) == want_filled) choices.push_back(&orbit);
    }
    if (choices.empty()) return nullptr;
    return choices[static_cast<std::size_t>(random.below(static_cast<int>(choices.size())))];
}

}  // namespace

bool climb_above_floor(Grid& puzzle, const Grid& solution, RandomSource& random,
                       const ClimbSetup& setup, const StopToken& stop) {
    std::optional<int> score = setup.floor->rating(puzzle);
    if (!score) return true;
    std::vector<std::vector<int>> order(setup.orbits.begin(), setup.orbits.end());
    for (int move = 0; move < setup.moves; ++move) {
        if (stop.stop_requested()) return false;
        Grid trial = puzzle;
        const std::vector<int>* taken = random_orbit(trial, order, true, random);
        if (taken == nullptr) return false;
        for (int cell : *taken)
            trial.clear(cell);
        const int given_back = 1 + random.below(2);
        for (int i = 0; i < given_back; ++i) {
            const std::vector<int>* added = random_orbit(trial, order, false, random);
            if (added == nullptr || added == taken) continue;
            for (int cell : *added)
                trial.set(cell, solution[cell]);
        }
        if (check_uniqueness(trial, setup.removal.node_limit, stop) != Uniqueness::unique) continue;
        if (setup.removal.gate != nullptr && !setup.removal.gate->solves(trial)) continue;
        random.shuffle(std::span<std::vector<int>>(order));
        RemovalRules rules = setup.removal;
        rules.solution = &solution;
        remove_orbits(trial, order, rules, stop);
        // Singles rate at most 2.3: such a result cannot beat a harder current puzzle.
        constexpr int kSinglesRating = 23;
        if (*score > kSinglesRating && singles_solve(trial)) continue;
        const std::optional<int> trial_score = setup.floor->rating(trial);
        if (!trial_score) {
            puzzle = trial;
            return true;
        }
        if (*trial_score >= *score) {
            puzzle = trial;
            score = trial_score;
        }
    }
    return false;
}

}  // namespace sudokit::generate
