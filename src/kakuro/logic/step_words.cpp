#include "kakuro/logic/step_words.hpp"

#include <bit>

#include <fmt/format.h>

namespace sudokit::kakuro::detail {

namespace {

// "a", "a and b", "a, b and c"
std::string joined(const std::vector<std::string>& parts, std::string_view last_separator) {
    std::string text;
    for (std::size_t index = 0; index < parts.size(); ++index) {
        if (index > 0) text += index + 1 == parts.size() ? last_separator : ", ";
        text += parts[index];
    }
    return text;
}

std::vector<std::string> digit_words(DigitMask digits) {
    std::vector<std::string> words;
    for (unsigned rest = digits; rest != 0; rest &= rest - 1)
        words.push_back(std::to_string(std::countr_zero(rest) + 1));
    return words;
}

}  // namespace

std::string cell_name(const Puzzle& puzzle, int cell) {
    return square_name(puzzle.white_row(cell), puzzle.white_column(cell));
}

std::string cell_list(const Puzzle& puzzle, std::span<const int> cells) {
    std::vector<std::string> names;
    for (const int cell : cells)
        names.push_back(cell_name(puzzle, cell));
    return joined(names, " and ");
}

std::string run_name(const Puzzle& puzzle, int run) {
    const Run& board_run = puzzle.runs()[static_cast<std::size_t>(run)];
    return fmt::format("the {} run at {} ({} in {})",
                       board_run.direction == Direction::across ? "across" : "down",
                       square_name(board_run.clue_row, board_run.clue_column), board_run.sum,
                       board_run.cells.size());
}

std::string digit_list(DigitMask digits) {
    // Three or more digits in a row read as a range: "1, 2 and 5-9".
    std::vector<std::string> parts;
    for (int digit = 1; digit <= 9;) {
        if ((digits & digit_bit(digit)) == 0) {
            ++digit;
            continue;
        }
        int last = digit;
        while (last < 9 && (digits & digit_bit(last + 1)) != 0)
            ++last;
        if (last - digit >= 2) {
            parts.push_back(fmt::format("{}-{}", digit, last));
        } else {
            for (int single = digit; single <= last; ++single)
                parts.push_back(std::to_string(single));
        }
        digit = last + 1;
    }
    return joined(parts, " and ");
}

std::string digit_sum_text(DigitMask digits) {
    std::string text;
    for (const std::string& word : digit_words(digits)) {
        if (!text.empty()) text += '+';
        text += word;
    }
    return text;
}

std::string combination_list(std::span<const DigitMask> combinations) {
    std::vector<std::string> sums;
    for (const DigitMask combination : combinations)
        sums.push_back(digit_sum_text(combination));
    return joined(sums, " or ");
}

std::string removal_text(const Puzzle& puzzle, std::span<const Elimination> eliminations) {
    // Cells in a row that lose the same digits are named together.
    std::vector<std::string> parts;
    for (std::size_t first = 0; first < eliminations.size();) {
        std::size_t end = first + 1;
        while (end < eliminations.size() && eliminations[end].digits == eliminations[first].digits)
            ++end;
        std::vector<int> cells;
        for (std::size_t index = first; index < end; ++index)
            cells.push_back(eliminations[index].cell);
        parts.push_back(digit_list(eliminations[first].digits) + " from " +
                        cell_list(puzzle, cells));
        first = end;
    }
    return "remove " + joined(parts, "; and ");
}

}  // namespace sudokit::kakuro::detail
