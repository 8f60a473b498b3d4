// HoDoKu's library lines, ":code:candidates:puzzle:deleted:eliminations:placements:extra",
// e.g.
// ":0000:x:7.2.34.8.........2.8..51.74.......51..62.73..71.......68.95..3.5.........3.65.1.7:::".
// In the puzzle field a '+' before a digit marks one the solver placed, not a given (kept in
// Puzzle::placed, so a hint can name a wrong one); the
// deleted field lists candidates already struck out as "drc" words (digit, row, column).
// With either, the record is a position in the middle of a solve and keeps its pencil marks;
// as for a pencil-mark grid, its givens are then all the solved cells.

#include <fmt/format.h>

#include <vector>

#include "format/accepted_sizes.hpp"
#include "format/record_parsers.hpp"
#include "format/symbol_record.hpp"
#include "format/symbols.hpp"
#include "format/text_lines.hpp"

namespace sudokit::format_detail {

namespace {

struct Field {
    std::string_view text;
    std::size_t column = 0;  // 1-based
};

// The ':'-separated fields after the leading ':'.
std::vector<Field> hodoku_fields(std::string_view text) {
    std::vector<Field> fields;
    std::size_t start = text.find(':') + 1;
    while (true) {
        const std::size_t end = text.find(':', start);
        fields.push_back(
            Field{text.substr(start, end == std::string_view::npos ? text.npos : end - start),
                  start + 1});
        if (end == std::string_view::npos) break;
        start = end + 1;
    }
    return fields;
}

constexpr std::size_t kPuzzleField = 2;   // after the step code and its candidates
constexpr std::size_t kDeletedField = 3;  // candidates struck out

}  // namespace

bool is_hodoku_line(std::string_view text) {
    text = trim(text);
    if (!text.starts_with(':')) return false;
    const std::vector<Field> fields = hodoku_fields(text);
    return fields.size() > kDeletedField && !trim(fields[kPuzzleField].text).empty();
}

ParseResult parse_hodoku_record(LineSource& source, const ReadOptions& options) {
    const SourceLine line = source.take();
    const std::vector<Field> fields = hodoku_fields(line.text);
    if (fields.size() <= kDeletedField) {
        return ParseError{line.number, 0,
                          "expected a HoDoKu line, :code:candidates:puzzle:deleted:..."};
    }
    const Field& puzzle_field = fields[kPuzzleField];

    // The cells, each with its column; whether a '+' marked some digit as placed.
    std::string cells;
    std::vector<SymbolPosition> positions;
    std::vector<int> placed;  // the cells whose digit a '+' marked
    for (std::size_t index = 0; index < puzzle_field.text.size(); ++index) {
        const char character = puzzle_field.text[index];
        const std::size_t column = puzzle_field.column + index;
        if (character == '+') {
            const bool digit_follows =
                index + 1 < puzzle_field.text.size() && puzzle_field.text[index + 1] != '+' &&
                puzzle_field.text[index + 1] != '.' && puzzle_field.text[index + 1] != '0';
            if (!digit_follows) {
                return ParseError{line.number, column,
                                  "expected a digit after '+' (a digit the solver placed)"};
            }
            placed.push_back(static_cast<int>(cells.size()));
            continue;
        }
        if (is_space(character)) continue;
        cells += character;
        positions.push_back(SymbolPosition{line.number, column});
    }
    const std::optional<Shape> shape = options.shape || is_line_cell_count(cells.size())
                                           ? shape_for_cell_count(cells.size(), options.shape)
                                           : std::nullopt;
    if (!shape) {
        return ParseError{line.number, puzzle_field.column,
                          wrong_count_message("symbols", cells.size(), options.shape)};
    }
    ParseResult result = decode_symbol_record(cells, SymbolPlaces{line.number, 0, positions},
                                              *shape, options.symbols, line.number);
    auto* puzzle = std::get_if<Puzzle>(&result);
    if (puzzle == nullptr) return result;

    // Struck-out candidates: "drc" words, 9x9 only (HoDoKu's grids).
    std::vector<std::pair<int, int>> deleted;  // cell, digit
    const std::vector<Token> words = split_tokens(fields[kDeletedField].text);
    for (const Token& word : words) {
        const std::size_t column = fields[kDeletedField].column + word.column - 1;
        const bool well_formed = word.text.size() == 3 &&
                                 word.text.find_first_not_of("123456789") == std::string_view::npos;
        if (shape->side() != 9 || !well_formed) {
            return ParseError{line.number, column,
                              fmt::format("expected a deleted candidate as digit, row, column "
                                          "(\"519\": 5 from r1c9) on a 9x9 grid, found '{}'",
                                          word.text)};
        }
        const int digit = word.text[0] - '0';
        const int cell = (word.text[1] - '1') * 9 + (word.text[2] - '1');
        if (!puzzle->givens.empty(cell)) {
            return ParseError{line.number, column,
                              fmt::format("deleted candidate {} of r{}c{}, which holds a digit",
                                          digit, word.text[1], word.text[2])};
        }
        deleted.emplace_back(cell, digit);
    }

    puzzle->placed = placed;
    if (!placed.empty() || !deleted.empty()) {
        Candidates marks = Candidates::from_grid(puzzle->givens);
        for (const auto& [cell, digit] : deleted)
            marks[cell].erase(digit);
        // As for a pencil-mark grid, the givens are the solved cells, placed ones included.
        puzzle->marks = marks;
    }
    // The step code and what follows the deletions name the record; "0000:x" and empty
    // fields say nothing.
    std::string label;
    for (std::size_t index = 0; index < fields.size(); ++index) {
        if (index == kPuzzleField || index == kDeletedField) continue;
        const std::string_view text = trim(fields[index].text);
        if (text.empty() || (index == 0 && text == "0000") || (index == 1 && text == "x")) continue;
        std::string_view written = line.written_from(fields[index].column - 1);
        written = trim(written.substr(0, written.find(':')));
        if (!label.empty()) label += ' ';
        label += written;
    }
    puzzle->label = label;
    return result;
}

}  // namespace sudokit::format_detail
