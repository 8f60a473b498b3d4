// Every step of every solve agrees with the unique solution: on thousands of puzzles of the
// shared data sets, in both modes. One wrong elimination fails the test, whatever the
// technique.

#include <map>

#include "logic_test_support.hpp"

namespace sudokit {
namespace {

using testing::load_data_set;

struct SweepTally {
    int puzzles = 0;
    int solved = 0;
    int steps = 0;
    std::map<Technique, int> uses;
};

// Replays the steps from the puzzle, checking each against the solution before applying it.
void check_solve(const Puzzle& puzzle, const LogicOptions& options, SweepTally& tally) {
    const Grid solution = testing::unique_solution(puzzle);
    const LogicResult result = solve_logically(puzzle, options);
    ++tally.puzzles;
    if (result.status == LogicStatus::solved) ++tally.solved;
    Position position = Position::from_puzzle(puzzle);
    for (const Step& step : result.steps) {
        ASSERT_TRUE(testing::step_is_sound(position, step, solution))
            << "puzzle " << tally.puzzles << " step " << tally.steps;
        apply_step(position, step);
        ++tally.steps;
        ++tally.uses[step.technique];
    }
    EXPECT_EQ(position, result.final_position);
    if (result.status == LogicStatus::solved) {
        EXPECT_EQ(position.values(), solution);
    }
}

// `seconds_per_puzzle` bounds the hardest puzzles: the steps found before the deadline are
// still checked.
void sweep(const std::string& file, std::size_t count, LogicMode mode, SweepTally& tally,
           std::optional<double> seconds_per_puzzle = std::nullopt) {
    LogicOptions options;
    options.mode = mode;
    for (const Puzzle& puzzle : load_data_set(file, count)) {
        if (seconds_per_puzzle) {
            options.deadline = std::chrono::steady_clock::now() +
                               std::chrono::duration_cast<std::chrono::steady_clock::duration>(
                                   std::chrono::duration<double>(*seconds_per_puzzle));
        }
        check_solve(puzzle, options, tally);
        if (::testing::Test::HasFatalFailure()) return;
    }
}

void print(const SweepTally& tally) {
    std::string uses;
    for (const auto& [technique, count] : tally.uses) {
        uses += std::string(technique_name(technique)) + "=" + std::to_string(count) + " ";
    }
    std::printf("%d puzzles, %d solved, %d steps: %s\n", tally.puzzles, tally.solved, tally.steps,
                uses.c_str());
}

TEST(LogicSoundness, SeventeenClueFullMode) {
    SUDOKIT_REQUIRE_DATA_FILE("puzzles2_17_clue");
    SweepTally tally;
    sweep("puzzles2_17_clue", 1000, LogicMode::full, tally);
    print(tally);
}

TEST(LogicSoundness, SeventeenClueSeMode) {
    SUDOKIT_REQUIRE_DATA_FILE("puzzles2_17_clue");
    SweepTally tally;
    sweep("puzzles2_17_clue", 1000, LogicMode::se, tally);
    print(tally);
}

TEST(LogicSoundness, Top1465BothModes) {
    SUDOKIT_REQUIRE_DATA_FILE("puzzles3_magictour_top1465");
    SweepTally full;
    sweep("puzzles3_magictour_top1465", 150, LogicMode::full, full, 2.0);
    print(full);
    SweepTally se;
    sweep("puzzles3_magictour_top1465", 150, LogicMode::se, se, 2.0);
    print(se);
}

TEST(LogicSoundness, HardestSeMode) {
    SUDOKIT_REQUIRE_DATA_FILE("puzzles6_forum_hardest_1106");
    SweepTally tally;
    sweep("puzzles6_forum_hardest_1106", 8, LogicMode::se, tally, 1.0);
    print(tally);
}

}  // namespace
}  // namespace sudokit
