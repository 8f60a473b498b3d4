#include <gtest/gtest.h>

#include "sudokit/grid.hpp"
#include "sudokit/puzzle.hpp"
#include "sudokit/rules.hpp"
#include "sudokit/shape.hpp"
#include "sudokit/solve.hpp"

namespace sudokit {
namespace {

Grid filled_grid(const Shape& shape, int digit) {
    Grid grid(shape);
    for (int cell = 0; cell < grid.size(); ++cell)
        grid.set(cell, digit);
    return grid;
}

TEST(SolutionListTest, AppendGivesAnEmptyGridOfTheShape) {
    SolutionList list;
    const Shape small(2, 2);
    Grid& first = list.append(small);
    EXPECT_EQ(first.shape(), small);
    EXPECT_EQ(first.filled_count(), 0);
    first.set(0, 3);
    ASSERT_EQ(list.size(), 1u);
    EXPECT_EQ(list.front()[0], 3);
}

TEST(SolutionListTest, AppendAndPushBackShareOneOrderPastTheInlineSlots) {
    SolutionList list;
    const Shape nine;
    const Shape twelve(3, 4);
    list.push_back(filled_grid(nine, 1));
    list.append(twelve) = filled_grid(twelve, 2);
    Grid& third = list.append(nine);  // past the inline slots
    EXPECT_EQ(third.filled_count(), 0);
    third = filled_grid(nine, 3);
    list.push_back(filled_grid(twelve, 4));
    ASSERT_EQ(list.size(), 4u);
    EXPECT_EQ(list[0], filled_grid(nine, 1));
    EXPECT_EQ(list[1], filled_grid(twelve, 2));
    EXPECT_EQ(list[2], filled_grid(nine, 3));
    EXPECT_EQ(list[3], filled_grid(twelve, 4));
}

TEST(SolutionListTest, KeptSolutionsOfOtherShapesAreWrittenWhole) {
    // A blank 12x12 grid: the generic search fills the kept slots in place.
    const Puzzle blank{Grid(Shape(3, 4))};
    SolveOptions options;
    options.solution_limit = 3;
    options.keep_solutions = 3;
    const SolveResult result = solve(blank, options);
    ASSERT_EQ(result.solutions.size(), 3u);
    for (std::size_t i = 0; i < result.solutions.size(); ++i) {
        EXPECT_EQ(result.solutions[i].shape(), Shape(3, 4));
        EXPECT_TRUE(check_solution(blank, result.solutions[i]).is_solution());
    }
    EXPECT_FALSE(result.solutions[0] == result.solutions[1]);
}

}  // namespace
}  // namespace sudokit
