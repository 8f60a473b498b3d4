#pragma once

// The text of a Kakuro board: one row per line, one token per square (`#` a block, `.` or a
// digit a white cell, `D\A` a clue), shared by the text and JSON readers and the writers.

#include <cstddef>
#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include "sudokit/kakuro.hpp"

namespace sudokit::kakuro {

// Where a board's text is wrong: the row (0-based among the rows given), the 1-based character
// column of the token at fault (0: the whole row), and a sentence naming the square.
struct BoardTextError {
    std::size_t row_line = 0;
    std::size_t column = 0;
    std::string message;
};

std::variant<Puzzle, BoardTextError> parse_board_rows(const std::vector<std::string_view>& rows);

// Whether a line holds a clue token (digits around a backslash), the mark of a Kakuro row.
bool line_has_clue_token(std::string_view line);

// A square's token; a white cell shows `digit` (0: `.`).
std::string square_token(const Square& square, int digit);

}  // namespace sudokit::kakuro
