#pragma once

// Kakuro: a grid of blocks, clue cells and white cells, like a crossword. A clue cell gives the
// sum of the run of white cells to its right (across) and of the run below it (down); the
// digits of a run are distinct digits 1-9 that add up to its sum.

#include <cstdint>
#include <string>
#include <variant>
#include <vector>

namespace sudokit::kakuro {

// One square of the board as written.
struct Square {
    enum class Kind : std::uint8_t { block, white, clue };
    Kind kind = Kind::block;
    int down_sum = 0;    // a clue's sum for the run below it; 0 when it has none
    int across_sum = 0;  // a clue's sum for the run to its right; 0 when it has none
    int digit = 0;       // a white square's digit when it is given or placed; 0 when empty

    bool operator==(const Square&) const = default;
};

enum class Direction : std::uint8_t { across, down };

// A clue's run: the white cells (indexes into Puzzle::whites()) its sum covers, in order.
struct Run {
    Direction direction = Direction::across;
    int sum = 0;
    int clue_row = 0;
    int clue_column = 0;
    std::vector<int> cells;
};

// Where a board breaks the rules of the form: 0-based row and column of the square at fault.
struct BoardError {
    int row = 0;
    int column = 0;
    std::string message;  // "a run of one cell", "no run of 2 cells sums to 18", ...
};

// A checked board and what follows from it: its white cells in reading order, its runs, and
// for each white cell the across and down run it belongs to.
class Puzzle {
  public:
    // Checks the squares (rows x columns in reading order) and derives the runs. Errors: no
    // white cell, a clue whose run is one cell long or runs into a block or the edge, a sum no run
    // of that length can make, two or more white cells in a line with no clue for them, a white
    // cell in no run, a given digit outside 1-9 or repeated in a run.
    static std::variant<Puzzle, BoardError> from_squares(int rows, int columns,
                                                         std::vector<Square> squares);

    int rows() const { return rows_; }
    int columns() const { return columns_; }
    const std::vector<Square>& squares() const { return squares_; }
    const Square& square(int row, int column) const { return squares_[row * columns_ + column]; }

    // White cells as board indexes (row * columns + column), in reading order.
    const std::vector<int>& whites() const { return whites_; }
    int white_count() const { return static_cast<int>(whites_.size()); }
    int white_row(int white) const { return whites_[white] / columns_; }
    int white_column(int white) const { return whites_[white] % columns_; }
    const std::vector<Run>& runs() const { return runs_; }
    // The runs through a white cell: across first; -1 where it has none.
    int across_run(int white) const { return across_of_[white]; }
    int down_run(int white) const { return down_of_[white]; }
    // The given (or placed) digit of each white cell, 0 for empty.
    std::vector<std::uint8_t> given_digits() const;

    std::string label;  // free text after the puzzle, kept for output

  private:
    int rows_ = 0;
    int columns_ = 0;
    std::vector<Square> squares_;
    std::vector<int> whites_;
    std::vector<Run> runs_;
    std::vector<int> across_of_;
    std::vector<int> down_of_;
};

// Whether `digits` (one per white cell, reading order) fills the puzzle by the rules: every
// digit 1-9, none repeated in a run, every run's sum right, every given kept. The first rule
// broken as a sentence ("r2c4: 7 repeated in the across run of r2c3"), or empty when none is.
std::string find_broken_rule(const Puzzle& puzzle, const std::vector<std::uint8_t>& digits);

// "r3c5", 1-based, as every Kakuro message names a square.
std::string square_name(int row, int column);

}  // namespace sudokit::kakuro
