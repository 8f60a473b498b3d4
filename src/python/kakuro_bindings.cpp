// sudokit.kakuro: read, solve, explain, hint, rate and generate Kakuros, with the records of
// the command's --json (docs/kakuro.md).

#include <chrono>
#include <optional>
#include <string>
#include <vector>

#include <pybind11/stl.h>
#include <nlohmann/json.hpp>

#include "bindings.hpp"
#include "call_options.hpp"
#include "json_to_python.hpp"
#include "sudokit/kakuro_format.hpp"
#include "sudokit/kakuro_generate.hpp"
#include "sudokit/kakuro_logic.hpp"
#include "sudokit/kakuro_solve.hpp"

namespace sudokit::python {

namespace py = pybind11;
using namespace pybind11::literals;

namespace {

using TechniqueNames = std::optional<std::vector<std::string>>;

// The one Kakuro of `text` (the text form or a JSON line); ValueError naming the line, the
// column and the square when it cannot be read, or when the text holds several.
kakuro::Puzzle read_one(const std::string& text) {
    std::vector<kakuro::Record> records = kakuro::read_records(text);
    if (records.empty()) throw py::value_error("no Kakuro in the text");
    if (records.size() > 1) {
        throw py::value_error("the text holds " + std::to_string(records.size()) +
                              " Kakuros; pass one");
    }
    if (!records.front().ok()) throw py::value_error(records.front().error().to_string());
    return records.front().puzzle();
}

// A stop token with the deadline of a timeout in seconds from now (None: no limit).
StopToken stop_after(std::optional<double> timeout) {
    StopToken stop;
    stop.deadline = deadline_after(timeout);
    return stop;
}

kakuro::LogicOptions logic_options(const TechniqueNames& techniques,
                                   std::optional<double> timeout) {
    kakuro::LogicOptions options;
    options.stop = stop_after(timeout);
    for (const std::string& name : techniques.value_or(std::vector<std::string>{})) {
        const auto technique = kakuro::parse_technique(name);
        if (!technique) throw py::value_error("unknown Kakuro technique '" + name + "'");
        options.techniques.push_back(*technique);
    }
    return options;
}

py::object parse(const std::string& text) {
    return to_python(kakuro::to_json(read_one(text)));
}

py::object solve(const std::string& text, std::uint64_t limit, const std::string& algorithm,
                 std::optional<double> timeout) {
    const kakuro::Puzzle puzzle = read_one(text);
    const auto parsed = kakuro::parse_solve_algorithm(algorithm);
    if (!parsed) {
        throw py::value_error("unknown Kakuro algorithm '" + algorithm +
                              "'; expected fast or backtrack");
    }
    kakuro::SolveOptions options;
    options.algorithm = *parsed;
    options.solution_limit = limit;
    options.keep_solutions = 2;
    options.stop = stop_after(timeout);
    nlohmann::json value;
    {
        const py::gil_scoped_release unlocked;
        value = kakuro::to_json(kakuro::solve(puzzle, options));
    }
    return to_python(value);
}

py::object explain(const std::string& text, const TechniqueNames& techniques, bool finish,
                   std::optional<double> timeout) {
    const kakuro::Puzzle puzzle = read_one(text);
    kakuro::LogicOptions options = logic_options(techniques, timeout);
    options.finish_with_solver = finish;
    nlohmann::json value;
    {
        const py::gil_scoped_release unlocked;
        value = kakuro::to_json(puzzle, kakuro::solve_logically(puzzle, options));
    }
    return to_python(value);
}

py::object rate(const std::string& text, const TechniqueNames& techniques,
                std::optional<double> timeout) {
    const kakuro::Puzzle puzzle = read_one(text);
    const kakuro::LogicOptions options = logic_options(techniques, timeout);
    nlohmann::json value;
    {
        const py::gil_scoped_release unlocked;
        value = kakuro::rating_record(puzzle, kakuro::solve_logically(puzzle, options));
    }
    return to_python(value);
}

py::object hint(const std::string& text, const std::string& level, const TechniqueNames& techniques,
                std::optional<double> timeout) {
    const kakuro::Puzzle puzzle = read_one(text);
    const HintLevel detail = hint_level_of(level);
    const kakuro::LogicOptions options = logic_options(techniques, timeout);
    nlohmann::json value;
    {
        const py::gil_scoped_release unlocked;
        value = kakuro::hint_record(puzzle, kakuro::hint(puzzle, options), detail);
    }
    return to_python(value);
}

py::object generate(int rows, int columns, std::optional<std::uint64_t> seed, int longest_run,
                    const std::optional<std::string>& level, std::optional<double> timeout) {
    kakuro::GenerateOptions options;
    options.rows = rows;
    options.columns = columns;
    options.longest_run = longest_run;
    options.stop = stop_after(timeout);
    if (level) {
        options.level = kakuro::parse_level(*level);
        if (!options.level) {
            throw py::value_error("unknown Kakuro level '" + *level +
                                  "'; expected easy, medium, hard, expert or extreme");
        }
    }
    try {
        kakuro::validate(options);
    } catch (const std::invalid_argument& error) {
        throw py::value_error(error.what());
    }
    const std::uint64_t used_seed = seed.value_or(
        static_cast<std::uint64_t>(std::chrono::steady_clock::now().time_since_epoch().count()));
    std::optional<kakuro::GeneratedPuzzle> made;
    std::string refusal;  // an area that cannot hold its runs
    {
        const py::gil_scoped_release unlocked;
        try {
            made = kakuro::generate(options, used_seed);
        } catch (const std::invalid_argument& error) {
            refusal = error.what();
        }
    }
    if (!refusal.empty()) throw py::value_error(refusal);
    if (!made) throw py::value_error("the timeout was reached before a puzzle was made");
    nlohmann::json value = kakuro::to_json(made->puzzle);
    value["solution"] = kakuro::write_line(made->solution);
    value["seed"] = used_seed;
    value["text"] = kakuro::write_grid(made->puzzle);
    return to_python(value);
}

}  // namespace

void add_kakuro_functions(py::module_& module) {
    py::module_ kakuro = module.def_submodule(
        "kakuro", "Kakuro: read, solve, explain, hint, rate and generate (docs/kakuro.md).");
    kakuro.def("parse", &parse, "puzzle"_a,
               R"DOC(Read one Kakuro (rows of '#', '.', digits and 'D\A' clues, or a JSON line)
and return it as `sudokit solve --json` writes a puzzle: {"type": "kakuro", "rows", "columns",
"grid", "runs"}. ValueError names the line, the column and the square of a mistake.)DOC");
    kakuro.def("solve", &solve, "puzzle"_a, py::kw_only(), "limit"_a = 2, "algorithm"_a = "fast",
               "timeout"_a = py::none(),
               R"DOC(Solve exactly: {"verdict": "unique"|"multiple"|"none"|"found"|"stopped",
"count", "exhausted", "solutions": [digits of the white cells, reading order], "counters"}.
limit: stop after this many solutions (0: count them all).)DOC");
    kakuro.def("explain", &explain, "puzzle"_a, py::kw_only(), "techniques"_a = py::none(),
               "finish"_a = false, "timeout"_a = py::none(),
               R"DOC(Solve step by step as a person would, as `sudokit explain --json`:
{"status", "steps": [{"technique", "title", "difficulty", "text", "runs", "cells",
"placements", "eliminations", ...}], "rating": {"difficulty", "hardest", "level"}, "digits"}.
techniques: names to allow only those (last-cell, unique-combination, run-filling, ...).)DOC");
    kakuro.def("rate", &rate, "puzzle"_a, py::kw_only(), "techniques"_a = py::none(),
               "timeout"_a = py::none(),
               R"DOC(Rate as `sudokit rate --json`: {"status", "steps", "rating": {"difficulty",
"hardest", "level"}}; "rating" when solved or stuck.)DOC");
    kakuro.def("hint", &hint, "puzzle"_a, py::kw_only(), "level"_a = "full",
               "techniques"_a = py::none(), "timeout"_a = py::none(),
               R"DOC(The easiest step from the givens, as `sudokit hint --json`: {"status": "hint"
or why there is none, "text"} with "step" (level full) or "technique" (level technique).)DOC");
    kakuro.def("generate", &generate, "rows"_a = 10, "columns"_a = 10, py::kw_only(),
               "seed"_a = py::none(), "longest_run"_a = 9, "level"_a = py::none(),
               "timeout"_a = py::none(),
               R"DOC(A Kakuro with one solution on a rows x columns area inside the clue frame:
the puzzle's JSON with "solution", "seed" and "text" (the board as text). level: easy, medium,
hard, expert or extreme on the Kakuro scale.)DOC");
}

}  // namespace sudokit::python
