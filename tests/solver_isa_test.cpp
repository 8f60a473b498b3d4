// The builds of the 9x9 solver for each x86-64 level (src/solve/isa/) give the same answers
// and do the same work as the baseline build, on every level this processor runs; and the
// level is picked as documented.

#include <cstdlib>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "test_support.hpp"

#if defined(SUDOKIT_SOLVER_ISA_DISPATCH)
#include "solve/isa/fast_search_9x9_variants.hpp"
#include "solve/search_context.hpp"
#endif

namespace sudokit {
namespace {

#if defined(SUDOKIT_SOLVER_ISA_DISPATCH)

using detail::CpuLevel;

SolveResult run_variant(CpuLevel level, const Puzzle& puzzle, std::uint64_t limit) {
    SolveOptions options;
    options.solution_limit = limit;
    SolveResult result;
    detail::SearchContext context(options, result, puzzle.shape());
    detail::fast_9x9_variant(level).whole(puzzle, context);
    return result;
}

std::vector<CpuLevel> supported_levels() {
    std::vector<CpuLevel> levels;
    for (const CpuLevel level : {CpuLevel::baseline, CpuLevel::v2, CpuLevel::v3}) {
        if (level <= detail::supported_cpu_level()) levels.push_back(level);
    }
    return levels;
}

TEST(SolverIsaTest, EveryLevelMatchesTheBaselineOnHardPuzzles) {
    SUDOKIT_REQUIRE_DATA_FILE("puzzles5_forum_hardest_1905_11+");
    SUDOKIT_REQUIRE_DATA_FILE("puzzles7_serg_benchmark");
    auto puzzles = testing::load_data_set("puzzles5_forum_hardest_1905_11+", 300);
    const auto multiple = testing::load_data_set("puzzles7_serg_benchmark", 100);
    puzzles.insert(puzzles.end(), multiple.begin(), multiple.end());
    for (const CpuLevel level : supported_levels()) {
        SCOPED_TRACE(std::string(detail::cpu_level_name(level)));
        for (const auto& puzzle : puzzles) {
            for (const std::uint64_t limit : {1u, 2u}) {
                const SolveResult expected = run_variant(CpuLevel::baseline, puzzle, limit);
                const SolveResult got = run_variant(level, puzzle, limit);
                ASSERT_EQ(got.verdict, expected.verdict);
                ASSERT_EQ(got.solution_count, expected.solution_count);
                ASSERT_EQ(got.counters.nodes, expected.counters.nodes);
                ASSERT_EQ(got.counters.guesses, expected.counters.guesses);
                ASSERT_EQ(got.solutions.size(), expected.solutions.size());
                for (std::size_t index = 0; index < got.solutions.size(); ++index) {
                    ASSERT_EQ(got.solutions[index], expected.solutions[index]);
                }
            }
        }
    }
}

TEST(SolverIsaTest, TheEnvironmentCanOnlyLowerTheLevel) {
    const CpuLevel natural = detail::solver_cpu_level();
    EXPECT_LE(natural, detail::supported_cpu_level());
    ASSERT_EQ(setenv("SUDOKIT_CPU_LEVEL", "baseline", 1), 0);
    EXPECT_EQ(detail::solver_cpu_level(), CpuLevel::baseline);
    ASSERT_EQ(setenv("SUDOKIT_CPU_LEVEL", "x86-64-v3", 1), 0);
    EXPECT_EQ(detail::solver_cpu_level(), natural);
    ASSERT_EQ(unsetenv("SUDOKIT_CPU_LEVEL"), 0);
    EXPECT_EQ(detail::solver_cpu_level(), natural);
}

#else

TEST(SolverIsaTest, BuiltForOneTarget) {
    GTEST_SKIP() << "SUDOKIT_NATIVE or a processor other than x86-64: one build of the solver";
}

#endif

}  // namespace
}  // namespace sudokit
