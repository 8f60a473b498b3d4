#pragma once

#include <string>

#include "print/paper.hpp"
#include "print/text_drawing.hpp"

namespace sudokit::print {

enum class OutputFormat { pdf, svg };

// How a document of puzzles is printed.
struct PrintOptions {
    OutputFormat format = OutputFormat::pdf;
    PaperName paper = PaperName::a4;
    bool landscape = false;
    int per_page = 1;
    // Solutions pages after the puzzle pages, for the entries that have a solution.
    bool solutions = false;
    int solutions_per_page = 0;  // 0: default_solutions_per_page(per_page, largest side)
    std::string title;           // heading of every page; empty for none on puzzle pages
    bool page_numbers = true;    // "Page 2 of 5" at the foot of each page
    // The face of the grids' digits (a fontconfig family); other faces make training pages
    // for reading photos.
    std::string digit_font_family = kFontFamily;

    // `largest_side`: of the largest grid printed (9 for 9x9).
    int effective_solutions_per_page(int largest_side) const;
};

}  // namespace sudokit::print
