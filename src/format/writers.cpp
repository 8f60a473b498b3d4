// Writing grids: one line, the boxed forum layout, pencil marks.

#include <array>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "format/boxed_layout.hpp"
#include "format/symbols.hpp"
#include "sudokit/format.hpp"

namespace sudokit {

namespace {

// The blank to write: '0' would read back as the digit 1 under 0-9A-F.
char blank_symbol(char requested, SymbolSet symbols) {
    return (symbols == SymbolSet::zero_hex && requested == '0') ? '.' : requested;
}

std::string numbers_line(const Grid& grid) {
    return fmt::format("{}", fmt::join(grid.values(), " "));
}

// Each cell's text for the boxed layout: one symbol, or above 36x36 its number (0 a blank).
std::vector<std::string> single_symbol_cells(const Grid& grid, const WriteOptions& options) {
    const int side = grid.shape().side();
    const auto symbols = format_detail::single_character_symbols(side, options.symbols);
    std::vector<std::string> cells;
    cells.reserve(static_cast<std::size_t>(grid.size()));
    if (!symbols) {
        for (int cell = 0; cell < grid.size(); ++cell)
            cells.push_back(std::to_string(grid[cell]));
        return cells;
    }
    const char blank = blank_symbol(options.blank, *symbols);
    for (int cell = 0; cell < grid.size(); ++cell) {
        cells.emplace_back(1, grid.empty(cell) ? blank : digit_symbol(grid[cell], side, *symbols));
    }
    return cells;
}

// A cell's pencil marks: its symbols side by side, or above 36x36 its numbers joined by commas.
std::string marks_text(DigitSet digits, int side, std::optional<SymbolSet> symbols) {
    std::string marks;
    for (const int digit : digits) {
        if (symbols) {
            marks += digit_symbol(digit, side, *symbols);
        } else {
            if (!marks.empty()) marks += ',';
            marks += std::to_string(digit);
        }
    }
    return marks;
}

}  // namespace

std::string to_line(const Grid& grid, const WriteOptions& options) {
    const int side = grid.shape().side();
    const SymbolSet symbols = resolve_output_symbols(side, options.symbols);
    if (format_detail::symbol_set_capacity(symbols) < side) return numbers_line(grid);
    // Each value's symbol looked up once (0 the blank): batches write millions of lines.
    std::array<char, kMaxSize + 1> symbol_of_value{};
    symbol_of_value[0] = blank_symbol(options.blank, symbols);
    for (int digit = 1; digit <= side; ++digit)
        symbol_of_value[static_cast<std::size_t>(digit)] = digit_symbol(digit, side, symbols);
    std::string line(static_cast<std::size_t>(grid.size()), ' ');
    for (int cell = 0; cell < grid.size(); ++cell)
        line[static_cast<std::size_t>(cell)] =
            symbol_of_value[static_cast<std::size_t>(grid[cell])];
    return line;
}

std::string to_boxed(const Grid& grid, const WriteOptions& options) {
    return format_detail::boxed_layout(grid.shape(), single_symbol_cells(grid, options));
}

std::string to_pencilmarks(const Candidates& candidates, const WriteOptions& options) {
    const Shape& shape = candidates.shape();
    const int side = shape.side();
    const auto symbols = format_detail::single_character_symbols(side, options.symbols);
    std::vector<std::string> cells;
    cells.reserve(static_cast<std::size_t>(shape.cell_count()));
    for (int cell = 0; cell < shape.cell_count(); ++cell) {
        std::string marks = marks_text(candidates[cell], side, symbols);
        // No candidate left: a contradiction, shown as a blank rather than an empty gap.
        if (marks.empty()) marks += symbols ? blank_symbol(options.blank, *symbols) : '0';
        cells.push_back(std::move(marks));
    }
    return format_detail::boxed_layout(shape, cells);
}

}  // namespace sudokit
