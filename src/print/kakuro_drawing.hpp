#pragma once

#include <cstdint>
#include <vector>

#include <cairo.h>

#include "print/page_layout.hpp"
#include "sudokit/kakuro.hpp"

namespace sudokit::print {

// What one Kakuro board shows.
struct KakuroPicture {
    const kakuro::Puzzle* puzzle = nullptr;
    // When set (a digit per white cell, reading order), its digits fill the empty white cells
    // in grey while the given ones turn bold: a solution that still shows what was given.
    const std::vector<std::uint8_t>* solution = nullptr;
};

// Where the squares go in `board`: inset by half the border's width, so that the border's
// ink stays inside it, with square cells (rows x columns of them).
Rect kakuro_squares_rect(const Rect& board, int rows, int columns);

// Draws the board so that all its ink lies inside `board` (best shaped by kakuro_board_rect):
// blocks filled dark; clue squares light grey, split by a diagonal from top-left to
// bottom-right, the down sum in the lower-left triangle and the across sum in the upper-right
// one (a triangle without a sum stays blank); white squares with their digits; thin lines
// between squares and a thick border.
void draw_kakuro(cairo_t* cr, const Rect& board, const KakuroPicture& picture);

}  // namespace sudokit::print
