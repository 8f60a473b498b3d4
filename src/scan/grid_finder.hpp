#pragma once

#include <optional>
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

// The candidate whose straightened image has the best grid line score, if it is good enough
// to be a grid.
std::optional<FoundGrid> find_grid(const cv::Mat& gray);

}  // namespace sudokit::scan
