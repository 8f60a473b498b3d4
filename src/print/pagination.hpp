#pragma once

#include <cstddef>
#include <vector>

#include "print/print_entry.hpp"

namespace sudokit::print {

enum class PageKind { puzzles, solutions };

// Which entries one page shows, by index into the document's entries.
struct PagePlan {
    PageKind kind = PageKind::puzzles;
    int per_page = 1;  // slots of the page's layout (the last page may use fewer)
    std::vector<std::size_t> entries;
    // Width / height of the page's grid slots: 1, or what every Kakuro board of the document
    // fits (kakuro_envelope).
    double grid_aspect = 1;
};

// Solutions are printed smaller: the next usual count at least twice the puzzles per page
// (1 -> 4, 2 -> 4, 4 -> 9, 6 -> 12, 9 -> 20), up to 36. Grids above 9x9 (`largest_side`) would
// get unreadable digits that way, so they get at least 4 a page but no more than the puzzles.
int default_solutions_per_page(int puzzles_per_page, int largest_side = 9);

// The puzzle pages in input order, then, when `with_solutions`, the pages of the entries that
// have a solution, in the same order. No pages for no entries.
std::vector<PagePlan> paginate(const std::vector<PrintEntry>& entries, int per_page,
                               bool with_solutions, int solutions_per_page);

}  // namespace sudokit::print
