#include "hint_command.hpp"

#include <algorithm>
#include <memory>

#include <fmt/format.h>

#include "batch_runner.hpp"
#include "choice_names.hpp"
#include "input_kind.hpp"
#include "input_options.hpp"
#include "kakuro_logic_commands.hpp"
#include "logic_options.hpp"
#include "logic_record.hpp"
#include "output_options.hpp"
#include "sudokit/hint.hpp"
#include "sudokit/json.hpp"

namespace sudokit::cli {

namespace {

struct HintSettings {
    InputOptions input;
    LogicFlags logic;
    std::string level = "full";
    bool json = false;
    bool apply = false;
    PositionFormat next;  // how the position after an applied step is written

    HintLevel hint_level() const { return parse_hint_level(level).value_or(HintLevel::full); }
};

ExitCode hint_exit_code(HintStatus status) {
    switch (status) {
        case HintStatus::hint:
        case HintStatus::solved:
            return kExitOk;
        case HintStatus::stopped:
            return kExitTimedOut;
        default:
            return kExitUnsolved;
    }
}

RecordOutcome hint_record(const SourceRecord& source, const HintSettings& settings,
                          const LogicOptions& base_options, SolvingSession& session) {
    if (!source.record.ok()) return unreadable_outcome(source, settings.json);
    const Puzzle& puzzle = source.record.puzzle();
    const LogicOptions options = settings.logic.options_for_one_puzzle(base_options);
    const Position position = start_position(puzzle);
    const Shape& shape = position.shape();
    RecordOutcome outcome;
    const auto answer = [&](std::string text, nlohmann::json value) {
        if (settings.json) {
            value["line"] = source.record.line;
            outcome.out = json_text(value) + "\n";
        } else {
            outcome.out = std::move(text) + "\n";
        }
    };

    const HintResult result = session.hint(puzzle, options);
    outcome.status = hint_exit_code(result.status);
    std::string text =
        result.status == HintStatus::hint
            ? hint_text(*result.step, puzzle.geometry(), settings.hint_level(), puzzle.symbols)
        : result.status == HintStatus::solved
            ? std::string("The puzzle is already solved.")
            : fmt::format("No hint: {}.", hint_problem(result, shape));
    nlohmann::json value =
        to_json(result, puzzle.geometry(), settings.hint_level(), puzzle.symbols);
    if (settings.apply && result.step) {
        // The position the step leads to after the sentence as a comment, so the whole
        // answer reads back as input for the next hint.
        Position next = position;
        apply_step(next, *result.step);
        text = "# " + text + "\n" + render_position(next, puzzle.symbols, settings.next.form());
        text.pop_back();  // answer() ends the record with one newline
        value["next"] = to_json(next);
    }
    answer(text, std::move(value));
    return outcome;
}

}  // namespace

void add_hint_command(CLI::App& app, int& exit_code) {
    auto settings = std::make_shared<HintSettings>();
    CLI::App* command = app.add_subcommand(
        "hint", "The next step of a puzzle or of a pencil-mark grid in the middle of a solve");
    command->footer(R"TEXT(One line per puzzle: the easiest step that makes progress, told at the
level asked for. nudge: where to look (houses or cells), no technique named;
technique: which technique and where; full: the whole step as a sentence.
A pencil-mark grid (cells written as their candidates, e.g. "1259") is read as
written, so the hint fits the marks you have; wrong marks are reported.
A Kakuro file gets the easiest Kakuro step from its givens (docs/kakuro.md).

Exit status: 0 a hint was given (or the grid is solved); 1 no solution, several,
wrong pencil marks, or no allowed technique applies; 2 --timeout reached; 3 some
input could not be read; 74 a file could not be opened or read, or the output written; 130 interrupted
(SIGINT/SIGTERM: the results so far are written, in input order).

Examples:
  sudokit hint examples/classic.txt
  sudokit hint --level nudge my_position.txt
  sudokit hint --level technique --mode se --json puzzle.txt
  sudokit hint --apply examples/classic.txt > next.txt && sudokit hint --apply next.txt
  echo 53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79 | sudokit hint -)TEXT");
    settings->input.add_to(*command);
    settings->logic.add_to(*command, "full");
    command
        ->add_option("--level", settings->level,
                     "How much to tell: nudge (where to look), technique (which technique and "
                     "where), full (the whole step)")
        ->check(CLI::IsMember(choice_names(kHintLevels, hint_level_name)))
        ->capture_default_str();
    command->add_flag("--json", settings->json,
                      "One JSON object per puzzle: the step (only the level's fields for nudge "
                      "and technique)");
    command->add_flag("--apply", settings->apply,
                      "Apply the step and print the position it leads to, the sentence before it "
                      "as a '#' comment, so the answer reads back as input for the next hint "
                      "(under --json, the position is \"next\")");
    settings->next.add_to(*command, "after --apply");
    command->callback([settings, command, &exit_code] {
        if (settings->apply && settings->hint_level() != HintLevel::full) {
            throw CLI::ValidationError(
                "--apply", "the applied step shows the whole hint: use it with --level full");
        }
        const InputKind kind = detect_input_kind(settings->input.files);
        if (kind.kakuro) {
            const auto refused = refuse_sudoku_only_options(
                *command, {"--mode", "--se", "--apply", "--format", "--size", "--symbols",
                           "--output-symbols", "--input-format"});
            exit_code = refused
                            ? *refused
                            : run_kakuro_hint({.techniques = settings->logic.techniques,
                                               .timeout_seconds = settings->logic.timeout_seconds,
                                               .json = settings->json,
                                               .detail = settings->hint_level()},
                                              settings->input.files, kind.standard_input_head);
            return;
        }
        const ReadOptions read_options = settings->input.variant_read_options();
        const LogicOptions options = settings->logic.options();
        exit_code = run_batch(settings->input.files, read_options,
                              {.threads = 1,
                               .progress = false,
                               .write_symbols = settings->input.write_symbols(),
                               .standard_input_head = kind.standard_input_head},
                              [&](const SourceRecord& record, SolvingSession& session) {
                                  return hint_record(record, *settings, options, session);
                              });
    });
}

}  // namespace sudokit::cli
