// A pencil-mark grid: N rows of N cells, each cell written as its candidates ("1259"), cells
// separated by spaces, boxes by '|', bands by rule lines; a cell with one candidate is solved.
// This is how forum posts show a position in the middle of a solve.

#include <string>
#include <vector>

#include <fmt/format.h>

#include "format/accepted_sizes.hpp"
#include "format/record_parsers.hpp"
#include "format/symbols.hpp"
#include "format/text_lines.hpp"

namespace sudokit::format_detail {

namespace {

constexpr bool is_cell_break(char character) {
    return is_space(character) || character == '|';
}

// The cells of a pencil-mark row: the words between spaces and bars.
std::vector<Token> split_cells(std::string_view text) {
    std::vector<Token> cells;
    std::size_t position = 0;
    while (position < text.size()) {
        if (is_cell_break(text[position])) {
            ++position;
            continue;
        }
        const std::size_t start = position;
        while (position < text.size() && !is_cell_break(text[position])) {
            ++position;
        }
        cells.push_back(Token{text.substr(start, position - start), start + 1});
    }
    return cells;
}

constexpr bool is_letter_or_digit(char character) {
    return (character >= '0' && character <= '9') || (character >= 'A' && character <= 'Z') ||
           (character >= 'a' && character <= 'z');
}

// What a row says about the record being a pencil-mark grid: not one, no evidence either way
// (solved cells only, or a cell the parser will reject with a precise message), or a cell of
// several candidates.
enum class RowVerdict { not_marks, neutral, marks_row };

bool is_digit_char(char character) {
    return character >= '0' && character <= '9';
}

// A cell of several symbols is evidence of pencil marks only when it cannot be anything
// else: distinct candidates of the side, and above 9x9 a letter or three symbols (a cell
// "12" is also the number 12). "10" or "99" in a 9x9 row are numbers, never marks, unless
// the letters set is asked for: then "AB" is a 9x9 cell's marks.
RowVerdict judge_cell(std::string_view cell, std::size_t side, SymbolSet symbols) {
    if (cell.size() > side) return RowVerdict::not_marks;
    bool blank = false;
    bool letter = false;
    for (const char character : cell) {
        if (is_blank_symbol(character, SymbolSet::digits_letters) && character != '0') {
            blank = true;
        } else if (!is_letter_or_digit(character)) {
            return RowVerdict::not_marks;
        } else if (!is_digit_char(character)) {
            letter = true;
        }
    }
    if (cell.size() == 1) return RowVerdict::neutral;
    if (side <= 9 && symbols == SymbolSet::letters) {
        for (const char character : cell) {
            if (is_blank_symbol(character, symbols)) continue;
            if (decode_symbol(character, static_cast<int>(side), symbols).value_or(0) == 0) {
                return RowVerdict::not_marks;
            }
        }
    } else if (side <= 9) {
        for (const char character : cell) {
            if (character == '0' || letter ||
                (is_digit_char(character) && static_cast<std::size_t>(character - '0') > side)) {
                return RowVerdict::not_marks;
            }
        }
    }
    if (blank) return RowVerdict::neutral;
    for (std::size_t index = 0; index + 1 < cell.size(); ++index) {
        if (cell.find(cell[index], index + 1) != std::string_view::npos) return RowVerdict::neutral;
    }
    if (side > 9 && !letter && cell.size() < 3) return RowVerdict::neutral;
    return RowVerdict::marks_row;
}

RowVerdict judge_row(std::string_view text, std::optional<int> forced_side, SymbolSet symbols) {
    const std::vector<Token> cells = split_cells(text);
    const std::size_t count = cells.size();
    if (forced_side ? count != static_cast<std::size_t>(*forced_side) : !is_grid_side(count)) {
        return RowVerdict::not_marks;
    }
    RowVerdict verdict = RowVerdict::neutral;
    for (const Token& cell : cells) {
        const RowVerdict cell_verdict = judge_cell(cell.text, count, symbols);
        if (cell_verdict == RowVerdict::not_marks) return RowVerdict::not_marks;
        if (cell_verdict == RowVerdict::marks_row) verdict = RowVerdict::marks_row;
    }
    return verdict;
}

std::string grid_sides_text() {
    std::string text;
    for (std::size_t index = 0; index < kGridSides.size(); ++index) {
        if (index > 0) text += index + 1 == kGridSides.size() ? " or " : ", ";
        text += std::to_string(kGridSides[index]);
    }
    return text;
}

struct MarkCell {
    std::string text;
    std::size_t line = 0;
    std::size_t column = 0;
};

}  // namespace

bool starts_pencil_mark_grid(LineSource& source, const ReadOptions& options) {
    std::optional<int> forced_side;
    if (options.shape) forced_side = options.shape->side();
    // Quick no for the common one-line puzzle (with or without a label).
    const std::string_view first = source.peek()->text;
    const PuzzleRun run = find_puzzle_run(first);
    if (!run.has_bars && !is_rule_line(first, forced_side)) {
        const std::size_t whole =
            forced_side ? static_cast<std::size_t>(*forced_side * *forced_side) : 0;
        if (forced_side ? run.size() == whole : is_line_cell_count(run.size())) return false;
        if (trim(first).size() == run.size()) return false;
    }
    // Rows of solved cells may come first: look through the record's rows for marks.
    std::optional<std::size_t> row_length;
    std::size_t rows = 0;
    for (std::size_t ahead = 0;; ++ahead) {
        const SourceLine* line = source.peek(ahead);
        if (line == nullptr || is_blank_line(line->text)) return false;
        if (is_comment_line(line->text) || is_rule_line(line->text, forced_side)) {
            if (ahead > 64) return false;
            continue;
        }
        const RowVerdict verdict = judge_row(line->text, forced_side, options.symbols);
        if (verdict == RowVerdict::not_marks) return false;
        const std::size_t length = split_cells(line->text).size();
        if (row_length && *row_length != length) return false;
        if (verdict == RowVerdict::marks_row) return true;
        row_length = length;
        if (++rows >= length) return false;
    }
}

ParseResult parse_pencil_mark_record(LineSource& source, const ReadOptions& options) {
    const std::size_t record_line = source.peek()->number;
    std::optional<int> side;
    if (options.shape) side = options.shape->side();

    const auto broken = [&](std::size_t line, std::string message) -> ParseResult {
        skip_broken_record(source, std::nullopt);
        return ParseError{line, 0, std::move(message)};
    };

    std::vector<MarkCell> cells;
    std::string all_symbols;  // every mark of the record, to tell the symbol set
    std::size_t last_line = record_line;
    int rows = 0;
    while (!side || rows < *side) {
        const SourceLine* line = source.peek();
        if (line == nullptr || is_blank_line(line->text)) {
            if (!side) return broken(last_line, "expected a pencil-mark row after the rule line");
            return broken(last_line,
                          fmt::format("expected {} rows for a {}x{} pencil-mark grid, found {}",
                                      *side, *side, *side, rows));
        }
        last_line = line->number;
        if (is_comment_line(line->text) || is_rule_line(line->text, side)) {
            source.take();
            continue;
        }
        const std::vector<Token> row = split_cells(line->text);
        if (!side) {
            if (!is_grid_side(row.size())) {
                return broken(line->number,
                              fmt::format("expected a pencil-mark row of {} cells, found {}",
                                          grid_sides_text(), row.size()));
            }
            side = static_cast<int>(row.size());
        } else if (row.size() != static_cast<std::size_t>(*side)) {
            return broken(line->number,
                          fmt::format("expected {} cells in each row of a {}x{} pencil-mark "
                                      "grid, found {}",
                                      *side, *side, *side, row.size()));
        }
        for (const Token& token : row) {
            cells.push_back(MarkCell{std::string(token.text), line->number, token.column});
            all_symbols += token.text;
        }
        source.take();
        ++rows;
    }
    // The frame under the last band belongs to this grid.
    while (const SourceLine* line = source.peek()) {
        if (!is_rule_line(line->text, side)) break;
        source.take();
    }

    const Shape shape = options.shape ? *options.shape : *Shape::from_side(*side);
    const std::optional<SymbolSet> symbols = input_symbol_set(all_symbols, *side, options.symbols);
    if (!symbols) return ParseError{record_line, 0, ambiguous_symbols_message(*side)};
    const DecodeTable& table = decode_table(*symbols);

    Candidates marks(shape);
    Grid givens(shape);
    for (int cell = 0; cell < shape.cell_count(); ++cell) {
        const MarkCell& written = cells[static_cast<std::size_t>(cell)];
        DigitSet candidates;
        for (std::size_t index = 0; index < written.text.size(); ++index) {
            const char symbol = written.text[index];
            const int digit = table[static_cast<unsigned char>(symbol)];
            const std::size_t column = written.column + index;
            // A lone blank is a cell whose candidates have all gone.
            if (digit == 0 && written.text.size() == 1) break;
            if (digit == 0) {
                return ParseError{written.line, column,
                                  fmt::format("expected only candidates in a cell of several, "
                                              "found the blank {}",
                                              describe_character(symbol))};
            }
            if (digit < 0 || digit > shape.side()) {
                return ParseError{written.line, column,
                                  fmt::format("expected {}, found {}",
                                              expected_symbols_text(shape.side(), *symbols),
                                              describe_character(symbol))};
            }
            if (candidates.contains(digit)) {
                return ParseError{
                    written.line, column,
                    fmt::format("expected each candidate once in a cell, found {} twice",
                                describe_character(symbol))};
            }
            candidates.insert(digit);
        }
        marks[cell] = candidates;
        if (candidates.is_single()) givens.set(cell, candidates.lowest());
    }
    Puzzle puzzle(givens);
    puzzle.symbols = *symbols;
    puzzle.marks = marks;
    return puzzle;
}

}  // namespace sudokit::format_detail
