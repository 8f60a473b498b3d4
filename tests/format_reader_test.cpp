// Reading puzzles: every input form, detection of size, kind and symbols, and errors with
// their exact position and wording.

#include <algorithm>
#include <cstdint>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include <gtest/gtest.h>

#include "sudokit/format.hpp"
#include "test_support.hpp"

namespace sudokit {
namespace {

constexpr std::string_view kPuzzle =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

ReadOptions with_format(InputFormat format) {
    ReadOptions options;
    options.format = format;
    return options;
}

ReadOptions with_shape(Shape shape) {
    ReadOptions options;
    options.shape = shape;
    return options;
}

ReadOptions with_symbols(SymbolSet symbols) {
    ReadOptions options;
    options.symbols = symbols;
    return options;
}

// The classic puzzle as 9 rows, for building grid layouts.
std::vector<std::string> rows_of(std::string_view line, int side) {
    std::vector<std::string> rows;
    for (int row = 0; row < side; ++row) {
        rows.emplace_back(
            line.substr(static_cast<std::size_t>(row * side), static_cast<std::size_t>(side)));
    }
    return rows;
}

Puzzle expect_puzzle(std::string_view text, const ReadOptions& options = {}) {
    auto result = parse_puzzle(text, options);
    if (const auto* error = std::get_if<ParseError>(&result)) {
        ADD_FAILURE() << "unexpected error: " << error->to_string() << "\nin:\n" << text;
        return Puzzle();
    }
    return std::get<Puzzle>(result);
}

ParseError expect_error(std::string_view text, const ReadOptions& options = {}) {
    auto result = parse_puzzle(text, options);
    if (std::holds_alternative<Puzzle>(result)) {
        ADD_FAILURE() << "expected an error for:\n" << text;
        return ParseError();
    }
    return std::get<ParseError>(result);
}

std::vector<ReadRecord> read_all(const std::string& text, const ReadOptions& options = {}) {
    std::istringstream input(text);
    PuzzleReader reader(input, options);
    std::vector<ReadRecord> records;
    while (auto record = reader.next()) {
        records.push_back(std::move(*record));
    }
    return records;
}

// Rewrites a puzzle written in letters (A = 1) in another symbol set, without the library.
std::string from_letters(std::string_view letters, SymbolSet symbols, char blank = '.') {
    std::string text;
    for (const char symbol : letters) {
        if (symbol < 'A' || symbol > 'Y') {
            text += blank;
            continue;
        }
        const int digit = symbol - 'A' + 1;
        switch (symbols) {
            case SymbolSet::zero_hex:
                text += static_cast<char>(digit <= 10 ? '0' + digit - 1 : 'A' + digit - 11);
                break;
            case SymbolSet::letters:
                text += symbol;
                break;
            default:
                text += static_cast<char>(digit <= 9 ? '0' + digit : 'A' + digit - 10);
        }
    }
    return text;
}

std::string first_data_line(const std::string& file) {
    std::ifstream input(testing::data_dir() + "/" + file);
    std::string line;
    while (std::getline(input, line)) {
        if (!line.empty() && line[0] != '#') return line;
    }
    return line;
}

// ---------------------------------------------------------------------------------------
// Line format

TEST(FormatReaderTest, ReadsAClassicLine) {
    const Puzzle puzzle = expect_puzzle(kPuzzle);
    EXPECT_EQ(puzzle.givens, testing::puzzle_from_line(kPuzzle).givens);
    EXPECT_EQ(puzzle.shape(), Shape(3, 3));
    EXPECT_EQ(puzzle.label, "");
    EXPECT_EQ(puzzle.symbols, SymbolSet::digits);
}

TEST(FormatReaderTest, EveryBlankSymbolIsAnEmptyCell) {
    const Grid expected = testing::puzzle_from_line(kPuzzle).givens;
    for (const char blank : std::string_view(".0-_*?x")) {
        std::string line(kPuzzle);
        for (char& symbol : line) {
            if (symbol == '.') symbol = blank;
        }
        EXPECT_EQ(expect_puzzle(line).givens, expected) << "blank '" << blank << "'";
    }
    // Mixed blanks in one line are fine too.
    std::string mixed(kPuzzle);
    const std::string_view blanks = ".0-_*?x";
    std::size_t next = 0;
    for (char& symbol : mixed) {
        if (symbol == '.') symbol = blanks[next++ % blanks.size()];
    }
    EXPECT_EQ(expect_puzzle(mixed).givens, expected);
}

TEST(FormatReaderTest, TextAfterThePuzzleIsItsLabel) {
    const std::string puzzle(kPuzzle);
    EXPECT_EQ(expect_puzzle(puzzle + " newspaper-easy").label, "newspaper-easy");
    EXPECT_EQ(expect_puzzle(puzzle + "\tSE 9.1  ").label, "SE 9.1");
    EXPECT_EQ(expect_puzzle(puzzle + "#hard one").label, "hard one");
    EXPECT_EQ(expect_puzzle(puzzle + "  #  rated 11.9 ").label, "rated 11.9");
    EXPECT_EQ(expect_puzzle(puzzle + " top95 # 3").label, "top95 # 3");
    EXPECT_EQ(expect_puzzle("   " + puzzle).givens, testing::puzzle_from_line(kPuzzle).givens);
}

TEST(FormatReaderTest, SkipsCommentsAndBlankLinesBetweenRecords) {
    const std::string text = "# a collection\n\n" + std::string(kPuzzle) + " first\n   \n" +
                             "  # indented comment\n" + std::string(kPuzzle) + " second\r\n";
    const auto records = read_all(text);
    ASSERT_EQ(records.size(), 2u);
    EXPECT_EQ(records[0].line, 3u);
    EXPECT_EQ(records[0].puzzle().label, "first");
    EXPECT_EQ(records[1].line, 6u);
    EXPECT_EQ(records[1].puzzle().label, "second");  // "\r\n" line ends are dropped
}

TEST(FormatReaderTest, ReadsTheBenchmarkFile) {
    SUDOKIT_REQUIRE_DATA_FILE("puzzles3_magictour_top1465");
    std::ifstream input(testing::data_dir() + "/puzzles3_magictour_top1465");
    PuzzleReader reader(input);
    const auto expected = testing::load_data_set("puzzles3_magictour_top1465");
    std::size_t count = 0;
    while (auto record = reader.next()) {
        ASSERT_TRUE(record->ok()) << record->error().to_string();
        ASSERT_LT(count, expected.size());
        EXPECT_EQ(record->puzzle().givens, expected[count].givens);
        ++count;
    }
    EXPECT_EQ(count, expected.size());
}

// parse_puzzle reads a bare line of 81 digits and dots without detection: the same puzzle, or
// the same error, as the reader's way through detection, under every option that bears on it.
TEST(FormatReaderTest, ABareClassicLineReadsAsTheReaderReadsIt) {
    std::vector<std::string> lines{std::string(kPuzzle), std::string(81, '.'), std::string(81, '0'),
                                   "123456789" + std::string(72, '9')};
    std::string zeros(kPuzzle);
    std::ranges::replace(zeros, '.', '0');
    lines.push_back(zeros);
    std::uint32_t state = 12345;  // a fixed sequence of lines drawn from "0123456789."
    for (int line = 0; line < 200; ++line) {
        std::string text;
        for (int cell = 0; cell < 81; ++cell) {
            state = state * 1664525U + 1013904223U;
            text += "0123456789."[(state >> 16) % 11];
        }
        lines.push_back(text);
    }
    std::vector<ReadOptions> option_sets{
        ReadOptions{}, with_format(InputFormat::line), with_symbols(SymbolSet::digits),
        with_symbols(SymbolSet::zero_hex), with_symbols(SymbolSet::letters)};
    ReadOptions variants;
    variants.variants = true;
    option_sets.push_back(variants);
    for (const ReadOptions& options : option_sets) {
        for (const std::string& line : lines) {
            const auto quick = parse_puzzle(line, options);
            const std::vector<ReadRecord> read = read_all(line, options);
            ASSERT_EQ(read.size(), 1U) << line;
            ASSERT_EQ(quick.index(), read[0].content.index()) << line;
            if (const auto* puzzle = std::get_if<Puzzle>(&quick)) {
                EXPECT_EQ(puzzle->givens, read[0].puzzle().givens) << line;
                EXPECT_EQ(puzzle->symbols, read[0].puzzle().symbols) << line;
                EXPECT_EQ(puzzle->label, read[0].puzzle().label) << line;
                EXPECT_EQ(puzzle->houses, nullptr) << line;
                EXPECT_FALSE(puzzle->marks.has_value()) << line;
            } else {
                const ParseError& error = std::get<ParseError>(quick);
                EXPECT_EQ(error.to_string(), read[0].error().to_string()) << line;
            }
        }
    }
}

// ---------------------------------------------------------------------------------------
// Grid (boxed) layouts

TEST(FormatReaderTest, ReadsCommonGridLayouts) {
    const Grid expected = testing::puzzle_from_line(kPuzzle).givens;
    const auto rows = rows_of(kPuzzle, 9);

    std::string plain;
    for (const auto& row : rows) {
        plain += row + "\n";
    }

    const std::string spaced =
        "5 3 . | . 7 . | . . .\n"
        "6 . . | 1 9 5 | . . .\n"
        ". 9 8 | . . . | . 6 .\n"
        "------+-------+------\n"
        "8 . . | . 6 . | . . 3\n"
        "4 . . | 8 . 3 | . . 1\n"
        "7 . . | . 2 . | . . 6\n"
        "------+-------+------\n"
        ". 6 . | . . . | 2 8 .\n"
        ". . . | 4 1 9 | . . 5\n"
        ". . . | . 8 . | . 7 9\n";

    const std::string framed =
        "+---+---+---+\n"
        "|53.|.7.|...|\n"
        "|6..|195|...|\n"
        "|.98|...|.6.|\n"
        "+---+---+---+\n"
        "|8..|.6.|..3|\n"
        "|4..|8.3|..1|\n"
        "|7..|.2.|..6|\n"
        "+---+---+---+\n"
        "|.6.|...|28.|\n"
        "|...|419|..5|\n"
        "|...|.8.|.79|\n"
        "+---+---+---+\n";

    const std::string starred =
        "*-----------*\n"
        "|53.|.7.|...|\n"
        "|6..|195|...|\n"
        "|.98|...|.6.|\n"
        "|---+---+---|\n"
        "|8..|.6.|..3|\n"
        "|4..|8.3|..1|\n"
        "|7..|.2.|..6|\n"
        "|---+---+---|\n"
        "|.6.|...|28.|\n"
        "|...|419|..5|\n"
        "|...|.8.|.79|\n"
        "*-----------*\n";

    const std::string dotted_frame =
        ".-------.-------.-------.\n"
        "| 5 3 . | . 7 . | . . . |\n"
        "| 6 . . | 1 9 5 | . . . |\n"
        "| . 9 8 | . . . | . 6 . |\n"
        ":-------+-------+-------:\n"
        "| 8 . . | . 6 . | . . 3 |\n"
        "| 4 . . | 8 . 3 | . . 1 |\n"
        "| 7 . . | . 2 . | . . 6 |\n"
        ":-------+-------+-------:\n"
        "| . 6 . | . . . | 2 8 . |\n"
        "| . . . | 4 1 9 | . . 5 |\n"
        "| . . . | . 8 . | . 7 9 |\n"
        "'-------'-------'-------'\n";

    // '-' as the blank in a layout that also draws rules with '-'.
    const std::string dashes =
        "5 3 - | - 7 - | - - -\n"
        "6 - - | 1 9 5 | - - -\n"
        "- 9 8 | - - - | - 6 -\n"
        "---------------------\n"
        "8 - - | - 6 - | - - 3\n"
        "4 - - | 8 - 3 | - - 1\n"
        "7 - - | - 2 - | - - 6\n"
        "---------------------\n"
        "- 6 - | - - - | 2 8 -\n"
        "- - - | 4 1 9 | - - 5\n"
        "- - - | - 8 - | - 7 9\n";

    const std::string zeros_with_tabs =
        "5\t3\t0\t0\t7\t0\t0\t0\t0\n6\t0\t0\t1\t9\t5\t0\t0\t0\n0\t9\t8\t0\t0\t0\t0\t6\t0\n"
        "8\t0\t0\t0\t6\t0\t0\t0\t3\n4\t0\t0\t8\t0\t3\t0\t0\t1\n7\t0\t0\t0\t2\t0\t0\t0\t6\n"
        "0\t6\t0\t0\t0\t0\t2\t8\t0\n0\t0\t0\t4\t1\t9\t0\t0\t5\n0\t0\t0\t0\t8\t0\t0\t7\t9\n";

    const std::string* layouts[] = {&plain,        &spaced, &framed,         &starred,
                                    &dotted_frame, &dashes, &zeros_with_tabs};
    for (const std::string* layout : layouts) {
        const Puzzle puzzle = expect_puzzle(*layout);
        EXPECT_EQ(puzzle.givens, expected) << *layout;
        EXPECT_EQ(puzzle.shape(), Shape(3, 3));
    }
    EXPECT_EQ(expect_puzzle(spaced, with_format(InputFormat::grid)).givens, expected);
}

TEST(FormatReaderTest, ARowOfDashBlanksIsARowNotARule) {
    const std::string text =
        "+---+---+---+\n"
        "|53.|.7.|...|\n"
        "|---|---|---|\n"
        "|.98|...|.6.|\n"
        "+---+---+---+\n"
        "|8..|.6.|..3|\n"
        "|4..|8.3|..1|\n"
        "|7..|.2.|..6|\n"
        "+---+---+---+\n"
        "|.6.|...|28.|\n"
        "|...|419|..5|\n"
        "- - - - - - - - -\n"
        "+---+---+---+\n";
    const std::string blank_row(9, '.');
    EXPECT_EQ(expect_puzzle(text).givens,
              testing::puzzle_from_line("53..7...." + blank_row +
                                        ".98....6.8...6...34..8.3..17..."
                                        "2...6.6....28....419..5" +
                                        blank_row)
                  .givens);
}

TEST(FormatReaderTest, ALineOfDashesIsAnEmptyPuzzle) {
    EXPECT_EQ(expect_puzzle(std::string(81, '-')).givens, Grid());
    EXPECT_EQ(expect_puzzle(std::string(81, '-'), with_shape(Shape(3, 3))).givens, Grid());
    EXPECT_EQ(expect_puzzle(std::string(36, '-'), with_shape(Shape(3, 2))).givens,
              Grid(Shape(3, 2)));
}

TEST(FormatReaderTest, ReadsSeveralGridsSeparatedByBlankLines) {
    const std::string grid =
        "5 3 . | . 7 . | . . .\n6 . . | 1 9 5 | . . .\n. 9 8 | . . . | . 6 .\n"
        "------+-------+------\n"
        "8 . . | . 6 . | . . 3\n4 . . | 8 . 3 | . . 1\n7 . . | . 2 . | . . 6\n"
        "------+-------+------\n"
        ". 6 . | . . . | 2 8 .\n. . . | 4 1 9 | . . 5\n. . . | . 8 . | . 7 9\n";
    const std::string text = grid + "\n\n" + grid + "\n" + std::string(kPuzzle) + " after\n";
    const auto records = read_all(text);
    ASSERT_EQ(records.size(), 3u);
    EXPECT_EQ(records[0].line, 1u);
    EXPECT_EQ(records[1].line, 14u);
    EXPECT_EQ(records[2].line, 26u);
    for (const auto& record : records) {
        ASSERT_TRUE(record.ok()) << record.error().to_string();
        EXPECT_EQ(record.puzzle().givens, testing::puzzle_from_line(kPuzzle).givens);
    }
    EXPECT_EQ(records[2].puzzle().label, "after");
}

// ---------------------------------------------------------------------------------------
// Other sizes

TEST(FormatReaderTest, Reads4x4AsLineAndGrid) {
    const Puzzle line = expect_puzzle("1..4..1..3..2..3");
    EXPECT_EQ(line.shape(), Shape(2, 2));
    EXPECT_EQ(line.givens.at(0, 0), 1);
    EXPECT_EQ(line.givens.at(0, 3), 4);
    EXPECT_EQ(line.givens.at(3, 3), 3);
    const Puzzle grid = expect_puzzle("1 . | . 4\n. . | 1 .\n----+----\n. 3 | . .\n2 . | . 3\n");
    EXPECT_EQ(grid.givens, line.givens);
}

TEST(FormatReaderTest, SixteenSymbolLinesAre4x4PuzzlesUnlessA16x16GridFollows) {
    const auto records = read_all("1..4..1..3..2..3\n.2..3..1..4...1.\n");
    ASSERT_EQ(records.size(), 2u);
    EXPECT_EQ(records[1].puzzle().shape(), Shape(2, 2));

    SUDOKIT_REQUIRE_DATA_FILE("gen_16x16.txt");
    const std::string letters = first_data_line("gen_16x16.txt");
    std::string grid;
    for (const auto& row : rows_of(from_letters(letters, SymbolSet::digits_letters), 16)) {
        grid += row + "\n";
    }
    const Puzzle puzzle = expect_puzzle(grid);
    EXPECT_EQ(puzzle.shape(), Shape(4, 4));
    EXPECT_EQ(puzzle.givens, testing::puzzle_from_line(letters, Shape(4, 4), true).givens);
}

TEST(FormatReaderTest, Reads6x6DetectedAndForced) {
    const std::string line = "1.....4..6....5..1..2..6...1.....3..";
    const Puzzle detected = expect_puzzle(line + " six-a");
    EXPECT_EQ(detected.shape(), Shape(2, 3));
    EXPECT_EQ(detected.label, "six-a");
    EXPECT_EQ(detected.givens.at(1, 0), 4);

    const Puzzle forced = expect_puzzle(line, with_shape(Shape(2, 3)));
    EXPECT_EQ(forced.givens, detected.givens);
    const Puzzle tall = expect_puzzle(line, with_shape(Shape(3, 2)));
    EXPECT_EQ(tall.shape(), Shape(3, 2));

    const std::string grid =
        "1 . . | . . .\n4 . . | 6 . .\n"
        "------+------\n"
        ". . 5 | . . 1\n. . 2 | . . 6\n"
        "------+------\n"
        ". . . | 1 . .\n. . . | 3 . .\n";
    EXPECT_EQ(expect_puzzle(grid).givens, detected.givens);
    EXPECT_EQ(expect_puzzle(grid, with_shape(Shape(2, 3))).givens, detected.givens);
}

TEST(FormatReaderTest, Reads12x12WithLetterSymbols) {
    std::string line(144, '.');
    line[0] = 'A';
    line[13] = 'c';  // lower case reads like upper case
    line[143] = '9';
    const Puzzle puzzle = expect_puzzle(line);
    EXPECT_EQ(puzzle.shape(), Shape(3, 4));
    EXPECT_EQ(puzzle.symbols, SymbolSet::digits_letters);
    EXPECT_EQ(puzzle.givens[0], 10);
    EXPECT_EQ(puzzle.givens[13], 12);
    EXPECT_EQ(puzzle.givens[143], 9);

    std::string grid;
    std::string framed;
    for (const auto& row : rows_of(line, 12)) {
        grid += row + "\n";
        // "|A...|....|....|" is as long as a 4x4 line puzzle, but its bars make it a row.
        for (std::size_t box = 0; box < 3; ++box) {
            framed.append("|").append(row, 4 * box, 4);
        }
        framed += "|\n";
    }
    EXPECT_EQ(expect_puzzle(grid).givens, puzzle.givens);
    EXPECT_EQ(expect_puzzle(framed).givens, puzzle.givens);
    EXPECT_EQ(read_all(framed + std::string(kPuzzle) + "\n").size(), 2u);
}

TEST(FormatReaderTest, Reads16x16InEverySymbolSet) {
    SUDOKIT_REQUIRE_DATA_FILE("gen_16x16.txt");
    const std::string letters = first_data_line("gen_16x16.txt");
    const Grid expected = testing::puzzle_from_line(letters, Shape(4, 4), true).givens;

    const Puzzle as_letters = expect_puzzle(letters);
    EXPECT_EQ(as_letters.givens, expected);
    EXPECT_EQ(as_letters.symbols, SymbolSet::letters);

    const Puzzle digits_letters = expect_puzzle(from_letters(letters, SymbolSet::digits_letters));
    EXPECT_EQ(digits_letters.givens, expected);
    EXPECT_EQ(digits_letters.symbols, SymbolSet::digits_letters);

    const Puzzle zero_hex = expect_puzzle(from_letters(letters, SymbolSet::zero_hex));
    EXPECT_EQ(zero_hex.givens, expected);
    EXPECT_EQ(zero_hex.symbols, SymbolSet::zero_hex);

    // Lower case, and '0' as the blank of 1-9A-G.
    std::string lower = from_letters(letters, SymbolSet::digits_letters, '0');
    for (char& symbol : lower) {
        symbol = static_cast<char>(std::tolower(symbol));
    }
    EXPECT_EQ(expect_puzzle(lower).givens, expected);

    // The whole file reads with letters detected.
    std::ifstream input(testing::data_dir() + "/gen_16x16.txt");
    PuzzleReader reader(input);
    const auto all = testing::load_data_set("gen_16x16.txt", 0, Shape(4, 4), true);
    std::size_t count = 0;
    while (auto record = reader.next()) {
        ASSERT_TRUE(record->ok()) << record->error().to_string();
        ASSERT_LT(count, all.size());
        EXPECT_EQ(record->puzzle().givens, all[count].givens);
        ++count;
    }
    EXPECT_EQ(count, all.size());
}

TEST(FormatReaderTest, ForcedSymbolsSettleAnAmbiguous16x16) {
    // Digits, letters only up to F and no '0': both 1-9A-G and 0-9A-F fit.
    std::string line(256, '.');
    line[0] = '1';
    line[17] = 'F';
    const ParseError error = expect_error(line);
    EXPECT_EQ(error.line, 1u);
    EXPECT_EQ(error.column, 0u);
    EXPECT_EQ(error.message,
              "cannot tell the symbols of this 16x16 puzzle: digits with no letter above F fit "
              "both 1-9A-G and 0-9A-F; pass --symbols 1-9A or --symbols 0-9A");

    const Puzzle digits_letters = expect_puzzle(line, with_symbols(SymbolSet::digits_letters));
    EXPECT_EQ(digits_letters.givens[0], 1);
    EXPECT_EQ(digits_letters.givens[17], 15);
    EXPECT_EQ(digits_letters.symbols, SymbolSet::digits_letters);
    const Puzzle zero_hex = expect_puzzle(line, with_symbols(SymbolSet::zero_hex));
    EXPECT_EQ(zero_hex.givens[0], 2);
    EXPECT_EQ(zero_hex.givens[17], 16);
    EXPECT_EQ(zero_hex.symbols, SymbolSet::zero_hex);
}

TEST(FormatReaderTest, Reads25x25LettersAndDigitLetters) {
    SUDOKIT_REQUIRE_DATA_FILE("gen_25x25.txt");
    std::ifstream input(testing::data_dir() + "/gen_25x25.txt");
    PuzzleReader reader(input);
    const auto all = testing::load_data_set("gen_25x25.txt", 0, Shape(5, 5), true);
    std::size_t count = 0;
    while (auto record = reader.next()) {
        ASSERT_TRUE(record->ok()) << record->error().to_string();
        ASSERT_LT(count, all.size());
        EXPECT_EQ(record->puzzle().shape(), Shape(5, 5));
        EXPECT_EQ(record->puzzle().symbols, SymbolSet::letters);
        EXPECT_EQ(record->puzzle().givens, all[count].givens);
        ++count;
    }
    EXPECT_EQ(count, all.size());

    const std::string letters = first_data_line("gen_25x25.txt");
    const Puzzle digits = expect_puzzle(from_letters(letters, SymbolSet::digits_letters));
    EXPECT_EQ(digits.symbols, SymbolSet::digits_letters);
    EXPECT_EQ(digits.givens, all[0].givens);
}

// ---------------------------------------------------------------------------------------
// Numbers

TEST(FormatReaderTest, ReadsNumbersOnOneLineAndOverRows) {
    const Grid expected = testing::puzzle_from_line(kPuzzle).givens;
    std::string one_line;
    std::string rows;
    for (int cell = 0; cell < 81; ++cell) {
        const std::string number = std::to_string(expected[cell]);
        one_line += (cell > 0 ? " " : "") + number;
        rows += number + (cell % 9 == 8 ? "\n" : " ");
    }
    const Puzzle single = expect_puzzle(one_line + " # from a program");
    EXPECT_EQ(single.givens, expected);
    EXPECT_EQ(single.label, "from a program");
    EXPECT_EQ(expect_puzzle(rows).givens, expected);
    EXPECT_EQ(expect_puzzle(one_line, with_format(InputFormat::numbers)).givens, expected);

    // Two one-line records in a row.
    const auto records = read_all(one_line + "\n" + one_line + "\n");
    ASSERT_EQ(records.size(), 2u);
    EXPECT_EQ(records[1].line, 2u);
    EXPECT_EQ(records[1].puzzle().givens, expected);
}

TEST(FormatReaderTest, Reads16x16Numbers) {
    SUDOKIT_REQUIRE_DATA_FILE("gen_16x16.txt");
    const Grid expected =
        testing::puzzle_from_line(first_data_line("gen_16x16.txt"), Shape(4, 4), true).givens;
    std::string text;
    for (int cell = 0; cell < 256; ++cell) {
        text += std::to_string(expected[cell]) + (cell % 16 == 15 ? "\n" : " ");
    }
    const std::string stream = "# a 16x16 as numbers\n" + text + "\n" + text;
    const auto records = read_all(stream);
    ASSERT_EQ(records.size(), 2u);
    EXPECT_EQ(records[0].line, 2u);
    EXPECT_EQ(records[1].line, 19u);
    for (const auto& record : records) {
        ASSERT_TRUE(record.ok()) << record.error().to_string();
        EXPECT_EQ(record.puzzle().givens, expected);
        EXPECT_EQ(record.puzzle().shape(), Shape(4, 4));
    }
}

TEST(FormatReaderTest, SixteenSmallNumbersOnALineAreA4x4) {
    const auto records =
        read_all("1 0 0 4 0 0 1 0 0 3 0 0 2 0 0 3\n0 2 0 0 3 0 0 1 0 0 4 0 0 0 1 0\n");
    ASSERT_EQ(records.size(), 2u);
    ASSERT_TRUE(records[0].ok()) << records[0].error().to_string();
    EXPECT_EQ(records[0].puzzle().givens, expect_puzzle("1..4..1..3..2..3").givens);
}

// ---------------------------------------------------------------------------------------
// Errors

TEST(FormatReaderTest, WrongLengthSaysWhatWasFoundAndWhatFits) {
    const ParseError error = expect_error(kPuzzle.substr(0, 80));
    EXPECT_EQ(error.line, 1u);
    EXPECT_EQ(error.column, 0u);
    EXPECT_EQ(error.message,
              "expected 81 symbols for a 9x9 puzzle (or 16, 36, 144, 256, 625, 1296, 2401, 4096), "
              "found 80");
    EXPECT_EQ(error.to_string(),
              "line 1: expected 81 symbols for a 9x9 puzzle (or 16, 36, 144, 256, 625, 1296, 2401, "
              "4096), found 80");

    EXPECT_EQ(expect_error(std::string(kPuzzle) + "1").message,
              "expected 81 symbols for a 9x9 puzzle (or 16, 36, 144, 256, 625, 1296, 2401, 4096), "
              "found 82");
    EXPECT_EQ(expect_error(std::string(kPuzzle).substr(0, 40)).message,
              "expected 36 symbols for a 6x6 puzzle (or 16, 81, 144, 256, 625, 1296, 2401, 4096), "
              "found 40");
    EXPECT_EQ(expect_error(kPuzzle, with_shape(Shape(2, 3))).message,
              "expected 36 symbols for a 6x6 puzzle, found 81");
}

TEST(FormatReaderTest, BadCharacterIsNamedWithItsPosition) {
    std::string bad(kPuzzle);
    bad[16] = 'Z';
    const std::string text = "# header\n" + std::string(kPuzzle) + "\n" + bad + "\n";
    const auto records = read_all(text);
    ASSERT_EQ(records.size(), 2u);
    ASSERT_FALSE(records[1].ok());
    EXPECT_EQ(records[1].line, 3u);
    EXPECT_EQ(records[1].error().to_string(),
              "line 3, column 17: expected a digit 1-9 or a blank (. 0 - _ * ? x), found 'Z'");

    std::string tabbed(kPuzzle);
    tabbed[4] = '|';
    EXPECT_EQ(expect_error(tabbed).to_string(),
              "line 1, column 5: expected a digit 1-9 or a blank (. 0 - _ * ? x), found '|'");
    std::string accented(kPuzzle);
    accented[0] = '\xC3';
    EXPECT_EQ(expect_error(accented).message,
              "expected a digit 1-9 or a blank (. 0 - _ * ? x), found byte 0xC3");
}

TEST(FormatReaderTest, ValueAboveTheSideIsAnError) {
    std::string six = "1.....4..6....5..1..2..6...1.....3..";
    six[4] = '7';
    EXPECT_EQ(expect_error(six).to_string(),
              "line 1, column 5: expected a digit 1-6 or a blank (. 0 - _ * ? x), found '7'");

    std::string sixteen(256, '.');
    sixteen[0] = 'G';
    sixteen[5] = 'H';
    EXPECT_EQ(expect_error(sixteen, with_symbols(SymbolSet::digits_letters)).to_string(),
              "line 1, column 6: expected a symbol 1-9A-G or a blank (. 0 - _ * ? x), found 'H'");
    EXPECT_EQ(expect_error(sixteen, with_symbols(SymbolSet::zero_hex)).to_string(),
              "line 1, column 1: expected a symbol 0-9A-F or a blank (. - _ * ? x), found 'G'");
    std::string letters(256, '.');
    letters[9] = 'Q';
    EXPECT_EQ(expect_error(letters).to_string(),
              "line 1, column 10: expected a letter A-P or a blank (. 0 - _ * ? x), found 'Q'");

    std::string numbers;
    for (int cell = 0; cell < 256; ++cell) {
        numbers += (cell == 20 ? "17" : "0") + std::string(cell % 16 == 15 ? "\n" : " ");
    }
    EXPECT_EQ(expect_error(numbers).to_string(),
              "line 2, column 9: expected a number from 0 to 16 (0 for a blank), found '17'");
    std::string too_large = "1 2 3 4 5 6 7 8 10\n";
    for (int row = 1; row < 9; ++row) {
        too_large += "0 0 0 0 0 0 0 0 0\n";
    }
    EXPECT_EQ(expect_error(too_large).to_string(),
              "line 1, column 17: expected a number from 0 to 9 (0 for a blank), found '10'");
}

TEST(FormatReaderTest, BrokenGridLayoutsAreReported) {
    const ParseError short_row = expect_error("53..7....\n6..195...\n.98....6\n8...6...3\n");
    EXPECT_EQ(short_row.to_string(),
              "line 3: expected 9 symbols in each row of a 9x9 grid, found 8");

    const ParseError missing_rows = expect_error("53..7....\n6..195...\n\n");
    EXPECT_EQ(missing_rows.to_string(), "line 2: expected 9 rows for a 9x9 grid, found 2");

    const ParseError at_end = expect_error("+---+---+---+\n|53.|.7.|...|\n");
    EXPECT_EQ(at_end.to_string(), "line 2: expected 9 rows for a 9x9 grid, found 1");

    const ParseError bad_symbol = expect_error(
        "5 3 . | . 1 .\n6 . . | 1 4 5\n------+------\n"
        ". 4 2 | . . .\n2 . . | . 6 .\n"
        "------+------\n4 . . | 2 . 3\n1 . . | . 2 #\n");
    EXPECT_EQ(bad_symbol.to_string(),
              "line 8, column 13: expected a digit 1-6 or a blank (. 0 - _ * ? x), found '#'");
}

TEST(FormatReaderTest, OneBadRecordDoesNotStopTheStream) {
    const std::string good(kPuzzle);
    const std::string text = good + " one\n" +                     // 1
                             good.substr(0, 80) + "\n" +           // 2: too short
                             good + " three\n" +                   // 3
                             "53..7....\n6..195...\n.98...6.\n" +  // 4-6: a broken grid
                             "8...6...3\n4..8.3..1\n\n" +          // 7-8, blank 9
                             good + " ten\n" +                     // 10
                             "1 2 3 4 5 6 7 8 99\n" +              // 11: bad numbers
                             "0 0 0 0 0 0 0 0 0\n0 0 0 0 0 0 0 0 0\n0 0 0 0 0 0 0 0 0\n"
                             "0 0 0 0 0 0 0 0 0\n0 0 0 0 0 0 0 0 0\n0 0 0 0 0 0 0 0 0\n"
                             "0 0 0 0 0 0 0 0 0\n0 0 0 0 0 0 0 0 0\n" +  // 12-19
                             good +
                             " twenty\n";  // 20
    const auto records = read_all(text);
    ASSERT_EQ(records.size(), 7u);
    EXPECT_EQ(records[0].puzzle().label, "one");
    EXPECT_EQ(records[1].line, 2u);
    EXPECT_EQ(records[1].error().line, 2u);
    EXPECT_EQ(records[2].puzzle().label, "three");
    EXPECT_EQ(records[3].line, 4u);
    EXPECT_EQ(records[3].error().to_string(),
              "line 6: expected 9 symbols in each row of a 9x9 grid, found 8");
    EXPECT_EQ(records[4].puzzle().label, "ten");
    EXPECT_EQ(records[5].line, 11u);
    EXPECT_EQ(records[5].error().to_string(),
              "line 11, column 17: expected a number from 0 to 9 (0 for a blank), found '99'");
    EXPECT_EQ(records[6].line, 20u);
    EXPECT_EQ(records[6].puzzle().label, "twenty");
}

TEST(FormatReaderTest, ABrokenGridDoesNotSwallowTheLinesAfterIt) {
    // A line cut to 9 symbols looks like the first row of a grid; the next whole puzzle line
    // ends that grid instead of being read as its second row.
    const std::string good(kPuzzle);
    const auto records = read_all(good + " a\n53..7....\n" + good + " c\n" + good + " d\n" +
                                  "1 2 3 4 5 6 7 8 9\n" + good + " f\n");
    ASSERT_EQ(records.size(), 6u);
    EXPECT_EQ(records[0].puzzle().label, "a");
    EXPECT_EQ(records[1].error().to_string(), "line 2: expected 9 rows for a 9x9 grid, found 1");
    EXPECT_EQ(records[2].puzzle().label, "c");
    EXPECT_EQ(records[3].puzzle().label, "d");
    EXPECT_EQ(records[4].error().to_string(),
              "line 5: expected 81 numbers for a 9x9 puzzle, found 9");
    EXPECT_EQ(records[5].line, 6u);
    EXPECT_EQ(records[5].puzzle().label, "f");
}

TEST(FormatReaderTest, ParsePuzzleWantsExactlyOnePuzzle) {
    EXPECT_EQ(expect_error("").to_string(), "line 1: expected a puzzle, found no text");
    EXPECT_EQ(expect_error("# only a comment\n").to_string(),
              "line 1: expected a puzzle, found no text");
    EXPECT_EQ(expect_error(std::string(kPuzzle) + "\n\n" + std::string(kPuzzle)).to_string(),
              "line 3: expected one puzzle, found more text after it");
}

TEST(FormatReaderTest, ParseErrorToStringLeavesOutUnknownPositions) {
    EXPECT_EQ((ParseError{3, 17, "bad"}).to_string(), "line 3, column 17: bad");
    EXPECT_EQ((ParseError{3, 0, "bad"}).to_string(), "line 3: bad");
    EXPECT_EQ((ParseError{0, 0, "bad"}).to_string(), "bad");
}

TEST(FormatReaderTest, ForcedFormatsAreObeyed) {
    // A 9-symbol line read as a line is a length error, not the start of a grid.
    // The nearest accepted count is named first.
    EXPECT_EQ(expect_error("53..7....\n", with_format(InputFormat::line)).message,
              "expected 16 symbols for a 4x4 puzzle (or 36, 81, 144, 256, 625, 1296, 2401, 4096), "
              "found 9");
    // A line puzzle is not a number.
    EXPECT_EQ(expect_error(std::string(kPuzzle), with_format(InputFormat::numbers)).to_string(),
              "line 1, column 1: expected a number (0 for a blank), found '" +
                  std::string(kPuzzle) + "'");
    std::string thirty_five = "1 2 3 4";
    for (int number = 4; number < 35; ++number) {
        thirty_five += " 0";
    }
    EXPECT_EQ(expect_error(thirty_five, with_format(InputFormat::numbers)).to_string(),
              "line 1: expected 36 numbers for a 6x6 puzzle (or 16, 81, 144, 256, 625, 1296, 2401, "
              "4096), found 35");
}

TEST(FormatReaderTest, AOneLinePuzzleUnderAnotherForcedFormatIsReadOnce) {
    // Found by fuzz_text_reader: a broken record stops before a line that looks like a
    // one-line puzzle, and under the forced pencil-mark format that line broke again without
    // being read, so the reader never ended.
    std::istringstream input("1...2...3...4...\n3412\n");
    PuzzleReader reader(input, with_format(InputFormat::pencilmarks));
    std::vector<std::size_t> record_lines;
    while (const std::optional<ReadRecord> record = reader.next()) {
        EXPECT_FALSE(record->ok());
        record_lines.push_back(record->line);
        if (record_lines.size() > 4) break;
    }
    EXPECT_EQ(record_lines, (std::vector<std::size_t>{1, 2}));
}

}  // namespace
}  // namespace sudokit
