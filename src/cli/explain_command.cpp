#include "explain_command.hpp"

#include <algorithm>
#include <memory>

#include <fmt/format.h>

#include "batch_runner.hpp"
#include "input_kind.hpp"
#include "input_options.hpp"
#include "kakuro_logic_commands.hpp"
#include "logic_options.hpp"
#include "logic_record.hpp"
#include "output_options.hpp"
#include "sudokit/json.hpp"

namespace sudokit::cli {

namespace {

struct ExplainSettings {
    InputOptions input;
    LogicFlags logic;
    bool finish = false;
    bool json = false;
    int threads = 1;
    int until = 0;          // explain --until: stop after this step and show the position
    PositionFormat format;  // how that position is written
};

// The position after the first `count` steps (fewer when the explanation is shorter).
Position position_after(const Puzzle& puzzle, const LogicResult& result, std::size_t count) {
    Position position = start_position(puzzle);
    for (std::size_t index = 0; index < std::min(count, result.steps.size()); ++index)
        apply_step(position, result.steps[index]);
    return position;
}

// "Puzzle (file:3): 53..7....6..." ("Puzzle (file:3, X-Sudoku): ..." for a variant) and the
// first `count` steps, one sentence per line.
std::string header_and_steps(const SourceRecord& source, const Puzzle& puzzle,
                             const LogicResult& result, std::size_t count) {
    std::string text =
        fmt::format("Puzzle ({}{}{}): {}{}\n", source.where(), puzzle.marks ? ", pencil marks" : "",
                    puzzle.houses ? ", " + puzzle.houses->variant_name() : "", puzzle_line(puzzle),
                    puzzle.label.empty() ? "" : " " + puzzle.label);
    for (std::size_t index = 0; index < std::min(count, result.steps.size()); ++index) {
        text += fmt::format("{:>4}. {}\n", index + 1,
                            describe_step(result.steps[index], puzzle.geometry(), puzzle.symbols));
    }
    return text;
}

// explain --until: the first steps, then the position they lead to.
std::string explain_until_text(const SourceRecord& source, const Puzzle& puzzle,
                               const LogicResult& result, const std::string& problem,
                               const ExplainSettings& settings) {
    const auto until = static_cast<std::size_t>(settings.until);
    std::string text = header_and_steps(source, puzzle, result, until);
    const std::size_t shown = std::min(until, result.steps.size());
    if (shown < until) {
        text +=
            result.status == LogicStatus::solved || result.status == LogicStatus::stuck
                ? fmt::format("  The explanation has {} steps; the position after the last:\n",
                              shown)
                : fmt::format("  Not explained: {}; the position after step {}:\n", problem, shown);
    } else {
        text += fmt::format("  Position after step {}:\n", shown);
    }
    return text +
           render_position(position_after(puzzle, result, shown), puzzle.symbols,
                           settings.format.form()) +
           (settings.format.form() == OutputForm::line ? "\n" : "");
}

bool finished_by_solver(const LogicResult& result) {
    return !result.steps.empty() && result.steps.back().technique == Technique::solver;
}

std::string rating_line(const LogicResult& result) {
    return fmt::format("  {}, hardest: {}, level: {}{}\n", rating_figures(result),
                       technique_title(result.rating.hardest), level_name(result.rating.level),
                       finished_by_solver(result)
                           ? " (finished by the exact solver: the rating covers the technique "
                             "steps only)"
                           : "");
}

std::string explain_text(const SourceRecord& source, const Puzzle& puzzle,
                         const LogicResult& result, const std::string& problem) {
    std::string text = header_and_steps(source, puzzle, result, result.steps.size());
    switch (result.status) {
        case LogicStatus::solved:
            text += rating_line(result);
            break;
        case LogicStatus::stuck:
            text += fmt::format(
                "  Stuck after {} steps: no allowed technique applies. {}, hardest so far: {}. "
                "(--mode full, more --techniques, or --finish to end with the exact solver)\n",
                result.steps.size(), rating_figures(result),
                result.steps.empty() ? std::string_view("none")
                                     : technique_title(result.rating.hardest));
            break;
        default:
            text += fmt::format("  Not explained: {}\n", problem);
            break;
    }
    return text + "\n";
}

RecordOutcome explain_record(const SourceRecord& source, const ExplainSettings& settings,
                             const LogicOptions& base_options, SolvingSession& session) {
    if (!source.record.ok()) return unreadable_outcome(source, settings.json);
    const Puzzle& puzzle = source.record.puzzle();
    const LogicOptions options = settings.logic.options_for_one_puzzle(base_options);
    const LogicResult result = session.solve_logically(start_position(puzzle), options);

    RecordOutcome outcome;
    const PuzzleProblem problem = result_problem(result, puzzle);
    outcome.status = problem.status;
    if (settings.json) {
        nlohmann::json value = explanation_record(puzzle, result);
        value["line"] = source.record.line;
        if (settings.until > 0) {
            const std::size_t shown =
                std::min(static_cast<std::size_t>(settings.until), result.steps.size());
            value["position_after"] = {
                {"step", shown}, {"position", to_json(position_after(puzzle, result, shown))}};
        }
        outcome.out = json_text(value) + "\n";
    } else if (settings.until > 0) {
        outcome.out = explain_until_text(source, puzzle, result, problem.text, settings);
    } else {
        outcome.out = explain_text(source, puzzle, result, problem.text);
    }
    return outcome;
}

}  // namespace

void add_explain_command(CLI::App& app, int& exit_code) {
    auto settings = std::make_shared<ExplainSettings>();
    CLI::App* command = app.add_subcommand(
        "explain", "Solve step by step as a person would and explain every step");
    command->footer(
        R"TEXT(For each puzzle: a header line, the steps one per line, each as a sentence
("  12. Naked pair 3,7 in r4c2 and r4c8: remove 3 and 7 from ..."), then the
rating (ER/EP/ED on Sudoku Explainer's scale, the hardest technique, the level).
Puzzles may also be pencil-mark grids in the middle of a solve. Kakuro files are
explained with Kakuro's own techniques and rated on its scale (docs/kakuro.md).

Exit status: 0 every puzzle explained to the end; 1 some puzzle had no solution or
several, or the techniques got stuck; 2 a --timeout was reached; 3 some input could
not be read (named on stderr; the rest of the batch still runs);
74 a file could not be opened or read, or the output written; 130 interrupted
(SIGINT/SIGTERM: the results so far are written, in input order).

Examples:
  sudokit explain examples/classic.txt
  sudokit explain --mode se examples/classic.txt      # Sudoku Explainer's techniques
  sudokit explain --techniques naked-single,hidden-single-box,hidden-single-row,hidden-single-column puzzle.txt
  sudokit explain --finish --json hard.txt             # end with the exact solver if stuck
  sudokit explain --input-format pencilmarks position.txt
  sudokit explain --until 20 examples/classic.txt      # the pencil marks after step 20)TEXT");
    settings->input.add_to(*command);
    settings->logic.add_to(*command, "full");
    command->add_flag("--finish", settings->finish,
                      "When the techniques run out, finish with the exact solver (one step "
                      "labelled as such) instead of stopping");
    command->add_flag("--json", settings->json,
                      "One JSON object per puzzle: status, steps (with their evidence), rating");
    command
        ->add_option("--until", settings->until,
                     "Stop after step N and print the position it leads to (--format marks, "
                     "line or grid; under --json, \"position_after\")")
        ->check(CLI::PositiveNumber);
    settings->format.add_to(*command, "after --until N");
    command->add_option("-j,--threads", settings->threads, "Threads (0 = one per core)")
        ->check(CLI::NonNegativeNumber)
        ->capture_default_str();
    command->callback([settings, command, &exit_code] {
        const InputKind kind = detect_input_kind(settings->input.files);
        if (kind.kakuro) {
            const auto refused = refuse_sudoku_only_options(
                *command, {"--mode", "--se", "--until", "--format", "--size", "--symbols",
                           "--output-symbols", "--input-format"});
            exit_code =
                refused ? *refused
                        : run_kakuro_explain({.techniques = settings->logic.techniques,
                                              .timeout_seconds = settings->logic.timeout_seconds,
                                              .finish = settings->finish,
                                              .json = settings->json,
                                              .threads = settings->threads},
                                             settings->input.files, kind.standard_input_head);
            return;
        }
        const ReadOptions read_options = settings->input.variant_read_options();
        LogicOptions options = settings->logic.options();
        options.finish_with_solver = settings->finish;
        exit_code = run_batch(settings->input.files, read_options,
                              {.threads = settings->threads,
                               .progress = true,
                               .write_symbols = settings->input.write_symbols(),
                               .standard_input_head = kind.standard_input_head},
                              [&](const SourceRecord& record, SolvingSession& session) {
                                  return explain_record(record, *settings, options, session);
                              });
    });
}

}  // namespace sudokit::cli
