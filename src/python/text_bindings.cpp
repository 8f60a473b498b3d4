// parse and format: puzzle text in and out.

#include <pybind11/stl.h>

#include "bindings.hpp"
#include "json_to_python.hpp"
#include "puzzle_input.hpp"
#include "sudokit/json.hpp"

namespace sudokit::python {

namespace py = pybind11;
using namespace pybind11::literals;

namespace {

py::object parse(const std::string& text, const std::optional<std::string>& size,
                 const std::string& format, const std::string& symbols) {
    const Puzzle puzzle = parse_one(text, read_options(size, format, symbols));
    nlohmann::json value = to_json(puzzle);
    if (puzzle.marks) value["pencilmarks"] = true;
    return to_python(value);
}

std::string format_puzzle(const std::string& text, const std::string& style,
                          const std::optional<std::string>& size, const std::string& symbols,
                          const std::string& blank) {
    if (blank.size() != 1) throw py::value_error("blank must be one character");
    const Puzzle puzzle = parse_one(text, read_options(size, "auto", "auto"));
    WriteOptions options;
    options.symbols = symbols == "auto" ? puzzle.symbols : parse_symbols(symbols);
    options.blank = blank.front();
    if (style == "line") return to_line(puzzle.givens, options);
    if (style == "grid") return to_boxed(puzzle.givens, options);
    if (style == "pencilmarks") {
        const Candidates marks =
            puzzle.marks ? *puzzle.marks : Candidates::from_grid(puzzle.givens);
        return to_pencilmarks(marks, options);
    }
    throw py::value_error("unknown style '" + style + "'; expected line, grid or pencilmarks");
}

}  // namespace

void add_text_functions(py::module_& module) {
    module.def("parse", &parse, "puzzle"_a, py::kw_only(), "size"_a = py::none(),
               "format"_a = "auto", "symbols"_a = "auto",
               R"DOC(Read one puzzle as the sudokit command reads it.

Returns {"size": "3x3", "givens": "53..7....", "label": "..."} (and "pencilmarks": True for a
pencil-mark grid). size forces the box shape ("2x3" for 6x6); format is auto, line, grid,
numbers or pencilmarks; symbols is auto, digits, 1-9A, 0-9A or letters.
Raises ValueError naming the line and column of bad text.)DOC");
    module.def("format", &format_puzzle, "puzzle"_a, py::kw_only(), "style"_a = "line",
               "size"_a = py::none(), "symbols"_a = "auto", "blank"_a = ".",
               R"DOC(Write a puzzle (or solution) in another layout.

style: "line" (N*N symbols), "grid" (a boxed grid over N lines) or "pencilmarks" (every
cell's candidates). symbols: auto (as read), digits, 1-9A, 0-9A or letters.)DOC");
}

}  // namespace sudokit::python
