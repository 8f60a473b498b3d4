#include "print/text_drawing.hpp"

#include <cstdint>
#include <string>

namespace sudokit::print {

namespace {

constexpr std::string_view kEllipsis = "\u2026";

void select_style(cairo_t* cr, const TextStyle& style) {
    cairo_select_font_face(cr, kFontFamily, CAIRO_FONT_SLANT_NORMAL,
                           style.bold ? CAIRO_FONT_WEIGHT_BOLD : CAIRO_FONT_WEIGHT_NORMAL);
    cairo_set_font_size(cr, style.size);
    cairo_set_source_rgb(cr, style.grey, style.grey, style.grey);
}

// Length of the UTF-8 sequence that starts at `text[at]`, or 0 when it is malformed
// (overlong forms and surrogates included, which Cairo also rejects).
std::size_t utf8_sequence_length(std::string_view text, std::size_t at) {
    const auto byte = [&](std::size_t i) { return static_cast<unsigned char>(text[i]); };
    const unsigned char lead = byte(at);
    if (lead < 0x80) return 1;
    std::size_t length = 0;
    std::uint32_t code = 0;
    if ((lead & 0xE0) == 0xC0) {
        length = 2;
        code = lead & 0x1F;
    } else if ((lead & 0xF0) == 0xE0) {
        length = 3;
        code = lead & 0x0F;
    } else if ((lead & 0xF8) == 0xF0) {
        length = 4;
        code = lead & 0x07;
    } else {
        return 0;
    }
    if (at + length > text.size()) return 0;
    for (std::size_t i = 1; i < length; ++i) {
        if ((byte(at + i) & 0xC0) != 0x80) return 0;
        code = (code << 6) | (byte(at + i) & 0x3F);
    }
    constexpr std::uint32_t kSmallestOf[] = {0, 0, 0x80, 0x800, 0x10000};
    if (code < kSmallestOf[length] || code > 0x10FFFF) return 0;
    if (code >= 0xD800 && code <= 0xDFFF) return 0;
    return length;
}

// Removes the last UTF-8 character: its continuation bytes, then its lead byte.
void drop_last_character(std::string& text) {
    while (!text.empty() && (static_cast<unsigned char>(text.back()) & 0xC0) == 0x80)
        text.pop_back();
    if (!text.empty()) text.pop_back();
}

}  // namespace

std::string printable_text(std::string_view raw) {
    std::string text;
    text.reserve(raw.size());
    for (std::size_t at = 0; at < raw.size();) {
        const std::size_t length = utf8_sequence_length(raw, at);
        if (length == 0) {
            text += '?';
            ++at;
            continue;
        }
        const unsigned char first = static_cast<unsigned char>(raw[at]);
        if (length == 1 && (first < 0x20 || first == 0x7F)) {
            text += ' ';
        } else {
            text.append(raw.substr(at, length));
        }
        at += length;
    }
    return text;
}

double text_width(cairo_t* cr, std::string_view text, const TextStyle& style) {
    cairo_save(cr);
    select_style(cr, style);
    cairo_text_extents_t extents;
    const std::string zero_terminated(text);
    cairo_text_extents(cr, zero_terminated.c_str(), &extents);
    cairo_restore(cr);
    return extents.x_advance;
}

std::string fit_text(cairo_t* cr, std::string_view text, double width, const TextStyle& style) {
    if (text_width(cr, text, style) <= width) return std::string(text);
    // Drop whole characters from the end until the rest and the ellipsis fit.
    std::string kept(text);
    while (!kept.empty()) {
        drop_last_character(kept);
        while (!kept.empty() && kept.back() == ' ')
            kept.pop_back();
        const std::string candidate = kept + std::string(kEllipsis);
        if (text_width(cr, candidate, style) <= width) return candidate;
    }
    const std::string ellipsis(kEllipsis);
    return text_width(cr, ellipsis, style) <= width ? ellipsis : std::string();
}

void draw_centred_text(cairo_t* cr, const std::string& text, double centre_x, double centre_y) {
    cairo_text_extents_t ink;
    cairo_text_extents(cr, text.c_str(), &ink);
    cairo_move_to(cr, centre_x - (ink.x_bearing + ink.width / 2),
                  centre_y - (ink.y_bearing + ink.height / 2));
    cairo_show_text(cr, text.c_str());
}

double draw_text_line(cairo_t* cr, std::string_view text, const Rect& box, const TextStyle& style,
                      TextAlign align) {
    const std::string fitted = fit_text(cr, text, box.width, style);
    if (fitted.empty()) return 0;
    const double width = text_width(cr, fitted, style);
    cairo_save(cr);
    select_style(cr, style);
    cairo_font_extents_t font;
    cairo_font_extents(cr, &font);
    double x = box.x;
    if (align == TextAlign::centre) x = box.x + (box.width - width) / 2;
    if (align == TextAlign::right) x = box.right() - width;
    const double baseline = box.y + (box.height + font.ascent - font.descent) / 2;
    cairo_move_to(cr, x, baseline);
    cairo_show_text(cr, fitted.c_str());
    cairo_restore(cr);
    return width;
}

}  // namespace sudokit::print
