#pragma once

#include <optional>
#include <string_view>
#include <vector>

#include "sudokit/position.hpp"
#include "sudokit/puzzle.hpp"
#include "sudokit/step.hpp"
#include "sudokit/stop_token.hpp"
#include "sudokit/technique.hpp"

namespace sudokit {

// Which technique set, in which order.
enum class LogicMode {
    // Sudoku Explainer 1.2.1's technique families in its order, so that ratings agree with it.
    se,
    // Every technique, easiest first: the richer set players use (skyscrapers, finned fish,
    // AICs, ...), for hints and explanations.
    full,
};
inline constexpr LogicMode kLogicModes[] = {LogicMode::se, LogicMode::full};
// "se", "full"
std::string_view logic_mode_name(LogicMode mode);
std::optional<LogicMode> parse_logic_mode(std::string_view name);

// Whether uniqueness techniques may be used.
enum class UniquenessPolicy {
    check,   // prove the puzzle has one solution with the exact solver first (the default)
    assume,  // trust the caller (e.g. the generator already knows)
    never,   // never use them
};

struct LogicOptions {
    LogicMode mode = LogicMode::full;
    // Restricts the techniques to this set (intersected with the mode's set).
    std::optional<TechniqueSet> techniques;
    UniquenessPolicy uniqueness = UniquenessPolicy::check;
    // When the techniques run out, finish with the exact solver (one step labelled
    // Technique::solver) instead of stopping.
    bool finish_with_solver = false;
    // Keep every step in LogicResult::steps. Raters that need only the figures turn it off:
    // singles are then placed in batches, faster, with the same rating and step count, and
    // steps leave out what only their description reads (a cage's combinations; next_step
    // too).
    bool keep_steps = true;
    // Stops before the first step rated above this (tenths), as `stuck` at the position that
    // step would change: the whole solve rates above it. A generator refuses a candidate
    // beyond a level's ceiling there, instead of solving it to the end.
    std::optional<int> stop_above;
    // Stops, as stop_above does, before the first step of one of these techniques. A
    // generator's gate runs every technique of the order up to its own last one, stopping at
    // those it does not allow: where that run solves the puzzle it is the whole engine's run
    // too, and rates the puzzle as the whole engine would.
    TechniqueSet stop_before;
    std::optional<std::chrono::steady_clock::time_point> deadline;
    const std::atomic<bool>* cancel = nullptr;
    StopToken stop_token() const { return {deadline, cancel}; }
};

// Named levels for people, from the SE rating.
enum class DifficultyLevel { easy, medium, hard, expert, diabolical };
inline constexpr DifficultyLevel kDifficultyLevels[] = {
    DifficultyLevel::easy, DifficultyLevel::medium, DifficultyLevel::hard, DifficultyLevel::expert,
    DifficultyLevel::diabolical};
std::string_view level_name(DifficultyLevel level);
std::optional<DifficultyLevel> parse_level(std::string_view name);
// easy: singles (ER <= 2.3); medium: intersections, pairs, X-wing (<= 3.4); hard: triples,
// swordfish, wings, unique rectangles (<= 4.6); expert: quads, BUG, exclusion (< 6.5);
// diabolical: chains, forcing chains or trial (>= 6.5).
DifficultyLevel level_of_rating(int rating_tenths);
// The SE range [min, max] in tenths covered by a level.
std::pair<int, int> rating_range_of(DifficultyLevel level);

// Sudoku Explainer's three figures, in tenths.
struct Rating {
    int er = 0;  // the hardest step of the whole solve
    int ep = 0;  // the hardest step up to the first placement
    int ed = 0;  // the hardest step up to the first elimination (the first step)
    Technique hardest = Technique::full_house;
    DifficultyLevel level = DifficultyLevel::easy;
    // The technique set the solve used, which the figures depend on: the same puzzle can rate
    // lower in full mode, whose extra techniques find easier steps. Printed with every rating.
    LogicMode scale = LogicMode::se;
};

enum class LogicStatus {
    solved,       // every cell placed by techniques (and the solver, if allowed)
    stuck,        // the allowed techniques ran out (or LogicOptions::stop_above was reached)
    no_solution,  // the givens admit no solution
    multiple,     // more than one solution: not rated
    stopped,      // deadline or cancel
};
std::string_view logic_status_name(LogicStatus status);
// Why a solve did not finish, as a clause: "the puzzle has no solution", "the time limit was
// reached", "no allowed technique applies"; empty when solved.
std::string_view describe(LogicStatus status);

struct LogicResult {
    LogicStatus status = LogicStatus::stuck;
    std::vector<Step> steps;    // empty when LogicOptions::keep_steps is false
    int step_count = 0;         // steps taken, kept or not
    bool placed_digit = false;  // some step placed a digit
    // With LogicStatus::no_solution from pencil marks that strike out the solution's digit:
    // the first such cell; -1 otherwise.
    int wrong_marks_cell = -1;
    // With LogicStatus::stuck: the run stopped before a step that stop_above or stop_before
    // refused, where other allowed techniques later in the order could still go on; false
    // when the techniques ran out.
    bool stopped_before_step = false;
    // Meaningful when status is solved (and, as a lower bound, when stuck).
    Rating rating;
    Position final_position;
};

// Solves step by step, as a person would, and rates the solve.
LogicResult solve_logically(const Puzzle& puzzle, const LogicOptions& options = {});
// Continues from a position in the middle of a solve (pencil marks).
LogicResult solve_logically(const Position& position, const LogicOptions& options = {});

// The next step from a position: the easiest technique that makes progress (a hint).
// nullopt when none of the allowed techniques applies.
std::optional<Step> next_step(const Position& position, const LogicOptions& options = {});

// Applies a step's placements and eliminations.
void apply_step(Position& position, const Step& step);

}  // namespace sudokit
