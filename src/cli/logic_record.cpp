#include "logic_record.hpp"

#include <fmt/format.h>

#include "sudokit/json.hpp"

namespace sudokit::cli {

namespace {

std::string tenths_text(int tenths) {
    return fmt::format("{}.{}", tenths / 10, tenths % 10);
}

ExitCode exit_status(LogicStatus status) {
    return status == LogicStatus::solved    ? kExitOk
           : status == LogicStatus::stopped ? kExitTimedOut
                                            : kExitUnsolved;
}

}  // namespace

std::string puzzle_line(const Puzzle& puzzle) {
    if (!puzzle.houses) return to_line(puzzle.givens, WriteOptions{.symbols = puzzle.symbols});
    // A variant's line carries its houses; the label is the caller's to add.
    Puzzle unlabelled = puzzle;
    unlabelled.label.clear();
    return to_puzzle_line(unlabelled);
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

PuzzleProblem result_problem(const LogicResult& result, const Puzzle& puzzle) {
    return {logic_problem(result, puzzle), exit_status(result.status)};
}

PuzzleProblem status_problem(LogicStatus status) {
    return {std::string(describe(status)), exit_status(status)};
}

std::string rating_figures(const LogicResult& result) {
    const Rating& rating = result.rating;
    // The scale first: a puzzle rated in full mode may rate lower than on SE's.
    const std::string_view scale = rating.scale == LogicMode::se ? "SE" : "full";
    if (result.status == LogicStatus::solved) {
        return fmt::format("{} ER={} EP={} ED={}", scale, tenths_text(rating.er),
                           tenths_text(rating.ep), tenths_text(rating.ed));
    }
    // Stuck: ER is a lower bound; EP is settled once a step placed a digit, ED by any step.
    return fmt::format("{} ER>={} EP{}{} ED{}{}", scale, tenths_text(rating.er),
                       result.placed_digit ? "=" : ">=", tenths_text(rating.ep),
                       result.step_count == 0 ? ">=" : "=", tenths_text(rating.ed));
}

}  // namespace sudokit::cli
