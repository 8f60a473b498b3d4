#include <algorithm>
#include <random>

#include "logic/preemptive_sets.hpp"
#include "logic_test_support.hpp"
#include "sudokit/rules.hpp"
#include "sudokit/seed_methods.hpp"

namespace sudokit {
namespace {

using testing::load_data_set;
using testing::puzzle_from_line;
using testing::step_is_sound;
using testing::unique_solution;

const char* const kEasy =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
const char* const kHard =  // top1465 #1
    "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........";

// Crook's answer is the solution, and its line of play, replayed from the puzzle, is sound
// at every step and ends in that solution.
void expect_solves(const Puzzle& puzzle, const Grid& solution, std::uint64_t seed = 1) {
    const CrookResult result = solve_crook(puzzle, {.seed = seed, .deadline = {}, .cancel = {}});
    ASSERT_EQ(result.status, LogicStatus::solved);
    EXPECT_EQ(result.solution, solution);
    Position position = Position::from_puzzle(puzzle);
    int guesses = 0;
    for (const Step& step : result.steps) {
        ASSERT_TRUE(step_is_sound(position, step, solution));
        if (step.technique == Technique::guess) ++guesses;
        apply_step(position, step);
    }
    EXPECT_TRUE(position.solved());
    EXPECT_EQ(position.values(), solution);
    // Every guess still standing is on the line of play; the others were undone.
    EXPECT_EQ(result.choices - result.backtracks, guesses);
}

TEST(Crook, PreemptiveTripleCrossesOutTheRestOfTheRow) {
    Candidates marks;
    for (int c = 0; c < 81; ++c)
        marks[c] = DigitSet::all(9);
    marks[0] = DigitSet::from_bits(0b011);  // r1c1: 1,2
    marks[1] = DigitSet::from_bits(0b110);  // r1c2: 2,3
    marks[2] = DigitSet::from_bits(0b101);  // r1c3: 1,3
    const Position position = Position::from_marks(marks);
    const std::optional<Step> step = logic::find_crook_step(position);
    ASSERT_TRUE(step);
    EXPECT_EQ(step->technique, Technique::preemptive_set);
    EXPECT_EQ(step->houses, std::vector<int>{0});
    EXPECT_EQ(step->cells, (std::vector<int>{0, 1, 2}));
    EXPECT_EQ(step->digits, DigitSet::from_bits(0b111));
    std::vector<CellDigit> expected;
    for (int c = 3; c < 9; ++c) {
        for (int digit = 1; digit <= 3; ++digit)
            expected.push_back({c, digit});
    }
    EXPECT_EQ(step->eliminations, expected);
}

TEST(Crook, HiddenPairIsThePreemptiveSetOfTheOtherCells) {
    // In row 1, digits 1 and 2 only fit r1c1 and r1c2: the other seven cells form the
    // preemptive set 3-9, so r1c1 and r1c2 lose 3-9.
    Candidates marks;
    for (int c = 0; c < 81; ++c)
        marks[c] = DigitSet::all(9);
    for (int c = 2; c < 9; ++c)
        marks[c] = DigitSet::all(9) - DigitSet::from_bits(0b11);
    const Position position = Position::from_marks(marks);
    const std::optional<Step> step = logic::find_crook_step(position);
    ASSERT_TRUE(step);
    EXPECT_EQ(step->technique, Technique::preemptive_set);
    EXPECT_EQ(step->houses, std::vector<int>{0});
    EXPECT_EQ(step->size, 7);
    EXPECT_EQ(step->digits, DigitSet::all(9) - DigitSet::from_bits(0b11));
    EXPECT_EQ(step->eliminations.size(), 14u);
    for (const CellDigit& elimination : step->eliminations) {
        EXPECT_LT(elimination.cell, 2);
        EXPECT_GE(elimination.digit, 3);
    }
}

TEST(Crook, NothingToCrossOutInAnOpenGrid) {
    EXPECT_FALSE(logic::find_crook_step(Position(Shape())));
}

TEST(Crook, SinglesComeFirst) {
    const Puzzle puzzle = puzzle_from_line(kEasy);
    const std::optional<Step> step = logic::find_crook_step(Position::from_puzzle(puzzle));
    ASSERT_TRUE(step);
    EXPECT_EQ(step->placements.size(), 1u);
    EXPECT_TRUE(step->technique == Technique::naked_single ||
                step->technique == Technique::hidden_single_row ||
                step->technique == Technique::hidden_single_column ||
                step->technique == Technique::hidden_single_box);
}

TEST(Crook, SolvesAnEasyPuzzleWithoutChoices) {
    const Puzzle puzzle = puzzle_from_line(kEasy);
    expect_solves(puzzle, unique_solution(puzzle));
    EXPECT_EQ(solve_crook(puzzle).choices, 0);
}

TEST(Crook, SolvesAHardPuzzleWithChoices) {
    const Puzzle puzzle = puzzle_from_line(kHard);
    expect_solves(puzzle, unique_solution(puzzle));
    const CrookResult result = solve_crook(puzzle);
    EXPECT_GT(result.choices, 0);
    EXPECT_TRUE(std::any_of(result.steps.begin(), result.steps.end(), [](const Step& step) {
        return step.technique == Technique::preemptive_set;
    }));
}

TEST(Crook, SameSeedSameSteps) {
    const Puzzle puzzle = puzzle_from_line(kHard);
    const CrookResult first = solve_crook(puzzle, {.seed = 7, .deadline = {}, .cancel = {}});
    const CrookResult second = solve_crook(puzzle, {.seed = 7, .deadline = {}, .cancel = {}});
    EXPECT_EQ(first.steps, second.steps);
    EXPECT_EQ(first.choices, second.choices);
    EXPECT_EQ(first.backtracks, second.backtracks);
}

TEST(Crook, SolvesSeventeenCluePuzzles) {
    SUDOKIT_REQUIRE_DATA_FILE("puzzles2_17_clue");
    for (const Puzzle& puzzle : load_data_set("puzzles2_17_clue", 150)) {
        expect_solves(puzzle, unique_solution(puzzle));
        if (::testing::Test::HasFailure()) return;
    }
}

TEST(Crook, SolvesTop1465WithEverySeed) {
    SUDOKIT_REQUIRE_DATA_FILE("puzzles3_magictour_top1465");
    std::uint64_t seed = 0;
    for (const Puzzle& puzzle : load_data_set("puzzles3_magictour_top1465", 200)) {
        expect_solves(puzzle, unique_solution(puzzle), seed++);
        if (::testing::Test::HasFailure()) return;
    }
}

TEST(Crook, SolvesTheHardestList) {
    SUDOKIT_REQUIRE_DATA_FILE("puzzles6_forum_hardest_1106");
    for (const Puzzle& puzzle : load_data_set("puzzles6_forum_hardest_1106", 60)) {
        expect_solves(puzzle, unique_solution(puzzle));
        if (::testing::Test::HasFailure()) return;
    }
}

TEST(Crook, SolvesSixteenBySixteen) {
    SUDOKIT_REQUIRE_DATA_FILE("gen_16x16.txt");
    for (const Puzzle& puzzle : load_data_set("gen_16x16.txt", 6, Shape(4, 4), true)) {
        expect_solves(puzzle, unique_solution(puzzle));
        if (::testing::Test::HasFailure()) return;
    }
}

// Small grids: a random full grid with a random part given; the puzzle may have several
// solutions, and Crook's answer must be one of them.
TEST(Crook, SolvesSmallShapes) {
    std::mt19937 random(3);
    for (Shape shape : {Shape(2, 2), Shape(2, 3), Shape(3, 2), Shape(2, 4)}) {
        for (int index = 0; index < 40; ++index) {
            SolveOptions options;
            options.solution_limit = 1;
            options.seed = static_cast<std::uint64_t>(index);
            const Grid full = solve(Puzzle(Grid(shape)), options).solutions.front();
            Grid givens(shape);
            std::bernoulli_distribution keep(0.3);
            for (int c = 0; c < shape.cell_count(); ++c) {
                if (keep(random)) givens.set(c, full[c]);
            }
            const Puzzle puzzle(givens);
            const CrookResult result =
                solve_crook(puzzle, {.seed = 5, .deadline = {}, .cancel = {}});
            ASSERT_EQ(result.status, LogicStatus::solved) << shape.name();
            EXPECT_TRUE(check_solution(puzzle, result.solution).is_solution()) << shape.name();
        }
    }
}

TEST(Crook, ReportsNoSolution) {
    // Two 5s in row 1.
    const Puzzle clash = puzzle_from_line(
        "55..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79");
    EXPECT_EQ(solve_crook(clash).status, LogicStatus::no_solution);
    // No clash among the givens, but r1c9 can hold nothing: 1-8 in its row, 9 in its column.
    const Puzzle dead_end = puzzle_from_line(
        "12345678.........9...............................................................");
    EXPECT_EQ(solve_crook(dead_end).status, LogicStatus::no_solution);
    // A wrong digit that clashes with no given: only exhausting the choices shows it.
    Puzzle wrong = puzzle_from_line(kHard);
    const Grid solution = unique_solution(wrong);
    const Shape& shape = wrong.shape();
    for (int c = 0; c < shape.cell_count(); ++c) {
        if (!wrong.givens.empty(c)) continue;
        DigitSet legal = DigitSet::all(9) - DigitSet::single(solution[c]);
        for (int peer : shape.peers(c)) {
            if (!wrong.givens.empty(peer)) legal.erase(wrong.givens[peer]);
        }
        if (legal.empty()) continue;
        wrong.givens.set(c, legal.lowest());
        break;
    }
    ASSERT_EQ(solve(wrong).verdict, Verdict::none);
    const CrookResult result = solve_crook(wrong);
    EXPECT_EQ(result.status, LogicStatus::no_solution);
    EXPECT_EQ(result.choices, result.backtracks);
}

TEST(Crook, StopsAtTheDeadline) {
    const CrookResult result =
        solve_crook(puzzle_from_line(kHard),
                    {.seed = 0, .deadline = std::chrono::steady_clock::now(), .cancel = {}});
    EXPECT_EQ(result.status, LogicStatus::stopped);
}

}  // namespace
}  // namespace sudokit
