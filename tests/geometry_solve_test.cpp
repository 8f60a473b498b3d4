// The exact solvers on geometries other than the classic one: X-Sudoku, windoku, jigsaw and
// cages without sums. Counts are checked against brute force on 4x4 grids, and the two
// algorithms against each other on 9x9 ones; every solution is checked against the houses.

#include <algorithm>
#include <array>
#include <numeric>
#include <optional>
#include <random>
#include <set>
#include <stdexcept>
#include <string>

#include <gtest/gtest.h>

#include "jigsaw_regions.hpp"
#include "sorted_solutions.hpp"

#include "sudokit/format.hpp"
#include "sudokit/generate.hpp"
#include "sudokit/geometry.hpp"
#include "sudokit/solve.hpp"

namespace sudokit {
namespace {

SolveResult solve_with(const Geometry& geometry, const Grid& givens, Algorithm algorithm,
                       std::uint64_t limit, std::optional<std::uint64_t> seed = std::nullopt) {
    SolveOptions options;
    options.algorithm = algorithm;
    options.seed = seed;
    options.solution_limit = limit;
    options.keep_solutions = 1000;
    // The plain search has no propagation: bound it so a hard case ends as "stopped".
    options.node_limit = 5'000'000;
    return solve(Puzzle(givens), geometry, options);
}

// Every 4x4 grid whose rows are permutations, filtered by the geometry's houses alone.
std::uint64_t brute_force_count_4x4(const Geometry& geometry) {
    std::array<int, 4> row = {1, 2, 3, 4};
    std::vector<std::array<int, 4>> permutations;
    do {
        permutations.push_back(row);
    } while (std::next_permutation(row.begin(), row.end()));
    std::uint64_t count = 0;
    Grid grid(geometry.shape());
    for (const auto& a : permutations) {
        for (const auto& b : permutations) {
            for (const auto& c : permutations) {
                for (const auto& d : permutations) {
                    const std::array<const std::array<int, 4>*, 4> rows = {&a, &b, &c, &d};
                    for (int r = 0; r < 4; ++r) {
                        for (int col = 0; col < 4; ++col)
                            grid.set(r * 4 + col, (*rows[r])[col]);
                    }
                    count += geometry.obeys_houses(grid);
                }
            }
        }
    }
    return count;
}

void expect_counts_match_brute_force(const Geometry& geometry, const char* what) {
    const std::uint64_t expected = brute_force_count_4x4(geometry);
    const Grid empty(geometry.shape());
    for (const Algorithm algorithm : kAllAlgorithms) {
        const SolveResult result = solve_with(geometry, empty, algorithm, 0);
        EXPECT_TRUE(result.exhausted);
        EXPECT_EQ(result.solution_count, expected) << what << " " << to_string(algorithm);
        for (std::size_t i = 0; i < result.solutions.size(); ++i) {
            EXPECT_TRUE(geometry.obeys_houses(result.solutions[i])) << what;
        }
    }
}

TEST(GeometrySolveTest, FourByFourCountsMatchBruteForce) {
    const Shape shape(2, 2);
    expect_counts_match_brute_force(Geometry(shape), "classic");
    expect_counts_match_brute_force(Geometry::with_diagonals(shape), "X");
    expect_counts_match_brute_force(Geometry::with_windows(shape), "windoku");
    const auto jigsaw = Geometry::with_regions(shape, "AABB ACCB ACCB DDDD");
    ASSERT_TRUE(std::holds_alternative<Geometry>(jigsaw));
    expect_counts_match_brute_force(std::get<Geometry>(jigsaw), "jigsaw");
    Geometry caged(shape);
    ASSERT_FALSE(caged.add_cages({{{1, 4}, {}}, {{2, 7, 11}, {}}}));
    expect_counts_match_brute_force(caged, "cages");
    // The cages are not a box's nor a row's: they cut the count below classic's 288.
    EXPECT_LT(brute_force_count_4x4(caged), 288u);
    EXPECT_LT(brute_force_count_4x4(Geometry::with_diagonals(shape)), 288u);
}

using testing::sorted_solutions;

// 9x9 variants: a full solution from the solver, then puzzles made by blanking cells; every
// algorithm (fast: bitboards on the houses without cages, csp: propagation, dlx, backtrack)
// gives the same verdict, count and solutions, and every solution obeys the houses and keeps
// the givens.
// X, windoku, a jigsaw and X with cages (no sums), on 9x9.
std::vector<std::pair<std::string, Geometry>> nine_by_nine_variants() {
    const Shape shape;
    std::vector<std::pair<std::string, Geometry>> geometries = {
        {"X", Geometry::with_diagonals(shape)}, {"windoku", Geometry::with_windows(shape)}};
    auto jigsaw = Geometry::with_regions(shape, kShiftedRegions);
    if (!std::holds_alternative<Geometry>(jigsaw)) throw std::logic_error("jigsaw refused");
    geometries.emplace_back("jigsaw", std::move(std::get<Geometry>(jigsaw)));
    Geometry x_with_cages = Geometry::with_diagonals(shape);
    if (x_with_cages.add_cages({{{1, 2, 3}, {}}, {{12, 13, 22}, {}}, {{44, 53}, {}}}))
        throw std::logic_error("cages refused");
    geometries.emplace_back("X with cages", std::move(x_with_cages));
    return geometries;
}

TEST(GeometrySolveTest, BothAlgorithmsAgreeOnNineByNineVariants) {
    const Shape shape;
    const std::vector<std::pair<std::string, Geometry>> geometries = nine_by_nine_variants();

    std::mt19937_64 random(7);
    for (const auto& [name, geometry] : geometries) {
        const SolveResult full = solve_with(geometry, Grid(shape), Algorithm::dlx, 1);
        ASSERT_EQ(full.solution_count, 1u) << name;
        const Grid solution = full.solutions.front();
        ASSERT_TRUE(geometry.obeys_houses(solution)) << name;
        for (const int blanks : {30, 40, 45, 50}) {
            std::vector<int> cells(81);
            std::iota(cells.begin(), cells.end(), 0);
            std::shuffle(cells.begin(), cells.end(), random);
            Grid givens = solution;
            for (int i = 0; i < blanks; ++i)
                givens.set(cells[i], 0);
            const SolveResult dlx = solve_with(geometry, givens, Algorithm::dlx, 200);
            const SolveResult backtrack = solve_with(geometry, givens, Algorithm::backtrack, 200);
            const SolveResult fast = solve_with(geometry, givens, Algorithm::fast, 200);
            const SolveResult csp = solve_with(geometry, givens, Algorithm::csp, 200);
            // A seed shuffles the digits each guess tries: the same solutions, in another order.
            const SolveResult seeded = solve_with(geometry, givens, Algorithm::fast, 200, 5);
            EXPECT_GE(dlx.solution_count, 1u);
            for (const SolveResult* other : {&backtrack, &fast, &csp, &seeded}) {
                EXPECT_EQ(other->verdict, dlx.verdict) << name << " " << blanks;
                EXPECT_EQ(other->solution_count, dlx.solution_count) << name << " " << blanks;
                if (dlx.solution_count < 200) {
                    EXPECT_EQ(sorted_solutions(*other), sorted_solutions(dlx))
                        << name << " " << blanks;
                }
            }
            for (const SolveResult* result : {&dlx, &backtrack, &fast, &csp, &seeded}) {
                for (std::size_t i = 0; i < result->solutions.size(); ++i) {
                    const Grid& found = result->solutions[i];
                    EXPECT_TRUE(geometry.obeys_houses(found)) << name;
                    for (int cell = 0; cell < 81; ++cell) {
                        if (!givens.empty(cell)) {
                            EXPECT_EQ(found[cell], givens[cell]);
                        }
                    }
                }
            }
        }
    }
}

// The generator's random grids: a seed gives a full grid on the houses, the same one each
// time, and other seeds other grids (on the bitboard search's houses and, with cages, the
// propagation search's).
TEST(GeometrySolveTest, SeedsDrawRandomGridsOnEveryVariant) {
    const Shape shape;
    const std::vector<std::pair<std::string, Geometry>> geometries = nine_by_nine_variants();
    for (const auto& [name, geometry] : geometries) {
        std::set<std::string> drawn;
        for (std::uint64_t seed = 1; seed <= 20; ++seed) {
            const SolveResult first = solve_with(geometry, Grid(shape), Algorithm::fast, 1, seed);
            ASSERT_EQ(first.solutions.size(), 1u) << name << " seed " << seed;
            EXPECT_TRUE(geometry.obeys_houses(first.solutions[0])) << name << " seed " << seed;
            EXPECT_TRUE(first.solutions[0].is_complete()) << name << " seed " << seed;
            const SolveResult again = solve_with(geometry, Grid(shape), Algorithm::fast, 1, seed);
            ASSERT_EQ(again.solutions.size(), 1u);
            EXPECT_EQ(again.solutions[0], first.solutions[0]) << name << " seed " << seed;
            drawn.insert(to_line(first.solutions[0]));
        }
        EXPECT_EQ(drawn.size(), 20u) << name;
    }
}

// Minimal generated puzzles, which need guessing: the fast search, the propagation search and
// Dancing Links each find the one solution the generator made.
TEST(GeometrySolveTest, AlgorithmsAgreeOnGeneratedVariants) {
    for (const PuzzleVariant variant :
         {PuzzleVariant::x, PuzzleVariant::windoku, PuzzleVariant::jigsaw}) {
        for (std::uint64_t seed = 1; seed <= 8; ++seed) {
            GenerateOptions options;
            options.variant = variant;
            const auto made = generate_puzzle(options, seed);
            ASSERT_TRUE(made);
            ASSERT_TRUE(made->puzzle.houses);
            for (const Algorithm algorithm : {Algorithm::fast, Algorithm::csp, Algorithm::dlx}) {
                const SolveResult result =
                    solve_with(*made->puzzle.houses, made->puzzle.givens, algorithm, 2);
                EXPECT_EQ(result.verdict, Verdict::unique)
                    << variant_name(variant) << " " << seed << " " << to_string(algorithm);
                ASSERT_EQ(result.solutions.size(), 1u);
                EXPECT_EQ(result.solutions[0], made->solution)
                    << variant_name(variant) << " " << seed << " " << to_string(algorithm);
            }
        }
    }
}

TEST(GeometrySolveTest, ClashesOnExtraHousesAndSumsAreHandled) {
    const Shape shape;
    Grid givens(shape);
    givens.set(0, 5);
    givens.set(80, 5);  // both on the main diagonal
    const Geometry x = Geometry::with_diagonals(shape);
    for (const Algorithm algorithm : kAllAlgorithms) {
        EXPECT_EQ(solve_with(x, givens, algorithm, 2).verdict, Verdict::none);
    }
    // Classic: the same givens are fine.
    EXPECT_EQ(solve_with(Geometry(shape), givens, Algorithm::dlx, 1).verdict, Verdict::found);
    // A cage of r1c1 and r1c2 summing to 3 holds 1 and 2, in every algorithm; a 3 given
    // in it leaves no solution.
    Geometry summed(shape);
    ASSERT_FALSE(summed.add_cages({{{0, 1}, 3}}));
    Grid three(shape);
    three.set(1, 3);
    for (const Algorithm algorithm : kAllAlgorithms) {
        const SolveResult result = solve_with(summed, Grid(shape), algorithm, 1);
        ASSERT_EQ(result.verdict, Verdict::found) << to_string(algorithm);
        const Grid& solution = result.solutions.front();
        EXPECT_EQ(solution[0] + solution[1], 3) << to_string(algorithm);
        EXPECT_TRUE(summed.obeys_houses(solution)) << to_string(algorithm);
        EXPECT_EQ(solve_with(summed, three, algorithm, 1).verdict, Verdict::none)
            << to_string(algorithm);
    }
    EXPECT_THROW(solve_with(x, Grid(Shape(2, 2)), Algorithm::dlx, 1), std::invalid_argument);
}

}  // namespace
}  // namespace sudokit
