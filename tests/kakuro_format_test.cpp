// Kakuro's text and JSON forms: the boards read, their runs derived, every board error named by
// its line, column and square, and the writers read back to the same puzzle.

#include <fstream>
#include <sstream>
#include <string>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "sudokit/kakuro_format.hpp"
#include "sudokit/kakuro_solve.hpp"

namespace sudokit::kakuro {
namespace {

std::string nikoli_text() {
    std::ifstream file(std::string(SUDOKIT_SOURCE_DIR) + "/tests/data/kakuro/nikoli_kakuro.jsonl");
    std::stringstream text;
    text << file.rdbuf();
    return text.str();
}

constexpr const char* kSmall =
    "# 4\\ 3\\\n"
    "\\3 . .\n"
    "\\4 . .\n";

ParseError error_of(const std::string& text) {
    const std::vector<Record> records = read_records(text);
    EXPECT_EQ(records.size(), 1u);
    if (records.empty() || records.front().ok()) return {};
    return records.front().error();
}

TEST(KakuroFormatTest, SmallBoardGivesItsRuns) {
    const std::vector<Record> records = read_records(kSmall);
    ASSERT_EQ(records.size(), 1u);
    ASSERT_TRUE(records[0].ok()) << records[0].error().to_string();
    const Puzzle& puzzle = records[0].puzzle();
    EXPECT_EQ(puzzle.rows(), 3);
    EXPECT_EQ(puzzle.columns(), 3);
    EXPECT_EQ(puzzle.white_count(), 4);
    ASSERT_EQ(puzzle.runs().size(), 4u);
    // White cell 1 is r2c3: in the across run of r2c1 (sum 3) and the down run of r1c3 (3).
    const kakuro::Run& across = puzzle.runs()[puzzle.across_run(1)];
    const kakuro::Run& down = puzzle.runs()[puzzle.down_run(1)];
    EXPECT_EQ(across.sum, 3);
    EXPECT_EQ(across.direction, Direction::across);
    EXPECT_EQ(across.cells, (std::vector<int>{0, 1}));
    EXPECT_EQ(down.sum, 3);
    EXPECT_EQ(down.clue_row, 0);
    EXPECT_EQ(down.clue_column, 2);
    EXPECT_EQ(down.cells, (std::vector<int>{1, 3}));
}

TEST(KakuroFormatTest, NikoliPuzzlesReadWithTheirRunsAndSolutions) {
    const std::vector<Record> records = read_records(nikoli_text());
    ASSERT_EQ(records.size(), 10u);
    for (const Record& record : records) {
        ASSERT_TRUE(record.ok()) << record.error().to_string();
        EXPECT_FALSE(record.puzzle().label.empty());
        EXPECT_EQ(record.stated_solution.size(),
                  static_cast<std::size_t>(record.puzzle().white_count()));
        EXPECT_EQ(find_broken_rule(record.puzzle(), record.stated_solution), "");
    }
}

TEST(KakuroFormatTest, WrittenBoardsReadBackToTheSamePuzzle) {
    for (const Record& record : read_records(nikoli_text())) {
        const Puzzle& puzzle = record.puzzle();
        // The padded grid, as text.
        const std::vector<Record> again = read_records(write_grid(puzzle));
        ASSERT_EQ(again.size(), 1u);
        ASSERT_TRUE(again[0].ok()) << again[0].error().to_string();
        EXPECT_EQ(again[0].puzzle().squares(), puzzle.squares());
        // JSON, with its runs (checked against the grid on reading).
        const std::vector<Record> from_json = read_records(to_json(puzzle).dump());
        ASSERT_TRUE(from_json[0].ok()) << from_json[0].error().to_string();
        EXPECT_EQ(from_json[0].puzzle().squares(), puzzle.squares());
        EXPECT_EQ(from_json[0].puzzle().label, puzzle.label);
        // The solution written in: every white cell shows its digit.
        const auto solved = read_records(write_grid(puzzle, record.stated_solution));
        ASSERT_TRUE(solved[0].ok());
        EXPECT_EQ(solved[0].puzzle().given_digits(), record.stated_solution);
    }
}

TEST(KakuroFormatTest, PaddedGridLinesUpItsColumns) {
    const Puzzle puzzle = read_records("# 16\\ 4\\\n\\10 . .\n\\10 . .\n")[0].puzzle();
    EXPECT_EQ(write_grid(puzzle), "  # 16\\ 4\\\n\\10   .  .\n\\10   .  .\n");
    EXPECT_EQ(write_line({1, 2, 0, 4}), "12.4");
}

TEST(KakuroFormatTest, SeveralPuzzlesAreSplitByBlankLines) {
    const std::string text = std::string("% a comment\n") + kSmall + "\n\n" + kSmall +
                             "\n{\"type\":\"kakuro\",\"grid\":[\"# 4\\\\ 3\\\\\",\"\\\\3 . .\","
                             "\"\\\\4 . .\"],\"label\":\"json one\"}\n";
    const std::vector<Record> records = read_records(text);
    ASSERT_EQ(records.size(), 3u);
    EXPECT_EQ(records[0].line, 2u);
    EXPECT_EQ(records[1].line, 7u);
    EXPECT_EQ(records[2].line, 11u);
    ASSERT_TRUE(records[2].ok()) << records[2].error().to_string();
    EXPECT_EQ(records[2].puzzle().label, "json one");
    EXPECT_EQ(records[2].puzzle().squares(), records[0].puzzle().squares());
}

TEST(KakuroFormatTest, KakuroIsToldFromSudoku) {
    EXPECT_TRUE(looks_like_kakuro(kSmall));
    EXPECT_TRUE(looks_like_kakuro("% title\n\n# 16\\ 4\\\n"));
    EXPECT_TRUE(looks_like_kakuro(nikoli_text()));
    EXPECT_TRUE(looks_like_kakuro("{\"type\":\"kakuro\",\"grid\":[\"#\"]}"));
    EXPECT_FALSE(looks_like_kakuro(
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79\n"));
    EXPECT_FALSE(looks_like_kakuro("# a Sudoku comment\n123456789\n"));
    EXPECT_FALSE(looks_like_kakuro("{\"size\":\"3x3\",\"givens\":\"...\"}"));
    EXPECT_FALSE(looks_like_kakuro(""));
}

TEST(KakuroFormatTest, ARunOfOneCellIsNamed) {
    const ParseError error = error_of("# 3\\ #\n\\3 . .\n");
    EXPECT_EQ(error.line, 1u);
    EXPECT_EQ(error.column, 3u);
    EXPECT_NE(error.message.find("r1c2: the down clue 3 covers a run of one cell"),
              std::string::npos)
        << error.message;
}

TEST(KakuroFormatTest, ASumNoRunCanMakeIsNamed) {
    const ParseError error = error_of("# 4\\ 3\\\n\\18 . .\n\\4 . .\n");
    EXPECT_EQ(error.line, 2u);
    EXPECT_EQ(error.column, 1u);
    EXPECT_NE(error.message.find("r2c1: no run of 2 cells sums to 18"), std::string::npos)
        << error.message;
}

TEST(KakuroFormatTest, AClueIntoABlockIsNamed) {
    const ParseError error = error_of("# 4\\ 3\\\n\\3 . .\n\\4 . .\n# \\5 #\n");
    EXPECT_EQ(error.line, 4u);
    EXPECT_EQ(error.column, 3u);
    EXPECT_NE(error.message.find("r4c2: the across clue 5 has no white cell to its right"),
              std::string::npos)
        << error.message;
}

TEST(KakuroFormatTest, WhiteCellsWithoutAClueAreNamed) {
    const ParseError lone = error_of("# # #\n# . #\n");
    EXPECT_EQ(lone.line, 2u);
    EXPECT_NE(lone.message.find("white cell r2c2 is in no run"), std::string::npos) << lone.message;
    const ParseError unclued = error_of("# 3\\ 4\\\n# . .\n# . .\n");
    EXPECT_NE(unclued.message.find("side by side with no across clue"), std::string::npos)
        << unclued.message;
}

TEST(KakuroFormatTest, BadTokensAndRaggedRowsAreNamed) {
    const ParseError token = error_of("# 4\\ 3\\\n\\3 x .\n");
    EXPECT_EQ(token.line, 2u);
    EXPECT_EQ(token.column, 4u);
    EXPECT_NE(token.message.find("r2c2: expected #"), std::string::npos) << token.message;
    const ParseError ragged = error_of("# 4\\ 3\\\n\\3 . . #\n");
    EXPECT_EQ(ragged.line, 2u);
    EXPECT_NE(ragged.message.find("row 2 has 4 squares, the first row 3"), std::string::npos)
        << ragged.message;
    const ParseError stray = error_of("# 4\\ 3\\\n\\3 \xff .\n");
    EXPECT_NE(stray.message.find("found byte 0xFF"), std::string::npos) << stray.message;
    const ParseError accented = error_of("# 4\\ 3\\\n\\3 \xc3\xa9 .\n");
    EXPECT_NE(accented.message.find("found '\xc3\xa9' (U+00E9)"), std::string::npos)
        << accented.message;
    const ParseError no_white = error_of("{\"type\":\"kakuro\",\"grid\":[\"# #\"]}");
    EXPECT_NE(no_white.message.find("a Kakuro needs white cells"), std::string::npos)
        << no_white.message;
    const ParseError big_sum = error_of("# 46\\ 3\\\n\\3 . .\n");
    EXPECT_NE(big_sum.message.find("sums 1-45"), std::string::npos) << big_sum.message;
}

TEST(KakuroFormatTest, RepeatedGivensAreNamed) {
    const ParseError error = error_of("# 4\\ 3\\\n\\3 1 1\n\\4 . .\n");
    EXPECT_EQ(error.line, 2u);
    EXPECT_NE(error.message.find("the digit 1 is given twice in the across run of the clue at "
                                 "r2c1"),
              std::string::npos)
        << error.message;
}

TEST(KakuroFormatTest, JsonRunsAndSolutionsAreChecked) {
    nlohmann::json object = to_json(read_records(kSmall)[0].puzzle());
    object["solution"] = "1231";
    EXPECT_TRUE(read_records(object.dump())[0].ok());
    object["solution"] = "1321";
    const ParseError wrong = error_of(object.dump());
    EXPECT_NE(wrong.message.find("the stated \"solution\" is wrong"), std::string::npos)
        << wrong.message;
    object["solution"] = "1231";
    object["runs"][0]["sum"] = 5;
    EXPECT_NE(error_of(object.dump()).message.find("do not match"), std::string::npos);
    object.erase("runs");
    object["rows"] = 4;
    EXPECT_NE(error_of(object.dump()).message.find("\"rows\" says 4"), std::string::npos);
    const ParseError broken = error_of("{\"type\":\"kakuro\",\"grid\":[\"# 4\\\\\"");
    EXPECT_NE(broken.message.find("not valid JSON"), std::string::npos) << broken.message;
    const ParseError row = error_of(
        "{\"type\":\"kakuro\",\"grid\":[\"# 4\\\\ 3\\\\\",\"\\\\3 . "
        ".\",\"\\\\19 . .\"]}");
    EXPECT_NE(row.message.find("\"grid\" row 3: r3c1: no run of 2 cells sums to 19"),
              std::string::npos)
        << row.message;
}

TEST(KakuroFormatTest, BrokenRulesAreNamed) {
    const Puzzle puzzle = read_records(kSmall)[0].puzzle();
    EXPECT_EQ(find_broken_rule(puzzle, {1, 2, 3, 1}), "");
    EXPECT_EQ(find_broken_rule(puzzle, {1, 2, 3, 2}),
              "r3c3: 2 repeated in the down run of the clue at r1c3");
    EXPECT_EQ(find_broken_rule(puzzle, {2, 1, 3, 1}),
              "the down run of the clue at r1c2 adds up to 5, not 4");
    EXPECT_EQ(find_broken_rule(puzzle, {1, 2, 3}), "3 digits for 4 white cells");
}

}  // namespace
}  // namespace sudokit::kakuro
