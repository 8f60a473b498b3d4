// Solver benchmark: puzzles/s, guesses and nodes per puzzle for each algorithm over the
// standard data sets, with QQWing measured on the same puzzles in the same run as the
// reference, and the plain backtracking solver's pathological case (in-order vs shuffled).

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <optional>
#include <string>
#include <vector>

#include <fmt/format.h>
#include <CLI/CLI.hpp>

#include "sudokit/format.hpp"
#include "sudokit/rules.hpp"
#include "sudokit/solve.hpp"

namespace {

using Clock = std::chrono::steady_clock;
using sudokit::Algorithm;
using sudokit::Puzzle;

struct BenchSettings {
    std::string data_dir = SUDOKIT_DATA_DIR;
    std::vector<std::string> sets = {"puzzles2_17_clue", "puzzles3_magictour_top1465",
                                     "puzzles5_forum_hardest_1905_11+",
                                     "puzzles6_forum_hardest_1106", "puzzles7_serg_benchmark"};
    std::vector<std::string> algorithms = {"fast", "dlx", "csp", "backtrack"};
    std::size_t max_puzzles = 5000;
    double seconds_per_run = 3.0;
    double puzzle_timeout = 1.0;
    std::uint64_t solution_limit = 2;
    std::string qqwing = "qqwing";
    bool skip_qqwing = false;
    int shuffled_runs = 15;
    double shuffled_run_seconds = 10.0;
};

struct RunFigures {
    std::size_t puzzles = 0;
    std::size_t timeouts = 0;
    std::size_t wrong = 0;  // solutions that failed the rule check
    double seconds = 0;
    std::uint64_t guesses = 0;
    std::uint64_t nodes = 0;
    bool counters_known = true;  // false for an outside program timed as a whole
    double rate() const { return seconds > 0 ? static_cast<double>(puzzles) / seconds : 0; }
    double per_puzzle(std::uint64_t total) const {
        return puzzles == 0 ? 0 : static_cast<double>(total) / static_cast<double>(puzzles);
    }
};

std::vector<Puzzle> load_set(const std::string& path, std::size_t limit) {
    std::ifstream input(path);
    if (!input) throw std::runtime_error("cannot open " + path);
    std::vector<Puzzle> puzzles;
    sudokit::PuzzleReader reader(input);
    while (auto record = reader.next()) {
        if (!record->ok()) {
            throw std::runtime_error(fmt::format("{}: {}", path, record->error().to_string()));
        }
        puzzles.push_back(record->puzzle());
        if (limit != 0 && puzzles.size() == limit) break;
    }
    return puzzles;
}

RunFigures run_algorithm(const std::vector<Puzzle>& puzzles, Algorithm algorithm,
                         const BenchSettings& settings) {
    RunFigures figures;
    sudokit::SolveOptions options;
    options.algorithm = algorithm;
    options.solution_limit = settings.solution_limit;
    options.keep_solutions = 1;
    const bool slow = algorithm == Algorithm::backtrack || algorithm == Algorithm::csp;
    const auto start = Clock::now();
    const auto budget_end = start + std::chrono::duration_cast<Clock::duration>(
                                        std::chrono::duration<double>(settings.seconds_per_run));
    for (const auto& puzzle : puzzles) {
        if (slow) {
            options.deadline =
                Clock::now() + std::chrono::duration_cast<Clock::duration>(
                                   std::chrono::duration<double>(settings.puzzle_timeout));
        }
        const auto result = sudokit::solve(puzzle, options);
        ++figures.puzzles;
        figures.guesses += result.counters.guesses;
        figures.nodes += result.counters.nodes;
        if (result.verdict == sudokit::Verdict::stopped) ++figures.timeouts;
        if (!result.solutions.empty() &&
            !sudokit::check_solution(puzzle, result.solutions.front()).is_solution()) {
            ++figures.wrong;
        }
        if (Clock::now() > budget_end) break;
    }
    figures.seconds = std::chrono::duration<double>(Clock::now() - start).count();
    return figures;
}

// QQWing solving (and counting, as we do) the same puzzles, timed as a whole process.
std::optional<RunFigures> run_qqwing(const std::vector<Puzzle>& puzzles,
                                     const BenchSettings& settings) {
    const auto input = std::filesystem::temp_directory_path() /
                       fmt::format("sudokit-bench-{}.txt", static_cast<long>(::getpid()));
    {
        std::ofstream out(input);
        for (const auto& puzzle : puzzles)
            out << sudokit::to_line(puzzle.givens) << '\n';
    }
    const std::string count = settings.solution_limit == 1 ? "" : " --count-solutions";
    const std::string command =
        fmt::format("{} --solve{} --nopuzzle --nosolution < '{}' > /dev/null 2>&1", settings.qqwing,
                    count, input.string());
    const auto start = Clock::now();
    const int status = std::system(command.c_str());
    const double seconds = std::chrono::duration<double>(Clock::now() - start).count();
    std::filesystem::remove(input);
    if (status != 0) return std::nullopt;
    RunFigures figures;
    figures.puzzles = puzzles.size();
    figures.seconds = seconds;
    figures.counters_known = false;
    return figures;
}

void print_row(const std::string& name, const RunFigures& figures, double reference_rate) {
    const std::string ratio =
        reference_rate > 0 ? fmt::format("{:9.1f}x", figures.rate() / reference_rate) : "        -";
    std::string notes;
    if (figures.timeouts > 0) notes += fmt::format(" {} timed out", figures.timeouts);
    if (figures.wrong > 0) notes += fmt::format(" {} WRONG", figures.wrong);
    const std::string guesses =
        figures.counters_known ? fmt::format("{:.2f}", figures.per_puzzle(figures.guesses)) : "-";
    const std::string nodes =
        figures.counters_known ? fmt::format("{:.1f}", figures.per_puzzle(figures.nodes)) : "-";
    fmt::print("  {:<10} {:>8} {:>12.0f} {:>12} {:>12} {}{}\n", name, figures.puzzles,
               figures.rate(), guesses, nodes, ratio, notes);
    std::fflush(stdout);
}

// The puzzle built against plain backtracking: its first row is empty and the solution's
// first row is 987654321, so in-order search refutes almost every prefix of that row. The
// shuffled order (rows in a random order) is run over several seeds with a node cap, as its
// cost varies widely from seed to seed: the median is the fair summary.
void run_pathological(const BenchSettings& settings) {
    const auto parsed = sudokit::parse_puzzle(
        "..............3.85..1.2.......5.7.....4...1...9.......5......73..2.1........4...9");
    const Puzzle& puzzle = std::get<Puzzle>(parsed);
    sudokit::SolveOptions options;
    options.algorithm = Algorithm::backtrack;
    const auto in_order = sudokit::solve(puzzle, options);
    fmt::print("\nPathological puzzle for plain backtracking (solution row 1 = 987654321)\n");
    fmt::print("  cells in reading order: {} nodes, {} backtracks\n", in_order.counters.nodes,
               in_order.counters.backtracks);

    std::vector<std::uint64_t> nodes;
    std::size_t capped = 0;
    options.shuffle_cells = true;
    for (int seed = 1; seed <= settings.shuffled_runs; ++seed) {
        options.seed = static_cast<std::uint64_t>(seed);
        options.deadline =
            Clock::now() + std::chrono::duration_cast<Clock::duration>(
                               std::chrono::duration<double>(settings.shuffled_run_seconds));
        const auto result = sudokit::solve(puzzle, options);
        if (result.verdict == sudokit::Verdict::stopped) ++capped;
        nodes.push_back(result.counters.nodes);
    }
    std::sort(nodes.begin(), nodes.end());
    const auto median = nodes[nodes.size() / 2];
    fmt::print("  shuffled row order, {} seeds: median {} nodes, min {}, max {}{}\n", nodes.size(),
               median, nodes.front(), nodes.back(),
               capped > 0
                   ? fmt::format(" ({} stopped at {} s)", capped, settings.shuffled_run_seconds)
                   : "");
    fmt::print("  median shuffled run visits {:.1f}x fewer nodes than reading order\n",
               static_cast<double>(in_order.counters.nodes) / static_cast<double>(median));
    std::fflush(stdout);
}

}  // namespace

int main(int argc, char** argv) {
    BenchSettings settings;
    CLI::App app("sudokit solver benchmark", "sudokit_bench");
    app.add_option("--data", settings.data_dir, "Folder of the data sets")->capture_default_str();
    app.add_option("--sets", settings.sets, "Data set files to run")->delimiter(',');
    app.add_option("--algos", settings.algorithms, "Algorithms to run")
        ->delimiter(',')
        ->check(CLI::IsMember({"fast", "dlx", "backtrack", "csp"}));
    app.add_option("--puzzles", settings.max_puzzles, "Puzzles per set (0 = all)")
        ->capture_default_str();
    app.add_option("--seconds", settings.seconds_per_run,
                   "Time budget of one algorithm on one set; stops early past it")
        ->capture_default_str();
    app.add_option("--puzzle-timeout", settings.puzzle_timeout,
                   "Per-puzzle limit for backtrack and csp, in seconds")
        ->capture_default_str();
    app.add_option("--limit", settings.solution_limit,
                   "Solution limit: 1 = first solution, 2 = uniqueness check")
        ->check(CLI::Range(1, 2))
        ->capture_default_str();
    app.add_option("--qqwing", settings.qqwing, "QQWing executable")->capture_default_str();
    app.add_flag("--no-qqwing", settings.skip_qqwing, "Do not run QQWing");
    app.add_option("--shuffled-runs", settings.shuffled_runs,
                   "Seeds for the shuffled backtracking run")
        ->capture_default_str();
    app.add_option("--shuffled-run-seconds", settings.shuffled_run_seconds,
                   "Time cap of one shuffled backtracking run")
        ->capture_default_str();
    CLI11_PARSE(app, argc, argv);

    fmt::print(
        "sudokit solver benchmark: solution limit {}, up to {} puzzles per set, one "
        "thread\n",
        settings.solution_limit, settings.max_puzzles);
    fmt::print("ratio = puzzles/s divided by QQWing's on the same puzzles in this run\n");
    for (const auto& set : settings.sets) {
        const auto puzzles = load_set(settings.data_dir + "/" + set, settings.max_puzzles);
        fmt::print("\n{} ({} puzzles)\n", set, puzzles.size());
        fmt::print("  {:<10} {:>8} {:>12} {:>12} {:>12} {:>10}\n", "solver", "puzzles", "puzzles/s",
                   "guesses/pz", "nodes/pz", "vs qqwing");
        double reference = 0;
        if (!settings.skip_qqwing) {
            if (auto qqwing = run_qqwing(puzzles, settings)) {
                reference = qqwing->rate();
                print_row("qqwing", *qqwing, 0);
            } else {
                fmt::print("  qqwing     not available ('{}' failed)\n", settings.qqwing);
            }
        }
        for (const auto& name : settings.algorithms) {
            print_row(name, run_algorithm(puzzles, *sudokit::parse_algorithm(name), settings),
                      reference);
        }
    }
    if (std::find(settings.algorithms.begin(), settings.algorithms.end(), "backtrack") !=
        settings.algorithms.end()) {
        run_pathological(settings);
    }
    return 0;
}
