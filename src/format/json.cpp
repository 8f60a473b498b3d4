// The JSON forms of puzzles and results: the one place results become JSON.

#include "sudokit/json.hpp"

#include <fmt/format.h>

#include "format/symbols.hpp"

namespace sudokit {

namespace {

using nlohmann::json;

json cell_names(const Shape& shape, const std::vector<int>& cells) {
    json names = json::array();
    for (const int cell : cells) {
        names.push_back(shape.cell_name(cell));
    }
    return names;
}

ParseError json_error(std::string message) {
    return ParseError{0, 0, std::move(message)};
}

// "a string", "a number": what a value was, for error messages.
std::string describe_json(const json& value) {
    switch (value.type()) {
        case json::value_t::null:
            return "null";
        case json::value_t::object:
            return "an object";
        case json::value_t::array:
            return "an array";
        case json::value_t::string:
            return fmt::format("the string {}", value.dump());
        case json::value_t::boolean:
            return value.dump();
        default:
            return fmt::format("the number {}", value.dump());
    }
}

std::variant<std::optional<Shape>, ParseError> read_size(const json& object) {
    const auto size = object.find("size");
    if (size == object.end()) return std::optional<Shape>();
    std::optional<Shape> shape;
    if (size->is_string()) shape = Shape::parse(size->get<std::string>());
    // A bare side (9, 16) takes the usual boxes for it.
    if (size->is_number_integer()) shape = Shape::from_side(size->get<int>());
    if (!shape) {
        return json_error(fmt::format(
            "expected \"size\" as box rows x box columns such as \"3x3\" or \"2x3\", found {}",
            describe_json(*size)));
    }
    return shape;
}

// Givens as numbers: a flat array of N*N or N arrays of N; null or 0 for a blank.
std::variant<Puzzle, ParseError> givens_from_array(const json& givens, std::optional<Shape> shape) {
    std::vector<const json*> values;
    for (const json& entry : givens) {
        if (entry.is_array()) {
            for (const json& value : entry) {
                values.push_back(&value);
            }
        } else {
            values.push_back(&entry);
        }
    }
    if (!shape && values.size() <= static_cast<std::size_t>(kMaxCells)) {
        shape = Shape::from_cell_count(static_cast<int>(values.size()));
    }
    if (!shape || values.size() != static_cast<std::size_t>(shape->cell_count())) {
        const std::string expected =
            shape ? fmt::format("{} numbers for a {}x{} puzzle", shape->cell_count(), shape->side(),
                                shape->side())
                  : std::string("a square number of cells (16, 36, 81, 144, 256, 625)");
        return json_error(fmt::format("expected \"givens\" to hold {}, found {} values", expected,
                                      values.size()));
    }
    Grid grid(*shape);
    for (int cell = 0; cell < shape->cell_count(); ++cell) {
        const json& value = *values[static_cast<std::size_t>(cell)];
        if (value.is_null()) continue;
        if (!value.is_number_integer() || value.get<long long>() < 0 ||
            value.get<long long>() > shape->side()) {
            return json_error(
                fmt::format("expected \"givens\" values from 0 to {} (0 or null for a blank), "
                            "found {} at cell {}",
                            shape->side(), describe_json(value), shape->cell_name(cell)));
        }
        grid.set(cell, value.get<int>());
    }
    return Puzzle(grid);
}

}  // namespace

json to_json(const Puzzle& puzzle) {
    json value = {{"size", puzzle.shape().name()},
                  {"givens", to_line(puzzle.givens, WriteOptions{.symbols = puzzle.symbols})}};
    // Only sets that detection could get wrong are named, so the text reads back the same.
    if (puzzle.symbols == SymbolSet::zero_hex || puzzle.symbols == SymbolSet::letters) {
        value["symbols"] = std::string(format_detail::symbol_set_name(puzzle.symbols));
    }
    if (!puzzle.label.empty()) value["label"] = puzzle.label;
    return value;
}

json grid_to_json(const Grid& grid, SymbolSet symbols) {
    return to_line(grid, WriteOptions{.symbols = symbols});
}

json to_json(const SolveResult& result, SymbolSet symbols) {
    json solutions = json::array();
    for (std::size_t index = 0; index < result.solutions.size(); ++index) {
        solutions.push_back(grid_to_json(result.solutions[index], symbols));
    }
    return {{"verdict", std::string(to_string(result.verdict))},
            {"count", result.solution_count},
            {"exhausted", result.exhausted},
            {"solutions", std::move(solutions)},
            {"counters",
             {{"nodes", result.counters.nodes},
              {"guesses", result.counters.guesses},
              {"backtracks", result.counters.backtracks}}}};
}

json to_json(const Shape& shape, const Conflict& conflict) {
    return {{"house", shape.house_name(conflict.house)},
            {"digit", conflict.digit},
            {"cells", cell_names(shape, conflict.cells)}};
}

json to_json(const SolutionCheck& check, const Shape& shape) {
    json conflicts = json::array();
    for (const Conflict& conflict : check.conflicts) {
        conflicts.push_back(to_json(shape, conflict));
    }
    json value = {{"valid", check.is_solution()},
                  {"conflicts", std::move(conflicts)},
                  {"empty_cells", cell_names(shape, check.empty_cells)},
                  {"changed_givens", cell_names(shape, check.changed_givens)}};
    if (check.shape_mismatch) value["shape_mismatch"] = true;
    return value;
}

json to_json(const ParseError& error) {
    return {{"line", error.line}, {"column", error.column}, {"message", error.message}};
}

std::variant<Puzzle, ParseError> puzzle_from_json(const json& value, const ReadOptions& options) {
    if (!value.is_object()) {
        return json_error(
            fmt::format("expected a puzzle object such as "
                        "{{\"size\":\"3x3\",\"givens\":\"...\"}}, found {}",
                        describe_json(value)));
    }
    // Variant constraints are not modelled yet; dropping them would answer another puzzle.
    for (const char* variant : {"cages", "regions", "diagonals"}) {
        const auto field = value.find(variant);
        if (field != value.end() && !field->empty() && *field != false) {
            return json_error(fmt::format("\"{}\" is not supported yet", variant));
        }
    }

    ReadOptions read = options;
    auto size = read_size(value);
    if (auto* error = std::get_if<ParseError>(&size)) return std::move(*error);
    if (auto shape = std::get<std::optional<Shape>>(size)) read.shape = shape;

    if (const auto symbols = value.find("symbols"); symbols != value.end()) {
        const std::optional<SymbolSet> named =
            symbols->is_string() ? format_detail::symbol_set_from_name(symbols->get<std::string>())
                                 : std::nullopt;
        if (!named) {
            return json_error(fmt::format(
                "expected \"symbols\" to be one of \"auto\", \"digits\", \"1-9A\", \"0-9A\", "
                "\"letters\", found {}",
                describe_json(*symbols)));
        }
        read.symbols = *named;
    }

    const auto givens = value.find("givens");
    if (givens == value.end()) return json_error("expected a \"givens\" field, found none");
    std::variant<Puzzle, ParseError> result = json_error("");
    if (givens->is_string()) {
        result = parse_puzzle(givens->get<std::string>(), read);
        // Positions count within the givens string.
        if (auto* error = std::get_if<ParseError>(&result)) {
            error->message = fmt::format("in \"givens\": {}", error->message);
        }
    } else if (givens->is_array()) {
        result = givens_from_array(*givens, read.shape);
    } else {
        return json_error(fmt::format("expected \"givens\" as a string or an array, found {}",
                                      describe_json(*givens)));
    }

    if (auto* puzzle = std::get_if<Puzzle>(&result)) {
        if (const auto label = value.find("label"); label != value.end()) {
            if (!label->is_string()) {
                return json_error(
                    fmt::format("expected \"label\" as a string, found {}", describe_json(*label)));
            }
            puzzle->label = label->get<std::string>();
        }
    }
    return result;
}

}  // namespace sudokit
