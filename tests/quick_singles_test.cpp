// Raters that keep no steps place singles in batches (quick_singles.hpp). Everything they
// report must equal the step-by-step solve: status, ER, EP, ED, the hardest technique, the
// level, the step count and the final position.

#include <gtest/gtest.h>

#include <vector>

#include "generate/logic_gate.hpp"
#include "generated_puzzles.hpp"
#include "logic/quick_singles.hpp"
#include "sudokit/format.hpp"
#include "sudokit/generate.hpp"
#include "sudokit/logic.hpp"
#include "test_support.hpp"

namespace sudokit {
namespace {

using testing::minimal_puzzles;

// Returns how many of the steps were singles, to show the batches had work to do.
int expect_same_figures(const Puzzle& puzzle, LogicOptions options) {
    options.keep_steps = true;
    const LogicResult stepwise = solve_logically(puzzle, options);
    options.keep_steps = false;
    const LogicResult quick = solve_logically(puzzle, options);
    EXPECT_TRUE(quick.steps.empty());
    EXPECT_EQ(quick.status, stepwise.status);
    EXPECT_EQ(quick.rating.er, stepwise.rating.er);
    EXPECT_EQ(quick.rating.ep, stepwise.rating.ep);
    EXPECT_EQ(quick.rating.ed, stepwise.rating.ed);
    EXPECT_EQ(quick.rating.hardest, stepwise.rating.hardest);
    EXPECT_EQ(quick.rating.level, stepwise.rating.level);
    EXPECT_EQ(quick.step_count, static_cast<int>(stepwise.steps.size()));
    EXPECT_EQ(stepwise.step_count, static_cast<int>(stepwise.steps.size()));
    EXPECT_EQ(quick.placed_digit, stepwise.placed_digit);
    EXPECT_TRUE(quick.final_position == stepwise.final_position);
    int singles = 0;
    for (const Step& step : stepwise.steps) {
        singles += step.technique == Technique::full_house ||
                           step.technique == Technique::hidden_single_box ||
                           step.technique == Technique::hidden_single_row ||
                           step.technique == Technique::hidden_single_column
                       ? 1
                       : 0;
    }
    return singles;
}

void expect_same_on(const std::vector<Puzzle>& puzzles, LogicOptions options) {
    int singles = 0;
    for (const Puzzle& puzzle : puzzles) {
        singles += expect_same_figures(puzzle, options);
        if (::testing::Test::HasFailure()) {
            ADD_FAILURE() << "puzzle " << to_line(puzzle.givens);
            return;
        }
    }
    EXPECT_GT(singles, static_cast<int>(puzzles.size()) * 10);
}

TEST(QuickSinglesTest, SameFiguresOnRandomMinimalPuzzlesInBothModes) {
    const std::vector<Puzzle> puzzles = minimal_puzzles(Shape(), 300, 70);
    for (const LogicMode mode : {LogicMode::se, LogicMode::full}) {
        LogicOptions options;
        options.mode = mode;
        expect_same_on(puzzles, options);
    }
}

TEST(QuickSinglesTest, SameFiguresOnDataSets) {
    SUDOKIT_REQUIRE_DATA_FILE("puzzles2_17_clue");
    SUDOKIT_REQUIRE_DATA_FILE("puzzles3_magictour_top1465");
    LogicOptions options;
    options.mode = LogicMode::se;
    expect_same_on(testing::load_data_set("puzzles2_17_clue", 300), options);
    expect_same_on(testing::load_data_set("puzzles3_magictour_top1465", 60), options);
}

TEST(QuickSinglesTest, SameFiguresWhenStuckOrFinishedByTheSolver) {
    const std::vector<Puzzle> puzzles = minimal_puzzles(Shape(), 100, 170);
    LogicOptions options;
    options.mode = LogicMode::se;
    options.techniques = generate::techniques_rated_at_most(LogicMode::se, 20);
    expect_same_on(puzzles, options);
    options.finish_with_solver = true;
    expect_same_on(puzzles, options);
}

TEST(QuickSinglesTest, SameFiguresOnOtherShapes) {
    for (const Shape shape : {Shape(2, 2), Shape(2, 3), Shape(3, 4)}) {
        LogicOptions options;
        options.mode = LogicMode::se;
        expect_same_on(minimal_puzzles(shape, shape.side() >= 12 ? 8 : 40, 3), options);
    }
}

TEST(QuickSinglesTest, BatchesOnlyWhenTheSinglesComeFirstAndAreAllowed) {
    EXPECT_TRUE(logic::singles_come_first(LogicMode::se, se_techniques()));
    EXPECT_TRUE(logic::singles_come_first(LogicMode::full, all_techniques()));
    TechniqueSet no_row = se_techniques();
    no_row.reset(static_cast<std::size_t>(Technique::hidden_single_row));
    EXPECT_FALSE(logic::singles_come_first(LogicMode::se, no_row));
}

}  // namespace
}  // namespace sudokit
