// Numbers: whitespace-separated integers, 0 (or a blank symbol) for an empty cell. Any size;
// all on one line or spread over several (a row per line is usual).

#include <algorithm>
#include <charconv>
#include <memory>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "format/accepted_sizes.hpp"
#include "format/record_parsers.hpp"
#include "format/symbols.hpp"
#include "format/text_lines.hpp"

namespace sudokit::format_detail {

namespace {

constexpr int kNotANumber = -1;

struct NumberCell {
    int value = 0;  // kNotANumber when the word is neither a number nor a blank
    std::size_t line = 0;
    std::size_t column = 0;
    std::string word;  // kept for the error message
};

// The words of a line before any '#', and the label after it. A boxed grid's '|' between
// boxes is no word (grids above 36x36 are boxed in numbers).
struct NumbersLine {
    std::vector<Token> tokens;
    std::string_view label;
};

NumbersLine split_numbers_line(std::string_view text) {
    const std::size_t hash = text.find('#');
    NumbersLine line;
    line.tokens = split_tokens(text.substr(0, hash));
    std::erase_if(line.tokens, [](const Token& token) { return token.text == "|"; });
    if (hash != std::string_view::npos) line.label = trim(text.substr(hash + 1));
    return line;
}

bool is_short_number(std::string_view word) {
    return !word.empty() && word.size() <= 2 &&
           word.find_first_not_of("0123456789") == std::string_view::npos;
}

// A three-figure number is one only as 100, the largest digit of the largest grid checked.
bool is_number_word(std::string_view word) {
    return is_short_number(word) || word == "100";
}

bool is_blank_word(std::string_view word) {
    return word.size() == 1 && kNonZeroBlankSymbols.find(word.front()) != std::string_view::npos;
}

int value_of(std::string_view word) {
    if (is_blank_word(word)) return 0;
    int value = 0;
    const auto [end, error] = std::from_chars(word.data(), word.data() + word.size(), value);
    if (error != std::errc() || end != word.data() + word.size() || value < 0) return kNotANumber;
    return value;
}

// Sixteen numbers on a line are a whole 4x4 puzzle or the first row of a 16x16 one: it is the
// latter when 16 rows of 16 numbers follow and some number is above 4.
bool starts_sixteen_rows(LineSource& source) {
    int rows = 0;
    bool above_four = false;
    for (std::size_t ahead = 0; rows < 16; ++ahead) {
        const SourceLine* line = source.peek(ahead);
        if (line == nullptr || is_skipped_line(line->text)) return false;
        if (is_rule_line(line->text, 16)) continue;
        const NumbersLine words = split_numbers_line(line->text);
        if (words.tokens.size() != 16) return false;
        for (const Token& token : words.tokens) {
            const int value = value_of(token.text);
            if (value == kNotANumber) return false;
            above_four = above_four || value > 4;
        }
        ++rows;
    }
    return above_four;
}

// How many numbers the record holds, told from its first line; 0 when it runs to a blank
// line.
std::size_t expected_count(LineSource& source, std::size_t first_line_count,
                           const ReadOptions& options) {
    if (options.shape) return static_cast<std::size_t>(options.shape->cell_count());
    if (is_line_cell_count(first_line_count) &&
        !(first_line_count == 16 && starts_sixteen_rows(source))) {
        return first_line_count;
    }
    if (is_grid_side(first_line_count)) return first_line_count * first_line_count;
    return 0;
}

// The boxes of a grid above 64x64 (only checked) of which a line of `count` numbers is a row,
// or the whole grid.
std::optional<OversizedBoxes> oversized_of_row(std::size_t count) {
    if (count > static_cast<std::size_t>(kMaxCheckedSide)) return std::nullopt;
    return OversizedBoxes::for_side(static_cast<int>(count));
}

std::optional<OversizedBoxes> oversized_of_cells(std::size_t count) {
    for (int side = kMaxSize + 1; side <= kMaxCheckedSide; ++side) {
        if (static_cast<std::size_t>(side * side) == count) return OversizedBoxes::for_side(side);
    }
    return std::nullopt;
}

// The boxes of the grid above 64x64 a record starting with `first` is, if it is one: forced,
// or told by its first line (a whole grid, or a row: 81 numbers are a 9x9 puzzle unless one is
// above 9).
std::optional<OversizedBoxes> oversized_record(const NumbersLine& first,
                                               const ReadOptions& options) {
    if (options.oversized_boxes || options.shape) return options.oversized_boxes;
    const std::size_t count = first.tokens.size();
    if (const auto boxes = oversized_of_cells(count)) return boxes;
    const auto boxes = oversized_of_row(count);
    if (!boxes || !is_line_cell_count(count)) return boxes;
    const bool above_nine = std::ranges::any_of(
        first.tokens, [](const Token& token) { return value_of(token.text) > 9; });
    return above_nine ? boxes : std::nullopt;
}

// The first word that is no digit of a grid of `side` (0 for a blank), named where it stands.
std::optional<ParseError> first_bad_number(const std::vector<NumberCell>& cells, int side) {
    for (const NumberCell& number : cells) {
        if (number.value == kNotANumber || number.value > side) {
            return ParseError{
                number.line, number.column,
                fmt::format("expected a number from 0 to {} (0 for a blank), found '{}'", side,
                            number.word)};
        }
    }
    return std::nullopt;
}

// A well-formed grid above 64x64 reads as an error for every command, with the grid for check.
ParseResult read_oversized(const std::vector<NumberCell>& cells, OversizedBoxes boxes,
                           std::size_t record_line, const std::string& label,
                           std::shared_ptr<const OversizedGrid>& oversized) {
    if (auto bad = first_bad_number(cells, boxes.side())) return std::move(*bad);
    auto grid = std::make_shared<OversizedGrid>(boxes);
    for (int cell = 0; cell < grid->cell_count(); ++cell)
        grid->set(cell, cells[static_cast<std::size_t>(cell)].value);
    grid->label = label;
    oversized = std::move(grid);
    return ParseError{record_line, 0,
                      fmt::format("a {0}x{0} grid (boxes {1}) is only checked (sudokit check): "
                                  "the other commands take grids up to {2}x{2}",
                                  boxes.side(), boxes.name(), kMaxSize)};
}

std::optional<Shape> shape_of_count(std::size_t count) {
    for (const std::size_t side : kGridSides) {
        if (side * side == count) return Shape::from_side(static_cast<int>(side));
    }
    return std::nullopt;
}

// A shape with `count` cells whose side is not told from the text alone (60x60 has boxes of
// 6x10 or 10x6): read only with --size, which the error says.
std::optional<Shape> undetected_shape_of_count(std::size_t count) {
    if (shape_of_count(count)) return std::nullopt;
    for (int side = 2; side <= kMaxSize; ++side) {
        if (static_cast<std::size_t>(side * side) == count) return Shape::from_side(side);
    }
    return std::nullopt;
}

}  // namespace

bool looks_like_numbers_line(std::string_view text, const ReadOptions& options) {
    // Quick no for the common one-line puzzle: its first word is longer than any number (100,
    // the largest, has three figures).
    if (find_puzzle_run(text).size() > 3) return false;
    const NumbersLine line = split_numbers_line(text);
    if (line.tokens.size() < 2) return false;
    bool has_two_digits = false;
    bool only_digits = true;
    for (const Token& token : line.tokens) {
        if (is_number_word(token.text)) {
            has_two_digits = has_two_digits || token.text.size() >= 2;
        } else if (is_blank_word(token.text)) {
            only_digits = false;
        } else {
            return false;
        }
    }
    // A two-digit number is never a symbol; single digits are numbers only in a numbers
    // count (a spaced grid row of digits reads the same either way).
    if (has_two_digits) return true;
    if (!only_digits) return false;
    if (options.symbols == SymbolSet::zero_hex || options.symbols == SymbolSet::letters) {
        return false;
    }
    const std::size_t count = line.tokens.size();
    if (options.shape || options.oversized_boxes) {
        const auto side = static_cast<std::size_t>(options.shape ? options.shape->side()
                                                                 : options.oversized_boxes->side());
        return count == side || count == side * side;
    }
    return is_line_cell_count(count) || is_grid_side(count) ||
           undetected_shape_of_count(count).has_value() || oversized_of_row(count) ||
           oversized_of_cells(count);
}

ParseResult parse_numbers_record(LineSource& source, const ReadOptions& options,
                                 std::shared_ptr<const OversizedGrid>& oversized) {
    const SourceLine* first = source.peek();
    const std::size_t record_line = first->number;
    const NumbersLine first_words = split_numbers_line(first->text);
    // The label as written (its characters outside ASCII kept).
    const std::string label(first_words.label.empty()
                                ? std::string_view()
                                : trim(first->written_from(static_cast<std::size_t>(
                                      first_words.label.data() - first->text.data()))));
    const std::optional<OversizedBoxes> oversized_boxes = oversized_record(first_words, options);
    std::size_t needed = expected_count(source, first_words.tokens.size(), options);
    std::optional<int> side;
    if (oversized_boxes) {
        side = oversized_boxes->side();
        needed = static_cast<std::size_t>(*side * *side);
    } else if (const auto shape = options.shape ? options.shape : shape_of_count(needed)) {
        side = shape->side();
    }

    std::vector<NumberCell> cells;
    std::size_t last_line = record_line;  // the last line that belonged to the record
    while (needed == 0 || cells.size() < needed) {
        const SourceLine* line = source.peek();
        const bool ends = line == nullptr || (line->number != record_line &&
                                              ends_multi_line_record(line->text, std::nullopt));
        if (ends) {
            if (needed == 0) break;
            skip_broken_record(source, std::nullopt);
            if (oversized_boxes) {
                return ParseError{last_line, 0,
                                  fmt::format("expected {} numbers for a {}x{} grid, found {}",
                                              needed, *side, *side, cells.size())};
            }
            return ParseError{
                last_line, 0,
                wrong_count_message("numbers", cells.size(),
                                    options.shape ? options.shape : shape_of_count(needed))};
        }
        last_line = line->number;
        if (is_comment_line(line->text) || (side && is_rule_line(line->text, side))) {
            source.take();
            continue;
        }
        const NumbersLine words = split_numbers_line(line->text);
        if (needed != 0 && cells.size() + words.tokens.size() > needed) {
            const Token& extra = words.tokens[needed - cells.size()];
            const std::size_t where = line->number;
            const std::size_t found = cells.size() + words.tokens.size();
            skip_broken_record(source, std::nullopt);
            return ParseError{where, extra.column,
                              fmt::format("expected {} numbers for a {}x{} puzzle, found {}",
                                          needed, *side, *side, found)};
        }
        for (const Token& token : words.tokens) {
            cells.push_back(NumberCell{value_of(token.text), line->number, token.column,
                                       std::string(token.text)});
        }
        source.take();
    }

    if (oversized_boxes)
        return read_oversized(cells, *oversized_boxes, record_line, label, oversized);
    const std::optional<Shape> shape = options.shape ? options.shape : shape_of_count(cells.size());
    if (!shape) {
        // A word that is no number explains a wrong count better than the count does.
        for (const NumberCell& number : cells) {
            if (number.value == kNotANumber) {
                return ParseError{
                    number.line, number.column,
                    fmt::format("expected a number (0 for a blank), found '{}'", number.word)};
            }
        }
        if (const std::optional<Shape> undetected = undetected_shape_of_count(cells.size())) {
            return ParseError{
                record_line, 0,
                fmt::format("{} numbers make a {}x{} grid, whose boxes are not told from the "
                            "text: give them with --size (such as --size {})",
                            cells.size(), undetected->side(), undetected->side(),
                            undetected->name())};
        }
        return ParseError{record_line, 0,
                          wrong_count_message("numbers", cells.size(), std::nullopt)};
    }
    if (auto bad = first_bad_number(cells, shape->side())) return std::move(*bad);
    Grid grid(*shape);
    for (int cell = 0; cell < shape->cell_count(); ++cell) {
        grid.set(cell, cells[static_cast<std::size_t>(cell)].value);
    }
    Puzzle puzzle(grid, label);
    return puzzle;
}

}  // namespace sudokit::format_detail
