#pragma once

#include <string>
#include <string_view>

#include <cairo.h>

#include "print/page_layout.hpp"

namespace sudokit::print {

// The face every text on a page uses; Debian's fonts-dejavu-core provides it.
inline constexpr const char* kFontFamily = "DejaVu Sans";

enum class TextAlign { left, centre, right };

struct TextStyle {
    double size = 10;  // points
    bool bold = false;
    double grey = 0;  // 0 black .. 1 white
};

// `raw` made safe for Cairo, which refuses (and then stops drawing altogether) on malformed
// UTF-8: bad bytes become '?', control characters spaces.
std::string printable_text(std::string_view raw);

// The advance width of `text` in `style` (text must be printable_text).
double text_width(cairo_t* cr, std::string_view text, const TextStyle& style);

// `text` cut at a character boundary and ended with an ellipsis so that it fits `width`;
// unchanged when it already fits, empty when not even the ellipsis does.
std::string fit_text(cairo_t* cr, std::string_view text, double width, const TextStyle& style);

// Draws `text` (printable_text) in the current font and colour with its ink centred on
// (centre_x, centre_y): digits sit in the middle of their cell whatever their bearings.
void draw_centred_text(cairo_t* cr, const std::string& text, double centre_x, double centre_y);

// Draws one line of text in `box`, vertically centred on its font's ascent and descent and
// shortened to the box's width. Returns the width drawn.
double draw_text_line(cairo_t* cr, std::string_view text, const Rect& box, const TextStyle& style,
                      TextAlign align);

}  // namespace sudokit::print
