// Killer Sudoku solving speed: each puzzle solved and its uniqueness settled (two solutions
// looked for), one thread, timed per collection (the part of the id before '#'). With
// --minizinc, MiniZinc with Gecode solves the same puzzles in the same run as the reference:
// a plain model (all-different rows, columns, boxes, cages, diagonals for Killer-X; cage sums;
// first-fail search), its solve time read from MiniZinc's statistics and its wall time with
// the flattening.
//
// With --generate N, N Killers made by `sudokit generate` at each named level join the run
// as collections of their own ("generated easy", ...).
//
//   build/bench/killer_bench                       # tests/data/killer/iss_killers.txt
//   build/bench/killer_bench --minizinc --timeout 60 FILE
//   build/bench/killer_bench --generate 1000 --no-file

#include <fmt/format.h>
#include <CLI/CLI.hpp>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <map>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

#include <unistd.h>

#include "minizinc_run.hpp"
#include "sudokit/format.hpp"
#include "sudokit/generate.hpp"
#include "sudokit/generate_request.hpp"
#include "sudokit/generation_session.hpp"
#include "sudokit/solve.hpp"

namespace {

using namespace sudokit;

struct Entry {
    std::string id;
    std::string collection;
    Puzzle puzzle;
};

struct Timing {
    double seconds = 0;
    bool settled = false;
};

struct Totals {
    std::vector<double> seconds;
    int settled = 0;
    void add(const Timing& timing) {
        seconds.push_back(timing.seconds);
        settled += timing.settled ? 1 : 0;
    }
    double sum() const {
        double total = 0;
        for (double value : seconds)
            total += value;
        return total;
    }
    double mean() const {
        return seconds.empty() ? 0 : sum() / static_cast<double>(seconds.size());
    }
    double median() const {
        std::vector<double> sorted = seconds;
        std::sort(sorted.begin(), sorted.end());
        return sorted.empty() ? 0 : sorted[sorted.size() / 2];
    }
    double max() const {
        return seconds.empty() ? 0 : *std::max_element(seconds.begin(), seconds.end());
    }
};

std::vector<Entry> read_entries(const std::string& path) {
    std::ifstream file(path);
    if (!file) throw std::runtime_error("cannot open " + path);
    std::vector<Entry> entries;
    ReadOptions options;
    options.variants = true;
    std::string line;
    int number = 0;
    while (std::getline(file, line)) {
        ++number;
        if (line.empty() || line.starts_with('#')) continue;
        std::string id = fmt::format("line{}", number), input = line;
        if (line.find('\t') != std::string::npos) {
            std::istringstream fields(line);
            std::getline(fields, id, '\t');
            std::getline(fields, input, '\t');
        }
        auto parsed = parse_puzzle(input, options);
        if (auto* error = std::get_if<ParseError>(&parsed)) {
            fmt::print(stderr, "{}:{}: {}\n", path, number, error->message);
            continue;
        }
        Entry entry{id, id.substr(0, id.find('#')), std::get<Puzzle>(std::move(parsed))};
        if (!entry.puzzle.houses) continue;
        entries.push_back(std::move(entry));
    }
    return entries;
}

Timing time_sudokit(const Puzzle& puzzle, Algorithm algorithm, double timeout) {
    SolveOptions options;
    options.algorithm = algorithm;
    options.solution_limit = 2;
    options.keep_solutions = 0;
    const auto start = std::chrono::steady_clock::now();
    if (timeout > 0) {
        options.deadline = start + std::chrono::duration_cast<std::chrono::steady_clock::duration>(
                                       std::chrono::duration<double>(timeout));
    }
    const SolveResult result = solve(puzzle, options);
    const double seconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    return {seconds, result.exhausted || result.verdict == Verdict::multiple};
}

constexpr const char* kModel = R"(include "alldifferent.mzn";
int: ncages;
array[1..ncages] of int: sums;           % 0: digits differ, no sum
array[1..ncages] of set of 0..80: cells;  % reading order from 0
bool: diagonals;
array[0..80] of var 1..9: x;
constraint forall(r in 0..8)(alldifferent([x[9 * r + c] | c in 0..8]));
constraint forall(c in 0..8)(alldifferent([x[9 * r + c] | r in 0..8]));
constraint forall(b in 0..8)(alldifferent([x[9 * (3 * (b div 3) + i) + 3 * (b mod 3) + j] | i, j in 0..2]));
constraint forall(k in 1..ncages)(alldifferent([x[i] | i in cells[k]]));
constraint forall(k in 1..ncages where sums[k] > 0)(sum([x[i] | i in cells[k]]) = sums[k]);
constraint diagonals -> (alldifferent([x[10 * i] | i in 0..8]) /\ alldifferent([x[8 * i + 8] | i in 0..8]));
solve :: int_search(x, first_fail, indomain_min) satisfy;
)";

// MiniZinc's data for a puzzle: its cages and whether the diagonals are houses.
std::string minizinc_data(const Puzzle& puzzle) {
    std::vector<std::string> sums, cells;
    bool diagonals = false;
    for (const House& house : puzzle.houses->houses()) {
        diagonals = diagonals || house.kind == HouseKind::diagonal;
        if (house.kind != HouseKind::cage) continue;
        sums.push_back(std::to_string(house.sum.value_or(0)));
        std::string set = "{";
        for (std::size_t index = 0; index < house.cells.size(); ++index) {
            if (index > 0) set += ',';
            set += std::to_string(house.cells[index]);
        }
        cells.push_back(set + "}");
    }
    return fmt::format("ncages = {};\nsums = [{}];\ncells = [{}];\ndiagonals = {};\n", sums.size(),
                       fmt::join(sums, ","), fmt::join(cells, ","), diagonals);
}

// Runs MiniZinc with Gecode for two solutions; the solve time from its statistics (wall
// time in `wall`).
Timing time_minizinc(const Puzzle& puzzle, const std::filesystem::path& dir, double timeout,
                     double& wall) {
    const auto data = dir / "puzzle.dzn";
    std::ofstream(data) << minizinc_data(puzzle);
    const bench::MiniZincRun run = bench::run_minizinc(dir / "killer.mzn", data, timeout);
    wall = run.wall_seconds;
    Timing timing;
    timing.seconds = run.solve_seconds;
    timing.settled = run.settled;
    return timing;
}

// `count` Killers of each level, as `sudokit generate --variant killer --difficulty LEVEL
// --seed 1` makes them.
std::vector<Entry> generated_entries(int count) {
    std::vector<Entry> entries;
    for (const char* level : {"easy", "medium", "hard"}) {
        GenerateRequest request;
        request.variant = "killer";
        request.difficulty = level;
        const GenerateOptions options = generate_options(request);
        GenerationSession session;
        for (int index = 0; index < count; ++index) {
            std::optional<GeneratedPuzzle> made =
                session.generate(options, puzzle_seed(1, static_cast<std::uint64_t>(index)));
            if (!made) continue;
            const std::string collection = fmt::format("generated {}", level);
            entries.push_back(
                {fmt::format("{}#{}", collection, index), collection, std::move(made->puzzle)});
        }
    }
    return entries;
}

}  // namespace

int main(int argc, char** argv) {
    CLI::App app{"Killer Sudoku solving speed (uniqueness settled), with MiniZinc + Gecode"};
    std::string file = std::string(SUDOKIT_SOURCE_DIR) + "/tests/data/killer/iss_killers.txt";
    std::string algorithm_name = "fast";
    bool minizinc = false;
    double timeout = 60;
    int generate_count = 0;
    bool no_file = false;
    app.add_option("file", file, "killers: one per line, or id<TAB>input<TAB>... lines");
    app.add_option("--generate", generate_count, "also N generated Killers of each level");
    app.add_flag("--no-file", no_file, "only the generated Killers");
    app.add_option("--algo", algorithm_name, "sudokit's algorithm (fast, dlx, backtrack, csp)");
    app.add_flag("--minizinc", minizinc, "also solve each puzzle with MiniZinc + Gecode");
    app.add_option("--timeout", timeout, "seconds per puzzle and solver (0: none)");
    CLI11_PARSE(app, argc, argv);
    const std::optional<Algorithm> algorithm = parse_algorithm(algorithm_name);
    if (!algorithm) {
        fmt::print(stderr, "unknown algorithm '{}'\n", algorithm_name);
        return 64;
    }
    std::vector<Entry> entries;
    if (!no_file) entries = read_entries(file);
    for (Entry& entry : generated_entries(generate_count))
        entries.push_back(std::move(entry));
    const auto dir =
        std::filesystem::temp_directory_path() / fmt::format("sudokit-killer-bench-{}", ::getpid());
    if (minizinc && !bench::check_minizinc()) return 64;
    if (minizinc) {
        std::filesystem::create_directories(dir);
        std::ofstream(dir / "killer.mzn") << kModel;
    }
    std::vector<std::string> order;
    std::map<std::string, Totals> ours, theirs, theirs_wall;
    for (const Entry& entry : entries) {
        if (!ours.count(entry.collection)) order.push_back(entry.collection);
        const Timing own = time_sudokit(entry.puzzle, *algorithm, timeout);
        ours[entry.collection].add(own);
        std::string line = fmt::format("{:<24} sudokit {:9.2f} ms{}", entry.id, own.seconds * 1e3,
                                       own.settled ? "" : " (timed out)");
        if (minizinc) {
            double wall = 0;
            const Timing reference = time_minizinc(entry.puzzle, dir, timeout, wall);
            theirs[entry.collection].add(reference);
            theirs_wall[entry.collection].add({wall, reference.settled});
            line += fmt::format("   minizinc+gecode {:9.2f} ms solve, {:9.2f} ms wall{}",
                                reference.seconds * 1e3, wall * 1e3,
                                reference.settled ? "" : " (timed out)");
        }
        std::puts(line.c_str());
        std::fflush(stdout);
    }
    fmt::print("\n{:<22} {:>5} {:>10} {:>10} {:>10} {:>10}", "collection", "n", "total s",
               "mean ms", "median ms", "max ms");
    if (minizinc) fmt::print(" {:>14} {:>14} {:>8}", "gecode total s", "gecode wall s", "ratio");
    fmt::print("\n");
    for (const std::string& collection : order) {
        const Totals& own = ours[collection];
        fmt::print("{:<22} {:>5} {:>10.3f} {:>10.3f} {:>10.3f} {:>10.2f}", collection,
                   own.seconds.size(), own.sum(), own.mean() * 1e3, own.median() * 1e3,
                   own.max() * 1e3);
        if (own.settled < static_cast<int>(own.seconds.size()))
            fmt::print(" ({} timed out)", own.seconds.size() - own.settled);
        if (minizinc) {
            const Totals& reference = theirs[collection];
            fmt::print(" {:>14.3f} {:>14.3f} {:>7.1f}x", reference.sum(),
                       theirs_wall[collection].sum(), reference.sum() / std::max(own.sum(), 1e-9));
            if (reference.settled < static_cast<int>(reference.seconds.size()))
                fmt::print(" (gecode: {} timed out)", reference.seconds.size() - reference.settled);
        }
        fmt::print("\n");
    }
    if (minizinc) std::filesystem::remove_all(dir);
    return 0;
}
