#pragma once

// What the command's --json prints for one puzzle of `rate`, `explain` and `generate`
// (without the input "line"), and why a puzzle cannot be explained: shared by the command,
// the C interface and the Python module, so all give the same objects.

#include <cstdint>
#include <optional>
#include <string>

#include <nlohmann/json.hpp>

#include "sudokit/generate.hpp"
#include "sudokit/logic.hpp"
#include "sudokit/position.hpp"
#include "sudokit/puzzle.hpp"

namespace sudokit {

// Why the logic cannot run on, or did not finish, a puzzle.
struct LogicProblem {
    std::string text;        // "the puzzle has more than one solution"
    bool timed_out = false;  // the time limit, not the puzzle, is at fault
};

// The sentence for a solve that did not finish (no solution, several, stuck, stopped); empty
// text when it was solved.
LogicProblem logic_status_problem(LogicStatus status);

// Checks the placed digits of `start` with the exact solver (no solution, several) and, for a
// position from pencil marks, that no mark the solution needs was struck out (naming the
// cell). Nothing when the logic can run.
std::optional<LogicProblem> find_logic_problem(const Position& start, const LogicOptions& options);

// The position to start from: the givens, or the pencil marks as written.
Position start_position(const Puzzle& puzzle);

// {"puzzle":{...},"status":"solved","steps":57,"rating":{...}} (rating when solved or stuck,
// "problem" when not solved): one record of `sudokit rate --json`.
nlohmann::json rating_record(const Puzzle& puzzle, const LogicResult& result);

// The LogicResult's object with "puzzle", "finished_by_solver" and, when not solved, the
// "problem" sentence: one record of `sudokit explain --json`.
nlohmann::json explanation_record(const Puzzle& puzzle, const LogicResult& result,
                                  const std::string& problem);

// The GeneratedPuzzle's object with the puzzle's "index" in its batch, its own "seed", and
// the "symmetry" and "method" of the options: one line of `sudokit generate --json`.
nlohmann::json generated_record(const GeneratedPuzzle& made, std::uint64_t index,
                                std::uint64_t seed, const GenerateOptions& options);

}  // namespace sudokit
