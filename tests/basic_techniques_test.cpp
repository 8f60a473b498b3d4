// The basic techniques (singles, intersections, subsets, fish) together, through the stepper.

#include <array>

#include "basic_techniques_sweep.hpp"

namespace sudokit {
namespace {

TechniqueSet basic_techniques() {
    TechniqueSet set;
    for (Technique technique : {Technique::full_house,
                                Technique::hidden_single_box,
                                Technique::hidden_single_row,
                                Technique::hidden_single_column,
                                Technique::naked_single,
                                Technique::direct_pointing,
                                Technique::direct_claiming,
                                Technique::direct_hidden_pair,
                                Technique::direct_hidden_triple,
                                Technique::pointing,
                                Technique::claiming,
                                Technique::naked_pair,
                                Technique::naked_triple,
                                Technique::naked_quad,
                                Technique::hidden_pair,
                                Technique::hidden_triple,
                                Technique::hidden_quad,
                                Technique::x_wing,
                                Technique::swordfish,
                                Technique::jellyfish,
                                Technique::finned_x_wing,
                                Technique::finned_swordfish,
                                Technique::finned_jellyfish,
                                Technique::sashimi_x_wing,
                                Technique::sashimi_swordfish,
                                Technique::sashimi_jellyfish}) {
        set.set(static_cast<std::size_t>(technique));
    }
    return set;
}

TEST(BasicTechniques, StepperSolvesMostSeventeenCluePuzzles) {
    SUDOKIT_REQUIRE_DATA_FILE("puzzles2_17_clue");
    const std::vector<Puzzle> puzzles = testing::load_data_set("puzzles2_17_clue", 300);
    for (LogicMode mode : {LogicMode::se, LogicMode::full}) {
        LogicOptions options;
        options.mode = mode;
        options.techniques = basic_techniques();
        int solved = 0;
        for (const Puzzle& puzzle : puzzles) {
            const LogicResult result = solve_logically(puzzle, options);
            ASSERT_NE(result.status, LogicStatus::no_solution);
            if (result.status != LogicStatus::solved) continue;
            ++solved;
            EXPECT_EQ(result.final_position.values(), testing::unique_solution(puzzle));
            EXPECT_LE(result.rating.er, 55);
            EXPECT_LE(result.rating.ed, result.rating.ep);
            EXPECT_LE(result.rating.ep, result.rating.er);
            for (const Step& step : result.steps) {
                if (mode == LogicMode::se) {
                    EXPECT_TRUE(se_techniques().test(static_cast<std::size_t>(step.technique)));
                }
            }
        }
        // Measured: 288 (se) and 297 (full, with finned fish) of these 300.
        EXPECT_GE(solved, 280) << (mode == LogicMode::se ? "se" : "full");
    }
}

TEST(BasicTechniques, EasyPuzzleInSudokuExplainerMode) {
    // Needs only singles: SE rates it 2.0 or less; our se order uses the same families.
    const Puzzle puzzle = testing::puzzle_from_line(
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79");
    LogicOptions options;
    options.mode = LogicMode::se;
    options.techniques = basic_techniques();
    const LogicResult result = solve_logically(puzzle, options);
    ASSERT_EQ(result.status, LogicStatus::solved);
    EXPECT_LE(result.rating.er, 23);
    EXPECT_EQ(result.steps.size(), 51u);  // one placement per step
}

TEST(BasicTechniques, SoundOnSixteenAndTwentyFiveSquarePuzzles) {
    SUDOKIT_REQUIRE_DATA_FILE("gen_16x16.txt");
    SUDOKIT_REQUIRE_DATA_FILE("gen_25x25.txt");
    const std::array<logic::Finder, 18> finders{
        logic::find_hidden_single,        logic::find_direct_pointing,
        logic::find_direct_hidden_pair,   logic::find_naked_single,
        logic::find_direct_hidden_triple, logic::find_pointing_claiming,
        logic::find_naked_pair,           logic::find_x_wing,
        logic::find_hidden_pair,          logic::find_finned_x_wing,
        logic::find_naked_triple,         logic::find_swordfish,
        logic::find_hidden_triple,        logic::find_finned_swordfish,
        logic::find_naked_quad,           logic::find_jellyfish,
        logic::find_hidden_quad,          logic::find_finned_jellyfish};
    const testing::SweepCounts sixteen = testing::sweep_finders(
        testing::load_data_set("gen_16x16.txt", 0, Shape(4, 4), true), finders, LogicMode::full);
    EXPECT_EQ(sixteen.puzzles, 20);
    EXPECT_GT(sixteen.steps_of(Technique::hidden_single_box), 100);
    const testing::SweepCounts twenty_five = testing::sweep_finders(
        testing::load_data_set("gen_25x25.txt", 0, Shape(5, 5), true), finders, LogicMode::full);
    EXPECT_EQ(twenty_five.puzzles, 5);
    EXPECT_GT(twenty_five.steps_of(Technique::hidden_single_box), 100);
    // Bands of four or five boxes' rows let a direct claiming come first, unlike 9x9.
    EXPECT_GT(sixteen.steps_of(Technique::direct_claiming) +
                  twenty_five.steps_of(Technique::direct_claiming),
              0);
    EXPECT_GT(sixteen.steps_of(Technique::direct_pointing), 0);
    EXPECT_GT(sixteen.steps_of(Technique::direct_hidden_pair), 0);
}

}  // namespace
}  // namespace sudokit
