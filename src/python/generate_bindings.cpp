// generate and generate_many: the generator with every option of `sudokit generate`.

#include <random>

#include <pybind11/stl.h>

#include "bindings.hpp"
#include "call_options.hpp"
#include "generated_record.hpp"
#include "json_to_python.hpp"
#include "many_calls.hpp"
#include "sudokit/json.hpp"
#include "sudokit/records.hpp"

namespace sudokit::python {

namespace py = pybind11;
using namespace pybind11::literals;

namespace {

std::uint64_t fresh_seed() {
    std::random_device device;
    return (std::uint64_t{device()} << 32) ^ device();
}

GenerateBatch make_batch(const GenerateRequest& request, std::optional<std::uint64_t> seed,
                         std::optional<double> timeout, bool grids) {
    GenerateBatch batch;
    batch.options = checked_generate_options(request);
    batch.seed = seed ? *seed : fresh_seed();
    batch.timeout = timeout;
    batch.grids = grids;
    deadline_after(timeout);
    return batch;
}

py::list generate_many(std::uint64_t count, std::optional<std::uint64_t> seed, int threads,
                       std::optional<double> timeout, bool grids, const GenerateRequest& request) {
    const GenerateBatch batch = make_batch(request, seed, timeout, grids);
    std::vector<GenerationSession> sessions(
        static_cast<std::size_t>(worker_count(threads, static_cast<std::size_t>(count))));
    return map_to_dicts(count, threads, [&](std::size_t index, int worker) {
        return generated_record(batch, index, sessions[static_cast<std::size_t>(worker)]);
    });
}

py::object generate_one(std::optional<std::uint64_t> seed, std::optional<double> timeout,
                        bool grids, const GenerateRequest& request) {
    const GenerateBatch batch = make_batch(request, seed, timeout, grids);
    nlohmann::json value;
    {
        const py::gil_scoped_release unlocked;
        GenerationSession session;
        value = generated_record(batch, 0, session);
    }
    if (value.contains("error")) {
        throw py::value_error(value["error"].get<std::string>());
    }
    return to_python(value);
}

}  // namespace

nlohmann::json generated_record(const GenerateBatch& batch, std::uint64_t index,
                                GenerationSession& session) {
    const std::uint64_t seed = puzzle_seed(batch.seed, index);
    if (batch.grids) {
        return {{"index", index},
                {"seed", seed},
                {"size", batch.options.shape.name()},
                {"grid", grid_to_json(random_solution_grid(batch.options.shape, seed))}};
    }
    GenerateOptions options = batch.options;
    options.deadline = deadline_after(batch.timeout);
    std::optional<GeneratedPuzzle> made = session.generate(options, seed);
    if (!made) {
        return {{"index", index},
                {"seed", seed},
                {"error", "puzzle " + std::to_string(index + 1) +
                              ": none met the request within the timeout"}};
    }
    if (!made->rating) made->rating = session.report_rating(made->puzzle, options.rating_mode);
    return to_json(*made, index, seed, options);
}

void add_generate_functions(py::module_& module) {
    // None for "not asked": the library's request takes an empty name for it.
    const auto request = [](std::string size, std::string symmetry, std::string method,
                            bool minimal, std::optional<int> clues, std::optional<int> max_clues,
                            std::optional<std::string> difficulty,
                            std::optional<std::string> rating, std::optional<std::string> technique,
                            std::string mode, bool rate, std::optional<std::uint64_t> node_limit,
                            std::string variant, std::optional<int> largest_cage,
                            bool single_cell_cages) {
        return GenerateRequest{std::move(size),
                               std::move(symmetry),
                               std::move(method),
                               minimal,
                               clues,
                               max_clues,
                               difficulty.value_or(""),
                               rating.value_or(""),
                               technique.value_or(""),
                               std::move(mode),
                               rate,
                               node_limit,
                               std::move(variant),
                               largest_cage,
                               single_cell_cages};
    };
    module.def(
        "generate",
        [request](std::optional<std::uint64_t> seed, std::string size, std::string symmetry,
                  std::string method, bool minimal, std::optional<int> clues,
                  std::optional<int> max_clues, std::optional<std::string> difficulty,
                  std::optional<std::string> rating, std::optional<std::string> technique,
                  std::string mode, bool rate, std::optional<std::uint64_t> node_limit,
                  std::optional<double> timeout, bool grid, std::string variant,
                  std::optional<int> largest_cage, bool single_cell_cages) {
            return generate_one(
                seed, timeout, grid,
                request(std::move(size), std::move(symmetry), std::move(method), minimal, clues,
                        max_clues, std::move(difficulty), std::move(rating), std::move(technique),
                        std::move(mode), rate, node_limit, std::move(variant), largest_cage,
                        single_cell_cages));
        },
        py::kw_only(), "seed"_a = py::none(), "size"_a = "3x3", "symmetry"_a = "none",
        "method"_a = "top-down", "minimal"_a = false, "clues"_a = py::none(),
        "max_clues"_a = py::none(), "difficulty"_a = py::none(), "rating"_a = py::none(),
        "technique"_a = py::none(), "mode"_a = "se", "rate"_a = false, "node_limit"_a = py::none(),
        "timeout"_a = py::none(), "grid"_a = false, "variant"_a = "classic",
        "largest_cage"_a = py::none(), "single_cell_cages"_a = true,
        R"DOC(Generate one puzzle with exactly one solution, as `sudokit generate --json`.

seed: the batch seed (the same seed gives the same puzzle as `sudokit generate --seed`);
size: box shape ("3x3", "2x3"...); symmetry: none, rotational, diagonal, ...; method:
top-down or bottom-up; minimal: no clue can be removed; clues / max_clues: exact or most
clues; difficulty: easy|medium|hard|expert|diabolical; rating: SE range such as "4.5-6.2"
or "9-"; technique: a technique the puzzle needs (x-wing...); mode: se or full (the
rating's techniques); node_limit: budget of each uniqueness check; timeout: seconds
(ValueError when nothing met the request in time); grid=True: a full random grid;
variant: classic, x, windoku, jigsaw, killer or killer-x (the puzzle's houses come in
"puzzle": cages, diagonals, windoku, regions); largest_cage / single_cell_cages: killers'
cages.
Returns {"puzzle", "solution", "clues", "minimal", "minimal_by_orbit", "rejected",
"rating", "index", "seed", "symmetry", "method"}.)DOC");
    module.def(
        "generate_many",
        [request](std::uint64_t count, std::optional<std::uint64_t> seed, int threads,
                  std::string size, std::string symmetry, std::string method, bool minimal,
                  std::optional<int> clues, std::optional<int> max_clues,
                  std::optional<std::string> difficulty, std::optional<std::string> rating,
                  std::optional<std::string> technique, std::string mode, bool rate,
                  std::optional<std::uint64_t> node_limit, std::optional<double> timeout, bool grid,
                  std::string variant, std::optional<int> largest_cage, bool single_cell_cages) {
            return generate_many(
                count, seed, threads, timeout, grid,
                request(std::move(size), std::move(symmetry), std::move(method), minimal, clues,
                        max_clues, std::move(difficulty), std::move(rating), std::move(technique),
                        std::move(mode), rate, node_limit, std::move(variant), largest_cage,
                        single_cell_cages));
        },
        "count"_a, py::kw_only(), "seed"_a = py::none(), "threads"_a = 0, "size"_a = "3x3",
        "symmetry"_a = "none", "method"_a = "top-down", "minimal"_a = false, "clues"_a = py::none(),
        "max_clues"_a = py::none(), "difficulty"_a = py::none(), "rating"_a = py::none(),
        "technique"_a = py::none(), "mode"_a = "se", "rate"_a = false, "node_limit"_a = py::none(),
        "timeout"_a = py::none(), "grid"_a = false, "variant"_a = "classic",
        "largest_cage"_a = py::none(), "single_cell_cages"_a = true,
        R"DOC(`count` puzzles as generate() makes them, on `threads` threads (0: one per core)
with the GIL released. Puzzle i uses the seed derived from (seed, i), so the list is the same
whatever the thread count and equals `sudokit generate --count N --seed S --json`. A puzzle
not found within the timeout is {"index", "seed", "error"}.)DOC");
}

}  // namespace sudokit::python
