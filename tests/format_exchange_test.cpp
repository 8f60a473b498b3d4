// Reading the layouts other tools and data sets write: CSV lines (QQWing's --csv, the common
// "puzzle,solution" data sets), HoDoKu's library lines, grids drawn with box-drawing
// characters; and characters outside ASCII counted as characters in every message.

#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include <gtest/gtest.h>

#include "sudokit/format.hpp"
#include "sudokit/logic.hpp"

namespace sudokit {
namespace {

constexpr std::string_view kPuzzle =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
constexpr std::string_view kSolution =
    "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

// Every record of `text`: the puzzle lines, or "error: <message>" for a record that failed.
std::vector<std::string> read_all(std::string_view text) {
    std::istringstream input{std::string(text)};
    PuzzleReader reader(input);
    std::vector<std::string> records;
    while (const std::optional<ReadRecord> record = reader.next()) {
        if (record->ok()) {
            const Puzzle& puzzle = std::get<Puzzle>(record->content);
            records.push_back(to_line(puzzle.givens) +
                              (puzzle.label.empty() ? "" : " [" + puzzle.label + "]"));
        } else {
            records.push_back("error: " + record->error().to_string());
        }
    }
    return records;
}

std::string line_of(std::string text) {
    for (char& character : text) {
        if (character == '0') character = '.';
    }
    return text;
}

TEST(CsvLines, QqwingCsvWithItsHeaderReadsThePuzzlesAndKeepsTheRestAsLabel) {
    const std::string text = "Puzzle,Solution,Solution Count,Time (milliseconds),Difficulty,\n" +
                             std::string(kPuzzle) + "," + std::string(kSolution) +
                             ",1,0.52,Simple,\n";
    EXPECT_EQ(read_all(text),
              (std::vector<std::string>{std::string(kPuzzle) + " [" + std::string(kSolution) +
                                        ",1,0.52,Simple,]"}));
}

TEST(CsvLines, PuzzleSolutionDataSetsWithZerosForBlanks) {
    const std::string puzzle =
        "004300209005009001070060043006002087190007400050083000600000105003508690042910300";
    const std::string solution =
        "864371259325849761971265843436192587198657432257483916689734125713528694542916378";
    const std::string text =
        "quizzes,solutions\n" + puzzle + "," + solution + "\n" + puzzle + " , " + solution + "\n";
    const std::vector<std::string> records = read_all(text);
    ASSERT_EQ(records.size(), 2u);
    for (const std::string& record : records)
        EXPECT_EQ(record, line_of(puzzle) + " [" + solution + "]");
}

TEST(CsvLines, AHeaderIsOnlyNamesAndABadFirstFieldIsStillAnError) {
    EXPECT_EQ(read_all("puzzle,solution\n").size(), 0u);
    // A 16x16 puzzle in letters is not a header, though it is a word.
    const std::string letters(256, '.');
    EXPECT_EQ(read_all(letters + ",x\n"),
              (std::vector<std::string>{std::string(256, '.') + " [x]"}));
    const std::vector<std::string> records = read_all("53..7....,solution\n");
    ASSERT_EQ(records.size(), 1u);
    EXPECT_EQ(records[0].rfind("error: line 1: expected 16 symbols", 0), 0u) << records[0];
    EXPECT_NE(records[0].find("found 9"), std::string::npos) << records[0];
}

TEST(HodokuLines, ALibraryLineIsItsPuzzleField) {
    const std::string text = ":0000:x:" + std::string(kPuzzle) + ":::\n";
    EXPECT_EQ(read_all(text), (std::vector<std::string>{std::string(kPuzzle)}));
    // The step code and its candidates name the record.
    EXPECT_EQ(read_all(":0901:5:" + std::string(kPuzzle) + ":::\n"),
              (std::vector<std::string>{std::string(kPuzzle) + " [0901 5]"}));
}

TEST(HodokuLines, PlacedDigitsAndDeletedCandidatesMakeAPosition) {
    // r1c3 placed (a '+4'), and 2 and 9 struck out of r1c4 ("214 914"), which leaves its 6.
    std::string field(kPuzzle.substr(0, 2));
    field += "+4";
    field += kPuzzle.substr(3);
    const std::string text = ":0000:x:" + field + ":214 914::\n";
    const auto parsed = parse_puzzle(text);
    ASSERT_TRUE(std::holds_alternative<Puzzle>(parsed)) << std::get<ParseError>(parsed).to_string();
    const Puzzle& puzzle = std::get<Puzzle>(parsed);
    EXPECT_EQ(puzzle.givens[2], 4);  // solved cells are the position's givens
    ASSERT_TRUE(puzzle.marks.has_value());
    EXPECT_EQ((*puzzle.marks)[2], DigitSet::single(4));
    EXPECT_EQ((*puzzle.marks)[3], DigitSet::single(6));
    // The marks hold the solution's digit everywhere, so the position solves.
    const LogicResult result = solve_logically(Position::from_marks(*puzzle.marks));
    EXPECT_EQ(result.status, LogicStatus::solved);
    EXPECT_EQ(to_line(result.final_position.values()), kSolution);
}

TEST(HodokuLines, ErrorsNameTheColumn) {
    const std::string start = ":0000:x:";
    std::vector<std::string> records = read_all(start + std::string(kPuzzle) + ":5x4::\n");
    ASSERT_EQ(records.size(), 1u);
    EXPECT_EQ(records[0].rfind("error: line 1, column 91: expected a deleted candidate", 0), 0u)
        << records[0];
    records = read_all(start + std::string(kPuzzle) + ":511::\n");  // r1c1 holds 5
    EXPECT_EQ(records[0],
              "error: line 1, column 91: deleted candidate 5 of r1c1, which holds a digit");
    records = read_all(start + "+." + std::string(kPuzzle.substr(1)) + ":::\n");
    EXPECT_EQ(records[0].rfind("error: line 1, column 9: expected a digit after '+'", 0), 0u)
        << records[0];
    records = read_all(start + std::string(kPuzzle.substr(1)) + ":::\n");
    EXPECT_EQ(records[0].rfind("error: line 1, column 9: expected 81 symbols", 0), 0u)
        << records[0];
}

TEST(UnicodeGrids, BoxDrawingGridsAndDotBlanksRead) {
    const std::string grid =
        "┌───────┬───────┬───────┐\n"
        "│ 5 3 · │ · 7 · │ · · · │\n"
        "│ 6 · · │ 1 9 5 │ · · · │\n"
        "│ · 9 8 │ · · · │ · 6 · │\n"
        "├───────┼───────┼───────┤\n"
        "│ 8 · · │ · 6 · │ · · 3 │\n"
        "│ 4 · · │ 8 · 3 │ · · 1 │\n"
        "│ 7 · · │ · 2 · │ · · 6 │\n"
        "├───────┼───────┼───────┤\n"
        "│ · 6 · │ · · · │ 2 8 · │\n"
        "│ · · · │ 4 1 9 │ · · 5 │\n"
        "│ · · · │ · 8 · │ · 7 9 │\n"
        "└───────┴───────┴───────┘\n";
    EXPECT_EQ(read_all(grid), (std::vector<std::string>{std::string(kPuzzle)}));
    // Heavy and double lines too, and a line of middle dots.
    std::string dotted(kPuzzle);
    std::string written;
    for (const char character : dotted)
        written += character == '.' ? "·" : std::string(1, character);
    EXPECT_EQ(read_all(written + "\n"), (std::vector<std::string>{std::string(kPuzzle)}));
    const std::string heavy = "╔═══╦═══╗\n║12·║···║\n";
    EXPECT_EQ(read_all(heavy).size(), 1u);
}

TEST(UnicodeGrids, MessagesCountCharactersAndNameTheCharacter) {
    // 80 symbols and an 'é': the count is 81 characters, the column that of the 'é'.
    std::string text(kPuzzle.substr(0, 80));
    text += "é\n";
    std::vector<std::string> records = read_all(text);
    ASSERT_EQ(records.size(), 1u);
    EXPECT_EQ(records[0],
              "error: line 1, column 81: expected a digit 1-9 or a blank (. 0 - _ * ? x), found "
              "'é' (U+00E9)");
    // Box-drawing characters before a bad symbol count one column each.
    records = read_all(
        "│ 5 3 · │ · 7 · │ · · · │\n│ 6 · · │ 1 9 5 │ · · Z │\n│ · 9 8 │ · · · │ · 6 · │\n"
        "│ 8 · · │ · 6 · │ · · 3 │\n│ 4 · · │ 8 · 3 │ · · 1 │\n│ 7 · · │ · 2 · │ · · 6 │\n"
        "│ · 6 · │ · · · │ 2 8 · │\n│ · · · │ 4 1 9 │ · · 5 │\n│ · · · │ · 8 · │ · 7 9 │\n");
    ASSERT_FALSE(records.empty());
    EXPECT_EQ(records[0].rfind("error: line 2, column 23: ", 0), 0u) << records[0];
    // A byte that is not UTF-8 is one character, named by its value.
    text = std::string(kPuzzle.substr(0, 80)) + "\xE9\n";
    records = read_all(text);
    EXPECT_EQ(records[0],
              "error: line 1, column 81: expected a digit 1-9 or a blank (. 0 - _ * ? x), found "
              "byte 0xE9");
    // A label keeps its own characters.
    EXPECT_EQ(read_all(std::string(kPuzzle) + " Été · №5\n"),
              (std::vector<std::string>{std::string(kPuzzle) + " [Été · №5]"}));
}

}  // namespace
}  // namespace sudokit
