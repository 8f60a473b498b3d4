// Tests of the `fast` algorithm: both halves (the 9x9 bitboard solver and the any-shape
// solver) against the data sets, an independent reference counter, hand-made edge cases and
// the SearchContext contract (limits, deadline, cancellation, seeds, counters).

#include <algorithm>
#include <array>
#include <atomic>
#include <bit>
#include <chrono>
#include <cstdint>
#include <initializer_list>
#include <optional>
#include <random>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include <gtest/gtest.h>

#include "solve/fast_search.hpp"
#include "solve/search_context.hpp"
#include "sudokit/generate.hpp"
#include "sudokit/rules.hpp"
#include "sudokit/solve.hpp"
#include "test_support.hpp"

namespace sudokit {
namespace {

using testing::load_data_set;
using testing::puzzle_from_line;

constexpr std::string_view kClassicPuzzle =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
constexpr std::string_view kClassicSolution =
    "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

enum class Half { nine_by_nine, generic };

SolveOptions limit_options(std::uint64_t limit, std::size_t keep = 2) {
    SolveOptions options;
    options.algorithm = Algorithm::fast;
    options.solution_limit = limit;
    options.keep_solutions = keep;
    return options;
}

SolveResult solve_fast(const Puzzle& puzzle, std::uint64_t limit = 2, std::size_t keep = 2) {
    return solve(puzzle, limit_options(limit, keep));
}

// Runs one half of the algorithm directly, bypassing the dispatcher (no verdict is set).
SolveResult run_half(Half half, const Puzzle& puzzle, const SolveOptions& options) {
    SolveResult result;
    detail::SearchContext context(options, result, puzzle.shape());
    if (half == Half::nine_by_nine) {
        detail::search_fast_9x9(puzzle, context);
    } else {
        detail::search_fast_generic(puzzle, context);
    }
    result.exhausted = !context.stopped();
    return result;
}

// Plain cell-by-cell backtracking that shares no code with the solvers: the reference count
// for small puzzles. Stops counting at `cap`.
std::uint64_t reference_count(const Grid& grid, std::uint64_t cap) {
    const Shape& shape = grid.shape();
    const int side = shape.side();
    std::vector<std::uint32_t> rows(side), columns(side), boxes(side);
    std::vector<int> open_cells;
    for (int cell = 0; cell < shape.cell_count(); ++cell) {
        if (grid.empty(cell)) {
            open_cells.push_back(cell);
            continue;
        }
        const std::uint32_t bit = 1u << (grid[cell] - 1);
        rows[shape.row_of(cell)] |= bit;
        columns[shape.col_of(cell)] |= bit;
        boxes[shape.box_of(cell)] |= bit;
    }
    std::uint64_t count = 0;
    const auto fill = [&](const auto& self, std::size_t index) -> void {
        if (count >= cap) return;
        if (index == open_cells.size()) {
            ++count;
            return;
        }
        const int cell = open_cells[index];
        std::uint32_t& row = rows[shape.row_of(cell)];
        std::uint32_t& column = columns[shape.col_of(cell)];
        std::uint32_t& box = boxes[shape.box_of(cell)];
        for (int digit = 0; digit < side; ++digit) {
            const std::uint32_t bit = 1u << digit;
            if (((row | column | box) & bit) != 0) continue;
            row |= bit;
            column |= bit;
            box |= bit;
            self(self, index + 1);
            row &= ~bit;
            column &= ~bit;
            box &= ~bit;
        }
    };
    fill(fill, 0);
    return count;
}

// A random full grid of the shape (the solver's seeded mode), checked before use.
Grid random_full_grid(const Shape& shape, std::uint64_t seed) {
    SolveOptions options = limit_options(1);
    options.seed = seed;
    const SolveResult result = solve(Puzzle(Grid(shape)), options);
    EXPECT_EQ(result.solution_count, 1u) << shape.name();
    if (result.solutions.empty()) return Grid(shape);
    EXPECT_TRUE(check_solution(Puzzle(Grid(shape)), result.solutions.front()).is_solution());
    return result.solutions.front();
}

// The grid with `blanks` cells, drawn by the seed, emptied.
Grid with_blanks(Grid grid, int blanks, std::uint64_t seed) {
    std::vector<int> cells(grid.size());
    for (int cell = 0; cell < grid.size(); ++cell)
        cells[cell] = cell;
    std::mt19937_64 random(seed);
    std::shuffle(cells.begin(), cells.end(), random);
    for (int i = 0; i < blanks; ++i)
        grid.clear(cells[i]);
    return grid;
}

// The grid's digits as a string, to collect distinct grids in a set.
std::string key_of(const Grid& grid) {
    std::string key;
    for (const std::uint8_t digit : grid.values())
        key.push_back(static_cast<char>('a' + digit));
    return key;
}

// A puzzle from (row, column, digit) givens, all 1-based.
Puzzle puzzle_with(const Shape& shape, std::initializer_list<std::array<int, 3>> givens) {
    Grid grid(shape);
    for (const auto& [row, column, digit] : givens) {
        grid.set(shape.cell_at(row - 1, column - 1), digit);
    }
    return Puzzle(grid);
}

// Every data-set puzzle has one solution, found and verified, by the dispatching entry.
void expect_unique_and_verified(const std::vector<Puzzle>& puzzles) {
    ASSERT_FALSE(puzzles.empty());
    for (std::size_t i = 0; i < puzzles.size(); ++i) {
        const SolveResult result = solve_fast(puzzles[i]);
        ASSERT_EQ(result.verdict, Verdict::unique) << "puzzle " << i;
        ASSERT_TRUE(result.exhausted);
        ASSERT_EQ(result.solution_count, 1u);
        ASSERT_TRUE(check_solution(puzzles[i], result.solutions.front()).is_solution())
            << "puzzle " << i;
    }
}

// A puzzle with one solution plus one wrong given that breaks no rule by itself: any
// solution of the result would be a second solution of the original, so there is none.
std::optional<Puzzle> with_wrong_given(const Puzzle& puzzle, const Grid& solution) {
    const Shape& shape = puzzle.shape();
    for (int cell = 0; cell < shape.cell_count(); ++cell) {
        if (!puzzle.givens.empty(cell)) continue;
        for (int digit = 1; digit <= shape.side(); ++digit) {
            if (digit == solution[cell]) continue;
            Grid givens = puzzle.givens;
            givens.set(cell, digit);
            if (!has_conflicts(givens)) return Puzzle(givens);
        }
    }
    return std::nullopt;
}

TEST(FastSearchTest, SolvesTheClassicPuzzle) {
    const Puzzle puzzle = puzzle_from_line(kClassicPuzzle);
    for (const Half half : {Half::nine_by_nine, Half::generic}) {
        const SolveResult result = run_half(half, puzzle, limit_options(2));
        ASSERT_EQ(result.solution_count, 1u);
        EXPECT_TRUE(result.exhausted);
        EXPECT_EQ(result.solutions.front(), puzzle_from_line(kClassicSolution).givens);
    }
    const SolveResult result = solve_fast(puzzle);
    EXPECT_EQ(result.verdict, Verdict::unique);
    EXPECT_EQ(result.solutions.front(), puzzle_from_line(kClassicSolution).givens);
}

TEST(FastSearchTest, SeventeenCluePuzzlesAreUnique) {
    SUDOKIT_REQUIRE_DATA_FILE("puzzles2_17_clue");
    expect_unique_and_verified(load_data_set("puzzles2_17_clue", 2000));
}

TEST(FastSearchTest, Top1465PuzzlesAreUnique) {
    SUDOKIT_REQUIRE_DATA_FILE("puzzles3_magictour_top1465");
    expect_unique_and_verified(load_data_set("puzzles3_magictour_top1465"));
}

TEST(FastSearchTest, ForumHardestPuzzlesAreUnique) {
    SUDOKIT_REQUIRE_DATA_FILE("puzzles5_forum_hardest_1905_11+");
    SUDOKIT_REQUIRE_DATA_FILE("puzzles6_forum_hardest_1106");
    expect_unique_and_verified(load_data_set("puzzles5_forum_hardest_1905_11+", 300));
    expect_unique_and_verified(load_data_set("puzzles6_forum_hardest_1106"));
}

TEST(FastSearchTest, SergPuzzlesHaveSeveralSolutions) {
    SUDOKIT_REQUIRE_DATA_FILE("puzzles7_serg_benchmark");
    const auto puzzles = load_data_set("puzzles7_serg_benchmark", 1000);
    ASSERT_FALSE(puzzles.empty());
    for (std::size_t i = 0; i < puzzles.size(); ++i) {
        const SolveResult result = solve_fast(puzzles[i]);
        ASSERT_EQ(result.verdict, Verdict::multiple) << "puzzle " << i;
        ASSERT_EQ(result.solution_count, 2u);
        EXPECT_FALSE(result.exhausted);
        ASSERT_NE(result.solutions[0], result.solutions[1]);
        for (std::size_t k = 0; k < 2; ++k) {
            ASSERT_TRUE(check_solution(puzzles[i], result.solutions[k]).is_solution());
        }
    }
}

TEST(FastSearchTest, BothHalvesAgreeOn9x9) {
    SUDOKIT_REQUIRE_DATA_FILE("puzzles3_magictour_top1465");
    SUDOKIT_REQUIRE_DATA_FILE("puzzles7_serg_benchmark");
    auto puzzles = load_data_set("puzzles3_magictour_top1465", 100);
    const auto serg = load_data_set("puzzles7_serg_benchmark", 100);
    puzzles.insert(puzzles.end(), serg.begin(), serg.end());
    for (std::size_t i = 0; i < puzzles.size(); ++i) {
        const SolveResult nine = run_half(Half::nine_by_nine, puzzles[i], limit_options(2));
        const SolveResult generic = run_half(Half::generic, puzzles[i], limit_options(2));
        ASSERT_EQ(nine.solution_count, generic.solution_count) << "puzzle " << i;
        if (nine.solution_count == 1) {
            EXPECT_EQ(nine.solutions.front(), generic.solutions.front()) << "puzzle " << i;
        }
    }
}

TEST(FastSearchTest, CountsEveryGridOfBlank4x4) {
    const Puzzle blank(Grid(Shape(2, 2)));
    const SolveResult result = solve_fast(blank, 0, 1000);
    EXPECT_EQ(result.verdict, Verdict::multiple);
    EXPECT_TRUE(result.exhausted);
    ASSERT_EQ(result.solution_count, 288u);
    std::set<std::string> distinct;
    for (std::size_t i = 0; i < result.solutions.size(); ++i) {
        ASSERT_TRUE(check_solution(blank, result.solutions[i]).is_solution());
        distinct.insert(key_of(result.solutions[i]));
    }
    EXPECT_EQ(distinct.size(), 288u);
}

TEST(FastSearchTest, DeadlyRectangleLeavesExactlyTwoSolutions) {
    // A rectangle a b / b a over two boxes can swap: emptied, it leaves two solutions.
    const Grid solution = puzzle_from_line(kClassicSolution).givens;
    const Shape& shape = solution.shape();
    int found = 0;
    for (int row1 = 0; row1 < 9; ++row1) {
        for (int row2 = row1 + 1; row2 < 9; ++row2) {
            for (int col1 = 0; col1 < 9; ++col1) {
                for (int col2 = col1 + 1; col2 < 9; ++col2) {
                    const int a = solution.at(row1, col1);
                    const int b = solution.at(row1, col2);
                    const bool swappable =
                        solution.at(row2, col1) == b && solution.at(row2, col2) == a;
                    const bool two_boxes = (row1 / 3 == row2 / 3) != (col1 / 3 == col2 / 3);
                    if (!swappable || !two_boxes) continue;
                    Grid givens = solution;
                    for (const int cell : {shape.cell_at(row1, col1), shape.cell_at(row1, col2),
                                           shape.cell_at(row2, col1), shape.cell_at(row2, col2)}) {
                        givens.clear(cell);
                    }
                    for (const Half half : {Half::nine_by_nine, Half::generic}) {
                        const SolveResult result = run_half(half, Puzzle(givens), limit_options(0));
                        EXPECT_EQ(result.solution_count, 2u);
                        EXPECT_TRUE(result.exhausted);
                    }
                    ++found;
                }
            }
        }
    }
    EXPECT_GT(found, 0);
}

TEST(FastSearchTest, LookaheadKeepsEverySolution) {
    // Puzzles with tens to hundreds of solutions: the any-shape half's search runs past the
    // nodes it takes before lookahead starts, so a candidate the lookahead removed wrongly
    // would lose solutions. Its solutions are compared one by one with DLX's, and its count
    // with the reference counter's where that is quick (up to 12x12).
    struct Case {
        Shape shape;
        int blanks;
    };
    const Case cases[] = {{Shape(3, 3), 54}, {Shape(3, 4), 88}, {Shape(4, 4), 142}};
    int long_searches = 0;
    for (const Case& test : cases) {
        for (std::uint64_t seed = 1; seed <= 3; ++seed) {
            const Grid givens = with_blanks(random_full_grid(test.shape, seed), test.blanks, seed);
            SolveOptions dlx = limit_options(0, 10'000);
            dlx.algorithm = Algorithm::dlx;
            const SolveResult reference = solve(Puzzle(givens), dlx);
            ASSERT_LT(reference.solution_count, 10'000u) << test.shape.name() << " seed " << seed;
            if (test.shape.side() <= 12) {
                EXPECT_EQ(reference_count(givens, 10'000), reference.solution_count);
            }
            const SolveResult generic =
                run_half(Half::generic, Puzzle(givens), limit_options(0, 10'000));
            EXPECT_EQ(generic.solution_count, reference.solution_count)
                << test.shape.name() << " seed " << seed;
            if (generic.counters.nodes > 100) ++long_searches;
            std::set<std::string> expected_keys;
            for (std::size_t i = 0; i < reference.solutions.size(); ++i)
                expected_keys.insert(key_of(reference.solutions[i]));
            std::set<std::string> keys;
            for (std::size_t i = 0; i < generic.solutions.size(); ++i) {
                EXPECT_TRUE(check_solution(Puzzle(givens), generic.solutions[i]).is_solution());
                keys.insert(key_of(generic.solutions[i]));
            }
            EXPECT_EQ(keys, expected_keys) << test.shape.name() << " seed " << seed;
        }
    }
    // The puzzles still make the search long enough for lookahead (a guard against a change
    // of the random grids quietly turning this into a test of the plain search).
    EXPECT_GE(long_searches, 6);
}

TEST(FastSearchTest, LookaheadReusingItsWaysTakesThePlainSearchsNodes) {
    // A way that several either-ors of a lookahead round share is propagated once; the plain
    // path propagates it each time. Both must take the same nodes and find the same
    // solutions: a reused outcome that outlived a change of the board would prune less (or
    // differently) and show in the counts.
    struct Case {
        Shape shape;
        int blanks;
    };
    const Case cases[] = {{Shape(4, 4), 142}, {Shape(4, 4), 150}, {Shape(5, 5), 330}};
    std::uint64_t lookahead_nodes = 0;
    for (const Case& test : cases) {
        for (std::uint64_t seed = 1; seed <= 3; ++seed) {
            const Grid givens = with_blanks(random_full_grid(test.shape, seed), test.blanks, seed);
            const SolveOptions options = limit_options(1'000, 1'000);
            const auto run = [&](detail::WayReuse reuse) {
                SolveResult result;
                detail::SearchContext context(options, result, givens.shape());
                detail::search_fast_generic(givens, detail::Exclusion{}, context,
                                            detail::GenericRules::all, reuse);
                return result;
            };
            const SolveResult reused = run(detail::WayReuse::once);
            const SolveResult plain = run(detail::WayReuse::every_time);
            EXPECT_EQ(reused.counters.nodes, plain.counters.nodes)
                << test.shape.name() << " seed " << seed;
            EXPECT_EQ(reused.solution_count, plain.solution_count);
            ASSERT_EQ(reused.solutions.size(), plain.solutions.size());
            for (std::size_t i = 0; i < plain.solutions.size(); ++i)
                EXPECT_EQ(reused.solutions[i], plain.solutions[i]);
            if (plain.counters.nodes > 100) lookahead_nodes += plain.counters.nodes - 100;
        }
    }
    EXPECT_GT(lookahead_nodes, 1'000u);  // the lookahead ran (it starts after 100 nodes)
}

TEST(FastSearchTest, ExactCountsMatchReferenceOnSmallShapes) {
    struct Case {
        Shape shape;
        int blanks;
    };
    const Case cases[] = {{Shape(2, 2), 11}, {Shape(2, 3), 22}, {Shape(3, 2), 22},
                          {Shape(2, 4), 34}, {Shape(4, 2), 34}, {Shape(3, 3), 44}};
    for (const Case& test : cases) {
        for (std::uint64_t seed = 1; seed <= 8; ++seed) {
            const Grid givens = with_blanks(random_full_grid(test.shape, seed), test.blanks, seed);
            const std::uint64_t expected = reference_count(givens, 1'000'000);
            ASSERT_LT(expected, 1'000'000u);
            const SolveResult result = solve_fast(Puzzle(givens), 0);
            EXPECT_EQ(result.solution_count, expected) << test.shape.name() << " seed " << seed;
            EXPECT_TRUE(result.exhausted);
            if (test.shape == Shape(3, 3)) {
                const SolveResult generic =
                    run_half(Half::generic, Puzzle(givens), limit_options(0));
                EXPECT_EQ(generic.solution_count, expected) << "generic, seed " << seed;
            }
        }
    }
}

TEST(FastSearchTest, ManySolutionCountsAgreeBetweenHalves) {
    for (std::uint64_t seed = 1; seed <= 20; ++seed) {
        const Grid givens = with_blanks(random_full_grid(Shape(), 100 + seed), 52, seed);
        const SolveResult nine = run_half(Half::nine_by_nine, Puzzle(givens), limit_options(0));
        const SolveResult generic = run_half(Half::generic, Puzzle(givens), limit_options(0));
        EXPECT_GE(nine.solution_count, 1u);
        EXPECT_EQ(nine.solution_count, generic.solution_count) << "seed " << seed;
    }
}

// Sparse givens: many solutions, so the 9x9 search runs long propagation chains at most nodes
// (columns closing, cells placed in bands the branch did not touch) and every count must still
// match the other half's.
TEST(FastSearchTest, LargeCountsAgreeBetweenHalves) {
    for (std::uint64_t seed = 1; seed <= 6; ++seed) {
        const Grid givens = with_blanks(random_full_grid(Shape(), 300 + seed), 56, seed);
        const SolveResult nine = run_half(Half::nine_by_nine, Puzzle(givens), limit_options(0));
        const SolveResult generic = run_half(Half::generic, Puzzle(givens), limit_options(0));
        EXPECT_TRUE(nine.exhausted);
        EXPECT_GE(nine.solution_count, 1u);
        EXPECT_EQ(nine.solution_count, generic.solution_count) << "seed " << seed;
    }
}

TEST(FastSearchTest, WrongGivenWithoutConflictHasNoSolution) {
    SUDOKIT_REQUIRE_DATA_FILE("puzzles3_magictour_top1465");
    const auto puzzles = load_data_set("puzzles3_magictour_top1465", 100);
    for (std::size_t i = 0; i < puzzles.size(); ++i) {
        const Grid solution = solve_fast(puzzles[i]).solutions.front();
        const auto broken = with_wrong_given(puzzles[i], solution);
        ASSERT_TRUE(broken.has_value());
        const SolveResult result = solve_fast(*broken);
        EXPECT_EQ(result.verdict, Verdict::none) << "puzzle " << i;
        EXPECT_TRUE(result.exhausted);
        EXPECT_EQ(run_half(Half::generic, *broken, limit_options(2)).solution_count, 0u);
    }
}

TEST(FastSearchTest, ContradictionsHiddenFromTheRuleCheckGiveNone) {
    // Row 1 needs 9 in its last cell, which column 9 already holds.
    const Puzzle no_room = puzzle_with(Shape(), {{1, 1, 1},
                                                 {1, 2, 2},
                                                 {1, 3, 3},
                                                 {1, 4, 4},
                                                 {1, 5, 5},
                                                 {1, 6, 6},
                                                 {1, 7, 7},
                                                 {1, 8, 8},
                                                 {2, 9, 9}});
    // Box 1 has no cell left for 1: rows 1-2 and columns 1-2 hold it elsewhere, r3c3 is 2.
    const Puzzle no_place =
        puzzle_with(Shape(), {{1, 4, 1}, {2, 7, 1}, {4, 1, 1}, {7, 2, 1}, {3, 3, 2}});
    for (const Puzzle& puzzle : {no_room, no_place}) {
        ASSERT_FALSE(has_conflicts(puzzle.givens));
        for (const Half half : {Half::nine_by_nine, Half::generic}) {
            const SolveResult result = run_half(half, puzzle, limit_options(0));
            EXPECT_EQ(result.solution_count, 0u);
            EXPECT_TRUE(result.exhausted);
        }
    }
    // 4x4: row 1 needs 4 in its last cell, which column 4 already holds.
    const Puzzle small = puzzle_with(Shape(2, 2), {{1, 1, 1}, {1, 2, 2}, {1, 3, 3}, {4, 4, 4}});
    ASSERT_FALSE(has_conflicts(small.givens));
    const SolveResult result = solve_fast(small);
    EXPECT_EQ(result.verdict, Verdict::none);
    EXPECT_TRUE(result.exhausted);
}

TEST(FastSearchTest, Solves16x16DataSet) {
    SUDOKIT_REQUIRE_DATA_FILE("gen_16x16.txt");
    const auto puzzles = load_data_set("gen_16x16.txt", 0, Shape(4, 4), true);
    ASSERT_EQ(puzzles.size(), 20u);
    expect_unique_and_verified(puzzles);
    // And with a wrong given each, no solution.
    for (std::size_t i = 0; i < 5; ++i) {
        const auto broken = with_wrong_given(puzzles[i], solve_fast(puzzles[i]).solutions.front());
        ASSERT_TRUE(broken.has_value());
        EXPECT_EQ(solve_fast(*broken).verdict, Verdict::none) << "puzzle " << i;
    }
}

TEST(FastSearchTest, Solves25x25DataSet) {
    SUDOKIT_REQUIRE_DATA_FILE("gen_25x25.txt");
    const auto puzzles = load_data_set("gen_25x25.txt", 0, Shape(5, 5), true);
    ASSERT_EQ(puzzles.size(), 5u);
    expect_unique_and_verified(puzzles);
}

TEST(FastSearchTest, FillsAndSolvesEveryBoxGeometry) {
    const Shape shapes[] = {Shape(2, 2),  Shape(2, 3), Shape(3, 2), Shape(2, 4), Shape(4, 2),
                            Shape(2, 5),  Shape(5, 2), Shape(3, 4), Shape(4, 3), Shape(2, 6),
                            Shape(3, 5),  Shape(4, 4), Shape(4, 5), Shape(5, 4), Shape(5, 5),
                            Shape(2, 12), Shape(12, 2)};
    for (const Shape& shape : shapes) {
        const Grid full = random_full_grid(shape, 7);
        ASSERT_TRUE(full.is_complete()) << shape.name();
        // Half the cells emptied: one or more solutions, each a valid completion.
        const Puzzle puzzle(with_blanks(full, shape.cell_count() / 2, 7));
        const SolveResult result = solve_fast(puzzle);
        ASSERT_GE(result.solution_count, 1u) << shape.name();
        for (std::size_t i = 0; i < result.solutions.size(); ++i) {
            EXPECT_TRUE(check_solution(puzzle, result.solutions[i]).is_solution()) << shape.name();
        }
    }
}

TEST(FastSearchTest, SeedGivesReproducibleRandomGrids) {
    for (const Shape& shape : {Shape(3, 3), Shape(2, 3), Shape(4, 4)}) {
        const Grid first = random_full_grid(shape, 42);
        EXPECT_EQ(random_full_grid(shape, 42), first) << shape.name();
        EXPECT_NE(random_full_grid(shape, 43), first) << shape.name();
    }
    // The generic half honours the seed on 9x9 as well.
    SolveOptions options = limit_options(1);
    options.seed = 5;
    const Puzzle blank{Grid()};
    const SolveResult once = run_half(Half::generic, blank, options);
    const SolveResult again = run_half(Half::generic, blank, options);
    ASSERT_EQ(once.solution_count, 1u);
    EXPECT_EQ(once.solutions.front(), again.solutions.front());
    EXPECT_TRUE(check_solution(blank, once.solutions.front()).is_solution());
    // Without a seed the run is deterministic too.
    EXPECT_EQ(solve_fast(blank, 1).solutions.front(), solve_fast(blank, 1).solutions.front());
}

TEST(FastSearchTest, SeedChangesOrderButNotTheCount) {
    SolveOptions options = limit_options(0);
    for (std::uint64_t seed = 1; seed <= 3; ++seed) {
        options.seed = seed;
        EXPECT_EQ(solve(Puzzle(Grid(Shape(2, 2))), options).solution_count, 288u);
    }
    SUDOKIT_REQUIRE_DATA_FILE("puzzles7_serg_benchmark");
    const Puzzle puzzle = load_data_set("puzzles7_serg_benchmark", 1).front();
    const std::uint64_t plain = solve_fast(puzzle, 0).solution_count;
    options.seed = 99;
    EXPECT_EQ(solve(puzzle, options).solution_count, plain);
}

TEST(FastSearchTest, SolutionLimitAndKeptSolutions) {
    const Puzzle blank{Grid()};
    const SolveResult one = solve_fast(blank, 1);
    EXPECT_EQ(one.verdict, Verdict::found);
    EXPECT_EQ(one.solution_count, 1u);
    EXPECT_FALSE(one.exhausted);

    const SolveResult five = solve_fast(blank, 5, 5);
    EXPECT_EQ(five.verdict, Verdict::multiple);
    EXPECT_EQ(five.solution_count, 5u);
    ASSERT_EQ(five.solutions.size(), 5u);
    std::set<std::string> distinct;
    for (std::size_t i = 0; i < five.solutions.size(); ++i) {
        EXPECT_TRUE(check_solution(blank, five.solutions[i]).is_solution());
        distinct.insert(key_of(five.solutions[i]));
    }
    EXPECT_EQ(distinct.size(), 5u);

    EXPECT_TRUE(solve_fast(blank, 3, 0).solutions.empty());
}

TEST(FastSearchTest, DeadlineStopsAnEndlessCount) {
    // Counting every 9x9 grid would never end.
    for (const Half half : {Half::nine_by_nine, Half::generic}) {
        SolveOptions options = limit_options(0);
        options.deadline = std::chrono::steady_clock::now() + std::chrono::milliseconds(30);
        const auto start = std::chrono::steady_clock::now();
        const SolveResult result = run_half(half, Puzzle(Grid()), options);
        EXPECT_LT(std::chrono::steady_clock::now() - start, std::chrono::seconds(5));
        EXPECT_FALSE(result.exhausted);
        EXPECT_GT(result.solution_count, 0u);
    }
}

TEST(FastSearchTest, CancellationStopsAtTheNextPoll) {
    const std::atomic<bool> cancel{true};
    SolveOptions options = limit_options(0);
    options.cancel = &cancel;
    const SolveResult result = solve(Puzzle(Grid()), options);
    EXPECT_FALSE(result.exhausted);
    // The context polls every 4096 nodes.
    EXPECT_LE(result.counters.nodes, 4096u);
}

TEST(FastSearchTest, InterruptionBeforeTwoSolutionsIsReportedAsStopped) {
    // The second 25x25 puzzle takes the generic half thousands of nodes, so a cancellation
    // seen at the first poll (node 68 on 25x25) lands before the question is settled.
    SUDOKIT_REQUIRE_DATA_FILE("gen_25x25.txt");
    const Puzzle puzzle = load_data_set("gen_25x25.txt", 2, Shape(5, 5), true).back();
    const std::atomic<bool> cancel{true};
    SolveOptions options = limit_options(2);
    options.cancel = &cancel;
    const SolveResult result = solve(puzzle, options);
    if (result.exhausted) {
        // A future, smarter search may finish first; then it must have found the answer.
        EXPECT_EQ(result.verdict, Verdict::unique);
    } else {
        EXPECT_EQ(result.verdict, Verdict::stopped);
        EXPECT_EQ(result.counters.nodes, 68u);
    }
}

TEST(FastSearchTest, CountersFollowTheContract) {
    // Solved by propagation alone: one node, no guess.
    const SolveResult easy = solve_fast(puzzle_from_line(kClassicPuzzle));
    EXPECT_EQ(easy.counters.nodes, 1u);
    EXPECT_EQ(easy.counters.guesses, 0u);
    EXPECT_EQ(easy.counters.backtracks, 0u);

    SUDOKIT_REQUIRE_DATA_FILE("puzzles3_magictour_top1465");
    for (const Puzzle& puzzle : load_data_set("puzzles3_magictour_top1465", 50)) {
        for (const Half half : {Half::nine_by_nine, Half::generic}) {
            const SolveResult result = run_half(half, puzzle, limit_options(2));
            ASSERT_TRUE(result.exhausted);
            const SolveCounters& counters = result.counters;
            // Each node but the root is a choice, and an exhausted search undoes every one.
            EXPECT_EQ(counters.backtracks, counters.nodes - 1);
            EXPECT_LE(2 * counters.guesses, counters.nodes - 1);
            if (counters.nodes > 1) {
                EXPECT_GE(counters.guesses, 1u);
            }
        }
    }
}

// Naked and hidden singles to a fixpoint, with nothing of the solvers: whether they fill
// the grid, and how many digits went in as hidden singles.
struct SinglesOutcome {
    bool solved = false;
    int hidden = 0;
};

SinglesOutcome reference_singles(const Grid& givens) {
    const Shape& shape = givens.shape();
    const int side = shape.side();
    Grid grid = givens;
    std::vector<std::uint64_t> candidates(static_cast<std::size_t>(grid.size()));
    const auto digit_bit = [](int digit) { return std::uint64_t{1} << (digit - 1); };
    const auto place = [&](int cell, int digit) {
        grid.set(cell, digit);
        candidates[static_cast<std::size_t>(cell)] = 0;
        for (const int house : shape.houses_of(cell)) {
            for (const int peer : shape.house_cells(house))
                candidates[static_cast<std::size_t>(peer)] &= ~digit_bit(digit);
        }
    };
    const std::uint64_t all = side == 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << side) - 1;
    for (int cell = 0; cell < grid.size(); ++cell)
        candidates[static_cast<std::size_t>(cell)] = grid.empty(cell) ? all : 0;
    for (int cell = 0; cell < grid.size(); ++cell) {
        if (!grid.empty(cell)) place(cell, grid[cell]);
    }
    SinglesOutcome outcome;
    for (bool progress = true; progress;) {
        progress = false;
        for (int cell = 0; cell < grid.size(); ++cell) {
            const std::uint64_t left = candidates[static_cast<std::size_t>(cell)];
            if (grid.empty(cell) && left != 0 && (left & (left - 1)) == 0) {
                place(cell, std::countr_zero(left) + 1);
                progress = true;
            }
        }
        for (int house = 0; house < shape.house_count(); ++house) {
            for (int digit = 1; digit <= side; ++digit) {
                int places = 0, where = -1;
                for (const int cell : shape.house_cells(house)) {
                    if ((candidates[static_cast<std::size_t>(cell)] & digit_bit(digit)) != 0) {
                        ++places;
                        where = cell;
                    }
                }
                if (places == 1) {
                    place(where, digit);
                    ++outcome.hidden;
                    progress = true;
                }
            }
        }
    }
    outcome.solved = grid.is_complete();
    return outcome;
}

TEST(FastSearchTest, PropagationFillsWhatSinglesFill) {
    // The generic half's propagation with singles alone (the generator's quick checks) settles
    // a puzzle without a guess exactly when naked and hidden singles fill it. Its hidden-single
    // sweep looks, in a house, only at the digits whose places there changed: a sweep that
    // missed one would leave such puzzles to a guess. (No lookahead: it starts after 100
    // nodes under a budget.)
    struct Case {
        Shape shape;
        double blank_share;
    };
    const Case cases[] = {{Shape(3, 4), 0.4}, {Shape(3, 4), 0.6},  {Shape(4, 4), 0.4},
                          {Shape(4, 4), 0.6}, {Shape(5, 5), 0.25}, {Shape(6, 6), 0.4},
                          {Shape(8, 8), 0.2}};
    int settled = 0, guessed = 0, with_hidden = 0;
    for (const Case& test : cases) {
        for (std::uint64_t seed = 1; seed <= 4; ++seed) {
            const Grid solution = random_solution_grid(test.shape, seed);
            const int blanks = static_cast<int>(test.blank_share * solution.size());
            const Grid givens = with_blanks(solution, blanks, seed);
            const SinglesOutcome reference = reference_singles(givens);
            SolveOptions options = limit_options(1, 1);
            options.node_limit = 2;  // the root, and the first guess when there is one
            SolveResult result;
            detail::SearchContext context(options, result, givens.shape());
            detail::search_fast_generic(givens, detail::Exclusion{}, context,
                                        detail::GenericRules::singles);
            EXPECT_EQ(result.counters.guesses == 0, reference.solved)
                << test.shape.name() << " seed " << seed;
            if (reference.solved) {
                ASSERT_EQ(result.solutions.size(), 1u);
                EXPECT_EQ(result.solutions.front(), solution);
            }
            (reference.solved ? settled : guessed) += 1;
            with_hidden += reference.solved && reference.hidden > 0 ? 1 : 0;
        }
    }
    // Both outcomes, and hidden singles among the settled ones.
    EXPECT_GT(settled, 4);
    EXPECT_GT(guessed, 4);
    EXPECT_GT(with_hidden, 4);
}

}  // namespace
}  // namespace sudokit
