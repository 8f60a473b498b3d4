// SolveOptions::node_limit: a search stops after the budget, the same way every time.

#include <gtest/gtest.h>

#include "sudokit/solve.hpp"
#include "test_support.hpp"

namespace sudokit {
namespace {

TEST(NodeLimitTest, SearchStopsAtTheBudgetForEveryAlgorithm) {
    // From the forum's hardest list: hundreds of nodes for every algorithm.
    const Puzzle puzzle = testing::puzzle_from_line(
        "........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3");
    for (Algorithm algorithm : kAllAlgorithms) {
        SCOPED_TRACE(std::string(to_string(algorithm)));
        SolveOptions options;
        options.algorithm = algorithm;
        options.node_limit = 20;
        const SolveResult limited = solve(puzzle, options);
        EXPECT_EQ(limited.verdict, Verdict::stopped);
        EXPECT_FALSE(limited.exhausted);
        EXPECT_LE(limited.counters.nodes, 21u);
        const SolveResult again = solve(puzzle, options);
        EXPECT_EQ(again.counters.nodes, limited.counters.nodes);
        options.node_limit = 0;
        EXPECT_EQ(solve(puzzle, options).verdict, Verdict::unique);
    }
}

TEST(NodeLimitTest, AmpleBudgetChangesNothing) {
    const Puzzle puzzle = testing::puzzle_from_line(
        "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......");
    SolveOptions options;
    options.node_limit = 1'000'000;
    const SolveResult result = solve(puzzle, options);
    EXPECT_EQ(result.verdict, Verdict::unique);
    EXPECT_TRUE(result.exhausted);
}

}  // namespace
}  // namespace sudokit
