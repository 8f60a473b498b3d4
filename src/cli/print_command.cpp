#include "print_command.hpp"

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "batch_runner.hpp"
#include "deadline.hpp"
#include "input_kind.hpp"
#include "input_options.hpp"
#include "kakuro_print.hpp"
#include "logic_record.hpp"
#include "prepared_puzzles.hpp"
#include "print/font_caches.hpp"
#include "print/output_file.hpp"
#include "print/print_document.hpp"
#include "print/print_error.hpp"
#include "sudokit/logic.hpp"
#include "sudokit/solve.hpp"

namespace sudokit::cli {

namespace {

struct PrintSettings {
    InputOptions input;
    std::string output;
    std::string format;  // pdf or svg; empty: from the output's extension
    int per_page = 1;
    int solutions_per_page = 0;
    std::string page = "a4";
    bool landscape = false;
    bool solutions = false;
    std::string title;
    bool rating = false;
    double timeout_seconds = 10;
    int first_number = 1;
    bool no_page_numbers = false;
    int threads = 1;
};

print::OutputFormat output_format(const PrintSettings& settings) {
    if (settings.format == "pdf") return print::OutputFormat::pdf;
    if (settings.format == "svg") return print::OutputFormat::svg;
    std::string extension = std::filesystem::path(settings.output).extension().string();
    std::transform(extension.begin(), extension.end(), extension.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    if (extension == ".pdf") return print::OutputFormat::pdf;
    if (extension == ".svg") return print::OutputFormat::svg;
    throw CLI::ValidationError(
        "--format", fmt::format("cannot tell the format of '{}' from its name: end it in .pdf or "
                                ".svg, or give --format pdf|svg",
                                settings.output));
}

print::PrintOptions print_options(const PrintSettings& settings) {
    print::PrintOptions options;
    options.format = output_format(settings);
    options.paper = print::parse_paper_name(settings.page).value_or(print::PaperName::a4);
    options.landscape = settings.landscape;
    options.per_page = settings.per_page;
    options.solutions = settings.solutions;
    options.solutions_per_page = settings.solutions_per_page;
    options.title = settings.title;
    options.page_numbers = !settings.no_page_numbers;
    return options;
}

std::string unreadable_message(const SourceRecord& source) {
    return fmt::format("sudokit: {}{}\n", *source.source == "-" ? "" : *source.source + ": ",
                       source.record.error().to_string());
}

// The exact solution for the solutions pages, or why there is none.
struct SolutionCheck {
    std::optional<Grid> solution;
    PuzzleProblem problem;
};

SolutionCheck find_solution(const Puzzle& puzzle, double timeout_seconds) {
    SolveOptions options;
    options.solution_limit = 2;
    options.deadline = deadline_from_now(timeout_seconds);
    const SolveResult result = solve(puzzle.on_houses(puzzle.givens), options);
    switch (result.verdict) {
        case Verdict::unique:
            return {result.solutions.front(), {}};
        case Verdict::none:
            return {std::nullopt, {std::string(describe(Verdict::none)), kExitUnsolved}};
        case Verdict::multiple:
            return {std::nullopt, {std::string(describe(Verdict::multiple)), kExitUnsolved}};
        case Verdict::found:
        case Verdict::stopped:
            break;
    }
    return {std::nullopt,
            {"the --timeout was reached before its solution was proved unique", kExitTimedOut}};
}

// "SE 4.2 · hard", or what stopped the rating, with its exit status.
struct RatingNote {
    std::string text;
    std::optional<PuzzleProblem> problem;
};

RatingNote rate(const Puzzle& puzzle, double timeout_seconds, SolvingSession& session) {
    if (puzzle.houses && !puzzle.houses->all_houses_complete()) {
        return {"Killer: not rated", std::nullopt};  // Killer logic is still to come
    }
    LogicOptions options;
    options.mode = LogicMode::se;  // Sudoku Explainer's scale, as `sudokit rate` gives it
    options.keep_steps = false;
    options.deadline = deadline_from_now(timeout_seconds);
    const LogicResult result = session.solve_logically(start_position(puzzle), options);
    const Rating& rating = result.rating;
    switch (result.status) {
        case LogicStatus::solved:
            return {fmt::format("SE {}.{} \u00b7 {}", rating.er / 10, rating.er % 10,
                                level_name(rating.level)),
                    std::nullopt};
        case LogicStatus::stuck:
            return {fmt::format("SE \u2265 {}.{}", rating.er / 10, rating.er % 10), std::nullopt};
        case LogicStatus::stopped:
            return {"not rated (time limit)",
                    PuzzleProblem{"the --timeout was reached before the rating was done",
                                  kExitTimedOut}};
        case LogicStatus::no_solution:
        case LogicStatus::multiple:
            break;
    }
    return {"not rated", result_problem(result, puzzle)};
}

RecordOutcome prepare_record(const SourceRecord& source, const PrintSettings& settings,
                             PreparedPuzzles& prepared, SolvingSession& session) {
    RecordOutcome outcome;
    if (!source.record.ok()) {
        outcome.status = kExitBadInput;
        outcome.err = unreadable_message(source);
        return outcome;
    }
    const Puzzle& puzzle = source.record.puzzle();
    PreparedPuzzle ready;
    ready.index = source.index;
    ready.entry.givens = puzzle.givens;
    ready.entry.symbols = puzzle.symbols;
    ready.entry.label = puzzle.label;
    ready.entry.houses = puzzle.houses;
    if (settings.solutions) {
        SolutionCheck check = find_solution(puzzle, settings.timeout_seconds);
        if (!check.solution) {
            // A puzzle whose solution cannot be printed is left out altogether, so that the
            // puzzle and solution pages keep the same numbers.
            outcome.status = check.problem.status;
            outcome.err = fmt::format(
                "sudokit: {}: not printed: {}; --solutions needs exactly "
                "one solution\n",
                source.where(), check.problem.text);
            return outcome;
        }
        ready.entry.solution = check.solution;
    }
    if (settings.rating) {
        RatingNote note = rate(puzzle, settings.timeout_seconds, session);
        ready.entry.note = std::move(note.text);
        if (note.problem) {
            outcome.status = note.problem->status;
            outcome.err = fmt::format("sudokit: {}: printed without a rating: {}\n", source.where(),
                                      note.problem->text);
        }
    }
    prepared.add(std::move(ready));
    return outcome;
}

std::string summary(const print::WrittenDocument& written, const print::PrintOptions& options,
                    std::size_t puzzles) {
    const std::string counts = fmt::format(
        "{} puzzle{}{}, {} page{}", puzzles, puzzles == 1 ? "" : "s",
        options.solutions ? " with solutions" : "", written.pages, written.pages == 1 ? "" : "s");
    if (written.files.size() == 1) {
        const std::string& file = written.files.front();
        return fmt::format("sudokit: wrote {}: {}\n", file == "-" ? "standard output" : file,
                           counts);
    }
    std::string files;
    for (const std::string& file : written.files) {
        if (!files.empty()) files += ", ";
        files += file;
    }
    return fmt::format("sudokit: wrote {}, one SVG file per page: {}\n", counts, files);
}

int run_print(const PrintSettings& settings) {
    if (settings.output == "-" && settings.format.empty()) {
        throw CLI::ValidationError("--format",
                                   "writing to standard output (-o -) needs --format pdf|svg");
    }
    const print::PrintOptions options = print_options(settings);
    if (const auto problem = print::output_path_problem(settings.output)) {
        fmt::print(stderr, "sudokit: {}\n", *problem);
        return kExitIoError;
    }
    const InputKind kind = detect_input_kind(settings.input.files);
    PreparedPuzzles prepared;
    ExitStatus status;
    if (kind.kakuro) {
        status.raise(prepare_kakuro_puzzles({.solutions = settings.solutions,
                                             .rating = settings.rating,
                                             .timeout_seconds = settings.timeout_seconds,
                                             .threads = settings.threads},
                                            settings.input.files, kind.standard_input_head,
                                            prepared));
    } else {
        // Every variant is printed: cages, diagonals, windows and regions drawn.
        status.raise(run_batch(settings.input.files, settings.input.variant_read_options(),
                               {.threads = settings.threads,
                                .progress = false,
                                .write_symbols = settings.input.write_symbols(),
                                .standard_input_head = kind.standard_input_head},
                               [&](const SourceRecord& record, SolvingSession& session) {
                                   return prepare_record(record, settings, prepared, session);
                               }));
    }
    const std::vector<print::PrintEntry> entries = prepared.entries(settings.first_number);
    if (kind.kakuro) note_fewer_kakuro_per_page(entries, options);
    if (entries.empty()) {
        fmt::print(stderr, "sudokit: no puzzle to print; nothing written\n");
        status.raise(kExitBadInput);
        return status.code();
    }
    try {
        const print::WrittenDocument written =
            print::write_document(entries, options, settings.output);
        fmt::print(stderr, "{}", summary(written, options, entries.size()));
    } catch (const print::PrintError& error) {
        fmt::print(stderr, "sudokit: {}\n", error.what());
        status.raise(kExitIoError);
    }
    // The command prints once and exits: nothing draws after this.
    print::release_font_caches();
    return status.code();
}

}  // namespace

void add_print_command(CLI::App& app, int& exit_code) {
    auto settings = std::make_shared<PrintSettings>();
    CLI::App* command =
        app.add_subcommand("print", "Lay puzzles out on PDF or SVG pages, with their solutions");
    command->footer(R"TEXT(Puzzles are read as by the other commands (one per line with an optional
label, boxed grids, numbers, variants: Killer cages, X diagonals, windoku windows
and jigsaw regions are drawn; 4x4 to 25x25). Each gets a caption: its number
("No. 1", see --first-number), its label, and with --rating its SE rating and
level. PDF holds every page in one file. SVG has no pages, so a document of
several pages is written one file per page: OUT.svg, OUT-2.svg, OUT-3.svg...

Kakuro files (told from Sudoku by their content, as solve does) print as
boards: blocks dark, each clue square split by a diagonal with the down sum
below it and the across sum above it. Large boards get fewer a page than
--per-page asks when their squares would be too small to read (a 32x32 board
fills a page). --rating gives a Kakuro's rating on the Kakuro scale
(docs/kakuro.md) and its level.

With --solutions, pages of solutions follow the puzzle pages, smaller and with
the same numbers; a puzzle with no solution or several is then left out and
named on stderr (a Kakuro is printed without its solution). Unreadable lines
are named on stderr; the rest is printed.

Exit status: 0 printed; 1 a puzzle had no solution or several (--solutions,
--rating); 2 --timeout reached; 3 some input could not be read; 64 bad options;
74 the output could not be written.

Examples:
  sudokit print examples/classic.txt -o classic.pdf
  sudokit print --per-page 6 --solutions --title "Week 12" puzzles.txt -o week12.pdf
  sudokit print --per-page 4 --page letter --rating --timeout 5 hard.txt -o hard.pdf
  sudokit print --size 2x3 examples/six.txt -o six.svg
  sudokit print --per-page 4 --solutions tests/data/kakuro/nikoli_kakuro.jsonl -o kakuro.pdf
  sudokit generate --count 9 --seed 1 | sudokit print --per-page 9 -o - --format pdf > nine.pdf)TEXT");
    settings->input.add_to(*command);
    command
        ->add_option("-o,--output", settings->output,
                     "The PDF or SVG file to write ('-' for standard output, with --format)")
        ->required()
        ->type_name("FILE");
    command
        ->add_option("--format", settings->format,
                     "pdf or svg; by default from the output's extension")
        ->check(CLI::IsMember({"pdf", "svg"}));
    command
        ->add_option("--per-page", settings->per_page,
                     "Puzzles per page, laid out in the columns x rows that give the largest "
                     "grids (2: one above the other, 4: 2x2, 6: 2x3, 9: 3x3)")
        ->check(CLI::Range(1, 36))
        ->capture_default_str();
    command->add_option("--page", settings->page, "Paper size: a4 or letter")
        ->check(CLI::IsMember({"a4", "letter"}, CLI::ignore_case))
        ->capture_default_str();
    command->add_flag("--landscape", settings->landscape, "Turn the paper sideways");
    command->add_option("--title", settings->title, "Heading printed at the top of every page");
    command->add_flag("--solutions", settings->solutions,
                      "Add pages with the solutions after the puzzles (givens in bold)");
    command
        ->add_option("--solutions-per-page", settings->solutions_per_page,
                     "Solutions per page (default: at least twice --per-page: 1 -> 4, 4 -> 9, "
                     "6 -> 12, 9 -> 20; for grids above 9x9 --per-page, at least 4)")
        ->check(CLI::Range(1, 36));
    command->add_flag("--rating", settings->rating,
                      "Show each puzzle's Sudoku Explainer rating and level in its caption");
    command
        ->add_option("--timeout", settings->timeout_seconds,
                     "Seconds per puzzle for the rating and the solution (0 = no limit)")
        ->check(CLI::NonNegativeNumber)
        ->capture_default_str();
    command
        ->add_option("--first-number", settings->first_number,
                     "Number of the first puzzle, to continue a series")
        ->check(CLI::Range(0, 1'000'000))
        ->capture_default_str();
    command->add_flag("--no-page-numbers", settings->no_page_numbers,
                      "Leave out the \"Page 1 of N\" line at the foot of each page");
    command
        ->add_option("-j,--threads", settings->threads,
                     "Threads for --rating and --solutions (0 = one per core)")
        ->check(CLI::NonNegativeNumber);
    command->callback([settings, &exit_code] { exit_code = run_print(*settings); });
}

}  // namespace sudokit::cli
