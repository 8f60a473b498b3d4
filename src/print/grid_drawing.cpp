#include "print/grid_drawing.hpp"

#include <algorithm>
#include <vector>

#include "print/text_drawing.hpp"
#include "sudokit/format.hpp"

namespace sudokit::print {

namespace {

// Digits fill about half the cell height: large enough to read at a glance, with
// room left for pencil marks around them.
constexpr double kDigitHeightShare = 0.52;
// Longer texts (a decimal "17") must also fit the cell's width with a margin.
constexpr double kTextWidthShare = 0.78;
// Height of DejaVu Sans's digits as a share of the font size.
constexpr double kDigitHeightPerFontSize = 0.729;

void stroke_line(cairo_t* cr, double x0, double y0, double x1, double y1, double width) {
    cairo_set_line_width(cr, width);
    cairo_move_to(cr, x0, y0);
    cairo_line_to(cr, x1, y1);
    cairo_stroke(cr);
}

// A jigsaw's lines: thin between cells of one region, thick between regions.
void draw_region_lines(cairo_t* cr, const Rect& lattice, const Geometry& houses,
                       const GridStrokes& strokes) {
    const Shape& shape = houses.shape();
    const int side = shape.side();
    const double cell = lattice.width / side;
    const std::vector<int> region = houses.house_index_map(HouseKind::region);
    const auto differ = [&](int a, int b) {
        return region[static_cast<std::size_t>(a)] != region[static_cast<std::size_t>(b)];
    };
    cairo_set_source_rgb(cr, 0, 0, 0);
    cairo_set_line_cap(cr, CAIRO_LINE_CAP_SQUARE);
    for (const bool thick : {false, true}) {
        for (int row = 0; row < side; ++row) {
            for (int col = 0; col < side; ++col) {
                const int here = shape.cell_at(row, col);
                const double x = lattice.x + col * cell, y = lattice.y + row * cell;
                if (col + 1 < side && differ(here, here + 1) == thick)
                    stroke_line(cr, x + cell, y, x + cell, y + cell,
                                thick ? strokes.thick : strokes.thin);
                if (row + 1 < side && differ(here, here + side) == thick)
                    stroke_line(cr, x, y + cell, x + cell, y + cell,
                                thick ? strokes.thick : strokes.thin);
            }
        }
    }
    cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT);
    cairo_set_line_join(cr, CAIRO_LINE_JOIN_MITER);
    cairo_set_line_width(cr, strokes.thick);
    cairo_rectangle(cr, lattice.x, lattice.y, lattice.width, lattice.height);
    cairo_stroke(cr);
}

// Diagonal cells shaded grey, windows tinted blue, under everything else.
void draw_shading(cairo_t* cr, const Rect& lattice, const Geometry& houses) {
    const Shape& shape = houses.shape();
    const double cell = lattice.width / shape.side();
    for (const House& house : houses.houses()) {
        if (house.kind == HouseKind::diagonal) {
            cairo_set_source_rgb(cr, 0.88, 0.88, 0.88);
        } else if (house.kind == HouseKind::window) {
            cairo_set_source_rgb(cr, 0.80, 0.88, 0.97);
        } else {
            continue;
        }
        for (int member : house.cells) {
            cairo_rectangle(cr, lattice.x + shape.col_of(member) * cell,
                            lattice.y + shape.row_of(member) * cell, cell, cell);
        }
        cairo_fill(cr);
    }
}

// Each Killer cage outlined by a dashed line inset from its cells' edges, the sum small in the
// top-left corner of its first cell (on white, breaking the line).
void draw_cages(cairo_t* cr, const Rect& lattice, const Geometry& houses, double thin) {
    const Shape& shape = houses.shape();
    const int side = shape.side();
    const double cell = lattice.width / side;
    const double inset = cell * 0.09;
    const std::vector<int> cage = houses.house_index_map(HouseKind::cage);
    // Whether (row, col) is a cell of cage `id`.
    const auto in_cage = [&](int row, int col, int id) {
        return row >= 0 && row < side && col >= 0 && col < side &&
               cage[static_cast<std::size_t>(shape.cell_at(row, col))] == id;
    };
    const double dashes[] = {cell * 0.07, cell * 0.05};
    cairo_set_source_rgb(cr, 0, 0, 0);
    cairo_set_line_width(cr, thin);
    cairo_set_dash(cr, dashes, 2, 0);
    // The four sides of a cell: the outward step, and the step along the side.
    constexpr int kSides[4][4] = {{-1, 0, 0, 1}, {0, 1, 1, 0}, {1, 0, 0, -1}, {0, -1, -1, 0}};
    for (int row = 0; row < side; ++row) {
        for (int col = 0; col < side; ++col) {
            const int id = cage[static_cast<std::size_t>(shape.cell_at(row, col))];
            if (id < 0) continue;
            const double centre_x = lattice.x + (col + 0.5) * cell;
            const double centre_y = lattice.y + (row + 0.5) * cell;
            for (const auto& s : kSides) {
                const int out_row = s[0], out_col = s[1], along_row = s[2], along_col = s[3];
                if (in_cage(row + out_row, col + out_col, id)) continue;
                // The line runs at `inset` inside this side; each end stops at the inset of a
                // boundary side there, runs on into a neighbour in the cage, or, where the
                // outline turns round a corner of the cage, stops one inset beyond.
                const double reach = cell / 2 - inset;
                double ends[2];
                for (int end = 0; end < 2; ++end) {
                    const int sign = end == 0 ? -1 : 1;
                    const int side_row = row + sign * along_row, side_col = col + sign * along_col;
                    if (!in_cage(side_row, side_col, id)) {
                        ends[end] = reach;
                    } else if (in_cage(side_row + out_row, side_col + out_col, id)) {
                        ends[end] = cell / 2 + inset;
                    } else {
                        ends[end] = cell / 2;
                    }
                }
                const double line_x = centre_x + out_col * reach,
                             line_y = centre_y + out_row * reach;
                cairo_move_to(cr, line_x - along_col * ends[0], line_y - along_row * ends[0]);
                cairo_line_to(cr, line_x + along_col * ends[1], line_y + along_row * ends[1]);
                cairo_stroke(cr);
            }
        }
    }
    cairo_set_dash(cr, nullptr, 0, 0);
    cairo_select_font_face(cr, kFontFamily, CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL);
    cairo_set_font_size(cr, cell * 0.22);
    for (const House& house : houses.houses()) {
        if (house.kind != HouseKind::cage || !house.sum) continue;
        const int first = house.cells.front();
        const std::string text = std::to_string(*house.sum);
        cairo_text_extents_t ink;
        cairo_text_extents(cr, text.c_str(), &ink);
        const double x = lattice.x + shape.col_of(first) * cell + inset * 0.6;
        const double y = lattice.y + shape.row_of(first) * cell + inset * 0.6;
        cairo_set_source_rgb(cr, 1, 1, 1);
        cairo_rectangle(cr, x, y, ink.x_advance + inset * 0.4, -ink.y_bearing + inset * 0.4);
        cairo_fill(cr);
        cairo_set_source_rgb(cr, 0, 0, 0);
        cairo_move_to(cr, x + inset * 0.2 - ink.x_bearing, y + inset * 0.2 - ink.y_bearing);
        cairo_show_text(cr, text.c_str());
    }
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

void draw_digits(cairo_t* cr, const Rect& lattice, const GridPicture& picture) {
    const Shape& shape = picture.givens.shape();
    const int side = shape.side();
    const double cell = lattice.width / side;
    for (int pass = 0; pass < 2; ++pass) {
        // Pass 0: the givens; pass 1: the digits only the solution has.
        const bool givens_pass = pass == 0;
        if (!givens_pass && picture.solution == nullptr) break;
        const bool bold = givens_pass && (picture.solution != nullptr || picture.bold_givens);
        cairo_select_font_face(cr, picture.font_family, CAIRO_FONT_SLANT_NORMAL,
                               bold ? CAIRO_FONT_WEIGHT_BOLD : CAIRO_FONT_WEIGHT_NORMAL);
        const double grey = givens_pass ? 0.0 : kSolvedDigitGrey;
        cairo_set_source_rgb(cr, grey, grey, grey);
        for (int index = 0; index < shape.cell_count(); ++index) {
            const int given = picture.givens[index];
            const int digit = givens_pass ? given : (given == 0 ? (*picture.solution)[index] : 0);
            if (digit == 0) continue;
            draw_cell_text(cr, cell_text(digit, side, picture.symbols),
                           lattice.x + (shape.col_of(index) + 0.5) * cell,
                           lattice.y + (shape.row_of(index) + 0.5) * cell, cell);
        }
    }
}

}  // namespace

GridStrokes grid_strokes(double cell_size) {
    return {std::clamp(cell_size * 0.02, 0.35, 0.8), std::clamp(cell_size * 0.06, 1.1, 2.6)};
}

void draw_cell_text(cairo_t* cr, const std::string& text, double centre_x, double centre_y,
                    double cell) {
    // Size from the font's digit height so that every cell uses the same size, shrunk only
    // for texts too wide for the cell.
    const double font_size = cell * kDigitHeightShare / kDigitHeightPerFontSize;
    cairo_set_font_size(cr, font_size);
    cairo_text_extents_t ink;
    cairo_text_extents(cr, text.c_str(), &ink);
    if (ink.width > cell * kTextWidthShare) {
        cairo_set_font_size(cr, font_size * cell * kTextWidthShare / ink.width);
    }
    draw_centred_text(cr, text, centre_x, centre_y);
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
    const Geometry* houses = picture.houses;
    if (houses != nullptr) draw_shading(cr, lattice, *houses);
    draw_digits(cr, lattice, picture);
    if (houses != nullptr && !houses->keeps_boxes()) {
        draw_region_lines(cr, lattice, *houses, strokes);
    } else {
        draw_lines(cr, lattice, shape, strokes);
    }
    if (houses != nullptr) draw_cages(cr, lattice, *houses, strokes.thin);
    cairo_restore(cr);
}

}  // namespace sudokit::print
