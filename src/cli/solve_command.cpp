#include "solve_command.hpp"

#include <atomic>
#include <chrono>
#include <cstdio>
#include <memory>

#include <fmt/format.h>

#include "batch_runner.hpp"
#include "choice_names.hpp"
#include "input_kind.hpp"
#include "input_options.hpp"
#include "kakuro_solve.hpp"
#include "output_options.hpp"
#include "sudokit/hint.hpp"
#include "sudokit/json.hpp"
#include "sudokit/rules.hpp"
#include "sudokit/solve.hpp"
#include "verdict_status.hpp"

namespace sudokit::cli {

namespace {

enum class SolveMode { solve, first, unique, count };

struct SolveSettings {
    InputOptions input;
    OutputOptions output;
    std::string algorithm = "fast";
    bool first = false;
    bool unique = false;
    bool count = false;
    std::uint64_t count_limit = 1'000'000;
    std::optional<std::uint64_t> seed;
    bool shuffle = false;
    double timeout_seconds = 0;
    int threads = 1;
    bool stats = false;
    bool no_progress = false;

    SolveMode mode() const {
        if (count) return SolveMode::count;
        if (unique) return SolveMode::unique;
        if (first) return SolveMode::first;
        return SolveMode::solve;
    }
};

// Totals over a batch, summed from the worker threads.
struct SolveTotals {
    std::atomic<std::uint64_t> puzzles{0};
    std::atomic<std::uint64_t> unreadable{0};
    std::atomic<std::uint64_t> nodes{0};
    std::atomic<std::uint64_t> guesses{0};
    std::atomic<std::uint64_t> backtracks{0};
    std::array<std::atomic<std::uint64_t>, 5> verdicts{};
};

std::string count_text(const SolveResult& result) {
    return result.exhausted ? fmt::format("{}", result.solution_count)
                            : fmt::format("{}+", result.solution_count);
}

std::string problem_text(const Puzzle& puzzle, const SolveResult& result) {
    switch (result.verdict) {
        case Verdict::none: {
            // A wrong digit of the player's is named, as a hint names it.
            if (const int wrong = first_wrong_placed_digit(puzzle); wrong >= 0) {
                return "no solution: " + describe_wrong_digit(puzzle.shape(), wrong);
            }
            // Givens that clash say why at once, as `check` does.
            const std::vector<Conflict> conflicts = find_conflicts(puzzle.givens);
            if (conflicts.empty()) return "no solution";
            const std::string more =
                conflicts.size() > 1 ? fmt::format(" (and {} more clashes)", conflicts.size() - 1)
                                     : "";
            return fmt::format("no solution: {}{}",
                               describe(puzzle.shape(), conflicts.front(), puzzle.symbols), more);
        }
        case Verdict::multiple:
            return "more than one solution";
        case Verdict::stopped:
            return "time limit reached before a solution was found";
        default:
            return "";
    }
}

std::string text_outcome(const SourceRecord& source, const Puzzle& puzzle,
                         const SolveResult& result, const SolveSettings& settings) {
    const std::string label = puzzle.label.empty() ? "" : " " + puzzle.label;
    switch (settings.mode()) {
        case SolveMode::count:
            return count_text(result) + label + "\n";
        case SolveMode::unique:
            return std::string(result.verdict == Verdict::stopped ? "unknown"
                                                                  : to_string(result.verdict)) +
                   label + "\n";
        case SolveMode::solve:
        case SolveMode::first:
            break;
    }
    if (result.verdict == Verdict::unique || result.verdict == Verdict::found) {
        const auto form = settings.output.form();
        std::string text = render_grid(result.solutions.front(), puzzle.symbols, form);
        if (form == OutputForm::line && !label.empty()) text.insert(text.size() - 1, label);
        return text;
    }
    return fmt::format("# {}: {}\n", source.where(), problem_text(puzzle, result));
}

RecordOutcome solve_record(const SourceRecord& source, const SolveSettings& settings,
                           const SolveOptions& base_options, SolveTotals& totals) {
    RecordOutcome outcome;
    const bool json = settings.output.form() == OutputForm::json;
    if (!source.record.ok()) {
        ++totals.unreadable;
        const auto& error = source.record.error();
        outcome.status = kExitBadInput;
        outcome.err =
            fmt::format("sudokit: {}{}\n", *source.source == "-" ? "" : *source.source + ": ",
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
    const Puzzle& puzzle = source.record.puzzle();
    SolveOptions options = base_options;
    if (settings.timeout_seconds > 0) {
        options.deadline = std::chrono::steady_clock::now() +
                           std::chrono::duration_cast<std::chrono::steady_clock::duration>(
                               std::chrono::duration<double>(settings.timeout_seconds));
    }
    const SolveResult result = solve(puzzle, options);
    ++totals.puzzles;
    totals.nodes += result.counters.nodes;
    totals.guesses += result.counters.guesses;
    totals.backtracks += result.counters.backtracks;
    ++totals.verdicts[static_cast<std::size_t>(result.verdict)];

    outcome.status = exit_status_of(result.verdict);
    if (json) {
        outcome.out = json_text(nlohmann::json{{"line", source.record.line},
                                               {"puzzle", to_json(puzzle)},
                                               {"result", to_json(result, puzzle.symbols)}}) +
                      "\n";
    } else {
        outcome.out = text_outcome(source, puzzle, result, settings);
    }
    return outcome;
}

void print_stats(const SolveTotals& totals, double seconds, const SolveSettings& settings) {
    const auto puzzles = totals.puzzles.load();
    const double per = puzzles == 0 ? 0.0 : 1.0 / static_cast<double>(puzzles);
    fmt::print(stderr,
               "{} puzzles ({} unreadable) in {:.3f} s with {} on {} thread(s): {:.1f} "
               "puzzles/s\n"
               "per puzzle: {:.2f} guesses, {:.2f} backtracks, {:.2f} nodes\n"
               "verdicts: {} unique, {} none, {} multiple, {} found (not checked for "
               "uniqueness), {} stopped\n",
               puzzles, totals.unreadable.load(), seconds, settings.algorithm, settings.threads,
               seconds > 0 ? static_cast<double>(puzzles) / seconds : 0.0,
               static_cast<double>(totals.guesses.load()) * per,
               static_cast<double>(totals.backtracks.load()) * per,
               static_cast<double>(totals.nodes.load()) * per,
               totals.verdicts[static_cast<std::size_t>(Verdict::unique)].load(),
               totals.verdicts[static_cast<std::size_t>(Verdict::none)].load(),
               totals.verdicts[static_cast<std::size_t>(Verdict::multiple)].load(),
               totals.verdicts[static_cast<std::size_t>(Verdict::found)].load(),
               totals.verdicts[static_cast<std::size_t>(Verdict::stopped)].load());
}

ExitCode run_kakuro(const SolveSettings& settings, const InputKind& kind) {
    KakuroSolveSettings kakuro{.mode = settings.count    ? KakuroSolveSettings::Mode::count
                                       : settings.unique ? KakuroSolveSettings::Mode::unique
                                       : settings.first  ? KakuroSolveSettings::Mode::first
                                                         : KakuroSolveSettings::Mode::solve,
                               .algorithm = settings.algorithm,
                               .count_limit = settings.count_limit,
                               .timeout_seconds = settings.timeout_seconds,
                               .threads = settings.threads,
                               // A Kakuro's line is only its digits: the board is the default form.
                               .form = settings.output.json             ? OutputForm::json
                                       : settings.output.format_given() ? settings.output.form()
                                                                        : OutputForm::grid,
                               .stats = settings.stats};
    return run_kakuro_solve(kakuro, settings.input.files, kind.standard_input_head);
}

int run_solve(const SolveSettings& settings) {
    const InputKind kind = detect_input_kind(settings.input.files);
    if (kind.kakuro) return run_kakuro(settings, kind);
    SolveOptions options;
    options.algorithm = *parse_algorithm(settings.algorithm);
    options.seed = settings.seed;
    options.shuffle_cells = settings.shuffle;
    switch (settings.mode()) {
        case SolveMode::solve:
        case SolveMode::unique:
            options.solution_limit = 2;
            break;
        case SolveMode::first:
            options.solution_limit = 1;
            break;
        case SolveMode::count:
            options.solution_limit = settings.count_limit;
            options.keep_solutions = settings.output.json ? 2 : 0;
            break;
    }
    const ReadOptions read_options = settings.input.variant_read_options();
    SolveTotals totals;
    const auto start = std::chrono::steady_clock::now();
    const ExitCode code = run_batch(settings.input.files, read_options,
                                    {.threads = settings.threads,
                                     .progress = !settings.no_progress,
                                     .write_symbols = settings.input.write_symbols(),
                                     .standard_input_head = kind.standard_input_head},
                                    [&](const SourceRecord& record, SolvingSession&) {
                                        return solve_record(record, settings, options, totals);
                                    });
    if (settings.stats) {
        print_stats(totals,
                    std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count(),
                    settings);
    }
    return code;
}

}  // namespace

void add_solve_command(CLI::App& app, int& exit_code) {
    auto settings = std::make_shared<SolveSettings>();
    CLI::App* command = app.add_subcommand("solve", "Solve puzzles, one per line, in input order");
    command->footer(R"(Output: one line per puzzle. A puzzle with no solution or several gives a
line starting with '#' that says so, so the output stays aligned with the input.

Kakuro files, told by their content (clue tokens such as 16\ or \7, or JSON lines with
"type":"kakuro"), are solved the same way: each board is written with its digits in (a
blank line after it), --format line writes the white cells' digits, --json the result;
--algo fast or backtrack (docs/kakuro.md).

Exit status: 0 every puzzle had exactly one solution (or one was found with --first);
1 some puzzle had none or several; 2 a --timeout was reached; 3 some input could not
be read (each bad line is named on stderr, the rest of the batch still runs);
74 a file could not be opened or read, or the output written; 130 interrupted
(SIGINT/SIGTERM: the results so far are written, in input order).

Examples:
  sudokit solve examples/classic.txt
  sudokit solve --format grid examples/classic.txt
  cat puzzles.txt | sudokit solve -j 2 --stats > solutions.txt
  sudokit solve --unique puzzles.txt          # none / unique / multiple per line
  sudokit solve --count --limit 1000 puzzles.txt
  sudokit solve --algo dlx --json examples/classic.txt
  sudokit solve --size 2x3 examples/six.txt   # 6x6 puzzles with 2x3 boxes)");
    settings->input.add_to(*command);
    settings->output.add_to(*command);
    command->add_option("--algo", settings->algorithm, "Algorithm: fast, dlx, backtrack, csp")
        ->check(
            CLI::IsMember(choice_names(kAllAlgorithms, [](Algorithm a) { return to_string(a); })))
        ->capture_default_str();
    auto* first = command->add_flag("--first", settings->first,
                                    "Stop at the first solution, without checking uniqueness");
    auto* unique = command->add_flag("--unique", settings->unique,
                                     "Print none, unique or multiple for each puzzle");
    auto* count = command->add_flag("--count", settings->count,
                                    "Print the number of solutions (up to --limit)");
    first->excludes(unique)->excludes(count);
    unique->excludes(count);
    command
        ->add_option("--limit", settings->count_limit,
                     "With --count: stop counting here and print N+ (0 = no limit)")
        ->capture_default_str();
    command->add_option("--seed", settings->seed,
                        "Random seed: digits (with --shuffle, rows) tried in a random order");
    command->add_flag("--shuffle", settings->shuffle,
                      "backtrack: visit the rows (and their empty cells) in a shuffled order");
    command
        ->add_option("--timeout", settings->timeout_seconds,
                     "Give up on a puzzle after this many seconds (0 = never)")
        ->check(CLI::NonNegativeNumber);
    command->add_option("-j,--threads", settings->threads, "Threads (0 = one per core)")
        ->check(CLI::NonNegativeNumber)
        ->capture_default_str();
    command->add_flag("--stats", settings->stats,
                      "Print puzzles/s and guesses per puzzle on stderr at the end");
    command->add_flag("--no-progress", settings->no_progress,
                      "Never draw the progress line (drawn on a terminal for long batches)");
    command->callback([settings, &exit_code] { exit_code = run_solve(*settings); });
}

}  // namespace sudokit::cli
