#include "sudokit/kakuro.hpp"

#include <algorithm>

#include <fmt/format.h>

#include "core/cage_sums.hpp"

namespace sudokit::kakuro {

namespace {

constexpr int kLargestDigit = 9;

const char* direction_word(Direction direction) {
    return direction == Direction::across ? "across" : "down";
}

// The white cells a clue's run covers, as board indexes, starting next to the clue.
std::vector<int> run_squares(const std::vector<Square>& squares, int rows, int columns, int row,
                             int column, Direction direction) {
    std::vector<int> found;
    const int step_row = direction == Direction::down ? 1 : 0;
    const int step_column = direction == Direction::across ? 1 : 0;
    for (int r = row + step_row, c = column + step_column;
         r < rows && c < columns && squares[r * columns + c].kind == Square::Kind::white;
         r += step_row, c += step_column) {
        found.push_back(r * columns + c);
    }
    return found;
}

std::string check_run(const Run& run, std::size_t length) {
    const char* word = direction_word(run.direction);
    if (length == 0) {
        return fmt::format("the {} clue {} has no white cell to its {}", word, run.sum,
                           run.direction == Direction::across ? "right" : "bottom");
    }
    if (length == 1) return fmt::format("the {} clue {} covers a run of one cell", word, run.sum);
    if (length > kLargestDigit) {
        return fmt::format("the {} run of clue {} has {} cells; a run holds at most 9", word,
                           run.sum, length);
    }
    const int cells = static_cast<int>(length);
    if (run.sum < smallest_sum(cells) || run.sum > largest_sum(cells, kLargestDigit)) {
        return fmt::format(
            "no run of {} cells sums to {} (sums of {} distinct digits run from "
            "{} to {})",
            cells, run.sum, cells, smallest_sum(cells), largest_sum(cells, kLargestDigit));
    }
    return {};
}

}  // namespace

std::string square_name(int row, int column) {
    return fmt::format("r{}c{}", row + 1, column + 1);
}

std::variant<Puzzle, BoardError> Puzzle::from_squares(int rows, int columns,
                                                      std::vector<Square> squares) {
    if (rows < 1 || columns < 1 || squares.size() != static_cast<std::size_t>(rows) * columns) {
        return BoardError{0, 0,
                          fmt::format("a board of {}x{} needs {} squares, found {}", rows, columns,
                                      std::max(rows, 0) * std::max(columns, 0), squares.size())};
    }
    Puzzle puzzle;
    puzzle.rows_ = rows;
    puzzle.columns_ = columns;
    std::vector<int> white_of(squares.size(), -1);
    for (int index = 0; index < rows * columns; ++index) {
        const Square& square = squares[index];
        if (square.kind != Square::Kind::white) continue;
        if (square.digit < 0 || square.digit > kLargestDigit) {
            return BoardError{index / columns, index % columns,
                              fmt::format("a digit must be 1-9, found {}", square.digit)};
        }
        white_of[index] = static_cast<int>(puzzle.whites_.size());
        puzzle.whites_.push_back(index);
    }
    if (puzzle.whites_.empty()) return BoardError{0, 0, "a Kakuro needs white cells to fill"};
    puzzle.across_of_.assign(puzzle.whites_.size(), -1);
    puzzle.down_of_.assign(puzzle.whites_.size(), -1);

    for (int index = 0; index < rows * columns; ++index) {
        const Square& square = squares[index];
        if (square.kind != Square::Kind::clue) continue;
        const int row = index / columns;
        const int column = index % columns;
        for (const Direction direction : {Direction::across, Direction::down}) {
            const int sum = direction == Direction::across ? square.across_sum : square.down_sum;
            if (sum == 0) continue;
            Run run{direction, sum, row, column, {}};
            const std::vector<int> covered =
                run_squares(squares, rows, columns, row, column, direction);
            if (std::string problem = check_run(run, covered.size()); !problem.empty()) {
                return BoardError{row, column, std::move(problem)};
            }
            std::vector<int>& run_of =
                direction == Direction::across ? puzzle.across_of_ : puzzle.down_of_;
            const int run_index = static_cast<int>(puzzle.runs_.size());
            for (const int board_index : covered) {
                run_of[white_of[board_index]] = run_index;
                run.cells.push_back(white_of[board_index]);
            }
            puzzle.runs_.push_back(std::move(run));
        }
    }

    // White cells side by side must belong to a clue's run; so must every white cell.
    for (int white = 0; white < static_cast<int>(puzzle.whites_.size()); ++white) {
        const int index = puzzle.whites_[white];
        const int row = index / columns;
        const int column = index % columns;
        const bool white_right =
            column + 1 < columns && squares[index + 1].kind == Square::Kind::white;
        const bool white_below =
            row + 1 < rows && squares[index + columns].kind == Square::Kind::white;
        if (puzzle.across_of_[white] < 0 && white_right) {
            return BoardError{row, column,
                              fmt::format("white cells {} and {} are side by side with no across "
                                          "clue to their left",
                                          square_name(row, column), square_name(row, column + 1))};
        }
        if (puzzle.down_of_[white] < 0 && white_below) {
            return BoardError{row, column,
                              fmt::format("white cells {} and {} are one above the other with no "
                                          "down clue above them",
                                          square_name(row, column), square_name(row + 1, column))};
        }
        if (puzzle.across_of_[white] < 0 && puzzle.down_of_[white] < 0) {
            return BoardError{row, column,
                              fmt::format("white cell {} is in no run (no clue to its left or "
                                          "above it)",
                                          square_name(row, column))};
        }
    }

    puzzle.squares_ = std::move(squares);
    const std::vector<std::uint8_t> givens = puzzle.given_digits();
    for (const Run& run : puzzle.runs_) {
        unsigned seen = 0;
        for (const int white : run.cells) {
            if (givens[white] == 0) continue;
            const unsigned bit = 1u << givens[white];
            if ((seen & bit) != 0) {
                return BoardError{puzzle.white_row(white), puzzle.white_column(white),
                                  fmt::format("the digit {} is given twice in the {} run of "
                                              "the clue at {}",
                                              givens[white], direction_word(run.direction),
                                              square_name(run.clue_row, run.clue_column))};
            }
            seen |= bit;
        }
    }
    return puzzle;
}

std::vector<std::uint8_t> Puzzle::given_digits() const {
    std::vector<std::uint8_t> digits(whites_.size(), 0);
    for (std::size_t white = 0; white < whites_.size(); ++white) {
        digits[white] = static_cast<std::uint8_t>(squares_[whites_[white]].digit);
    }
    return digits;
}

std::string find_broken_rule(const Puzzle& puzzle, const std::vector<std::uint8_t>& digits) {
    if (digits.size() != static_cast<std::size_t>(puzzle.white_count())) {
        return fmt::format("{} digits for {} white cells", digits.size(), puzzle.white_count());
    }
    const std::vector<std::uint8_t> givens = puzzle.given_digits();
    for (int white = 0; white < puzzle.white_count(); ++white) {
        const std::string name = square_name(puzzle.white_row(white), puzzle.white_column(white));
        if (digits[white] < 1 || digits[white] > kLargestDigit) {
            return fmt::format("{}: {} is not a digit 1-9", name, digits[white]);
        }
        if (givens[white] != 0 && givens[white] != digits[white]) {
            return fmt::format("{}: the given {} became {}", name, givens[white], digits[white]);
        }
    }
    for (const Run& run : puzzle.runs()) {
        unsigned seen = 0;
        int sum = 0;
        for (const int white : run.cells) {
            const unsigned bit = 1u << digits[white];
            if ((seen & bit) != 0) {
                return fmt::format("{}: {} repeated in the {} run of the clue at {}",
                                   square_name(puzzle.white_row(white), puzzle.white_column(white)),
                                   digits[white], direction_word(run.direction),
                                   square_name(run.clue_row, run.clue_column));
            }
            seen |= bit;
            sum += digits[white];
        }
        if (sum != run.sum) {
            return fmt::format("the {} run of the clue at {} adds up to {}, not {}",
                               direction_word(run.direction),
                               square_name(run.clue_row, run.clue_column), sum, run.sum);
        }
    }
    return {};
}

}  // namespace sudokit::kakuro
