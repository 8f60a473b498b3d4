// solve, count, unique, solve_many and check: the exact solvers and the rule checker.

#include <pybind11/stl.h>

#include "bindings.hpp"
#include "call_options.hpp"
#include "json_to_python.hpp"
#include "many_calls.hpp"
#include "puzzle_input.hpp"
#include "sudokit/json.hpp"
#include "sudokit/rules.hpp"

namespace sudokit::python {

namespace py = pybind11;
using namespace pybind11::literals;

namespace {

// A solve result as the module returns it, made on a worker thread: the grids written out
// already (a SolveResult keeps room for two 25x25 grids, too much to hold for every puzzle
// of a batch), and no JSON tree, whose many small blocks the calling thread would free.
struct SolveSummary {
    Verdict verdict = Verdict::none;
    std::uint64_t count = 0;
    bool exhausted = false;
    SolveCounters counters;
    // The solutions as grid_to_json writes them, each ended by a newline: one block, as the
    // calling thread frees what a helper made, and blocks that cross threads so are slow to
    // make again (a vector of strings was three per puzzle and took a tenth of the batch's
    // time in the allocator at 2 threads).
    std::string solution_lines;
};

SolveSummary summarize(const SolveResult& result, SymbolSet symbols) {
    SolveSummary summary{
        result.verdict, result.solution_count, result.exhausted, result.counters, {}};
    const auto cells =
        static_cast<std::size_t>(result.solutions.empty() ? 0 : result.solutions[0].size());
    summary.solution_lines.reserve(result.solutions.size() * (cells + 1));
    for (std::size_t index = 0; index < result.solutions.size(); ++index) {
        summary.solution_lines +=
            to_line(result.solutions[index], WriteOptions{.symbols = symbols});
        summary.solution_lines += '\n';
    }
    return summary;
}

// The dict of `to_json(SolveResult)`, the command's --json, made directly: in a batch this is
// the part that runs one at a time under the GIL, so the keys are made once and the dicts
// filled without lookups. A test compares the dict with the command's JSON.
class SolveDictMaker {
  public:
    py::dict operator()(const SolveSummary& summary) {
        py::list solutions;
        const std::string_view lines = summary.solution_lines;
        for (std::size_t start = 0; start < lines.size();) {
            const std::size_t end = lines.find('\n', start);
            solutions.append(py::str(lines.data() + start, end - start));
            start = end + 1;
        }
        py::dict counters;
        set(counters, nodes_, py::int_(summary.counters.nodes));
        set(counters, guesses_, py::int_(summary.counters.guesses));
        set(counters, backtracks_, py::int_(summary.counters.backtracks));
        py::dict value;
        set(value, count_, py::int_(summary.count));
        set(value, counters_, counters);
        set(value, exhausted_, py::bool_(summary.exhausted));
        set(value, solutions_, solutions);
        set(value, verdict_, make_.key(std::string(to_string(summary.verdict))));
        return value;
    }

  private:
    static void set(const py::dict& dict, const py::str& key, const py::handle& value) {
        if (PyDict_SetItem(dict.ptr(), key.ptr(), value.ptr()) != 0) throw py::error_already_set();
    }

    PythonValueMaker make_;
    py::str count_{"count"}, counters_{"counters"}, exhausted_{"exhausted"},
        solutions_{"solutions"}, verdict_{"verdict"}, nodes_{"nodes"}, guesses_{"guesses"},
        backtracks_{"backtracks"};
};

SolveSummary solve_summary(const Puzzle& puzzle, const SolveCall& call) {
    return summarize(solve(puzzle, call.for_one_puzzle()), puzzle.symbols);
}

py::object solve_one(const std::string& text, const std::string& algorithm, std::uint64_t limit,
                     std::optional<std::uint64_t> seed, bool shuffle, std::uint64_t node_limit,
                     std::optional<double> timeout, const std::optional<std::string>& size,
                     const std::string& symbols) {
    const Puzzle puzzle = parse_one(text, read_options(size, "auto", symbols));
    const SolveCall call = solve_call(algorithm, limit, seed, shuffle, node_limit, timeout);
    std::optional<SolveSummary> summary;
    {
        const py::gil_scoped_release unlocked;
        summary = solve_summary(puzzle, call);
    }
    return SolveDictMaker{}(*summary);
}

py::list solve_many(const py::iterable& items, int threads, const std::string& algorithm,
                    std::uint64_t limit, std::optional<std::uint64_t> seed, bool shuffle,
                    std::uint64_t node_limit, std::optional<double> timeout,
                    const std::optional<std::string>& size, const std::string& symbols) {
    const ReadOptions options = read_options(size, "auto", symbols);
    const SolveCall call = solve_call(algorithm, limit, seed, shuffle, node_limit, timeout);
    SolveDictMaker make_dict;
    return map_puzzles(
        items, options, threads, [&](const Puzzle& puzzle) { return solve_summary(puzzle, call); },
        [&](const SolveSummary& summary) { return make_dict(summary); });
}

SolveResult counted(const std::string& text, const std::string& algorithm, std::uint64_t limit,
                    std::optional<double> timeout, const std::optional<std::string>& size) {
    const Puzzle puzzle = parse_one(text, read_options(size, "auto", "auto"));
    SolveCall call = solve_call(algorithm, limit, std::nullopt, false, 0, timeout);
    call.options.keep_solutions = 0;
    const py::gil_scoped_release unlocked;
    return solve(puzzle, call.for_one_puzzle());
}

std::uint64_t count(const std::string& text, std::uint64_t limit, const std::string& algorithm,
                    std::optional<double> timeout, const std::optional<std::string>& size) {
    const SolveResult result = counted(text, algorithm, limit, timeout, size);
    if (result.verdict == Verdict::stopped) {
        throw py::value_error("the time limit was reached before the count was settled");
    }
    return result.solution_count;
}

bool unique(const std::string& text, const std::string& algorithm, std::optional<double> timeout,
            const std::optional<std::string>& size) {
    const SolveResult result = counted(text, algorithm, 2, timeout, size);
    if (result.verdict == Verdict::stopped) {
        throw py::value_error("the time limit was reached before uniqueness was settled");
    }
    return result.verdict == Verdict::unique;
}

// As `sudokit check`: a grid alone is checked for conflicts (and, with blanks, whether it can
// still be completed); with a puzzle, whether it is that puzzle's solution.
py::object check_oversized(std::shared_ptr<const OversizedGrid> grid,
                           const std::optional<std::string>& puzzle_text);

py::object check(const std::string& grid_text, const std::optional<std::string>& puzzle_text,
                 const std::optional<std::string>& size) {
    // Grids above 64x64 (up to 100x100) are checked too, in numbers.
    ReadOptions oversized;
    if (size) oversized.oversized_boxes = OversizedBoxes::parse_size(*size);
    if (!size || oversized.oversized_boxes) {
        if (auto grid = parse_oversized_grid(grid_text, oversized)) {
            return check_oversized(std::move(grid), puzzle_text);
        }
    }
    const ReadOptions options = read_options(size, "auto", "auto");
    const Puzzle grid = parse_one(grid_text, options, "grid");
    SolutionCheck report;
    std::optional<Verdict> completion;
    bool valid = false;
    if (puzzle_text) {
        report = check_solution(parse_one(*puzzle_text, options, "puzzle"), grid.givens);
        valid = report.is_solution();
    } else {
        report.conflicts = find_conflicts(grid.givens);
        for (int cell = 0; cell < grid.givens.size(); ++cell) {
            if (grid.givens.empty(cell)) report.empty_cells.push_back(cell);
        }
        if (report.conflicts.empty() && !report.empty_cells.empty()) {
            const py::gil_scoped_release unlocked;
            completion = solve(Puzzle(grid.givens)).verdict;
        }
        valid = report.conflicts.empty() && completion != Verdict::none;
    }
    nlohmann::json value = to_json(report, grid.shape());
    value["valid"] = valid;
    if (completion) value["completion"] = std::string(to_string(*completion));
    return to_python(value);
}

std::shared_ptr<const OversizedGrid> oversized_one(const std::string& text,
                                                   const ReadOptions& options,
                                                   std::string_view where) {
    if (auto grid = parse_oversized_grid(text, options)) return grid;
    parse_one(text, options, where);  // raises the reader's error
    throw py::value_error(std::string(where) + ": expected a grid of the same size");
}

// A grid above 64x64: conflicts and blanks, or against its puzzle; blanks are not searched.
py::object check_oversized(std::shared_ptr<const OversizedGrid> grid,
                           const std::optional<std::string>& puzzle_text) {
    ReadOptions options;
    options.oversized_boxes = grid->boxes();
    const auto puzzle = puzzle_text ? oversized_one(*puzzle_text, options, "puzzle")
                                    : std::make_shared<const OversizedGrid>(grid->boxes());
    const SolutionCheck report = check_solution(*puzzle, *grid);
    nlohmann::json value = to_json(report, *grid);
    if (puzzle_text) {
        value["valid"] = report.is_solution();
    } else {
        value["valid"] = report.conflicts.empty();
        if (report.conflicts.empty() && !report.empty_cells.empty())
            value["completion"] = "unsearched";
    }
    return to_python(value);
}

}  // namespace

void add_solve_functions(py::module_& module) {
    module.def("solve", &solve_one, "puzzle"_a, py::kw_only(), "algorithm"_a = "fast",
               "limit"_a = 2, "seed"_a = py::none(), "shuffle"_a = false, "node_limit"_a = 0,
               "timeout"_a = py::none(), "size"_a = py::none(), "symbols"_a = "auto",
               R"DOC(Solve a puzzle with an exact solver.

algorithm: fast (default), dlx, backtrack or csp. limit: stop after this many solutions (2
settles uniqueness, 1 finds one, 0 counts all). seed: random digit order (and, with
shuffle=True, random cell order for backtrack). node_limit: stop after this many search nodes.
timeout: seconds. Returns {"verdict": "unique"|"none"|"multiple"|"found"|"stopped",
"count", "exhausted", "solutions": [...], "counters": {"nodes", "guesses", "backtracks"}}.)DOC");
    module.def("solve_many", &solve_many, "puzzles"_a, py::kw_only(), "threads"_a = 0,
               "algorithm"_a = "fast", "limit"_a = 2, "seed"_a = py::none(), "shuffle"_a = false,
               "node_limit"_a = 0, "timeout"_a = py::none(), "size"_a = py::none(),
               "symbols"_a = "auto",
               R"DOC(solve() for every puzzle of a list or an iterable of lines (blank lines and
'#' comments skipped), on `threads` threads (0: one per core) with the GIL released.
Returns the results in input order. A bad puzzle raises ValueError ("puzzle 3: line 1, ...")
before any is solved.)DOC");
    module.def("count", &count, "puzzle"_a, py::kw_only(), "limit"_a = 0, "algorithm"_a = "fast",
               "timeout"_a = py::none(), "size"_a = py::none(),
               R"DOC(The number of solutions, counting up to `limit` (0: all of them).)DOC");
    module.def("unique", &unique, "puzzle"_a, py::kw_only(), "algorithm"_a = "fast",
               "timeout"_a = py::none(), "size"_a = py::none(),
               R"DOC(True when the puzzle has exactly one solution.)DOC");
    module.def("check", &check, "grid"_a, "puzzle"_a = py::none(), py::kw_only(),
               "size"_a = py::none(),
               R"DOC(Check a grid as `sudokit check` does.

Alone: its conflicts and, with blanks, whether it can still be completed ("completion").
With a puzzle: whether the grid is that puzzle's solution (conflicts, empty cells, changed
givens). Returns {"valid": bool, "conflicts": [...], ...}. Grids above 64x64, up to 100x100
(boxes up to 10x10, in numbers; size="10x9" names other boxes), are checked the same way,
except that whether blanks can be filled is not searched ("completion": "unsearched").)DOC");
}

}  // namespace sudokit::python
