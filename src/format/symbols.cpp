#include "format/symbols.hpp"

#include "format/unicode_text.hpp"

#include <algorithm>
#include <array>

#include <fmt/format.h>

#include "sudokit/format.hpp"

namespace sudokit::format_detail {

namespace {

constexpr char to_upper_letter(char symbol) {
    return (symbol >= 'a' && symbol <= 'z') ? static_cast<char>(symbol - 'a' + 'A') : symbol;
}

constexpr bool is_digit_char(char symbol) {
    return symbol >= '0' && symbol <= '9';
}
constexpr bool is_upper_letter(char symbol) {
    return symbol >= 'A' && symbol <= 'Z';
}

// The symbol of `digit` in a set, ignoring the side: '\0' beyond the set's capacity.
char symbol_of(int digit, SymbolSet symbols) {
    if (digit < 1 || digit > symbol_set_capacity(symbols)) return '\0';
    switch (symbols) {
        case SymbolSet::automatic:
        case SymbolSet::digits:
        case SymbolSet::digits_letters:
            return static_cast<char>(digit <= 9 ? '0' + digit : 'A' + (digit - 10));
        case SymbolSet::zero_hex:
            return static_cast<char>(digit <= 10 ? '0' + (digit - 1) : 'A' + (digit - 11));
        case SymbolSet::letters:
            return static_cast<char>('A' + (digit - 1));
    }
    return '\0';
}

// "1-9", "1-9A", "1-9A-G", "0-9A-F", "A-P": the symbols of the digits 1..side.
std::string symbol_range_text(int side, SymbolSet symbols) {
    const char first = symbol_of(1, symbols);
    const char last = symbol_of(side, symbols);
    if (symbols == SymbolSet::letters) return fmt::format("{}-{}", first, last);
    const int digit_count = symbols == SymbolSet::zero_hex ? 10 : 9;
    if (side <= digit_count) return fmt::format("{}-{}", first, last);
    const char nine = symbol_of(digit_count, symbols);
    if (side == digit_count + 1) return fmt::format("{}-{}{}", first, nine, last);
    return fmt::format("{}-{}A-{}", first, nine, last);
}

}  // namespace

namespace {

constexpr DecodeTable make_decode_table(SymbolSet symbols) {
    DecodeTable table{};
    for (int code = 0; code < 256; ++code) {
        const auto symbol = static_cast<char>(code);
        const char upper = to_upper_letter(symbol);
        int digit = -1;
        switch (symbols) {
            case SymbolSet::automatic:
            case SymbolSet::digits:
                if (is_digit_char(upper)) digit = upper - '0';
                break;
            case SymbolSet::digits_letters:
                if (is_digit_char(upper)) digit = upper - '0';
                if (is_upper_letter(upper)) digit = upper - 'A' + 10;
                break;
            case SymbolSet::zero_hex:
                if (is_digit_char(upper)) digit = upper - '0' + 1;
                if (is_upper_letter(upper)) digit = upper - 'A' + 11;
                break;
            case SymbolSet::letters:
                if (is_upper_letter(upper)) digit = upper - 'A' + 1;
                break;
        }
        if (digit == 0) digit = -1;  // '0' is a digit only in 0-9A-F, where it is 1
        if (is_blank_symbol(symbol, symbols)) digit = 0;
        table[static_cast<std::size_t>(code)] = static_cast<std::int8_t>(digit);
    }
    return table;
}

constexpr std::array<DecodeTable, 5> kDecodeTables = {
    make_decode_table(SymbolSet::automatic), make_decode_table(SymbolSet::digits),
    make_decode_table(SymbolSet::digits_letters), make_decode_table(SymbolSet::zero_hex),
    make_decode_table(SymbolSet::letters)};

}  // namespace

const DecodeTable& decode_table(SymbolSet symbols) {
    return kDecodeTables[static_cast<std::size_t>(symbols)];
}

std::optional<int> decode_symbol(char symbol, int side, SymbolSet symbols) {
    const int digit = decode_table(symbols)[static_cast<unsigned char>(symbol)];
    if (digit < 0 || digit > side) return std::nullopt;
    return digit;
}

int symbol_set_capacity(SymbolSet symbols) {
    switch (symbols) {
        case SymbolSet::automatic:
        case SymbolSet::digits_letters:
            return 9 + 26;
        case SymbolSet::digits:
            return 9;
        case SymbolSet::zero_hex:
            return 10 + 26;
        case SymbolSet::letters:
            return 26;
    }
    return 0;
}

std::string expected_symbols_text(int side, SymbolSet symbols) {
    const bool only_digits = symbols == SymbolSet::digits ||
                             (symbols == SymbolSet::digits_letters && side <= 9) ||
                             (symbols == SymbolSet::zero_hex && side <= 10);
    const std::string_view kind = symbols == SymbolSet::letters ? "a letter"
                                  : only_digits                 ? "a digit"
                                                                : "a symbol";
    const int shown_side = std::min(side, symbol_set_capacity(symbols));
    const std::string_view blanks =
        symbols == SymbolSet::zero_hex ? ". - _ * ? x" : ". 0 - _ * ? x";
    return fmt::format("{} {} or a blank ({})", kind, symbol_range_text(shown_side, symbols),
                       blanks);
}

std::string describe_character(char character) {
    const auto code = static_cast<unsigned char>(character);
    if (code >= 0x21 && code <= 0x7e) return fmt::format("'{}'", character);
    if (character == ' ') return "a space";
    if (character == '\t') return "a tab";
    if (character == kForeignCharacter) return std::string(kForeignCharacterText);
    return fmt::format("byte 0x{:02X}", code);
}

std::optional<SymbolSet> input_symbol_set(std::string_view cell_characters, int side,
                                          SymbolSet forced) {
    if (forced != SymbolSet::automatic) return forced;
    if (side <= 9) return SymbolSet::digits;

    bool has_digit = false;        // 1-9
    bool has_zero = false;         // 0: a blank, or the digit 1 of 0-9A-F
    bool has_other_blank = false;  // . - _ * ? x
    char highest_letter = '\0';
    for (const char symbol : cell_characters) {
        if (symbol >= '1' && symbol <= '9') has_digit = true;
        if (symbol == '0') has_zero = true;
        if (is_blank_symbol(symbol, SymbolSet::zero_hex)) has_other_blank = true;
        const char upper = to_upper_letter(symbol);
        if (symbol != 'x' && is_upper_letter(upper)) {
            highest_letter = std::max(highest_letter, upper);
        }
    }
    // 1-9A-Z has 35 symbols: a 36x36 written one character a cell is 0-9A-Z.
    if (side > symbol_set_capacity(SymbolSet::digits_letters)) return SymbolSet::zero_hex;
    // Letter grids (A = 1) have no digits; digit-letter and hex grids almost always do.
    if (!has_digit) return highest_letter != '\0' ? SymbolSet::letters : SymbolSet::digits_letters;
    // Only 16x16 has the 0-9A-F convention; elsewhere digits mean 1-9A-...
    if (side != 16) return SymbolSet::digits_letters;
    // G is the digit 16 in 1-9A-G and does not exist in 0-9A-F.
    if (highest_letter > symbol_of(side, SymbolSet::zero_hex)) return SymbolSet::digits_letters;
    // A 0 next to other blanks is a digit, not a second way of writing a blank.
    if (has_zero && has_other_blank) return SymbolSet::zero_hex;
    return std::nullopt;
}

std::string ambiguous_symbols_message(int side) {
    return fmt::format(
        "cannot tell the symbols of this {0}x{0} puzzle: digits with no letter above {1} fit "
        "both {2} and {3}; pass --symbols 1-9A or --symbols 0-9A",
        side, symbol_of(side, SymbolSet::zero_hex),
        symbol_range_text(side, SymbolSet::digits_letters),
        symbol_range_text(side, SymbolSet::zero_hex));
}

std::optional<SymbolSet> single_character_symbols(int side, SymbolSet symbols) {
    const SymbolSet resolved = resolve_output_symbols(side, symbols);
    if (symbol_set_capacity(resolved) >= side) return resolved;
    for (const SymbolSet wider : {SymbolSet::digits_letters, SymbolSet::zero_hex}) {
        if (symbol_set_capacity(wider) >= side) return wider;
    }
    return std::nullopt;
}

namespace {

struct SymbolSetName {
    SymbolSet symbols;
    std::string_view name;
};

constexpr std::array<SymbolSetName, 5> kSymbolSetNames = {{
    {SymbolSet::automatic, "auto"},
    {SymbolSet::digits, "digits"},
    {SymbolSet::digits_letters, "1-9A"},
    {SymbolSet::zero_hex, "0-9A"},
    {SymbolSet::letters, "letters"},
}};

}  // namespace

std::string_view symbol_set_name(SymbolSet symbols) {
    for (const auto& entry : kSymbolSetNames) {
        if (entry.symbols == symbols) return entry.name;
    }
    return "auto";
}

std::optional<SymbolSet> symbol_set_from_name(std::string_view name) {
    for (const auto& entry : kSymbolSetNames) {
        if (entry.name == name) return entry.symbols;
    }
    return std::nullopt;
}

}  // namespace sudokit::format_detail

namespace sudokit {

SymbolSet resolve_output_symbols(int side, SymbolSet symbols) {
    if (symbols != SymbolSet::automatic) return symbols;
    // Up to 35x35 1-9A-Z; 36x36 0-9A-Z, the one set with 36 symbols; larger grids numbers.
    if (side <= 9) return SymbolSet::digits;
    if (side <= format_detail::symbol_set_capacity(SymbolSet::digits_letters)) {
        return SymbolSet::digits_letters;
    }
    if (side <= format_detail::symbol_set_capacity(SymbolSet::zero_hex)) return SymbolSet::zero_hex;
    return SymbolSet::digits;
}

std::string digit_word(int digit, int side, SymbolSet symbols) {
    const bool writes_symbols = symbols == SymbolSet::digits_letters ||
                                symbols == SymbolSet::zero_hex || symbols == SymbolSet::letters;
    const char symbol = writes_symbols ? digit_symbol(digit, side, symbols) : '\0';
    return symbol != '\0' ? std::string(1, symbol) : std::to_string(digit);
}

char digit_symbol(int digit, int side, SymbolSet symbols) {
    const SymbolSet resolved = resolve_output_symbols(side, symbols);
    if (digit > side) return '\0';
    return format_detail::symbol_of(digit, resolved);
}

}  // namespace sudokit
