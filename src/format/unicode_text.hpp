#pragma once

// Text that is not ASCII, made one byte per character for the parsers: grids drawn with
// box-drawing characters read as the ASCII ones they stand for, and every other character
// outside ASCII takes one placeholder byte, so that every count and column is in characters.

#include <cstddef>
#include <string>
#include <string_view>

namespace sudokit::format_detail {

// The byte that stands for a character outside ASCII the parsers do not read (an accented
// letter, an emoji, a byte that is not UTF-8): no symbol set holds it, and errors name the
// character itself (see describe_foreign_characters).
constexpr char kForeignCharacter = '\x7f';

// Whether every byte of `text` is ASCII: then it is read as it is.
bool is_ascii(std::string_view text);

// `text` with one byte per character: box-drawing lines (U+2500-U+257F) become '-', '|' or
// '+', the dots people write for empty cells (U+00B7 middle dot, U+2219, U+22C5, U+2022)
// become '.', full-width digits and letters their ASCII forms, a no-break space a space, and
// anything else outside ASCII kForeignCharacter.
std::string one_byte_per_character(std::string_view text);

// The `index`th character (0-based) of UTF-8 text, as its bytes; a byte that does not start
// a valid sequence is one character. Empty past the end.
std::string_view character_at(std::string_view text, std::size_t index);
// What follows the first `index` characters of UTF-8 text.
std::string_view after_characters(std::string_view text, std::size_t index);
// One character as character_at gives it, for an error message: "'é' (U+00E9)", or
// "byte 0xC3" for a byte that is not UTF-8.
std::string describe_written_character(std::string_view character);

}  // namespace sudokit::format_detail
