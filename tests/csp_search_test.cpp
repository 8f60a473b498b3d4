// Tests of the `csp` algorithm (all-different constraints, forward checking, fewest values
// first) and of the generic constraint solver under it: exact counts that follow from the
// rules alone, hidden contradictions, every shape, the data sets, seeds, the deadline,
// counters, and extra constraints of the kind variants need.

#include <algorithm>
#include <array>
#include <atomic>
#include <chrono>
#include <cstdint>
#include <numeric>
#include <optional>
#include <random>
#include <set>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include <gtest/gtest.h>

#include "solve/constraint_solver.hpp"
#include "solver_test_support.hpp"
#include "sudokit/candidates.hpp"
#include "sudokit/rules.hpp"
#include "sudokit/solve.hpp"
#include "test_support.hpp"

namespace sudokit {
namespace {

using namespace sudokit::testing;

SolveOptions csp_options(std::uint64_t solution_limit, std::size_t keep_solutions = 2) {
    SolveOptions options;
    options.algorithm = Algorithm::csp;
    options.solution_limit = solution_limit;
    options.keep_solutions = keep_solutions;
    return options;
}

SolveResult solve_csp(const Puzzle& puzzle, std::uint64_t solution_limit,
                      std::size_t keep_solutions = 2) {
    return solve(puzzle, csp_options(solution_limit, keep_solutions));
}

TEST(CspSearchTest, SolvesTheClassicPuzzle) {
    const Puzzle puzzle = puzzle_from_line(kClassicPuzzle);
    const SolveResult result = solve_csp(puzzle, 2);
    EXPECT_EQ(result.verdict, Verdict::unique);
    EXPECT_TRUE(result.exhausted);
    ASSERT_EQ(result.solution_count, 1u);
    EXPECT_EQ(result.solutions.front(), puzzle_from_line(kClassicSolution).givens);
}

TEST(CspSearchTest, CountsAll288GridsOfTheBlank4x4) {
    const Puzzle blank(Grid(Shape(2, 2)));
    const SolveResult result = solve_csp(blank, 0, 300);
    EXPECT_EQ(result.solution_count, 288u);
    EXPECT_TRUE(result.exhausted);
    ASSERT_EQ(result.solutions.size(), 288u);
    expect_valid_and_distinct(blank, result);
}

TEST(CspSearchTest, RelabelingDigitsDividesThe4x4Count) {
    // Relabeling digits maps grids to grids one to one: fixing one cell leaves 288 / 4
    // grids, fixing the first row 288 / 4!.
    Grid one_given(Shape(2, 2));
    one_given.set(15, 4);
    EXPECT_EQ(solve_csp(Puzzle(one_given), 0).solution_count, 72u);
    const Puzzle first_row = puzzle_from_line("4321............", Shape(2, 2));
    const SolveResult result = solve_csp(first_row, 0, 20);
    EXPECT_EQ(result.solution_count, 12u);
    expect_valid_and_distinct(first_row, result);
}

TEST(CspSearchTest, DeadlyRectangleHasExactlyTwoSolutions) {
    const Grid solution = puzzle_from_line(kClassicSolution).givens;
    const auto rectangle = find_deadly_rectangle(solution);
    ASSERT_TRUE(rectangle.has_value());
    const Puzzle puzzle(with_cells_blank(solution, {rectangle->begin(), rectangle->end()}));
    const SolveResult result = solve_csp(puzzle, 0);
    EXPECT_EQ(result.solution_count, 2u);
    EXPECT_TRUE(result.exhausted);
    expect_valid_and_distinct(puzzle, result);
    EXPECT_TRUE(result.solutions[0] == solution || result.solutions[1] == solution);
}

TEST(CspSearchTest, BlankRowAndColumnHaveOneSolutionInEveryShape) {
    for (const Shape& shape : every_shape()) {
        const Grid full = pattern_grid(shape);
        ASSERT_FALSE(has_conflicts(full)) << shape.name();
        const Puzzle puzzle(with_row_and_column_blank(full, 0, shape.side() / 2));
        const SolveResult result = solve_csp(puzzle, 0);
        EXPECT_EQ(result.verdict, Verdict::unique) << shape.name();
        ASSERT_EQ(result.solution_count, 1u) << shape.name();
        EXPECT_EQ(result.solutions.front(), full) << shape.name();
        EXPECT_EQ(result.counters.guesses, 0u) << shape.name();
    }
}

TEST(CspSearchTest, FindsASolutionOfPartlyBlankGridsInEveryShape) {
    // Two cells in five blank: at one in two some 25x25 draws take the search (which
    // branches on cells only) hundreds of thousands of nodes, too slow for a unit test.
    for (const Shape& shape : every_shape()) {
        const Puzzle puzzle(with_random_blanks(pattern_grid(shape), shape.cell_count() * 2 / 5, 3));
        const SolveResult result = solve_csp(puzzle, 1);
        EXPECT_EQ(result.verdict, Verdict::found) << shape.name();
        ASSERT_EQ(result.solution_count, 1u) << shape.name();
        EXPECT_TRUE(check_solution(puzzle, result.solutions.front()).is_solution()) << shape.name();
    }
}

TEST(CspSearchTest, SixBySixAndTwelveByTwelvePuzzles) {
    const Grid six = pattern_grid(Shape(2, 3));
    const auto rectangle = find_deadly_rectangle(six);
    ASSERT_TRUE(rectangle.has_value());
    const Puzzle six_two(with_cells_blank(six, {rectangle->begin(), rectangle->end()}));
    const SolveResult two = solve_csp(six_two, 0);
    EXPECT_EQ(two.solution_count, 2u);
    expect_valid_and_distinct(six_two, two);

    for (const Shape& shape : {Shape(2, 3), Shape(3, 2), Shape(3, 4), Shape(4, 3)}) {
        const Grid full = pattern_grid(shape);
        for (const std::uint64_t seed : {1u, 2u, 3u}) {
            const Puzzle puzzle(with_random_blanks(full, shape.cell_count() * 3 / 5, seed));
            const SolveResult result = solve_csp(puzzle, 2);
            ASSERT_GE(result.solution_count, 1u) << shape.name() << " seed " << seed;
            expect_valid_and_distinct(puzzle, result);
        }
    }
}

TEST(CspSearchTest, HiddenContradictionsHaveNoSolution) {
    const Puzzle classic = puzzle_from_line(kClassicPuzzle);
    const Puzzle wrong = with_wrong_given(classic, puzzle_from_line(kClassicSolution).givens);
    ASSERT_FALSE(has_conflicts(wrong.givens));
    SolveResult result = solve_csp(wrong, 0);
    EXPECT_EQ(result.verdict, Verdict::none);
    EXPECT_TRUE(result.exhausted);

    // Row 1 holds 1..7; the 8s in columns 8 and 9 leave both r1c8 and r1c9 needing 9.
    Grid grid = puzzle_from_line(std::string("1234567..") + std::string(72, '.')).givens;
    grid.set(grid.shape().cell_at(4, 7), 8);
    grid.set(grid.shape().cell_at(8, 8), 8);
    result = solve_csp(Puzzle(grid), 0);
    EXPECT_EQ(result.verdict, Verdict::none);
    EXPECT_TRUE(result.exhausted);

    result = solve_csp(pigeonhole_16x16(), 0);
    EXPECT_EQ(result.verdict, Verdict::none);
    EXPECT_TRUE(result.exhausted);
}

TEST(CspSearchTest, Top1465PuzzlesAreUnique) {
    SUDOKIT_REQUIRE_DATA_FILE("puzzles3_magictour_top1465");
    const auto puzzles = load_data_set("puzzles3_magictour_top1465", 100);
    ASSERT_EQ(puzzles.size(), 100u);
    for (std::size_t i = 0; i < puzzles.size(); ++i) {
        const SolveResult result = solve_csp(puzzles[i], 2);
        ASSERT_EQ(result.verdict, Verdict::unique) << "puzzle " << i;
        ASSERT_TRUE(check_solution(puzzles[i], result.solutions.front()).is_solution());
    }
}

TEST(CspSearchTest, WrongGivenInAHardPuzzleLeavesNoSolution) {
    SUDOKIT_REQUIRE_DATA_FILE("puzzles3_magictour_top1465");
    // The data set's puzzles are unique, so a wrong (rule-abiding) digit kills them.
    for (const Puzzle& puzzle : load_data_set("puzzles3_magictour_top1465", 10)) {
        const SolveResult solved = solve_csp(puzzle, 1);
        ASSERT_EQ(solved.solution_count, 1u);
        const SolveResult result = solve_csp(with_wrong_given(puzzle, solved.solutions[0]), 0);
        EXPECT_EQ(result.verdict, Verdict::none);
        EXPECT_TRUE(result.exhausted);
    }
}

TEST(CspSearchTest, SergBenchmarkPuzzlesHaveSeveralSolutions) {
    SUDOKIT_REQUIRE_DATA_FILE("puzzles7_serg_benchmark");
    for (const Puzzle& puzzle : load_data_set("puzzles7_serg_benchmark", 50)) {
        const SolveResult result = solve_csp(puzzle, 2);
        ASSERT_EQ(result.verdict, Verdict::multiple);
        expect_valid_and_distinct(puzzle, result);
    }
}

TEST(CspSearchTest, Solves16x16DataSet) {
    SUDOKIT_REQUIRE_DATA_FILE("gen_16x16.txt");
    const auto puzzles = load_data_set("gen_16x16.txt", 0, Shape(4, 4), true);
    ASSERT_EQ(puzzles.size(), 20u);
    for (std::size_t i = 0; i < puzzles.size(); ++i) {
        const SolveResult result = solve_csp(puzzles[i], 1);
        ASSERT_EQ(result.verdict, Verdict::found) << "puzzle " << i;
        EXPECT_TRUE(check_solution(puzzles[i], result.solutions.front()).is_solution());
    }
}

TEST(CspSearchTest, LimitsAndKeptSolutions) {
    const Puzzle blank(Grid(Shape(2, 2)));
    SolveResult result = solve_csp(blank, 1);
    EXPECT_EQ(result.verdict, Verdict::found);
    EXPECT_FALSE(result.exhausted);
    result = solve_csp(blank, 10, 3);
    EXPECT_EQ(result.solution_count, 10u);
    EXPECT_EQ(result.solutions.size(), 3u);
}

TEST(CspSearchTest, SeedsShuffleTheDigitOrderReproducibly) {
    const Puzzle blank(Grid(Shape(3, 3)));
    std::set<std::string> first_grids;
    for (const std::uint64_t seed : {1u, 2u, 3u, 4u, 5u}) {
        SolveOptions options = csp_options(1);
        options.seed = seed;
        const SolveResult once = solve(blank, options);
        const SolveResult again = solve(blank, options);
        ASSERT_EQ(once.solution_count, 1u);
        EXPECT_EQ(once.solutions[0], again.solutions[0]);
        EXPECT_EQ(once.counters.nodes, again.counters.nodes);
        EXPECT_TRUE(check_solution(blank, once.solutions[0]).is_solution());
        first_grids.insert(key_of(once.solutions[0]));
    }
    EXPECT_GT(first_grids.size(), 1u);

    SolveOptions options = csp_options(2);
    options.seed = 7;
    const SolveResult result = solve(puzzle_from_line(kClassicPuzzle), options);
    EXPECT_EQ(result.verdict, Verdict::unique);
    EXPECT_EQ(result.solutions.front(), puzzle_from_line(kClassicSolution).givens);
}

TEST(CspSearchTest, PastDeadlineStopsABlank16x16Count) {
    SolveOptions options = csp_options(0);
    options.deadline = std::chrono::steady_clock::now() - std::chrono::seconds(1);
    // Polled every 4096 nodes: solutions found by then make the verdict `multiple`.
    SolveResult result = solve(Puzzle(Grid(Shape(4, 4))), options);
    EXPECT_FALSE(result.exhausted);
    EXPECT_LE(result.counters.nodes, 4096u);
    EXPECT_TRUE(result.verdict == Verdict::stopped || result.verdict == Verdict::multiple);

    result = solve(pigeonhole_16x16(), options);
    EXPECT_EQ(result.verdict, Verdict::stopped);
    EXPECT_FALSE(result.exhausted);

    const std::atomic<bool> cancel{true};
    options.deadline.reset();
    options.cancel = &cancel;
    result = solve(pigeonhole_16x16(), options);
    EXPECT_EQ(result.verdict, Verdict::stopped);
}

TEST(CspSearchTest, CountersFollowTheirDefinitions) {
    const Grid full = puzzle_from_line(kClassicSolution).givens;
    SolveResult result = solve_csp(Puzzle(full), 0);
    EXPECT_EQ(result.verdict, Verdict::unique);
    EXPECT_EQ(result.counters.nodes, 1u);
    EXPECT_EQ(result.counters.guesses, 0u);

    // One blank row: every cell has one value left, nine nodes after the root, no guess.
    Grid grid = full;
    for (int col = 0; col < 9; ++col)
        grid.clear(grid.shape().cell_at(0, col));
    result = solve_csp(Puzzle(grid), 1);
    EXPECT_EQ(result.counters.nodes, 10u);
    EXPECT_EQ(result.counters.guesses, 0u);
    EXPECT_EQ(result.counters.backtracks, 0u);

    // Deadly rectangle: one cell chosen with two values, the other three then forced.
    const auto rectangle = find_deadly_rectangle(full);
    ASSERT_TRUE(rectangle.has_value());
    result = solve_csp(Puzzle(with_cells_blank(full, {rectangle->begin(), rectangle->end()})), 0);
    EXPECT_EQ(result.solution_count, 2u);
    EXPECT_EQ(result.counters.nodes, 9u);
    EXPECT_EQ(result.counters.guesses, 1u);
}

// The generic solver on its own: a listener that keeps every solution.
class CollectingListener final : public detail::ConstraintSearchListener {
  public:
    bool enter_node() override {
        ++nodes;
        return true;
    }
    bool accept(std::span<const int> values) override {
        solutions.emplace_back(values.begin(), values.end());
        return solutions.size() < limit;
    }
    void count_guess() override {}
    void count_backtrack() override {}

    std::size_t limit = 1000000;
    std::uint64_t nodes = 0;
    std::vector<std::vector<int>> solutions;
};

// An order x order square, one variable per cell, all different along rows and columns.
detail::ConstraintSolver latin_square(int order) {
    detail::ConstraintSolver solver(order * order, DigitSet::all(order));
    for (int line = 0; line < order; ++line) {
        std::vector<int> row, column;
        for (int i = 0; i < order; ++i) {
            row.push_back(line * order + i);
            column.push_back(i * order + line);
        }
        solver.add_all_different(row);
        solver.add_all_different(column);
    }
    return solver;
}

TEST(ConstraintSolverTest, CountsLatinSquaresAndDiagonalOnes) {
    // 576 Latin squares of order 4; 48 of them also have distinct digits on both diagonals
    // (OEIS A274171). The diagonals are extra all-different constraints, as variants add.
    detail::ConstraintSolver latin = latin_square(4);
    CollectingListener all;
    latin.search(all);
    EXPECT_EQ(all.solutions.size(), 576u);

    detail::ConstraintSolver diagonal = latin_square(4);
    diagonal.add_all_different(std::vector<int>{0, 5, 10, 15});
    diagonal.add_all_different(std::vector<int>{3, 6, 9, 12});
    CollectingListener diagonal_squares;
    diagonal.search(diagonal_squares);
    EXPECT_EQ(diagonal_squares.solutions.size(), 48u);
    for (const auto& square : diagonal_squares.solutions) {
        EXPECT_EQ(std::set<int>({square[0], square[5], square[10], square[15]}).size(), 4u);
        EXPECT_EQ(std::set<int>({square[3], square[6], square[9], square[12]}).size(), 4u);
    }
}

TEST(ConstraintSolverTest, SmallProblemsWithKnownCounts) {
    // Five variables over five values: the 5! permutations.
    detail::ConstraintSolver permutations(5, DigitSet::all(5));
    permutations.add_all_different(std::vector<int>{0, 1, 2, 3, 4});
    CollectingListener five;
    permutations.search(five);
    EXPECT_EQ(five.solutions.size(), 120u);

    // Two variables over three values: not every value is used, 3 * 2 ordered pairs.
    detail::ConstraintSolver pairs(2, DigitSet::all(3));
    pairs.add_all_different(std::vector<int>{0, 1});
    CollectingListener six;
    pairs.search(six);
    EXPECT_EQ(six.solutions.size(), 6u);

    // A variable listed twice is one variable: {0, 0, 1} over two values is no pigeonhole.
    detail::ConstraintSolver repeated(2, DigitSet::all(2));
    repeated.add_all_different(std::vector<int>{0, 0, 1});
    CollectingListener swaps;
    repeated.search(swaps);
    EXPECT_EQ(swaps.solutions.size(), 2u);

    // Four pigeons, three holes.
    detail::ConstraintSolver pigeons(4, DigitSet::all(3));
    pigeons.add_all_different(std::vector<int>{0, 1, 2, 3});
    CollectingListener none;
    pigeons.search(none);
    EXPECT_TRUE(none.solutions.empty());

    // A 4-cycle of pairwise constraints with two colours: 2 colourings.
    detail::ConstraintSolver cycle(4, DigitSet::all(2));
    for (int i = 0; i < 4; ++i)
        cycle.add_all_different(std::vector<int>{i, (i + 1) % 4});
    CollectingListener two;
    cycle.search(two);
    EXPECT_EQ(two.solutions.size(), 2u);
}

TEST(ConstraintSolverTest, AssignmentsValueOrderAndRestoredState) {
    detail::ConstraintSolver solver(3, DigitSet::all(3));
    solver.add_all_different(std::vector<int>{0, 1, 2});
    solver.set_value_order({3, 2, 1});
    ASSERT_TRUE(solver.assign(1, 1));
    CollectingListener first;
    first.limit = 1;
    solver.search(first);
    ASSERT_EQ(first.solutions.size(), 1u);
    EXPECT_EQ(first.solutions[0], (std::vector<int>{3, 1, 2}));

    // A stopped search leaves the solver as it found it: searching again sees everything.
    CollectingListener all;
    solver.search(all);
    EXPECT_EQ(all.solutions.size(), 2u);

    // An assignment that empties a domain: no solution, only the root is visited.
    detail::ConstraintSolver clash(3, DigitSet::all(2));
    clash.add_all_different(std::vector<int>{0, 1});
    clash.add_all_different(std::vector<int>{0, 2});
    clash.add_all_different(std::vector<int>{1, 2});
    EXPECT_TRUE(clash.assign(0, 1));
    EXPECT_FALSE(clash.assign(1, 2));
    CollectingListener nothing;
    clash.search(nothing);
    EXPECT_TRUE(nothing.solutions.empty());
    EXPECT_EQ(nothing.nodes, 1u);
}

}  // namespace
}  // namespace sudokit
