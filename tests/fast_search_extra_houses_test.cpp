// The 9x9 band search with houses beyond the rows, columns and boxes (X-Sudoku's diagonals,
// windoku's windows): checked against the bitboard search and Dancing Links, which share no
// code with it, and, without extra houses, against the classic search node for node.

#include <cstdint>
#include <functional>
#include <numeric>
#include <optional>
#include <random>
#include <stdexcept>
#include <string>
#include <tuple>
#include <utility>
#include <vector>

#include <gtest/gtest.h>

#include "solve/fast_search.hpp"
#include "solve/search_context.hpp"
#include "sorted_solutions.hpp"
#include "sudokit/generate.hpp"
#include "sudokit/generate_request.hpp"
#include "sudokit/geometry.hpp"
#include "sudokit/solve.hpp"
#include "test_support.hpp"

namespace sudokit {
namespace {

using testing::sorted_solutions;
using Search = std::function<void(detail::SearchContext&)>;

// Runs a search to `limit` solutions, keeping them all.
SolveResult run_search(const Search& search, std::uint64_t limit, std::uint64_t seed = 0) {
    SolveOptions options;
    options.solution_limit = limit;
    options.keep_solutions = limit;
    if (seed != 0) options.seed = seed;
    SolveResult result;
    detail::SearchContext context(options, result, Shape());
    search(context);
    return result;
}

Geometry x_and_windoku() {
    Geometry geometry = Geometry::with_diagonals(Shape());
    geometry.add_windows();
    return geometry;
}

std::vector<std::pair<std::string, Geometry>> geometries_with_extra_houses() {
    std::vector<std::pair<std::string, Geometry>> geometries;
    geometries.emplace_back("X", Geometry::with_diagonals(Shape()));
    geometries.emplace_back("windoku", Geometry::with_windows(Shape()));
    geometries.emplace_back("X and windoku", x_and_windoku());
    return geometries;
}

TEST(FastSearchExtraHousesTest, TakesCompleteHousesBesideTheBoxesOnly) {
    const Shape shape;
    EXPECT_TRUE(detail::fast_9x9_fits(Geometry(shape)));
    for (const auto& [name, geometry] : geometries_with_extra_houses())
        EXPECT_TRUE(detail::fast_9x9_fits(geometry)) << name;
    EXPECT_EQ(detail::extra_houses_9x9(Geometry::with_diagonals(shape)).count, 2);
    EXPECT_EQ(detail::extra_houses_9x9(Geometry::with_windows(shape)).count, 4);
    EXPECT_EQ(detail::extra_houses_9x9(x_and_windoku()).count, 6);
    // The main diagonal: r1c1 (band 0, bit 0), r5c5 (band 1, row 1, column 4), r9c9.
    const detail::ExtraHouses9x9 x = detail::extra_houses_9x9(Geometry::with_diagonals(shape));
    EXPECT_EQ(x.bands[0][0], 1u | 1u << 10 | 1u << 20);
    EXPECT_EQ(x.bands[0][1], 1u << 3 | 1u << 13 | 1u << 23);

    Geometry caged = Geometry::with_diagonals(shape);
    ASSERT_FALSE(caged.add_cages({{{0, 1, 2, 3, 4, 5, 6, 7, 8}, 45}}));
    EXPECT_FALSE(detail::fast_9x9_fits(caged));  // a sum is a rule this search does not keep
    Geometry unsummed = Geometry::with_diagonals(shape);
    ASSERT_FALSE(unsummed.add_cages({{{1, 2, 3}, {}}}));
    EXPECT_FALSE(detail::fast_9x9_fits(unsummed));
    EXPECT_FALSE(detail::fast_9x9_fits(Geometry::with_diagonals(Shape(4, 4))));
    EXPECT_THROW(detail::extra_houses_9x9(unsummed), std::invalid_argument);
}

// Puzzles made by blanking random cells of a solution (many with several solutions), with and
// without a candidate taken out: the same count and the same solutions as the bitboard search
// (and, without an exclusion, Dancing Links); every solution obeys the houses.
TEST(FastSearchExtraHousesTest, AgreesWithTheBitboardSearchAndDancingLinks) {
    constexpr std::uint64_t kLimit = 500;
    std::mt19937_64 random(11);
    for (const auto& entry : geometries_with_extra_houses()) {
        const std::string& name = entry.first;
        const Geometry& geometry = entry.second;  // (lambdas below capture it)
        const detail::ExtraHouses9x9 extra = detail::extra_houses_9x9(geometry);
        const detail::BitboardHouses bitboard(geometry);
        const SolveResult full = run_search(
            [&](detail::SearchContext& context) {
                detail::search_geometry_dlx(geometry, Grid(Shape()), context);
            },
            1);
        ASSERT_EQ(full.solutions.size(), 1u) << name;
        const Grid solution = full.solutions.front();
        std::vector<int> cells(81);
        std::iota(cells.begin(), cells.end(), 0);
        int several = 0;
        for (const int blanks : {40, 50, 55, 58, 60, 62}) {
            for (int round = 0; round < 6; ++round) {
                std::shuffle(cells.begin(), cells.end(), random);
                Grid givens = solution;
                for (int at = 0; at < blanks; ++at)
                    givens.set(cells[static_cast<std::size_t>(at)], 0);
                const int open = cells[0];
                // Without an exclusion, with one, and with one guided by the solution (its
                // digit tried first: the same solutions, found in another order).
                for (const detail::Exclusion excluded :
                     {detail::Exclusion{}, detail::Exclusion{open, solution[open]},
                      detail::Exclusion{open, solution[open], &solution}}) {
                    const std::string what = name + ", " + std::to_string(blanks) + " blanks" +
                                             (excluded.cell >= 0 ? ", excluded" : "");
                    const SolveResult band = run_search(
                        [&](detail::SearchContext& context) {
                            detail::search_fast_9x9(extra, givens, excluded, context);
                        },
                        kLimit);
                    const SolveResult reference = run_search(
                        [&](detail::SearchContext& context) {
                            detail::search_geometry_bitboard_9x9(bitboard, givens, excluded,
                                                                 context);
                        },
                        kLimit);
                    EXPECT_EQ(band.solution_count, reference.solution_count) << what;
                    // Under the limit both found every solution; at it, each its own first ones.
                    const bool every = band.solution_count < kLimit;
                    if (every) {
                        EXPECT_EQ(sorted_solutions(band), sorted_solutions(reference)) << what;
                    }
                    for (std::size_t at = 0; at < band.solutions.size(); ++at) {
                        const Grid& found = band.solutions[at];
                        EXPECT_TRUE(geometry.obeys_houses(found)) << what;
                        if (excluded.cell >= 0) {
                            EXPECT_NE(found[excluded.cell], excluded.digit) << what;
                        }
                    }
                    if (excluded.cell < 0) {
                        const SolveResult dlx = run_search(
                            [&](detail::SearchContext& context) {
                                detail::search_geometry_dlx(geometry, givens, context);
                            },
                            kLimit);
                        EXPECT_EQ(dlx.solution_count, band.solution_count) << what;
                        if (every) {
                            EXPECT_EQ(sorted_solutions(band), sorted_solutions(dlx)) << what;
                        }
                        several += band.solution_count > 1 && every ? 1 : 0;
                    }
                }
            }
        }
        EXPECT_GE(several, 3) << name;  // the blanks left several solutions often enough
    }
}

// A seed draws a full grid on the houses: the same one each time, another for another seed.
TEST(FastSearchExtraHousesTest, SeedsDrawRandomGridsOnTheHouses) {
    for (const auto& entry : geometries_with_extra_houses()) {
        const std::string& name = entry.first;
        const Geometry& geometry = entry.second;  // (lambdas below capture it)
        const detail::ExtraHouses9x9 extra = detail::extra_houses_9x9(geometry);
        const Search fill = [&](detail::SearchContext& context) {
            detail::search_fast_9x9(extra, Grid(Shape()), detail::Exclusion{}, context);
        };
        std::vector<Grid> drawn;
        for (std::uint64_t seed = 1; seed <= 10; ++seed) {
            const SolveResult first = run_search(fill, 1, seed);
            ASSERT_EQ(first.solutions.size(), 1u) << name;
            EXPECT_TRUE(geometry.obeys_houses(first.solutions[0])) << name;
            EXPECT_TRUE(first.solutions[0].is_complete()) << name;
            EXPECT_EQ(run_search(fill, 1, seed).solutions.front(), first.solutions[0]) << name;
            for (const Grid& earlier : drawn)
                EXPECT_NE(earlier, first.solutions[0]) << name << " seed " << seed;
            drawn.push_back(first.solutions[0]);
        }
    }
}

// Without extra houses the search is the classic one: the same solutions in the same number
// of nodes, guesses and backtracks.
TEST(FastSearchExtraHousesTest, WithoutExtraHousesItIsTheClassicSearch) {
    const detail::ExtraHouses9x9 none = detail::extra_houses_9x9(Geometry(Shape()));
    ASSERT_EQ(none.count, 0);
    const std::vector<Puzzle> puzzles = testing::load_data_set("puzzles3_magictour_top1465", 200);
    ASSERT_EQ(puzzles.size(), 200u);
    for (std::size_t index = 0; index < puzzles.size(); ++index) {
        const Puzzle& puzzle = puzzles[index];
        const SolveResult classic = run_search(
            [&](detail::SearchContext& context) { detail::search_fast_9x9(puzzle, context); }, 2);
        const SolveResult extra = run_search(
            [&](detail::SearchContext& context) {
                detail::search_fast_9x9(none, puzzle.givens, detail::Exclusion{}, context);
            },
            2);
        EXPECT_EQ(sorted_solutions(extra), sorted_solutions(classic)) << index;
        EXPECT_EQ(extra.counters.nodes, classic.counters.nodes) << index;
        EXPECT_EQ(extra.counters.guesses, classic.counters.guesses) << index;
        EXPECT_EQ(extra.counters.backtracks, classic.counters.backtracks) << index;
    }
}

// Generated puzzles that hidden singles solve (in every house, diagonals and windows too) are
// settled without a guess.
TEST(FastSearchExtraHousesTest, SettlesPuzzlesOfHiddenSinglesWithoutGuessing) {
    for (const std::string variant : {"x", "windoku"}) {
        GenerateRequest request;
        request.variant = variant;
        request.difficulty = "easy";
        request.rate = true;
        const GenerateOptions options = generate_options(request);
        int of_singles = 0;
        for (std::uint64_t seed = 1; seed <= 30; ++seed) {
            const std::optional<GeneratedPuzzle> made = generate_puzzle(options, seed);
            ASSERT_TRUE(made && made->puzzle.houses && made->rating) << variant << " " << seed;
            // Hidden singles and full houses alone (Sudoku Explainer's 1.5 at most); a naked
            // single (2.3) may come after direct pointing or a direct hidden pair.
            if (made->rating->er > 15) continue;
            ++of_singles;
            const detail::ExtraHouses9x9 extra = detail::extra_houses_9x9(*made->puzzle.houses);
            const SolveResult result = run_search(
                [&](detail::SearchContext& context) {
                    detail::search_fast_9x9(extra, made->puzzle.givens, detail::Exclusion{},
                                            context);
                },
                2);
            ASSERT_EQ(result.solution_count, 1u) << variant << " " << seed;
            EXPECT_EQ(result.solutions.front(), made->solution) << variant << " " << seed;
            EXPECT_EQ(result.counters.guesses, 0u) << variant << " " << seed;
        }
        EXPECT_GE(of_singles, 5) << variant;
    }
}

// Two equal givens on a diagonal, or in a window, leave no solution.
TEST(FastSearchExtraHousesTest, ClashesOnExtraHousesLeaveNoSolution) {
    for (const auto& [name, geometry, first, second] :
         std::vector<std::tuple<std::string, Geometry, int, int>>{
             {"X", Geometry::with_diagonals(Shape()), 0, 80},
             {"X", Geometry::with_diagonals(Shape()), 8, 72},
             {"windoku", Geometry::with_windows(Shape()), 10, 30}}) {
        Grid givens{Shape()};
        givens.set(first, 4);
        givens.set(second, 4);
        const detail::ExtraHouses9x9 extra = detail::extra_houses_9x9(geometry);
        const SolveResult result = run_search(
            [&](detail::SearchContext& context) {
                detail::search_fast_9x9(extra, givens, detail::Exclusion{}, context);
            },
            1);
        EXPECT_EQ(result.solution_count, 0u) << name << " " << first << " " << second;
    }
}

}  // namespace
}  // namespace sudokit
