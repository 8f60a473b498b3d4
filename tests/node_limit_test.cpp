// SolveOptions::node_limit: a search stops after the budget, the same way every time; and how
// soon a search notices its deadline.

#include <chrono>

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

TEST(NodeLimitTest, LargeGridsPollTheDeadlineWithinAFewDozenNodes) {
    // Found by fuzz_logic_engine: a 25x25 search polled its deadline every 4096 nodes, which
    // took seconds (under the sanitizers) past a deadline of 50 ms.
    SolveOptions options;
    options.solution_limit = 0;
    options.deadline = std::chrono::steady_clock::now() - std::chrono::milliseconds(1);
    for (Algorithm algorithm : kAllAlgorithms) {
        SCOPED_TRACE(std::string(to_string(algorithm)));
        options.algorithm = algorithm;
        const SolveResult result = solve(Puzzle(Grid(Shape(5, 5))), options);
        EXPECT_EQ(result.verdict, Verdict::stopped);
        EXPECT_LE(result.counters.nodes, 100u);
    }
    // 9x9 searches keep the long interval that costs nothing measurable.
    options.algorithm = Algorithm::fast;
    EXPECT_GT(solve(Puzzle(Grid()), options).counters.nodes, 1000u);
}

}  // namespace
}  // namespace sudokit
