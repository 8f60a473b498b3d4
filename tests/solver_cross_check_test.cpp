// Every algorithm against every other: same verdicts, same solutions, same exact counts, on
// the standard data sets, on puzzles made to have no solution or several, and on every shape.
// Each solution is also verified by the rule checker, independently of the solvers.

#include <algorithm>
#include <cctype>
#include <numeric>
#include <random>

#include <gtest/gtest.h>

#include "sudokit/rules.hpp"
#include "sudokit/solve.hpp"
#include "test_support.hpp"

namespace sudokit {
namespace {

SolveResult run(const Puzzle& puzzle, Algorithm algorithm, std::uint64_t limit) {
    SolveOptions options;
    options.algorithm = algorithm;
    options.solution_limit = limit;
    return solve(puzzle, options);
}

// Solves with each algorithm and checks they agree with each other and with the rules.
void expect_agreement(const Puzzle& puzzle, std::initializer_list<Algorithm> algorithms,
                      std::uint64_t limit, const std::string& what) {
    std::optional<SolveResult> reference;
    for (Algorithm algorithm : algorithms) {
        const SolveResult result = run(puzzle, algorithm, limit);
        const std::string context = what + " with " + std::string(to_string(algorithm));
        ASSERT_NE(result.verdict, Verdict::stopped) << context;
        for (std::size_t i = 0; i < result.solutions.size(); ++i) {
            ASSERT_TRUE(check_solution(puzzle, result.solutions[i]).is_solution()) << context;
        }
        if (!reference) {
            reference = result;
            continue;
        }
        ASSERT_EQ(result.verdict, reference->verdict) << context;
        ASSERT_EQ(result.solution_count, reference->solution_count) << context;
        ASSERT_EQ(result.exhausted, reference->exhausted) << context;
        if (result.verdict == Verdict::unique) {
            ASSERT_EQ(result.solutions.front(), reference->solutions.front()) << context;
        }
    }
}

// A valid full grid of any shape: the band pattern, then digits relabelled and rows and
// columns shuffled within their bands and stacks, and bands and stacks shuffled.
Grid random_solution(const Shape& shape, std::mt19937_64& random) {
    const int side = shape.side();
    std::vector<int> digits(side);
    std::iota(digits.begin(), digits.end(), 1);
    std::shuffle(digits.begin(), digits.end(), random);
    auto shuffled_lines = [&](int group, int groups) {
        // group = lines per band, groups = bands
        std::vector<int> band_order(groups);
        std::iota(band_order.begin(), band_order.end(), 0);
        std::shuffle(band_order.begin(), band_order.end(), random);
        std::vector<int> lines;
        for (int band : band_order) {
            std::vector<int> inside(group);
            std::iota(inside.begin(), inside.end(), 0);
            std::shuffle(inside.begin(), inside.end(), random);
            for (int line : inside)
                lines.push_back(band * group + line);
        }
        return lines;
    };
    const auto rows = shuffled_lines(shape.box_rows(), shape.box_cols());
    const auto cols = shuffled_lines(shape.box_cols(), shape.box_rows());
    Grid grid(shape);
    for (int r = 0; r < side; ++r) {
        for (int c = 0; c < side; ++c) {
            const int row = rows[r];
            const int col = cols[c];
            const int pattern =
                (shape.box_cols() * (row % shape.box_rows()) + row / shape.box_rows() + col) % side;
            grid.set(shape.cell_at(r, c), digits[pattern]);
        }
    }
    return grid;
}

Puzzle blank_cells(const Grid& solution, int blanks, std::mt19937_64& random) {
    std::vector<int> cells(solution.size());
    std::iota(cells.begin(), cells.end(), 0);
    std::shuffle(cells.begin(), cells.end(), random);
    Grid grid = solution;
    for (int i = 0; i < blanks; ++i)
        grid.clear(cells[i]);
    return Puzzle(grid);
}

TEST(SolverCrossCheckTest, RandomSolutionHelperMakesValidGrids) {
    std::mt19937_64 random(7);
    for (auto [rows, cols] :
         {std::pair{2, 2}, {2, 3}, {3, 2}, {2, 4}, {3, 3}, {3, 4}, {4, 4}, {5, 5}}) {
        const Grid grid = random_solution(Shape(rows, cols), random);
        EXPECT_TRUE(grid.is_complete());
        EXPECT_TRUE(find_conflicts(grid).empty()) << rows << "x" << cols;
    }
}

struct DataSetCase {
    friend void PrintTo(const DataSetCase& data_set, std::ostream* out) { *out << data_set.file; }

    const char* file;
    std::size_t fast_dlx_count;  // puzzles checked with fast and dlx
    std::size_t csp_count;       // of those, also with csp
    Verdict expected;
};

class DataSetCrossCheck : public ::testing::TestWithParam<DataSetCase> {};

TEST_P(DataSetCrossCheck, FastDlxAndCspAgree) {
    const auto& param = GetParam();
    SUDOKIT_REQUIRE_DATA_FILE(param.file);
    const auto puzzles = testing::load_data_set(param.file, param.fast_dlx_count);
    ASSERT_FALSE(puzzles.empty());
    for (std::size_t i = 0; i < puzzles.size(); ++i) {
        const std::string what = std::string(param.file) + " #" + std::to_string(i + 1);
        if (i < param.csp_count) {
            expect_agreement(puzzles[i], {Algorithm::fast, Algorithm::dlx, Algorithm::csp}, 2,
                             what);
        } else {
            expect_agreement(puzzles[i], {Algorithm::fast, Algorithm::dlx}, 2, what);
        }
        ASSERT_EQ(run(puzzles[i], Algorithm::fast, 2).verdict, param.expected) << what;
        if (HasFatalFailure()) return;
    }
}

INSTANTIATE_TEST_SUITE_P(
    StandardSets, DataSetCrossCheck,
    ::testing::Values(DataSetCase{"puzzles2_17_clue", 2000, 100, Verdict::unique},
                      DataSetCase{"puzzles3_magictour_top1465", 1465, 200, Verdict::unique},
                      DataSetCase{"puzzles5_forum_hardest_1905_11+", 1000, 100, Verdict::unique},
                      DataSetCase{"puzzles6_forum_hardest_1106", 375, 100, Verdict::unique},
                      DataSetCase{"puzzles7_serg_benchmark", 2000, 200, Verdict::multiple}),
    [](const ::testing::TestParamInfo<DataSetCase>& case_info) {
        std::string name = case_info.param.file;
        std::replace_if(
            name.begin(), name.end(), [](char c) { return !std::isalnum(c); }, '_');
        return name;
    });

// Backtracking is cross-checked on puzzles it can finish quickly: data-set puzzles with
// extra givens copied in from their solution.
TEST(SolverCrossCheckTest, BacktrackAgreesOnFilledInPuzzles) {
    SUDOKIT_REQUIRE_DATA_FILE("puzzles3_magictour_top1465");
    std::mt19937_64 random(11);
    const auto puzzles = testing::load_data_set("puzzles3_magictour_top1465", 500);
    for (std::size_t i = 0; i < puzzles.size(); ++i) {
        const Grid solution = run(puzzles[i], Algorithm::dlx, 1).solutions.front();
        Puzzle easier = blank_cells(solution, 50, random);
        for (int cell = 0; cell < 81; ++cell) {
            if (!puzzles[i].givens.empty(cell)) easier.givens.set(cell, solution[cell]);
        }
        expect_agreement(easier,
                         {Algorithm::fast, Algorithm::dlx, Algorithm::csp, Algorithm::backtrack}, 2,
                         "filled-in top1465 #" + std::to_string(i + 1));
        if (HasFatalFailure()) return;
    }
}

// Exact counts: a unique puzzle with one given removed has a few solutions (sometimes
// thousands: those are capped); every algorithm must count the same number.
TEST(SolverCrossCheckTest, ExactCountsAgreeWhenAGivenIsRemoved) {
    SUDOKIT_REQUIRE_DATA_FILE("puzzles3_magictour_top1465");
    std::mt19937_64 random(3);
    const auto puzzles = testing::load_data_set("puzzles3_magictour_top1465", 150);
    int exact_counts_above_one = 0;
    for (std::size_t i = 0; i < puzzles.size(); ++i) {
        Puzzle puzzle = puzzles[i];
        std::vector<int> givens;
        for (int cell = 0; cell < 81; ++cell) {
            if (!puzzle.givens.empty(cell)) givens.push_back(cell);
        }
        puzzle.givens.clear(givens[random() % givens.size()]);
        expect_agreement(puzzle, {Algorithm::fast, Algorithm::dlx, Algorithm::csp}, 2000,
                         "top1465 #" + std::to_string(i + 1) + " minus a given");
        if (HasFatalFailure()) return;
        const SolveResult counted = run(puzzle, Algorithm::fast, 2000);
        if (counted.exhausted && counted.solution_count > 1) ++exact_counts_above_one;
    }
    EXPECT_GT(exact_counts_above_one, 30);  // the test really compares exact counts above one
}

// Placing a wrong digit (one that breaks no rule among the givens) in a unique puzzle leaves
// no solution: the contradiction is only found by search.
TEST(SolverCrossCheckTest, HiddenContradictionsGiveNoSolution) {
    SUDOKIT_REQUIRE_DATA_FILE("puzzles2_17_clue");
    const auto puzzles = testing::load_data_set("puzzles2_17_clue", 300);
    for (std::size_t i = 0; i < puzzles.size(); ++i) {
        const Grid solution = run(puzzles[i], Algorithm::dlx, 1).solutions.front();
        Puzzle broken = puzzles[i];
        const int cell = static_cast<int>(i * 7 % 81);
        if (!broken.givens.empty(cell)) continue;
        for (int digit = 1; digit <= 9; ++digit) {
            if (digit == solution[cell]) continue;
            broken.givens.set(cell, digit);
            if (!has_conflicts(broken.givens)) break;
        }
        if (has_conflicts(broken.givens)) continue;
        expect_agreement(broken, {Algorithm::fast, Algorithm::dlx, Algorithm::csp}, 2,
                         "17-clue #" + std::to_string(i + 1) + " with a wrong digit");
        ASSERT_EQ(run(broken, Algorithm::fast, 2).verdict, Verdict::none);
        if (HasFatalFailure()) return;
    }
}

TEST(SolverCrossCheckTest, LargeGridsFromDataSets) {
    SUDOKIT_REQUIRE_DATA_FILE("gen_16x16.txt");
    SUDOKIT_REQUIRE_DATA_FILE("gen_25x25.txt");
    for (const auto& puzzle : testing::load_data_set("gen_16x16.txt", 0, Shape(4, 4), true)) {
        expect_agreement(puzzle, {Algorithm::fast, Algorithm::dlx, Algorithm::csp}, 2, "16x16");
        if (HasFatalFailure()) return;
    }
    // The second 25x25 puzzle takes dlx and csp (no propagation beyond singles) minutes; the
    // fast solver's answer to it is checked by the rules only.
    const auto large = testing::load_data_set("gen_25x25.txt", 0, Shape(5, 5), true);
    ASSERT_EQ(large.size(), 5u);
    for (std::size_t i = 0; i < large.size(); ++i) {
        const std::string what = "25x25 #" + std::to_string(i + 1);
        if (i == 1) {
            expect_agreement(large[i], {Algorithm::fast}, 2, what);
            EXPECT_EQ(run(large[i], Algorithm::fast, 2).verdict, Verdict::unique);
        } else {
            expect_agreement(large[i], {Algorithm::fast, Algorithm::dlx, Algorithm::csp}, 2, what);
        }
        if (HasFatalFailure()) return;
    }
}

// Every shape, with puzzles from random grids: some unique, some with many solutions
// (counted exactly), some with none.
TEST(SolverCrossCheckTest, EveryShapeCountsAgree) {
    std::mt19937_64 random(5);
    for (auto [rows, cols] :
         {std::pair{2, 2}, {2, 3}, {3, 2}, {2, 4}, {4, 2}, {3, 3}, {2, 5}, {3, 4}, {4, 3}}) {
        const Shape shape(rows, cols);
        const int cells = shape.cell_count();
        for (int trial = 0; trial < 12; ++trial) {
            const Grid solution = random_solution(shape, random);
            // From few blanks (unique) to many (hundreds of solutions), capped for speed.
            const int blanks = cells * (30 + 4 * trial) / 100;
            Puzzle puzzle = blank_cells(solution, std::min(blanks, cells * 3 / 4), random);
            const std::string what = shape.name() + " trial " + std::to_string(trial);
            std::initializer_list<Algorithm> all = {Algorithm::fast, Algorithm::dlx, Algorithm::csp,
                                                    Algorithm::backtrack};
            expect_agreement(puzzle, all, shape.side() <= 6 ? 0 : 500, what);
            if (HasFatalFailure()) return;
            // A wrong digit in a blank cell that still breaks no rule.
            for (int cell = 0; cell < cells; ++cell) {
                if (!puzzle.givens.empty(cell)) continue;
                for (int digit = 1; digit <= shape.side(); ++digit) {
                    if (digit == solution[cell]) continue;
                    Puzzle variant = puzzle;
                    variant.givens.set(cell, digit);
                    if (has_conflicts(variant.givens)) continue;
                    expect_agreement(variant, all, 50, what + " with a wrong digit");
                    if (HasFatalFailure()) return;
                    cell = cells;
                    break;
                }
            }
        }
    }
}

TEST(SolverCrossCheckTest, BlankGridCounts) {
    // Known totals: 288 4x4 grids; 28,200,960 6x6 grids (2x3 boxes) is too many to count
    // here, but each algorithm must agree on a count cap.
    for (Algorithm algorithm : kAllAlgorithms) {
        const SolveResult blank4 = run(Puzzle(Grid(Shape(2, 2))), algorithm, 0);
        EXPECT_EQ(blank4.solution_count, 288u) << to_string(algorithm);
        EXPECT_EQ(blank4.verdict, Verdict::multiple);
        EXPECT_TRUE(blank4.exhausted);
        const SolveResult blank6 = run(Puzzle(Grid(Shape(2, 3))), algorithm, 1000);
        EXPECT_EQ(blank6.solution_count, 1000u) << to_string(algorithm);
        EXPECT_FALSE(blank6.exhausted);
    }
}

}  // namespace
}  // namespace sudokit
