#pragma once

// Methods from the seed papers that rate or solve a puzzle without the technique catalogue:
// Crook's pencil-and-paper algorithm, the trial-and-error depth, and the backtracking
// metric (how many times the shuffled backtracking solver backs up).

#include <cstdint>
#include <optional>
#include <vector>

#include "sudokit/logic.hpp"
#include "sudokit/puzzle.hpp"
#include "sudokit/step.hpp"
#include "sudokit/stop_token.hpp"

namespace sudokit {

// Crook's algorithm: mark up, find preemptive sets (naked subsets of any size) in every
// house, and only when stuck make a random choice, backing up when it fails.
struct CrookOptions {
    std::uint64_t seed = 0;
    std::optional<std::chrono::steady_clock::time_point> deadline;
    const std::atomic<bool>* cancel = nullptr;
    StopToken stop_token() const { return {deadline, cancel}; }
};
struct CrookResult {
    LogicStatus status = LogicStatus::stuck;  // solved, no_solution or stopped
    // The line of play that solved it: naked/hidden singles, preemptive_set and guess steps.
    // Steps of choices that were undone are dropped, so applying the steps in order to the
    // puzzle's position gives the solution.
    std::vector<Step> steps;
    int choices = 0;     // guesses made (each digit tried at a choice point counts)
    int backtracks = 0;  // guesses undone
    Grid solution;       // when solved
};
CrookResult solve_crook(const Puzzle& puzzle, const CrookOptions& options = {});

// The number of nested guesses a person needs when the techniques run out: 0 when the
// techniques solve the puzzle; d when assuming candidates and refuting them with the
// techniques plus trials of depth d-1 solves it. nullopt when deeper than max_depth or
// stopped.
struct TrialDepthOptions {
    LogicOptions logic;  // the techniques the person knows
    int max_depth = 3;
};
std::optional<int> trial_and_error_depth(const Puzzle& puzzle,
                                         const TrialDepthOptions& options = {});

// Average backtracks of the backtracking solver with shuffled cell order over `runs` runs
// (seeds seed, seed+1, ...), to uniqueness (limit 2).
struct BacktrackRating {
    double mean_backtracks = 0;
    std::uint64_t median_backtracks = 0;  // the lower middle value for an even count
    int runs = 0;                         // runs completed
    bool complete = true;                 // false when a deadline cut runs short
};
BacktrackRating rate_by_backtracks(
    const Puzzle& puzzle, int runs, std::uint64_t seed = 0,
    std::optional<std::chrono::steady_clock::time_point> deadline = std::nullopt);

}  // namespace sudokit
