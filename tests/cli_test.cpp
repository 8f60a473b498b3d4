// The sudokit command end to end: run the built binary, check its output and exit status.

#include <sys/wait.h>

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "cli_test_support.hpp"

namespace {

using sudokit::testing::file_text;
using sudokit::testing::lines_of;
using sudokit::testing::run_sudokit;

constexpr const char* kPuzzle = sudokit::testing::kNewspaperPuzzle;
constexpr const char* kSolution = sudokit::testing::kNewspaperSolution;

TEST(CliTest, AMisspeltCommandGetsASuggestion) {
    const auto result = run_sudokit("slove");
    EXPECT_EQ(result.status, 64);
    EXPECT_NE(
        result.err.find("unknown command 'slove'. Did you mean 'solve'? The commands: solve, "),
        std::string::npos)
        << result.err;
    EXPECT_EQ(run_sudokit("frobnicate").err.find("Did you mean"), std::string::npos);
}

TEST(CliTest, SolvesExamplesFile) {
    const auto result = run_sudokit("solve examples/classic.txt");
    EXPECT_EQ(result.status, 0) << result.err;
    const auto lines = lines_of(result.out);
    ASSERT_EQ(lines.size(), 3u);
    EXPECT_EQ(lines[0], std::string(kSolution) + " newspaper-easy");
    EXPECT_EQ(lines[2].substr(0, 9), "987654321");
}

TEST(CliTest, EveryAlgorithmFromStdin) {
    for (const char* algo : {"fast", "dlx", "backtrack", "csp"}) {
        const auto result =
            run_sudokit(std::string("solve --algo ") + algo, std::string(kPuzzle) + "\n");
        EXPECT_EQ(result.status, 0) << algo << ": " << result.err;
        EXPECT_EQ(result.out, std::string(kSolution) + "\n") << algo;
    }
}

TEST(CliTest, BoxedGridInAndOut) {
    const auto result = run_sudokit("solve --format grid examples/boxed.txt");
    EXPECT_EQ(result.status, 0) << result.err;
    EXPECT_NE(result.out.find("5 3 4 | 6 7 8 | 9 1 2"), std::string::npos) << result.out;
}

TEST(CliTest, BadLineIsNamedAndTheRestStillRuns) {
    const std::string input = std::string(kPuzzle) + "\n" + "53..7....6..195\n" + kPuzzle + "\n";
    const auto result = run_sudokit("solve", input);
    EXPECT_EQ(result.status, 3);
    const auto lines = lines_of(result.out);
    ASSERT_EQ(lines.size(), 3u);
    EXPECT_EQ(lines[0], kSolution);
    EXPECT_EQ(lines[1].rfind("# line 2", 0), 0u) << lines[1];
    EXPECT_EQ(lines[2], kSolution);
    EXPECT_NE(result.err.find("line 2"), std::string::npos) << result.err;
}

TEST(CliTest, NoSolutionAndMultipleSolutionsHaveTheirOwnStatus) {
    // Two 5s in row 1 are caught at once; a puzzle with most givens removed has many answers.
    const std::string broken = "55" + std::string(kPuzzle).substr(2);
    auto result = run_sudokit("solve", broken + "\n");
    EXPECT_EQ(result.status, 1);
    // The clash is named, as `check` names it.
    EXPECT_NE(result.out.find("no solution: row 1 has 5 twice: r1c1, r1c2"), std::string::npos)
        << result.out;

    const std::string sparse = std::string(kPuzzle).substr(0, 20) + std::string(61, '.');
    result = run_sudokit("solve", sparse + "\n");
    EXPECT_EQ(result.status, 1);
    EXPECT_NE(result.out.find("more than one solution"), std::string::npos) << result.out;

    result =
        run_sudokit("solve --unique", std::string(kPuzzle) + "\n" + sparse + "\n" + broken + "\n");
    EXPECT_EQ(result.out, "unique\nmultiple\nnone\n");

    result = run_sudokit("solve --count --limit 10", sparse + "\n");
    EXPECT_EQ(result.out, "10+\n");
    result = run_sudokit("solve --count", std::string(kPuzzle) + "\n");
    EXPECT_EQ(result.out, "1\n");
}

TEST(CliTest, ThreadsKeepInputOrder) {
    std::string input;
    std::string expected;
    // Alternate a unique puzzle and an unsolvable one so the order is visible.
    const std::string broken = "55" + std::string(kPuzzle).substr(2);
    for (int i = 0; i < 2000; ++i) {
        input += (i % 3 == 0 ? broken : std::string(kPuzzle)) + " p" + std::to_string(i) + "\n";
    }
    const auto one = run_sudokit("solve -j 1", input);
    const auto four = run_sudokit("solve -j 4", input);
    EXPECT_EQ(one.out, four.out);
    const auto lines = lines_of(four.out);
    ASSERT_EQ(lines.size(), 2000u);
    EXPECT_EQ(lines[1], std::string(kSolution) + " p1");
    EXPECT_EQ(lines[3].rfind("# line 4", 0), 0u);
}

TEST(CliTest, JsonOutputIsOneObjectPerPuzzle) {
    const auto result = run_sudokit("solve --json", std::string(kPuzzle) + " name\nxyz\n");
    EXPECT_EQ(result.status, 3);
    const auto lines = lines_of(result.out);
    ASSERT_EQ(lines.size(), 2u);
    const auto first = nlohmann::json::parse(lines[0]);
    EXPECT_EQ(first["line"], 1);
    EXPECT_EQ(first["result"]["verdict"], "unique");
    EXPECT_EQ(first["result"]["solutions"][0], kSolution);
    EXPECT_EQ(first["puzzle"]["label"], "name");
    const auto second = nlohmann::json::parse(lines[1]);
    EXPECT_EQ(second["error"]["line"], 2);
}

TEST(CliTest, StatsGoToStderr) {
    const auto result = run_sudokit("solve --stats examples/classic.txt");
    EXPECT_EQ(result.status, 0);
    EXPECT_NE(result.err.find("puzzles/s"), std::string::npos) << result.err;
    EXPECT_NE(result.err.find("guesses"), std::string::npos) << result.err;
}

TEST(CliTest, OtherSizes) {
    auto result = run_sudokit("solve --size 2x3 examples/six.txt");
    EXPECT_EQ(result.status, 0) << result.err;
    result = run_sudokit("solve examples/sixteen.txt");
    EXPECT_EQ(result.status, 0) << result.err;
    EXPECT_EQ(lines_of(result.out).size(), 3u);
    result = run_sudokit("solve --size 3x2", "123456\n");
    EXPECT_EQ(result.status, 3);
    EXPECT_NE(result.err.find("line 1"), std::string::npos) << result.err;
}

TEST(CliTest, CheckReportsConflictsAndSolutions) {
    auto result = run_sudokit("check", std::string(kSolution) + "\n");
    EXPECT_EQ(result.status, 0) << result.err;
    EXPECT_NE(result.out.find("valid complete grid"), std::string::npos) << result.out;

    std::string wrong = kSolution;
    std::swap(wrong[0], wrong[1]);
    result = run_sudokit("check", wrong + "\n");
    EXPECT_EQ(result.status, 1);
    EXPECT_NE(result.out.find("column 1 has 3 twice"), std::string::npos) << result.out;

    const auto dir = std::filesystem::temp_directory_path() / "sudokit-check-against.txt";
    std::ofstream(dir) << kPuzzle << "\n" << kPuzzle << "\n";
    result = run_sudokit("check --against '" + dir.string() + "'",
                         std::string(kSolution) + "\n" + wrong + "\n");
    std::filesystem::remove(dir);
    EXPECT_EQ(result.status, 1);
    const auto lines = lines_of(result.out);
    ASSERT_EQ(lines.size(), 2u);
    EXPECT_NE(lines[0].find("valid solution"), std::string::npos);
    EXPECT_NE(lines[1].find("changes the givens at r1c1, r1c2"), std::string::npos) << lines[1];
}

TEST(CliTest, HelpAndUsageErrors) {
    auto result = run_sudokit("solve --help");
    EXPECT_EQ(result.status, 0);
    EXPECT_NE(result.out.find("Examples:"), std::string::npos);
    result = run_sudokit("check --help");
    EXPECT_NE(result.out.find("Examples:"), std::string::npos);
    result = run_sudokit("solve --algo nonsense");
    EXPECT_EQ(result.status, 64);
    result = run_sudokit("solve --size 9x9");
    EXPECT_EQ(result.status, 64);
    EXPECT_NE(result.err.find("9x9"), std::string::npos) << result.err;
    result = run_sudokit("solve no-such-file.txt");
    EXPECT_EQ(result.status, 74);
    EXPECT_NE(result.err.find("no-such-file.txt"), std::string::npos);
}

}  // namespace
