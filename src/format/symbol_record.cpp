#include "format/symbol_record.hpp"

#include <fmt/format.h>

#include "format/symbols.hpp"

namespace sudokit::format_detail {

std::variant<Puzzle, ParseError> decode_symbol_record(std::string_view characters,
                                                      const SymbolPlaces& places,
                                                      const Shape& shape, SymbolSet forced,
                                                      std::size_t record_line) {
    const int side = shape.side();
    const std::optional<SymbolSet> symbol_set = input_symbol_set(characters, side, forced);
    if (!symbol_set) return ParseError{record_line, 0, ambiguous_symbols_message(side)};

    const DecodeTable& table = decode_table(*symbol_set);
    Grid grid(shape);
    for (int cell = 0; cell < shape.cell_count(); ++cell) {
        const char symbol = characters[static_cast<std::size_t>(cell)];
        const int digit = table[static_cast<unsigned char>(symbol)];
        if (digit < 0 || digit > side) {
            const SymbolPosition where = places[static_cast<std::size_t>(cell)];
            return ParseError{
                where.line, where.column,
                fmt::format("expected {}, found {}", expected_symbols_text(side, *symbol_set),
                            describe_character(symbol))};
        }
        grid.set(cell, digit);
    }
    Puzzle puzzle(grid);
    puzzle.symbols = *symbol_set;
    return puzzle;
}

}  // namespace sudokit::format_detail
