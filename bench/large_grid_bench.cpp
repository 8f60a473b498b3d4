// Large-grid solving speed: each puzzle solved and its uniqueness settled (two solutions
// looked for), one thread, CPU time. The puzzles come from a file of Gecode's instances
// (`<N>x<N> TAB cells TAB comment`, cells in 1-9 then A.. with `.` for a blank) or are made in
// the process (--generate RxC: one per seed, as `sudokit generate` makes them). Two references
// solve the same puzzles in the same run:
// - --minizinc: MiniZinc with Gecode, a plain model (rows, columns and boxes all different
//   with domain propagation; first-fail search), asked for two solutions;
// - --cadical: the CaDiCaL SAT solver on the standard encoding (each cell holds one digit,
//   each house holds each digit once; variables the givens rule out are left out), run again
//   with the first solution blocked to settle uniqueness. Its time is the CPU time of both
//   runs with the writing of the file.
//
//   build/bench/large_grid_bench --size 25 --minizinc --cadical --timeout 60
//   build/bench/large_grid_bench --generate 6x6 --seeds 10 --minizinc --cadical
//   build/bench/large_grid_bench --generate 7x7 --seeds 3 --cadical --timeout 300

#include <fmt/format.h>
#include <CLI/CLI.hpp>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

#include <unistd.h>

#include "cpu_time.hpp"
#include "minizinc_run.hpp"
#include "sudokit/generate.hpp"
#include "sudokit/rules.hpp"
#include "sudokit/solve.hpp"

namespace {

using namespace sudokit;

struct Entry {
    std::string id;
    Puzzle puzzle;
};

// Gecode's instances: symbols 1-9 then A.. for 10 and up.
std::optional<Grid> parse_instance(const Shape& shape, const std::string& cells) {
    if (static_cast<int>(cells.size()) != shape.cell_count()) return std::nullopt;
    Grid grid(shape);
    for (int cell = 0; cell < shape.cell_count(); ++cell) {
        const char symbol = cells[cell];
        int digit = 0;
        if (symbol >= '1' && symbol <= '9') digit = symbol - '0';
        if (symbol >= 'A' && symbol <= 'Z') digit = symbol - 'A' + 10;
        if (symbol != '.' && (digit == 0 || digit > shape.side())) return std::nullopt;
        grid.set(cell, digit);
    }
    return grid;
}

std::vector<Entry> read_instances(const std::string& path, int side) {
    std::ifstream file(path);
    if (!file) throw std::runtime_error("cannot open " + path);
    std::vector<Entry> entries;
    std::string line;
    for (int number = 1; std::getline(file, line); ++number) {
        if (line.empty() || line[0] == '#') continue;
        std::istringstream fields(line);
        std::string size, cells;
        fields >> size >> cells;
        int rows = 0, columns = 0;
        if (std::sscanf(size.c_str(), "%dx%d", &rows, &columns) != 2 || rows != columns) {
            fmt::print(stderr, "{}:{}: expected NxN, a tab and the cells\n", path, number);
            continue;
        }
        if (side != 0 && rows != side) continue;
        const std::optional<Shape> shape = Shape::from_side(rows);
        const std::optional<Grid> grid = shape ? parse_instance(*shape, cells) : std::nullopt;
        if (!grid) {
            fmt::print(stderr, "{}:{}: not a {} puzzle\n", path, number, size);
            continue;
        }
        entries.push_back({fmt::format("line {}", number), Puzzle(*grid)});
    }
    return entries;
}

std::vector<Entry> generate_entries(const Shape& shape, int seeds) {
    std::vector<Entry> entries;
    // As `sudokit generate --size RxC` makes them: each uniqueness check of the clue removal
    // within 100 nodes (a check over budget keeps its clue), so the puzzles are minimal
    // unless said otherwise.
    GenerateOptions options;
    options.shape = shape;
    options.check_node_limit = 100;
    for (int seed = 1; seed <= seeds; ++seed) {
        const auto start = std::chrono::steady_clock::now();
        const auto made = generate_puzzle(options, static_cast<std::uint64_t>(seed));
        const double seconds =
            std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        if (!made) {
            fmt::print(stderr, "seed {}: no puzzle\n", seed);
            continue;
        }
        int givens = 0;
        for (int cell = 0; cell < shape.cell_count(); ++cell)
            givens += made->puzzle.givens.empty(cell) ? 0 : 1;
        fmt::print("generated seed {:>3}: {:7.2f} s, {} givens{}\n", seed, seconds, givens,
                   made->minimal ? ", minimal" : "");
        std::fflush(stdout);
        entries.push_back({fmt::format("seed {}", seed), made->puzzle});
    }
    return entries;
}

struct Timing {
    double seconds = 0;
    bool settled = false;
    std::string verdict;
};

Timing time_sudokit(const Puzzle& puzzle, double timeout) {
    SolveOptions options;
    options.solution_limit = 2;
    options.keep_solutions = 2;
    if (timeout > 0) {
        options.deadline = std::chrono::steady_clock::now() +
                           std::chrono::duration_cast<std::chrono::steady_clock::duration>(
                               std::chrono::duration<double>(timeout));
    }
    const double start = bench::thread_cpu_seconds();
    const SolveResult result = solve(puzzle, options);
    Timing timing;
    timing.seconds = bench::thread_cpu_seconds() - start;
    timing.settled = result.exhausted || result.verdict == Verdict::multiple;
    timing.verdict = std::string(to_string(result.verdict));
    // Every solution found is checked against the rules: a fast wrong answer counts for nothing.
    for (std::size_t index = 0; index < result.solutions.size(); ++index) {
        if (!check_solution(puzzle, result.solutions[index]).is_solution()) {
            timing.verdict = "WRONG";
        }
    }
    return timing;
}

constexpr const char* kModel = R"(include "alldifferent.mzn";
int: box_rows;
int: box_cols;
int: n = box_rows * box_cols;
array[1..n, 1..n] of 0..n: given;
array[1..n, 1..n] of var 1..n: x;
constraint forall(r, c in 1..n where given[r, c] > 0)(x[r, c] = given[r, c]);
constraint forall(r in 1..n)(alldifferent([x[r, c] | c in 1..n]) :: domain);
constraint forall(c in 1..n)(alldifferent([x[r, c] | r in 1..n]) :: domain);
constraint forall(br in 0..box_cols - 1, bc in 0..box_rows - 1)(
    alldifferent([x[br * box_rows + i, bc * box_cols + j] | i in 1..box_rows, j in 1..box_cols])
    :: domain);
solve :: int_search(array1d(x), first_fail, indomain_min) satisfy;
)";

std::string minizinc_data(const Puzzle& puzzle) {
    const Shape& shape = puzzle.shape();
    std::string rows;
    for (int row = 0; row < shape.side(); ++row) {
        rows += row == 0 ? "[|" : "|";
        for (int col = 0; col < shape.side(); ++col) {
            if (col > 0) rows += ',';
            rows += std::to_string(puzzle.givens[shape.cell_at(row, col)]);
        }
    }
    return fmt::format("box_rows = {};\nbox_cols = {};\ngiven = {}|];\n", shape.box_rows(),
                       shape.box_cols(), rows);
}

Timing time_minizinc(const Puzzle& puzzle, const std::filesystem::path& dir, double timeout) {
    const auto data = dir / "puzzle.dzn";
    std::ofstream(data) << minizinc_data(puzzle);
    const bench::MiniZincRun run = bench::run_minizinc(dir / "sudoku.mzn", data, timeout);
    return {run.solve_seconds, run.settled, run.verdict};
}

// The standard SAT encoding, reduced by the givens: a variable for each candidate the givens
// leave (cell, digit), each cell at least one and at most one of its candidates, each house
// each digit at least once and at most once.
class SatEncoding {
  public:
    explicit SatEncoding(const Puzzle& puzzle) : shape_(puzzle.shape()) {
        const int side = shape_.side();
        variable_.assign(static_cast<std::size_t>(shape_.cell_count()) * side, 0);
        for (int cell = 0; cell < shape_.cell_count(); ++cell) {
            for (int digit = 1; digit <= side; ++digit) {
                if (allowed(puzzle.givens, cell, digit)) {
                    variable_[index(cell, digit)] = ++variables_;
                }
            }
        }
        for (int cell = 0; cell < shape_.cell_count(); ++cell) {
            std::vector<int> group;
            for (int digit = 1; digit <= side; ++digit)
                if (const int variable = variable_[index(cell, digit)]; variable != 0)
                    group.push_back(variable);
            exactly_one(group);
        }
        for (int house = 0; house < shape_.house_count(); ++house) {
            for (int digit = 1; digit <= side; ++digit) {
                std::vector<int> group;
                for (const int cell : shape_.house_cells(house))
                    if (const int variable = variable_[index(cell, digit)]; variable != 0)
                        group.push_back(variable);
                exactly_one(group);
            }
        }
    }

    void write(const std::filesystem::path& path) const {
        std::ofstream file(path);
        file << "p cnf " << variables_ << ' ' << clauses_.size() << '\n';
        for (const std::vector<int>& clause : clauses_) {
            for (const int literal : clause)
                file << literal << ' ';
            file << "0\n";
        }
    }

    // The solution in a model (the true variables), as a clause forbidding it.
    void block(const std::vector<int>& true_variables) {
        clauses_.push_back(negated(true_variables));
    }

  private:
    bool allowed(const Grid& givens, int cell, int digit) const {
        if (!givens.empty(cell)) return givens[cell] == digit;
        for (const int peer : shape_.peers(cell))
            if (givens[peer] == digit) return false;
        return true;
    }
    std::size_t index(int cell, int digit) const {
        return static_cast<std::size_t>(cell) * shape_.side() + (digit - 1);
    }
    void exactly_one(const std::vector<int>& group) {
        clauses_.push_back(group);
        for (std::size_t first = 0; first < group.size(); ++first)
            for (std::size_t second = first + 1; second < group.size(); ++second)
                clauses_.push_back({-group[first], -group[second]});
    }
    static std::vector<int> negated(const std::vector<int>& literals) {
        std::vector<int> clause;
        for (const int literal : literals)
            clause.push_back(-literal);
        return clause;
    }

    Shape shape_;
    std::vector<int> variable_;  // per (cell, digit): its variable, 0 when the givens rule it out
    std::vector<std::vector<int>> clauses_;
    int variables_ = 0;
};

// One CaDiCaL run: 10 satisfiable (the true variables in `model`), 20 unsatisfiable, other
// values a timeout or a failure.
int run_cadical(const std::filesystem::path& cnf, double timeout, std::vector<int>& model) {
    const std::string command = fmt::format(
        "cadical -q {} '{}' 2>&1",
        timeout > 0 ? fmt::format("-t {}", static_cast<long>(timeout) + 1) : "", cnf.string());
    FILE* pipe = popen(command.c_str(), "r");
    if (pipe == nullptr) throw std::runtime_error("cannot run cadical");
    model.clear();
    char buffer[65536];
    int status = 0;
    while (std::fgets(buffer, sizeof buffer, pipe) != nullptr) {
        const std::string line(buffer);
        if (line.starts_with("s SATISFIABLE")) status = 10;
        if (line.starts_with("s UNSATISFIABLE")) status = 20;
        if (!line.starts_with("v ")) continue;
        std::istringstream values(line.substr(2));
        for (int literal = 0; values >> literal;)
            if (literal > 0) model.push_back(literal);
    }
    pclose(pipe);
    return status;
}

Timing time_cadical(const Puzzle& puzzle, const std::filesystem::path& dir, double timeout) {
    const double start = bench::thread_cpu_seconds() + bench::children_cpu_seconds();
    SatEncoding encoding(puzzle);
    const auto cnf = dir / "puzzle.cnf";
    encoding.write(cnf);
    std::vector<int> model;
    Timing timing;
    const int first = run_cadical(cnf, timeout, model);
    if (first == 20) {
        timing = {0, true, "none"};
    } else if (first == 10) {
        encoding.block(model);
        encoding.write(cnf);
        const int second = run_cadical(cnf, timeout, model);
        timing.settled = second == 10 || second == 20;
        timing.verdict = second == 10 ? "multiple" : second == 20 ? "unique" : "stopped";
    } else {
        timing.verdict = "stopped";
    }
    timing.seconds = bench::thread_cpu_seconds() + bench::children_cpu_seconds() - start;
    return timing;
}

bool cadical_available() {
    return std::system("cadical --version > /dev/null 2>&1") == 0;
}

std::string cell(const Timing& timing) {
    return fmt::format("{:9.3f} s {:<9}", timing.seconds,
                       timing.settled ? timing.verdict : "stopped");
}

}  // namespace

int main(int argc, char** argv) {
    CLI::App app{"Large-grid solving speed (uniqueness settled), with Gecode and CaDiCaL"};
    std::string file = std::string(SUDOKIT_DATA_DIR) + "/large/gecode_sudoku_instances.txt";
    int side = 25;
    std::string generate_size;
    int seeds = 10;
    bool minizinc = false;
    bool cadical = false;
    double timeout = 60;
    app.add_option("file", file, "instances: NxN, a tab, the cells (1-9A.., . blank)");
    app.add_option("--size", side, "only the instances of this side (0: all)");
    app.add_option("--generate", generate_size, "make puzzles of this box shape instead");
    app.add_option("--seeds", seeds, "with --generate: how many (seeds 1, 2, ...)")
        ->check(CLI::PositiveNumber);
    app.add_flag("--minizinc", minizinc, "also solve each puzzle with MiniZinc + Gecode");
    app.add_flag("--cadical", cadical, "also solve each puzzle with CaDiCaL");
    app.add_option("--timeout", timeout, "seconds per puzzle and solver (0: none)");
    CLI11_PARSE(app, argc, argv);
    if (minizinc && !bench::check_minizinc()) return 64;
    if (cadical && !cadical_available()) {
        fmt::print(stderr, "--cadical: cadical was not found (apt-get install cadical)\n");
        return 64;
    }
    std::vector<Entry> entries;
    if (!generate_size.empty()) {
        const std::optional<Shape> shape = Shape::parse(generate_size);
        if (!shape) {
            fmt::print(stderr, "--generate takes a box shape such as 6x6\n");
            return 64;
        }
        entries = generate_entries(*shape, seeds);
    } else {
        entries = read_instances(file, side);
    }
    const auto dir = std::filesystem::temp_directory_path() /
                     fmt::format("sudokit-large-grid-bench-{}", ::getpid());
    std::filesystem::create_directories(dir);
    std::ofstream(dir / "sudoku.mzn") << kModel;
    double totals[3] = {0, 0, 0};
    int settled[3] = {0, 0, 0};
    for (const Entry& entry : entries) {
        const Timing ours = time_sudokit(entry.puzzle, timeout);
        std::string line =
            fmt::format("{:<10} {:>5}x{:<3} sudokit {}", entry.id, entry.puzzle.shape().side(),
                        entry.puzzle.shape().side(), cell(ours));
        totals[0] += ours.seconds;
        settled[0] += ours.settled ? 1 : 0;
        if (minizinc) {
            const Timing gecode = time_minizinc(entry.puzzle, dir, timeout);
            line += "  gecode " + cell(gecode);
            totals[1] += gecode.seconds;
            settled[1] += gecode.settled ? 1 : 0;
        }
        if (cadical) {
            const Timing sat = time_cadical(entry.puzzle, dir, timeout);
            line += "  cadical " + cell(sat);
            totals[2] += sat.seconds;
            settled[2] += sat.settled ? 1 : 0;
        }
        fmt::print("{}\n", line);
        std::fflush(stdout);
    }
    std::filesystem::remove_all(dir);
    const auto count = entries.size();
    fmt::print(
        "\n{} puzzles; settled and CPU seconds in all (a stopped run counts its time "
        "until the timeout):\n",
        count);
    fmt::print("  sudokit  {:>3}/{}  {:9.3f} s\n", settled[0], count, totals[0]);
    if (minizinc) {
        fmt::print("  gecode   {:>3}/{}  {:9.3f} s  ({:.1f}x sudokit's time)\n", settled[1], count,
                   totals[1], totals[1] / std::max(totals[0], 1e-9));
    }
    if (cadical) {
        fmt::print("  cadical  {:>3}/{}  {:9.3f} s  ({:.1f}x sudokit's time)\n", settled[2], count,
                   totals[2], totals[2] / std::max(totals[0], 1e-9));
    }
    return 0;
}
