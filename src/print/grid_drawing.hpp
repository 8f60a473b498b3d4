#pragma once

#include <string>

#include <cairo.h>

#include "print/page_layout.hpp"
#include "print/text_drawing.hpp"
#include "sudokit/grid.hpp"
#include "sudokit/puzzle.hpp"

namespace sudokit::print {

// Line widths for a grid whose cells are `cell_size` points wide: thin lines between cells,
// thick ones on box boundaries and round the grid, scaled with the cell but kept within what
// prints cleanly (a hairline vanishes, a heavy rule swallows small digits).
struct GridStrokes {
    double thin = 0;
    double thick = 0;
};
GridStrokes grid_strokes(double cell_size);

// The grey of the digits a solution adds to the givens (which stay black, in bold).
inline constexpr double kSolvedDigitGrey = 0.35;

// Draws a cell's text (a digit) centred on (centre_x, centre_y) in the current face and colour,
// at the size every digit of a grid with cells `cell` points wide gets: about half the cell
// tall, smaller only for a text too wide for the cell.
void draw_cell_text(cairo_t* cr, const std::string& text, double centre_x, double centre_y,
                    double cell);

// The text of a digit in a cell: its symbol in the set (resolved for the side as the text
// formats do: 1-9 then A.. above 9 unless the puzzle was written otherwise), or the decimal
// number when the set has no single character for it.
std::string cell_text(int digit, int side, SymbolSet symbols);

// What one grid shows.
struct GridPicture {
    Grid givens = Grid();
    // When set, its digits fill the empty cells in a lighter grey while the givens turn bold:
    // a solution that still shows what the puzzle gave.
    const Grid* solution = nullptr;
    SymbolSet symbols = SymbolSet::automatic;
    // A variant's houses, or null: diagonal cells shaded, windows tinted, jigsaw regions bounded
    // by thick lines, Killer cages outlined inset and dashed with the sum in their first cell.
    const Geometry* houses = nullptr;
    // The face of the digits (a fontconfig family); pages print in kFontFamily, other faces
    // make training pictures for reading photos.
    const char* font_family = kFontFamily;
    // Givens in bold even without a solution.
    bool bold_givens = false;
};

// Draws the grid so that all its ink (the outer border included) lies inside `square`: thin
// lines between cells, thick lines on box boundaries (rectangular boxes such as 2x3 too, or a
// jigsaw's regions), a variant's marks (see GridPicture), and each digit centred in its cell.
void draw_grid(cairo_t* cr, const Rect& square, const GridPicture& picture);

}  // namespace sudokit::print
