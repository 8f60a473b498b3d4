#pragma once

#include <string>
#include <vector>

#include <cairo.h>

#include "print/page_layout.hpp"
#include "print/pagination.hpp"
#include "print/print_entry.hpp"
#include "print/print_options.hpp"

namespace sudokit::print {

// The heading of a page: the title on puzzle pages ("" for none); on solutions pages
// "Solutions", or "<title>: solutions", so that they cannot pass for puzzles.
std::string page_heading(const PrintOptions& options, PageKind kind);

// Heading, footer and caption bands of a page of that kind (solutions use smaller captions),
// for grids of that width / height.
PageFrame page_frame(const PrintOptions& options, PageKind kind, double grid_aspect = 1);

// Draws a whole page: white background, heading, each entry's caption and grid in its slot,
// and the page number. `page_number` counts from 1.
void draw_page(cairo_t* cr, const PagePlan& page, const std::vector<PrintEntry>& entries,
               const PrintOptions& options, int page_number, int page_count);

}  // namespace sudokit::print
