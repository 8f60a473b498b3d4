#include <array>

#include "basic_techniques_sweep.hpp"
#include "logic/finders.hpp"
#include "marks_builder.hpp"

namespace sudokit {
namespace {

using testing::MarksBuilder;

// A solved grid with r1c3 (4), r2c1 (6) and r2c3 (2) blanked: column 1 and row 1 are full
// houses, box 1 holds three empty cells.
constexpr const char* kThreeBlanks =
    "53.678912.7.195348198342567859761423426853791713924856961537284287419635345286179";

logic::FindContext only(const Position& position, std::initializer_list<Technique> techniques,
                        LogicMode mode = LogicMode::se) {
    logic::FindContext context = testing::context_for(position, mode);
    context.allowed.reset();
    for (Technique technique : techniques)
        context.allowed.set(static_cast<std::size_t>(technique));
    return context;
}

TEST(Singles, FullHouseInAColumnComesBeforeOneInARowAsInSudokuExplainer) {
    const Position position = Position::from_puzzle(testing::puzzle_from_line(kThreeBlanks));
    const std::optional<Step> step = logic::find_hidden_single(testing::context_for(position));
    ASSERT_TRUE(step);
    EXPECT_EQ(step->technique, Technique::full_house);
    EXPECT_EQ(step->rating, 10);
    EXPECT_EQ(step->placements, (std::vector<CellDigit>{{9, 6}}));  // r2c1=6
    EXPECT_EQ(step->houses, (std::vector<int>{position.shape().column_house(0)}));
    EXPECT_EQ(step->cells, (std::vector<int>{9}));
    EXPECT_EQ(step->digits, DigitSet::single(6));
    EXPECT_EQ(describe_step(*step, position.shape()),
              "Full house in column 1: r2c1 is its last empty cell, so r2c1=6");
}

TEST(Singles, FullHouseIsNotReportedAsAHiddenSingle) {
    const Position position = Position::from_puzzle(testing::puzzle_from_line(kThreeBlanks));
    // Without full houses, box 1 (three empty cells) gives the first hidden single: 2 in r2c3.
    std::optional<Step> step = logic::find_hidden_single(
        only(position, {Technique::hidden_single_box, Technique::hidden_single_row,
                        Technique::hidden_single_column}));
    ASSERT_TRUE(step);
    EXPECT_EQ(step->technique, Technique::hidden_single_box);
    EXPECT_EQ(step->rating, 12);
    EXPECT_EQ(step->placements, (std::vector<CellDigit>{{11, 2}}));
    // Rows only: row 1 is a full house and is skipped; row 2 has 2 only in r2c3.
    step = logic::find_hidden_single(only(position, {Technique::hidden_single_row}));
    ASSERT_TRUE(step);
    EXPECT_EQ(step->technique, Technique::hidden_single_row);
    EXPECT_EQ(step->houses, (std::vector<int>{1}));
    EXPECT_EQ(step->placements, (std::vector<CellDigit>{{11, 2}}));
    // Naked singles go in reading order: r1c3 first.
    step = logic::find_naked_single(testing::context_for(position));
    ASSERT_TRUE(step);
    EXPECT_EQ(step->technique, Technique::naked_single);
    EXPECT_EQ(step->placements, (std::vector<CellDigit>{{2, 4}}));
    EXPECT_FALSE(logic::find_naked_single(only(position, {Technique::full_house})));
}

TEST(Singles, HiddenSinglesInBoxesThenColumnsThenRows) {
    MarksBuilder marks;
    marks.confine(5, marks.box(5), {marks.cell(5, 5)})
        .confine(7, marks.row(3), {marks.cell(3, 5)})
        .confine(8, marks.column(2), {marks.cell(7, 2)});
    const Position position = marks.position();

    std::optional<Step> step = logic::find_hidden_single(testing::context_for(position));
    ASSERT_TRUE(step);
    EXPECT_EQ(step->technique, Technique::hidden_single_box);
    EXPECT_EQ(step->placements, (std::vector<CellDigit>{{marks.cell(5, 5), 5}}));
    EXPECT_EQ(step->houses, (std::vector<int>{marks.box(5)}));
    EXPECT_EQ(describe_step(*step, position.shape()),
              "Hidden single in box 5: 5 can only go in r5c5");

    step = logic::find_hidden_single(
        only(position, {Technique::hidden_single_row, Technique::hidden_single_column}));
    ASSERT_TRUE(step);
    EXPECT_EQ(step->technique, Technique::hidden_single_column);
    EXPECT_EQ(step->rating, 15);
    EXPECT_EQ(step->placements, (std::vector<CellDigit>{{marks.cell(7, 2), 8}}));

    step = logic::find_hidden_single(only(position, {Technique::hidden_single_row}));
    ASSERT_TRUE(step);
    EXPECT_EQ(step->technique, Technique::hidden_single_row);
    EXPECT_EQ(step->placements, (std::vector<CellDigit>{{marks.cell(3, 5), 7}}));
    EXPECT_EQ(step->cells, (std::vector<int>{marks.cell(3, 5)}));
    EXPECT_EQ(step->digits, DigitSet::single(7));
    EXPECT_EQ(describe_step(*step, position.shape()),
              "Hidden single in row 3: 7 can only go in r3c5");

    EXPECT_FALSE(logic::find_hidden_single(only(position, {Technique::naked_single})));
}

TEST(Singles, NakedSingle) {
    MarksBuilder marks;
    Position position = marks.position();
    for (int digit = 1; digit <= 8; ++digit)
        position.eliminate(marks.cell(4, 6), digit);
    const std::optional<Step> step = logic::find_naked_single(testing::context_for(position));
    ASSERT_TRUE(step);
    EXPECT_EQ(step->technique, Technique::naked_single);
    EXPECT_EQ(step->rating, 23);
    EXPECT_EQ(step->placements, (std::vector<CellDigit>{{marks.cell(4, 6), 9}}));
    EXPECT_TRUE(step->houses.empty());
    EXPECT_EQ(describe_step(*step, position.shape()), "Naked single: r4c6 can only be 9");
    // The lone 9 is not hidden anywhere: every house still has other places for 9.
    EXPECT_FALSE(logic::find_hidden_single(testing::context_for(position)));
}

TEST(Singles, NothingInAGridOfFullMarks) {
    const Position position = MarksBuilder().position();
    EXPECT_FALSE(logic::find_hidden_single(testing::context_for(position)));
    EXPECT_FALSE(logic::find_naked_single(testing::context_for(position)));
}

TEST(Singles, SixBySixWithTwoByThreeBoxes) {
    const Shape shape(2, 3);
    MarksBuilder marks(shape);
    marks.confine(3, marks.row(2), {marks.cell(2, 5)});
    const Position position = marks.position();
    const std::optional<Step> step = logic::find_hidden_single(testing::context_for(position));
    ASSERT_TRUE(step);
    EXPECT_EQ(step->technique, Technique::hidden_single_row);
    EXPECT_EQ(step->placements, (std::vector<CellDigit>{{marks.cell(2, 5), 3}}));

    // A 6x6 puzzle missing r1c4 and r2c6: box 2 has two empty cells, so the first full house
    // is column 4 (columns come before rows).
    const Puzzle puzzle = testing::puzzle_from_line("123.5645612.231564564231312645645312", shape);
    const Position six = Position::from_puzzle(puzzle);
    const std::optional<Step> house = logic::find_hidden_single(testing::context_for(six));
    ASSERT_TRUE(house);
    EXPECT_EQ(house->technique, Technique::full_house);
    EXPECT_EQ(house->houses, (std::vector<int>{shape.column_house(3)}));
    EXPECT_EQ(house->placements, (std::vector<CellDigit>{{3, 4}}));
}

TEST(Singles, SoundOnRealPuzzles) {
    SUDOKIT_REQUIRE_DATA_FILE("puzzles3_magictour_top1465");
    SUDOKIT_REQUIRE_DATA_FILE("puzzles2_17_clue");
    const std::array<logic::Finder, 2> finders{logic::find_hidden_single, logic::find_naked_single};
    const testing::SweepCounts counts =
        testing::sweep_finders(testing::sweep_puzzles(), finders, LogicMode::se);
    for (Technique technique :
         {Technique::full_house, Technique::hidden_single_box, Technique::hidden_single_row,
          Technique::hidden_single_column, Technique::naked_single}) {
        EXPECT_GT(counts.steps_of(technique), 100) << technique_name(technique);
    }
    EXPECT_GT(counts.solved, 0);
}

}  // namespace
}  // namespace sudokit
