#include "logic_test_support.hpp"
#include "sudokit/seed_methods.hpp"

namespace sudokit {
namespace {

using testing::puzzle_from_line;

const char* const kEasy =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
// top1465 #1018: about 100,000 backtracks per run, against about 3,000 for kEasy (the
// hardest puzzles of the list take millions, too slow for a unit test).
const char* const kHard =
    "...1..........84.9..139...5...9.61.....8..9.346.......2.....7...13...2..95.6..3..";

TEST(BacktrackRating, SameSeedSameFigures) {
    const Puzzle puzzle = puzzle_from_line(kHard);
    const BacktrackRating first = rate_by_backtracks(puzzle, 5, 42);
    const BacktrackRating second = rate_by_backtracks(puzzle, 5, 42);
    EXPECT_EQ(first.mean_backtracks, second.mean_backtracks);
    EXPECT_EQ(first.median_backtracks, second.median_backtracks);
    EXPECT_EQ(first.runs, 5);
    EXPECT_TRUE(first.complete);
}

TEST(BacktrackRating, MatchesTheSolverRunByRun) {
    const Puzzle puzzle = puzzle_from_line(kHard);
    std::vector<std::uint64_t> counts;
    double total = 0;
    for (std::uint64_t seed = 10; seed < 13; ++seed) {
        SolveOptions options;
        options.algorithm = Algorithm::backtrack;
        options.shuffle_cells = true;
        options.seed = seed;
        const SolveResult result = solve(puzzle, options);
        ASSERT_EQ(result.verdict, Verdict::unique);
        counts.push_back(result.counters.backtracks);
        total += static_cast<double>(result.counters.backtracks);
    }
    std::sort(counts.begin(), counts.end());
    const BacktrackRating rating = rate_by_backtracks(puzzle, 3, 10);
    EXPECT_DOUBLE_EQ(rating.mean_backtracks, total / 3);
    EXPECT_EQ(rating.median_backtracks, counts[1]);
}

TEST(BacktrackRating, HardPuzzleBacktracksMoreThanEasyOne) {
    const BacktrackRating easy = rate_by_backtracks(puzzle_from_line(kEasy), 8, 1);
    const BacktrackRating hard = rate_by_backtracks(puzzle_from_line(kHard), 8, 1);
    EXPECT_GT(hard.mean_backtracks, 10 * easy.mean_backtracks);
    EXPECT_GT(hard.median_backtracks, easy.median_backtracks);
}

TEST(BacktrackRating, IncompleteAtTheDeadline) {
    const BacktrackRating rating =
        rate_by_backtracks(puzzle_from_line(kHard), 5, 0, std::chrono::steady_clock::now());
    EXPECT_FALSE(rating.complete);
    EXPECT_LT(rating.runs, 5);
}

TEST(BacktrackRating, NoRunsNoFigures) {
    const BacktrackRating rating = rate_by_backtracks(puzzle_from_line(kEasy), 0);
    EXPECT_EQ(rating.runs, 0);
    EXPECT_EQ(rating.mean_backtracks, 0);
}

}  // namespace
}  // namespace sudokit
