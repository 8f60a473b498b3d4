#pragma once

#include <array>
#include <cstdint>
#include <span>

#include <opencv2/core.hpp>

#include "cell_ink.hpp"
#include "grid_quad.hpp"

namespace sudokit::scan {

// The grid found in a photo and its cells, before any digit is read.
struct PhotoCells {
    GridQuad quad;                  // in the photo's pixels
    cv::Mat warped;                 // the grid straightened (kGridSide square, grey)
    std::array<CellInk, 81> cells;  // as the grid lies in the photo

    // The cells and corners of the grid turned clockwise by `quarter_turns` quarter turns,
    // for a photo taken sideways.
    std::array<CellInk, 81> turned_cells(int quarter_turns) const;
    GridQuad turned_quad(int quarter_turns) const;
};

// The turns tried for a photo that may have been taken sideways or upside down: none, a
// quarter turn clockwise, a quarter turn anticlockwise, a half turn.
inline constexpr std::array<int, 4> kQuarterTurnsTried = {0, 1, 3, 2};

// Finds the grid in a grey photo of any size and cuts out its cells. Throws ScanError
// (no_grid) when there is no grid.
PhotoCells locate_cells(const cv::Mat& gray);

// The same from the bytes of a JPEG or PNG file (ScanError unreadable when they are not).
PhotoCells locate_cells(std::span<const std::uint8_t> bytes);

}  // namespace sudokit::scan
