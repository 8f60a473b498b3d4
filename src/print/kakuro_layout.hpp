#pragma once

#include <vector>

#include "print/page_layout.hpp"
#include "print/pagination.hpp"
#include "print/print_entry.hpp"
#include "print/print_options.hpp"

namespace sudokit::print {

// The narrowest square, in points, whose clue sums still read well: the two sums of a clue
// share its square, each about a quarter of it tall. Solutions pages, read to check answers,
// may go smaller than puzzle pages, which are solved in pencil.
inline constexpr double kSmallestKakuroSquare = 14;
inline constexpr double kSmallestKakuroSolutionSquare = 10;

// The squares every Kakuro board of a document fits in: the most rows and the most columns
// of any; 0 x 0 when there is none. All the slots of a document take this shape, so that a
// board prints at one size on every page.
struct BoardEnvelope {
    int rows = 0;
    int columns = 0;

    bool empty() const { return rows == 0 || columns == 0; }
    // Width / height of a slot that holds it; 1 when empty.
    double aspect() const;
};
BoardEnvelope kakuro_envelope(const std::vector<PrintEntry>& entries);

// Where a board of rows x columns squares goes in a slot's `grid` rectangle: square cells as
// large as fit, the board at the top (right under its caption) and centred across.
Rect kakuro_board_rect(const Rect& grid, int rows, int columns);

// How many boards of up to `envelope`'s size a page of `kind` holds when it should hold
// `wanted`: `wanted`, or fewer where the squares would get smaller than the readable size
// (a 32x32 board fills a page by itself); at least 1.
int readable_kakuro_count(const PrintOptions& options, PageKind kind, int wanted,
                          BoardEnvelope envelope);

}  // namespace sudokit::print
