// Unavoidable sets of solution grids, checked with the exact solver: blanking the cells of
// a set must leave a puzzle with more than one solution.

#include "generate/unavoidable_sets.hpp"

#include <set>

#include <gtest/gtest.h>

#include "sudokit/generate.hpp"
#include "sudokit/solve.hpp"

namespace sudokit {
namespace {

void expect_every_set_unavoidable(const Shape& shape, std::uint64_t seed) {
    const Grid solution = random_solution_grid(shape, seed);
    const generate::UnavoidableSets sets(solution, solution);
    const auto cells_of_sets = sets.cells_of_sets();
    ASSERT_EQ(cells_of_sets.size(), sets.size());
    std::set<std::vector<int>> distinct;
    for (const std::vector<int>& cells : cells_of_sets) {
        ASSERT_GE(cells.size(), 4u);
        Grid puzzle = solution;
        for (int cell : cells)
            puzzle.clear(cell);
        SolveOptions options;
        options.solution_limit = 2;
        const SolveResult result = solve(Puzzle(puzzle), options);
        EXPECT_EQ(result.verdict, Verdict::multiple)
            << shape.name() << " seed " << seed << ": a set of " << cells.size() << " cells";
        distinct.insert(cells);
    }
    EXPECT_EQ(distinct.size(), cells_of_sets.size()) << "no set is listed twice";
}

TEST(UnavoidableSets, EverySetOfClassicGridsLeavesTwoSolutions) {
    for (std::uint64_t seed = 1; seed <= 40; ++seed)
        expect_every_set_unavoidable(Shape(3, 3), seed);
}

TEST(UnavoidableSets, EverySetOfOtherShapesLeavesTwoSolutions) {
    for (const Shape& shape : {Shape(2, 2), Shape(2, 3), Shape(3, 2), Shape(3, 4), Shape(4, 4)}) {
        for (std::uint64_t seed = 1; seed <= 3; ++seed)
            expect_every_set_unavoidable(shape, seed);
    }
}

}  // namespace
}  // namespace sudokit
