#include "pattern_test_support.hpp"

namespace sudokit {
namespace {

using testing::rc;

const Shape kNine;

// A digit swap without fixed points: 1<->2, 3<->4, 5<->6 and the cycle 7->8->9->7.
int partner(int digit) {
    static const int kPartner[10] = {0, 2, 1, 4, 3, 6, 5, 8, 9, 7};
    return kPartner[digit];
}

// Every cell open with two candidates: its digit in a solution and the partner digit. The
// partners form a second solution, so every digit has two places in every house: a BUG.
struct BugGrid {
    Grid solution = testing::solution_with({});
    Candidates marks = Candidates(kNine);
    BugGrid() {
        for (int cell = 0; cell < kNine.cell_count(); ++cell) {
            marks[cell] =
                DigitSet::single(solution[cell]) | DigitSet::single(partner(solution[cell]));
        }
    }
    // The cell of row 1 whose solution digit is `digit`.
    int in_first_row(int digit) const {
        for (int col = 1; col <= 9; ++col) {
            if (solution[rc(1, col)] == digit) return rc(1, col);
        }
        return -1;
    }
    // The first of these digits whose row-1 cell lies outside the box of `cell`.
    int in_first_row_away_from(std::initializer_list<int> digits, int cell) const {
        for (int digit : digits) {
            const int found = in_first_row(digit);
            if (kNine.box_of(found) != kNine.box_of(cell)) return found;
        }
        ADD_FAILURE() << "no such cell";
        return -1;
    }
};

std::optional<Step> find(const Position& position, bool uniqueness = true) {
    return logic::find_bug(testing::context_for(position, LogicMode::se, uniqueness));
}

TEST(Bug, PureBugGivesNothing) {
    const BugGrid bug;
    EXPECT_FALSE(find(Position::from_marks(bug.marks)));
}

TEST(Bug, Type1KeepsOnlyTheBugDigit) {
    BugGrid bug;
    const int cell = bug.in_first_row(1);  // {1,2}
    bug.marks[cell].insert(5);
    const Position position = Position::from_marks(bug.marks);
    const std::optional<Step> step = find(position);
    ASSERT_TRUE(step);
    EXPECT_EQ(step->technique, Technique::bug_type1);
    EXPECT_EQ(step->rating, 56);
    EXPECT_EQ(step->eliminations, (std::vector<CellDigit>{{cell, 1}, {cell, 2}}));
    EXPECT_EQ(step->fins, (std::vector<CellDigit>{{cell, 5}}));
    EXPECT_FALSE(find(position, false));
}

TEST(Bug, NothingWhenTwoBugCellsShareNoHouse) {
    BugGrid bug;
    const int first = rc(1, 1), second = rc(5, 5);
    int extra1 = 1;
    while (bug.marks[first].contains(extra1))
        ++extra1;
    int extra2 = 1;
    while (bug.marks[second].contains(extra2) || extra2 == extra1)
        ++extra2;
    bug.marks[first].insert(extra1);
    bug.marks[second].insert(extra2);
    EXPECT_FALSE(find(Position::from_marks(bug.marks)));
}

TEST(Bug, Type2RemovesTheCommonBugDigitFromCellsSeeingAllBugCells) {
    BugGrid bug;
    const int first = bug.in_first_row(1);                                  // {1,2}
    const int second = bug.in_first_row_away_from({3, 4, 7, 8, 9}, first);  // no 5 or 6
    bug.marks[first].insert(5);
    bug.marks[second].insert(5);
    const Position position = Position::from_marks(bug.marks);
    const std::optional<Step> step = find(position);
    ASSERT_TRUE(step);
    EXPECT_EQ(step->technique, Technique::bug_type2);
    EXPECT_EQ(step->rating, 57);
    // The two other cells of row 1 that hold 5: the ones with digits 5 and 6.
    EXPECT_EQ(testing::sorted(step->eliminations),
              testing::sorted({{bug.in_first_row(5), 5}, {bug.in_first_row(6), 5}}));
}

TEST(Bug, Type4KeepsTheBugDigitAndTheCommonDigit) {
    BugGrid bug;
    const int first = bug.in_first_row(7);   // {7,8}
    const int second = bug.in_first_row(8);  // {8,9}
    bug.marks[first].insert(1);
    bug.marks[second].insert(3);
    const Position position = Position::from_marks(bug.marks);
    const std::optional<Step> step = find(position);
    ASSERT_TRUE(step);
    EXPECT_EQ(step->technique, Technique::bug_type4);
    EXPECT_EQ(step->rating, 57);
    EXPECT_EQ(testing::sorted(step->eliminations), testing::sorted({{first, 7}, {second, 9}}));
}

TEST(Bug, Type3FormsANakedSetWithTheBugDigits) {
    BugGrid bug;
    const int first = bug.in_first_row(5);                            // {5,6}
    const int second = bug.in_first_row_away_from({7, 8, 9}, first);  // no 1 or 2
    bug.marks[first].insert(1);
    bug.marks[second].insert(2);
    const Position position = Position::from_marks(bug.marks);
    const std::optional<Step> step = find(position);
    ASSERT_TRUE(step);
    EXPECT_EQ(step->technique, Technique::bug_type3);
    EXPECT_EQ(step->rating, 58);  // 5.7 + 0.1 for a pair
    // The naked pair is the first {1,2} cell of row 1 in SE's order (the row, reading order,
    // once the box of the first BUG cell is done); the other {1,2} cell loses both digits.
    const int one = bug.in_first_row(1);
    const int two = bug.in_first_row(2);
    // SE lists BUG cells as it meets them, boxes first: the leftmost comes first.
    const int box_first = kNine.box_of(std::min(first, second));
    int naked = one < two ? one : two;
    if (kNine.box_of(one) == box_first && kNine.box_of(two) != box_first) naked = one;
    if (kNine.box_of(two) == box_first && kNine.box_of(one) != box_first) naked = two;
    const int other = naked == one ? two : one;
    EXPECT_EQ(testing::sorted(step->eliminations), testing::sorted({{other, 1}, {other, 2}}));
    EXPECT_NE(describe_step(*step, kNine).find("naked set 1,2"), std::string::npos)
        << describe_step(*step, kNine);
}

TEST(Bug, SoundOnMidSolvePositions) {
    SUDOKIT_REQUIRE_DATA_FILE("puzzles3_magictour_top1465");
    SUDOKIT_REQUIRE_DATA_FILE("puzzles6_forum_hardest_1106");
    std::vector<Puzzle> puzzles = testing::load_data_set("puzzles3_magictour_top1465", 150);
    const std::vector<Puzzle> hardest = testing::load_data_set("puzzles6_forum_hardest_1106", 100);
    puzzles.insert(puzzles.end(), hardest.begin(), hardest.end());
    // BUGs need a nearly solved grid; the wings and loops thin the candidates first.
    testing::sweep_finders(puzzles,
                           {logic::find_xy_wing, logic::find_unique_loop, logic::find_bug,
                            logic::find_skyscraper, logic::find_two_string_kite},
                           {0.2, 0.35, 0.5}, true);
}

TEST(Bug, SoundInTheStepper) {
    SUDOKIT_REQUIRE_DATA_FILE("puzzles3_magictour_top1465");
    const std::vector<Puzzle> puzzles = testing::load_data_set("puzzles3_magictour_top1465", 60);
    TechniqueSet mine;
    for (Technique technique :
         {Technique::bug_type1, Technique::bug_type2, Technique::bug_type3, Technique::bug_type4}) {
        mine.set(static_cast<std::size_t>(technique));
    }
    testing::sweep_stepper(puzzles, LogicMode::se, mine);
}

}  // namespace
}  // namespace sudokit
