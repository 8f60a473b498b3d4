#pragma once

#include <vector>

#include <opencv2/core.hpp>

#include "grid_quad.hpp"

namespace sudokit::scan {

// Quadrilaterals bounded by long straight lines of a binary image (ink white): the outermost
// long lines along the image's two main directions (a grid's lines cross at about right
// angles), taken two by two across each direction. They find a grid whose outline is no closed
// contour (broken lines, a frame cutting it, print touching it).
std::vector<GridQuad> quads_from_lines(const cv::Mat& binary);

}  // namespace sudokit::scan
