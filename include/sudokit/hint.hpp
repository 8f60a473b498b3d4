#pragma once

// Hints: the next step told at three levels, for the command line and the web page alike.

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "sudokit/hint_level.hpp"
#include "sudokit/logic.hpp"
#include "sudokit/position.hpp"
#include "sudokit/step.hpp"

namespace sudokit {

// Where to look, without naming the technique: the step's houses when it has some, else its
// pattern cells, else the cells its conclusion touches.
struct HintFocus {
    std::vector<int> houses;
    std::vector<int> cells;
};
HintFocus hint_focus(const Step& step);

// "Look at row 4.", "X-wing: look at row 2 and row 7.", or the step's full sentence.
// Houses named by the geometry; the Shape overload names the classic ones.
std::string hint_text(const Step& step, const Geometry& geometry, HintLevel level,
                      SymbolSet symbols = SymbolSet::automatic);
std::string hint_text(const Step& step, const Shape& shape, HintLevel level,
                      SymbolSet symbols = SymbolSet::automatic);

// What a request for a hint comes to.
enum class HintStatus {
    hint,         // a step (HintResult::step)
    solved,       // every cell is filled, and rightly
    stuck,        // none of the allowed techniques applies
    no_solution,  // the digits placed admit no solution
    multiple,     // more than one solution: no hint can be proved
    wrong_marks,  // the pencil marks strike out a digit of the solution (HintResult::cell)
    wrong_digit,  // a digit the player placed is not the solution's (HintResult::cell)
    stopped,      // the deadline or cancel came first
};
// "hint", "solved", "stuck", "no-solution", "multiple", "wrong-marks", "wrong-digit",
// "stopped"
std::string_view hint_status_name(HintStatus status);

struct HintResult {
    HintStatus status = HintStatus::stuck;
    std::optional<Step> step;  // with HintStatus::hint
    int cell = -1;  // wrong_marks: the first cell whose marks are wrong; wrong_digit: its cell
};

// Why there is no hint, as a clause ("the puzzle has no solution", "the pencil marks are
// wrong: r4c5 lacks a digit the solution needs"); empty for a hint or a solved grid.
std::string hint_problem(const HintResult& result, const Shape& shape);
// "the pencil marks are wrong: r4c5 lacks a digit the solution needs"
std::string describe_wrong_marks(const Shape& shape, int cell);
// "the digit placed in r4c5 is not the solution's"
std::string describe_wrong_digit(const Shape& shape, int cell);
// The first digit the player placed (Puzzle::placed) that differs from the solution of the
// clues alone; -1 when none does, or when the clues have no single solution.
int first_wrong_placed_digit(const Puzzle& puzzle, const StopToken& stop = {});

// The next step from a position, or why there is none. Checks the position first with the
// exact solver: no solution, several, marks that exclude the solution. (A session of its
// own; see session.hpp.)
HintResult hint(const Position& position, const LogicOptions& options = {});
// The same from a puzzle's start (its pencil marks, if read with them). When it was read with
// the player's progress (Puzzle::placed), the player's digits are first checked against the
// solution of the clues alone, so a wrong one is named (HintStatus::wrong_digit) rather than
// making the position unsolvable.
HintResult hint(const Puzzle& puzzle, const LogicOptions& options = {});

}  // namespace sudokit
