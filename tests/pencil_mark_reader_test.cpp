// Reading pencil-mark grids: detection, the forum layouts, other sizes, errors with their
// position, and the round trip through to_pencilmarks back to the same Position.

#include <sstream>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "sudokit/format.hpp"
#include "sudokit/logic.hpp"
#include "test_support.hpp"

namespace sudokit {
namespace {

constexpr std::string_view kPuzzle =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
// Naked singles alone do not solve this one (top1465 #1).
constexpr std::string_view kHard =
    "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........";

Puzzle expect_marks(std::string_view text, const ReadOptions& options = {}) {
    auto result = parse_puzzle(text, options);
    if (const auto* error = std::get_if<ParseError>(&result)) {
        ADD_FAILURE() << "unexpected error: " << error->to_string() << "\nin:\n" << text;
        return Puzzle();
    }
    const Puzzle& puzzle = std::get<Puzzle>(result);
    EXPECT_TRUE(puzzle.marks.has_value()) << "not read as pencil marks:\n" << text;
    return puzzle;
}

ParseError expect_error(std::string_view text, const ReadOptions& options = {}) {
    auto result = parse_puzzle(text, options);
    if (std::holds_alternative<Puzzle>(result)) {
        ADD_FAILURE() << "expected an error for:\n" << text;
        return {};
    }
    return std::get<ParseError>(result);
}

// A position people would write: every naked single placed, so no open cell has one mark
// (a cell with one mark reads back as placed).
Position settle_naked_singles(Position position) {
    for (bool placed = true; placed;) {
        placed = false;
        for (int cell = 0; cell < position.shape().cell_count(); ++cell) {
            if (!position.filled(cell) && position.candidates(cell).is_single()) {
                position.place(cell, position.candidates(cell).lowest());
                placed = true;
            }
        }
    }
    return position;
}

// A position in the middle of a solve: the first `steps` steps applied (eliminations too).
Position mid_solve(const Puzzle& puzzle, std::size_t steps) {
    Position position = Position::from_puzzle(puzzle);
    const LogicOptions options;
    for (std::size_t index = 0; index < steps; ++index) {
        const std::optional<Step> step = next_step(position, options);
        if (!step) break;
        apply_step(position, *step);
    }
    return settle_naked_singles(position);
}

void expect_round_trip(const Position& position, const WriteOptions& write = {},
                       const ReadOptions& read = {}) {
    const std::string text = to_pencilmarks(position.pencil_marks(), write);
    const Puzzle puzzle = expect_marks(text, read);
    ASSERT_TRUE(puzzle.marks.has_value());
    EXPECT_EQ(Position::from_marks(*puzzle.marks), position) << text;
    EXPECT_EQ(puzzle.givens, position.values()) << text;
    // The forced form reads the same.
    ReadOptions forced = read;
    forced.format = InputFormat::pencilmarks;
    const Puzzle again = expect_marks(text, forced);
    ASSERT_TRUE(again.marks.has_value());
    EXPECT_EQ(Position::from_marks(*again.marks), position);
}

TEST(PencilMarkReaderTest, RoundTripOfTheStartPosition) {
    const Position start =
        settle_naked_singles(Position::from_puzzle(testing::puzzle_from_line(kHard)));
    ASSERT_FALSE(start.solved());
    expect_round_trip(start);
}

TEST(PencilMarkReaderTest, RoundTripInTheMiddleOfSolves) {
    SUDOKIT_REQUIRE_DATA_FILE("puzzles3_magictour_top1465");
    int checked = 0;
    for (const Puzzle& puzzle : testing::load_data_set("puzzles3_magictour_top1465", 12)) {
        for (const std::size_t steps : {0u, 5u, 25u}) {
            const Position position = mid_solve(puzzle, steps);
            if (position.solved()) continue;
            expect_round_trip(position);
            ++checked;
        }
    }
    EXPECT_GT(checked, 20);
}

TEST(PencilMarkReaderTest, OtherSizesRoundTrip) {
    // 6x6 with 2x3 boxes and 3x2 boxes, 4x4, 12x12: digits and letters of 1-9A-...
    for (const Shape shape : {Shape(2, 3), Shape(3, 2), Shape(2, 2), Shape(3, 4)}) {
        Grid grid(shape);
        grid.set(0, 1);
        grid.set(shape.cell_at(1, shape.box_cols()), 2);
        grid.set(shape.cell_at(shape.side() - 1, shape.side() - 1), shape.side());
        Position position = settle_naked_singles(Position::from_puzzle(Puzzle(grid)));
        position.eliminate(shape.cell_at(2, 1), 3);
        position = settle_naked_singles(position);
        ASSERT_FALSE(position.solved());
        ReadOptions read;
        read.shape = shape;
        SCOPED_TRACE(shape.name());
        expect_round_trip(position, {}, read);
        // Square boxes need no --size: the row length tells the side.
        if (shape.box_rows() == 2 && shape.box_cols() == 2) expect_round_trip(position);
    }
}

TEST(PencilMarkReaderTest, LettersAreDetectedAsMarksWhenAskedFor) {
    // Found by fuzz_text_reader: marks of a 6x6 written in letters (A = 1) did not read back
    // with detection, which took cells such as "AB" for anything but marks.
    const std::string text =
        "E AB  ABC  | ABCF  ABCF D\n"
        "B F   ABCD | ABCE  ABC  ACE\n"
        "-----------+---------------\n"
        "F DE  DEF  | ACDEF ACDF B\n"
        "A C   BDEF | DEF   DF   E\n"
        "-----------+---------------\n"
        "D ABE ABE  | ABC   ABC  F\n"
        "C AB  ABF  | ABD   E    A\n";
    ReadOptions options;
    options.shape = Shape(2, 3);
    options.symbols = SymbolSet::letters;
    const Puzzle puzzle = expect_marks(text, options);
    ASSERT_TRUE(puzzle.marks.has_value());
    EXPECT_EQ(puzzle.givens[0], 5);
    EXPECT_EQ((*puzzle.marks)[1], DigitSet::from_bits(0b11));
    // Without the letters set, letters in a 6x6 cell are still no marks.
    options.symbols = SymbolSet::automatic;
    EXPECT_TRUE(std::holds_alternative<ParseError>(parse_puzzle(text, options)));
}

TEST(PencilMarkReaderTest, SixteenBySixteenNeedsItsSymbolsWhenAmbiguous) {
    Grid grid(Shape(4, 4));
    grid.set(0, 16);  // G in 1-9A-G: the set is told from it
    const Position position = settle_naked_singles(Position::from_puzzle(Puzzle(grid)));
    expect_round_trip(position);

    // Without a letter above F, digits fit both 1-9A-G and 0-9A-F.
    Grid plain(Shape(4, 4));
    plain.set(0, 5);
    const Position ambiguous = Position::from_puzzle(Puzzle(plain));
    Candidates marks = ambiguous.pencil_marks();
    for (int cell = 0; cell < 256; ++cell) {
        marks[cell] &= DigitSet::all(15);  // no G anywhere
        if (marks[cell].empty()) marks[cell] = DigitSet::single(1);
    }
    const std::string text = to_pencilmarks(marks);
    const ParseError error = expect_error(text);
    EXPECT_NE(error.message.find("--symbols"), std::string::npos) << error.to_string();
    ReadOptions forced;
    forced.symbols = SymbolSet::digits_letters;
    const Puzzle puzzle = expect_marks(text, forced);
    ASSERT_TRUE(puzzle.marks.has_value());
    EXPECT_EQ(*puzzle.marks, marks);
}

TEST(PencilMarkReaderTest, ForumLayoutsAndSolvedFirstRow) {
    const std::string framed =
        ".----------------.----------------.----------------.\n"
        "| 5   3    4     | 6    7    8    | 9    1    2    |\n"
        "| 6   27   27    | 1    9    5    | 348  34   48   |\n"
        "| 1   9    8     | 3    4    2    | 5    6    7    |\n"
        ":----------------+----------------+----------------:\n"
        "| 8   15   159   | 7    6    1    | 4    2    3    |\n"
        "| 4   25   2569  | 8    5    3    | 79   9    1    |\n"
        "| 7   15   1359  | 9    2    4    | 8    5    6    |\n"
        ":----------------+----------------+----------------:\n"
        "| 9   6    1     | 5    3    7    | 2    8    4    |\n"
        "| 2   8    7     | 4    1    9    | 6    3    5    |\n"
        "| 3   4    5     | 2    8    6    | 1    7    9    |\n"
        "'----------------'----------------'----------------'\n";
    const Puzzle puzzle = expect_marks(framed);
    ASSERT_TRUE(puzzle.marks.has_value());
    EXPECT_EQ((*puzzle.marks)[9 + 1], DigitSet::single(2) | DigitSet::single(7));
    EXPECT_EQ((*puzzle.marks)[4 * 9 + 2], DigitSet::from_bits(0b100110010));  // 2569
    EXPECT_EQ(puzzle.givens[0], 5);
    EXPECT_EQ(puzzle.givens[9 + 1], 0);

    // The plain "+---" layout without outer bars and with cells glued to the bars.
    std::string plain = framed;
    for (char& character : plain) {
        if (character == ':' || character == '\'' || character == '.') character = '+';
    }
    const Puzzle same = expect_marks(plain);
    ASSERT_TRUE(same.marks.has_value());
    EXPECT_EQ(*same.marks, *puzzle.marks);
    const Puzzle glued = expect_marks(
        "5 3 4|6 7 8|9 1 2\n6 27 27|1 9 5|348 34 48\n1 9 8|3 4 2|5 6 7\n"
        "---------------------\n8 15 159|7 6 1|4 2 3\n4 25 2569|8 5 3|79 9 1\n"
        "7 15 1359|9 2 4|8 5 6\n9 6 1|5 3 7|2 8 4\n2 8 7|4 1 9|6 3 5\n3 4 5|2 8 6|1 7 9\n");
    ASSERT_TRUE(glued.marks.has_value());
    EXPECT_EQ(*glued.marks, *puzzle.marks);
}

TEST(PencilMarkReaderTest, OtherKindsAreNotTakenForPencilMarks) {
    // A boxed grid, a numbers row and a line with a label of several words.
    const Puzzle boxed = std::get<Puzzle>(
        parse_puzzle("5 3 . | . 7 . | . . .\n6 . . | 1 9 5 | . . .\n. 9 8 | . . . | . 6 .\n"
                     "8 . . | . 6 . | . . 3\n4 . . | 8 . 3 | . . 1\n7 . . | . 2 . | . . 6\n"
                     ". 6 . | . . . | 2 8 .\n. . . | 4 1 9 | . . 5\n. . . | . 8 . | . 7 9\n"));
    EXPECT_FALSE(boxed.marks.has_value());
    EXPECT_EQ(to_line(boxed.givens), kPuzzle);
    const Puzzle labelled =
        std::get<Puzzle>(parse_puzzle(std::string(kPuzzle) + " four words of label"));
    EXPECT_FALSE(labelled.marks.has_value());
    EXPECT_EQ(labelled.label, "four words of label");
    std::string spaced;
    for (std::size_t index = 0; index < kPuzzle.size(); ++index) {
        spaced += kPuzzle[index] == '.' ? '0' : kPuzzle[index];
        spaced += index % 9 == 8 ? '\n' : ' ';
    }
    const Puzzle numbers = std::get<Puzzle>(parse_puzzle(spaced));
    EXPECT_FALSE(numbers.marks.has_value());
    EXPECT_EQ(to_line(numbers.givens), kPuzzle);
}

TEST(PencilMarkReaderTest, StreamOfPencilMarksAndLines) {
    const Position position =
        settle_naked_singles(Position::from_puzzle(testing::puzzle_from_line(kHard)));
    std::istringstream input(to_pencilmarks(position.pencil_marks()) + "\n" + std::string(kPuzzle) +
                             " easy\n");
    PuzzleReader reader(input);
    auto first = reader.next();
    ASSERT_TRUE(first && first->ok());
    EXPECT_TRUE(first->puzzle().marks.has_value());
    EXPECT_EQ(first->line, 1u);
    auto second = reader.next();
    ASSERT_TRUE(second && second->ok());
    EXPECT_FALSE(second->puzzle().marks.has_value());
    EXPECT_EQ(second->puzzle().label, "easy");
    EXPECT_EQ(second->line, 13u);
    EXPECT_FALSE(reader.next());
}

TEST(PencilMarkReaderTest, ErrorsNameLineAndColumn) {
    const std::string rows[9] = {
        "5 3 4 | 6 7 8 | 9 1 2",    "6 27 27 | 1 9 5 | 348 34 48", "1 9 8 | 3 4 2 | 5 6 7",
        "8 15 159 | 7 6 1 | 4 2 3", "4 25 2569 | 8 5 3 | 79 9 1",  "7 15 1359 | 9 2 4 | 8 5 6",
        "9 6 1 | 5 3 7 | 2 8 4",    "2 8 7 | 4 1 9 | 6 3 5",       "3 4 5 | 2 8 6 | 1 7 9"};
    const auto grid_with = [&](int row, const std::string& replacement) {
        std::string text;
        for (int index = 0; index < 9; ++index) {
            text += (index == row ? replacement : rows[index]) + "\n";
        }
        return text;
    };
    ParseError error = expect_error(grid_with(4, "4 25 2569 | 8 5 3 | 79 9"));
    EXPECT_EQ(error.line, 5u);
    EXPECT_EQ(error.message, "expected 9 cells in each row of a 9x9 pencil-mark grid, found 8");

    error = expect_error(grid_with(4, "4 25 25Z9 | 8 5 3 | 79 9 1"));
    EXPECT_EQ(error.line, 5u);
    EXPECT_EQ(error.column, 8u);
    EXPECT_NE(error.message.find("found 'Z'"), std::string::npos) << error.message;

    error = expect_error(grid_with(1, "6 27 22 | 1 9 5 | 348 34 48"));
    EXPECT_EQ(error.line, 2u);
    EXPECT_EQ(error.column, 7u);
    EXPECT_NE(error.message.find("twice"), std::string::npos) << error.message;

    error = expect_error(grid_with(1, "6 2. 27 | 1 9 5 | 348 34 48"));
    EXPECT_EQ(error.column, 4u);
    EXPECT_NE(error.message.find("blank"), std::string::npos) << error.message;

    error = expect_error(rows[0] + "\n" + rows[1] + "\n\n");
    EXPECT_EQ(error.line, 2u);
    EXPECT_EQ(error.message, "expected 9 rows for a 9x9 pencil-mark grid, found 2");

    // A lone blank is a cell whose candidates are all gone.
    const Puzzle emptied = expect_marks(grid_with(1, "6 27 . | 1 9 5 | 348 34 48"));
    ASSERT_TRUE(emptied.marks.has_value());
    EXPECT_TRUE((*emptied.marks)[11].empty());
}

}  // namespace
}  // namespace sudokit
