#include "sudokit/records.hpp"

#include <string>

#include "sudokit/json.hpp"
#include "sudokit/solve.hpp"

namespace sudokit {

LogicProblem logic_status_problem(LogicStatus status) {
    switch (status) {
        case LogicStatus::no_solution:
            return {"the puzzle has no solution"};
        case LogicStatus::multiple:
            return {"the puzzle has more than one solution"};
        case LogicStatus::stopped:
            return {"the time limit was reached", true};
        case LogicStatus::stuck:
            return {"no allowed technique applies"};
        case LogicStatus::solved:
            break;
    }
    return {};
}

std::optional<LogicProblem> find_logic_problem(const Position& start, const LogicOptions& options) {
    SolveOptions solve_options;
    solve_options.solution_limit = 2;
    solve_options.deadline = options.deadline;
    const SolveResult exact = solve(Puzzle(start.values()), solve_options);
    switch (exact.verdict) {
        case Verdict::none:
            return logic_status_problem(LogicStatus::no_solution);
        case Verdict::multiple:
            return logic_status_problem(LogicStatus::multiple);
        case Verdict::stopped:
            return logic_status_problem(LogicStatus::stopped);
        case Verdict::unique:
        case Verdict::found:
            break;
    }
    const Grid& solution = exact.solutions.front();
    const Shape& shape = start.shape();
    for (int cell = 0; cell < shape.cell_count(); ++cell) {
        if (!start.filled(cell) && !start.has(cell, solution[cell])) {
            return LogicProblem{"the pencil marks are wrong: " + shape.cell_name(cell) +
                                " lacks a digit the solution needs"};
        }
    }
    return std::nullopt;
}

Position start_position(const Puzzle& puzzle) {
    if (puzzle.marks) return Position::from_marks(*puzzle.marks);
    return Position::from_puzzle(puzzle);
}

nlohmann::json rating_record(const Puzzle& puzzle, const LogicResult& result) {
    nlohmann::json value = {{"puzzle", to_json(puzzle)},
                            {"status", std::string(logic_status_name(result.status))},
                            {"steps", result.step_count}};
    if (result.status == LogicStatus::solved || result.status == LogicStatus::stuck) {
        value["rating"] = to_json(result.rating);
    }
    if (result.status != LogicStatus::solved)
        value["problem"] = logic_status_problem(result.status).text;
    return value;
}

nlohmann::json explanation_record(const Puzzle& puzzle, const LogicResult& result,
                                  const std::string& problem) {
    nlohmann::json value = to_json(result);
    value["puzzle"] = to_json(puzzle);
    value["finished_by_solver"] =
        !result.steps.empty() && result.steps.back().technique == Technique::solver;
    if (result.status != LogicStatus::solved) value["problem"] = problem;
    return value;
}

nlohmann::json generated_record(const GeneratedPuzzle& made, std::uint64_t index,
                                std::uint64_t seed, const GenerateOptions& options) {
    nlohmann::json value = to_json(made);
    value["index"] = index;
    value["seed"] = seed;
    value["symmetry"] = std::string(symmetry_name(options.symmetry));
    value["method"] = std::string(method_name(options.method));
    return value;
}

}  // namespace sudokit
