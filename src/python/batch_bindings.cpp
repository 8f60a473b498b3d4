// The JSON lines of sudokit.batch: one chunk of an input file (or a range of generated
// puzzles) turned into the very lines `sudokit rate|solve|generate --json` prints for it.

#include <sstream>

#include <pybind11/stl.h>

#include "bindings.hpp"
#include "call_options.hpp"
#include "generated_record.hpp"
#include "parallel_map.hpp"
#include "sudokit/json.hpp"
#include "sudokit/records.hpp"

namespace sudokit::python {

namespace py = pybind11;
using namespace pybind11::literals;

namespace {

// The records of a chunk, with line numbers counted in the whole file.
std::vector<ReadRecord> read_chunk(const std::string& text, std::size_t first_line,
                                   const ReadOptions& options) {
    std::istringstream stream(text);
    PuzzleReader reader(stream, options);
    std::vector<ReadRecord> records;
    while (auto record = reader.next()) {
        record->line += first_line - 1;
        if (!record->ok()) {
            auto& error = std::get<ParseError>(record->content);
            if (error.line != 0) error.line += first_line - 1;
        }
        records.push_back(std::move(*record));
    }
    return records;
}

// Each record's line: `make(puzzle)` for a puzzle, the command's error object otherwise.
template <typename Make>
std::vector<std::string> record_lines(const std::string& text, std::size_t first_line, int threads,
                                      const Make& make) {
    if (first_line == 0) throw py::value_error("first_line counts from 1");
    const py::gil_scoped_release unlocked;
    const std::vector<ReadRecord> records = read_chunk(text, first_line, ReadOptions{});
    return parallel_map<std::string>(records.size(), threads, [&](std::size_t index) {
        const ReadRecord& record = records[index];
        nlohmann::json value = record.ok() ? make(record.puzzle())
                                           : nlohmann::json{{"error", to_json(record.error())}};
        value["line"] = record.line;
        return json_text(value);
    });
}

std::vector<std::string> rate_records(const std::string& text, std::size_t first_line, int threads,
                                      const std::string& mode,
                                      const std::optional<std::vector<std::string>>& techniques,
                                      std::optional<double> timeout) {
    const LogicCall call = logic_call(mode, techniques, timeout);
    return record_lines(text, first_line, threads, [&](const Puzzle& puzzle) {
        LogicOptions options = call.for_one_puzzle();
        options.keep_steps = false;
        return rating_record(puzzle, solve_logically(start_position(puzzle), options));
    });
}

std::vector<std::string> solve_records(const std::string& text, std::size_t first_line, int threads,
                                       const std::string& algorithm, std::uint64_t limit,
                                       std::optional<double> timeout) {
    const SolveCall call = solve_call(algorithm, limit, std::nullopt, false, 0, timeout);
    return record_lines(text, first_line, threads, [&](const Puzzle& puzzle) {
        return nlohmann::json{
            {"puzzle", to_json(puzzle)},
            {"result", to_json(solve(puzzle, call.for_one_puzzle()), puzzle.symbols)}};
    });
}

std::vector<std::string> generate_records(std::uint64_t first_index, std::uint64_t count,
                                          std::uint64_t seed, int threads,
                                          std::optional<double> timeout,
                                          const GenerateRequest& request) {
    GenerateBatch batch;
    batch.options = checked_generate_options(request);
    batch.seed = seed;
    batch.timeout = timeout;
    const py::gil_scoped_release unlocked;
    std::vector<GenerationSession> sessions(
        static_cast<std::size_t>(worker_count(threads, static_cast<std::size_t>(count))));
    return parallel_map<std::string>(count, threads, [&](std::size_t offset, int worker) {
        return json_text(generated_record(batch, first_index + offset,
                                          sessions[static_cast<std::size_t>(worker)]));
    });
}

}  // namespace

void add_batch_functions(py::module_& module) {
    module.def("_rate_records", &rate_records, "text"_a, "first_line"_a, "threads"_a, "mode"_a,
               "techniques"_a, "timeout"_a,
               "JSON lines of `sudokit rate --json` for a chunk of a file (sudokit.batch).");
    module.def("_solve_records", &solve_records, "text"_a, "first_line"_a, "threads"_a,
               "algorithm"_a, "limit"_a, "timeout"_a,
               "JSON lines of `sudokit solve --json` for a chunk of a file (sudokit.batch).");
    module.def(
        "_generate_records",
        [](std::uint64_t first_index, std::uint64_t count, std::uint64_t seed, int threads,
           std::optional<double> timeout, const py::dict& options) {
            GenerateRequest request;
            for (const auto& [key, value] : options) {
                const auto name = key.cast<std::string>();
                if (value.is_none()) continue;
                if (name == "size")
                    request.size = value.cast<std::string>();
                else if (name == "symmetry")
                    request.symmetry = value.cast<std::string>();
                else if (name == "method")
                    request.method = value.cast<std::string>();
                else if (name == "minimal")
                    request.minimal = value.cast<bool>();
                else if (name == "clues")
                    request.clues = value.cast<int>();
                else if (name == "max_clues")
                    request.max_clues = value.cast<int>();
                else if (name == "difficulty")
                    request.difficulty = value.cast<std::string>();
                else if (name == "rating")
                    request.rating = value.cast<std::string>();
                else if (name == "technique")
                    request.technique = value.cast<std::string>();
                else if (name == "mode")
                    request.mode = value.cast<std::string>();
                else if (name == "rate")
                    request.rate = value.cast<bool>();
                else if (name == "node_limit")
                    request.node_limit = value.cast<std::uint64_t>();
                else
                    throw py::value_error("unknown generate option '" + name + "'");
            }
            return generate_records(first_index, count, seed, threads, timeout, request);
        },
        "first_index"_a, "count"_a, "seed"_a, "threads"_a, "timeout"_a, "options"_a,
        "JSON lines of `sudokit generate --json` for puzzles first_index.. (sudokit.batch).");
}

}  // namespace sudokit::python
