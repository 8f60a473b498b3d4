// A Kakuro step told at a hint's level, and steps, ratings and results as JSON.

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "kakuro/logic/logic_position.hpp"
#include "kakuro/logic/step_words.hpp"
#include "sudokit/kakuro_format.hpp"
#include "sudokit/kakuro_logic.hpp"

namespace sudokit::kakuro {

namespace {

using detail::cell_name;
using detail::DigitMask;

std::string area_text(const Step& step) {
    return fmt::format("rows {}-{}, columns {}-{}", step.area[0] + 1, step.area[1] + 1,
                       step.area[2] + 1, step.area[3] + 1);
}

// Where a step is to be found, without what it finds.
std::string where(const Puzzle& puzzle, const Step& step) {
    switch (step.technique) {
        case Technique::naked_single:
        case Technique::crossing_runs:
        case Technique::forcing_chain:
            return cell_name(puzzle, step.cells.front());
        case Technique::closed_area:
            return area_text(step);
        case Technique::solver:
            return "the whole board";
        default:
            return detail::run_name(puzzle, step.runs.front());
    }
}

std::string digits_text(DigitMask digits) {
    std::string text;
    for (int digit = 1; digit <= 9; ++digit) {
        if ((digits & detail::digit_bit(digit)) != 0) text += static_cast<char>('0' + digit);
    }
    return text;
}

nlohmann::json run_json(const Puzzle& puzzle, int run) {
    const Run& board_run = puzzle.runs()[static_cast<std::size_t>(run)];
    nlohmann::json cells = nlohmann::json::array();
    for (const int cell : board_run.cells)
        cells.push_back(cell_name(puzzle, cell));
    return {{"direction", board_run.direction == Direction::across ? "across" : "down"},
            {"clue", square_name(board_run.clue_row, board_run.clue_column)},
            {"sum", board_run.sum},
            {"cells", std::move(cells)}};
}

}  // namespace

std::string hint_text(const Puzzle& puzzle, const Step& step, HintLevel detail) {
    switch (detail) {
        case HintLevel::nudge:
            return "Look at " + where(puzzle, step) + ".";
        case HintLevel::technique:
            return fmt::format("{}: {}.", technique_title(step.technique), where(puzzle, step));
        case HintLevel::full:
            break;
    }
    return step.text;
}

nlohmann::json to_json(const Puzzle& puzzle, const Step& step) {
    nlohmann::json value = {{"technique", technique_name(step.technique)},
                            {"title", technique_title(step.technique)},
                            {"difficulty", step.difficulty},
                            {"text", step.text}};
    nlohmann::json runs = nlohmann::json::array();
    for (std::size_t index = 0; index < step.runs.size(); ++index) {
        nlohmann::json run = run_json(puzzle, step.runs[index]);
        if (index < step.combinations.size() && !step.combinations[index].empty()) {
            nlohmann::json sets = nlohmann::json::array();
            for (const std::uint16_t combination : step.combinations[index])
                sets.push_back(digits_text(combination));
            run["combinations"] = std::move(sets);
        }
        runs.push_back(std::move(run));
    }
    value["runs"] = std::move(runs);
    nlohmann::json cells = nlohmann::json::array();
    for (const int cell : step.cells)
        cells.push_back(cell_name(puzzle, cell));
    value["cells"] = std::move(cells);
    nlohmann::json placements = nlohmann::json::array();
    for (const Placement& placement : step.placements)
        placements.push_back(
            {{"cell", cell_name(puzzle, placement.cell)}, {"digit", placement.digit}});
    value["placements"] = std::move(placements);
    nlohmann::json eliminations = nlohmann::json::array();
    for (const Elimination& elimination : step.eliminations)
        eliminations.push_back({{"cell", cell_name(puzzle, elimination.cell)},
                                {"digits", digits_text(elimination.digits)}});
    value["eliminations"] = std::move(eliminations);
    if (step.technique == Technique::closed_area) {
        value["area"] = {{"rows", {step.area[0] + 1, step.area[1] + 1}},
                         {"columns", {step.area[2] + 1, step.area[3] + 1}}};
    }
    if (step.technique == Technique::forcing_chain) {
        value["assumed"] = {{"cell", cell_name(puzzle, step.cells.front())},
                            {"digit", step.assumed_digit}};
        nlohmann::json chain = nlohmann::json::array();
        for (const ChainLink& link : step.chain)
            chain.push_back({{"cell", cell_name(puzzle, link.cell)},
                             {"digit", link.digit},
                             {"run", run_json(puzzle, link.run)}});
        value["chain"] = std::move(chain);
        value["broken_run"] = run_json(puzzle, step.broken_run);
    }
    return value;
}

std::string_view problem_sentence(LogicStatus status) {
    switch (status) {
        case LogicStatus::no_solution:
            return "the puzzle has no solution";
        case LogicStatus::multiple:
            return "the puzzle has more than one solution";
        case LogicStatus::stopped:
            return "time limit reached";
        case LogicStatus::stuck:
            return "no allowed technique applies";
        case LogicStatus::solved:
            break;
    }
    return "";
}

std::string hint_sentence(const Puzzle& puzzle, const HintResult& result, HintLevel detail) {
    if (result.step) return hint_text(puzzle, *result.step, detail);
    if (result.status == LogicStatus::solved) return "The puzzle is already solved.";
    return fmt::format("No hint: {}.", problem_sentence(result.status));
}

nlohmann::json rating_record(const Puzzle& puzzle, const LogicResult& result) {
    nlohmann::json value = {{"status", to_string(result.status)}, {"steps", result.steps.size()}};
    if (result.status == LogicStatus::solved || result.status == LogicStatus::stuck)
        value["rating"] = to_json(result.rating);
    if (!puzzle.label.empty()) value["label"] = puzzle.label;
    return value;
}

nlohmann::json hint_record(const Puzzle& puzzle, const HintResult& result, HintLevel detail) {
    nlohmann::json value = {{"status", result.step ? "hint" : to_string(result.status)},
                            {"text", hint_sentence(puzzle, result, detail)}};
    if (result.step && detail == HintLevel::full) value["step"] = to_json(puzzle, *result.step);
    if (result.step && detail == HintLevel::technique)
        value["technique"] = technique_name(result.step->technique);
    return value;
}

nlohmann::json to_json(const Rating& rating) {
    return {{"difficulty", rating.difficulty},
            {"hardest", technique_name(rating.hardest)},
            {"level", level_name(rating.level)}};
}

nlohmann::json to_json(const Puzzle& puzzle, const LogicResult& result) {
    nlohmann::json steps = nlohmann::json::array();
    for (const Step& step : result.steps)
        steps.push_back(to_json(puzzle, step));
    return {{"status", to_string(result.status)},
            {"steps", std::move(steps)},
            {"rating", to_json(result.rating)},
            {"digits", write_line(result.digits)}};
}

}  // namespace sudokit::kakuro
