#include "logic_test_support.hpp"
#include "sudokit/seed_methods.hpp"

namespace sudokit {
namespace {

using testing::puzzle_from_line;

const char* const kEasy =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
// The first two puzzles of top1465: singles stall on both.
const char* const kTop1 =
    "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........";
const char* const kTop2 =
    "7.8...3.....2.1...5.........4.....263...8.......1...9..9.6....4....7.5...........";

TechniqueSet singles_only() {
    TechniqueSet set;
    for (Technique technique :
         {Technique::full_house, Technique::hidden_single_box, Technique::hidden_single_row,
          Technique::hidden_single_column, Technique::naked_single}) {
        set.set(static_cast<std::size_t>(technique));
    }
    return set;
}

TrialDepthOptions singles(int max_depth) {
    TrialDepthOptions options;
    options.logic.techniques = singles_only();
    options.max_depth = max_depth;
    return options;
}

TEST(TrialDepth, ZeroWhenTheTechniquesSolveIt) {
    EXPECT_EQ(trial_and_error_depth(puzzle_from_line(kEasy), singles(2)), 0);
}

TEST(TrialDepth, OneWhenOneAssumptionAtATimeFinishesIt) {
    const Puzzle puzzle = puzzle_from_line(kTop1);
    LogicOptions plain;
    plain.techniques = singles_only();
    ASSERT_EQ(solve_logically(puzzle, plain).status, LogicStatus::stuck);
    EXPECT_EQ(trial_and_error_depth(puzzle, singles(2)), 1);
}

TEST(TrialDepth, TwoWhenAssumptionsMustBeNested) {
    const Puzzle puzzle = puzzle_from_line(kTop2);
    EXPECT_EQ(trial_and_error_depth(puzzle, singles(2)), 2);
    EXPECT_FALSE(trial_and_error_depth(puzzle, singles(1)));
}

TEST(TrialDepth, HardPuzzlesNeedAtLeastOneLevel) {
    SUDOKIT_REQUIRE_DATA_FILE("puzzles3_magictour_top1465");
    for (const Puzzle& puzzle : testing::load_data_set("puzzles3_magictour_top1465", 8)) {
        const std::optional<int> depth = trial_and_error_depth(puzzle, singles(2));
        ASSERT_TRUE(depth);
        EXPECT_GE(*depth, 1);
    }
}

TEST(TrialDepth, NoDepthWithoutExactlyOneSolution) {
    EXPECT_FALSE(trial_and_error_depth(Puzzle(Grid(Shape(2, 2))), singles(2)));
    const Puzzle clash = puzzle_from_line(
        "55..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79");
    EXPECT_FALSE(trial_and_error_depth(clash, singles(2)));
}

TEST(TrialDepth, NoDepthWhenDeeperThanTheLimit) {
    EXPECT_FALSE(trial_and_error_depth(puzzle_from_line(kTop1), singles(0)));
}

TEST(TrialDepth, StopsAtTheDeadline) {
    const Puzzle puzzle = puzzle_from_line(kTop2);
    TrialDepthOptions options = singles(3);
    options.logic.deadline = std::chrono::steady_clock::now();
    EXPECT_FALSE(trial_and_error_depth(puzzle, options));
}

}  // namespace
}  // namespace sudokit
