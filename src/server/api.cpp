#include "server/api.hpp"

#include <algorithm>
#include <limits>
#include <optional>
#include <type_traits>
#include <utility>
#include <variant>

#include <fmt/format.h>

#include "server/api_request.hpp"
#include "server/kakuro_api.hpp"
#include "server/multipart_form.hpp"
#include "sudokit/generate.hpp"
#include "sudokit/generate_request.hpp"
#include "sudokit/generation_session.hpp"
#include "sudokit/hint.hpp"
#include "sudokit/json.hpp"
#include "sudokit/logic.hpp"
#include "sudokit/rules.hpp"
#include "sudokit/solve.hpp"
#include "sudokit/version.hpp"

namespace sudokit::server {
namespace {

using json = nlohmann::json;
using Clock = std::chrono::steady_clock;

ApiResponse error_response(const RequestError& error) {
    json body = error.answer.is_object() ? error.answer : json::object();
    body["error"] = error.message;
    if (!error.details.is_null()) body["details"] = error.details;
    return {error.status, std::move(body)};
}

// Which puzzles a route takes: classic only, or every variant too (Killer, X, windoku, jigsaw).
enum class Variants { none, all };

// "puzzle": a text (a line, a grid, numbers, a variant's line; "size" may force the shape) or
// an object {"size","givens"} with a variant's houses.
Puzzle puzzle_of(const json& request, Variants variants = Variants::none) {
    const auto found = request.find("puzzle");
    if (found == request.end()) throw RequestError{400, "missing field 'puzzle'"};
    std::variant<Puzzle, ParseError> parsed = ParseError{};
    ReadOptions options;
    options.variants = variants == Variants::all;
    if (found->is_string()) {
        if (const auto size = field<std::string>(request, "size")) {
            options.shape = Shape::parse_size(*size);
            if (!options.shape) throw RequestError{400, Shape::size_problem(*size)};
        }
        parsed = parse_puzzle(found->get<std::string>(), options);
    } else if (found->is_object()) {
        parsed = puzzle_from_json(*found, options);
    } else {
        throw RequestError{400, "field 'puzzle' must be a text or an object"};
    }
    if (const auto* error = std::get_if<ParseError>(&parsed)) {
        throw RequestError{400, fmt::format("puzzle: {}", error->to_string()), to_json(*error)};
    }
    return std::get<Puzzle>(std::move(parsed));
}

std::optional<LogicMode> mode_of(const json& request, LogicMode fallback) {
    const auto name = field<std::string>(request, "mode");
    if (!name) return fallback;
    if (const auto mode = parse_logic_mode(*name)) return mode;
    throw RequestError{400, fmt::format("mode '{}': use 'se' or 'full'", *name)};
}

json solve_route(const json& request, const RequestBudget& budget) {
    const Puzzle puzzle = puzzle_of(request, Variants::all);
    SolveOptions options;
    if (const auto name = field<std::string>(request, "algorithm")) {
        const auto algorithm = parse_algorithm(*name);
        if (!algorithm) {
            throw RequestError{400, fmt::format("unknown algorithm '{}': fast, dlx, backtrack "
                                                "or csp",
                                                *name)};
        }
        options.algorithm = *algorithm;
    }
    options.solution_limit = 2;
    options.deadline = budget.deadline;
    const SolveResult result = solve(puzzle, options);
    if (result.verdict == Verdict::stopped) throw out_of_time(budget);
    return {{"puzzle", to_json(puzzle)}, {"result", to_json(result, puzzle.symbols)}};
}

json count_route(const json& request, const RequestBudget& budget) {
    const Puzzle puzzle = puzzle_of(request, Variants::all);
    const std::uint64_t limit = field<std::uint64_t>(request, "limit").value_or(1000);
    if (limit == 0 || limit > budget.limits.max_count) {
        throw RequestError{
            400, fmt::format("'limit' must be between 1 and {}", budget.limits.max_count)};
    }
    SolveOptions options;
    options.solution_limit = limit;
    options.keep_solutions = 0;
    options.deadline = budget.deadline;
    const SolveResult result = solve(puzzle, options);
    // Cut short before the limit: the time limit, not the count, ended it.
    if (!result.exhausted && result.solution_count < limit) {
        RequestError error = out_of_time(budget);
        error.details = {{"counted", result.solution_count}};
        throw error;
    }
    return {{"count", result.solution_count},
            {"exhausted", result.exhausted},
            {"limit", limit},
            {"verdict", std::string(to_string(result.verdict))}};
}

// A puzzle (or grid) above 64x64, only checked: given as a text, its boxes from "size" or its
// side. Nothing for any other puzzle.
std::shared_ptr<const OversizedGrid> oversized_puzzle_of(const json& request) {
    const auto text = field<std::string>(request, "puzzle");
    if (!text) return nullptr;
    ReadOptions options;
    if (const auto size = field<std::string>(request, "size")) {
        options.oversized_boxes = OversizedBoxes::parse_size(*size);
        if (!options.oversized_boxes) return nullptr;
    }
    return parse_oversized_grid(*text, options);
}

json check_oversized_route(const OversizedGrid& puzzle, const json& request) {
    const auto grid_text = field<std::string>(request, "grid");
    if (!grid_text) {
        const SolutionCheck check = check_solution(OversizedGrid(puzzle.boxes()), puzzle);
        return {{"puzzle", to_json(puzzle)}, {"conflicts", to_json(check, puzzle)["conflicts"]}};
    }
    ReadOptions options;
    options.oversized_boxes = puzzle.boxes();
    const auto grid = parse_oversized_grid(*grid_text, options);
    if (!grid) {
        // The reader's own words for what is wrong, where it says.
        auto parsed = parse_puzzle(*grid_text, options);
        const auto* error = std::get_if<ParseError>(&parsed);
        throw RequestError{
            400,
            fmt::format("grid: {}", error != nullptr ? error->to_string()
                                                     : fmt::format("expected a {}x{} grid",
                                                                   puzzle.side(), puzzle.side()))};
    }
    return to_json(check_solution(puzzle, *grid), *grid);
}

json check_route(const json& request) {
    if (const auto oversized = oversized_puzzle_of(request))
        return check_oversized_route(*oversized, request);
    const Puzzle puzzle = puzzle_of(request);
    const auto grid_text = field<std::string>(request, "grid");
    if (!grid_text) {
        json conflicts = json::array();
        for (const Conflict& conflict : find_conflicts(puzzle.givens))
            conflicts.push_back(to_json(puzzle.shape(), conflict));
        return {{"puzzle", to_json(puzzle)}, {"conflicts", conflicts}};
    }
    ReadOptions options;
    options.shape = puzzle.shape();
    auto parsed = parse_puzzle(*grid_text, options);
    if (const auto* error = std::get_if<ParseError>(&parsed)) {
        throw RequestError{400, fmt::format("grid: {}", error->to_string()), to_json(*error)};
    }
    const SolutionCheck check = check_solution(puzzle, std::get<Puzzle>(parsed).givens);
    return to_json(check, puzzle.geometry());
}

LogicOptions logic_options(const json& request, LogicMode fallback, const RequestBudget& budget) {
    LogicOptions options;
    options.mode = *mode_of(request, fallback);
    options.deadline = budget.deadline;
    return options;
}

Position start_of(const Puzzle& puzzle) {
    return puzzle.marks ? Position::from_marks(*puzzle.marks) : Position::from_puzzle(puzzle);
}

// "symbols" beside a position: the alphabet the player sees ("1-9A", "0-9A", "letters"), in
// which a hint's sentence names digits; the position's values are always written 1-9A-...
SymbolSet symbols_shown(const json& request) {
    const auto name = field<std::string>(request, "symbols");
    if (!name) return SymbolSet::automatic;
    if (const auto symbols = parse_symbol_set(*name)) return *symbols;
    throw RequestError{400,
                       fmt::format("symbols '{}': use auto, digits, 1-9A, 0-9A or letters", *name)};
}

json hint_route(const json& request, const RequestBudget& budget) {
    const HintLevel level = hint_level_field(request);
    const LogicOptions options = logic_options(request, LogicMode::full, budget);
    Position position;
    HintResult result;
    SymbolSet symbols = SymbolSet::automatic;  // how the step's sentence writes digits
    if (request.contains("position")) {
        auto parsed = position_from_json(request["position"]);
        if (const auto* error = std::get_if<ParseError>(&parsed)) {
            throw RequestError{400, fmt::format("position: {}", error->message), to_json(*error)};
        }
        position = std::get<Position>(std::move(parsed));
        symbols = symbols_shown(request);
        result = budget.session.hint(position, options);
    } else {
        // A puzzle object may carry the player's digits ("placed"): a wrong one is named.
        const Puzzle puzzle = puzzle_of(request, Variants::all);
        position = start_of(puzzle);
        symbols = puzzle.symbols;
        result = budget.session.hint(puzzle, options);
    }
    json answer = to_json(result, position.rule_houses(), level, symbols);
    switch (result.status) {
        case HintStatus::hint:
        case HintStatus::solved:
        case HintStatus::stuck:
            return answer;
        case HintStatus::stopped:
            throw RequestError{422, out_of_time(budget).message, nullptr, std::move(answer)};
        default:
            throw RequestError{400, hint_problem(result, position.shape()), nullptr,
                               std::move(answer)};
    }
}

// The logical solve behind /api/explain and /api/rate.
LogicResult solve_route(const Puzzle& puzzle, const json& request, const RequestBudget& budget,
                        LogicMode fallback, bool keep_steps) {
    LogicOptions options = logic_options(request, fallback, budget);
    options.finish_with_solver = field<bool>(request, "finish").value_or(false);
    options.keep_steps = keep_steps;
    // The exact solve it starts with says whether the puzzle has one solution.
    LogicResult result = budget.session.solve_logically(start_of(puzzle), options);
    switch (result.status) {
        case LogicStatus::stopped:
            throw out_of_time(budget);
        case LogicStatus::no_solution:
            if (result.wrong_marks_cell >= 0) {
                throw RequestError{400,
                                   describe_wrong_marks(puzzle.shape(), result.wrong_marks_cell)};
            }
            throw RequestError{400, std::string(describe(result.status))};
        case LogicStatus::multiple:
            throw RequestError{400, std::string(describe(result.status))};
        case LogicStatus::solved:
        case LogicStatus::stuck:
            break;
    }
    return result;
}

json explain_route(const json& request, const RequestBudget& budget, LogicMode fallback) {
    const Puzzle puzzle = puzzle_of(request, Variants::all);
    return to_json(solve_route(puzzle, request, budget, fallback, true), puzzle.symbols);
}

json rate_route(const json& request, const RequestBudget& budget) {
    // Only the figures are sent, so no steps are kept.
    json value = to_json(
        solve_route(puzzle_of(request, Variants::all), request, budget, LogicMode::se, false));
    return {{"status", value["status"]}, {"rating", value["rating"]}};
}

json generate_route(const json& request, const RequestBudget& budget) {
    const int count = field<int>(request, "count").value_or(1);
    if (count < 1 || count > budget.limits.max_generate) {
        throw RequestError{
            400, fmt::format("'count' must be between 1 and {}", budget.limits.max_generate)};
    }
    // The same names and checks as the command's flags (generate_request.hpp).
    GenerateRequest wanted;
    const auto take = [&](const char* name, std::string& into) {
        if (auto value = field<std::string>(request, name)) into = std::move(*value);
    };
    take("size", wanted.size);
    take("symmetry", wanted.symmetry);
    take("method", wanted.method);
    take("difficulty", wanted.difficulty);
    take("rating", wanted.rating);
    take("technique", wanted.technique);
    take("mode", wanted.mode);
    wanted.minimal = field<bool>(request, "minimal").value_or(false);
    wanted.clues = field<int>(request, "clues");
    wanted.max_clues = field<int>(request, "max_clues");
    take("variant", wanted.variant);
    wanted.largest_cage = field<int>(request, "largest_cage");
    wanted.single_cell_cages = field<bool>(request, "single_cell_cages").value_or(true);
    GenerateOptions options;
    try {
        options = generate_options(wanted);
    } catch (const GenerateRequestError& error) {
        throw RequestError{400, error.what()};
    }
    // Ratings above 9x9 can take seconds: they come with a request for a difficulty.
    options.rate = options.shape.side() <= 9;
    options.deadline = budget.deadline;
    try {
        validate(options);
    } catch (const GenerateError& error) {
        throw RequestError{400, error.what()};
    }
    const std::uint64_t seed =
        field<std::uint64_t>(request, "seed")
            .value_or(static_cast<std::uint64_t>(Clock::now().time_since_epoch().count()));
    json puzzles = json::array();
    GenerationSession session;
    for (int index = 0; index < count; ++index) {
        const std::uint64_t own_seed = puzzle_seed(seed, static_cast<std::uint64_t>(index));
        const std::optional<GeneratedPuzzle> made = session.generate(options, own_seed);
        if (!made) throw out_of_time(budget);
        puzzles.push_back(to_json(*made, static_cast<std::uint64_t>(index), own_seed, options));
    }
    return {{"seed", seed}, {"puzzles", puzzles}};
}

// POST /api/scan: the photo's reading as `sudokit scan --json` gives it (200 whether or not
// the puzzle read has one solution: "verdict" says), 400 for bytes that are not a readable
// image, 422 for an image without a grid. The photo is the body, or the file of a multipart
// form (a browser's upload, `curl -F`).
json scan_route(std::string_view body, const RequestBudget& budget) {
    if (!budget.limits.scan_model) {
        throw RequestError{503, "this server has no digit model: photos cannot be read"};
    }
    std::string_view image = body;
    if (is_multipart_form(body)) {
        const auto file = file_in_form(body);
        if (!file) {
            throw RequestError{400,
                               "the multipart form is not well formed: each part needs "
                               "its headers, a blank line and a closing boundary"};
        }
        image = *file;
    }
    if (image.empty()) {
        throw RequestError{400, "the body must be a JPEG or PNG photo of a 9x9 puzzle"};
    }
    const auto* bytes = reinterpret_cast<const std::uint8_t*>(image.data());
    try {
        return to_json(scan_image({bytes, image.size()}, *budget.limits.scan_model));
    } catch (const ScanError& error) {
        // {"error": the sentence, "kind": "no_grid" or "unreadable"}, as the command's --json.
        const bool no_grid = error.kind() == ScanError::Kind::no_grid;
        throw RequestError{no_grid ? 422 : 400, error.what(), nullptr,
                           json{{"kind", to_json(error)["error"]}}};
    }
}

// The body of a JSON route as an object; RequestError 400 otherwise.
json json_request(std::string_view body) {
    json request;
    try {
        request = json::parse(body.empty() ? std::string_view("{}") : body);
    } catch (const json::exception& error) {
        // Syntax, invalid UTF-8 and numbers out of range (1e400) alike.
        throw RequestError{400, fmt::format("the body is not JSON: {}", error.what())};
    }
    if (!request.is_object()) throw RequestError{400, "the body must be a JSON object"};
    return request;
}

using RouteHandler = json (*)(const json& request, const RequestBudget& budget);
using ImageRouteHandler = json (*)(std::string_view image, const RequestBudget& budget);

// A route takes a JSON request, or an image as the whole body.
struct Route {
    std::string_view name;
    RouteHandler handle = nullptr;
    ImageRouteHandler handle_image = nullptr;
};

constexpr Route kRoutes[] = {
    {"solve",
     [](const json& request, const RequestBudget& budget) { return solve_route(request, budget); }},
    {"count",
     [](const json& request, const RequestBudget& budget) { return count_route(request, budget); }},
    {"check", [](const json& request, const RequestBudget&) { return check_route(request); }},
    {"hint",
     [](const json& request, const RequestBudget& budget) { return hint_route(request, budget); }},
    {"explain",
     [](const json& request, const RequestBudget& budget) {
         return explain_route(request, budget, LogicMode::full);
     }},
    {"rate",
     [](const json& request, const RequestBudget& budget) { return rate_route(request, budget); }},
    {"generate", [](const json& request,
                    const RequestBudget& budget) { return generate_route(request, budget); }},
    {"scan", nullptr, scan_route},
    {"kakuro/generate", kakuro_generate_route},
    {"kakuro/solve", kakuro_solve_route},
    {"kakuro/hint", kakuro_hint_route},
    {"kakuro/explain", kakuro_explain_route},
    {"kakuro/rate", kakuro_rate_route},
};

const Route* find_route(std::string_view name) {
    for (const Route& route : kRoutes) {
        if (route.name == name) return &route;
    }
    return nullptr;
}

}  // namespace

json health() {
    return {{"status", "ok"}, {"version", kVersion}};
}

bool is_api_route(std::string_view route) {
    return find_route(route) != nullptr;
}

bool takes_image(std::string_view route) {
    const Route* handler = find_route(route);
    return handler != nullptr && handler->handle_image != nullptr;
}

ApiResponse handle_api(std::string_view route, std::string_view body, const ApiLimits& limits,
                       Clock::time_point deadline) {
    SolvingSession session;
    return handle_api(route, body, limits, deadline, session);
}

ApiResponse handle_api(std::string_view route, std::string_view body, const ApiLimits& limits,
                       Clock::time_point deadline, SolvingSession& session) {
    const Route* handler = find_route(route);
    if (handler == nullptr) return error_response({404, fmt::format("no route /api/{}", route)});
    const RequestBudget budget{limits, deadline, session};
    try {
        if (handler->handle_image != nullptr) return {200, handler->handle_image(body, budget)};
        return {200, handler->handle(json_request(body), budget)};
    } catch (const RequestError& error) {
        return error_response(error);
    } catch (const std::exception& error) {
        return error_response({500, fmt::format("internal error: {}", error.what())});
    }
}

ApiResponse handle_api(std::string_view route, std::string_view body, const ApiLimits& limits) {
    return handle_api(route, body, limits, Clock::now() + limits.time_limit);
}

}  // namespace sudokit::server
