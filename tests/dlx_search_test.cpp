// Tests of the `dlx` algorithm (Dancing Links on the exact-cover matrix): exact solution
// counts that follow from the rules alone, hidden contradictions, every shape, the data
// sets, seeds, limits, the deadline and the counters.

#include <algorithm>
#include <array>
#include <atomic>
#include <chrono>
#include <cstdint>
#include <optional>
#include <random>
#include <set>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <gtest/gtest.h>

#include "solver_test_support.hpp"
#include "sudokit/candidates.hpp"
#include "sudokit/rules.hpp"
#include "sudokit/solve.hpp"
#include "test_support.hpp"

namespace sudokit {
namespace {

using namespace sudokit::testing;

SolveOptions dlx_options(std::uint64_t solution_limit, std::size_t keep_solutions = 2) {
    SolveOptions options;
    options.algorithm = Algorithm::dlx;
    options.solution_limit = solution_limit;
    options.keep_solutions = keep_solutions;
    return options;
}

SolveResult solve_dlx(const Puzzle& puzzle, std::uint64_t solution_limit,
                      std::size_t keep_solutions = 2) {
    return solve(puzzle, dlx_options(solution_limit, keep_solutions));
}

TEST(DlxSearchTest, SolvesTheClassicPuzzle) {
    const Puzzle puzzle = puzzle_from_line(kClassicPuzzle);
    const SolveResult result = solve_dlx(puzzle, 2);
    EXPECT_EQ(result.verdict, Verdict::unique);
    EXPECT_TRUE(result.exhausted);
    ASSERT_EQ(result.solution_count, 1u);
    EXPECT_EQ(result.solutions.front(), puzzle_from_line(kClassicSolution).givens);
    EXPECT_TRUE(check_solution(puzzle, result.solutions.front()).is_solution());
}

TEST(DlxSearchTest, CountsAll288GridsOfTheBlank4x4) {
    const Puzzle blank(Grid(Shape(2, 2)));
    const SolveResult result = solve_dlx(blank, 0, 300);
    EXPECT_EQ(result.solution_count, 288u);
    EXPECT_TRUE(result.exhausted);
    EXPECT_EQ(result.verdict, Verdict::multiple);
    ASSERT_EQ(result.solutions.size(), 288u);
    expect_valid_and_distinct(blank, result);
}

TEST(DlxSearchTest, RelabelingDigitsDividesThe4x4Count) {
    // Relabeling digits maps grids to grids one to one, so fixing one cell leaves 288 / 4
    // grids and fixing the whole first row leaves 288 / 4!.
    Grid one_given(Shape(2, 2));
    one_given.set(0, 3);
    EXPECT_EQ(solve_dlx(Puzzle(one_given), 0).solution_count, 72u);

    const Puzzle first_row = puzzle_from_line("2413............", Shape(2, 2));
    const SolveResult result = solve_dlx(first_row, 0, 20);
    EXPECT_EQ(result.solution_count, 12u);
    expect_valid_and_distinct(first_row, result);
}

TEST(DlxSearchTest, DeadlyRectangleHasExactlyTwoSolutions) {
    const Grid solution = puzzle_from_line(kClassicSolution).givens;
    const auto rectangle = find_deadly_rectangle(solution);
    ASSERT_TRUE(rectangle.has_value());
    const Puzzle puzzle(with_cells_blank(solution, {rectangle->begin(), rectangle->end()}));
    const SolveResult result = solve_dlx(puzzle, 0);
    EXPECT_EQ(result.solution_count, 2u);
    EXPECT_TRUE(result.exhausted);
    EXPECT_EQ(result.verdict, Verdict::multiple);
    expect_valid_and_distinct(puzzle, result);
    EXPECT_TRUE(result.solutions[0] == solution || result.solutions[1] == solution);
}

TEST(DlxSearchTest, BlankRowAndColumnHaveOneSolutionInEveryShape) {
    for (const Shape& shape : every_shape()) {
        const Grid full = pattern_grid(shape);
        ASSERT_FALSE(has_conflicts(full)) << shape.name();
        const Puzzle puzzle(with_row_and_column_blank(full, shape.side() / 2, shape.side() - 1));
        const SolveResult result = solve_dlx(puzzle, 0);
        EXPECT_EQ(result.verdict, Verdict::unique) << shape.name();
        ASSERT_EQ(result.solution_count, 1u) << shape.name();
        EXPECT_EQ(result.solutions.front(), full) << shape.name();
    }
}

TEST(DlxSearchTest, FindsASolutionOfHalfBlankGridsInEveryShape) {
    for (const Shape& shape : every_shape()) {
        const Puzzle puzzle(with_random_blanks(pattern_grid(shape), shape.cell_count() / 2, 7));
        const SolveResult result = solve_dlx(puzzle, 1);
        EXPECT_EQ(result.verdict, Verdict::found) << shape.name();
        ASSERT_EQ(result.solution_count, 1u) << shape.name();
        EXPECT_TRUE(check_solution(puzzle, result.solutions.front()).is_solution()) << shape.name();
    }
}

TEST(DlxSearchTest, SixBySixAndTwelveByTwelvePuzzles) {
    // 2x3 boxes: the pattern grid has deadly rectangles (rows 1-2, columns 3 apart).
    const Grid six = pattern_grid(Shape(2, 3));
    const auto rectangle = find_deadly_rectangle(six);
    ASSERT_TRUE(rectangle.has_value());
    const Puzzle six_two(with_cells_blank(six, {rectangle->begin(), rectangle->end()}));
    const SolveResult two = solve_dlx(six_two, 0);
    EXPECT_EQ(two.solution_count, 2u);
    expect_valid_and_distinct(six_two, two);

    for (const Shape& shape : {Shape(2, 3), Shape(3, 2), Shape(3, 4), Shape(4, 3)}) {
        const Grid full = pattern_grid(shape);
        for (const std::uint64_t seed : {1u, 2u, 3u}) {
            const Puzzle puzzle(with_random_blanks(full, shape.cell_count() * 3 / 5, seed));
            const SolveResult result = solve_dlx(puzzle, 2);
            ASSERT_GE(result.solution_count, 1u) << shape.name() << " seed " << seed;
            EXPECT_TRUE(result.exhausted || result.solution_count == 2u);
            expect_valid_and_distinct(puzzle, result);
        }
    }
}

TEST(DlxSearchTest, HiddenContradictionsHaveNoSolution) {
    // A wrong digit added to a unique puzzle: every cell keeps candidates.
    const Puzzle classic = puzzle_from_line(kClassicPuzzle);
    const Puzzle wrong = with_wrong_given(classic, puzzle_from_line(kClassicSolution).givens);
    ASSERT_FALSE(has_conflicts(wrong.givens));
    SolveResult result = solve_dlx(wrong, 0);
    EXPECT_EQ(result.verdict, Verdict::none);
    EXPECT_TRUE(result.exhausted);
    EXPECT_EQ(result.solution_count, 0u);

    // Row 1 holds 1..7; the 8s in columns 8 and 9 leave both r1c8 and r1c9 needing 9.
    Grid grid = puzzle_from_line(std::string("1234567..") + std::string(72, '.')).givens;
    grid.set(grid.shape().cell_at(4, 7), 8);
    grid.set(grid.shape().cell_at(8, 8), 8);
    result = solve_dlx(Puzzle(grid), 0);
    EXPECT_EQ(result.verdict, Verdict::none);
    EXPECT_TRUE(result.exhausted);

    result = solve_dlx(pigeonhole_16x16(), 0);
    EXPECT_EQ(result.verdict, Verdict::none);
    EXPECT_TRUE(result.exhausted);
    EXPECT_GT(result.counters.backtracks, 0u);
}

TEST(DlxSearchTest, Top1465PuzzlesAreUnique) {
    SUDOKIT_REQUIRE_DATA_FILE("puzzles3_magictour_top1465");
    const auto puzzles = load_data_set("puzzles3_magictour_top1465", 100);
    ASSERT_EQ(puzzles.size(), 100u);
    for (std::size_t i = 0; i < puzzles.size(); ++i) {
        const SolveResult result = solve_dlx(puzzles[i], 2);
        ASSERT_EQ(result.verdict, Verdict::unique) << "puzzle " << i;
        ASSERT_TRUE(check_solution(puzzles[i], result.solutions.front()).is_solution());
    }
}

TEST(DlxSearchTest, WrongGivenInAHardPuzzleLeavesNoSolution) {
    SUDOKIT_REQUIRE_DATA_FILE("puzzles3_magictour_top1465");
    // The data set's puzzles are unique, so a wrong (rule-abiding) digit kills them.
    for (const Puzzle& puzzle : load_data_set("puzzles3_magictour_top1465", 10)) {
        const SolveResult solved = solve_dlx(puzzle, 1);
        ASSERT_EQ(solved.solution_count, 1u);
        const SolveResult result = solve_dlx(with_wrong_given(puzzle, solved.solutions[0]), 0);
        EXPECT_EQ(result.verdict, Verdict::none);
        EXPECT_TRUE(result.exhausted);
    }
}

TEST(DlxSearchTest, SergBenchmarkPuzzlesHaveSeveralSolutions) {
    SUDOKIT_REQUIRE_DATA_FILE("puzzles7_serg_benchmark");
    for (const Puzzle& puzzle : load_data_set("puzzles7_serg_benchmark", 50)) {
        const SolveResult result = solve_dlx(puzzle, 2);
        ASSERT_EQ(result.verdict, Verdict::multiple);
        expect_valid_and_distinct(puzzle, result);
    }
}

TEST(DlxSearchTest, Solves16x16DataSet) {
    SUDOKIT_REQUIRE_DATA_FILE("gen_16x16.txt");
    const auto puzzles = load_data_set("gen_16x16.txt", 0, Shape(4, 4), true);
    ASSERT_EQ(puzzles.size(), 20u);
    for (std::size_t i = 0; i < puzzles.size(); ++i) {
        const SolveResult result = solve_dlx(puzzles[i], 1);
        ASSERT_EQ(result.verdict, Verdict::found) << "puzzle " << i;
        EXPECT_TRUE(check_solution(puzzles[i], result.solutions.front()).is_solution());
    }
}

TEST(DlxSearchTest, LimitsAndKeptSolutions) {
    const Puzzle blank(Grid(Shape(2, 2)));
    SolveResult result = solve_dlx(blank, 1);
    EXPECT_EQ(result.verdict, Verdict::found);
    EXPECT_EQ(result.solution_count, 1u);
    EXPECT_FALSE(result.exhausted);

    result = solve_dlx(blank, 10, 3);
    EXPECT_EQ(result.solution_count, 10u);
    EXPECT_EQ(result.solutions.size(), 3u);
    EXPECT_FALSE(result.exhausted);
}

TEST(DlxSearchTest, SeedsShuffleTheSearchReproducibly) {
    const Puzzle blank(Grid(Shape(3, 3)));
    std::set<std::string> first_grids;
    for (const std::uint64_t seed : {1u, 2u, 3u, 4u, 5u}) {
        SolveOptions options = dlx_options(1);
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

    // A unique puzzle has the same answer whatever the order.
    SolveOptions options = dlx_options(2);
    options.seed = 99;
    const SolveResult result = solve(puzzle_from_line(kClassicPuzzle), options);
    EXPECT_EQ(result.verdict, Verdict::unique);
    EXPECT_EQ(result.solutions.front(), puzzle_from_line(kClassicSolution).givens);
}

TEST(DlxSearchTest, PastDeadlineStopsABlank16x16Count) {
    SolveOptions options = dlx_options(0);
    options.deadline = std::chrono::steady_clock::now() - std::chrono::seconds(1);
    // The deadline is polled every 4096 nodes; the blank grid has yielded solutions by then,
    // and two or more make the verdict `multiple` even though the count was cut short.
    SolveResult result = solve(Puzzle(Grid(Shape(4, 4))), options);
    EXPECT_FALSE(result.exhausted);
    EXPECT_LE(result.counters.nodes, 4096u);
    EXPECT_TRUE(result.verdict == Verdict::stopped || result.verdict == Verdict::multiple);

    // Without solutions to report, the verdict is `stopped`.
    result = solve(pigeonhole_16x16(), options);
    EXPECT_EQ(result.verdict, Verdict::stopped);
    EXPECT_FALSE(result.exhausted);
    EXPECT_EQ(result.solution_count, 0u);
}

TEST(DlxSearchTest, CancellationStopsTheSearch) {
    const std::atomic<bool> cancel{true};
    SolveOptions options = dlx_options(0);
    options.cancel = &cancel;
    const SolveResult result = solve(pigeonhole_16x16(), options);
    EXPECT_EQ(result.verdict, Verdict::stopped);
    EXPECT_FALSE(result.exhausted);
}

TEST(DlxSearchTest, CountersFollowTheirDefinitions) {
    // A full grid: the root is the only node, and it is a solution.
    const Puzzle full = puzzle_from_line(kClassicSolution);
    SolveResult result = solve_dlx(full, 0);
    EXPECT_EQ(result.verdict, Verdict::unique);
    EXPECT_EQ(result.counters.nodes, 1u);
    EXPECT_EQ(result.counters.guesses, 0u);

    // One blank row: each step has a forced column, nine rows are taken, none is a guess.
    Grid grid = full.givens;
    for (int col = 0; col < 9; ++col)
        grid.clear(grid.shape().cell_at(0, col));
    result = solve_dlx(Puzzle(grid), 1);
    EXPECT_EQ(result.counters.nodes, 10u);
    EXPECT_EQ(result.counters.guesses, 0u);
    EXPECT_EQ(result.counters.backtracks, 0u);

    // The deadly rectangle needs exactly one guess.
    const auto rectangle = find_deadly_rectangle(full.givens);
    ASSERT_TRUE(rectangle.has_value());
    result =
        solve_dlx(Puzzle(with_cells_blank(full.givens, {rectangle->begin(), rectangle->end()})), 0);
    EXPECT_EQ(result.counters.guesses, 1u);
    EXPECT_EQ(result.counters.nodes, 1u + 2u * 4u);
}

}  // namespace
}  // namespace sudokit
