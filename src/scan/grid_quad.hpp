#pragma once

#include <array>
#include <vector>

#include <opencv2/core.hpp>

namespace sudokit::scan {

// The grid's four outer corners: top-left, top-right, bottom-right, bottom-left.
using GridQuad = std::array<cv::Point2f, 4>;

// Puts four points in the order of GridQuad: the top-left has the smallest x + y, the
// bottom-right the largest, the top-right the largest x - y, the bottom-left the smallest.
GridQuad order_corners(const std::vector<cv::Point2f>& points);

// Pixels of the square the grid is straightened to: 9 cells of kCellSide.
inline constexpr int kCellSide = 40;
inline constexpr int kGridSide = 9 * kCellSide;

// The grid straightened to a square of `pixels` (kGridSide unless said).
cv::Mat warp_to_square(const cv::Mat& image, const GridQuad& quad, int pixels = kGridSide);

}  // namespace sudokit::scan
