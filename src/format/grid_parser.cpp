// A grid: N rows of N symbols, with or without separators (| + spaces) and rule lines between
// bands; grids in one file are separated by a blank line.

#include <string>
#include <vector>

#include <fmt/format.h>

#include "format/accepted_sizes.hpp"
#include "format/record_parsers.hpp"
#include "format/symbol_record.hpp"
#include "format/text_lines.hpp"

namespace sudokit::format_detail {

namespace {

// "4, 6, 8, 9, 10, 12, 16, 20 or 25"
std::string grid_sides_text() {
    std::string text;
    for (std::size_t index = 0; index < kGridSides.size(); ++index) {
        if (index > 0) text += index + 1 == kGridSides.size() ? " or " : ", ";
        text += std::to_string(kGridSides[index]);
    }
    return text;
}

void append_cell_symbols(const SourceLine& line, std::string& characters,
                         std::vector<SymbolPosition>& positions) {
    for (std::size_t position = 0; position < line.text.size(); ++position) {
        const char character = line.text[position];
        if (!is_cell_separator(character)) {
            characters.push_back(character);
            positions.push_back(SymbolPosition{line.number, position + 1});
        }
    }
}

}  // namespace

ParseResult parse_grid_record(LineSource& source, const ReadOptions& options) {
    const std::size_t record_line = source.peek()->number;
    std::optional<int> side;
    if (options.shape) side = options.shape->side();

    // The layout broke: report it, then drop the rest of the record.
    const auto broken = [&](std::size_t line, std::string message) -> ParseResult {
        skip_broken_record(source, side);
        return ParseError{line, 0, std::move(message)};
    };

    std::string characters;
    std::vector<SymbolPosition> positions;
    std::size_t last_line = record_line;  // the last line that belonged to the grid
    int rows = 0;
    while (!side || rows < *side) {
        const SourceLine* line = source.peek();
        // Before the first row, only a blank line can end the grid: that row may be as long
        // as a one-line 4x4 puzzle.
        const bool ends = line == nullptr || (side ? ends_multi_line_record(line->text, side)
                                                   : is_blank_line(line->text));
        if (ends) {
            if (!side) return broken(last_line, "expected a grid row after the rule line");
            return broken(last_line, fmt::format("expected {} rows for a {}x{} grid, found {}",
                                                 *side, *side, *side, rows));
        }
        last_line = line->number;
        if (is_comment_line(line->text) || is_rule_line(line->text, side)) {
            source.take();
            continue;
        }
        const std::size_t count = count_cell_symbols(line->text);
        if (!side) {
            if (!is_grid_side(count)) {
                return broken(line->number,
                              fmt::format("expected a grid row of {} symbols, found {}",
                                          grid_sides_text(), count));
            }
            side = static_cast<int>(count);
        } else if (count != static_cast<std::size_t>(*side)) {
            return broken(line->number,
                          fmt::format("expected {} symbols in each row of a {}x{} grid, found {}",
                                      *side, *side, *side, count));
        }
        append_cell_symbols(*line, characters, positions);
        source.take();
        ++rows;
    }
    // The frame under the last band belongs to this grid.
    while (const SourceLine* line = source.peek()) {
        if (!is_rule_line(line->text, side)) break;
        source.take();
    }
    const Shape shape = options.shape ? *options.shape : *Shape::from_side(*side);
    return decode_symbol_record(characters, SymbolPlaces{0, 0, positions}, shape, options.symbols,
                                record_line);
}

}  // namespace sudokit::format_detail
