#include "print/page_drawing.hpp"

#include <algorithm>

#include <fmt/format.h>

#include "print/grid_drawing.hpp"
#include "print/kakuro_drawing.hpp"
#include "print/kakuro_layout.hpp"
#include "print/text_drawing.hpp"

namespace sudokit::print {

namespace {

struct CaptionStyle {
    double height;  // band above the grid
    double font_size;
};

constexpr CaptionStyle kPuzzleCaption{16, 10};
constexpr CaptionStyle kSolutionCaption{12, 7.5};
constexpr double kHeadingHeight = 28;
constexpr double kHeadingFontSize = 16;
constexpr double kFooterHeight = 12;
constexpr double kFooterFontSize = 8;
constexpr double kFooterGrey = 0.4;
constexpr double kNoteGrey = 0.3;

CaptionStyle caption_style(PageKind kind) {
    return kind == PageKind::puzzles ? kPuzzleCaption : kSolutionCaption;
}

// "No. 7  label" on the left, the note (the rating) on the right; the label gives way first
// when space runs short.
void draw_caption(cairo_t* cr, const Rect& band, const PrintEntry& entry, double font_size) {
    // The caption sits just above the grid, not in the middle of its band.
    const Rect line{band.x, band.y, band.width, band.height * 0.85};
    const TextStyle number_style{font_size, true, 0};
    const TextStyle label_style{font_size, false, 0};
    const TextStyle note_style{font_size, false, kNoteGrey};
    const double spacing = font_size * 0.8;
    double note_width = 0;
    if (!entry.note.empty()) {
        note_width =
            draw_text_line(cr, printable_text(entry.note), line, note_style, TextAlign::right);
    }
    const double left_width = std::max(0.0, line.width - note_width - spacing);
    const double number_width =
        draw_text_line(cr, fmt::format("No. {}", entry.number),
                       {line.x, line.y, left_width, line.height}, number_style, TextAlign::left);
    if (entry.label.empty()) return;
    const double label_x = line.x + number_width + spacing;
    const double label_width = line.x + left_width - label_x;
    if (label_width <= 0) return;
    draw_text_line(cr, printable_text(entry.label), {label_x, line.y, label_width, line.height},
                   label_style, TextAlign::left);
}

// A Kakuro in its slot: the board as large as the slot allows, its caption as wide as it.
void draw_kakuro_slot(cairo_t* cr, const Slot& place, const PrintEntry& entry, PageKind kind,
                      double caption_font) {
    const kakuro::Puzzle& puzzle = *entry.kakuro->puzzle;
    const Rect board = kakuro_board_rect(place.grid, puzzle.rows(), puzzle.columns());
    draw_caption(cr, {board.x, place.caption.y, board.width, place.caption.height}, entry,
                 caption_font);
    KakuroPicture picture;
    picture.puzzle = &puzzle;
    if (kind == PageKind::solutions && entry.has_solution()) {
        picture.solution = &entry.kakuro->solution;
    }
    draw_kakuro(cr, board, picture);
}

}  // namespace

std::string page_heading(const PrintOptions& options, PageKind kind) {
    const std::string title = printable_text(options.title);
    if (kind == PageKind::puzzles) return title;
    return title.empty() ? std::string("Solutions") : fmt::format("{}: solutions", title);
}

PageFrame page_frame(const PrintOptions& options, PageKind kind, double grid_aspect) {
    PageFrame frame;
    frame.grid_aspect = grid_aspect;
    frame.paper = paper_size(options.paper, options.landscape);
    frame.heading_height = page_heading(options, kind).empty() ? 0 : kHeadingHeight;
    frame.footer_height = options.page_numbers ? kFooterHeight : 0;
    frame.caption_height = caption_style(kind).height;
    // Smaller solution grids sit closer together.
    frame.gap = kind == PageKind::puzzles ? 18 : 12;
    return frame;
}

void draw_page(cairo_t* cr, const PagePlan& page, const std::vector<PrintEntry>& entries,
               const PrintOptions& options, int page_number, int page_count) {
    const PageFrame frame = page_frame(options, page.kind, page.grid_aspect);
    const PageLayout layout = layout_page(frame, page.per_page);
    cairo_save(cr);
    cairo_set_source_rgb(cr, 1, 1, 1);
    cairo_paint(cr);
    const std::string heading = page_heading(options, page.kind);
    if (!heading.empty()) {
        draw_text_line(cr, heading, layout.heading, {kHeadingFontSize, true, 0}, TextAlign::centre);
    }
    for (std::size_t slot = 0; slot < page.entries.size() && slot < layout.slots.size(); ++slot) {
        const PrintEntry& entry = entries.at(page.entries[slot]);
        const Slot& place = layout.slots[slot];
        const double caption_font = caption_style(page.kind).font_size;
        if (entry.kakuro) {
            draw_kakuro_slot(cr, place, entry, page.kind, caption_font);
            continue;
        }
        draw_caption(cr, place.caption, entry, caption_font);
        GridPicture picture;
        picture.givens = entry.givens;
        picture.symbols = entry.symbols;
        picture.houses = entry.houses.get();
        picture.font_family = options.digit_font_family.c_str();
        if (page.kind == PageKind::solutions && entry.solution) picture.solution = &*entry.solution;
        draw_grid(cr, place.grid, picture);
    }
    if (options.page_numbers) {
        draw_text_line(cr, fmt::format("Page {} of {}", page_number, page_count), layout.footer,
                       {kFooterFontSize, false, kFooterGrey}, TextAlign::centre);
    }
    cairo_restore(cr);
}

}  // namespace sudokit::print
