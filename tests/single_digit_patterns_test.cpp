#include "pattern_test_support.hpp"

namespace sudokit {
namespace {

using testing::confine;
using testing::open_marks;
using testing::rc;

const Shape kNine;

TEST(SingleDigitPatterns, SkyscraperRemovesFromCellsSeeingBothTops) {
    Candidates marks = open_marks();
    confine(marks, kNine.row_house(1), 4, {rc(2, 3), rc(2, 7)});
    confine(marks, kNine.row_house(5), 4, {rc(6, 3), rc(6, 8)});
    const Position position = Position::from_marks(marks);
    const std::optional<Step> step = logic::find_skyscraper(testing::context_for(position));
    ASSERT_TRUE(step);
    EXPECT_EQ(step->technique, Technique::skyscraper);
    EXPECT_EQ(testing::sorted(step->eliminations),
              (std::vector<CellDigit>{{rc(1, 8), 4}, {rc(3, 8), 4}, {rc(4, 7), 4}, {rc(5, 7), 4}}));
    EXPECT_EQ(step->cells, (std::vector<int>{rc(2, 7), rc(2, 3), rc(6, 3), rc(6, 8)}));
    EXPECT_EQ(step->houses, (std::vector<int>{kNine.row_house(1), kNine.row_house(5)}));
}

TEST(SingleDigitPatterns, NoSkyscraperWhenALineHasThreePlaces) {
    Candidates marks = open_marks();
    confine(marks, kNine.row_house(1), 4, {rc(2, 3), rc(2, 7)});
    confine(marks, kNine.row_house(5), 4, {rc(6, 3), rc(6, 5), rc(6, 8)});
    const Position position = Position::from_marks(marks);
    EXPECT_FALSE(logic::find_skyscraper(testing::context_for(position)));
}

TEST(SingleDigitPatterns, NoSkyscraperForAnXWing) {
    Candidates marks = open_marks();
    confine(marks, kNine.row_house(1), 4, {rc(2, 3), rc(2, 7)});
    confine(marks, kNine.row_house(5), 4, {rc(6, 3), rc(6, 7)});
    const Position position = Position::from_marks(marks);
    EXPECT_FALSE(logic::find_skyscraper(testing::context_for(position)));
}

TEST(SingleDigitPatterns, TwoStringKiteJoinsARowAndAColumnInABox) {
    Candidates marks = open_marks();
    confine(marks, kNine.row_house(2), 5, {rc(3, 2), rc(3, 8)});
    confine(marks, kNine.column_house(0), 5, {rc(2, 1), rc(9, 1)});
    const Position position = Position::from_marks(marks);
    const std::optional<Step> step = logic::find_two_string_kite(testing::context_for(position));
    ASSERT_TRUE(step);
    EXPECT_EQ(step->technique, Technique::two_string_kite);
    EXPECT_EQ(step->eliminations, (std::vector<CellDigit>{{rc(9, 8), 5}}));
    EXPECT_EQ(step->cover_houses, (std::vector<int>{kNine.box_house(0)}));
    EXPECT_EQ(describe_step(*step, kNine),
              "2-string kite on 5: row 3 (r3c8 and r3c2) and column 1 (r2c1 and r9c1) meet in "
              "box 1, so r3c8 or r9c1 is 5: remove 5 from r9c8");
}

TEST(SingleDigitPatterns, NoKiteWhenTheInnerEndsAreInDifferentBoxes) {
    Candidates marks = open_marks();
    confine(marks, kNine.row_house(2), 5, {rc(3, 2), rc(3, 8)});
    confine(marks, kNine.column_house(0), 5, {rc(5, 1), rc(9, 1)});
    const Position position = Position::from_marks(marks);
    EXPECT_FALSE(logic::find_two_string_kite(testing::context_for(position)));
}

TEST(SingleDigitPatterns, EmptyRectangleWithAStrongLinkInAColumn) {
    Candidates marks = open_marks();
    // Box 5 holds 7 only on row 5 and column 6.
    for (int cell : {rc(4, 4), rc(4, 5), rc(6, 4), rc(6, 5)})
        marks[cell].erase(7);
    confine(marks, kNine.column_house(1), 7, {rc(5, 2), rc(9, 2)});
    const Position position = Position::from_marks(marks);
    const std::optional<Step> step = logic::find_empty_rectangle(testing::context_for(position));
    ASSERT_TRUE(step);
    EXPECT_EQ(step->technique, Technique::empty_rectangle);
    EXPECT_EQ(step->eliminations, (std::vector<CellDigit>{{rc(9, 6), 7}}));
    EXPECT_EQ(step->houses,
              (std::vector<int>{kNine.box_house(4), kNine.row_house(4), kNine.column_house(5)}));
    EXPECT_EQ(step->cover_houses, (std::vector<int>{kNine.column_house(1)}));
}

TEST(SingleDigitPatterns, NoEmptyRectangleWhenTheBoxIsNotACross) {
    Candidates marks = open_marks();
    for (int cell : {rc(4, 5), rc(6, 4), rc(6, 5)})
        marks[cell].erase(7);
    confine(marks, kNine.column_house(1), 7, {rc(5, 2), rc(9, 2)});
    const Position position = Position::from_marks(marks);
    EXPECT_FALSE(logic::find_empty_rectangle(testing::context_for(position)));
}

TEST(SingleDigitPatterns, EmptyRectangleInRectangularBoxes) {
    // 6x6 with 2x3 boxes: box 1 is rows 1-2, columns 1-3. Digit 1 lies on row 1 and column 3
    // there, and column 5 holds 1 only in r1c5 and r5c5.
    const Shape shape(2, 3);
    Candidates marks = open_marks(shape);
    marks[rc(2, 1, shape)].erase(1);
    marks[rc(2, 2, shape)].erase(1);
    confine(marks, shape.column_house(4), 1, {rc(1, 5, shape), rc(5, 5, shape)});
    const Position position = Position::from_marks(marks);
    const std::optional<Step> step = logic::find_empty_rectangle(testing::context_for(position));
    ASSERT_TRUE(step);
    EXPECT_EQ(step->eliminations, (std::vector<CellDigit>{{rc(5, 3, shape), 1}}));
}

TEST(SingleDigitPatterns, SoundOnMidSolvePositions) {
    SUDOKIT_REQUIRE_DATA_FILE("puzzles3_magictour_top1465");
    SUDOKIT_REQUIRE_DATA_FILE("puzzles6_forum_hardest_1106");
    std::vector<Puzzle> puzzles = testing::load_data_set("puzzles3_magictour_top1465", 150);
    const std::vector<Puzzle> hardest = testing::load_data_set("puzzles6_forum_hardest_1106", 100);
    puzzles.insert(puzzles.end(), hardest.begin(), hardest.end());
    const testing::SweepCounts counts = testing::sweep_finders(
        puzzles, {logic::find_skyscraper, logic::find_two_string_kite, logic::find_empty_rectangle},
        {0.2, 0.35, 0.5}, false);
    EXPECT_GT(counts.of(Technique::skyscraper), 20);
    EXPECT_GT(counts.of(Technique::two_string_kite), 20);
    EXPECT_GT(counts.of(Technique::empty_rectangle), 8);
}

TEST(SingleDigitPatterns, SoundOnSixteenBySixteen) {
    SUDOKIT_REQUIRE_DATA_FILE("gen_16x16.txt");
    const std::vector<Puzzle> puzzles =
        testing::load_data_set("gen_16x16.txt", 12, Shape(4, 4), true);
    const testing::SweepCounts counts = testing::sweep_finders(
        puzzles, {logic::find_skyscraper, logic::find_two_string_kite, logic::find_empty_rectangle},
        {0.05, 0.15, 0.25}, false);
    EXPECT_GT(counts.total(), 0);
}

TEST(SingleDigitPatterns, SoundInTheStepper) {
    SUDOKIT_REQUIRE_DATA_FILE("puzzles3_magictour_top1465");
    const std::vector<Puzzle> puzzles = testing::load_data_set("puzzles3_magictour_top1465", 60);
    TechniqueSet mine;
    for (Technique technique :
         {Technique::skyscraper, Technique::two_string_kite, Technique::empty_rectangle}) {
        mine.set(static_cast<std::size_t>(technique));
    }
    testing::sweep_stepper(puzzles, LogicMode::full, mine);
}

}  // namespace
}  // namespace sudokit
