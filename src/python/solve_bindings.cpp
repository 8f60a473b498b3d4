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

// The solve result's object with the solutions written in the puzzle's own symbols.
nlohmann::json solve_json(const Puzzle& puzzle, const SolveCall& call) {
    return to_json(solve(puzzle, call.for_one_puzzle()), puzzle.symbols);
}

py::object solve_one(const std::string& text, const std::string& algorithm, std::uint64_t limit,
                     std::optional<std::uint64_t> seed, bool shuffle, std::uint64_t node_limit,
                     std::optional<double> timeout, const std::optional<std::string>& size,
                     const std::string& symbols) {
    const Puzzle puzzle = parse_one(text, read_options(size, "auto", symbols));
    const SolveCall call = solve_call(algorithm, limit, seed, shuffle, node_limit, timeout);
    nlohmann::json value;
    {
        const py::gil_scoped_release unlocked;
        value = solve_json(puzzle, call);
    }
    return to_python(value);
}

py::list solve_many(const py::iterable& items, int threads, const std::string& algorithm,
                    std::uint64_t limit, std::optional<std::uint64_t> seed, bool shuffle,
                    std::uint64_t node_limit, std::optional<double> timeout,
                    const std::optional<std::string>& size, const std::string& symbols) {
    const ReadOptions options = read_options(size, "auto", symbols);
    const SolveCall call = solve_call(algorithm, limit, seed, shuffle, node_limit, timeout);
    return map_puzzles(items, options, threads,
                       [&](const Puzzle& puzzle) { return solve_json(puzzle, call); });
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
py::object check(const std::string& grid_text, const std::optional<std::string>& puzzle_text,
                 const std::optional<std::string>& size) {
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
givens). Returns {"valid": bool, "conflicts": [...], ...}.)DOC");
}

}  // namespace sudokit::python
