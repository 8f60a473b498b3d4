#include "server/api.hpp"

#include <algorithm>
#include <optional>
#include <variant>

#include <fmt/format.h>

#include "sudokit/generate.hpp"
#include "sudokit/hint.hpp"
#include "sudokit/json.hpp"
#include "sudokit/logic.hpp"
#include "sudokit/rules.hpp"
#include "sudokit/solve.hpp"

namespace sudokit::server {
namespace {

using json = nlohmann::json;
using Clock = std::chrono::steady_clock;

// A request that cannot be answered: the status and the message it gets.
struct RequestError {
    int status = 400;
    std::string message;
    json details = nullptr;
};

ApiResponse error_response(const RequestError& error) {
    json body = {{"error", error.message}};
    if (!error.details.is_null()) body["details"] = error.details;
    return {error.status, std::move(body)};
}

// Reads an optional field of a type, or throws a RequestError naming it.
template <typename T>
std::optional<T> field(const json& request, const char* name) {
    const auto found = request.find(name);
    if (found == request.end() || found->is_null()) return std::nullopt;
    try {
        return found->get<T>();
    } catch (const json::exception&) {
        throw RequestError{400, fmt::format("field '{}' has the wrong type", name)};
    }
}

// "puzzle": a text (a line, a grid, numbers; "size" may force the shape) or an object
// {"size","givens"}.
Puzzle puzzle_of(const json& request) {
    const auto found = request.find("puzzle");
    if (found == request.end()) throw RequestError{400, "missing field 'puzzle'"};
    std::variant<Puzzle, ParseError> parsed = ParseError{};
    if (found->is_string()) {
        ReadOptions options;
        if (const auto size = field<std::string>(request, "size")) {
            options.shape = Shape::parse(*size);
            if (!options.shape) {
                throw RequestError{400,
                                   fmt::format("'{}' is not a size: write RxC, e.g. 3x3", *size)};
            }
        }
        parsed = parse_puzzle(found->get<std::string>(), options);
    } else if (found->is_object()) {
        parsed = puzzle_from_json(*found);
    } else {
        throw RequestError{400, "field 'puzzle' must be a text or an object"};
    }
    if (const auto* error = std::get_if<ParseError>(&parsed)) {
        throw RequestError{400, fmt::format("puzzle: {}", error->to_string()), to_json(*error)};
    }
    return std::get<Puzzle>(std::move(parsed));
}

Clock::time_point deadline_of(const ApiLimits& limits) {
    return Clock::now() + limits.time_limit;
}

RequestError out_of_time(const ApiLimits& limits) {
    return {422, fmt::format("no answer within the server's time limit of {} ms",
                             limits.time_limit.count())};
}

std::optional<LogicMode> mode_of(const json& request, LogicMode fallback) {
    const auto name = field<std::string>(request, "mode");
    if (!name) return fallback;
    if (*name == "se") return LogicMode::se;
    if (*name == "full") return LogicMode::full;
    throw RequestError{400, fmt::format("mode '{}': use 'se' or 'full'", *name)};
}

json solve_route(const json& request, const ApiLimits& limits) {
    const Puzzle puzzle = puzzle_of(request);
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
    options.deadline = deadline_of(limits);
    const SolveResult result = solve(puzzle, options);
    if (result.verdict == Verdict::stopped) throw out_of_time(limits);
    return {{"puzzle", to_json(puzzle)}, {"result", to_json(result, puzzle.symbols)}};
}

json count_route(const json& request, const ApiLimits& limits) {
    const Puzzle puzzle = puzzle_of(request);
    const std::uint64_t limit = field<std::uint64_t>(request, "limit").value_or(1000);
    if (limit == 0 || limit > limits.max_count) {
        throw RequestError{400, fmt::format("'limit' must be between 1 and {}", limits.max_count)};
    }
    SolveOptions options;
    options.solution_limit = limit;
    options.keep_solutions = 0;
    options.deadline = deadline_of(limits);
    const SolveResult result = solve(puzzle, options);
    // Cut short before the limit: the time limit, not the count, ended it.
    if (!result.exhausted && result.solution_count < limit) {
        RequestError error = out_of_time(limits);
        error.details = {{"counted", result.solution_count}};
        throw error;
    }
    return {{"count", result.solution_count},
            {"exhausted", result.exhausted},
            {"limit", limit},
            {"verdict", std::string(to_string(result.verdict))}};
}

json check_route(const json& request) {
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
    return to_json(check, puzzle.shape());
}

LogicOptions logic_options(const json& request, LogicMode fallback, const ApiLimits& limits) {
    LogicOptions options;
    options.mode = *mode_of(request, fallback);
    options.deadline = deadline_of(limits);
    return options;
}

// The puzzle must have one solution before the logic runs: otherwise say which way it fails.
void require_unique(const Puzzle& puzzle, const ApiLimits& limits) {
    SolveOptions options;
    options.deadline = deadline_of(limits);
    options.keep_solutions = 1;
    const SolveResult result = solve(Puzzle(puzzle.givens), options);
    switch (result.verdict) {
        case Verdict::none:
            throw RequestError{400, "the puzzle has no solution"};
        case Verdict::multiple:
            throw RequestError{400, "the puzzle has more than one solution"};
        case Verdict::stopped:
            throw out_of_time(limits);
        default:
            break;
    }
    if (!puzzle.marks) return;
    const Grid& solution = result.solutions.front();
    for (int cell = 0; cell < puzzle.shape().cell_count(); ++cell) {
        if (puzzle.givens.empty(cell) && !(*puzzle.marks)[cell].contains(solution[cell])) {
            throw RequestError{400, fmt::format("the pencil marks of {} have lost its digit",
                                                puzzle.shape().cell_name(cell))};
        }
    }
}

Position start_of(const Puzzle& puzzle) {
    return puzzle.marks ? Position::from_marks(*puzzle.marks) : Position::from_puzzle(puzzle);
}

json hint_route(const json& request, const ApiLimits& limits) {
    const auto level_name = field<std::string>(request, "level").value_or("full");
    const auto level = parse_hint_level(level_name);
    if (!level) {
        throw RequestError{400,
                           fmt::format("level '{}': use nudge, technique or full", level_name)};
    }
    const LogicOptions options = logic_options(request, LogicMode::full, limits);
    Position position;
    if (request.contains("position")) {
        auto parsed = position_from_json(request["position"]);
        if (const auto* error = std::get_if<ParseError>(&parsed)) {
            throw RequestError{400, fmt::format("position: {}", error->message), to_json(*error)};
        }
        position = std::get<Position>(std::move(parsed));
        Puzzle puzzle(position.values());
        puzzle.marks = position.pencil_marks();
        require_unique(puzzle, limits);
    } else {
        const Puzzle puzzle = puzzle_of(request);
        require_unique(puzzle, limits);
        position = start_of(puzzle);
    }
    if (position.solved()) return {{"status", "solved"}};
    const std::optional<Step> step = next_step(position, options);
    if (!step) {
        if (Clock::now() >= *options.deadline) throw out_of_time(limits);
        return {{"status", "stuck"}, {"problem", "none of the allowed techniques applies here"}};
    }
    json value = hint_to_json(*step, position.shape(), *level);
    value["status"] = "hint";
    return value;
}

// The logical solve behind /api/explain and /api/rate.
LogicResult solve_route(const json& request, const ApiLimits& limits, LogicMode fallback,
                        bool keep_steps) {
    const Puzzle puzzle = puzzle_of(request);
    require_unique(puzzle, limits);
    LogicOptions options = logic_options(request, fallback, limits);
    options.finish_with_solver = field<bool>(request, "finish").value_or(false);
    options.keep_steps = keep_steps;
    LogicResult result = solve_logically(start_of(puzzle), options);
    if (result.status == LogicStatus::stopped) throw out_of_time(limits);
    return result;
}

json explain_route(const json& request, const ApiLimits& limits, LogicMode fallback) {
    return to_json(solve_route(request, limits, fallback, true));
}

json rate_route(const json& request, const ApiLimits& limits) {
    // Only the figures are sent, so no steps are kept.
    json value = to_json(solve_route(request, limits, LogicMode::se, false));
    return {{"status", value["status"]}, {"rating", value["rating"]}};
}

json generate_route(const json& request, const ApiLimits& limits) {
    const int count = field<int>(request, "count").value_or(1);
    if (count < 1 || count > limits.max_generate) {
        throw RequestError{400,
                           fmt::format("'count' must be between 1 and {}", limits.max_generate)};
    }
    GenerateOptions options;
    if (const auto size = field<std::string>(request, "size")) {
        const auto shape = Shape::parse(*size);
        if (!shape) throw RequestError{400, fmt::format("'{}' is not a size: write RxC", *size)};
        options.shape = *shape;
    }
    if (const auto name = field<std::string>(request, "symmetry")) {
        const auto symmetry = parse_symmetry(*name);
        if (!symmetry) throw RequestError{400, fmt::format("unknown symmetry '{}'", *name)};
        options.symmetry = *symmetry;
    }
    options.minimal = field<bool>(request, "minimal").value_or(false);
    options.clues = field<int>(request, "clues");
    if (const auto level_name = field<std::string>(request, "difficulty")) {
        const auto level = parse_level(*level_name);
        if (!level) throw RequestError{400, fmt::format("unknown difficulty '{}'", *level_name)};
        const auto [min, max] = rating_range_of(*level);
        options.rating = RatingRange{min, max};
    }
    if (const auto range = field<std::string>(request, "rating")) {
        options.rating = parse_rating_range(*range);
        if (!options.rating) throw RequestError{400, fmt::format("bad rating range '{}'", *range)};
    }
    if (const auto name = field<std::string>(request, "technique")) {
        options.technique = parse_technique(*name);
        if (!options.technique)
            throw RequestError{400, fmt::format("unknown technique '{}'", *name)};
    }
    if (options.shape.side() >= 20) options.check_node_limit = 100;
    options.rate = options.shape.side() <= 9;
    options.deadline = deadline_of(limits);
    try {
        validate(options);
    } catch (const GenerateError& error) {
        throw RequestError{400, error.what()};
    }
    const std::uint64_t seed =
        field<std::uint64_t>(request, "seed")
            .value_or(static_cast<std::uint64_t>(Clock::now().time_since_epoch().count()));
    json puzzles = json::array();
    for (int index = 0; index < count; ++index) {
        const std::uint64_t own_seed = puzzle_seed(seed, static_cast<std::uint64_t>(index));
        const std::optional<GeneratedPuzzle> made = generate_puzzle(options, own_seed);
        if (!made) throw out_of_time(limits);
        json value = to_json(*made);
        value["seed"] = own_seed;
        value["symmetry"] = std::string(symmetry_name(options.symmetry));
        puzzles.push_back(std::move(value));
    }
    return {{"seed", seed}, {"puzzles", puzzles}};
}

}  // namespace

json health() {
    return {{"status", "ok"}, {"version", "0.1.0"}};
}

ApiResponse handle_api(std::string_view route, std::string_view body, const ApiLimits& limits) {
    json request;
    try {
        request = json::parse(body.empty() ? std::string_view("{}") : body);
    } catch (const json::parse_error& error) {
        return error_response({400, fmt::format("the body is not JSON: {}", error.what())});
    }
    if (!request.is_object()) return error_response({400, "the body must be a JSON object"});
    try {
        if (route == "solve") return {200, solve_route(request, limits)};
        if (route == "count") return {200, count_route(request, limits)};
        if (route == "check") return {200, check_route(request)};
        if (route == "hint") return {200, hint_route(request, limits)};
        if (route == "explain") return {200, explain_route(request, limits, LogicMode::full)};
        if (route == "rate") return {200, rate_route(request, limits)};
        if (route == "generate") return {200, generate_route(request, limits)};
    } catch (const RequestError& error) {
        return error_response(error);
    }
    return error_response({404, fmt::format("no route /api/{}", route)});
}

}  // namespace sudokit::server
