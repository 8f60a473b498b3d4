// Kakuro's human logic on the command line: `explain`, `hint` and `rate` tell a Kakuro input
// by its content, write steps, hints and ratings (text and JSON), say when a puzzle has no
// single solution or the techniques run out, and refuse the options that are Sudoku's alone.

#include <string>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "cli_test_support.hpp"
#include "kakuro_test_boards.hpp"

namespace sudokit {
namespace {

using nlohmann::json;
using testing::lines_of;
using testing::run_sudokit;

constexpr const char* kSmall = testing::kSmallKakuro;
constexpr const char* kTwoSolutions = testing::kKakuroWithTwoSolutions;
using testing::nikoli_kakuro_path;

TEST(CliKakuroLogicTest, ExplainWritesEveryStepAndTheRating) {
    const auto result = run_sudokit("explain", kSmall);
    ASSERT_EQ(result.status, 0) << result.err;
    const auto lines = lines_of(result.out);
    ASSERT_GE(lines.size(), 3u);
    EXPECT_EQ(lines[0], "Kakuro (line 1, 3x3, 4 white cells):");
    EXPECT_EQ(lines[1],
              "   1. Crossing runs: r2c2 is in the across run at r2c1 (3 in 2), which can only be "
              "1+2, and in the down run at r1c2 (4 in 2), which can only be 1+3; only 1 suits "
              "both, so r2c2 = 1.");
    EXPECT_NE(result.out.find("  Rating 1.5 easy, hardest: Crossing runs"), std::string::npos)
        << result.out;
}

TEST(CliKakuroLogicTest, ExplainJsonStepsPlaceTheSolutionsDigits) {
    const auto result = run_sudokit("explain --json " + nikoli_kakuro_path());
    ASSERT_EQ(result.status, 0) << result.err;
    const auto lines = lines_of(result.out);
    ASSERT_EQ(lines.size(), 10u);
    for (const std::string& line : lines) {
        const json value = json::parse(line);
        EXPECT_EQ(value.at("status"), "solved");
        EXPECT_FALSE(value.at("steps").empty());
        EXPECT_EQ(value.at("digits").get<std::string>().find('.'), std::string::npos);
        EXPECT_TRUE(value.at("puzzle").contains("grid"));
        for (const json& step : value.at("steps")) {
            EXPECT_TRUE(step.contains("technique"));
            EXPECT_TRUE(step.contains("text"));
            EXPECT_FALSE(step.at("placements").empty() && step.at("eliminations").empty());
        }
    }
    // The solve's digits agree with the exact solver's.
    const auto solved = run_sudokit("solve --format line " + nikoli_kakuro_path());
    const auto solved_lines = lines_of(solved.out);
    ASSERT_EQ(solved_lines.size(), 10u);
    for (std::size_t index = 0; index < lines.size(); ++index) {
        const std::string digits = json::parse(lines[index]).at("digits");
        EXPECT_EQ(solved_lines[index].substr(0, digits.size()), digits);
    }
}

TEST(CliKakuroLogicTest, RateGivesOneLinePerPuzzleInOrder) {
    const auto result = run_sudokit("rate -j 2 " + nikoli_kakuro_path());
    ASSERT_EQ(result.status, 0) << result.err;
    const auto lines = lines_of(result.out);
    ASSERT_EQ(lines.size(), 10u);
    EXPECT_NE(lines[0].find(":1: 1.7 easy unique-combination gecode-nikoli-k0"), std::string::npos)
        << lines[0];
    EXPECT_NE(lines[9].find(":10: 3.2 hard run-filling gecode-nikoli-k9"), std::string::npos)
        << lines[9];
    const auto as_json = run_sudokit("rate --json " + nikoli_kakuro_path());
    const json first = json::parse(lines_of(as_json.out).front());
    EXPECT_EQ(first.at("rating").at("level"), "easy");
    EXPECT_EQ(first.at("rating").at("hardest"), "unique-combination");
}

TEST(CliKakuroLogicTest, HintLevelsTellMoreAndMore) {
    EXPECT_EQ(run_sudokit("hint --level nudge", kSmall).out, "Look at r2c2.\n");
    EXPECT_EQ(run_sudokit("hint --level technique", kSmall).out, "Crossing runs: r2c2.\n");
    const auto full = run_sudokit("hint --json", kSmall);
    ASSERT_EQ(full.status, 0) << full.err;
    const json value = json::parse(full.out);
    EXPECT_EQ(value.at("status"), "hint");
    EXPECT_EQ(value.at("step").at("technique"), "crossing-runs");
    EXPECT_EQ(value.at("step").at("placements")[0].at("cell"), "r2c2");
}

TEST(CliKakuroLogicTest, PuzzlesWithoutOneSolutionAreNamedAndTheBatchGoesOn) {
    const std::string input = std::string(kTwoSolutions) + "\n" + kSmall;
    const auto rated = run_sudokit("rate", input);
    EXPECT_EQ(rated.status, 1);
    const auto lines = lines_of(rated.out);
    ASSERT_EQ(lines.size(), 2u);
    EXPECT_EQ(lines[0], "line 1: not rated: the puzzle has more than one solution");
    EXPECT_EQ(lines[1], "line 5: 1.5 easy crossing-runs");
    const auto explained = run_sudokit("explain", input);
    EXPECT_EQ(explained.status, 1);
    EXPECT_NE(explained.out.find("Not explained: the puzzle has more than one solution"),
              std::string::npos);
    const auto hinted = run_sudokit("hint", kTwoSolutions);
    EXPECT_EQ(hinted.status, 1);
    EXPECT_EQ(hinted.out, "No hint: the puzzle has more than one solution.\n");
}

TEST(CliKakuroLogicTest, TechniquesRestrictTheStepsAndFinishEndsWithTheSolver) {
    const auto stuck = run_sudokit("explain --techniques last-cell,naked-single", kSmall);
    EXPECT_EQ(stuck.status, 1);
    EXPECT_NE(stuck.out.find("Stuck after 0 steps"), std::string::npos) << stuck.out;
    const auto finished =
        run_sudokit("explain --finish --techniques last-cell,naked-single", kSmall);
    EXPECT_EQ(finished.status, 0) << finished.err;
    EXPECT_NE(finished.out.find("Exact solver: no allowed technique applies"), std::string::npos)
        << finished.out;
    const auto unknown = run_sudokit("rate --techniques x-wing", kSmall);
    EXPECT_EQ(unknown.status, 64);
    EXPECT_NE(unknown.err.find("no Kakuro technique is called 'x-wing'"), std::string::npos)
        << unknown.err;
}

TEST(CliKakuroLogicTest, SudokuOnlyOptionsAreRefused) {
    for (const char* command : {"explain --until 3", "hint --apply", "rate --method backtracks",
                                "rate --se", "explain --mode se"}) {
        const auto result = run_sudokit(command, kSmall);
        EXPECT_EQ(result.status, 64) << command;
        EXPECT_NE(result.err.find("is for Sudoku; this input is Kakuro"), std::string::npos)
            << command << ": " << result.err;
    }
}

}  // namespace
}  // namespace sudokit
