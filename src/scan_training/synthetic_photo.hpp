#pragma once

#include <cstdint>
#include <vector>

#include "scan/grid_quad.hpp"
#include "sudokit/grid.hpp"

namespace sudokit::scan {

// A photo made up from a known grid, to train and test on: the puzzle printed on a whole page
// of sudokit print (among 1, 2 or 4 puzzles), or by the print code in one of the training
// font families (kTrainingFontFamilies), or with one of OpenCV's stroke fonts (weight, size
// and place of the digits varied, a title above it); then seen in perspective on a
// background, lit unevenly, blurred, noised and saved as JPEG.
struct SyntheticPhoto {
    std::vector<std::uint8_t> jpeg;
    GridQuad corners;  // where the grid's outer corners ended up
};

// The same grid and seed give the same photo.
SyntheticPhoto make_synthetic_photo(const Grid& grid, std::uint64_t seed);

}  // namespace sudokit::scan
