#pragma once

// What the logic commands (explain, hint, rate) share per record: the start position of a
// puzzle or a pencil-mark grid, the text that names the puzzle, the outcome of an unreadable
// record, and the sentences for puzzles that cannot be explained.

#include <optional>
#include <string>

#include "batch_runner.hpp"
#include "sudokit/logic.hpp"
#include "sudokit/position.hpp"
#include "sudokit/records.hpp"

namespace sudokit::cli {

// The puzzle as one line in its own symbols (the solved cells of a pencil-mark grid); a
// variant with its houses (to_puzzle_line), without its label.
std::string puzzle_line(const Puzzle& puzzle);

// "sudokit: file: line 3: ..." on stderr and a line for stdout that keeps the output aligned
// (a JSON object with the error under --json).
RecordOutcome unreadable_outcome(const SourceRecord& source, bool json);

// Why a puzzle cannot be explained or rated ("the puzzle has more than one solution"), with
// the exit status that goes with it.
struct PuzzleProblem {
    std::string text;
    ExitCode status = kExitUnsolved;
};

// The sentence for a solve that did not finish, naming the cell of wrong pencil marks.
PuzzleProblem result_problem(const LogicResult& result, const Puzzle& puzzle);

// The sentence for a solve that did not finish: no solution, several, stopped.
PuzzleProblem status_problem(LogicStatus status);

// "SE ER=7.2 EP=7.2 ED=2.3" (or "full ER=..."); when stuck, "SE ER>=4.2 ..." for the figures
// that are lower bounds.
std::string rating_figures(const LogicResult& result);

}  // namespace sudokit::cli
