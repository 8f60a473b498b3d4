#pragma once

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

}  // namespace sudokit::scan
