#include "format/text_lines.hpp"

#include <algorithm>
#include <cctype>

#include "format/accepted_sizes.hpp"

namespace sudokit::format_detail {

std::string_view trim(std::string_view text) {
    while (!text.empty() && is_space(text.front())) {
        text.remove_prefix(1);
    }
    while (!text.empty() && is_space(text.back())) {
        text.remove_suffix(1);
    }
    return text;
}

bool is_blank_line(std::string_view text) {
    return trim(text).empty();
}

bool is_comment_line(std::string_view text) {
    const std::string_view content = trim(text);
    return !content.empty() && content.front() == '#';
}

bool is_cell_separator(char character) {
    return is_space(character) || character == '|' || character == '+';
}

std::size_t count_cell_symbols(std::string_view text) {
    return static_cast<std::size_t>(
        std::ranges::count_if(text, [](char character) { return !is_cell_separator(character); }));
}

bool is_rule_line(std::string_view text, std::optional<int> side) {
    bool has_dash = false;
    bool has_joint = false;
    bool has_corner = false;     // '*' or '.' next to dashes: the corners of a frame
    std::size_t blank_like = 0;  // characters that could also be empty cells
    for (const char character : text) {
        switch (character) {
            case '-':
                has_dash = true;
                ++blank_like;
                break;
            case '=':
                has_dash = true;
                has_joint = true;
                break;
            case '+':
            case ':':
            case '\'':
                has_joint = true;
                break;
            case '*':
            case '.':
                has_corner = true;
                ++blank_like;
                break;
            case '|':
                break;
            default:
                if (!is_space(character)) return false;
        }
    }
    if (!has_dash) return false;
    if (has_joint || has_corner) return true;
    if (side) return blank_like != static_cast<std::size_t>(*side);
    return !is_grid_side(blank_like) && !is_line_cell_count(blank_like);
}

PuzzleRun find_puzzle_run(std::string_view text) {
    PuzzleRun run;
    while (run.start < text.size() && is_space(text[run.start])) {
        ++run.start;
    }
    run.end = run.start;
    while (run.end < text.size() && !is_space(text[run.end]) && text[run.end] != '#' &&
           text[run.end] != ',') {
        run.has_bars = run.has_bars || text[run.end] == '|' || text[run.end] == '+';
        ++run.end;
    }
    return run;
}

bool is_csv_header(std::string_view text) {
    if (text.find(',') == std::string_view::npos) return false;
    bool named = false;
    while (true) {
        const std::size_t comma = text.find(',');
        const std::string_view field = trim(text.substr(0, comma));
        if (!field.empty()) {
            const bool letter_first = std::isalpha(static_cast<unsigned char>(field[0])) != 0;
            const bool name_characters =
                std::all_of(field.begin(), field.end(), [](char character) {
                    return std::isalnum(static_cast<unsigned char>(character)) != 0 ||
                           std::string_view(" ()/._-%").find(character) != std::string_view::npos;
                });
            // A 16x16 puzzle in letters is a word too: a name of a puzzle's length is one.
            const bool puzzle_sized =
                field.find(' ') == std::string_view::npos && is_line_cell_count(field.size());
            if (!letter_first || !name_characters || puzzle_sized) return false;
            named = true;
        }
        if (comma == std::string_view::npos) break;
        text.remove_prefix(comma + 1);
    }
    return named;
}

std::vector<Token> split_tokens(std::string_view text) {
    std::vector<Token> tokens;
    std::size_t position = 0;
    while (position < text.size()) {
        if (is_space(text[position])) {
            ++position;
            continue;
        }
        const std::size_t start = position;
        while (position < text.size() && !is_space(text[position])) {
            ++position;
        }
        tokens.push_back(Token{text.substr(start, position - start), start + 1});
    }
    return tokens;
}

}  // namespace sudokit::format_detail
