#include "logic_test_support.hpp"

namespace sudokit {
namespace {

using testing::puzzle_from_line;

TEST(LogicSolver, PositionFromPuzzleMarksEmptyCellsWithDigitsNoPeerHolds) {
    const Puzzle puzzle = puzzle_from_line(
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79");
    const Position position = Position::from_puzzle(puzzle);
    EXPECT_EQ(position.empty_count(), 81 - 30);
    EXPECT_EQ(position.value(0), 5);
    EXPECT_TRUE(position.candidates(0).empty());
    // r1c3 sees 5,3,7 (row), 6,8 (box), 8 (column): 1, 2 and 4 remain.
    EXPECT_EQ(position.candidates(2), DigitSet::from_bits(0b000001011));
}

TEST(LogicSolver, StatusForPuzzlesWithoutOneSolution) {
    const Puzzle blank(Grid(Shape(2, 2)));
    EXPECT_EQ(solve_logically(blank).status, LogicStatus::multiple);
    Puzzle clash = puzzle_from_line(
        "55..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79");
    EXPECT_EQ(solve_logically(clash).status, LogicStatus::no_solution);
}

TEST(LogicSolver, FinishWithSolverCompletesTheGrid) {
    const Puzzle puzzle = puzzle_from_line(
        "..............3.85..1.2.......5.7.....4...1...9.......5......73..2.1........4...9");
    LogicOptions options;
    options.techniques = TechniqueSet();  // no technique at all
    options.finish_with_solver = true;
    const LogicResult result = solve_logically(puzzle, options);
    ASSERT_EQ(result.status, LogicStatus::solved);
    ASSERT_EQ(result.steps.size(), 1u);
    EXPECT_EQ(result.steps[0].technique, Technique::solver);
    EXPECT_TRUE(result.final_position.solved());
    EXPECT_EQ(result.final_position.values(), testing::unique_solution(puzzle));
}

TEST(LogicSolver, StuckWhenTechniquesRunOut) {
    const Puzzle puzzle = puzzle_from_line(
        "..............3.85..1.2.......5.7.....4...1...9.......5......73..2.1........4...9");
    LogicOptions options;
    options.techniques = TechniqueSet();
    const LogicResult result = solve_logically(puzzle, options);
    EXPECT_EQ(result.status, LogicStatus::stuck);
    EXPECT_TRUE(result.steps.empty());
}

TEST(LogicSolver, TechniqueNamesRoundTrip) {
    for (int index = 0; index < kTechniqueCount; ++index) {
        const auto technique = static_cast<Technique>(index);
        EXPECT_EQ(parse_technique(technique_name(technique)), technique);
        EXPECT_EQ(parse_technique(technique_title(technique)), technique);
    }
    EXPECT_FALSE(parse_technique("no-such-technique"));
}

TEST(LogicSolver, LevelsCoverTheScaleInOrder) {
    EXPECT_EQ(level_of_rating(12), DifficultyLevel::easy);
    EXPECT_EQ(level_of_rating(23), DifficultyLevel::easy);
    EXPECT_EQ(level_of_rating(26), DifficultyLevel::medium);
    EXPECT_EQ(level_of_rating(42), DifficultyLevel::hard);
    EXPECT_EQ(level_of_rating(56), DifficultyLevel::expert);
    EXPECT_EQ(level_of_rating(65), DifficultyLevel::diabolical);
    EXPECT_EQ(level_of_rating(119), DifficultyLevel::diabolical);
    for (DifficultyLevel level :
         {DifficultyLevel::easy, DifficultyLevel::medium, DifficultyLevel::hard,
          DifficultyLevel::expert, DifficultyLevel::diabolical}) {
        EXPECT_EQ(parse_level(level_name(level)), level);
        const auto [low, high] = rating_range_of(level);
        EXPECT_EQ(level_of_rating(low), level);
        EXPECT_EQ(level_of_rating(high), level);
    }
}

}  // namespace
}  // namespace sudokit
