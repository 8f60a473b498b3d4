#include "server/kakuro_api.hpp"

#include <cstdint>
#include <optional>
#include <stdexcept>
#include <string>
#include <utility>
#include <variant>
#include <vector>

#include <fmt/format.h>

#include "sudokit/kakuro.hpp"
#include "sudokit/kakuro_format.hpp"
#include "sudokit/kakuro_generate.hpp"
#include "sudokit/kakuro_logic.hpp"
#include "sudokit/kakuro_solve.hpp"

namespace sudokit::server {
namespace {

using json = nlohmann::json;
using Clock = std::chrono::steady_clock;

// The areas the page offers and the server makes within its time limit.
constexpr int kSmallestSide = 6;
constexpr int kLargestSide = 30;

StopToken stop_at(const RequestBudget& budget) {
    StopToken stop;
    stop.deadline = budget.deadline;
    return stop;
}

// "grid": the board's text rows, or its whole text (the text form or a JSON line). One puzzle;
// an unreadable board is named by line, column and square as the reader reports it.
kakuro::Puzzle board_of(const json& request) {
    const auto found = request.find("grid");
    if (found == request.end()) throw RequestError{400, "missing field 'grid'"};
    std::string text;
    if (found->is_string()) {
        text = found->get<std::string>();
    } else if (found->is_array()) {
        for (const json& row : *found) {
            if (!row.is_string()) {
                throw RequestError{400, "field 'grid' must be a text or an array of text rows"};
            }
            text += row.get<std::string>();
            text += '\n';
        }
    } else {
        throw RequestError{400, "field 'grid' must be a text or an array of text rows"};
    }
    std::vector<kakuro::Record> records = kakuro::read_records(text);
    if (records.empty()) throw RequestError{400, "grid: no Kakuro board in it"};
    if (records.size() > 1) {
        throw RequestError{400, fmt::format("grid: {} boards in it (from line {}); send one",
                                            records.size(), records[1].line)};
    }
    if (!records.front().ok()) {
        const ParseError& error = records.front().error();
        throw RequestError{400, "grid: " + error.to_string(), to_json(error)};
    }
    return records.front().puzzle();
}

// The one solution of a board, or a RequestError: 400 with none or several, 422 out of time.
std::vector<std::uint8_t> one_solution(const kakuro::Puzzle& puzzle, const RequestBudget& budget) {
    kakuro::SolveOptions options;
    options.stop = stop_at(budget);
    kakuro::SolveResult result = kakuro::solve(puzzle, options);
    switch (result.verdict) {
        case Verdict::unique:
            return std::move(result.solutions.front());
        case Verdict::none:
            throw RequestError{400, "the puzzle has no solution"};
        case Verdict::multiple:
            throw RequestError{400, "the puzzle has more than one solution: no hint can be proved"};
        default:
            throw out_of_time(budget);
    }
}

// "digits": the player's digits in white-cell reading order, a text ("12.4", `.` or 0 for an
// empty cell) or an array of numbers 0-9; all empty when the field is left out.
std::vector<std::uint8_t> player_digits(const json& request, const kakuro::Puzzle& puzzle) {
    const std::size_t count = static_cast<std::size_t>(puzzle.white_count());
    std::vector<std::uint8_t> digits;
    const auto found = request.find("digits");
    if (found == request.end() || found->is_null()) return std::vector<std::uint8_t>(count, 0);
    if (found->is_string()) {
        for (const char symbol : found->get<std::string>()) {
            if (symbol >= '1' && symbol <= '9') {
                digits.push_back(static_cast<std::uint8_t>(symbol - '0'));
            } else if (symbol == '.' || symbol == '0') {
                digits.push_back(0);
            } else {
                throw RequestError{
                    400, fmt::format("field 'digits': '{}' is not a digit 1-9, '.' or 0", symbol)};
            }
        }
    } else if (found->is_array()) {
        for (const json& value : *found) {
            const int digit = whole_number<int>(value, "digits");
            if (digit < 0 || digit > 9) {
                throw RequestError{400,
                                   fmt::format("field 'digits': {} is not a digit 0-9", digit)};
            }
            digits.push_back(static_cast<std::uint8_t>(digit));
        }
    } else {
        throw RequestError{400, "field 'digits' must be a text or an array of numbers"};
    }
    if (digits.size() != count) {
        throw RequestError{400, fmt::format("field 'digits' has {} digits; the board has {} white "
                                            "cells",
                                            digits.size(), count)};
    }
    return digits;
}

// The board with the player's digits written in as givens.
kakuro::Puzzle with_digits(const kakuro::Puzzle& puzzle, const std::vector<std::uint8_t>& digits) {
    std::vector<kakuro::Square> squares = puzzle.squares();
    for (int white = 0; white < puzzle.white_count(); ++white)
        squares[static_cast<std::size_t>(puzzle.whites()[white])].digit = digits[white];
    auto made = kakuro::Puzzle::from_squares(puzzle.rows(), puzzle.columns(), std::move(squares));
    if (const auto* error = std::get_if<kakuro::BoardError>(&made)) {
        throw RequestError{400,
                           kakuro::square_name(error->row, error->column) + ": " + error->message};
    }
    return std::get<kakuro::Puzzle>(std::move(made));
}

// A step told at a level: where to look (its runs and cells) at every level, the technique
// from "technique" on, and what it places and removes only in full.
json hint_answer(const kakuro::Puzzle& puzzle, const kakuro::Step& step, HintLevel detail) {
    const std::string_view level = hint_level_name(detail);
    json value = kakuro::to_json(puzzle, step);
    value["text"] = kakuro::hint_text(puzzle, step, detail);
    value["status"] = "hint";
    value["level"] = level;
    if (detail == HintLevel::full) return value;
    json answer = {{"status", "hint"},
                   {"level", level},
                   {"text", value["text"]},
                   {"runs", value["runs"]},
                   {"cells", value["cells"]}};
    for (json& run : answer["runs"])
        run.erase("combinations");
    if (detail == HintLevel::technique) {
        answer["technique"] = value["technique"];
        answer["title"] = value["title"];
    }
    return answer;
}

// The logic's whole solution of a board, or the request's error: late (422), or a board
// without exactly one solution (400), which the logic cannot explain or rate.
kakuro::LogicResult logic_result(const kakuro::Puzzle& puzzle, const RequestBudget& budget) {
    kakuro::LogicOptions options;
    options.stop = stop_at(budget);
    kakuro::LogicResult result = kakuro::solve_logically(puzzle, options);
    switch (result.status) {
        case kakuro::LogicStatus::solved:
        case kakuro::LogicStatus::stuck:
            return result;
        case kakuro::LogicStatus::stopped:
            throw out_of_time(budget);
        case kakuro::LogicStatus::no_solution:
            throw RequestError{400, "the puzzle has no solution"};
        case kakuro::LogicStatus::multiple:
            throw RequestError{400, "the puzzle has more than one solution"};
    }
    throw RequestError{500, "unknown logic status"};
}

}  // namespace

json kakuro_generate_route(const json& request, const RequestBudget& budget) {
    kakuro::GenerateOptions options;
    const auto side = [&](const char* name) {
        const int value = field<int>(request, name).value_or(10);
        if (value < kSmallestSide || value > kLargestSide) {
            throw RequestError{400, fmt::format("'{}' must be between {} and {}, not {}", name,
                                                kSmallestSide, kLargestSide, value)};
        }
        return value;
    };
    options.rows = side("rows");
    options.columns = side("columns");
    if (const auto level = field<std::string>(request, "level")) {
        options.level = kakuro::parse_level(*level);
        if (!options.level) {
            throw RequestError{400, fmt::format("level '{}': use easy, medium, hard, expert or "
                                                "extreme",
                                                *level)};
        }
    }
    options.stop = stop_at(budget);
    const std::uint64_t seed =
        field<std::uint64_t>(request, "seed")
            .value_or(static_cast<std::uint64_t>(Clock::now().time_since_epoch().count()));
    std::optional<kakuro::GeneratedPuzzle> made;
    try {
        made = kakuro::generate(options, seed);
    } catch (const std::invalid_argument& error) {
        throw RequestError{400, error.what()};
    }
    if (!made) throw out_of_time(budget);
    // The rating is left out (null) when it would make the answer late.
    kakuro::LogicOptions logic;
    logic.stop.deadline = budget.deadline - budget.limits.time_limit / 10;
    const kakuro::LogicResult rated = kakuro::solve_logically(made->puzzle, logic);
    const bool has_rating =
        rated.status == kakuro::LogicStatus::solved || rated.status == kakuro::LogicStatus::stuck;
    return {{"seed", seed},
            {"puzzle", kakuro::to_json(made->puzzle)},
            {"solution", kakuro::write_line(made->solution)},
            {"rating", has_rating ? kakuro::to_json(rated.rating) : json(nullptr)}};
}

json kakuro_solve_route(const json& request, const RequestBudget& budget) {
    const kakuro::Puzzle puzzle = board_of(request);
    kakuro::SolveOptions options;
    if (const auto name = field<std::string>(request, "algorithm")) {
        const auto algorithm = kakuro::parse_solve_algorithm(*name);
        if (!algorithm) {
            throw RequestError{400,
                               fmt::format("unknown algorithm '{}': fast or backtrack", *name)};
        }
        options.algorithm = *algorithm;
    }
    options.stop = stop_at(budget);
    const kakuro::SolveResult result = kakuro::solve(puzzle, options);
    if (result.verdict == Verdict::stopped) throw out_of_time(budget);
    return {{"puzzle", kakuro::to_json(puzzle)}, {"result", kakuro::to_json(result)}};
}

json kakuro_hint_route(const json& request, const RequestBudget& budget) {
    const kakuro::Puzzle puzzle = board_of(request);
    const HintLevel detail = hint_level_field(request);
    const std::vector<std::uint8_t> digits = player_digits(request, puzzle);
    const std::vector<std::uint8_t> solution = one_solution(puzzle, budget);
    for (int white = 0; white < puzzle.white_count(); ++white) {
        const int digit = digits[white];
        if (digit == 0 || digit == solution[white]) continue;
        const std::string name =
            kakuro::square_name(puzzle.white_row(white), puzzle.white_column(white));
        std::string problem = name;
        problem += fmt::format(" holds {}, which is not the solution's digit", digit);
        json answer = {{"status", "wrong-digit"},
                       {"problem", problem},
                       {"cell", {{"cell", white}, {"name", name}}}};
        throw RequestError{400, problem, nullptr, std::move(answer)};
    }
    kakuro::LogicOptions options;
    options.stop = stop_at(budget);
    const kakuro::HintResult result = kakuro::hint(with_digits(puzzle, digits), options);
    if (result.step) return hint_answer(puzzle, *result.step, detail);
    switch (result.status) {
        case kakuro::LogicStatus::solved:
            return {{"status", "solved"}, {"text", "The puzzle is solved."}};
        case kakuro::LogicStatus::stuck:
            return {{"status", "stuck"}, {"problem", "no technique applies"}};
        case kakuro::LogicStatus::stopped:
            throw out_of_time(budget);
        default:
            throw RequestError{400, std::string(kakuro::to_string(result.status))};
    }
}

json kakuro_explain_route(const json& request, const RequestBudget& budget) {
    const kakuro::Puzzle puzzle = board_of(request);
    return kakuro::to_json(puzzle, logic_result(puzzle, budget));
}

json kakuro_rate_route(const json& request, const RequestBudget& budget) {
    const kakuro::Puzzle puzzle = board_of(request);
    return kakuro::rating_record(puzzle, logic_result(puzzle, budget));
}

}  // namespace sudokit::server
