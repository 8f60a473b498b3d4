#include "sudokit/records.hpp"

#include <string>

#include "sudokit/hint.hpp"
#include "sudokit/json.hpp"

namespace sudokit {

std::string logic_problem(const LogicResult& result, const Puzzle& puzzle) {
    if (result.wrong_marks_cell >= 0) {
        return describe_wrong_marks(puzzle.shape(), result.wrong_marks_cell);
    }
    if (result.status == LogicStatus::no_solution) {
        const int wrong = first_wrong_placed_digit(puzzle);
        if (wrong >= 0) return describe_wrong_digit(puzzle.shape(), wrong);
    }
    return std::string(describe(result.status));
}

Position start_position(const Puzzle& puzzle) {
    if (puzzle.marks) return Position::from_marks(*puzzle.marks);
    return Position::from_puzzle(puzzle);
}

nlohmann::json rating_record(const Puzzle& puzzle, const LogicResult& result) {
    nlohmann::json value = {{"puzzle", to_json(puzzle)},
                            {"status", std::string(logic_status_name(result.status))},
                            {"steps", result.step_count}};
    // A stuck solve gives lower bounds, once it has taken a step.
    if (result.status == LogicStatus::solved ||
        (result.status == LogicStatus::stuck && result.step_count > 0)) {
        value["rating"] = to_json(result.rating);
    }
    if (result.status != LogicStatus::solved) value["problem"] = logic_problem(result, puzzle);
    return value;
}

nlohmann::json explanation_record(const Puzzle& puzzle, const LogicResult& result) {
    nlohmann::json value = to_json(result, puzzle.symbols);
    value["puzzle"] = to_json(puzzle);
    value["finished_by_solver"] =
        !result.steps.empty() && result.steps.back().technique == Technique::solver;
    if (result.status != LogicStatus::solved) value["problem"] = logic_problem(result, puzzle);
    return value;
}

}  // namespace sudokit
