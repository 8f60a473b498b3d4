#include <optional>
#include <thread>
#include <vector>

#include "pattern_test_support.hpp"

namespace sudokit {
namespace {

using testing::digits;
using testing::open_marks;
using testing::rc;

// The first puzzles of top1465, then the first of the hardest list.
std::vector<Puzzle> expert_and_hardest(std::size_t expert, std::size_t hardest) {
    std::vector<Puzzle> puzzles = testing::load_data_set("puzzles3_magictour_top1465", expert);
    const std::vector<Puzzle> more = testing::load_data_set("puzzles6_forum_hardest_1106", hardest);
    puzzles.insert(puzzles.end(), more.begin(), more.end());
    return puzzles;
}

TEST(AlignedExclusion, PairExclusionByTwoBivalueCells) {
    Candidates marks = open_marks();
    marks[rc(1, 1)] = digits({1, 2, 3});
    marks[rc(1, 2)] = digits({1, 2, 3});
    marks[rc(1, 5)] = digits({1, 2});  // sees both through row 1
    marks[rc(2, 3)] = digits({1, 3});  // sees both through box 1
    const Position position = Position::from_marks(marks);
    const std::optional<Step> step =
        logic::find_aligned_pair_exclusion(testing::context_for(position, LogicMode::se));
    ASSERT_TRUE(step);
    EXPECT_EQ(step->technique, Technique::aligned_pair_exclusion);
    EXPECT_EQ(step->rating, 62);
    // 1 with 2 empties r1c5, 1 with 3 empties r2c3, 1 with 1 repeats a digit in row 1.
    EXPECT_EQ(step->eliminations, (std::vector<CellDigit>{{rc(1, 1), 1}, {rc(1, 2), 1}}));
    EXPECT_EQ(step->size, 2);
    EXPECT_EQ(describe_step(*step, position.shape()),
              "Aligned pair exclusion on r1c1 and r1c2: every combination of their digits that "
              "keeps a removed candidate would empty one of r1c5 {1,2} and r2c3 {1,3} (or repeat "
              "a digit in a house): remove 1 from r1c1 and r1c2");
}

TEST(AlignedExclusion, NoPairExclusionWhenACombinationSurvives) {
    Candidates marks = open_marks();
    marks[rc(1, 1)] = digits({1, 2, 3});
    marks[rc(1, 2)] = digits({1, 2, 3});
    marks[rc(1, 5)] = digits({1, 2});
    marks[rc(2, 3)] = digits({4, 5});
    const Position position = Position::from_marks(marks);
    EXPECT_FALSE(logic::find_aligned_pair_exclusion(testing::context_for(position)));
}

TEST(AlignedExclusion, PairExclusionWaitsForNakedSingles) {
    Candidates marks = open_marks();
    marks[rc(1, 1)] = digits({1, 2, 3});
    marks[rc(1, 2)] = digits({1, 2, 3});
    marks[rc(1, 5)] = digits({1, 2});
    marks[rc(2, 3)] = digits({1, 3});
    Position position = Position::from_marks(marks);
    // An open cell with one candidate next to both base cells: SE skips them.
    for (int digit = 2; digit <= 9; ++digit)
        position.eliminate(rc(3, 3), digit);
    EXPECT_FALSE(logic::find_aligned_pair_exclusion(testing::context_for(position)));
}

TEST(AlignedExclusion, TripleExclusion) {
    Candidates marks = open_marks();
    marks[rc(1, 1)] = digits({1, 2});
    marks[rc(1, 2)] = digits({3, 4});
    marks[rc(2, 3)] = digits({1, 3, 5});
    marks[rc(3, 1)] = digits({1, 3});
    marks[rc(3, 2)] = digits({4, 5});
    marks[rc(3, 3)] = digits({2, 3});
    const Position position = Position::from_marks(marks);
    const std::optional<Step> step =
        logic::find_aligned_triple_exclusion(testing::context_for(position, LogicMode::se));
    ASSERT_TRUE(step);
    EXPECT_EQ(step->technique, Technique::aligned_triple_exclusion);
    EXPECT_EQ(step->rating, 75);
    // Only r1c1=2, r1c2=4, r2c3=1 survives.
    EXPECT_EQ(testing::sorted(step->eliminations),
              (std::vector<CellDigit>{{rc(1, 1), 1}, {rc(1, 2), 3}, {rc(2, 3), 3}, {rc(2, 3), 5}}));
}

// The search after one that found nothing: the three cells and their peers' roles are as
// they were, but two common excluders lost a candidate, and now rule out more.
TEST(AlignedExclusion, TripleSearchAfterAnotherSeesAnExcluderChange) {
    Candidates marks = open_marks();
    marks[rc(1, 1)] = digits({1, 2});
    marks[rc(1, 2)] = digits({3, 4});
    marks[rc(2, 3)] = digits({1, 3, 5});
    marks[rc(3, 1)] = digits({1, 3, 6});
    marks[rc(3, 2)] = digits({4, 5});
    marks[rc(3, 3)] = digits({2, 3, 6});
    std::optional<Step> before;
    std::optional<Step> after;
    std::thread([&] {
        before = logic::find_aligned_triple_exclusion(
            testing::context_for(Position::from_marks(marks), LogicMode::se));
        marks[rc(3, 1)] = digits({1, 3});
        marks[rc(3, 3)] = digits({2, 3});
        after = logic::find_aligned_triple_exclusion(
            testing::context_for(Position::from_marks(marks), LogicMode::se));
    }).join();
    EXPECT_FALSE(before);
    ASSERT_TRUE(after);
    EXPECT_EQ(testing::sorted(after->eliminations),
              (std::vector<CellDigit>{{rc(1, 1), 1}, {rc(1, 2), 3}, {rc(2, 3), 3}, {rc(2, 3), 5}}));
}

TEST(AlignedExclusion, NoTripleExclusionWithoutTwoCommonExcluders) {
    Candidates marks = open_marks();
    marks[rc(1, 1)] = digits({1, 2});
    marks[rc(1, 2)] = digits({3, 4});
    marks[rc(2, 3)] = digits({1, 3, 5});
    marks[rc(3, 1)] = digits({1, 3});
    const Position position = Position::from_marks(marks);
    EXPECT_FALSE(logic::find_aligned_triple_exclusion(testing::context_for(position)));
}

TEST(AlignedExclusion, SoundOnMidSolvePositions) {
    SUDOKIT_REQUIRE_DATA_FILE("puzzles3_magictour_top1465");
    SUDOKIT_REQUIRE_DATA_FILE("puzzles6_forum_hardest_1106");
    const std::vector<Puzzle> puzzles = expert_and_hardest(100, 60);
    const testing::SweepCounts counts = testing::sweep_finders(
        puzzles, {logic::find_aligned_pair_exclusion, logic::find_aligned_triple_exclusion},
        {0.2, 0.35}, false);
    EXPECT_GT(counts.of(Technique::aligned_pair_exclusion), 20);
    EXPECT_GT(counts.of(Technique::aligned_triple_exclusion), 5);
}

TEST(AlignedExclusion, SoundInTheStepper) {
    SUDOKIT_REQUIRE_DATA_FILE("puzzles3_magictour_top1465");
    const std::vector<Puzzle> puzzles = testing::load_data_set("puzzles3_magictour_top1465", 40);
    TechniqueSet mine;
    mine.set(static_cast<std::size_t>(Technique::aligned_pair_exclusion));
    mine.set(static_cast<std::size_t>(Technique::aligned_triple_exclusion));
    testing::sweep_stepper(puzzles, LogicMode::se, mine);
}

// A triple search on a thread that searched before tries only the sets where something
// changed since the last search found nothing. It finds what a search on a fresh thread
// finds, through the positions of solves in order (a few cells change from one to the next)
// and then in reverse (candidates come back).
TEST(AlignedExclusion, TripleSearchAfterAnotherFindsWhatAFreshOneFinds) {
    SUDOKIT_REQUIRE_DATA_FILE("puzzles3_magictour_top1465");
    SUDOKIT_REQUIRE_DATA_FILE("puzzles6_forum_hardest_1106");
    const std::vector<Puzzle> puzzles = expert_and_hardest(150, 100);
    TechniqueSet allowed;
    for (int index = 0; index < kTechniqueCount; ++index) {
        if (static_cast<Technique>(index) < Technique::x_cycle)
            allowed.set(static_cast<std::size_t>(index));
    }
    std::vector<Position> positions;
    for (const Puzzle& puzzle : puzzles) {
        LogicOptions options;
        options.mode = LogicMode::se;
        options.techniques = allowed;
        const LogicResult result = solve_logically(puzzle, options);
        Position position = Position::from_puzzle(puzzle);
        positions.push_back(position);
        for (const Step& step : result.steps) {
            apply_step(position, step);
            positions.push_back(position);
        }
    }
    auto search = [](const Position& position) {
        return logic::find_aligned_triple_exclusion(testing::context_for(position, LogicMode::se));
    };
    int found = 0;
    auto compare = [&](const Position& position) {
        const std::optional<Step> after_another = search(position);
        std::optional<Step> fresh;
        std::thread([&] { fresh = search(position); }).join();
        ASSERT_EQ(after_another.has_value(), fresh.has_value());
        if (!fresh) return;
        ++found;
        EXPECT_EQ(after_another->cells, fresh->cells);
        EXPECT_EQ(after_another->eliminations, fresh->eliminations);
    };
    for (const Position& position : positions)
        compare(position);
    for (auto at = positions.rbegin(); at != positions.rend(); ++at)
        compare(*at);
    EXPECT_GT(found, 10);
}

}  // namespace
}  // namespace sudokit
