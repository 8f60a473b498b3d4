#include "check_command.hpp"

#include <chrono>
#include <functional>
#include <memory>
#include <optional>

#include <fmt/format.h>

#include "batch_runner.hpp"
#include "input_file.hpp"
#include "input_options.hpp"
#include "sudokit/json.hpp"
#include "sudokit/oversized_grid.hpp"
#include "sudokit/rules.hpp"
#include "sudokit/solve.hpp"

namespace sudokit::cli {

namespace {

// A hard Killer with most cells blank can take the search minutes: past this the completion
// is said to be unsettled (exit 2).
constexpr auto kCompletionTime = std::chrono::seconds(10);

struct CheckSettings {
    InputOptions input;
    std::string against;  // file of puzzles the grids should solve, in the same order
    bool json = false;
    int threads = 1;
};

// How a report names its houses, cells and conflicts.
struct ReportNames {
    std::function<std::string(int)> house;
    std::function<std::string(int)> cell;
    std::function<std::string(const Conflict&)> conflict;
};

ReportNames names_on(std::shared_ptr<const Geometry> houses, SymbolSet symbols) {
    return {[houses](int house) { return houses->house_name(house); },
            [houses](int cell) { return houses->shape().cell_name(cell); },
            [houses, symbols](const Conflict& conflict) {
                return describe(*houses, conflict, symbols);
            }};
}

ReportNames names_on(std::shared_ptr<const OversizedGrid> grid) {
    return {[grid](int house) { return grid->house_name(house); },
            [grid](int cell) { return grid->cell_name(cell); },
            [grid](const Conflict& conflict) { return describe(*grid, conflict); }};
}

struct GridReport {
    SolutionCheck check;                // conflicts and sums always; the rest against a puzzle
    std::optional<Verdict> completion;  // for a grid with blanks: can it still be finished?
    // A grid above 64x64 with blanks and no conflicts: no solver takes it, so whether it can be
    // completed is not searched (exit 2, as for a search that did not settle).
    bool completion_unsearched = false;
    bool against_puzzle = false;
    // The houses the grid was checked on (the puzzle's, or the grid's own when it came as a
    // variant with cages, regions...), or the grid above 64x64.
    std::shared_ptr<const Geometry> houses;
    std::shared_ptr<const OversizedGrid> oversized;
    bool valid() const {
        if (against_puzzle) return check.is_solution();
        return check.conflicts.empty() && check.wrong_sums.empty() && completion != Verdict::none;
    }
    bool unsettled() const { return completion == Verdict::stopped || completion_unsearched; }
    ReportNames names(SymbolSet symbols) const {
        return oversized ? names_on(oversized) : names_on(houses, symbols);
    }
};

// The classic houses of a shape, shared for as long as the program runs.
std::shared_ptr<const Geometry> classic_houses(const Shape& shape) {
    return {&Geometry::classic(shape), [](const Geometry*) {}};
}

GridReport examine(const Puzzle& read, const Puzzle* puzzle) {
    GridReport report;
    const Grid& grid = read.givens;
    if (puzzle != nullptr) {
        report.against_puzzle = true;
        report.houses = puzzle->houses;
        report.check = check_solution(*puzzle, grid);
    } else {
        // On the grid's own houses, as a solution of the empty puzzle: conflicts, cages that
        // miss their sums, blanks.
        report.houses = read.houses;
        report.check = check_solution(read.on_houses(Grid(grid.shape())), grid);
        if (report.check.conflicts.empty() && report.check.wrong_sums.empty() &&
            !report.check.empty_cells.empty()) {
            SolveOptions options;
            options.solution_limit = 2;
            options.deadline = std::chrono::steady_clock::now() + kCompletionTime;
            report.completion = solve(read.on_houses(grid), options).verdict;
        }
    }
    if (!report.houses) report.houses = classic_houses(grid.shape());
    return report;
}

// A grid above 64x64, alone or against its puzzle (nullptr when there is none).
GridReport examine(std::shared_ptr<const OversizedGrid> grid, const OversizedGrid* puzzle) {
    GridReport report;
    report.oversized = grid;
    if (puzzle != nullptr) {
        report.against_puzzle = true;
        report.check = check_solution(*puzzle, *grid);
        return report;
    }
    report.check = check_solution(OversizedGrid(grid->boxes()), *grid);
    report.completion_unsearched =
        report.check.conflicts.empty() && !report.check.empty_cells.empty();
    return report;
}

std::string describe_report(const GridReport& report, SymbolSet symbols) {
    const ReportNames names = report.names(symbols);
    std::vector<std::string> problems;
    const auto& check = report.check;
    if (check.shape_mismatch) problems.push_back("the grid and its puzzle differ in size");
    for (const auto& conflict : check.conflicts)
        problems.push_back(names.conflict(conflict));
    for (const int cage : check.wrong_sums) {
        problems.push_back(fmt::format("{} at {} does not add up to {}", names.house(cage),
                                       names.cell(report.houses->house_cells(cage).front()),
                                       report.houses->house(cage).sum.value_or(0)));
    }
    if (!check.changed_givens.empty()) {
        std::vector<std::string> cells;
        for (const int cell : check.changed_givens)
            cells.push_back(names.cell(cell));
        problems.push_back(fmt::format("changes the givens at {}", fmt::join(cells, ", ")));
    }
    if (report.against_puzzle && !check.empty_cells.empty()) {
        problems.push_back(fmt::format("{} empty cell(s)", check.empty_cells.size()));
    }
    if (report.completion == Verdict::none) problems.push_back("cannot be completed");
    if (report.completion == Verdict::stopped) {
        return fmt::format("no conflicts; {} empty cells; completion not settled in {} s",
                           check.empty_cells.size(), kCompletionTime.count());
    }
    if (report.completion_unsearched) {
        return fmt::format(
            "no conflicts; {} empty cells; completion not searched (grids above {}x{} are "
            "checked for conflicts only)",
            check.empty_cells.size(), kMaxSize, kMaxSize);
    }
    if (!problems.empty()) return fmt::format("{}", fmt::join(problems, "; "));
    if (report.against_puzzle) return "valid solution";
    if (check.empty_cells.empty()) return "valid complete grid";
    const char* completion = report.completion == Verdict::unique ? "one way to complete it"
                                                                  : "several ways to complete it";
    return fmt::format("no conflicts; {} empty cells; {}", check.empty_cells.size(), completion);
}

nlohmann::json report_json(const GridReport& report) {
    nlohmann::json value = report.oversized ? to_json(report.check, *report.oversized)
                                            : to_json(report.check, *report.houses);
    value["valid"] = report.valid();
    if (report.completion) value["completion"] = to_string(*report.completion);
    if (report.completion_unsearched) value["completion"] = "unsearched";
    return value;
}

// A puzzle of the --against file: one the solvers take, or a grid above 64x64.
struct AgainstPuzzle {
    std::optional<Puzzle> puzzle;
    std::shared_ptr<const OversizedGrid> oversized;
};

// The puzzles of the --against file; nothing, said on stderr, when it cannot be read.
std::optional<std::vector<AgainstPuzzle>> read_puzzles(const std::string& file,
                                                       const ReadOptions& options) {
    InputFile input(file);
    if (!input.open_problem().empty()) {
        fmt::print(stderr, "sudokit: --against: {}\n", input.open_problem());
        return std::nullopt;
    }
    std::vector<AgainstPuzzle> puzzles;
    PuzzleReader reader(input.stream(), options);
    while (auto record = reader.next()) {
        if (record->oversized) {
            puzzles.push_back({std::nullopt, record->oversized});
            continue;
        }
        if (!record->ok()) {
            throw CLI::ValidationError("--against",
                                       fmt::format("{}: {}", file, record->error().to_string()));
        }
        puzzles.push_back({record->puzzle(), nullptr});
    }
    if (const std::string problem = input.read_problem(); !problem.empty()) {
        fmt::print(stderr, "sudokit: --against: {}\n", problem);
        return std::nullopt;
    }
    return puzzles;
}

// A grid checked against a puzzle of the other kind (one above 64x64, the other not), named
// on its own houses.
GridReport size_mismatch(const ReadRecord& record) {
    GridReport report;
    report.against_puzzle = true;
    report.check.shape_mismatch = true;
    if (record.oversized) {
        report.oversized = record.oversized;
    } else {
        const Puzzle& grid = record.puzzle();
        report.houses = grid.houses ? grid.houses : classic_houses(grid.shape());
    }
    return report;
}

GridReport examine_record(const ReadRecord& record, const AgainstPuzzle* against) {
    if (record.oversized) {
        if (against == nullptr) return examine(record.oversized, nullptr);
        if (!against->oversized) return size_mismatch(record);
        return examine(record.oversized, against->oversized.get());
    }
    if (against == nullptr) return examine(record.puzzle(), nullptr);
    if (!against->puzzle) return size_mismatch(record);
    return examine(record.puzzle(), &*against->puzzle);
}

RecordOutcome check_record(const SourceRecord& source, const std::vector<AgainstPuzzle>& puzzles,
                           const CheckSettings& settings) {
    RecordOutcome outcome;
    const ReadRecord& record = source.record;
    if (!record.ok() && !record.oversized) {
        outcome.status = kExitBadInput;
        outcome.err =
            fmt::format("sudokit: {}{}\n", *source.source == "-" ? "" : *source.source + ": ",
                        record.error().to_string());
        outcome.out = settings.json
                          ? json_text(nlohmann::json{{"line", record.line},
                                                     {"error", to_json(record.error())}}) +
                                "\n"
                          : fmt::format("{}: unreadable grid\n", source.where());
        return outcome;
    }
    const AgainstPuzzle* against = nullptr;
    if (!settings.against.empty()) {
        if (source.index >= puzzles.size()) {
            outcome.status = kExitBadInput;
            outcome.err = fmt::format("sudokit: {}: no puzzle left in '{}' to check against\n",
                                      source.where(), settings.against);
            return outcome;
        }
        against = &puzzles[source.index];
    }
    const GridReport report = examine_record(record, against);
    outcome.status = !report.valid() ? kExitUnsolved : report.unsettled() ? kExitTimedOut : kExitOk;
    if (settings.json) {
        nlohmann::json value = report_json(report);
        value["line"] = record.line;
        outcome.out = json_text(value) + "\n";
    } else {
        const SymbolSet symbols = record.ok() ? record.puzzle().symbols : SymbolSet::digits;
        outcome.out = fmt::format("{}: {}\n", source.where(), describe_report(report, symbols));
    }
    return outcome;
}

}  // namespace

void add_check_command(CLI::App& app, int& exit_code) {
    auto settings = std::make_shared<CheckSettings>();
    CLI::App* command = app.add_subcommand(
        "check", "Check grids against the rules: every conflict, and whether blanks can be filled");
    command->footer(
        fmt::format(R"(Each grid (a puzzle, a position mid-solve or a full grid) gets one line:
every conflict (house, digit, cells), and for a grid with blanks whether it can still be
completed. With --against, the i-th grid is checked as a solution of the i-th puzzle of
that file: complete, no conflicts, every given kept. Variants are checked on their houses:
a puzzle (or grid) written with diagonals, windows, regions or Killer cages has those
checked too, and a full cage that misses its sum is named. Grids above 64x64, up to
100x100 with boxes up to 10x10 (81x81, 100x100...), are read in numbers (--size 9x10 names
boxes that are not the squarest) and checked for conflicts, blanks and givens kept; whether
their blanks can be filled is not searched (exit 2).

Exit status: 0 every grid valid; 1 some grid broke the rules or cannot be completed; 2 for
some grid the search did not settle within {} s whether it can be completed (a hard Killer
with most cells blank);
3 some input could not be read; 74 a file could not be opened or read, or the output written; 130 interrupted
(SIGINT/SIGTERM: the results so far are written, in input order).

Examples:
  sudokit check my_grid.txt
  sudokit solve puzzles.txt > solutions.txt
  sudokit check --against puzzles.txt solutions.txt
  echo 53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79 | sudokit check --json)",
                    kCompletionTime.count()));
    settings->input.add_to(*command);
    command->add_option("--against", settings->against,
                        "Puzzle file: check each grid as the solution of its puzzle");
    command->add_flag("--json", settings->json, "One JSON object per grid");
    command->add_option("-j,--threads", settings->threads, "Threads (0 = one per core)")
        ->check(CLI::NonNegativeNumber)
        ->capture_default_str();
    command->callback([settings, &exit_code] {
        const ReadOptions read_options = settings->input.check_read_options();
        std::vector<AgainstPuzzle> puzzles;
        if (!settings->against.empty()) {
            auto against = read_puzzles(settings->against, read_options);
            if (!against) {
                exit_code = kExitIoError;
                return;
            }
            puzzles = std::move(*against);
        }
        exit_code = run_batch(settings->input.files, read_options,
                              {.threads = settings->threads,
                               .progress = true,
                               .write_symbols = settings->input.write_symbols()},
                              [&](const SourceRecord& record, SolvingSession&) {
                                  return check_record(record, puzzles, *settings);
                              });
    });
}

}  // namespace sudokit::cli
