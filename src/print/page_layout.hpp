#pragma once

#include <vector>

#include "print/paper.hpp"

namespace sudokit::print {

// An axis-aligned rectangle in points, y growing downwards as in Cairo.
struct Rect {
    double x = 0;
    double y = 0;
    double width = 0;
    double height = 0;

    double right() const { return x + width; }
    double bottom() const { return y + height; }
    // True when `other` lies inside this rectangle (edges may touch).
    bool contains(const Rect& other) const;
    // True when the two share some area (touching edges do not count).
    bool overlaps(const Rect& other) const;
};

// Grids on a page in columns x rows.
struct Arrangement {
    int columns = 1;
    int rows = 1;
};

// What a page holds besides the grids, in points.
struct PageFrame {
    PaperSize paper;
    double margin = 36;          // half an inch on every side: inside what printers reach
    double heading_height = 0;   // title band at the top; 0 for none
    double footer_height = 14;   // page-number band at the bottom; 0 for none
    double caption_height = 16;  // caption band above each grid
    double gap = 18;             // between neighbouring slots
    // Width / height of every grid: 1 for Sudoku, columns / rows for Kakuro boards.
    double grid_aspect = 1;
};

// Where one puzzle goes: its caption band right above its grid, as wide as it.
struct Slot {
    Rect caption;
    Rect grid;
};

struct PageLayout {
    Rect content;  // the page inside its margins
    Rect heading;  // empty when the frame has no heading
    Rect footer;   // empty when the frame has no footer
    Arrangement arrangement;
    // In reading order; `per_page` of them. A short last row is centred.
    std::vector<Slot> slots;
};

// The width of the grids when `arrangement` fills the page (0 when nothing fits); their
// height is that over frame.grid_aspect (the same for square grids).
double grid_width_for(const PageFrame& frame, Arrangement arrangement);

// The columns x rows that give `per_page` puzzles the largest grids; among equals, the one
// with fewer empty places.
Arrangement choose_arrangement(const PageFrame& frame, int per_page);

// Every slot of a page with `per_page` puzzles (per_page >= 1): all grids the same size and
// shape (frame.grid_aspect), the block of slots centred between heading and footer.
PageLayout layout_page(const PageFrame& frame, int per_page);

}  // namespace sudokit::print
