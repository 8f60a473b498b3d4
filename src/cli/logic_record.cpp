#include "logic_record.hpp"

#include <fmt/format.h>

#include "sudokit/json.hpp"
#include "sudokit/solve.hpp"

namespace sudokit::cli {

namespace {

std::string tenths_text(int tenths) {
    return fmt::format("{}.{}", tenths / 10, tenths % 10);
}

}  // namespace

Position start_position(const Puzzle& puzzle) {
    if (puzzle.marks) return Position::from_marks(*puzzle.marks);
    return Position::from_puzzle(puzzle);
}

std::string puzzle_line(const Puzzle& puzzle) {
    return to_line(puzzle.givens, WriteOptions{.symbols = puzzle.symbols});
}

RecordOutcome unreadable_outcome(const SourceRecord& source, bool json) {
    RecordOutcome outcome;
    const auto& error = source.record.error();
    outcome.status = kExitBadInput;
    outcome.err = fmt::format("sudokit: {}{}\n", *source.source == "-" ? "" : *source.source + ": ",
                              error.to_string());
    if (json) {
        outcome.out =
            json_text(nlohmann::json{{"line", source.record.line}, {"error", to_json(error)}}) +
            "\n";
    } else {
        outcome.out = fmt::format("# {}: unreadable puzzle\n", source.where());
    }
    return outcome;
}

std::optional<PuzzleProblem> find_puzzle_problem(const Puzzle&, const Position& start,
                                                 const LogicOptions& options) {
    SolveOptions solve_options;
    solve_options.solution_limit = 2;
    solve_options.deadline = options.deadline;
    const SolveResult exact = solve(Puzzle(start.values()), solve_options);
    switch (exact.verdict) {
        case Verdict::none:
        case Verdict::multiple:
            return PuzzleProblem{std::string(describe(exact.verdict)), kExitUnsolved};
        case Verdict::stopped:
            return PuzzleProblem{std::string(describe(exact.verdict)), kExitTimedOut};
        case Verdict::unique:
        case Verdict::found:
            break;
    }
    const Grid& solution = exact.solutions.front();
    const Shape& shape = start.shape();
    for (int cell = 0; cell < shape.cell_count(); ++cell) {
        if (!start.filled(cell) && !start.has(cell, solution[cell])) {
            return PuzzleProblem{describe_wrong_marks(shape, cell), kExitUnsolved};
        }
    }
    return std::nullopt;
}

PuzzleProblem status_problem(LogicStatus status) {
    const ExitCode code = status == LogicStatus::solved    ? kExitOk
                          : status == LogicStatus::stopped ? kExitTimedOut
                                                           : kExitUnsolved;
    return {std::string(describe(status)), code};
}

std::string rating_figures(const LogicResult& result) {
    const Rating& rating = result.rating;
    if (result.status == LogicStatus::solved) {
        return fmt::format("ER={} EP={} ED={}", tenths_text(rating.er), tenths_text(rating.ep),
                           tenths_text(rating.ed));
    }
    // Stuck: ER is a lower bound; EP is settled once a step placed a digit, ED by any step.
    return fmt::format("ER>={} EP{}{} ED{}{}", tenths_text(rating.er),
                       result.placed_digit ? "=" : ">=", tenths_text(rating.ep),
                       result.step_count == 0 ? ">=" : "=", tenths_text(rating.ed));
}

}  // namespace sudokit::cli
