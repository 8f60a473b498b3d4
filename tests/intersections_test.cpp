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

TEST(Intersections, PointingFromABoxIntoAColumn) {
    MarksBuilder marks;
    marks.confine(5, marks.box(1), {marks.cell(1, 2), marks.cell(2, 2)});
    const Position position = marks.position();
    const std::optional<Step> step = logic::find_pointing_claiming(testing::context_for(position));
    ASSERT_TRUE(step);
    EXPECT_EQ(step->technique, Technique::pointing);
    EXPECT_EQ(step->rating, 26);
    EXPECT_TRUE(step->placements.empty());
    EXPECT_EQ(step->eliminations,
              digit_in(5, {marks.cell(4, 2), marks.cell(5, 2), marks.cell(6, 2), marks.cell(7, 2),
                           marks.cell(8, 2), marks.cell(9, 2)}));
    EXPECT_EQ(step->houses, (std::vector<int>{marks.box(1)}));
    EXPECT_EQ(step->cover_houses, (std::vector<int>{marks.column(2)}));
    EXPECT_EQ(step->cells, (std::vector<int>{marks.cell(1, 2), marks.cell(2, 2)}));
    EXPECT_EQ(step->pattern, digit_in(5, {marks.cell(1, 2), marks.cell(2, 2)}));
    EXPECT_EQ(step->digits, DigitSet::single(5));
    EXPECT_EQ(describe_step(*step, position.shape()),
              "Pointing: in box 1, 5 lies only in column 2 (r1c2 and r2c2), so remove 5 from the "
              "rest of column 2 (r4c2, r5c2, r6c2, r7c2, r8c2 and r9c2)");
    // Nothing along column 2 becomes a hidden single, so there is no direct pointing.
    EXPECT_FALSE(logic::find_direct_pointing(testing::context_for(position)));
}

TEST(Intersections, ClaimingFromARowIntoABox) {
    MarksBuilder marks;
    marks.confine(7, marks.row(3), {marks.cell(3, 1), marks.cell(3, 2)});
    const Position position = marks.position();
    const std::optional<Step> step = logic::find_pointing_claiming(testing::context_for(position));
    ASSERT_TRUE(step);
    EXPECT_EQ(step->technique, Technique::claiming);
    EXPECT_EQ(step->rating, 28);
    EXPECT_EQ(step->eliminations,
              digit_in(7, {marks.cell(1, 1), marks.cell(1, 2), marks.cell(1, 3), marks.cell(2, 1),
                           marks.cell(2, 2), marks.cell(2, 3)}));
    EXPECT_EQ(step->houses, (std::vector<int>{marks.row(3)}));
    EXPECT_EQ(step->cover_houses, (std::vector<int>{marks.box(1)}));
    EXPECT_EQ(step->cells, (std::vector<int>{marks.cell(3, 1), marks.cell(3, 2)}));
    EXPECT_FALSE(logic::find_direct_pointing(testing::context_for(position)));
}

TEST(Intersections, PointingBeforeClaimingAndAllowedSetRespected) {
    MarksBuilder marks;
    marks.confine(7, marks.row(3), {marks.cell(3, 1), marks.cell(3, 2)})
        .confine(9, marks.box(9), {marks.cell(7, 7), marks.cell(7, 8)});
    const Position position = marks.position();
    std::optional<Step> step = logic::find_pointing_claiming(testing::context_for(position));
    ASSERT_TRUE(step);
    EXPECT_EQ(step->technique, Technique::pointing);
    EXPECT_EQ(step->houses, (std::vector<int>{marks.box(9)}));
    EXPECT_EQ(step->cover_houses, (std::vector<int>{marks.row(7)}));

    logic::FindContext context = testing::context_for(position);
    context.allowed.reset(static_cast<std::size_t>(Technique::pointing));
    step = logic::find_pointing_claiming(context);
    ASSERT_TRUE(step);
    EXPECT_EQ(step->technique, Technique::claiming);
    context.allowed.reset(static_cast<std::size_t>(Technique::claiming));
    EXPECT_FALSE(logic::find_pointing_claiming(context));
}

TEST(Intersections, NothingWithoutEliminations) {
    MarksBuilder marks;
    // 5 of box 1 lies in column 2, but column 2 has no other 5.
    marks.confine(5, marks.column(2), {marks.cell(1, 2), marks.cell(2, 2)})
        .confine(5, marks.box(1), {marks.cell(1, 2), marks.cell(2, 2)});
    const Position position = marks.position();
    const std::optional<Step> step = logic::find_pointing_claiming(testing::context_for(position));
    // The column's 5s all lie in box 1 too (claiming), but that box has no other 5 either.
    EXPECT_FALSE(step);
    EXPECT_FALSE(logic::find_pointing_claiming(testing::context_for(MarksBuilder().position())));
}

TEST(Intersections, DirectPointingPlacesTheSingleItLeaves) {
    MarksBuilder marks;
    // Box 1 has 5 only in column 2; box 4 has 5 only in r4c2 and r5c1.
    marks.confine(5, marks.box(1), {marks.cell(1, 2), marks.cell(2, 2)})
        .confine(5, marks.box(4), {marks.cell(4, 2), marks.cell(5, 1)});
    const Position position = marks.position();
    const std::optional<Step> step = logic::find_direct_pointing(testing::context_for(position));
    ASSERT_TRUE(step);
    EXPECT_EQ(step->technique, Technique::direct_pointing);
    EXPECT_EQ(step->rating, 17);
    EXPECT_EQ(step->placements, (std::vector<CellDigit>{{marks.cell(5, 1), 5}}));
    EXPECT_EQ(step->eliminations, digit_in(5, {marks.cell(4, 2), marks.cell(7, 2), marks.cell(8, 2),
                                               marks.cell(9, 2)}));
    EXPECT_EQ(step->houses, (std::vector<int>{marks.box(1)}));
    EXPECT_EQ(step->cover_houses, (std::vector<int>{marks.column(2)}));
    EXPECT_EQ(describe_step(*step, position.shape()),
              "Direct pointing: in box 1, 5 lies only in column 2 (r1c2 and r2c2); removing 5 "
              "from the rest of column 2 (r4c2, r7c2, r8c2 and r9c2) leaves r5c1 as its only "
              "place in box 4, so r5c1=5");
    // The plain finder reports the same pattern as pointing, without the placement.
    const std::optional<Step> plain = logic::find_pointing_claiming(testing::context_for(position));
    ASSERT_TRUE(plain);
    EXPECT_EQ(plain->technique, Technique::pointing);
    EXPECT_TRUE(plain->placements.empty());
}

TEST(Intersections, DirectClaimingLooksAtParallelLinesThroughTheBox) {
    MarksBuilder marks;
    // Row 3 has 7 only in box 1; row 1 has 7 only in r1c2 and r1c5. Box 3 keeps a single 7
    // (r2c7): with two 7s in its row 2 it would point along row 2 and leave r1c5 first.
    marks.confine(7, marks.row(3), {marks.cell(3, 1), marks.cell(3, 2)})
        .confine(7, marks.row(1), {marks.cell(1, 2), marks.cell(1, 5)})
        .confine(7, marks.box(3), {marks.cell(2, 7)});
    const Position position = marks.position();
    const std::optional<Step> step = logic::find_direct_pointing(testing::context_for(position));
    ASSERT_TRUE(step);
    EXPECT_EQ(step->technique, Technique::direct_claiming);
    EXPECT_EQ(step->rating, 19);
    EXPECT_EQ(step->placements, (std::vector<CellDigit>{{marks.cell(1, 5), 7}}));
    EXPECT_EQ(step->eliminations, digit_in(7, {marks.cell(1, 2), marks.cell(2, 1), marks.cell(2, 2),
                                               marks.cell(2, 3)}));
    EXPECT_EQ(describe_step(*step, position.shape()),
              "Direct claiming: in row 3, 7 lies only in box 1 (r3c1 and r3c2); removing 7 from "
              "the rest of box 1 (r1c2, r2c1, r2c2 and r2c3) leaves r1c5 as its only place in "
              "row 1, so r1c5=7");

    logic::FindContext context = testing::context_for(position);
    context.allowed.reset(static_cast<std::size_t>(Technique::direct_claiming));
    EXPECT_FALSE(logic::find_direct_pointing(context));
}

TEST(Intersections, TheThirdBoxOfTheBandPointsBeforeTheDirectClaiming) {
    MarksBuilder marks;
    // As above but box 3 keeps 7 in r2c7, r2c8 and r2c9: it points along row 2, which leaves
    // r1c5 as the only 7 of box 2. SE tries every pointing before any claiming.
    marks.confine(7, marks.row(3), {marks.cell(3, 1), marks.cell(3, 2)})
        .confine(7, marks.row(1), {marks.cell(1, 2), marks.cell(1, 5)});
    const Position position = marks.position();
    const std::optional<Step> step = logic::find_direct_pointing(testing::context_for(position));
    ASSERT_TRUE(step);
    EXPECT_EQ(step->technique, Technique::direct_pointing);
    EXPECT_EQ(step->houses, (std::vector<int>{marks.box(3)}));
    EXPECT_EQ(step->cover_houses, (std::vector<int>{marks.row(2)}));
    EXPECT_EQ(step->placements, (std::vector<CellDigit>{{marks.cell(1, 5), 7}}));
}

TEST(Intersections, SixBySixPointingAlongARowOfATwoByThreeBox) {
    MarksBuilder marks(Shape(2, 3));
    marks.confine(4, marks.box(1), {marks.cell(1, 1), marks.cell(1, 2)});
    const Position position = marks.position();
    const std::optional<Step> step = logic::find_pointing_claiming(testing::context_for(position));
    ASSERT_TRUE(step);
    EXPECT_EQ(step->technique, Technique::pointing);
    EXPECT_EQ(step->cover_houses, (std::vector<int>{marks.row(1)}));
    EXPECT_EQ(step->eliminations,
              digit_in(4, {marks.cell(1, 4), marks.cell(1, 5), marks.cell(1, 6)}));

    // A column of a 2x3 box spans two rows: claiming from column 5 into box 4.
    MarksBuilder column(Shape(2, 3));
    column.confine(2, column.column(5), {column.cell(3, 5), column.cell(4, 5)});
    const Position claimed = column.position();
    const std::optional<Step> claim = logic::find_pointing_claiming(testing::context_for(claimed));
    ASSERT_TRUE(claim);
    EXPECT_EQ(claim->technique, Technique::claiming);
    EXPECT_EQ(claim->cover_houses, (std::vector<int>{column.box(4)}));
    EXPECT_EQ(claim->eliminations, digit_in(2, {column.cell(3, 4), column.cell(3, 6),
                                                column.cell(4, 4), column.cell(4, 6)}));
}

TEST(Intersections, SoundOnRealPuzzles) {
    SUDOKIT_REQUIRE_DATA_FILE("puzzles3_magictour_top1465");
    SUDOKIT_REQUIRE_DATA_FILE("puzzles2_17_clue");
    const std::array<logic::Finder, 4> finders{
        logic::find_hidden_single, logic::find_direct_pointing, logic::find_naked_single,
        logic::find_pointing_claiming};
    const testing::SweepCounts counts =
        testing::sweep_finders(testing::sweep_puzzles(), finders, LogicMode::se);
    for (Technique technique :
         {Technique::direct_pointing, Technique::pointing, Technique::claiming}) {
        EXPECT_GT(counts.steps_of(technique), 20) << technique_name(technique);
    }
    // With three boxes to a band, a direct claiming always comes after a hidden single or a
    // direct pointing found first (the third box of the band points along the third line and
    // leaves the same single), so in SE's order it never shows on 9x9.
    EXPECT_EQ(counts.steps_of(Technique::direct_claiming), 0);
}

}  // namespace
}  // namespace sudokit
