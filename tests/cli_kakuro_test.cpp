// Kakuro on the command line: `solve` tells a Kakuro file from a Sudoku one by its content (a
// file or standard input, text or JSON) and writes the board solved, its line of digits, the
// verdict, the count or JSON; a bad record is named and the rest still run.

#include <cstdlib>
#include <filesystem>
#include <fstream>
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
constexpr const char* kNoSolution = testing::kKakuroWithNoSolution;
using testing::nikoli_kakuro_path;

TEST(CliKakuroTest, TextKakuroIsSolvedToItsBoard) {
    const auto solved = run_sudokit("solve", kSmall);
    EXPECT_EQ(solved.status, 0) << solved.err;
    EXPECT_EQ(solved.out, " # 4\\ 3\\\n\\3  1  2\n\\4  3  1\n\n");
    const auto line = run_sudokit("solve --format line", kSmall);
    EXPECT_EQ(line.out, "1231\n");
}

TEST(CliKakuroTest, VerdictsCountsAndProblemsAreWritten) {
    const std::string input = std::string(kSmall) + "\n" + kTwoSolutions + "\n" + kNoSolution;
    const auto unique = run_sudokit("solve --unique", input);
    EXPECT_EQ(unique.status, 1);
    EXPECT_EQ(unique.out, "unique\nmultiple\nnone\n");
    const auto count = run_sudokit("solve --count --algo backtrack", input);
    EXPECT_EQ(count.out, "1\n2\n0\n");
    const auto solved = run_sudokit("solve --format line", input);
    EXPECT_EQ(solved.status, 1);
    EXPECT_EQ(solved.out, "1231\n% line 5: more than one solution\n% line 9: no solution\n");
    const auto first = run_sudokit("solve --first --format line", kTwoSolutions);
    EXPECT_EQ(first.status, 0);
    EXPECT_EQ(lines_of(first.out).size(), 1u);
}

TEST(CliKakuroTest, NikoliFileIsSolvedByBothAlgorithms) {
    std::ifstream file(nikoli_kakuro_path());
    std::vector<std::string> records;
    std::vector<std::string> stated;
    for (std::string line; std::getline(file, line);) {
        records.push_back(line);
        stated.push_back(json::parse(line)["solution"].get<std::string>());
    }
    // The backtracking search takes seconds on the three hardest (k7-k9): the first seven.
    std::string easier;
    for (std::size_t index = 0; index < 7; ++index)
        easier += records[index] + "\n";
    for (const char* algorithm : {"fast", "backtrack"}) {
        const bool fast = std::string(algorithm) == "fast";
        const auto solved = fast ? run_sudokit("solve --format line " + nikoli_kakuro_path())
                                 : run_sudokit("solve --format line --algo backtrack", easier);
        EXPECT_EQ(solved.status, 0) << solved.err;
        const auto lines = lines_of(solved.out);
        ASSERT_EQ(lines.size(), fast ? stated.size() : 7u);
        for (std::size_t index = 0; index < lines.size(); ++index) {
            EXPECT_EQ(lines[index].substr(0, lines[index].find(' ')), stated[index]);
            EXPECT_NE(lines[index].find("gecode-nikoli-k"), std::string::npos);
        }
    }
}

TEST(CliKakuroTest, JsonOutputCarriesThePuzzleAndTheResult) {
    const auto solved = run_sudokit("solve --json", kSmall);
    EXPECT_EQ(solved.status, 0) << solved.err;
    const json record = json::parse(lines_of(solved.out).at(0));
    EXPECT_EQ(record["line"], 1);
    EXPECT_EQ(record["puzzle"]["type"], "kakuro");
    EXPECT_EQ(record["puzzle"]["runs"].size(), 4u);
    EXPECT_EQ(record["result"]["verdict"], "unique");
    EXPECT_EQ(record["result"]["solutions"], json::array({"1231"}));
    // The JSON written reads back as input.
    const auto again = run_sudokit("solve --format line", record["puzzle"].dump() + "\n");
    EXPECT_EQ(again.out, "1231\n");
}

TEST(CliKakuroTest, ABadRecordIsNamedAndTheRestStillRun) {
    const std::string input = std::string(kSmall) + "\n# 4\\ 3\\\n\\3 . .\n\\19 . .\n\n" + kSmall;
    const auto solved = run_sudokit("solve --format line", input);
    EXPECT_EQ(solved.status, 3);
    EXPECT_EQ(solved.out, "1231\n% line 5: unreadable puzzle\n1231\n");
    EXPECT_NE(solved.err.find("line 7, column 1: r3c1: no run of 2 cells sums to 19"),
              std::string::npos)
        << solved.err;
    const auto json_out = run_sudokit("solve --json", input);
    const json error = json::parse(lines_of(json_out.out).at(1));
    EXPECT_EQ(error["line"], 5);
    EXPECT_EQ(error["error"]["line"], 7);
}

TEST(CliKakuroTest, KakuroFromAPipeAndSudokuStillReadAfterTheLook) {
    const auto dir = std::filesystem::temp_directory_path() /
                     ("sudokit-kakuro-pipe-" + std::to_string(::getpid()));
    std::filesystem::create_directories(dir);
    { std::ofstream(dir / "k.txt") << "% a title\n" << kSmall; }
    {
        std::ofstream(dir / "s.txt")
            << "# classic\n"
               "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79\n"
               "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......"
               "\n";
    }
    const std::string cli = SUDOKIT_CLI_PATH;
    const auto kakuro_command = "cat " + (dir / "k.txt").string() + " | " + cli +
                                " solve --format line > " + (dir / "k.out").string();
    EXPECT_EQ(std::system(kakuro_command.c_str()), 0);
    EXPECT_EQ(testing::file_text(dir / "k.out"), "1231\n");
    // A Sudoku through a pipe: the lines taken to look at it are still solved.
    const auto sudoku_command = "cat " + (dir / "s.txt").string() + " | " + cli +
                                " solve --unique > " + (dir / "s.out").string();
    EXPECT_EQ(std::system(sudoku_command.c_str()), 0);
    EXPECT_EQ(testing::file_text(dir / "s.out"), "unique\nunique\n");
    std::filesystem::remove_all(dir);
}

TEST(CliKakuroTest, MixedInputsAndSudokuAlgorithmsAreRefused) {
    const auto dlx = run_sudokit("solve --algo dlx", kSmall);
    EXPECT_EQ(dlx.status, 64);
    EXPECT_NE(dlx.err.find("Kakuro takes fast or backtrack"), std::string::npos) << dlx.err;
    const auto mixed = run_sudokit(
        "solve --format line - " + std::string(SUDOKIT_SOURCE_DIR) + "/examples/classic.txt",
        kSmall);
    EXPECT_EQ(mixed.status, 3);
    EXPECT_EQ(mixed.out, "1231\n");
    EXPECT_NE(mixed.err.find("not a Kakuro file"), std::string::npos) << mixed.err;
}

}  // namespace
}  // namespace sudokit
