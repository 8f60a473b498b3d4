#pragma once

// Symbol sets on the way in and out: which character stands for which digit, which
// characters are blanks, and how the set of an input record is told when not forced.

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "sudokit/puzzle.hpp"

namespace sudokit::format_detail {

// Characters that mean an empty cell. '0' is one too, except under SymbolSet::zero_hex where
// it is the digit 1; 'x' (lower case) is always a blank, so a 25x25 letter grid writes X
// upper case.
inline constexpr std::string_view kBlankSymbols = ".0-_*?x";
inline constexpr std::string_view kNonZeroBlankSymbols = ".-_*?x";

constexpr bool is_blank_symbol(char symbol, SymbolSet symbols) {
    if (symbol == '0') return symbols != SymbolSet::zero_hex;
    return kNonZeroBlankSymbols.find(symbol) != std::string_view::npos;
}

// The digit 1..side a symbol stands for, 0 for a blank, nothing when the symbol has no
// meaning in that set at that side. `symbols` must not be automatic.
std::optional<int> decode_symbol(char symbol, int side, SymbolSet symbols);

// The same as a table for hot loops: per character the digit (any side), 0 for a blank, -1
// for a character that means nothing in the set.
using DecodeTable = std::array<std::int8_t, 256>;
const DecodeTable& decode_table(SymbolSet symbols);

// The largest side a set can write with one character per digit.
int symbol_set_capacity(SymbolSet symbols);

// "a digit 1-9 or a blank (. 0 - _ * ? x)": what a cell may hold, for error messages.
std::string expected_symbols_text(int side, SymbolSet symbols);

// "'Z'", or "byte 0xC3" for a character that is not printable ASCII.
std::string describe_character(char character);
// What describe_character says of kForeignCharacter (unicode_text.hpp): the reader puts the
// character as written in its place, from the line it was read on.
constexpr std::string_view kForeignCharacterText = "a character outside ASCII";

// The set a record of `side` uses, from all its cell characters: the forced set when there is
// one, digits up to 9x9, else detected (see docs/formats.md). Nothing when it cannot be told.
std::optional<SymbolSet> input_symbol_set(std::string_view cell_characters, int side,
                                          SymbolSet forced);

// Why the set of a record could not be told, and how to say it.
std::string ambiguous_symbols_message(int side);

// The set writers of one character a cell use: `symbols` resolved, or when that cannot write
// the side the first wider set that can (1-9A-Z to 35x35, 0-9A-Z for 36x36); none above 36.
std::optional<SymbolSet> single_character_symbols(int side, SymbolSet symbols);

// Names as the command line spells them: "digits", "1-9A", "0-9A", "letters", "auto".
std::string_view symbol_set_name(SymbolSet symbols);
std::optional<SymbolSet> symbol_set_from_name(std::string_view name);

}  // namespace sudokit::format_detail
