#include "print/kakuro_drawing.hpp"

#include <algorithm>
#include <string>

#include "print/grid_drawing.hpp"
#include "print/text_drawing.hpp"

namespace sudokit::print {

namespace {

using kakuro::Direction;
using Kind = kakuro::Square::Kind;

// Dark enough to read as "no square here", light enough that the lines between blocks show.
constexpr double kBlockGrey = 0.25;
// Tells clue squares from white ones without drowning their sums.
constexpr double kClueGrey = 0.86;
// Between a sum's ink and the diagonal (along a side), and between it and the square's edges,
// as shares of the square: room for the lines' ink and a little white around the digits.
constexpr double kDiagonalClearance = 0.08;
constexpr double kEdgeMargin = 0.07;

// The squares of a board: their size and the top-left corner of the first.
struct Lattice {
    double x = 0;
    double y = 0;
    double cell = 0;
    int rows = 0;
    int columns = 0;

    double left(int column) const { return x + column * cell; }
    double top(int row) const { return y + row * cell; }
};

// Where a sum's ink is centred in its square, in shares of the square's side from its
// top-left corner, for ink `width` x `height` (shares too): the down sum on the axis of the
// lower-left triangle (x + y = 1) with its ink's top-right corner one clearance below the
// diagonal, as far from the corner as it may go; the across sum mirrored above the diagonal.
struct SumPlace {
    double x = 0;
    double y = 0;
};
SumPlace sum_place(Direction direction, double width, double height) {
    const double along = (1 - kDiagonalClearance - (width + height) / 2) / 2;
    if (direction == Direction::down) return {along, 1 - along};
    return {1 - along, along};
}

// How far a sum's ink reaches towards the square's edges and the diagonal, in shares of the
// square, measured against what the triangle leaves: above 1 means it does not fit.
double sum_crowding(double width, double height) {
    const double room = 1 - kDiagonalClearance - 2 * kEdgeMargin;
    // From sum_place: the box's left (or bottom) edge meets the margin when these reach `room`.
    return std::max(1.5 * width + 0.5 * height, 0.5 * width + 1.5 * height) / room;
}

void fill_squares(cairo_t* cr, const Lattice& lattice, const kakuro::Puzzle& puzzle, Kind kind,
                  double grey) {
    for (int row = 0; row < lattice.rows; ++row) {
        for (int column = 0; column < lattice.columns; ++column) {
            if (puzzle.square(row, column).kind != kind) continue;
            cairo_rectangle(cr, lattice.left(column), lattice.top(row), lattice.cell, lattice.cell);
        }
    }
    cairo_set_source_rgb(cr, grey, grey, grey);
    cairo_fill(cr);
}

void draw_diagonals(cairo_t* cr, const Lattice& lattice, const kakuro::Puzzle& puzzle,
                    double width) {
    for (int row = 0; row < lattice.rows; ++row) {
        for (int column = 0; column < lattice.columns; ++column) {
            if (puzzle.square(row, column).kind != Kind::clue) continue;
            cairo_move_to(cr, lattice.left(column), lattice.top(row));
            cairo_line_to(cr, lattice.left(column + 1), lattice.top(row + 1));
        }
    }
    cairo_set_source_rgb(cr, 0, 0, 0);
    cairo_set_line_width(cr, width);
    cairo_stroke(cr);
}

// Thin lines between all squares (over the blocks too, so that a run of blocks still shows
// how many squares it spans), then the border, thick.
void draw_lines(cairo_t* cr, const Lattice& lattice, const GridStrokes& strokes) {
    const double right = lattice.left(lattice.columns);
    const double bottom = lattice.top(lattice.rows);
    for (int row = 1; row < lattice.rows; ++row) {
        cairo_move_to(cr, lattice.x, lattice.top(row));
        cairo_line_to(cr, right, lattice.top(row));
    }
    for (int column = 1; column < lattice.columns; ++column) {
        cairo_move_to(cr, lattice.left(column), lattice.y);
        cairo_line_to(cr, lattice.left(column), bottom);
    }
    cairo_set_source_rgb(cr, 0, 0, 0);
    cairo_set_line_cap(cr, CAIRO_LINE_CAP_BUTT);
    cairo_set_line_width(cr, strokes.thin);
    cairo_stroke(cr);
    cairo_set_line_join(cr, CAIRO_LINE_JOIN_MITER);
    cairo_set_line_width(cr, strokes.thick);
    cairo_rectangle(cr, lattice.x, lattice.y, right - lattice.x, bottom - lattice.y);
    cairo_stroke(cr);
}

// The largest font size at which every sum fits its triangle: the two-digit sums (up to 45)
// are the widest. One size for the whole board, so that all its sums look alike.
double sum_font_size(cairo_t* cr, double cell) {
    constexpr double kTrialSize = 10;
    cairo_set_font_size(cr, kTrialSize);
    double crowding = 0;
    for (int sum = 10; sum <= 45; ++sum) {
        const std::string text = std::to_string(sum);
        cairo_text_extents_t ink;
        cairo_text_extents(cr, text.c_str(), &ink);
        crowding = std::max(crowding, sum_crowding(ink.width / cell, ink.height / cell));
    }
    return kTrialSize / crowding;
}

void draw_sum(cairo_t* cr, const Lattice& lattice, int row, int column, Direction direction,
              int sum) {
    const std::string text = std::to_string(sum);
    cairo_text_extents_t ink;
    cairo_text_extents(cr, text.c_str(), &ink);
    const SumPlace place =
        sum_place(direction, ink.width / lattice.cell, ink.height / lattice.cell);
    draw_centred_text(cr, text, lattice.left(column) + place.x * lattice.cell,
                      lattice.top(row) + place.y * lattice.cell);
}

void draw_sums(cairo_t* cr, const Lattice& lattice, const kakuro::Puzzle& puzzle) {
    cairo_select_font_face(cr, kFontFamily, CAIRO_FONT_SLANT_NORMAL, CAIRO_FONT_WEIGHT_NORMAL);
    cairo_set_source_rgb(cr, 0, 0, 0);
    cairo_set_font_size(cr, sum_font_size(cr, lattice.cell));
    for (int row = 0; row < lattice.rows; ++row) {
        for (int column = 0; column < lattice.columns; ++column) {
            const kakuro::Square& square = puzzle.square(row, column);
            if (square.kind != Kind::clue) continue;
            if (square.down_sum > 0) {
                draw_sum(cr, lattice, row, column, Direction::down, square.down_sum);
            }
            if (square.across_sum > 0) {
                draw_sum(cr, lattice, row, column, Direction::across, square.across_sum);
            }
        }
    }
}

// The white squares' digits: the given ones, and with a solution the others in grey.
void draw_digits(cairo_t* cr, const Lattice& lattice, const KakuroPicture& picture) {
    const kakuro::Puzzle& puzzle = *picture.puzzle;
    const std::vector<std::uint8_t> givens = puzzle.given_digits();
    const bool solved = picture.solution != nullptr &&
                        picture.solution->size() == static_cast<std::size_t>(puzzle.white_count());
    for (int white = 0; white < puzzle.white_count(); ++white) {
        const int given = givens[static_cast<std::size_t>(white)];
        const int digit = given != 0 ? given
                          : solved   ? (*picture.solution)[static_cast<std::size_t>(white)]
                                     : 0;
        if (digit == 0) continue;
        const bool bold = given != 0 && solved;
        cairo_select_font_face(cr, kFontFamily, CAIRO_FONT_SLANT_NORMAL,
                               bold ? CAIRO_FONT_WEIGHT_BOLD : CAIRO_FONT_WEIGHT_NORMAL);
        const double grey = given != 0 ? 0.0 : kSolvedDigitGrey;
        cairo_set_source_rgb(cr, grey, grey, grey);
        draw_cell_text(cr, std::to_string(digit),
                       lattice.left(puzzle.white_column(white)) + lattice.cell / 2,
                       lattice.top(puzzle.white_row(white)) + lattice.cell / 2, lattice.cell);
    }
}

}  // namespace

Rect kakuro_squares_rect(const Rect& board, int rows, int columns) {
    rows = std::max(rows, 1);
    columns = std::max(columns, 1);
    const double inset =
        grid_strokes(std::min(board.width / columns, board.height / rows)).thick / 2;
    const double cell = std::max(
        0.0, std::min((board.width - 2 * inset) / columns, (board.height - 2 * inset) / rows));
    return {board.x + inset, board.y + inset, cell * columns, cell * rows};
}

void draw_kakuro(cairo_t* cr, const Rect& board, const KakuroPicture& picture) {
    if (picture.puzzle == nullptr) return;
    const kakuro::Puzzle& puzzle = *picture.puzzle;
    const Rect squares = kakuro_squares_rect(board, puzzle.rows(), puzzle.columns());
    const Lattice lattice{squares.x, squares.y, squares.width / puzzle.columns(), puzzle.rows(),
                          puzzle.columns()};
    const GridStrokes strokes = grid_strokes(lattice.cell);
    cairo_save(cr);
    fill_squares(cr, lattice, puzzle, Kind::block, kBlockGrey);
    fill_squares(cr, lattice, puzzle, Kind::clue, kClueGrey);
    draw_diagonals(cr, lattice, puzzle, strokes.thin);
    draw_lines(cr, lattice, strokes);
    draw_sums(cr, lattice, puzzle);
    draw_digits(cr, lattice, picture);
    cairo_restore(cr);
}

}  // namespace sudokit::print
