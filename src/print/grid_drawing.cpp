#include "print/grid_drawing.hpp"

#include <algorithm>

#include "print/text_drawing.hpp"
#include "sudokit/format.hpp"

namespace sudokit::print {

namespace {

// Digits fill about half the cell height: large enough to read at a glance, with
// room left for pencil marks around them.
constexpr double kDigitHeightShare = 0.52;
// Longer texts (a decimal "17") must also fit the cell's width with a margin.
constexpr double kTextWidthShare = 0.78;
constexpr double kSolvedDigitGrey = 0.35;
// Height of DejaVu Sans's digits as a share of the font size.
constexpr double kDigitHeightPerFontSize = 0.729;

void stroke_line(cairo_t* cr, double x0, double y0, double x1, double y1, double width) {
    cairo_set_line_width(cr, width);
    cairo_move_to(cr, x0, y0);
    cairo_line_to(cr, x1, y1);
    cairo_stroke(cr);
}

void draw_lines(cairo_t* cr, const Rect& lattice, const Shape& shape, const GridStrokes& strokes) {
    const int side = shape.side();
    const double cell = lattice.width / side;
    cairo_set_source_rgb(cr, 0, 0, 0);
    cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT);
    // Thin lines first, so that the thick ones are drawn over the crossings.
    for (const bool thick : {false, true}) {
        for (int line = 1; line < side; ++line) {
            const double offset = line * cell;
            if ((line % shape.box_cols() == 0) == thick) {
                stroke_line(cr, lattice.x + offset, lattice.y, lattice.x + offset, lattice.bottom(),
                            thick ? strokes.thick : strokes.thin);
            }
            if ((line % shape.box_rows() == 0) == thick) {
                stroke_line(cr, lattice.x, lattice.y + offset, lattice.right(), lattice.y + offset,
                            thick ? strokes.thick : strokes.thin);
            }
        }
    }
    cairo_set_line_join(cr, CAIRO_LINE_JOIN_MITER);
    cairo_set_line_width(cr, strokes.thick);
    cairo_rectangle(cr, lattice.x, lattice.y, lattice.width, lattice.height);
    cairo_stroke(cr);
}

// Draws `text` with its ink centred on (centre_x, centre_y).
void draw_centred(cairo_t* cr, const std::string& text, double centre_x, double centre_y) {
    cairo_text_extents_t ink;
    cairo_text_extents(cr, text.c_str(), &ink);
    cairo_move_to(cr, centre_x - (ink.x_bearing + ink.width / 2),
                  centre_y - (ink.y_bearing + ink.height / 2));
    cairo_show_text(cr, text.c_str());
}

void draw_digits(cairo_t* cr, const Rect& lattice, const GridPicture& picture) {
    const Shape& shape = picture.givens.shape();
    const int side = shape.side();
    const double cell = lattice.width / side;
    for (int pass = 0; pass < 2; ++pass) {
        // Pass 0: the givens; pass 1: the digits only the solution has.
        const bool givens_pass = pass == 0;
        if (!givens_pass && picture.solution == nullptr) break;
        const bool bold = givens_pass && picture.solution != nullptr;
        cairo_select_font_face(cr, kFontFamily, CAIRO_FONT_SLANT_NORMAL,
                               bold ? CAIRO_FONT_WEIGHT_BOLD : CAIRO_FONT_WEIGHT_NORMAL);
        const double grey = givens_pass ? 0.0 : kSolvedDigitGrey;
        cairo_set_source_rgb(cr, grey, grey, grey);
        for (int index = 0; index < shape.cell_count(); ++index) {
            const int given = picture.givens[index];
            const int digit = givens_pass ? given : (given == 0 ? (*picture.solution)[index] : 0);
            if (digit == 0) continue;
            const std::string text = cell_text(digit, side, picture.symbols);
            // Size from the font's digit height so that every cell uses the same size,
            // shrunk only for texts too wide for the cell.
            const double font_size = cell * kDigitHeightShare / kDigitHeightPerFontSize;
            cairo_set_font_size(cr, font_size);
            cairo_text_extents_t ink;
            cairo_text_extents(cr, text.c_str(), &ink);
            if (ink.width > cell * kTextWidthShare) {
                cairo_set_font_size(cr, font_size * cell * kTextWidthShare / ink.width);
            }
            draw_centred(cr, text, lattice.x + (shape.col_of(index) + 0.5) * cell,
                         lattice.y + (shape.row_of(index) + 0.5) * cell);
        }
    }
}

}  // namespace

GridStrokes grid_strokes(double cell_size) {
    return {std::clamp(cell_size * 0.02, 0.35, 0.8), std::clamp(cell_size * 0.06, 1.1, 2.6)};
}

std::string cell_text(int digit, int side, SymbolSet symbols) {
    const char symbol = digit_symbol(digit, side, resolve_output_symbols(side, symbols));
    if (symbol == '\0') return std::to_string(digit);
    return std::string(1, symbol);
}

void draw_grid(cairo_t* cr, const Rect& square, const GridPicture& picture) {
    const Shape& shape = picture.givens.shape();
    // The lattice is inset by half the border so that the border's ink stays in `square`.
    const GridStrokes first_guess = grid_strokes(square.width / shape.side());
    const double inset = first_guess.thick / 2;
    const Rect lattice{square.x + inset, square.y + inset, square.width - 2 * inset,
                       square.height - 2 * inset};
    const GridStrokes strokes = grid_strokes(lattice.width / shape.side());
    cairo_save(cr);
    draw_digits(cr, lattice, picture);
    draw_lines(cr, lattice, shape, strokes);
    cairo_restore(cr);
}

}  // namespace sudokit::print
