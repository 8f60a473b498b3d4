#include <array>

#include "basic_techniques_sweep.hpp"
#include "logic/finders.hpp"
#include "marks_builder.hpp"

namespace sudokit {
namespace {

using testing::MarksBuilder;

std::vector<CellDigit> digit_in(int digit, std::initializer_list<int> cells) {
    std::vector<CellDigit> result;
    for (int cell : cells)
        result.push_back({cell, digit});
    return result;
}

// 4 in rows 2 and 6 only in columns 3 and 8; columns 3 and 8 keep 4 in one more row each.
MarksBuilder x_wing_marks() {
    MarksBuilder marks;
    marks.confine(4, marks.row(2), {marks.cell(2, 3), marks.cell(2, 8)})
        .confine(4, marks.row(6), {marks.cell(6, 3), marks.cell(6, 8)})
        .confine(4, marks.column(3), {marks.cell(2, 3), marks.cell(5, 3), marks.cell(6, 3)})
        .confine(4, marks.column(8), {marks.cell(2, 8), marks.cell(6, 8), marks.cell(9, 8)});
    return marks;
}

TEST(Fish, XWingOnRows) {
    const MarksBuilder marks = x_wing_marks();
    const Position position = marks.position();
    const std::optional<Step> step = logic::find_x_wing(testing::context_for(position));
    ASSERT_TRUE(step);
    EXPECT_EQ(step->technique, Technique::x_wing);
    EXPECT_EQ(step->rating, 32);
    EXPECT_EQ(step->eliminations, digit_in(4, {marks.cell(5, 3), marks.cell(9, 8)}));
    EXPECT_EQ(step->houses, (std::vector<int>{marks.row(2), marks.row(6)}));
    EXPECT_EQ(step->cover_houses, (std::vector<int>{marks.column(3), marks.column(8)}));
    EXPECT_EQ(step->cells, (std::vector<int>{marks.cell(2, 3), marks.cell(2, 8), marks.cell(6, 3),
                                             marks.cell(6, 8)}));
    EXPECT_EQ(step->pattern, digit_in(4, {marks.cell(2, 3), marks.cell(2, 8), marks.cell(6, 3),
                                          marks.cell(6, 8)}));
    EXPECT_TRUE(step->fins.empty());
    EXPECT_EQ(step->digits, DigitSet::single(4));
    EXPECT_EQ(step->size, 2);
    EXPECT_EQ(describe_step(*step, position.shape()),
              "X-wing on 4 in rows 2 and 6 (columns 3 and 8): remove 4 from r5c3 and r9c8");
    EXPECT_FALSE(logic::find_swordfish(testing::context_for(position)));
    // A finned finder does not report a fish without fins.
    EXPECT_FALSE(logic::find_finned_x_wing(testing::context_for(position)));
}

TEST(Fish, ColumnsAsBaseComeFirstAsInSudokuExplainer) {
    MarksBuilder marks = x_wing_marks();
    // An X-wing on 8 with columns 1 and 7 as base lines (rows 4 and 9 as cover).
    marks.confine(8, marks.column(1), {marks.cell(4, 1), marks.cell(9, 1)})
        .confine(8, marks.column(7), {marks.cell(4, 7), marks.cell(9, 7)});
    const Position position = marks.position();
    const std::optional<Step> step = logic::find_x_wing(testing::context_for(position));
    ASSERT_TRUE(step);
    EXPECT_EQ(step->digits, DigitSet::single(8));
    EXPECT_EQ(step->houses, (std::vector<int>{marks.column(1), marks.column(7)}));
    EXPECT_EQ(step->cover_houses, (std::vector<int>{marks.row(4), marks.row(9)}));
    EXPECT_EQ(step->eliminations.size(), 14u);
    EXPECT_EQ(describe_step(*step, position.shape()).substr(0, 45),
              "X-wing on 8 in columns 1 and 7 (rows 4 and 9)");
}

TEST(Fish, NoFishWithoutEliminations) {
    MarksBuilder marks;
    marks.confine(4, marks.row(2), {marks.cell(2, 3), marks.cell(2, 8)})
        .confine(4, marks.row(6), {marks.cell(6, 3), marks.cell(6, 8)})
        .confine(4, marks.column(3), {marks.cell(2, 3), marks.cell(6, 3)})
        .confine(4, marks.column(8), {marks.cell(2, 8), marks.cell(6, 8)});
    const Position position = marks.position();
    EXPECT_FALSE(logic::find_x_wing(testing::context_for(position)));
    EXPECT_FALSE(logic::find_x_wing(testing::context_for(MarksBuilder().position())));
    logic::FindContext context = testing::context_for(x_wing_marks().position());
    context.allowed.reset(static_cast<std::size_t>(Technique::x_wing));
    EXPECT_FALSE(logic::find_x_wing(context));
}

TEST(Fish, SwordfishAndJellyfish) {
    MarksBuilder marks;
    // 2 in columns 1, 5 and 9 only in rows 1, 4 and 7.
    marks.confine(2, marks.column(1), {marks.cell(1, 1), marks.cell(4, 1)})
        .confine(2, marks.column(5), {marks.cell(4, 5), marks.cell(7, 5)})
        .confine(2, marks.column(9), {marks.cell(1, 9), marks.cell(7, 9)});
    // 6 in rows 1, 3, 5 and 8 only in columns 2, 4, 6 and 8.
    for (int row : {1, 3, 5, 8}) {
        marks.confine(
            6, marks.row(row),
            {marks.cell(row, 2), marks.cell(row, 4), marks.cell(row, 6), marks.cell(row, 8)});
    }
    const Position position = marks.position();
    const std::optional<Step> swordfish = logic::find_swordfish(testing::context_for(position));
    ASSERT_TRUE(swordfish);
    EXPECT_EQ(swordfish->technique, Technique::swordfish);
    EXPECT_EQ(swordfish->rating, 38);
    EXPECT_EQ(swordfish->houses,
              (std::vector<int>{marks.column(1), marks.column(5), marks.column(9)}));
    EXPECT_EQ(swordfish->cover_houses,
              (std::vector<int>{marks.row(1), marks.row(4), marks.row(7)}));
    EXPECT_EQ(swordfish->eliminations.size(), 18u);
    EXPECT_EQ(swordfish->cells.size(), 6u);

    const std::optional<Step> jellyfish = logic::find_jellyfish(testing::context_for(position));
    ASSERT_TRUE(jellyfish);
    EXPECT_EQ(jellyfish->technique, Technique::jellyfish);
    EXPECT_EQ(jellyfish->rating, 52);
    EXPECT_EQ(jellyfish->digits, DigitSet::single(6));
    EXPECT_EQ(jellyfish->houses,
              (std::vector<int>{marks.row(1), marks.row(3), marks.row(5), marks.row(8)}));
    EXPECT_EQ(jellyfish->cover_houses, (std::vector<int>{marks.column(2), marks.column(4),
                                                         marks.column(6), marks.column(8)}));
    EXPECT_EQ(jellyfish->eliminations.size(), 20u);
}

TEST(Fish, FinnedXWing) {
    MarksBuilder marks;
    // Row 2: 4 in c3 and c8; row 6: 4 in c3, c8 and the fin c9 (box 6).
    marks.confine(4, marks.row(2), {marks.cell(2, 3), marks.cell(2, 8)})
        .confine(4, marks.row(6), {marks.cell(6, 3), marks.cell(6, 8), marks.cell(6, 9)});
    const Position position = marks.position();
    EXPECT_FALSE(logic::find_x_wing(testing::context_for(position)));
    const std::optional<Step> step = logic::find_finned_x_wing(testing::context_for(position));
    ASSERT_TRUE(step);
    EXPECT_EQ(step->technique, Technique::finned_x_wing);
    EXPECT_EQ(step->rating, technique_base_rating(Technique::finned_x_wing));
    EXPECT_EQ(step->eliminations, digit_in(4, {marks.cell(4, 8), marks.cell(5, 8)}));
    EXPECT_EQ(step->fins, digit_in(4, {marks.cell(6, 9)}));
    EXPECT_EQ(step->houses, (std::vector<int>{marks.row(2), marks.row(6)}));
    EXPECT_EQ(step->cover_houses, (std::vector<int>{marks.column(3), marks.column(8)}));
    EXPECT_EQ(describe_step(*step, position.shape()),
              "Finned X-wing on 4 in rows 2 and 6 (columns 3 and 8) with fin r6c9: remove 4 "
              "from r4c8 and r5c8");
    logic::FindContext context = testing::context_for(position);
    context.allowed.reset(static_cast<std::size_t>(Technique::finned_x_wing));
    EXPECT_FALSE(logic::find_finned_x_wing(context));
}

TEST(Fish, SashimiXWing) {
    MarksBuilder marks;
    // Row 2: 4 in c3 and c8; row 6: 4 in c3 and c7 (c8 empty: the fin c7 stands in for it).
    marks.confine(4, marks.row(2), {marks.cell(2, 3), marks.cell(2, 8)})
        .confine(4, marks.row(6), {marks.cell(6, 3), marks.cell(6, 7)});
    const Position position = marks.position();
    const std::optional<Step> step = logic::find_finned_x_wing(testing::context_for(position));
    ASSERT_TRUE(step);
    EXPECT_EQ(step->technique, Technique::sashimi_x_wing);
    EXPECT_EQ(step->fins, digit_in(4, {marks.cell(6, 7)}));
    EXPECT_EQ(step->eliminations, digit_in(4, {marks.cell(4, 8), marks.cell(5, 8)}));
    EXPECT_EQ(step->cover_houses, (std::vector<int>{marks.column(3), marks.column(8)}));
}

TEST(Fish, FinsInTwoBoxesGiveNothing) {
    MarksBuilder marks;
    marks.confine(4, marks.row(2), {marks.cell(2, 3), marks.cell(2, 8), marks.cell(2, 5)})
        .confine(4, marks.row(6), {marks.cell(6, 3), marks.cell(6, 8), marks.cell(6, 9)});
    EXPECT_FALSE(logic::find_finned_x_wing(testing::context_for(marks.position())));
}

TEST(Fish, SixBySixXWingAndFinnedXWing) {
    MarksBuilder marks(Shape(2, 3));
    marks.confine(5, marks.row(1), {marks.cell(1, 2), marks.cell(1, 5)})
        .confine(5, marks.row(4), {marks.cell(4, 2), marks.cell(4, 5)});
    const Position position = marks.position();
    const std::optional<Step> step = logic::find_x_wing(testing::context_for(position));
    ASSERT_TRUE(step);
    EXPECT_EQ(step->houses, (std::vector<int>{marks.row(1), marks.row(4)}));
    EXPECT_EQ(step->eliminations, digit_in(5, {marks.cell(2, 2), marks.cell(2, 5), marks.cell(3, 2),
                                               marks.cell(3, 5), marks.cell(5, 2), marks.cell(5, 5),
                                               marks.cell(6, 2), marks.cell(6, 5)}));

    // Row 4 also holds 5 in r4c6: a fin in box 4 (rows 3-4, columns 4-6).
    MarksBuilder finned(Shape(2, 3));
    finned.confine(5, finned.row(1), {finned.cell(1, 2), finned.cell(1, 5)})
        .confine(5, finned.row(4), {finned.cell(4, 2), finned.cell(4, 5), finned.cell(4, 6)});
    const Position with_fin = finned.position();
    const std::optional<Step> fin_step = logic::find_finned_x_wing(testing::context_for(with_fin));
    ASSERT_TRUE(fin_step);
    EXPECT_EQ(fin_step->technique, Technique::finned_x_wing);
    EXPECT_EQ(fin_step->eliminations, digit_in(5, {finned.cell(3, 5)}));
}

TEST(Fish, SoundOnRealPuzzles) {
    SUDOKIT_REQUIRE_DATA_FILE("puzzles3_magictour_top1465");
    SUDOKIT_REQUIRE_DATA_FILE("puzzles2_17_clue");
    // Singles and intersections keep the sweep moving; fish go before the subsets so that
    // they get their chance.
    const std::array<logic::Finder, 12> finders{
        logic::find_hidden_single,    logic::find_naked_single,  logic::find_pointing_claiming,
        logic::find_x_wing,           logic::find_finned_x_wing, logic::find_swordfish,
        logic::find_finned_swordfish, logic::find_jellyfish,     logic::find_finned_jellyfish,
        logic::find_naked_pair,       logic::find_hidden_pair,   logic::find_naked_triple};
    for (LogicMode mode : {LogicMode::se, LogicMode::full}) {
        const testing::SweepCounts counts =
            testing::sweep_finders(testing::sweep_puzzles(), finders, mode);
        // About half of what these puzzles give (11, 10, 143, 39, 51, 6).
        const std::pair<Technique, int> least[] = {{Technique::x_wing, 5},
                                                   {Technique::swordfish, 5},
                                                   {Technique::finned_x_wing, 70},
                                                   {Technique::sashimi_x_wing, 20},
                                                   {Technique::finned_swordfish, 25},
                                                   {Technique::sashimi_swordfish, 3}};
        for (const auto& [technique, count] : least)
            EXPECT_GE(counts.steps_of(technique), count) << technique_name(technique);
    }
}

}  // namespace
}  // namespace sudokit
