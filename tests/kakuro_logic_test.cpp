// Kakuro logic: every step of every test puzzle agrees with the puzzle's one solution (the
// Nikoli puzzles of tests/data/kakuro and generated ones), each technique on a board made to
// show it, the rating scale, and the statuses when the puzzle has no single solution or the
// allowed techniques run out.

#include <fstream>
#include <map>
#include <string>
#include <vector>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "kakuro/logic/finders.hpp"
#include "kakuro/logic/logic_closure.hpp"
#include "kakuro/logic/logic_position.hpp"
#include "sudokit/kakuro_format.hpp"
#include "sudokit/kakuro_generate.hpp"
#include "sudokit/kakuro_logic.hpp"
#include "sudokit/kakuro_solve.hpp"

namespace sudokit::kakuro {
namespace {

using Digits = std::vector<std::uint8_t>;

Puzzle read_one(const std::string& text) {
    const std::vector<Record> records = read_records(text);
    EXPECT_EQ(records.size(), 1u);
    EXPECT_TRUE(records.front().ok()) << text;
    return records.front().puzzle();
}

Digits unique_solution(const Puzzle& puzzle) {
    SolveOptions options;
    const SolveResult result = solve(puzzle, options);
    EXPECT_EQ(result.verdict, Verdict::unique) << write_grid(puzzle);
    return result.solutions.empty() ? Digits{} : result.solutions.front();
}

struct TestPuzzle {
    std::string name;
    Puzzle puzzle;
};

std::vector<TestPuzzle> nikoli_puzzles() {
    std::ifstream lines(std::string(SUDOKIT_SOURCE_DIR) + "/tests/data/kakuro/nikoli_kakuro.jsonl");
    std::vector<TestPuzzle> puzzles;
    std::string line;
    while (std::getline(lines, line)) {
        const nlohmann::json record = nlohmann::json::parse(line);
        std::string text;
        for (const std::string& row : record.at("grid").get<std::vector<std::string>>())
            text += row + "\n";
        puzzles.push_back({record.at("id").get<std::string>(), read_one(text)});
    }
    EXPECT_EQ(puzzles.size(), 10u);
    return puzzles;
}

std::vector<TestPuzzle> generated_puzzles() {
    std::vector<TestPuzzle> puzzles;
    for (const auto& [rows, columns] : {std::pair{6, 6}, {8, 8}, {10, 10}, {12, 12}}) {
        for (std::uint64_t seed = 1; seed <= 4; ++seed) {
            GenerateOptions options;
            options.rows = rows;
            options.columns = columns;
            auto made = generate(options, seed);
            EXPECT_TRUE(made.has_value());
            if (!made) continue;
            puzzles.push_back({std::to_string(rows) + "x" + std::to_string(columns) + " seed " +
                                   std::to_string(seed),
                               std::move(made->puzzle)});
        }
    }
    return puzzles;
}

// Replays the steps from the givens: no step removes the solution's digit or places another,
// the candidates never run out, and the end is the solution. Counts the techniques used.
void expect_sound(const TestPuzzle& test, const LogicResult& result,
                  std::map<Technique, int>& used) {
    const Puzzle& puzzle = test.puzzle;
    const Digits solution = unique_solution(puzzle);
    ASSERT_EQ(result.status, LogicStatus::solved) << test.name;
    Digits digits = puzzle.given_digits();
    Candidates candidates(digits.size(), 0x1FF);
    for (std::size_t index = 0; index < result.steps.size(); ++index) {
        const Step& step = result.steps[index];
        ++used[step.technique];
        EXPECT_FALSE(step.text.empty());
        EXPECT_GE(step.difficulty, base_difficulty(step.technique));
        EXPECT_FALSE(step.placements.empty() && step.eliminations.empty());
        for (const Placement& placement : step.placements) {
            EXPECT_EQ(placement.digit, solution[static_cast<std::size_t>(placement.cell)])
                << test.name << ", step " << index + 1 << ": " << step.text;
        }
        for (const Elimination& elimination : step.eliminations) {
            const int digit = solution[static_cast<std::size_t>(elimination.cell)];
            EXPECT_EQ(elimination.digits & (1u << (digit - 1)), 0u)
                << test.name << ", step " << index + 1 << ": " << step.text;
        }
        apply_step(puzzle, step, digits, candidates);
        for (std::size_t cell = 0; cell < digits.size(); ++cell) {
            ASSERT_NE(candidates[cell] & (1u << (solution[cell] - 1)), 0u)
                << test.name << ", after step " << index + 1 << ": " << step.text;
        }
    }
    EXPECT_EQ(digits, solution) << test.name;
    EXPECT_EQ(result.digits, solution) << test.name;
}

TEST(KakuroLogicTest, EveryStepAgreesWithTheSolution) {
    std::map<Technique, int> used;
    std::vector<TestPuzzle> puzzles = nikoli_puzzles();
    for (TestPuzzle& generated : generated_puzzles())
        puzzles.push_back(std::move(generated));
    for (const TestPuzzle& test : puzzles) {
        const LogicResult result = solve_logically(test.puzzle);
        expect_sound(test, result, used);
        double hardest = 0;
        for (const Step& step : result.steps)
            hardest = std::max(hardest, step.difficulty);
        EXPECT_EQ(result.rating.difficulty, hardest) << test.name;
        EXPECT_EQ(result.rating.level, level_of(hardest)) << test.name;
    }
    // The sets reach the techniques a Kakuro solve is made of.
    for (const Technique technique :
         {Technique::last_cell, Technique::naked_single, Technique::unique_combination,
          Technique::hidden_single, Technique::run_combinations, Technique::run_filling}) {
        EXPECT_GT(used[technique], 0) << technique_name(technique);
    }
}

// Without min/max and run filling, forcing chains get their turn: still sound.
TEST(KakuroLogicTest, HarderTechniquesAreSoundWhenEasierOnesAreLeftOut) {
    std::map<Technique, int> used;
    LogicOptions options;
    for (const Technique technique : kTechniques) {
        if (technique != Technique::run_filling && technique != Technique::min_max)
            options.techniques.push_back(technique);
    }
    for (const TestPuzzle& test : nikoli_puzzles()) {
        const LogicResult result = solve_logically(test.puzzle, options);
        expect_sound(test, result, used);
    }
    EXPECT_GT(used[Technique::forcing_chain], 0);
}

const char* const kCrossing =
    "#   4\\ 3\\\n"
    "\\3 .   .\n"
    "\\4 .   .\n";

TEST(KakuroLogicTest, CrossingRunsPlaceTheDigitBothRunsAllow) {
    const Puzzle puzzle = read_one(kCrossing);
    const HintResult result = hint(puzzle);
    ASSERT_TRUE(result.step.has_value());
    const Step& step = *result.step;
    EXPECT_EQ(step.technique, Technique::crossing_runs);
    ASSERT_EQ(step.placements.size(), 1u);
    EXPECT_EQ(step.placements[0].cell, 0);
    EXPECT_EQ(step.placements[0].digit, 1);
    EXPECT_EQ(step.text,
              "Crossing runs: r2c2 is in the across run at r2c1 (3 in 2), which can only be 1+2, "
              "and in the down run at r1c2 (4 in 2), which can only be 1+3; only 1 suits both, so "
              "r2c2 = 1.");
    EXPECT_EQ(hint_text(puzzle, step, HintLevel::nudge), "Look at r2c2.");
    EXPECT_EQ(hint_text(puzzle, step, HintLevel::technique), "Crossing runs: r2c2.");
}

TEST(KakuroLogicTest, UniqueCombinationNamesTheSumAndTheDigitsRemoved) {
    const Puzzle puzzle = read_one(kCrossing);
    LogicOptions options;
    options.techniques = {Technique::unique_combination};
    const HintResult result = hint(puzzle, options);
    ASSERT_TRUE(result.step.has_value());
    EXPECT_EQ(result.step->text,
              "Unique combination: the down run at r1c2 (4 in 2) can only be 1+3: remove 2 and "
              "4-9 from r2c2 and r3c2.");
    const nlohmann::json value = to_json(puzzle, *result.step);
    EXPECT_EQ(value.at("technique"), "unique-combination");
    EXPECT_EQ(value.at("runs")[0].at("combinations"), nlohmann::json::array({"13"}));
    EXPECT_EQ(value.at("eliminations")[1].at("digits"), "2456789");
}

TEST(KakuroLogicTest, LastCellTakesWhatTheSumLacks) {
    const Puzzle puzzle = read_one(
        "#   4\\ 3\\\n"
        "\\3 1   .\n"
        "\\4 .   .\n");
    const HintResult result = hint(puzzle);
    ASSERT_TRUE(result.step.has_value());
    EXPECT_EQ(result.step->technique, Technique::last_cell);
    EXPECT_EQ(result.step->text,
              "Last cell: the other cells of the down run at r1c2 (4 in 2) add up to 1, so r3c2 "
              "= 3.");
}

TEST(KakuroLogicTest, MinMaxBoundsACellByTheOthersExtremes) {
    const Puzzle puzzle = read_one(kCrossing);
    LogicOptions options;
    options.techniques = {Technique::min_max};
    const HintResult result = hint(puzzle, options);
    ASSERT_TRUE(result.step.has_value());
    EXPECT_EQ(result.step->technique, Technique::min_max);
    EXPECT_EQ(result.step->text,
              "Min/max: the down run at r1c2 (4 in 2) still needs 4; its other open cell holds "
              "between 1 and 9, so r2c2 is between 1 and 3: remove 4-9 from r2c2.");
}

TEST(KakuroLogicTest, ForcingChainNamesTheAssumptionAndTheBrokenRun) {
    const Puzzle puzzle = read_one(kCrossing);
    LogicOptions options;
    options.techniques = {Technique::forcing_chain};
    const HintResult result = hint(puzzle, options);
    ASSERT_TRUE(result.step.has_value());
    const Step& step = *result.step;
    EXPECT_EQ(step.technique, Technique::forcing_chain);
    ASSERT_EQ(step.eliminations.size(), 1u);
    const Digits solution = unique_solution(puzzle);
    EXPECT_NE(solution[static_cast<std::size_t>(step.cells.front())], step.assumed_digit);
    EXPECT_NE(step.text.find("with no filling; so"), std::string::npos) << step.text;
    EXPECT_GE(step.difficulty, 4.5);
}

// Inside rows 2-3, columns 2-4 the across runs (3 and 16) cover the down runs' cells (4 and 6)
// and r3c4, whose down run leaves the area: r3c4 = 3 + 16 - 4 - 6 = 9.
constexpr const char* kClosedAreaBoard =
    "#   4\\  6\\  #    #\n"
    "\\3  .   .   24\\  #\n"
    "\\16 .   .   .    10\\\n"
    "#   #   \\16 .    .\n"
    "#   #   \\9  .    .\n";

TEST(KakuroLogicTest, ClosedAreaSubtractsDownSumsFromAcrossSums) {
    const Puzzle puzzle = read_one(kClosedAreaBoard);
    ASSERT_EQ(puzzle.white_count(), 9);
    LogicOptions options;
    options.techniques = {Technique::closed_area};
    const HintResult result = hint(puzzle, options);
    ASSERT_TRUE(result.step.has_value()) << to_string(result.status);
    const Step& step = *result.step;
    EXPECT_EQ(step.technique, Technique::closed_area);
    ASSERT_EQ(step.placements.size(), 1u);
    EXPECT_EQ(step.placements[0].cell, 4);
    EXPECT_EQ(step.placements[0].digit, 9);
    EXPECT_EQ(unique_solution(puzzle)[4], 9);
    EXPECT_EQ(step.text,
              "Closed area: inside rows 2-3, columns 2-4, the 2 across runs add up to 19 and the 2 "
              "down runs to 10; they cover the same cells but r3c4 (across runs only), so r3c4 = "
              "9.");
}

// The generator finds a pattern's closed areas once and uses them for every filling of it:
// areas found on a board of the same shape but other sums leave the same cells open as the
// puzzle's own (the sums are read from the position's puzzle).
TEST(KakuroLogicTest, ClosedAreasOfAShapeServeEveryBoardOfThatShape) {
    const Puzzle puzzle = read_one(kClosedAreaBoard);
    const Puzzle same_shape = read_one(
        "#   3\\  4\\  #    #\n"
        "\\3  .   .   6\\   #\n"
        "\\6  .   .   .    3\\\n"
        "#   #   \\3  .    .\n"
        "#   #   \\3  .    .\n");
    const detail::RunCombinations combinations(puzzle);
    const detail::ClosedAreas own_areas(puzzle);
    const detail::ClosedAreas shape_areas(same_shape);
    const auto own = detail::find_closed_area(
        detail::LogicPosition(puzzle, combinations, own_areas), StopToken{});
    const auto shared = detail::find_closed_area(
        detail::LogicPosition(puzzle, combinations, shape_areas), StopToken{});
    ASSERT_TRUE(own && shared);
    ASSERT_EQ(shared->placements.size(), 1u);
    EXPECT_EQ(shared->placements[0].digit, 9);  // 3 + 16 - 4 - 6, the puzzle's sums
    EXPECT_EQ(shared->text, own->text);
    for (std::uint64_t seed = 1; seed <= 4; ++seed) {
        GenerateOptions options;
        options.rows = 8;
        options.columns = 8;
        const auto made = generate(options, seed);
        ASSERT_TRUE(made.has_value());
        const auto expert = detail::techniques_up_to(Level::expert);
        const detail::ClosedAreas areas(made->puzzle);
        EXPECT_EQ(detail::cells_left_by(made->puzzle, expert, {}, &areas),
                  detail::cells_left_by(made->puzzle, expert, {}));
    }
}

TEST(KakuroLogicTest, NoStepsWithoutOneSolution) {
    // 1+3 / 3+1 crosses 1+3 / 3+1 in two ways.
    const Puzzle several = read_one(
        "#   4\\ 4\\\n"
        "\\4 .   .\n"
        "\\4 .   .\n");
    const LogicResult result = solve_logically(several);
    EXPECT_EQ(result.status, LogicStatus::multiple);
    EXPECT_TRUE(result.steps.empty());
    EXPECT_EQ(hint(several).status, LogicStatus::multiple);
}

TEST(KakuroLogicTest, StuckOrFinishedByTheSolverWhenTechniquesRunOut) {
    const std::vector<TestPuzzle> puzzles = nikoli_puzzles();
    const Puzzle& hard = puzzles.back().puzzle;
    LogicOptions options;
    options.techniques = {Technique::last_cell, Technique::naked_single};
    const LogicResult stuck = solve_logically(hard, options);
    EXPECT_EQ(stuck.status, LogicStatus::stuck);
    options.finish_with_solver = true;
    const LogicResult finished = solve_logically(hard, options);
    ASSERT_EQ(finished.status, LogicStatus::solved);
    ASSERT_FALSE(finished.steps.empty());
    EXPECT_EQ(finished.steps.back().technique, Technique::solver);
    EXPECT_EQ(finished.digits, unique_solution(hard));
    // The solver's step is outside the scale.
    EXPECT_LT(finished.rating.difficulty, base_difficulty(Technique::crossing_runs));
}

TEST(KakuroLogicTest, LevelsFollowTheHardestTechnique) {
    EXPECT_EQ(level_of(base_difficulty(Technique::unique_combination)), Level::easy);
    EXPECT_EQ(level_of(base_difficulty(Technique::hidden_single)), Level::medium);
    EXPECT_EQ(level_of(base_difficulty(Technique::min_max)), Level::hard);
    EXPECT_EQ(level_of(base_difficulty(Technique::run_filling)), Level::hard);
    EXPECT_EQ(level_of(base_difficulty(Technique::closed_area)), Level::expert);
    EXPECT_EQ(level_of(base_difficulty(Technique::forcing_chain)), Level::extreme);
    for (const Technique technique : kTechniques)
        EXPECT_EQ(parse_technique(technique_name(technique)), technique);
    EXPECT_FALSE(parse_technique("x-wing").has_value());
}

}  // namespace
}  // namespace sudokit::kakuro
