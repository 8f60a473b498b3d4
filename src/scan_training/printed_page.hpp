#pragma once

#include <string>
#include <vector>

#include <opencv2/core.hpp>

#include "sudokit/grid.hpp"

namespace sudokit::scan {

// The font families synthetic pages are printed in, from Debian's font packages (the training
// script installs them; a family not installed prints in fontconfig's nearest one).
inline constexpr const char* kTrainingFontFamilies[] = {
    "DejaVu Sans",
    "DejaVu Serif",
    "Liberation Sans",
    "Liberation Serif",
    "FreeSans",
    "FreeSerif",
    "Nimbus Sans",
    "Nimbus Roman",
    "Nimbus Sans Narrow",
    "C059",
    "P052",
    "TeX Gyre Heros",
    "TeX Gyre Adventor",
    "Carlito",
    "Roboto",
    "Roboto Condensed",
};

// A page as `sudokit print` draws a grid (its grid drawing code, Cairo): the 9x9 grid of
// `cell` pixels with `margin` pixels of paper around it, its digits in `font_family`, in bold
// when asked. Grey, paper white and ink black.
cv::Mat print_code_page(const Grid& grid, int cell, int margin, const char* font_family, bool bold);

// A whole page as `sudokit print` lays it out (its page drawing: heading, captions, grids,
// page number) holding `puzzles` (1, 2 or 4 fit a page's grids well), their digits in
// `font_family`, scaled so that the grid of `puzzles[photographed]` has cells of `cell` pixels.
// Grey, paper white and ink black.
struct PrintedPage {
    cv::Mat page;
    cv::Rect2f grid;  // where the photographed grid's outer lines are, in pixels
};
PrintedPage print_whole_page(const std::vector<Grid>& puzzles, std::size_t photographed, int cell,
                             const std::string& title, const char* font_family);

}  // namespace sudokit::scan
