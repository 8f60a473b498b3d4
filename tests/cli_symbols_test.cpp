// The symbols answers are written in: each puzzle's own by default, --symbols for both reading
// and writing, --output-symbols to write in another set (numbers, 1-9A, 0-9A, letters), and
// generate's --symbols.

#include <string>
#include <vector>

#include <fmt/format.h>
#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "cli_test_support.hpp"
#include "sudokit/format.hpp"
#include "sudokit/solve.hpp"

namespace sudokit {
namespace {

using nlohmann::json;
using testing::lines_of;
using testing::run_sudokit;

// A 16x16 puzzle with one solution, written in letters (A = 1).
std::string letters_puzzle() {
    const std::vector<std::string> lines =
        lines_of(run_sudokit("generate --size 4x4 --seed 5 --symbols letters").out);
    return lines.empty() ? std::string() : lines.front();
}

// The grid of a line as read in any symbol set (for comparing answers across sets).
Grid grid_of(const std::string& line) {
    const auto parsed = parse_puzzle(line);
    EXPECT_TRUE(std::holds_alternative<Puzzle>(parsed)) << line;
    return std::holds_alternative<Puzzle>(parsed) ? std::get<Puzzle>(parsed).givens : Grid();
}

TEST(CliSymbols, GenerateWritesTheChosenSymbols) {
    const std::string puzzle = letters_puzzle();
    ASSERT_EQ(puzzle.size(), 256u);
    EXPECT_EQ(puzzle.find_first_not_of(".ABCDEFGHIJKLMNOP"), std::string::npos) << puzzle;
    EXPECT_NE(puzzle.find('P'), std::string::npos);  // letters beyond 1-9A-G's
    // The same puzzle in whitespace-separated numbers, JSON included.
    const std::string numbers = run_sudokit("generate --size 4x4 --seed 5 --symbols digits").out;
    EXPECT_EQ(grid_of(numbers), grid_of(puzzle));
    EXPECT_NE(numbers.find("16"), std::string::npos);
    const json made =
        json::parse(run_sudokit("generate --size 4x4 --seed 5 --symbols letters --json").out);
    EXPECT_EQ(made["puzzle"]["givens"], puzzle);
    EXPECT_EQ(made["puzzle"]["symbols"], "letters");
    const std::string solution = made["solution"];
    EXPECT_EQ(solution.find_first_not_of("ABCDEFGHIJKLMNOP"), std::string::npos) << solution;
}

TEST(CliSymbols, AnswersKeepThePuzzlesSymbolsUnlessOutputSymbolsSaysOtherwise) {
    const std::string puzzle = letters_puzzle();
    const auto own = run_sudokit("solve", puzzle + "\n");
    ASSERT_EQ(own.status, 0) << own.err;
    const std::string solution = lines_of(own.out).front();
    EXPECT_EQ(solution.find_first_not_of("ABCDEFGHIJKLMNOP"), std::string::npos) << solution;

    for (const std::string set : {"1-9A", "0-9A", "digits"}) {
        const auto converted = run_sudokit("solve --output-symbols " + set, puzzle + "\n");
        ASSERT_EQ(converted.status, 0) << converted.err;
        const std::string line = lines_of(converted.out).front();
        EXPECT_NE(line, solution) << set;
        // Read back in the set it was written in, it is the same solution.
        ReadOptions options;
        options.symbols = parse_symbol_set(set).value();
        const auto parsed = parse_puzzle(line, options);
        ASSERT_TRUE(std::holds_alternative<Puzzle>(parsed)) << set << ": " << line;
        EXPECT_EQ(std::get<Puzzle>(parsed).givens, grid_of(solution)) << set;
    }
    // rate prints the puzzle in the chosen symbols too.
    const auto rated = run_sudokit("rate --output-symbols digits", puzzle + "\n");
    ASSERT_NE(rated.out.find(" SE "), std::string::npos) << rated.out;
    EXPECT_EQ(grid_of(rated.out.substr(0, rated.out.find(" SE "))), grid_of(puzzle));
}

TEST(CliSymbols, ClashesNameTheDigitInThePuzzlesSymbols) {
    std::string puzzle = letters_puzzle();
    // A second copy of r1c1's letter further along row 1.
    const std::size_t first = puzzle.find_first_not_of('.');
    ASSERT_LT(first, 16u);
    const std::size_t blank = puzzle.find('.', first);
    ASSERT_LT(blank, 16u);
    puzzle[blank] = puzzle[first];
    const std::string clash = fmt::format("row 1 has {} twice", puzzle[first]);
    const auto solved = run_sudokit("solve", puzzle + "\n");
    EXPECT_NE(solved.out.find(clash), std::string::npos) << solved.out;
    const auto checked = run_sudokit("check", puzzle + "\n");
    EXPECT_NE(checked.out.find(clash), std::string::npos) << checked.out;
}

TEST(CliSymbols, OutputSymbolsIsCheckedAndListed) {
    const auto bad = run_sudokit("solve --output-symbols greek", "");
    EXPECT_NE(bad.status, 0);
    const auto help = run_sudokit("solve --help");
    EXPECT_NE(help.out.find("--output-symbols"), std::string::npos);
    EXPECT_NE(run_sudokit("generate --help").out.find("--symbols"), std::string::npos);
}

}  // namespace
}  // namespace sudokit
