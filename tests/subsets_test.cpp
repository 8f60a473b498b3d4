#include <array>

#include "basic_techniques_sweep.hpp"
#include "logic/finders.hpp"
#include "marks_builder.hpp"

namespace sudokit {
namespace {

using testing::MarksBuilder;

// Every candidate of `cells` but `keep`, cell by cell.
std::vector<CellDigit> others_in(const Position& position, std::initializer_list<int> cells,
                                 DigitSet keep) {
    std::vector<CellDigit> result;
    for (int cell : cells) {
        for (int digit : position.candidates(cell) - keep)
            result.push_back({cell, digit});
    }
    return result;
}

// `digits` wherever `cells` hold them, cell by cell.
std::vector<CellDigit> these_in(const Position& position, std::initializer_list<int> cells,
                                DigitSet digits) {
    std::vector<CellDigit> result;
    for (int cell : cells) {
        for (int digit : position.candidates(cell) & digits)
            result.push_back({cell, digit});
    }
    return result;
}

DigitSet digits_of(std::initializer_list<int> digits) {
    DigitSet set;
    for (int digit : digits)
        set.insert(digit);
    return set;
}

TEST(Subsets, NakedPairClearsTheRestOfItsRow) {
    MarksBuilder marks;
    const int c2 = marks.cell(4, 2);
    const int c5 = marks.cell(4, 5);
    const int c6 = marks.cell(4, 6);
    const int c8 = marks.cell(4, 8);
    marks.set(c2, {3, 7}).set(c8, {3, 7});
    marks.confine(3, marks.row(4), {c2, c5, c6, c8}).confine(7, marks.row(4), {c2, c5, c6, c8});
    const Position position = marks.position();
    const std::optional<Step> step = logic::find_naked_pair(testing::context_for(position));
    ASSERT_TRUE(step);
    EXPECT_EQ(step->technique, Technique::naked_pair);
    EXPECT_EQ(step->rating, 30);
    EXPECT_EQ(step->eliminations, (std::vector<CellDigit>{{c5, 3}, {c5, 7}, {c6, 3}, {c6, 7}}));
    EXPECT_EQ(step->houses, (std::vector<int>{marks.row(4)}));
    EXPECT_EQ(step->cells, (std::vector<int>{c2, c8}));
    EXPECT_EQ(step->pattern, (std::vector<CellDigit>{{c2, 3}, {c2, 7}, {c8, 3}, {c8, 7}}));
    EXPECT_EQ(step->digits, digits_of({3, 7}));
    EXPECT_EQ(step->size, 2);
    EXPECT_EQ(describe_step(*step, position.shape()),
              "Naked pair 3,7 in r4c2 and r4c8: remove 3 and 7 from the rest of row 4 (r4c5, "
              "r4c6)");
}

TEST(Subsets, NoNakedPairWithoutEliminationsOrWithDifferentDigits) {
    MarksBuilder marks;
    const int c2 = marks.cell(4, 2);
    const int c8 = marks.cell(4, 8);
    marks.set(c2, {3, 7}).set(c8, {3, 7});
    marks.confine(3, marks.row(4), {c2, c8}).confine(7, marks.row(4), {c2, c8});
    EXPECT_FALSE(logic::find_naked_pair(testing::context_for(marks.position())));

    MarksBuilder different;
    different.set(different.cell(4, 2), {3, 7}).set(different.cell(4, 8), {3, 8});
    EXPECT_FALSE(logic::find_naked_pair(testing::context_for(different.position())));
    EXPECT_FALSE(logic::find_naked_triple(testing::context_for(MarksBuilder().position())));
    EXPECT_FALSE(logic::find_hidden_pair(testing::context_for(MarksBuilder().position())));
}

TEST(Subsets, SudokuExplainerSkipsNakedPairsInHousesWithFewEmptyCells) {
    MarksBuilder marks;
    // Row 1: six placed cells, then {1,2} in r1c1 and r1c4 and {1,2,3} in r1c7 (three
    // different boxes, so only the row holds the pair).
    const int placed_cols[] = {2, 3, 5, 6, 8, 9};
    int digit = 4;
    for (int col : placed_cols)
        marks.set(marks.cell(1, col), {digit++});
    marks.set(marks.cell(1, 1), {1, 2}).set(marks.cell(1, 4), {1, 2});
    marks.set(marks.cell(1, 7), {1, 2, 3});
    const Position position = marks.position();
    // SE wants at least four empty cells in the house for a naked pair.
    EXPECT_FALSE(logic::find_naked_pair(testing::context_for(position, LogicMode::se)));
    const std::optional<Step> step =
        logic::find_naked_pair(testing::context_for(position, LogicMode::full));
    ASSERT_TRUE(step);
    EXPECT_EQ(step->eliminations,
              (std::vector<CellDigit>{{marks.cell(1, 7), 1}, {marks.cell(1, 7), 2}}));
}

TEST(Subsets, HiddenPairAndItsDirectForm) {
    MarksBuilder marks;
    const int r2 = marks.cell(2, 5);
    const int r5 = marks.cell(5, 5);
    const int r7 = marks.cell(7, 5);
    marks.confine(1, marks.column(5), {r2, r7}).confine(9, marks.column(5), {r2, r7});
    const Position plain_position = marks.position();
    std::optional<Step> step = logic::find_hidden_pair(testing::context_for(plain_position));
    ASSERT_TRUE(step);
    EXPECT_EQ(step->technique, Technique::hidden_pair);
    EXPECT_EQ(step->rating, 34);
    EXPECT_EQ(step->eliminations, others_in(plain_position, {r2, r7}, digits_of({1, 9})));
    EXPECT_EQ(step->eliminations.size(), 14u);
    EXPECT_EQ(step->cells, (std::vector<int>{r2, r7}));
    EXPECT_EQ(step->pattern, (std::vector<CellDigit>{{r2, 1}, {r2, 9}, {r7, 1}, {r7, 9}}));
    EXPECT_EQ(describe_step(*step, plain_position.shape()),
              "Hidden pair 1,9 in column 5: 1 and 9 can only go in r2c5 and r7c5, so remove 2, "
              "3, 4, 5, 6, 7 and 8 from r2c5 and r7c5");
    // Removing them leaves no single, so there is no direct hidden pair.
    EXPECT_FALSE(logic::find_direct_hidden_pair(testing::context_for(plain_position)));

    // With 4 only in r2c5 and r5c5, clearing r2c5 leaves r5c5 as the only 4 of the column.
    marks.confine(4, marks.column(5), {r2, r5});
    const Position position = marks.position();
    step = logic::find_direct_hidden_pair(testing::context_for(position));
    ASSERT_TRUE(step);
    EXPECT_EQ(step->technique, Technique::direct_hidden_pair);
    EXPECT_EQ(step->rating, 20);
    EXPECT_EQ(step->placements, (std::vector<CellDigit>{{r5, 4}}));
    // As in Sudoku Explainer, the direct form only places the single; the other candidates
    // of the pair's cells are its evidence.
    EXPECT_TRUE(step->eliminations.empty());
    EXPECT_EQ(step->fins, others_in(position, {r2, r7}, digits_of({1, 9})));
    EXPECT_EQ(step->houses, (std::vector<int>{marks.column(5)}));
    EXPECT_EQ(describe_step(*step, position.shape()),
              "Direct hidden pair 1,9 in column 5: 1 and 9 can only go in r2c5 and r7c5, so "
              "without 2, 3, 4, 5, 6, 7 and 8 in r2c5 and r7c5 the only place left for 4 in "
              "column 5 is r5c5: r5c5=4");
    logic::FindContext context = testing::context_for(position);
    context.allowed.reset(static_cast<std::size_t>(Technique::direct_hidden_pair));
    EXPECT_FALSE(logic::find_direct_hidden_pair(context));
}

TEST(Subsets, NakedTripleAndQuad) {
    MarksBuilder marks;
    marks.set(marks.cell(1, 1), {1, 2}).set(marks.cell(1, 4), {2, 3}).set(marks.cell(1, 9), {1, 3});
    marks.set(marks.cell(9, 1), {1, 2})
        .set(marks.cell(9, 3), {2, 3})
        .set(marks.cell(9, 5), {3, 4})
        .set(marks.cell(9, 7), {1, 4});
    const Position position = marks.position();
    const std::optional<Step> triple = logic::find_naked_triple(testing::context_for(position));
    ASSERT_TRUE(triple);
    EXPECT_EQ(triple->technique, Technique::naked_triple);
    EXPECT_EQ(triple->rating, 36);
    EXPECT_EQ(triple->houses, (std::vector<int>{marks.row(1)}));
    EXPECT_EQ(triple->cells,
              (std::vector<int>{marks.cell(1, 1), marks.cell(1, 4), marks.cell(1, 9)}));
    EXPECT_EQ(triple->eliminations, these_in(position,
                                             {marks.cell(1, 2), marks.cell(1, 3), marks.cell(1, 5),
                                              marks.cell(1, 6), marks.cell(1, 7), marks.cell(1, 8)},
                                             digits_of({1, 2, 3})));
    EXPECT_EQ(triple->size, 3);

    const std::optional<Step> quad = logic::find_naked_quad(testing::context_for(position));
    ASSERT_TRUE(quad);
    EXPECT_EQ(quad->technique, Technique::naked_quad);
    EXPECT_EQ(quad->rating, 50);
    EXPECT_EQ(quad->houses, (std::vector<int>{marks.row(9)}));
    EXPECT_EQ(quad->digits, digits_of({1, 2, 3, 4}));
    EXPECT_EQ(quad->eliminations, these_in(position,
                                           {marks.cell(9, 2), marks.cell(9, 4), marks.cell(9, 6),
                                            marks.cell(9, 8), marks.cell(9, 9)},
                                           digits_of({1, 2, 3, 4})));
}

TEST(Subsets, HiddenTripleAndQuad) {
    MarksBuilder marks;
    const int a = marks.cell(1, 9);
    const int b = marks.cell(5, 9);
    const int c = marks.cell(9, 9);
    marks.confine(4, marks.column(9), {a, b})
        .confine(5, marks.column(9), {b, c})
        .confine(6, marks.column(9), {a, c});
    const int quad[] = {marks.cell(5, 1), marks.cell(5, 2), marks.cell(5, 3), marks.cell(5, 4)};
    for (int digit : {6, 7, 8})
        marks.confine(digit, marks.row(5), {quad[0], quad[1], quad[2], quad[3]});
    marks.confine(9, marks.row(5), {quad[0], quad[3]});
    const Position position = marks.position();

    const std::optional<Step> triple = logic::find_hidden_triple(testing::context_for(position));
    ASSERT_TRUE(triple);
    EXPECT_EQ(triple->technique, Technique::hidden_triple);
    EXPECT_EQ(triple->rating, 40);
    EXPECT_EQ(triple->houses, (std::vector<int>{marks.column(9)}));
    EXPECT_EQ(triple->cells, (std::vector<int>{a, b, c}));
    EXPECT_EQ(triple->eliminations, others_in(position, {a, b, c}, digits_of({4, 5, 6})));

    const std::optional<Step> hidden_quad = logic::find_hidden_quad(testing::context_for(position));
    ASSERT_TRUE(hidden_quad);
    EXPECT_EQ(hidden_quad->technique, Technique::hidden_quad);
    EXPECT_EQ(hidden_quad->rating, 54);
    EXPECT_EQ(hidden_quad->houses, (std::vector<int>{marks.row(5)}));
    EXPECT_EQ(hidden_quad->digits, digits_of({6, 7, 8, 9}));
    EXPECT_EQ(hidden_quad->eliminations,
              others_in(position, {quad[0], quad[1], quad[2], quad[3]}, digits_of({6, 7, 8, 9})));
}

TEST(Subsets, SixBySixNakedPair) {
    MarksBuilder marks(Shape(2, 3));
    marks.set(marks.cell(2, 1), {5, 6}).set(marks.cell(2, 5), {5, 6});
    const Position position = marks.position();
    const std::optional<Step> step = logic::find_naked_pair(testing::context_for(position));
    ASSERT_TRUE(step);
    EXPECT_EQ(step->houses, (std::vector<int>{marks.row(2)}));
    EXPECT_EQ(
        step->eliminations,
        these_in(position, {marks.cell(2, 2), marks.cell(2, 3), marks.cell(2, 4), marks.cell(2, 6)},
                 digits_of({5, 6})));
    EXPECT_EQ(step->eliminations.size(), 8u);
}

TEST(Subsets, SoundOnRealPuzzles) {
    SUDOKIT_REQUIRE_DATA_FILE("puzzles3_magictour_top1465");
    SUDOKIT_REQUIRE_DATA_FILE("puzzles2_17_clue");
    const std::array<logic::Finder, 12> finders{
        logic::find_hidden_single, logic::find_direct_pointing,      logic::find_direct_hidden_pair,
        logic::find_naked_single,  logic::find_direct_hidden_triple, logic::find_pointing_claiming,
        logic::find_naked_pair,    logic::find_hidden_pair,          logic::find_naked_triple,
        logic::find_hidden_triple, logic::find_naked_quad,           logic::find_hidden_quad};
    for (LogicMode mode : {LogicMode::se, LogicMode::full}) {
        const testing::SweepCounts counts =
            testing::sweep_finders(testing::sweep_puzzles(), finders, mode);
        // About half of what these puzzles give (1352, 49, 105, 281, 6, 24, 4): quads and
        // naked triples are rare once the hidden forms and intersections went first.
        const std::pair<Technique, int> least[] = {{Technique::direct_hidden_pair, 600},
                                                   {Technique::direct_hidden_triple, 20},
                                                   {Technique::naked_pair, 50},
                                                   {Technique::hidden_pair, 140},
                                                   {Technique::naked_triple, 3},
                                                   {Technique::hidden_triple, 10},
                                                   {Technique::naked_quad, 2}};
        for (const auto& [technique, count] : least)
            EXPECT_GE(counts.steps_of(technique), count) << technique_name(technique);
    }
}

}  // namespace
}  // namespace sudokit
