#include "sudokit/hint.hpp"

#include <algorithm>
#include <array>

#include <fmt/format.h>

#include "sudokit/solve.hpp"

namespace sudokit {
namespace {

constexpr std::array<std::string_view, 8> kStatusNames = {
    "hint", "solved", "stuck", "no-solution", "multiple", "wrong-marks", "wrong-digit", "stopped"};

// "row 4", "row 4 and column 2", "r4c5, r4c6 and r4c9"
std::string english_list(const std::vector<std::string>& items) {
    std::string text;
    for (std::size_t index = 0; index < items.size(); ++index) {
        if (index > 0) text += index + 1 == items.size() ? " and " : ", ";
        text += items[index];
    }
    return text;
}

std::string focus_text(const HintFocus& focus, const Geometry& geometry) {
    std::vector<std::string> names;
    for (const int house : focus.houses)
        names.push_back(geometry.house_name(house));
    for (const int cell : focus.cells)
        names.push_back(geometry.shape().cell_name(cell));
    return english_list(names);
}

}  // namespace

HintFocus hint_focus(const Step& step) {
    HintFocus focus;
    if (!step.houses.empty()) {
        focus.houses = step.houses;
        return focus;
    }
    focus.cells = step.cells;
    if (focus.cells.empty()) {
        for (const CellDigit& candidate : step.pattern)
            focus.cells.push_back(candidate.cell);
    }
    if (focus.cells.empty()) {
        for (const CellDigit& candidate : step.placements)
            focus.cells.push_back(candidate.cell);
        for (const CellDigit& candidate : step.eliminations)
            focus.cells.push_back(candidate.cell);
    }
    std::sort(focus.cells.begin(), focus.cells.end());
    focus.cells.erase(std::unique(focus.cells.begin(), focus.cells.end()), focus.cells.end());
    return focus;
}

std::string hint_text(const Step& step, const Geometry& geometry, HintLevel level,
                      SymbolSet symbols) {
    const HintFocus focus = hint_focus(step);
    switch (level) {
        case HintLevel::nudge:
            return fmt::format("Look at {}.", focus_text(focus, geometry));
        case HintLevel::technique:
            return fmt::format("{}: look at {}.", technique_title(step.technique),
                               focus_text(focus, geometry));
        case HintLevel::full:
            break;
    }
    return describe_step(step, geometry, symbols);
}

std::string hint_text(const Step& step, const Shape& shape, HintLevel level, SymbolSet symbols) {
    return hint_text(step, Geometry::classic(shape), level, symbols);
}

std::string_view hint_status_name(HintStatus status) {
    return kStatusNames[static_cast<std::size_t>(status)];
}

std::string describe_wrong_marks(const Shape& shape, int cell) {
    return fmt::format("the pencil marks are wrong: {} lacks a digit the solution needs",
                       shape.cell_name(cell));
}

std::string describe_wrong_digit(const Shape& shape, int cell) {
    return fmt::format("the digit placed in {} is not the solution's", shape.cell_name(cell));
}

int first_wrong_placed_digit(const Puzzle& puzzle, const StopToken& stop) {
    if (puzzle.placed.empty()) return -1;
    SolveOptions options;
    options.solution_limit = 2;
    options.deadline = stop.deadline;
    options.cancel = stop.cancel;
    const SolveResult exact = solve(puzzle.on_houses(puzzle.clues()), options);
    if (exact.verdict != Verdict::unique) return -1;
    for (const int cell : puzzle.placed) {
        if (exact.solutions[0][cell] != puzzle.givens[cell]) return cell;
    }
    return -1;
}

std::string hint_problem(const HintResult& result, const Shape& shape) {
    switch (result.status) {
        case HintStatus::hint:
        case HintStatus::solved:
            return "";
        case HintStatus::stuck:
            return std::string(describe(LogicStatus::stuck));
        case HintStatus::no_solution:
            return std::string(describe(Verdict::none));
        case HintStatus::multiple:
            return std::string(describe(Verdict::multiple));
        case HintStatus::wrong_marks:
            return describe_wrong_marks(shape, result.cell);
        case HintStatus::wrong_digit:
            return describe_wrong_digit(shape, result.cell);
        case HintStatus::stopped:
            return std::string(describe(Verdict::stopped));
    }
    return "";
}

}  // namespace sudokit
