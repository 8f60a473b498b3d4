#include "rate_command.hpp"

#include <chrono>
#include <memory>

#include <fmt/format.h>

#include "batch_runner.hpp"
#include "input_kind.hpp"
#include "input_options.hpp"
#include "kakuro_logic_commands.hpp"
#include "logic_options.hpp"
#include "logic_record.hpp"
#include "sudokit/json.hpp"
#include "sudokit/seed_methods.hpp"

namespace sudokit::cli {

namespace {

struct RateSettings {
    InputOptions input;
    LogicFlags logic;
    std::string method = "techniques";
    int runs = 10;
    int max_depth = 3;
    std::uint64_t seed = 0;
    bool json = false;
    int threads = 1;
    bool no_progress = false;
};

std::string with_label(std::string text, const Puzzle& puzzle) {
    if (!puzzle.label.empty()) text += " " + puzzle.label;
    return text + "\n";
}

RecordOutcome rate_by_techniques(const SourceRecord& source, const Puzzle& puzzle,
                                 const RateSettings& settings, const LogicOptions& options,
                                 SolvingSession& session) {
    LogicOptions figures_only = options;
    figures_only.keep_steps = false;
    const LogicResult result = session.solve_logically(start_position(puzzle), figures_only);
    RecordOutcome outcome;
    const PuzzleProblem problem = result_problem(result, puzzle);
    outcome.status = problem.status;
    if (settings.json) {
        nlohmann::json value = rating_record(puzzle, result);
        value["line"] = source.record.line;
        outcome.out = json_text(value) + "\n";
        return outcome;
    }
    const std::string line = puzzle_line(puzzle);
    switch (result.status) {
        case LogicStatus::solved:
            outcome.out = with_label(
                fmt::format("{} {} {} {}", line, rating_figures(result),
                            technique_name(result.rating.hardest), level_name(result.rating.level)),
                puzzle);
            break;
        case LogicStatus::stuck:
            // With no step at all there is no figure to give, not even a lower bound.
            outcome.out = with_label(
                result.step_count == 0
                    ? fmt::format("{} not rated: no allowed technique applies to the givens", line)
                    : fmt::format("{} {} (stuck after {} steps) {}", line, rating_figures(result),
                                  result.step_count, technique_name(result.rating.hardest)),
                puzzle);
            break;
        default:
            outcome.out = with_label(fmt::format("{} not rated: {}", line, problem.text), puzzle);
            break;
    }
    return outcome;
}

RecordOutcome rate_by_backtrack_count(const SourceRecord& source, const Puzzle& puzzle,
                                      const RateSettings& settings, const LogicOptions& options) {
    RecordOutcome outcome;
    const BacktrackRating rating =
        rate_by_backtracks(puzzle, settings.runs, settings.seed, options.deadline);
    if (!rating.complete) outcome.status = kExitTimedOut;
    if (settings.json) {
        outcome.out = json_text(nlohmann::json{{"line", source.record.line},
                                               {"puzzle", to_json(puzzle)},
                                               {"method", "backtracks"},
                                               {"backtracks",
                                                {{"mean", rating.mean_backtracks},
                                                 {"median", rating.median_backtracks},
                                                 {"runs", rating.runs},
                                                 {"complete", rating.complete}}}}) +
                      "\n";
        return outcome;
    }
    outcome.out =
        with_label(fmt::format("{} backtracks mean={:.1f} median={} runs={}{}", puzzle_line(puzzle),
                               rating.mean_backtracks, rating.median_backtracks, rating.runs,
                               rating.complete ? "" : " (stopped by --timeout)"),
                   puzzle);
    return outcome;
}

// The seed paper's measure: how many nested guesses a person who knows the chosen techniques
// needs.
RecordOutcome rate_by_trial_depth(const SourceRecord& source, const Puzzle& puzzle,
                                  const RateSettings& settings, const LogicOptions& options) {
    RecordOutcome outcome;
    TrialDepthOptions trial_options;
    trial_options.logic = options;
    trial_options.max_depth = settings.max_depth;
    const std::optional<int> depth = trial_and_error_depth(puzzle, trial_options);
    if (!depth) outcome.status = kExitUnsolved;
    if (settings.json) {
        nlohmann::json value = {{"line", source.record.line},
                                {"puzzle", to_json(puzzle)},
                                {"method", "trial-depth"},
                                {"max_depth", settings.max_depth}};
        value["depth"] = depth ? nlohmann::json(*depth) : nlohmann::json(nullptr);
        outcome.out = json_text(value) + "\n";
        return outcome;
    }
    const std::string figure = depth ? fmt::format("trial-depth={}", *depth)
                                     : fmt::format(
                                           "trial-depth>{} (or stopped, no solution "
                                           "or several)",
                                           settings.max_depth);
    outcome.out = with_label(fmt::format("{} {}", puzzle_line(puzzle), figure), puzzle);
    return outcome;
}

// Crook's pencil-and-paper algorithm: preemptive sets, and random choices when stuck.
RecordOutcome rate_by_crook(const SourceRecord& source, const Puzzle& puzzle,
                            const RateSettings& settings, const LogicOptions& options) {
    RecordOutcome outcome;
    CrookOptions crook_options;
    crook_options.seed = settings.seed;
    crook_options.deadline = options.deadline;
    const CrookResult result = solve_crook(puzzle, crook_options);
    if (result.status == LogicStatus::stopped) {
        outcome.status = kExitTimedOut;
    } else if (result.status != LogicStatus::solved) {
        outcome.status = kExitUnsolved;
    }
    if (settings.json) {
        outcome.out =
            json_text(nlohmann::json{{"line", source.record.line},
                                     {"puzzle", to_json(puzzle)},
                                     {"method", "crook"},
                                     {"status", std::string(logic_status_name(result.status))},
                                     {"steps", result.steps.size()},
                                     {"choices", result.choices},
                                     {"backtracks", result.backtracks}}) +
            "\n";
        return outcome;
    }
    outcome.out = with_label(fmt::format("{} crook {} steps={} choices={} backtracks={}",
                                         puzzle_line(puzzle), logic_status_name(result.status),
                                         result.steps.size(), result.choices, result.backtracks),
                             puzzle);
    return outcome;
}

RecordOutcome rate_record(const SourceRecord& source, const RateSettings& settings,
                          const LogicOptions& base_options, SolvingSession& session) {
    if (!source.record.ok()) return unreadable_outcome(source, settings.json);
    const Puzzle& puzzle = source.record.puzzle();
    const LogicOptions options = settings.logic.options_for_one_puzzle(base_options);
    if (settings.method == "backtracks") {
        return rate_by_backtrack_count(source, puzzle, settings, options);
    }
    if (settings.method == "trial-depth") {
        return rate_by_trial_depth(source, puzzle, settings, options);
    }
    if (settings.method == "crook") return rate_by_crook(source, puzzle, settings, options);
    return rate_by_techniques(source, puzzle, settings, options, session);
}

}  // namespace

void add_rate_command(CLI::App& app, int& exit_code) {
    auto settings = std::make_shared<RateSettings>();
    CLI::App* command = app.add_subcommand(
        "rate", "Rate puzzles on Sudoku Explainer's scale (ER/EP/ED) with a named level");
    command->footer(R"TEXT(One line per puzzle, in input order whatever -j is:
  <puzzle> SE ER=7.2 EP=7.2 ED=2.3 <hardest technique> <level> [label]
The first word is the scale: SE with the default --mode se, which uses Sudoku
Explainer 1.2.1's techniques in its order, so the figures are on its scale; full with
--mode full, whose extra techniques can find easier steps (explain and hint use full
by default, so their figures can be lower than rate's). ER is the hardest step of
the whole solve, EP the hardest up to the first placed digit, ED the first step.
Levels come from ER: easy (ER <= 2.3), medium (<= 3.4), hard (<= 4.6), expert
(<= 6.4), diabolical (>= 6.5).
A puzzle the techniques cannot finish gives "SE ER>=x ... (stuck)"; one with no solution
or several gives "not rated: ...".
A Kakuro file is rated on the Kakuro scale, one line per puzzle:
  <file:line>: 3.2 hard run-filling [label]
(levels easy, medium, hard, expert, extreme; docs/kakuro.md).
--method backtracks rates by the mean number of backtracks of the shuffled
backtracking solver over --runs seeds instead; --method trial-depth by the number of
nested guesses a person who knows the techniques (--mode, --techniques) needs, up to
--max-depth; --method crook by the choices and backtracks of Crook's algorithm (--seed).

Exit status: 0 every puzzle rated; 1 some puzzle stuck, with no solution or several;
2 a --timeout was reached; 3 some input could not be read;
74 a file could not be opened or read, or the output written; 130 interrupted
(SIGINT/SIGTERM: the results so far are written, in input order).

Examples:
  sudokit rate examples/classic.txt
  sudokit rate -j 2 --timeout 10 top1465.txt > rated.txt
  sudokit rate --mode full --json puzzles.txt
  sudokit rate --techniques naked-single,hidden-single-box,hidden-single-row,hidden-single-column puzzles.txt
  sudokit rate --method backtracks --runs 20 --seed 7 puzzles.txt
  sudokit rate --method trial-depth --techniques naked-single,hidden-single-box puzzles.txt
  sudokit rate --method crook --seed 3 puzzles.txt)TEXT");
    settings->input.add_to(*command);
    settings->logic.add_to(*command, "se");
    command
        ->add_option("--method", settings->method,
                     "techniques (the SE scale), backtracks (mean backtracks of the shuffled "
                     "backtracking solver), trial-depth (nested guesses needed) or crook "
                     "(choices and backtracks of Crook's algorithm)")
        ->check(CLI::IsMember({"techniques", "backtracks", "trial-depth", "crook"}))
        ->capture_default_str();
    command->add_option("--runs", settings->runs, "With --method backtracks: runs per puzzle")
        ->check(CLI::PositiveNumber)
        ->capture_default_str();
    command
        ->add_option("--max-depth", settings->max_depth,
                     "With --method trial-depth: the deepest nesting tried")
        ->check(CLI::Range(0, 8))
        ->capture_default_str();
    command
        ->add_option("--seed", settings->seed,
                     "With --method backtracks: seed of the first run (then seed+1, ...); "
                     "with --method crook: the seed of its random choices")
        ->capture_default_str();
    command->add_flag("--json", settings->json, "One JSON object per puzzle");
    command->add_option("-j,--threads", settings->threads, "Threads (0 = one per core)")
        ->check(CLI::NonNegativeNumber)
        ->capture_default_str();
    command->add_flag("--no-progress", settings->no_progress,
                      "Never draw the progress line (drawn on a terminal for long batches)");
    command->callback([settings, command, &exit_code] {
        const InputKind kind = detect_input_kind(settings->input.files);
        if (kind.kakuro) {
            const auto refused = refuse_sudoku_only_options(
                *command, {"--mode", "--se", "--method", "--runs", "--max-depth", "--seed",
                           "--size", "--symbols", "--output-symbols", "--input-format"});
            exit_code = refused
                            ? *refused
                            : run_kakuro_rate({.techniques = settings->logic.techniques,
                                               .timeout_seconds = settings->logic.timeout_seconds,
                                               .json = settings->json,
                                               .threads = settings->threads},
                                              settings->input.files, kind.standard_input_head);
            return;
        }
        const ReadOptions read_options = settings->input.variant_read_options();
        const LogicOptions options = settings->logic.options();
        exit_code = run_batch(settings->input.files, read_options,
                              {.threads = settings->threads,
                               .progress = !settings->no_progress,
                               .write_symbols = settings->input.write_symbols(),
                               .standard_input_head = kind.standard_input_head},
                              [&](const SourceRecord& record, SolvingSession& session) {
                                  return rate_record(record, *settings, options, session);
                              });
    });
}

}  // namespace sudokit::cli
