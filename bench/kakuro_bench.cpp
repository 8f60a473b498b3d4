// Kakuro solving speed: each puzzle of a Kakuro file (text blocks or JSON lines with a "grid")
// solved and its uniqueness settled (two solutions looked for), one thread, the best CPU time
// of a few repeats per puzzle. With --minizinc, MiniZinc with Gecode solves the same puzzles
// in the same run as the reference: a plain model (each run's digits all different and adding
// up to its sum; first-fail search), asked for two solutions, its solve time read from
// MiniZinc's statistics and its wall time with the flattening.
//
//   build/bench/kakuro_bench                       # tests/data/kakuro/nikoli_kakuro.jsonl
//   build/bench/kakuro_bench --minizinc --repeats 20 FILE
//   build/bench/kakuro_bench --minizinc bench/data/kakuro_30x30.txt
//   build/bench/kakuro_bench bench/data/kakuro_101x31.txt   # 2,197, 2,245, 1,590 white cells
//
// With --generate RxC, generation speed instead: puzzles of that area made in the process for
// --seeds seeds (1, 2, ...), wall time each, the median, the fastest and the slowest.
//
//   build/bench/kakuro_bench --generate 10x10 --seeds 21

#include <fmt/format.h>
#include <CLI/CLI.hpp>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

#include <unistd.h>

#include "cpu_time.hpp"
#include "minizinc_run.hpp"
#include "sudokit/kakuro_format.hpp"
#include "sudokit/kakuro_generate.hpp"
#include "sudokit/kakuro_solve.hpp"

namespace {

using namespace sudokit;

struct Entry {
    std::string id;
    kakuro::Puzzle puzzle;
};

std::vector<Entry> read_entries(const std::string& path) {
    std::ifstream file(path);
    if (!file) throw std::runtime_error("cannot open " + path);
    std::stringstream text;
    text << file.rdbuf();
    std::vector<Entry> entries;
    for (kakuro::Record& record : kakuro::read_records(text.str())) {
        if (!record.ok()) {
            fmt::print(stderr, "{}:{}: {}\n", path, record.line, record.error().message);
            continue;
        }
        kakuro::Puzzle puzzle = std::move(std::get<kakuro::Puzzle>(record.content));
        std::string id = puzzle.label.empty() ? fmt::format("line{}", record.line) : puzzle.label;
        entries.push_back({std::move(id), std::move(puzzle)});
    }
    return entries;
}

struct Timing {
    double seconds = 0;  // the best of the repeats
    bool settled = false;
    std::string verdict;
    std::uint64_t nodes = 0;
};

Timing time_sudokit(const kakuro::Puzzle& puzzle, kakuro::SolveAlgorithm algorithm, int repeats,
                    double timeout) {
    Timing timing;
    for (int repeat = 0; repeat < repeats; ++repeat) {
        kakuro::SolveOptions options;
        options.algorithm = algorithm;
        options.solution_limit = 2;
        options.keep_solutions = 0;
        if (timeout > 0) {
            options.stop.deadline = std::chrono::steady_clock::now() +
                                    std::chrono::duration_cast<std::chrono::steady_clock::duration>(
                                        std::chrono::duration<double>(timeout));
        }
        const double start = bench::thread_cpu_seconds();
        const kakuro::SolveResult result = kakuro::solve(puzzle, options);
        const double seconds = bench::thread_cpu_seconds() - start;
        if (repeat == 0 || seconds < timing.seconds) timing.seconds = seconds;
        timing.settled = result.exhausted || result.verdict == Verdict::multiple;
        timing.verdict = std::string(to_string(result.verdict));
        timing.nodes = result.counters.nodes;
        if (!timing.settled) break;  // timed out: once is enough
    }
    return timing;
}

constexpr const char* kModel = R"(include "alldifferent.mzn";
int: ncells;
int: nruns;
array[1..nruns] of int: sums;
array[1..nruns] of set of 1..ncells: cells;  % white cells in reading order from 1
array[1..ncells] of var 1..9: x;
constraint forall(k in 1..nruns)(alldifferent([x[i] | i in cells[k]]));
constraint forall(k in 1..nruns)(sum([x[i] | i in cells[k]]) = sums[k]);
solve :: int_search(x, first_fail, indomain_min) satisfy;
)";

// MiniZinc's data for a puzzle: its white cells and runs.
std::string minizinc_data(const kakuro::Puzzle& puzzle) {
    std::vector<std::string> sums, cells;
    for (const kakuro::Run& run : puzzle.runs()) {
        sums.push_back(std::to_string(run.sum));
        std::string set = "{";
        for (std::size_t index = 0; index < run.cells.size(); ++index) {
            if (index > 0) set += ',';
            set += std::to_string(run.cells[index] + 1);
        }
        cells.push_back(set + "}");
    }
    return fmt::format("ncells = {};\nnruns = {};\nsums = [{}];\ncells = [{}];\n",
                       puzzle.white_count(), sums.size(), fmt::join(sums, ","),
                       fmt::join(cells, ","));
}

// Runs MiniZinc with Gecode for two solutions; the solve time from its statistics (wall
// time with the flattening in `wall`).
Timing time_minizinc(const kakuro::Puzzle& puzzle, const std::filesystem::path& dir, double timeout,
                     double& wall) {
    const auto data = dir / "puzzle.dzn";
    std::ofstream(data) << minizinc_data(puzzle);
    const bench::MiniZincRun run = bench::run_minizinc(dir / "kakuro.mzn", data, timeout);
    wall = run.wall_seconds;
    Timing timing;
    timing.seconds = run.solve_seconds;
    timing.settled = run.settled;
    timing.nodes = run.nodes;
    timing.verdict = std::string(run.verdict);
    return timing;
}

// Generation: each seed's wall time; the median, fastest and slowest.
int bench_generation(const std::string& area, int seeds) {
    kakuro::GenerateOptions options;
    if (std::sscanf(area.c_str(), "%dx%d", &options.rows, &options.columns) != 2) {
        fmt::print(stderr, "--generate takes RxC, e.g. 10x10\n");
        return 64;
    }
    kakuro::validate(options);
    std::vector<double> seconds;
    for (int seed = 1; seed <= seeds; ++seed) {
        const auto start = std::chrono::steady_clock::now();
        const auto made = kakuro::generate(options, static_cast<std::uint64_t>(seed));
        const double taken =
            std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        seconds.push_back(taken);
        fmt::print("seed {:>3}: {:8.3f} s  {:>5} white cells{}\n", seed, taken,
                   made ? made->puzzle.white_count() : 0, made ? "" : " (none)");
        std::fflush(stdout);
    }
    std::ranges::sort(seconds);
    const std::size_t middle = seconds.size() / 2;
    const double median =
        seconds.size() % 2 == 1 ? seconds[middle] : (seconds[middle - 1] + seconds[middle]) / 2;
    fmt::print("\n{} Kakuros of {}: median {:.3f} s, fastest {:.3f} s, slowest {:.3f} s\n",
               seconds.size(), area, median, seconds.front(), seconds.back());
    return 0;
}

}  // namespace

int main(int argc, char** argv) {
    CLI::App app{"Kakuro solving speed (uniqueness settled), with MiniZinc + Gecode"};
    std::string file = std::string(SUDOKIT_SOURCE_DIR) + "/tests/data/kakuro/nikoli_kakuro.jsonl";
    std::string algorithm_name = "fast";
    bool minizinc = false;
    int repeats = 5;
    double timeout = 60;
    app.add_option("file", file, "Kakuros: text blocks or JSON lines with a \"grid\"");
    app.add_option("--algo", algorithm_name, "sudokit's algorithm (fast, backtrack)");
    app.add_option("--repeats", repeats, "solves per puzzle; the best CPU time counts")
        ->check(CLI::PositiveNumber);
    app.add_flag("--minizinc", minizinc, "also solve each puzzle with MiniZinc + Gecode");
    app.add_option("--timeout", timeout, "seconds per puzzle and solver (0: none)");
    std::string generate_area;
    int seeds = 11;
    app.add_option("--generate", generate_area, "time generation of RxC areas instead");
    app.add_option("--seeds", seeds, "with --generate: how many seeds")->check(CLI::PositiveNumber);
    CLI11_PARSE(app, argc, argv);
    if (!generate_area.empty()) return bench_generation(generate_area, seeds);
    const std::optional<kakuro::SolveAlgorithm> algorithm =
        kakuro::parse_solve_algorithm(algorithm_name);
    if (!algorithm) {
        fmt::print(stderr, "unknown algorithm '{}'\n", algorithm_name);
        return 64;
    }
    const std::vector<Entry> entries = read_entries(file);
    const auto dir =
        std::filesystem::temp_directory_path() / fmt::format("sudokit-kakuro-bench-{}", ::getpid());
    if (minizinc && !bench::check_minizinc()) return 64;
    if (minizinc) {
        std::filesystem::create_directories(dir);
        std::ofstream(dir / "kakuro.mzn") << kModel;
    }
    double own_total = 0, own_max = 0, reference_total = 0, reference_wall_total = 0;
    int own_unsettled = 0, reference_unsettled = 0, disagreements = 0;
    for (const Entry& entry : entries) {
        const kakuro::Puzzle& puzzle = entry.puzzle;
        const Timing own = time_sudokit(puzzle, *algorithm, repeats, timeout);
        own_total += own.seconds;
        own_max = std::max(own_max, own.seconds);
        own_unsettled += own.settled ? 0 : 1;
        std::string line =
            fmt::format("{:<20} {:>3}x{:<3} {:>5} white  sudokit {:>8} {:9.3f} ms {:>7} nodes",
                        entry.id, puzzle.columns(), puzzle.rows(), puzzle.white_count(),
                        own.verdict, own.seconds * 1e3, own.nodes);
        if (minizinc) {
            double wall = 0;
            const Timing reference = time_minizinc(puzzle, dir, timeout, wall);
            reference_total += reference.seconds;
            reference_wall_total += wall;
            reference_unsettled += reference.settled ? 0 : 1;
            if (reference.settled && own.settled && reference.verdict != own.verdict)
                ++disagreements;
            line += fmt::format(
                "   minizinc+gecode {:>8} {:9.3f} ms solve {:9.3f} ms wall {:>7} nodes",
                reference.verdict, reference.seconds * 1e3, wall * 1e3, reference.nodes);
        }
        std::puts(line.c_str());
        std::fflush(stdout);
    }
    fmt::print("\n{} puzzles, sudokit ({}, best of {}): {:.3f} ms in all, {:.3f} ms at most{}\n",
               entries.size(), algorithm_name, repeats, own_total * 1e3, own_max * 1e3,
               own_unsettled ? fmt::format(" ({} timed out)", own_unsettled) : "");
    if (minizinc) {
        fmt::print(
            "minizinc+gecode: {:.3f} ms solve in all, {:.3f} ms wall{}; ratio (solve) {:.1f}x\n",
            reference_total * 1e3, reference_wall_total * 1e3,
            reference_unsettled ? fmt::format(" ({} timed out)", reference_unsettled) : "",
            reference_total / std::max(own_total, 1e-9));
        if (disagreements) fmt::print("VERDICTS DIFFER on {} puzzles\n", disagreements);
        std::filesystem::remove_all(dir);
    }
    return disagreements == 0 ? 0 : 1;
}
