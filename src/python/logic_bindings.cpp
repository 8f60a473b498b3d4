// rate, rate_many, explain and hint: the logic engine, with the records of the command's
// --json (sudokit/records.hpp).

#include <pybind11/stl.h>

#include "bindings.hpp"
#include "call_options.hpp"
#include "json_to_python.hpp"
#include "many_calls.hpp"
#include "puzzle_input.hpp"
#include "sudokit/hint.hpp"
#include "sudokit/json.hpp"
#include "sudokit/records.hpp"

namespace sudokit::python {

namespace py = pybind11;
using namespace pybind11::literals;

namespace {

using TechniqueNames = std::optional<std::vector<std::string>>;

nlohmann::json rate_json(const Puzzle& puzzle, const LogicCall& call) {
    LogicOptions options = call.for_one_puzzle();
    options.keep_steps = false;  // the figures only: faster, same rating
    return rating_record(puzzle, solve_logically(start_position(puzzle), options));
}

py::object rate(const std::string& text, const std::string& mode, const TechniqueNames& techniques,
                std::optional<double> timeout, const std::optional<std::string>& size,
                const std::string& format, const std::string& symbols) {
    const Puzzle puzzle = parse_one(text, read_options(size, format, symbols));
    const LogicCall call = logic_call(mode, techniques, timeout);
    nlohmann::json value;
    {
        const py::gil_scoped_release unlocked;
        value = rate_json(puzzle, call);
    }
    return to_python(value);
}

py::list rate_many(const py::iterable& items, int threads, const std::string& mode,
                   const TechniqueNames& techniques, std::optional<double> timeout,
                   const std::optional<std::string>& size, const std::string& format,
                   const std::string& symbols) {
    const ReadOptions options = read_options(size, format, symbols);
    const LogicCall call = logic_call(mode, techniques, timeout);
    return map_puzzles(items, options, threads,
                       [&](const Puzzle& puzzle) { return rate_json(puzzle, call); });
}

py::object explain(const std::string& text, const std::string& mode,
                   const TechniqueNames& techniques, bool finish, std::optional<double> timeout,
                   const std::optional<std::string>& size, const std::string& format,
                   const std::string& symbols) {
    const Puzzle puzzle = parse_one(text, read_options(size, format, symbols));
    LogicCall call = logic_call(mode, techniques, timeout);
    call.options.finish_with_solver = finish;
    nlohmann::json value;
    {
        const py::gil_scoped_release unlocked;
        const LogicOptions options = call.for_one_puzzle();
        const Position start = start_position(puzzle);
        value = explanation_record(puzzle, solve_logically(start, options));
    }
    return to_python(value);
}

py::object hint(const std::string& text, const std::string& level_name, const std::string& mode,
                const TechniqueNames& techniques, std::optional<double> timeout,
                const std::optional<std::string>& size, const std::string& format,
                const std::string& symbols) {
    const HintLevel level = hint_level_of(level_name);
    const Puzzle puzzle = parse_one(text, read_options(size, format, symbols));
    const LogicCall call = logic_call(mode, techniques, timeout);
    nlohmann::json value;
    {
        const py::gil_scoped_release unlocked;
        const LogicOptions options = call.for_one_puzzle();
        value = to_json(sudokit::hint(puzzle, options), puzzle.shape(), level, puzzle.symbols);
    }
    return to_python(value);
}

}  // namespace

void add_logic_functions(py::module_& module) {
    module.def("rate", &rate, "puzzle"_a, py::kw_only(), "mode"_a = "se",
               "techniques"_a = py::none(), "timeout"_a = py::none(), "size"_a = py::none(),
               "format"_a = "auto", "symbols"_a = "auto",
               R"DOC(Rate a puzzle on Sudoku Explainer's scale, as `sudokit rate --json` does.

Returns {"puzzle": {...}, "status": "solved"|"stuck"|"no-solution"|"multiple"|"stopped",
"steps": int, "rating": {"er", "ep", "ed", "hardest", "hardest_title", "level", "scale"}} with
"problem" (a sentence) when not solved; "rating" is there when solved or stuck (then lower
bounds). mode: se (Sudoku Explainer's techniques and order, the default) or full.
techniques: a list of machine names (naked-single, x-wing, ...) to allow only those.
A pencil-mark grid is rated from its marks.)DOC");
    module.def("rate_many", &rate_many, "puzzles"_a, py::kw_only(), "threads"_a = 0,
               "mode"_a = "se", "techniques"_a = py::none(), "timeout"_a = py::none(),
               "size"_a = py::none(), "format"_a = "auto", "symbols"_a = "auto",
               R"DOC(rate() for every puzzle of a list or an iterable of lines (blank lines and
'#' comments skipped), on `threads` threads (0: one per core) with the GIL released; results
in input order. timeout applies to each puzzle.)DOC");
    module.def("explain", &explain, "puzzle"_a, py::kw_only(), "mode"_a = "full",
               "techniques"_a = py::none(), "finish"_a = false, "timeout"_a = py::none(),
               "size"_a = py::none(), "format"_a = "auto", "symbols"_a = "auto",
               R"DOC(Solve step by step as a person would, as `sudokit explain --json` does.

Returns {"status", "steps": [step, ...], "rating": {...}, "puzzle": {...},
"finished_by_solver": bool} and "problem" when not solved. Each step is a dict with
technique, title, rating, text, placements, eliminations, houses, cover_houses, cells,
pattern, fins, digits, links, size, form and nesting (docs/formats.md, "JSON of steps").
finish=True lets the exact solver finish when the techniques run out.)DOC");
    module.def("hint", &hint, "puzzle"_a, py::kw_only(), "level"_a = "full", "mode"_a = "full",
               "techniques"_a = py::none(), "timeout"_a = py::none(), "size"_a = py::none(),
               "format"_a = "auto", "symbols"_a = "auto",
               R"DOC(The next step of a puzzle or of a pencil-mark grid, as `sudokit hint --json`.

level: nudge (where to look: {"level", "text", "houses", "cells"}), technique (also
"technique", "title", "rating") or full (the whole step dict with "level": "full").
{"status": "solved"} for a solved grid; {"problem": sentence} when the puzzle has no
solution or several, the marks are wrong, or no allowed technique applies.)DOC");
}

}  // namespace sudokit::python
