#include "pattern_test_support.hpp"

namespace sudokit {
namespace {

using testing::confine;
using testing::digits;
using testing::open_marks;
using testing::rc;

const Shape kNine;

// The rectangle r1c1, r1c4, r3c1, r3c4 on 1,2 (two boxes), with the given extra digits in
// r3c1 and r3c4.
Candidates rectangle(std::initializer_list<int> extra1, std::initializer_list<int> extra4) {
    Candidates marks = open_marks();
    marks[rc(1, 1)] = digits({1, 2});
    marks[rc(1, 4)] = digits({1, 2});
    marks[rc(3, 1)] = digits({1, 2}) | digits(extra1);
    marks[rc(3, 4)] = digits({1, 2}) | digits(extra4);
    return marks;
}

std::optional<Step> find(const Position& position, bool uniqueness = true) {
    return logic::find_unique_loop(testing::context_for(position, LogicMode::se, uniqueness));
}

TEST(UniqueLoops, RectangleType1) {
    const Position position = Position::from_marks(rectangle({}, {5}));
    const std::optional<Step> step = find(position);
    ASSERT_TRUE(step);
    EXPECT_EQ(step->technique, Technique::unique_rectangle_type1);
    EXPECT_EQ(step->rating, 45);
    EXPECT_EQ(step->eliminations, (std::vector<CellDigit>{{rc(3, 4), 1}, {rc(3, 4), 2}}));
    EXPECT_EQ(step->size, 4);
    EXPECT_EQ(step->fins, (std::vector<CellDigit>{{rc(3, 4), 5}}));
}

TEST(UniqueLoops, OnlyWhenUniquenessIsAllowed) {
    const Position position = Position::from_marks(rectangle({}, {5}));
    EXPECT_FALSE(find(position, false));
}

TEST(UniqueLoops, NoRectangleAcrossFourBoxes) {
    Candidates marks = open_marks();
    for (int cell = 0; cell < kNine.cell_count(); ++cell)
        marks[cell] -= digits({1, 2});
    for (int cell : {rc(1, 1), rc(1, 4), rc(4, 1)})
        marks[cell] = digits({1, 2});
    marks[rc(4, 4)] = digits({1, 2, 5});
    const Position position = Position::from_marks(marks);
    EXPECT_FALSE(find(position));
}

TEST(UniqueLoops, RectangleType2) {
    const Position position = Position::from_marks(rectangle({7}, {7}));
    const std::optional<Step> step = find(position);
    ASSERT_TRUE(step);
    EXPECT_EQ(step->technique, Technique::unique_rectangle_type2);
    EXPECT_EQ(step->rating, 45);
    std::vector<CellDigit> expected;
    for (int col : {2, 3, 5, 6, 7, 8, 9})
        expected.push_back({rc(3, col), 7});
    EXPECT_EQ(testing::sorted(step->eliminations), expected);
}

TEST(UniqueLoops, RectangleType3WithANakedPair) {
    Candidates marks = rectangle({7}, {8});
    marks[rc(3, 9)] = digits({7, 8});
    const Position position = Position::from_marks(marks);
    const std::optional<Step> step = find(position);
    ASSERT_TRUE(step);
    EXPECT_EQ(step->technique, Technique::unique_rectangle_type3);
    EXPECT_EQ(step->rating, 46);  // 4.5 + 0.1 for a naked pair
    std::vector<CellDigit> expected;
    for (int col : {2, 3, 5, 6, 7, 8}) {
        expected.push_back({rc(3, col), 7});
        expected.push_back({rc(3, col), 8});
    }
    EXPECT_EQ(testing::sorted(step->eliminations), testing::sorted(expected));
    EXPECT_EQ(step->houses, (std::vector<int>{kNine.row_house(2)}));
    const std::string text = describe_step(*step, kNine);
    EXPECT_NE(
        text.find("one of r3c1 and r3c4 must hold 7 or 8, a naked set 7,8 with r3c9 in row 3"),
        std::string::npos)
        << text;
}

TEST(UniqueLoops, RectangleType3WithAHiddenPair) {
    Candidates marks = rectangle({7}, {8});
    confine(marks, kNine.row_house(2), 1, {rc(3, 1), rc(3, 4), rc(3, 7)});
    confine(marks, kNine.row_house(2), 2, {rc(3, 1), rc(3, 4), rc(3, 7)});
    const Position position = Position::from_marks(marks);
    const std::optional<Step> step = find(position);
    ASSERT_TRUE(step);
    EXPECT_EQ(step->technique, Technique::unique_rectangle_type3);
    // SE adds 0.1 per hidden-set cell beyond the first besides the loop's two cells.
    EXPECT_EQ(step->rating, 45);
    std::vector<CellDigit> expected;
    for (int digit = 3; digit <= 9; ++digit)
        expected.push_back({rc(3, 7), digit});
    EXPECT_EQ(testing::sorted(step->eliminations), expected);
    EXPECT_EQ(step->cover_houses, (std::vector<int>{kNine.row_house(2)}));
}

TEST(UniqueLoops, RectangleType4) {
    Candidates marks = rectangle({7}, {8});
    confine(marks, kNine.row_house(2), 1, {rc(3, 1), rc(3, 4)});
    const Position position = Position::from_marks(marks);
    const std::optional<Step> step = find(position);
    ASSERT_TRUE(step);
    EXPECT_EQ(step->technique, Technique::unique_rectangle_type4);
    EXPECT_EQ(step->rating, 45);
    EXPECT_EQ(testing::sorted(step->eliminations),
              (std::vector<CellDigit>{{rc(3, 1), 2}, {rc(3, 4), 2}}));
}

TEST(UniqueLoops, SixCellLoopType1RatesOneTenthMore) {
    Candidates marks = open_marks();
    for (int cell = 0; cell < kNine.cell_count(); ++cell)
        marks[cell] -= digits({1, 2});
    for (int cell : {rc(1, 1), rc(1, 4), rc(2, 4), rc(2, 7), rc(3, 7)})
        marks[cell] = digits({1, 2});
    marks[rc(3, 1)] = digits({1, 2, 5});
    const Position position = Position::from_marks(marks);
    const std::optional<Step> step = find(position);
    ASSERT_TRUE(step);
    EXPECT_EQ(step->technique, Technique::unique_loop_type1);
    EXPECT_EQ(step->rating, 46);
    EXPECT_EQ(step->size, 6);
    EXPECT_EQ(step->eliminations, (std::vector<CellDigit>{{rc(3, 1), 1}, {rc(3, 1), 2}}));
}

TEST(UniqueLoops, SoundOnMidSolvePositions) {
    SUDOKIT_REQUIRE_DATA_FILE("puzzles3_magictour_top1465");
    SUDOKIT_REQUIRE_DATA_FILE("puzzles6_forum_hardest_1106");
    std::vector<Puzzle> puzzles = testing::load_data_set("puzzles3_magictour_top1465", 150);
    const std::vector<Puzzle> hardest = testing::load_data_set("puzzles6_forum_hardest_1106", 100);
    puzzles.insert(puzzles.end(), hardest.begin(), hardest.end());
    const testing::SweepCounts counts =
        testing::sweep_finders(puzzles, {logic::find_unique_loop}, {0.2, 0.35, 0.5}, true);
    EXPECT_GT(counts.total(), 30);
    EXPECT_GT(counts.of(Technique::unique_rectangle_type3), 0);
    EXPECT_GT(counts.of(Technique::unique_rectangle_type4), 0);
}

TEST(UniqueLoops, SoundOnSixteenBySixteen) {
    SUDOKIT_REQUIRE_DATA_FILE("gen_16x16.txt");
    const std::vector<Puzzle> puzzles =
        testing::load_data_set("gen_16x16.txt", 8, Shape(4, 4), true);
    testing::sweep_finders(puzzles, {logic::find_unique_loop}, {0.05, 0.15, 0.25}, true);
}

TEST(UniqueLoops, SoundInTheStepper) {
    SUDOKIT_REQUIRE_DATA_FILE("puzzles3_magictour_top1465");
    const std::vector<Puzzle> puzzles = testing::load_data_set("puzzles3_magictour_top1465", 60);
    TechniqueSet mine;
    for (int index = static_cast<int>(Technique::unique_rectangle_type1);
         index <= static_cast<int>(Technique::unique_loop_type4); ++index) {
        mine.set(static_cast<std::size_t>(index));
    }
    testing::sweep_stepper(puzzles, LogicMode::se, mine);
    testing::sweep_stepper(puzzles, LogicMode::full, mine);
}

}  // namespace
}  // namespace sudokit
