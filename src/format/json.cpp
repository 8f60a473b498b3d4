// The JSON forms of puzzles and results: the one place results become JSON.

#include "sudokit/json.hpp"

#include <fmt/format.h>

#include "format/record_parsers.hpp"
#include "format/symbols.hpp"
#include "sudokit/technique.hpp"

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
            return fmt::format("the string {}", json_text(value));
        case json::value_t::boolean:
            return json_text(value);
        default:
            return fmt::format("the number {}", json_text(value));
    }
}

std::variant<std::optional<Shape>, ParseError> read_size(const json& object) {
    const auto size = object.find("size");
    if (size == object.end()) return std::optional<Shape>();
    std::optional<Shape> shape;
    // "RxC" names the boxes; a side (9, 16, or "9") takes the usual boxes for it.
    if (size->is_string()) shape = Shape::parse_size(size->get<std::string>());
    if (size->is_number_integer()) shape = Shape::from_side(size->get<int>());
    if (!shape) {
        if (size->is_string()) return json_error(Shape::size_problem(size->get<std::string>()));
        return json_error(fmt::format(
            "expected \"size\" as box rows x box columns such as \"3x3\" or \"2x3\", or the "
            "side, found {}",
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
                  : std::string(
                        "a square number of cells (16, 36, 81, 144, 256, 625, 1296, "
                        "2401, 4096)");
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

std::string_view chain_form_name(ChainForm form) {
    switch (form) {
        case ChainForm::none:
            return "none";
        case ChainForm::cycle:
            return "cycle";
        case ChainForm::chain:
            return "chain";
        case ChainForm::contradiction:
            return "contradiction";
        case ChainForm::double_implication:
            return "double-implication";
        case ChainForm::cell:
            return "cell";
        case ChainForm::region:
            return "region";
    }
    return "none";
}

// Cells and houses carry their index (for programs) and their name (for people).
json cell_objects(const Shape& shape, const std::vector<int>& cells) {
    json list = json::array();
    for (const int cell : cells) {
        list.push_back({{"cell", cell}, {"name", shape.cell_name(cell)}});
    }
    return list;
}

json house_objects(const Geometry& geometry, const std::vector<int>& houses) {
    json list = json::array();
    for (const int house : houses) {
        list.push_back({{"index", house}, {"name", geometry.house_name(house)}});
    }
    return list;
}

json candidate_objects(const Shape& shape, const std::vector<CellDigit>& candidates) {
    json list = json::array();
    for (const CellDigit& candidate : candidates) {
        list.push_back({{"cell", candidate.cell},
                        {"name", shape.cell_name(candidate.cell)},
                        {"digit", candidate.digit}});
    }
    return list;
}

json digit_array(DigitSet digits) {
    json list = json::array();
    for (const int digit : digits) {
        list.push_back(digit);
    }
    return list;
}

json node_object(const Shape& shape, const ChainNode& node) {
    return {{"cells", cell_objects(shape, node.cells)}, {"digit", node.digit}, {"on", node.on}};
}

// Candidates of one cell from [1,2,4] (or [] for none); each digit 1..side once.
std::optional<std::string> read_candidate_list(const json& value, int side, DigitSet& digits) {
    if (!value.is_array())
        return fmt::format("expected an array of digits, found {}", describe_json(value));
    for (const json& entry : value) {
        if (!entry.is_number_integer() || entry.get<long long>() < 1 ||
            entry.get<long long>() > side) {
            return fmt::format("expected digits from 1 to {}, found {}", side,
                               describe_json(entry));
        }
        digits.insert(entry.get<int>());
    }
    return std::nullopt;
}

// A variant's houses as the JSON puzzle form gives them: "cages" (cells in reading order,
// "sum" when known), "diagonals", "windoku", and "regions" (a letter per cell) for a jigsaw.
void add_houses(json& value, const Geometry& houses) {
    json cages = json::array();
    bool diagonals = false, windows = false;
    for (const House& house : houses.houses()) {
        diagonals = diagonals || house.kind == HouseKind::diagonal;
        windows = windows || house.kind == HouseKind::window;
        if (house.kind != HouseKind::cage) continue;
        json cage = {{"cells", house.cells}};
        if (house.sum) cage["sum"] = *house.sum;
        cages.push_back(std::move(cage));
    }
    if (!cages.empty()) value["cages"] = std::move(cages);
    if (diagonals) value["diagonals"] = true;
    if (windows) value["windoku"] = true;
    if (!houses.keeps_boxes()) value["regions"] = region_letters(houses);
}

}  // namespace

std::string json_text(const json& value) {
    return value.dump(-1, ' ', false, json::error_handler_t::replace);
}

json to_json(const Puzzle& puzzle) {
    const WriteOptions options{.symbols = puzzle.symbols};
    json value = {{"size", puzzle.shape().name()}, {"givens", to_line(puzzle.clues(), options)}};
    if (!puzzle.placed.empty()) {
        Grid placed(puzzle.shape());
        for (const int cell : puzzle.placed)
            placed.set(cell, puzzle.givens[cell]);
        value["placed"] = to_line(placed, options);
    }
    // Only sets that detection could get wrong are named, so the text reads back the same;
    // a set too small for the side is not used (the givens are numbers).
    if ((puzzle.symbols == SymbolSet::zero_hex || puzzle.symbols == SymbolSet::letters) &&
        format_detail::symbol_set_capacity(puzzle.symbols) >= puzzle.shape().side()) {
        value["symbols"] = std::string(format_detail::symbol_set_name(puzzle.symbols));
    }
    if (puzzle.houses) add_houses(value, *puzzle.houses);
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
            {"counters", to_json(result.counters)}};
}

json to_json(const SolveCounters& counters) {
    return {{"nodes", counters.nodes},
            {"guesses", counters.guesses},
            {"backtracks", counters.backtracks}};
}

json to_json(const Shape& shape, const Conflict& conflict) {
    return {{"house", shape.house_name(conflict.house)},
            {"digit", conflict.digit},
            {"cells", cell_names(shape, conflict.cells)}};
}

json to_json(const SolutionCheck& check, const Shape& shape) {
    return to_json(check, Geometry::classic(shape));
}

namespace {

// A check's findings, its houses and cells named by `house_name` and `cell_name`.
template <class HouseName, class CellName>
json check_to_json(const SolutionCheck& check, HouseName house_name, CellName cell_name) {
    const auto names = [&](const std::vector<int>& cells) {
        json list = json::array();
        for (const int cell : cells)
            list.push_back(cell_name(cell));
        return list;
    };
    json conflicts = json::array();
    for (const Conflict& conflict : check.conflicts) {
        conflicts.push_back({{"house", house_name(conflict.house)},
                             {"digit", conflict.digit},
                             {"cells", names(conflict.cells)}});
    }
    json value = {{"valid", check.is_solution()},
                  {"conflicts", std::move(conflicts)},
                  {"empty_cells", names(check.empty_cells)},
                  {"changed_givens", names(check.changed_givens)}};
    if (!check.wrong_sums.empty()) {
        json cages = json::array();
        for (int house : check.wrong_sums)
            cages.push_back(house_name(house));
        value["wrong_sums"] = std::move(cages);
    }
    if (check.shape_mismatch) value["shape_mismatch"] = true;
    return value;
}

}  // namespace

json to_json(const SolutionCheck& check, const Geometry& houses) {
    return check_to_json(
        check, [&](int house) { return houses.house_name(house); },
        [&](int cell) { return houses.shape().cell_name(cell); });
}

json to_json(const SolutionCheck& check, const OversizedGrid& grid) {
    return check_to_json(
        check, [&](int house) { return grid.house_name(house); },
        [&](int cell) { return grid.cell_name(cell); });
}

json to_json(const OversizedGrid& grid) {
    std::string givens;
    for (int cell = 0; cell < grid.cell_count(); ++cell) {
        if (cell > 0) givens += ' ';
        givens += std::to_string(grid[cell]);
    }
    return {{"size", grid.boxes().name()}, {"givens", std::move(givens)}};
}

json to_json(const ParseError& error) {
    return {{"line", error.line}, {"column", error.column}, {"message", error.message}};
}

namespace {

// "placed": the player's digits beside the givens, a line in the givens' symbols with '.'
// elsewhere. They join the givens, their cells listed in Puzzle::placed.
std::optional<ParseError> read_placed(const json& placed, const ReadOptions& read, Puzzle& puzzle) {
    if (!placed.is_string()) {
        return json_error(
            fmt::format("expected \"placed\" as a string of the player's digits, "
                        "found {}",
                        describe_json(placed)));
    }
    if (puzzle.marks) {
        return json_error("\"placed\" goes with givens written as digits, not pencil marks");
    }
    ReadOptions options = read;
    options.shape = puzzle.shape();
    if (puzzle.symbols != SymbolSet::automatic) options.symbols = puzzle.symbols;
    std::variant<Puzzle, ParseError> parsed = parse_puzzle(placed.get<std::string>(), options);
    if (auto* error = std::get_if<ParseError>(&parsed)) {
        error->message = fmt::format("in \"placed\": {}", error->message);
        return std::move(*error);
    }
    const Grid& digits = std::get<Puzzle>(parsed).givens;
    for (int cell = 0; cell < digits.shape().cell_count(); ++cell) {
        if (digits.empty(cell)) continue;
        if (!puzzle.givens.empty(cell)) {
            return json_error(
                fmt::format("in \"placed\": {} holds a given", puzzle.shape().cell_name(cell)));
        }
        puzzle.givens.set(cell, digits[cell]);
        puzzle.placed.push_back(cell);
    }
    return std::nullopt;
}

// A boolean field that may be absent (false).
std::variant<bool, ParseError> read_flag(const json& value, const char* name) {
    const auto field = value.find(name);
    if (field == value.end()) return false;
    if (!field->is_boolean()) {
        return json_error(
            fmt::format("expected \"{}\" as true or false, found {}", name, describe_json(*field)));
    }
    return field->get<bool>();
}

// "cages": [{"sum": 11, "cells": [0, 9, 10]}, ...], "sum" optional.
std::variant<std::vector<CageSpec>, ParseError> read_cages(const json& cages, int cell_count) {
    if (!cages.is_array()) {
        return json_error(
            fmt::format("expected \"cages\" as an array of {{\"sum\":..., "
                        "\"cells\":[...]}}, found {}",
                        describe_json(cages)));
    }
    std::vector<CageSpec> specs;
    for (std::size_t index = 0; index < cages.size(); ++index) {
        const json& cage = cages[index];
        const auto cells = cage.is_object() ? cage.find("cells") : cage.end();
        if (!cage.is_object() || cells == cage.end() || !cells->is_array()) {
            return json_error(
                fmt::format("in \"cages\": cage {} needs \"cells\", an array of "
                            "cell indexes (0-{} in reading order)",
                            index + 1, cell_count - 1));
        }
        CageSpec spec;
        for (const json& cell : *cells) {
            // (An index beyond int is refused, not wrapped round onto a cell of the grid.)
            if (!cell.is_number_integer() || cell.get<std::int64_t>() < 0 ||
                cell.get<std::int64_t>() >= cell_count) {
                return json_error(
                    fmt::format("in \"cages\": cage {} has {} among its cells; "
                                "expected cell indexes 0-{}",
                                index + 1, describe_json(cell), cell_count - 1));
            }
            spec.cells.push_back(cell.get<int>());
        }
        if (const auto sum = cage.find("sum"); sum != cage.end() && !sum->is_null()) {
            if (!sum->is_number_integer() || sum->get<std::int64_t>() < 0 ||
                sum->get<std::int64_t>() > 1'000'000) {
                return json_error(
                    fmt::format("in \"cages\": cage {} has the sum {}; expected "
                                "a whole number",
                                index + 1, describe_json(*sum)));
            }
            spec.sum = sum->get<int>();
        }
        specs.push_back(std::move(spec));
    }
    return specs;
}

// A variant's houses from "regions", "diagonals", "windoku" and "cages", into Puzzle::houses.
std::optional<ParseError> read_houses(const json& value, const ReadOptions& options,
                                      Puzzle& puzzle) {
    const Shape& shape = puzzle.shape();
    Geometry houses(shape);
    bool variant = false;
    if (const auto regions = value.find("regions"); regions != value.end()) {
        if (!regions->is_string()) {
            return json_error(
                fmt::format("expected \"regions\" as a string of a region letter "
                            "per cell, found {}",
                            describe_json(*regions)));
        }
        auto built = Geometry::with_regions(shape, regions->get<std::string>());
        if (auto* error = std::get_if<GeometryError>(&built)) {
            return json_error(fmt::format("in \"regions\": {}", error->message));
        }
        houses = std::get<Geometry>(std::move(built));
        variant = true;
    }
    for (const char* flag : {"diagonals", "windoku"}) {
        const auto on = read_flag(value, flag);
        if (const auto* error = std::get_if<ParseError>(&on)) return *error;
        if (!std::get<bool>(on)) continue;
        if (std::string_view(flag) == "diagonals") {
            houses.add_diagonals();
        } else {
            houses.add_windows();
        }
        variant = true;
    }
    if (const auto cages = value.find("cages"); cages != value.end()) {
        auto specs = read_cages(*cages, shape.cell_count());
        if (auto* error = std::get_if<ParseError>(&specs)) return std::move(*error);
        if (auto error = houses.add_cages(std::get<std::vector<CageSpec>>(specs))) {
            return json_error(fmt::format("in \"cages\": {}", error->message));
        }
        variant = variant || !std::get<std::vector<CageSpec>>(specs).empty();
    }
    if (!variant) return std::nullopt;
    if (auto refusal = format_detail::variant_refusal(houses, options))
        return json_error(std::move(*refusal));
    puzzle.houses = std::make_shared<const Geometry>(std::move(houses));
    return std::nullopt;
}

}  // namespace

namespace {

// A puzzle object; `nested` when it is the "puzzle" of a record.
std::variant<Puzzle, ParseError> puzzle_from_object(const json& value, const ReadOptions& options,
                                                    bool nested) {
    if (!value.is_object()) {
        return json_error(
            fmt::format("expected a puzzle object such as "
                        "{{\"size\":\"3x3\",\"givens\":\"...\"}}, found {}",
                        describe_json(value)));
    }
    // A record another command wrote (`generate --json`) holds its puzzle under "puzzle":
    // one level is unwrapped, never more (nested records would only deepen the recursion).
    if (const auto inner = value.find("puzzle");
        !nested && !value.contains("givens") && inner != value.end() && inner->is_object()) {
        std::variant<Puzzle, ParseError> result = puzzle_from_object(*inner, options, true);
        if (auto* error = std::get_if<ParseError>(&result))
            error->message = fmt::format("in \"puzzle\": {}", error->message);
        return result;
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
        // Numbers carry no symbols: "symbols" then says how answers name the digits.
        if (auto* puzzle = std::get_if<Puzzle>(&result)) puzzle->symbols = read.symbols;
    } else {
        return json_error(fmt::format("expected \"givens\" as a string or an array, found {}",
                                      describe_json(*givens)));
    }

    if (auto* puzzle = std::get_if<Puzzle>(&result)) {
        if (auto error = read_houses(value, options, *puzzle)) return std::move(*error);
        if (const auto placed = value.find("placed"); placed != value.end()) {
            if (auto error = read_placed(*placed, read, *puzzle)) return std::move(*error);
        }
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

}  // namespace

std::variant<Puzzle, ParseError> puzzle_from_json(const json& value, const ReadOptions& options) {
    return puzzle_from_object(value, options, false);
}

json rating_to_json(int tenths) {
    return static_cast<double>(tenths) / 10.0;
}

json to_json(const Step& step, const Shape& shape, SymbolSet symbols) {
    return to_json(step, Geometry::classic(shape), symbols);
}

json to_json(const Step& step, const Geometry& geometry, SymbolSet symbols) {
    const Shape& shape = geometry.shape();
    json links = json::array();
    for (const ChainLink& link : step.links) {
        links.push_back({{"from", node_object(shape, link.from)},
                         {"to", node_object(shape, link.to)},
                         {"strong", link.strong},
                         {"branch", link.branch}});
    }
    json value = {{"technique", std::string(technique_name(step.technique))},
                  {"title", std::string(technique_title(step.technique))},
                  {"rating", rating_to_json(step.rating)},
                  {"text", describe_step(step, geometry, symbols)},
                  {"placements", candidate_objects(shape, step.placements)},
                  {"eliminations", candidate_objects(shape, step.eliminations)},
                  {"houses", house_objects(geometry, step.houses)},
                  {"cover_houses", house_objects(geometry, step.cover_houses)},
                  {"cells", cell_objects(shape, step.cells)},
                  {"pattern", candidate_objects(shape, step.pattern)},
                  {"fins", candidate_objects(shape, step.fins)},
                  {"digits", digit_array(step.digits)},
                  {"links", std::move(links)},
                  {"size", step.size},
                  {"form", std::string(chain_form_name(step.form))},
                  {"nesting", step.nesting}};
    // Killer steps: the sum of their cells and the combinations that make it.
    if (technique_needs_sums(step.technique)) {
        value["sum"] = step.sum;
        json combinations = json::array();
        for (DigitSet combination : step.combinations)
            combinations.push_back(digit_array(combination));
        value["combinations"] = std::move(combinations);
    }
    return value;
}

json hint_to_json(const Step& step, const Shape& shape, HintLevel level, SymbolSet symbols) {
    return hint_to_json(step, Geometry::classic(shape), level, symbols);
}

json hint_to_json(const Step& step, const Geometry& geometry, HintLevel level, SymbolSet symbols) {
    const Shape& shape = geometry.shape();
    json full = to_json(step, geometry, symbols);
    if (level == HintLevel::full) {
        full["level"] = "full";
        return full;
    }
    // Only what the level reveals: a nudge names no technique and no conclusion.
    json value = {{"level", std::string(hint_level_name(level))},
                  {"text", hint_text(step, geometry, level, symbols)}};
    const HintFocus focus = hint_focus(step);
    json houses = json::array();
    for (const int house : focus.houses)
        houses.push_back({{"index", house}, {"name", geometry.house_name(house)}});
    json cells = json::array();
    for (const int cell : focus.cells)
        cells.push_back({{"cell", cell}, {"name", shape.cell_name(cell)}});
    value["houses"] = std::move(houses);
    value["cells"] = std::move(cells);
    if (level == HintLevel::technique) {
        value["technique"] = full["technique"];
        value["title"] = full["title"];
        value["rating"] = full["rating"];
    }
    return value;
}

json to_json(const HintResult& result, const Shape& shape, HintLevel level, SymbolSet symbols) {
    return to_json(result, Geometry::classic(shape), level, symbols);
}

json to_json(const HintResult& result, const Geometry& geometry, HintLevel level,
             SymbolSet symbols) {
    const Shape& shape = geometry.shape();
    json value =
        result.step ? hint_to_json(*result.step, geometry, level, symbols) : json::object();
    value["status"] = std::string(hint_status_name(result.status));
    const std::string problem = hint_problem(result, shape);
    if (!problem.empty()) value["problem"] = problem;
    if (result.cell >= 0)
        value["cell"] = {{"cell", result.cell}, {"name", shape.cell_name(result.cell)}};
    return value;
}

json to_json(const GeneratedPuzzle& made, std::uint64_t index, std::uint64_t seed,
             const GenerateOptions& options) {
    json value = to_json(made);
    value["index"] = index;
    value["seed"] = seed;
    value["symmetry"] = std::string(symmetry_name(options.symmetry));
    value["method"] = std::string(method_name(options.method));
    return value;
}

json to_json(const GeneratedPuzzle& made) {
    json value = {{"puzzle", to_json(made.puzzle)},
                  {"solution", grid_to_json(made.solution, made.puzzle.symbols)},
                  {"clues", made.clues},
                  {"minimal", made.minimal},
                  {"minimal_by_orbit", made.minimal_by_orbit},
                  {"rejected", made.rejected}};
    value["rating"] = made.rating ? to_json(*made.rating) : json(nullptr);
    return value;
}

json to_json(const Rating& rating) {
    return {{"er", rating_to_json(rating.er)},
            {"ep", rating_to_json(rating.ep)},
            {"ed", rating_to_json(rating.ed)},
            {"hardest", std::string(technique_name(rating.hardest))},
            {"hardest_title", std::string(technique_title(rating.hardest))},
            {"level", std::string(level_name(rating.level))},
            {"scale", std::string(logic_mode_name(rating.scale))}};
}

json to_json(const LogicResult& result, SymbolSet symbols) {
    json steps = json::array();
    for (const Step& step : result.steps) {
        steps.push_back(to_json(step, result.final_position.rule_houses(), symbols));
    }
    json value = {{"status", std::string(logic_status_name(result.status))},
                  {"steps", std::move(steps)}};
    // A rating only means something for a solve that ran (a lower bound when stuck).
    if (result.status == LogicStatus::solved || result.status == LogicStatus::stuck) {
        value["rating"] = to_json(result.rating);
    }
    return value;
}

json to_json(const Position& position) {
    const Shape& shape = position.shape();
    json candidates = json::array();
    for (int cell = 0; cell < shape.cell_count(); ++cell) {
        candidates.push_back(digit_array(position.candidates(cell)));
    }
    json value = {
        {"size", shape.name()},
        {"values", to_line(position.values(), WriteOptions{.symbols = SymbolSet::digits_letters})},
        {"candidates", std::move(candidates)}};
    if (position.rules()) add_houses(value, *position.rules());
    return value;
}

std::variant<Position, ParseError> position_from_json(const json& value) {
    if (!value.is_object()) {
        return json_error(
            fmt::format("expected a position object such as {{\"size\":\"3x3\",\"values\":\"...\","
                        "\"candidates\":[...]}}, found {}",
                        describe_json(value)));
    }
    auto size = read_size(value);
    if (auto* error = std::get_if<ParseError>(&size)) return std::move(*error);
    ReadOptions read;
    read.shape = std::get<std::optional<Shape>>(size);
    // Values are written 1-9A-... above 9x9: say so, detection could take them for letters.
    if (read.shape && read.shape->side() > 9) read.symbols = SymbolSet::digits_letters;

    const auto values = value.find("values");
    if (values == value.end() || !values->is_string()) {
        return json_error("expected \"values\" as a string of the placed digits");
    }
    std::variant<Puzzle, ParseError> parsed = parse_puzzle(values->get<std::string>(), read);
    if (auto* error = std::get_if<ParseError>(&parsed)) {
        error->message = fmt::format("in \"values\": {}", error->message);
        return std::move(*error);
    }
    Puzzle& placed = std::get<Puzzle>(parsed);
    // A variant's houses as the puzzle object gives them: dropping them would answer for
    // another puzzle.
    ReadOptions with_variants;
    with_variants.variants = true;
    if (auto error = read_houses(value, with_variants, placed)) return std::move(*error);
    const Grid& grid = placed.givens;
    const Shape& shape = grid.shape();

    const auto candidates = value.find("candidates");
    if (candidates == value.end() || !candidates->is_array() ||
        candidates->size() != static_cast<std::size_t>(shape.cell_count())) {
        return json_error(fmt::format("expected \"candidates\" as an array of {} digit lists",
                                      shape.cell_count()));
    }
    // Placing first then striking what is not listed rebuilds any Position exactly: a
    // position never lists a digit that a placed peer holds.
    Position position = Position::from_puzzle(placed);
    for (int cell = 0; cell < shape.cell_count(); ++cell) {
        DigitSet listed;
        if (auto problem = read_candidate_list((*candidates)[static_cast<std::size_t>(cell)],
                                               shape.side(), listed)) {
            return json_error(
                fmt::format("in \"candidates\" of {}: {}", shape.cell_name(cell), *problem));
        }
        if (grid.empty(cell)) {
            for (const int digit : position.candidates(cell) - listed) {
                position.eliminate(cell, digit);
            }
        } else if (!listed.empty()) {
            return json_error(fmt::format("expected no \"candidates\" for the placed cell {}",
                                          shape.cell_name(cell)));
        }
    }
    return position;
}

}  // namespace sudokit
