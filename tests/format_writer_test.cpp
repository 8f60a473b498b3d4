// Writing grids (line, boxed, pencil marks) with exact expected text, and round trips through
// the reader for every supported shape.

#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "format/symbols.hpp"
#include "sudokit/format.hpp"
#include "test_support.hpp"

namespace sudokit {
namespace {

constexpr std::string_view kPuzzle =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

WriteOptions with_symbols(SymbolSet symbols, char blank = '.') {
    WriteOptions options;
    options.symbols = symbols;
    options.blank = blank;
    return options;
}

// A full grid that keeps the rules (row r starts where the pattern shifts to), with some
// cells cleared.
Grid pattern_grid(const Shape& shape, bool with_blanks = true) {
    Grid grid(shape);
    const int side = shape.side();
    for (int row = 0; row < side; ++row) {
        for (int col = 0; col < side; ++col) {
            const int shift = (row % shape.box_rows()) * shape.box_cols() + row / shape.box_rows();
            const int digit = (shift + col) % side + 1;
            // The highest digit stays, so that its symbol tells the symbol set (G in 1-9A-G).
            const bool blank = with_blanks && digit != side && (row * 7 + col * 3) % 5 == 0;
            grid.set(shape.cell_at(row, col), blank ? 0 : digit);
        }
    }
    return grid;
}

std::vector<Shape> every_shape() {
    std::vector<Shape> shapes;
    for (int rows = 2; rows <= kMaxSize; ++rows) {
        for (int cols = 2; cols <= kMaxSize; ++cols) {
            if (Shape::is_valid(rows, cols)) shapes.emplace_back(rows, cols);
        }
    }
    return shapes;
}

Grid read_back(const std::string& text, const ReadOptions& options) {
    auto result = parse_puzzle(text, options);
    if (const auto* error = std::get_if<ParseError>(&result)) {
        ADD_FAILURE() << error->to_string() << "\nin:\n" << text;
        return Grid();
    }
    return std::get<Puzzle>(result).givens;
}

ReadOptions forced(const Shape& shape, SymbolSet symbols = SymbolSet::automatic) {
    ReadOptions options;
    options.shape = shape;
    options.symbols = symbols;
    return options;
}

// ---------------------------------------------------------------------------------------
// Symbols

TEST(FormatWriterTest, DigitSymbolsInEverySet) {
    EXPECT_EQ(digit_symbol(9, 9, SymbolSet::automatic), '9');
    EXPECT_EQ(digit_symbol(10, 16, SymbolSet::automatic), 'A');
    EXPECT_EQ(digit_symbol(16, 16, SymbolSet::digits_letters), 'G');
    EXPECT_EQ(digit_symbol(25, 25, SymbolSet::digits_letters), 'P');
    EXPECT_EQ(digit_symbol(1, 16, SymbolSet::zero_hex), '0');
    EXPECT_EQ(digit_symbol(16, 16, SymbolSet::zero_hex), 'F');
    EXPECT_EQ(digit_symbol(1, 25, SymbolSet::letters), 'A');
    EXPECT_EQ(digit_symbol(25, 25, SymbolSet::letters), 'Y');
    // No single character writes 10 with digits only, nor a digit beyond the side.
    EXPECT_EQ(digit_symbol(10, 16, SymbolSet::digits), '\0');
    EXPECT_EQ(digit_symbol(10, 9, SymbolSet::automatic), '\0');

    EXPECT_EQ(resolve_output_symbols(9, SymbolSet::automatic), SymbolSet::digits);
    EXPECT_EQ(resolve_output_symbols(16, SymbolSet::automatic), SymbolSet::digits_letters);
    EXPECT_EQ(resolve_output_symbols(25, SymbolSet::automatic), SymbolSet::digits_letters);
    EXPECT_EQ(resolve_output_symbols(16, SymbolSet::zero_hex), SymbolSet::zero_hex);
    EXPECT_EQ(resolve_output_symbols(9, SymbolSet::letters), SymbolSet::letters);
}

// ---------------------------------------------------------------------------------------
// Line

TEST(FormatWriterTest, LineOfAClassicPuzzle) {
    const Grid grid = testing::puzzle_from_line(kPuzzle).givens;
    EXPECT_EQ(to_line(grid), kPuzzle);
    EXPECT_EQ(to_line(grid, with_symbols(SymbolSet::automatic, '0')),
              "530070000600195000098000060800060003400803001700020006060000280000419005000080079");
}

TEST(FormatWriterTest, LineOf16x16InEachSymbolSet) {
    Grid grid{Shape(4, 4)};
    for (int col = 0; col < 16; ++col) {
        grid.set(col, col + 1);
    }
    const std::string rest(240, '.');
    EXPECT_EQ(to_line(grid), "123456789ABCDEFG" + rest);
    EXPECT_EQ(to_line(grid, with_symbols(SymbolSet::digits_letters)), "123456789ABCDEFG" + rest);
    EXPECT_EQ(to_line(grid, with_symbols(SymbolSet::zero_hex)), "0123456789ABCDEF" + rest);
    // '0' is a digit in 0-9A-F, so blanks stay '.'.
    EXPECT_EQ(to_line(grid, with_symbols(SymbolSet::zero_hex, '0')), "0123456789ABCDEF" + rest);
    EXPECT_EQ(to_line(grid, with_symbols(SymbolSet::letters)), "ABCDEFGHIJKLMNOP" + rest);

    // Digits alone cannot write 10..16: numbers instead.
    std::string numbers = "1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16";
    for (int cell = 16; cell < 256; ++cell) {
        numbers += " 0";
    }
    EXPECT_EQ(to_line(grid, with_symbols(SymbolSet::digits)), numbers);
}

// ---------------------------------------------------------------------------------------
// Boxed

TEST(FormatWriterTest, BoxedClassicIsTheForumLayout) {
    const Grid grid = testing::puzzle_from_line(kPuzzle).givens;
    EXPECT_EQ(to_boxed(grid),
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
              ". . . | . 8 . | . 7 9\n");
    EXPECT_EQ(to_boxed(grid, with_symbols(SymbolSet::automatic, '0')).substr(0, 22),
              "5 3 0 | 0 7 0 | 0 0 0\n");
}

TEST(FormatWriterTest, BoxedSmallAndRectangularShapes) {
    EXPECT_EQ(to_boxed(pattern_grid(Shape(2, 2), false)),
              "1 2 | 3 4\n"
              "3 4 | 1 2\n"
              "----+----\n"
              "2 3 | 4 1\n"
              "4 1 | 2 3\n");
    EXPECT_EQ(to_boxed(pattern_grid(Shape(2, 3), false)),
              "1 2 3 | 4 5 6\n"
              "4 5 6 | 1 2 3\n"
              "------+------\n"
              "2 3 4 | 5 6 1\n"
              "5 6 1 | 2 3 4\n"
              "------+------\n"
              "3 4 5 | 6 1 2\n"
              "6 1 2 | 3 4 5\n");
    EXPECT_EQ(to_boxed(pattern_grid(Shape(3, 2), false)),
              "1 2 | 3 4 | 5 6\n"
              "3 4 | 5 6 | 1 2\n"
              "5 6 | 1 2 | 3 4\n"
              "----+-----+----\n"
              "2 3 | 4 5 | 6 1\n"
              "4 5 | 6 1 | 2 3\n"
              "6 1 | 2 3 | 4 5\n");
}

TEST(FormatWriterTest, Boxed16x16KeepsSingleCharacters) {
    const std::string boxed = to_boxed(pattern_grid(Shape(4, 4), false));
    EXPECT_EQ(boxed.substr(0, boxed.find('\n')), "1 2 3 4 | 5 6 7 8 | 9 A B C | D E F G");
    EXPECT_NE(boxed.find("\n--------+---------+---------+--------\n"), std::string::npos);
    // Digits alone cannot write 10..16 in one character: 1-9A-G is used instead.
    EXPECT_EQ(to_boxed(pattern_grid(Shape(4, 4), false), with_symbols(SymbolSet::digits)), boxed);
    const std::string letters =
        to_boxed(pattern_grid(Shape(5, 5), false), with_symbols(SymbolSet::letters));
    EXPECT_EQ(letters.substr(0, letters.find('\n')),
              "A B C D E | F G H I J | K L M N O | P Q R S T | U V W X Y");
}

// ---------------------------------------------------------------------------------------
// Pencil marks

TEST(FormatWriterTest, PencilMarksAreAlignedPerColumn) {
    Candidates candidates{Shape(2, 2)};
    const std::vector<std::vector<int>> marks = {
        {1},    {2, 3}, {2, 3, 4}, {4},           //
        {3, 4}, {4},    {1},       {2, 3},        //
        {2},    {1, 3}, {3},       {1, 2, 3, 4},  //
        {3, 4}, {1},    {2},       {},            // no candidate left: shown as a blank
    };
    for (int cell = 0; cell < 16; ++cell) {
        DigitSet set;
        for (const int digit : marks[static_cast<std::size_t>(cell)]) {
            set.insert(digit);
        }
        candidates[cell] = set;
    }
    EXPECT_EQ(to_pencilmarks(candidates),
              "1  23 | 234 4\n"
              "34 4  | 1   23\n"
              "------+---------\n"
              "2  13 | 3   1234\n"
              "34 1  | 2   .\n");
}

TEST(FormatWriterTest, PencilMarksOfAClassicPuzzle) {
    const Candidates candidates = Candidates::from_grid(testing::puzzle_from_line(kPuzzle).givens);
    const std::string text = to_pencilmarks(candidates);
    std::vector<std::string> lines;
    std::size_t start = 0;
    while (start < text.size()) {
        const std::size_t end = text.find('\n', start);
        lines.push_back(text.substr(start, end - start));
        start = end + 1;
    }
    ASSERT_EQ(lines.size(), 11u);
    // r1c3 holds 1, 2 and 4; r1c4 2 and 6; the bars line up with the rules.
    EXPECT_EQ(lines[0], "5   3    124    | 26   7  2468 | 1489  1249 248");
    EXPECT_EQ(lines[3], "----------------+--------------+----------------");
    EXPECT_EQ(lines[8], "139 6    134579 | 357  35 7    | 2     8    4");
    for (const auto& line : lines) {
        if (line.find('|') != std::string::npos) {
            EXPECT_EQ(line.find('|'), lines[3].find('+')) << line;
        }
    }
    EXPECT_EQ(lines[3].find_first_not_of("-+"), std::string::npos);
}

// ---------------------------------------------------------------------------------------
// Round trips

TEST(FormatWriterTest, LineAndBoxedReadBackForEveryShape) {
    for (const Shape& shape : every_shape()) {
        SCOPED_TRACE(shape.name());
        const Grid grid = pattern_grid(shape);
        const int side = shape.side();

        EXPECT_EQ(read_back(to_line(grid), forced(shape)), grid);
        EXPECT_EQ(read_back(to_boxed(grid), forced(shape)), grid);
        EXPECT_EQ(read_back(to_line(grid, with_symbols(SymbolSet::automatic, '0')), forced(shape)),
                  grid);

        if (side > 9) {
            for (const SymbolSet symbols :
                 {SymbolSet::digits_letters, SymbolSet::zero_hex, SymbolSet::letters}) {
                const WriteOptions options = with_symbols(symbols);
                EXPECT_EQ(read_back(to_line(grid, options), forced(shape, symbols)), grid);
                // A set too small for the side (letters above 26, 1-9A-Z at 36) gives way to
                // one that holds it, which the reader detects.
                const bool fits = format_detail::symbol_set_capacity(symbols) >= side;
                EXPECT_EQ(read_back(to_boxed(grid, options),
                                    fits ? forced(shape, symbols) : forced(shape)),
                          grid);
            }
            // Written as numbers, read back as numbers.
            EXPECT_EQ(read_back(to_line(grid, with_symbols(SymbolSet::digits)), forced(shape)),
                      grid);
        }

        // Shapes the reader can tell alone read back without --size.
        if (Shape::from_side(side) == shape) {
            if (side == 4 || side == 6 || side == 9 || side == 12 || side == 16 || side == 25) {
                EXPECT_EQ(read_back(to_line(grid), {}), grid);
            }
            if (side <= 10 || side == 12 || side == 16 || side == 20 || side == 25) {
                EXPECT_EQ(read_back(to_boxed(grid), {}), grid);
            }
        }
    }
}

TEST(FormatWriterTest, DetectedSymbolsReadBackTheSame) {
    const Grid grid = pattern_grid(Shape(4, 4));
    for (const SymbolSet symbols :
         {SymbolSet::digits_letters, SymbolSet::zero_hex, SymbolSet::letters}) {
        auto result = parse_puzzle(to_line(grid, with_symbols(symbols)));
        ASSERT_TRUE(std::holds_alternative<Puzzle>(result))
            << std::get<ParseError>(result).to_string();
        EXPECT_EQ(std::get<Puzzle>(result).givens, grid);
        EXPECT_EQ(std::get<Puzzle>(result).symbols, symbols);
    }
}

}  // namespace
}  // namespace sudokit
