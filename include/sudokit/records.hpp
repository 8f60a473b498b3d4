#pragma once

// What the command's --json prints for one puzzle of `rate` and `explain` (without the input
// "line"), and why a puzzle could not be explained: shared by the command, the C interface and
// the Python module, so all give the same objects. (`generate`'s record is to_json in
// json.hpp, which the server writes too.)

#include <string>

#include <nlohmann/json.hpp>

#include "sudokit/logic.hpp"
#include "sudokit/position.hpp"
#include "sudokit/puzzle.hpp"

namespace sudokit {

// Why a solve did not finish, as a clause: no solution, several, stuck, stopped, or "the
// pencil marks are wrong: r4c5 lacks a digit the solution needs" (LogicResult::
// wrong_marks_cell), or "the digit placed in r4c5 is not the solution's" for a puzzle read
// with the player's progress; empty when it was solved.
std::string logic_problem(const LogicResult& result, const Puzzle& puzzle);

// The position to start from: the givens, or the pencil marks as written.
Position start_position(const Puzzle& puzzle);

// {"puzzle":{...},"status":"solved","steps":57,"rating":{...}} (rating when solved, or stuck
// after some step; "problem" when not solved): one record of `sudokit rate --json`.
nlohmann::json rating_record(const Puzzle& puzzle, const LogicResult& result);

// The LogicResult's object with "puzzle", "finished_by_solver" and, when not solved, the
// "problem" clause: one record of `sudokit explain --json`.
nlohmann::json explanation_record(const Puzzle& puzzle, const LogicResult& result);

}  // namespace sudokit
