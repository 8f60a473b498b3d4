#include "kakuro/board_text.hpp"

#include <charconv>

#include <fmt/format.h>

#include "format/unicode_text.hpp"

namespace sudokit::kakuro {

namespace {

struct Token {
    std::string_view text;
    std::size_t column = 0;  // 1-based
};

std::vector<Token> split_tokens(std::string_view line) {
    std::vector<Token> tokens;
    std::size_t position = 0;
    while (position < line.size()) {
        const std::size_t start = line.find_first_not_of(" \t\r", position);
        if (start == std::string_view::npos) break;
        std::size_t end = line.find_first_of(" \t\r", start);
        if (end == std::string_view::npos) end = line.size();
        tokens.push_back({line.substr(start, end - start), start + 1});
        position = end;
    }
    return tokens;
}

// A clue's sum: empty is none (0); otherwise a number 1-45.
bool parse_sum(std::string_view text, int& sum) {
    if (text.empty()) {
        sum = 0;
        return true;
    }
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), sum);
    return error == std::errc() && end == text.data() + text.size() && sum >= 1 && sum <= 45;
}

// A token as an error shows it: as written, or its first character outside ASCII by name
// ("'é' (U+00E9)", "byte 0xFF"), so that no stray byte reaches the message.
std::string shown_token(std::string_view token) {
    if (format_detail::is_ascii(token)) return fmt::format("'{}'", token);
    std::size_t at = 0;
    while (static_cast<unsigned char>(token[at]) < 0x80)
        ++at;
    return format_detail::describe_written_character(
        format_detail::character_at(token.substr(at), 0));
}

std::string describe_token_problem(std::string_view token) {
    return fmt::format(
        "expected # (a block), . or a digit 1-9 (a white cell) or a clue D\\A "
        "with sums 1-45 (either may be left out), found {}",
        shown_token(token));
}

}  // namespace

bool line_has_clue_token(std::string_view line) {
    for (const Token& token : split_tokens(line)) {
        const std::size_t slash = token.text.find('\\');
        if (slash == std::string_view::npos || token.text.size() < 2) continue;
        int down = 0;
        int across = 0;
        if (parse_sum(token.text.substr(0, slash), down) &&
            parse_sum(token.text.substr(slash + 1), across)) {
            return true;
        }
    }
    return false;
}

std::variant<Puzzle, BoardTextError> parse_board_rows(const std::vector<std::string_view>& rows) {
    std::vector<Square> squares;
    std::vector<std::vector<Token>> tokens_of_row;
    std::size_t width = 0;
    for (std::size_t row = 0; row < rows.size(); ++row) {
        std::vector<Token> tokens = split_tokens(rows[row]);
        if (row == 0) {
            width = tokens.size();
        } else if (tokens.size() != width) {
            return BoardTextError{row, 0,
                                  fmt::format("row {} has {} squares, the first row {}", row + 1,
                                              tokens.size(), width)};
        }
        for (std::size_t column = 0; column < tokens.size(); ++column) {
            const Token& token = tokens[column];
            Square square;
            const std::string_view text = token.text;
            const std::size_t slash = text.find('\\');
            if (text == "#") {
                square.kind = Square::Kind::block;
            } else if (text == "." || text == "0" || text == "_") {
                square.kind = Square::Kind::white;
            } else if (text.size() == 1 && text[0] >= '1' && text[0] <= '9') {
                square.kind = Square::Kind::white;
                square.digit = text[0] - '0';
            } else if (slash != std::string_view::npos &&
                       parse_sum(text.substr(0, slash), square.down_sum) &&
                       parse_sum(text.substr(slash + 1), square.across_sum)) {
                // `\` alone is a clue square with no sums: a block.
                square.kind = square.down_sum == 0 && square.across_sum == 0 ? Square::Kind::block
                                                                             : Square::Kind::clue;
            } else {
                return BoardTextError{
                    row, token.column,
                    fmt::format("{}: {}",
                                square_name(static_cast<int>(row), static_cast<int>(column)),
                                describe_token_problem(text))};
            }
            squares.push_back(square);
        }
        tokens_of_row.push_back(std::move(tokens));
    }
    if (rows.empty() || width == 0) return BoardTextError{0, 0, "a Kakuro needs at least one row"};
    const int row_count = static_cast<int>(rows.size());
    const int column_count = static_cast<int>(width);
    auto built = Puzzle::from_squares(row_count, column_count, std::move(squares));
    if (auto* error = std::get_if<BoardError>(&built)) {
        return BoardTextError{
            static_cast<std::size_t>(error->row), tokens_of_row[error->row][error->column].column,
            fmt::format("{}: {}", square_name(error->row, error->column), error->message)};
    }
    return std::move(std::get<Puzzle>(built));
}

std::string square_token(const Square& square, int digit) {
    switch (square.kind) {
        case Square::Kind::block:
            return "#";
        case Square::Kind::white:
            return digit == 0 ? "." : std::string(1, static_cast<char>('0' + digit));
        case Square::Kind::clue:
            return (square.down_sum == 0 ? std::string() : std::to_string(square.down_sum)) + "\\" +
                   (square.across_sum == 0 ? std::string() : std::to_string(square.across_sum));
    }
    return "#";
}

}  // namespace sudokit::kakuro
