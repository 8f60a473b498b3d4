#include "format/unicode_text.hpp"

#include <algorithm>
#include <cstdint>

#include <fmt/format.h>

namespace sudokit::format_detail {

namespace {

// The length of the UTF-8 sequence starting at `text[at]` and its code point; a byte that
// does not start a well-formed sequence is a sequence of one, code point 0xFFFD.
struct Decoded {
    std::size_t length = 1;
    char32_t code = 0xFFFD;
};

Decoded decode_at(std::string_view text, std::size_t at) {
    const auto byte = [&](std::size_t offset) {
        return static_cast<unsigned char>(text[at + offset]);
    };
    const unsigned char lead = byte(0);
    if (lead < 0x80) return {1, lead};
    std::size_t length = 0;
    char32_t code = 0;
    if (lead >= 0xC2 && lead <= 0xDF) {
        length = 2;
        code = lead & 0x1Fu;
    } else if (lead >= 0xE0 && lead <= 0xEF) {
        length = 3;
        code = lead & 0x0Fu;
    } else if (lead >= 0xF0 && lead <= 0xF4) {
        length = 4;
        code = lead & 0x07u;
    } else {
        return {};
    }
    if (at + length > text.size()) return {};
    for (std::size_t offset = 1; offset < length; ++offset) {
        if ((byte(offset) & 0xC0u) != 0x80u) return {};
        code = (code << 6) | (byte(offset) & 0x3Fu);
    }
    // Overlong forms, surrogates and code points past U+10FFFF are not well formed.
    const char32_t smallest[] = {0, 0, 0x80, 0x800, 0x10000};
    if (code < smallest[length] || (code >= 0xD800 && code <= 0xDFFF) || code > 0x10FFFF) {
        return {};
    }
    return {length, code};
}

// The ASCII character a box-drawing character stands for in a grid.
char box_drawing_stand_in(char32_t code) {
    switch (code) {
        // Horizontal lines: light, heavy, double, dashed.
        case 0x2500:
        case 0x2501:
        case 0x2504:
        case 0x2505:
        case 0x2508:
        case 0x2509:
        case 0x254C:
        case 0x254D:
        case 0x2550:
        case 0x2574:
        case 0x2576:
        case 0x2578:
        case 0x257A:
        case 0x257C:
        case 0x257E:
            return '-';
        // Vertical lines.
        case 0x2502:
        case 0x2503:
        case 0x2506:
        case 0x2507:
        case 0x250A:
        case 0x250B:
        case 0x254E:
        case 0x254F:
        case 0x2551:
        case 0x2575:
        case 0x2577:
        case 0x2579:
        case 0x257B:
        case 0x257D:
        case 0x257F:
            return '|';
        default:
            // Corners, tees, crosses and diagonals.
            return '+';
    }
}

char stand_in(char32_t code) {
    if (code >= 0x2500 && code <= 0x257F) return box_drawing_stand_in(code);
    switch (code) {
        case 0x00B7:  // middle dot
        case 0x2022:  // bullet
        case 0x2219:  // bullet operator
        case 0x22C5:  // dot operator
        case 0x30FB:  // katakana middle dot
            return '.';
        case 0x00A0:  // no-break space
        case 0x3000:  // ideographic space
            return ' ';
        default:
            break;
    }
    // Full-width ASCII (U+FF01-U+FF5E), as typed with some input methods.
    if (code >= 0xFF01 && code <= 0xFF5E) return static_cast<char>(code - 0xFF01 + 0x21);
    return kForeignCharacter;
}

}  // namespace

bool is_ascii(std::string_view text) {
    return std::all_of(text.begin(), text.end(),
                       [](char character) { return (character & 0x80) == 0; });
}

std::string one_byte_per_character(std::string_view text) {
    std::string result;
    result.reserve(text.size());
    for (std::size_t at = 0; at < text.size();) {
        const Decoded decoded = decode_at(text, at);
        result += decoded.code < 0x80 ? static_cast<char>(decoded.code) : stand_in(decoded.code);
        at += decoded.length;
    }
    return result;
}

std::string_view after_characters(std::string_view text, std::size_t index) {
    std::size_t at = 0;
    for (std::size_t passed = 0; passed < index && at < text.size(); ++passed)
        at += decode_at(text, at).length;
    return text.substr(std::min(at, text.size()));
}

std::string describe_written_character(std::string_view character) {
    if (character.empty()) return "nothing";
    const Decoded decoded = decode_at(character, 0);
    if (decoded.length == 1 && static_cast<unsigned char>(character[0]) >= 0x80) {
        return fmt::format("byte 0x{:02X}", static_cast<unsigned char>(character[0]));
    }
    return fmt::format("'{}' (U+{:04X})", character.substr(0, decoded.length),
                       static_cast<std::uint32_t>(decoded.code));
}

std::string_view character_at(std::string_view text, std::size_t index) {
    const std::string_view rest = after_characters(text, index);
    if (rest.empty()) return rest;
    return rest.substr(0, decode_at(rest, 0).length);
}

}  // namespace sudokit::format_detail
