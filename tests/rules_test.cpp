#include "sudokit/rules.hpp"

#include <gtest/gtest.h>

#include "test_support.hpp"

namespace sudokit {
namespace {

constexpr std::string_view kSolution =
    "534678912672195348198342567859761423426853791713924856961537284287419635345286179";
constexpr std::string_view kPuzzle =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

TEST(RulesTest, ValidSolutionPasses) {
    const Puzzle puzzle = testing::puzzle_from_line(kPuzzle);
    const Grid solution = testing::puzzle_from_line(kSolution).givens;
    EXPECT_TRUE(find_conflicts(solution).empty());
    EXPECT_FALSE(has_conflicts(solution));
    EXPECT_TRUE(check_solution(puzzle, solution).is_solution());
}

TEST(RulesTest, ReportsEveryConflictWithHouseDigitAndCells) {
    Grid grid = testing::puzzle_from_line(kPuzzle).givens;
    grid.set(grid.shape().cell_at(0, 8), 5);  // row 1 already has 5 at c1, column 9 at r8
    const auto conflicts = find_conflicts(grid);
    ASSERT_EQ(conflicts.size(), 2u);
    EXPECT_EQ(conflicts[0].house, grid.shape().row_house(0));
    EXPECT_EQ(conflicts[0].digit, 5);
    EXPECT_EQ(conflicts[0].cells, (std::vector<int>{0, 8}));
    EXPECT_EQ(describe(grid.shape(), conflicts[0]), "row 1 has 5 twice: r1c1, r1c9");
    EXPECT_EQ(conflicts[1].house, grid.shape().column_house(8));
    EXPECT_EQ(describe(grid.shape(), conflicts[1]), "column 9 has 5 twice: r1c9, r8c9");
    EXPECT_TRUE(has_conflicts(grid));
}

TEST(RulesTest, AConflictNamesTheDigitAsThePuzzleWritesIt) {
    Grid grid{Shape(4, 4)};
    grid.set(0, 13);
    grid.set(17, 13);
    const auto conflicts = find_conflicts(grid);
    ASSERT_EQ(conflicts.size(), 1u);  // box 1
    EXPECT_EQ(describe(grid.shape(), conflicts[0], SymbolSet::letters),
              "box 1 has M twice: r1c1, r2c2");
    EXPECT_EQ(describe(grid.shape(), conflicts[0], SymbolSet::digits_letters),
              "box 1 has D twice: r1c1, r2c2");
    EXPECT_EQ(describe(grid.shape(), conflicts[0]), "box 1 has 13 twice: r1c1, r2c2");
}

TEST(RulesTest, SolutionCheckFindsChangedGivensAndBlanks) {
    const Puzzle puzzle = testing::puzzle_from_line(kPuzzle);
    Grid grid = testing::puzzle_from_line(kSolution).givens;
    grid.clear(80);
    auto check = check_solution(puzzle, grid);
    EXPECT_FALSE(check.is_solution());
    EXPECT_EQ(check.empty_cells, std::vector<int>{80});
    EXPECT_EQ(check.changed_givens, std::vector<int>{80});  // r9c9 was a given 9

    // Swapping two digits in a row keeps rows valid but breaks columns and a given.
    grid = testing::puzzle_from_line(kSolution).givens;
    const int a = grid[0], b = grid[1];
    grid.set(0, b);
    grid.set(1, a);
    check = check_solution(puzzle, grid);
    EXPECT_FALSE(check.is_solution());
    EXPECT_FALSE(check.conflicts.empty());
    EXPECT_EQ(check.changed_givens, (std::vector<int>{0, 1}));
}

TEST(RulesTest, ShapeMismatch) {
    const Puzzle puzzle = testing::puzzle_from_line(kPuzzle);
    EXPECT_TRUE(check_solution(puzzle, Grid(Shape(2, 2))).shape_mismatch);
}

}  // namespace
}  // namespace sudokit
