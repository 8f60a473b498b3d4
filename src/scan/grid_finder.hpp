#pragma once

#include <vector>

#include <opencv2/core.hpp>

#include "grid_quad.hpp"

namespace sudokit::scan {

// Quadrilaterals that may be the grid's outline in a binary image (ink white): for each of
// the largest outer contours, its polygon approximations with four convex corners and its
// four extreme points (which survive a bent outline).
std::vector<GridQuad> candidate_quads(const cv::Mat& binary);

// How much a straightened binary image looks like a 9x9 grid: the mean share of each of the
// ten horizontal and ten vertical lines where they are expected that is inked, 0 to 1.
double grid_line_score(const cv::Mat& warped_binary);

struct FoundGrid {
    GridQuad quad;
    double score = 0;
};

// The whole grids that `part` may be a block of boxes of (1 to 3 boxes wide and high, at any
// place among the 3x3 boxes), extrapolated through its perspective. A grid whose outline is
// broken, cut short or merged with print around it is often seen only as some of its boxes:
// the thick lines close them.
std::vector<GridQuad> grids_around(const GridQuad& part);

// The candidates, and the grids around each, whose straightened image is good enough to be a
// grid, the best grid line score first; when there is none, the quadrilaterals bounded by the
// image's longest lines (quads_from_lines) that are.
std::vector<FoundGrid> find_grids(const cv::Mat& gray);

}  // namespace sudokit::scan
