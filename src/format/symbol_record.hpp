#pragma once

// The cell characters of a symbol-based record (line, grid) decoded into a puzzle, in one
// place for every such record kind, with the position of each character for errors.

#include <cstddef>
#include <span>
#include <string_view>
#include <variant>

#include "sudokit/format.hpp"

namespace sudokit::format_detail {

struct SymbolPosition {
    std::size_t line = 0;    // 1-based
    std::size_t column = 0;  // 1-based
};

// Where each character of a record was written: listed one by one, or, for a one-line record,
// consecutive columns from `first_column` on `line` (no list to build on the hot path).
struct SymbolPlaces {
    std::size_t line = 0;
    std::size_t first_column = 0;
    std::span<const SymbolPosition> positions;

    SymbolPosition operator[](std::size_t index) const {
        if (!positions.empty()) return positions[index];
        return SymbolPosition{line, first_column + index};
    }
};

// Decodes one character per cell (there must be shape.cell_count() of them) in the forced or
// detected symbol set. An ambiguous set is reported at `record_line`, column 0.
std::variant<Puzzle, ParseError> decode_symbol_record(std::string_view characters,
                                                      const SymbolPlaces& places,
                                                      const Shape& shape, SymbolSet forced,
                                                      std::size_t record_line);

}  // namespace sudokit::format_detail
