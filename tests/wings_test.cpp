#include "pattern_test_support.hpp"

namespace sudokit {
namespace {

using testing::digits;
using testing::open_marks;
using testing::rc;

TEST(Wings, XyWingRemovesTheSharedDigitFromCellsSeeingBothPincers) {
    Candidates marks = open_marks();
    marks[rc(2, 2)] = digits({3, 7});
    marks[rc(2, 8)] = digits({3, 5});
    marks[rc(5, 2)] = digits({5, 7});
    const Position position = Position::from_marks(marks);
    const std::optional<Step> step = logic::find_xy_wing(testing::context_for(position));
    ASSERT_TRUE(step);
    EXPECT_EQ(step->technique, Technique::xy_wing);
    EXPECT_EQ(step->rating, 42);
    EXPECT_EQ(step->eliminations, (std::vector<CellDigit>{{rc(5, 8), 5}}));
    EXPECT_EQ(step->cells, (std::vector<int>{rc(2, 2), rc(2, 8), rc(5, 2)}));
    EXPECT_EQ(describe_step(*step, position.shape()),
              "XY-wing: pivot r2c2 {3,7} with pincers r2c8 {3,5} and r5c2 {5,7}: remove 5 from "
              "r5c8");
}

TEST(Wings, NoXyWingWhenThePincersDoNotShareADigit) {
    Candidates marks = open_marks();
    marks[rc(2, 2)] = digits({3, 7});
    marks[rc(2, 8)] = digits({3, 5});
    marks[rc(5, 2)] = digits({6, 7});
    const Position position = Position::from_marks(marks);
    EXPECT_FALSE(logic::find_xy_wing(testing::context_for(position)));
}

TEST(Wings, XyzWingRemovesFromCellsSeeingAllThree) {
    Candidates marks = open_marks();
    marks[rc(2, 2)] = digits({3, 5, 7});
    marks[rc(1, 1)] = digits({3, 5});
    marks[rc(2, 7)] = digits({5, 7});
    const Position position = Position::from_marks(marks);
    const std::optional<Step> step = logic::find_xyz_wing(testing::context_for(position));
    ASSERT_TRUE(step);
    EXPECT_EQ(step->technique, Technique::xyz_wing);
    EXPECT_EQ(step->rating, 44);
    EXPECT_EQ(testing::sorted(step->eliminations),
              (std::vector<CellDigit>{{rc(2, 1), 5}, {rc(2, 3), 5}}));
    // Not an XY-wing: the pivot has three digits.
    EXPECT_FALSE(logic::find_xy_wing(testing::context_for(position)));
}

TEST(Wings, NoXyzWingWithoutACommonDigit) {
    Candidates marks = open_marks();
    marks[rc(2, 2)] = digits({3, 5, 7});
    marks[rc(1, 1)] = digits({3, 5});
    marks[rc(2, 7)] = digits({6, 7});
    const Position position = Position::from_marks(marks);
    EXPECT_FALSE(logic::find_xyz_wing(testing::context_for(position)));
}

TEST(Wings, WWingUsesAStrongLinkBetweenTwoEqualPairs) {
    Candidates marks = open_marks();
    marks[rc(1, 1)] = digits({1, 2});
    marks[rc(5, 6)] = digits({1, 2});
    testing::confine(marks, Shape().row_house(8), 1, {rc(9, 1), rc(9, 6)});
    const Position position = Position::from_marks(marks);
    const std::optional<Step> step = logic::find_w_wing(testing::context_for(position));
    ASSERT_TRUE(step);
    EXPECT_EQ(step->technique, Technique::w_wing);
    EXPECT_EQ(testing::sorted(step->eliminations),
              (std::vector<CellDigit>{{rc(1, 6), 2}, {rc(5, 1), 2}}));
    EXPECT_EQ(step->houses, (std::vector<int>{Shape().row_house(8)}));
    EXPECT_EQ(describe_step(*step, position.shape()),
              "W-wing: r1c1 and r5c6 both {1,2}, joined by the strong link on 1 in row 9 (r9c1 "
              "and r9c6): remove 2 from r1c6 and r5c1");
}

TEST(Wings, NoWWingWithoutAStrongLink) {
    Candidates marks = open_marks();
    marks[rc(1, 1)] = digits({1, 2});
    marks[rc(5, 6)] = digits({1, 2});
    testing::confine(marks, Shape().row_house(8), 1, {rc(9, 1), rc(9, 5), rc(9, 6)});
    const Position position = Position::from_marks(marks);
    EXPECT_FALSE(logic::find_w_wing(testing::context_for(position)));
}

TEST(Wings, XyWingOnSixBySixWithRectangularBoxes) {
    const Shape shape(2, 3);
    Candidates marks = open_marks(shape);
    marks[rc(1, 1, shape)] = digits({1, 2});
    marks[rc(1, 5, shape)] = digits({1, 3});
    marks[rc(4, 1, shape)] = digits({2, 3});
    const Position position = Position::from_marks(marks);
    const std::optional<Step> step = logic::find_xy_wing(testing::context_for(position));
    ASSERT_TRUE(step);
    EXPECT_EQ(step->eliminations, (std::vector<CellDigit>{{rc(4, 5, shape), 3}}));
}

TEST(Wings, NotReportedWhenNotAllowed) {
    Candidates marks = open_marks();
    marks[rc(2, 2)] = digits({3, 7});
    marks[rc(2, 8)] = digits({3, 5});
    marks[rc(5, 2)] = digits({5, 7});
    const Position position = Position::from_marks(marks);
    logic::FindContext context = testing::context_for(position);
    context.allowed.reset(static_cast<std::size_t>(Technique::xy_wing));
    EXPECT_FALSE(logic::find_xy_wing(context));
}

TEST(Wings, SoundOnMidSolvePositions) {
    SUDOKIT_REQUIRE_DATA_FILE("puzzles3_magictour_top1465");
    SUDOKIT_REQUIRE_DATA_FILE("puzzles6_forum_hardest_1106");
    std::vector<Puzzle> puzzles = testing::load_data_set("puzzles3_magictour_top1465", 150);
    const std::vector<Puzzle> hardest = testing::load_data_set("puzzles6_forum_hardest_1106", 100);
    puzzles.insert(puzzles.end(), hardest.begin(), hardest.end());
    const testing::SweepCounts counts = testing::sweep_finders(
        puzzles, {logic::find_xy_wing, logic::find_xyz_wing, logic::find_w_wing}, {0.2, 0.35, 0.5},
        false);
    // The sweep must exercise each finder, or it proves nothing.
    EXPECT_GT(counts.of(Technique::xy_wing), 20);
    EXPECT_GT(counts.of(Technique::xyz_wing), 5);
    EXPECT_GT(counts.of(Technique::w_wing), 5);
}

TEST(Wings, SoundOnSixteenBySixteen) {
    SUDOKIT_REQUIRE_DATA_FILE("gen_16x16.txt");
    const std::vector<Puzzle> puzzles =
        testing::load_data_set("gen_16x16.txt", 12, Shape(4, 4), true);
    const testing::SweepCounts counts = testing::sweep_finders(
        puzzles, {logic::find_xy_wing, logic::find_xyz_wing, logic::find_w_wing},
        {0.05, 0.15, 0.25}, false);
    EXPECT_GT(counts.total(), 0);
}

TEST(Wings, SoundInTheStepper) {
    SUDOKIT_REQUIRE_DATA_FILE("puzzles3_magictour_top1465");
    const std::vector<Puzzle> puzzles = testing::load_data_set("puzzles3_magictour_top1465", 60);
    TechniqueSet mine;
    for (Technique technique : {Technique::xy_wing, Technique::xyz_wing, Technique::w_wing}) {
        mine.set(static_cast<std::size_t>(technique));
    }
    testing::sweep_stepper(puzzles, LogicMode::full, mine);
    testing::sweep_stepper(puzzles, LogicMode::se, mine);
}

}  // namespace
}  // namespace sudokit
