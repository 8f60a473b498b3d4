#pragma once

// Solving a Kakuro as a person would: named steps, each with its evidence and a sentence, and
// a rating by the hardest step needed (docs/kakuro.md, "Logic and rating").

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <nlohmann/json_fwd.hpp>

#include "sudokit/hint_level.hpp"
#include "sudokit/kakuro.hpp"
#include "sudokit/stop_token.hpp"

namespace sudokit::kakuro {

// The techniques, easiest first: the order they are tried in.
enum class Technique : std::uint8_t {
    last_cell,           // a run's one open cell takes what its sum still lacks
    naked_single,        // a cell with one candidate left
    crossing_runs,       // the only digit both runs through a cell allow
    unique_combination,  // a run whose sum and length allow one set of digits (3 in 2 = 1+2)
    hidden_single,       // a digit every combination of a run needs, one cell can take
    run_combinations,    // the digits the run's remaining combinations allow
    min_max,             // the least and most the run's other cells can hold
    run_filling,         // no filling of the run from its cells' candidates gives the digit
    closed_area,         // across sums less down sums of an area leave one cell
    forcing_chain,       // a digit that leads, run by run, to a run that cannot be filled
    solver,              // the exact solver finished the puzzle (with --finish only)
};
inline constexpr std::array kTechniques = {
    Technique::last_cell,     Technique::naked_single,
    Technique::crossing_runs, Technique::unique_combination,
    Technique::hidden_single, Technique::run_combinations,
    Technique::min_max,       Technique::run_filling,
    Technique::closed_area,   Technique::forcing_chain,
};
std::string_view technique_name(Technique technique);   // "unique-combination"
std::string_view technique_title(Technique technique);  // "Unique combination"
std::optional<Technique> parse_technique(std::string_view name);
// The difficulty a step of this technique rates at least (forcing chains add for length).
double base_difficulty(Technique technique);

// The named levels of the scale, by the rating's value (docs/kakuro.md).
enum class Level : std::uint8_t { easy, medium, hard, expert, extreme };
std::string_view level_name(Level level);
std::optional<Level> parse_level(std::string_view name);
Level level_of(double difficulty);

// Candidates of the white cells, reading order: bit d-1 for digit d.
using Candidates = std::vector<std::uint16_t>;

struct Placement {
    int cell = 0;  // index into Puzzle::whites()
    int digit = 0;
};
struct Elimination {
    int cell = 0;
    std::uint16_t digits = 0;  // removed, bit d-1 for digit d
};
// One link of a forcing chain: a cell that was left one digit, and the run that left it.
struct ChainLink {
    int cell = 0;
    int digit = 0;
    int run = 0;
};

struct Step {
    Technique technique = Technique::naked_single;
    double difficulty = 0;
    std::vector<int> runs = {};   // the runs read (indexes into Puzzle::runs())
    std::vector<int> cells = {};  // the cells read beyond the runs' (area, assumption)
    // Per entry of `runs`, the digit sets that remain for it, where they matter (else empty).
    std::vector<std::vector<std::uint16_t>> combinations = {};
    std::vector<Placement> placements = {};
    std::vector<Elimination> eliminations = {};
    // closed_area: the rectangle looked at, 0-based, inclusive.
    std::array<int, 4> area = {0, 0, 0, 0};  // first row, last row, first column, last column
    // forcing_chain: the digit assumed in cells[0], what followed and the run that broke.
    int assumed_digit = 0;
    std::vector<ChainLink> chain = {};
    int broken_run = -1;
    std::string text = {};  // the step as an English sentence
};

struct LogicOptions {
    // Techniques allowed, all when empty.
    std::vector<Technique> techniques;
    // When no technique applies, finish with the exact solver (one step) instead of stopping.
    bool finish_with_solver = false;
    StopToken stop;
};

enum class LogicStatus : std::uint8_t {
    solved,
    stuck,        // no allowed technique applies
    no_solution,  // the puzzle has none (steps are not attempted)
    multiple,     // the puzzle has several solutions (steps are not attempted)
    stopped,      // deadline or cancel
};
std::string_view to_string(LogicStatus status);

struct Rating {
    double difficulty = 0;  // the hardest step's
    Technique hardest = Technique::last_cell;
    Level level = Level::easy;
};

struct LogicResult {
    LogicStatus status = LogicStatus::stuck;
    std::vector<Step> steps;
    Rating rating;  // over the steps taken
    // The digits placed at the end (0 where open), reading order.
    std::vector<std::uint8_t> digits;
};

// Every step from the givens to the end (or until stuck). The puzzle's solutions are counted
// first: with none or several, no step is taken.
LogicResult solve_logically(const Puzzle& puzzle, const LogicOptions& options = {});

// The easiest step from the givens, or nothing (with why, in `status`) when none applies.
struct HintResult {
    // Without a step: solved (nothing left to do), stuck (no allowed technique applies),
    // no_solution, multiple or stopped.
    LogicStatus status = LogicStatus::stuck;
    std::optional<Step> step;
};
HintResult hint(const Puzzle& puzzle, const LogicOptions& options = {});

// Applies a step to a state: its eliminations, then its placements (each removing its digit
// from the other cells of its runs). `digits` holds the placed digits.
void apply_step(const Puzzle& puzzle, const Step& step, std::vector<std::uint8_t>& digits,
                Candidates& candidates);

// A step told at a hint level: nudge, where to look ("Look at the across run of r2c1");
// technique, which technique and where; full, the sentence.
std::string hint_text(const Puzzle& puzzle, const Step& step, HintLevel detail);

// Why a puzzle was not solved, for a status other than solved: "the puzzle has more than one
// solution", "no allowed technique applies", ...
std::string_view problem_sentence(LogicStatus status);
// A hint as one sentence at `detail`, or why there is none ("No hint: ...", "The puzzle is
// already solved.").
std::string hint_sentence(const Puzzle& puzzle, const HintResult& result, HintLevel detail);

// JSON: a step (technique, title, difficulty, text, runs, placements, eliminations, and the
// evidence its technique has), a rating, and a whole result.
nlohmann::json to_json(const Puzzle& puzzle, const Step& step);
nlohmann::json to_json(const Rating& rating);
nlohmann::json to_json(const Puzzle& puzzle, const LogicResult& result);
// `rate --json`'s record: {"status","steps":N}, "rating" when solved or stuck, and the
// puzzle's "label" when it has one.
nlohmann::json rating_record(const Puzzle& puzzle, const LogicResult& result);
// `hint --json`'s record: {"status":"hint" (or why none),"text"} and, with a step, "step" (full)
// or "technique" (technique).
nlohmann::json hint_record(const Puzzle& puzzle, const HintResult& result, HintLevel detail);

}  // namespace sudokit::kakuro
