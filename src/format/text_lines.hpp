#pragma once

// What a line of text looks like: blank, a comment, a rule between bands of a grid, a row of
// cells; and the pieces of a line (tokens, cell symbols) with their columns.

#include <cstddef>
#include <optional>
#include <string_view>
#include <vector>

namespace sudokit::format_detail {

constexpr bool is_space(char character) {
    return character == ' ' || character == '\t' || character == '\r' || character == '\v' ||
           character == '\f';
}
std::string_view trim(std::string_view text);

bool is_blank_line(std::string_view text);
// The first non-space character is '#'.
bool is_comment_line(std::string_view text);
// Blank lines and comments come between records and are skipped there.
inline bool is_skipped_line(std::string_view text) {
    return is_blank_line(text) || is_comment_line(text);
}

// Characters that only lay out the cells of a grid row: spaces, '|' and '+'.
bool is_cell_separator(char character);
// How many cell symbols a grid row holds: its characters other than separators.
std::size_t count_cell_symbols(std::string_view text);

// A line drawn between bands of a grid or around it: "------+-------+------", "+---+---+",
// "*-----------*", ".-------.-------.", "|---+---+---|". It is made only of - = + | * . : '
// and spaces, with at least one - or =. Because '-' is also a blank, a line of dashes (and
// bars) alone is a row of empty cells when it holds a row's count of them: `side` when
// known, otherwise any count a grid row or one-line puzzle has.
bool is_rule_line(std::string_view text, std::optional<int> side);

// Where a one-line puzzle sits on its line: the first run of non-space characters, which a
// '#' or a ',' also ends (the first field of a CSV line: "puzzle,solution", QQWing's --csv).
// Offsets are 0-based, `end` one past the run.
struct PuzzleRun {
    std::size_t start = 0;
    std::size_t end = 0;
    bool has_bars = false;  // '|' or '+': then it is a grid row, never a one-line puzzle
    std::size_t size() const { return end - start; }
    // The run's length when it could be a one-line puzzle, 0 when it has bars.
    std::size_t puzzle_size() const { return has_bars ? 0 : size(); }
};
PuzzleRun find_puzzle_run(std::string_view text);

// The header line of a CSV file ("Puzzle,Solution,", "quizzes,solutions"): comma-separated
// names (letters first; digits, spaces, "()/._-%" after), none of them a one-line puzzle.
bool is_csv_header(std::string_view text);

struct Token {
    std::string_view text;
    std::size_t column = 0;  // 1-based
};
// The whitespace-separated words of a line.
std::vector<Token> split_tokens(std::string_view text);

}  // namespace sudokit::format_detail
