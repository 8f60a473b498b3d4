#include "grid_finder.hpp"

#include <algorithm>
#include <cmath>

#include <opencv2/imgproc.hpp>

#include "line_quads.hpp"

namespace sudokit::scan {

namespace {

// Below this line score the best candidate is not taken for a grid.
constexpr double kMinimumGridScore = 0.55;
// Contours smaller than this share of the image are not considered.
constexpr double kMinimumAreaShare = 0.04;
constexpr std::size_t kContoursTried = 8;
// Quadrilaterals are first scored on a square of this side (cells of 10 pixels), and the
// best kShortlist of them again at full size.
constexpr int kRoughSide = 90;
constexpr std::size_t kShortlist = 8;

bool plausible(const GridQuad& quad, double image_area) {
    std::vector<cv::Point2f> polygon(quad.begin(), quad.end());
    const double area = cv::contourArea(polygon);
    if (area < kMinimumAreaShare * image_area) return false;
    if (!cv::isContourConvex(polygon)) return false;
    // Every side at least a third of the longest: the grid is seen from the front, roughly.
    double shortest = 1e18;
    double longest = 0;
    for (std::size_t i = 0; i < 4; ++i) {
        const double side = cv::norm(quad[i] - quad[(i + 1) % 4]);
        shortest = std::min(shortest, side);
        longest = std::max(longest, side);
    }
    return shortest * 3 > longest;
}

void add_unique(std::vector<GridQuad>& quads, const GridQuad& quad) {
    for (const GridQuad& known : quads) {
        double distance = 0;
        for (std::size_t i = 0; i < 4; ++i)
            distance = std::max(distance, cv::norm(known[i] - quad[i]));
        if (distance < 2.0) return;
    }
    quads.push_back(quad);
}

cv::Mat binarize(const cv::Mat& gray) {
    cv::Mat blurred;
    cv::GaussianBlur(gray, blurred, cv::Size(5, 5), 0);
    const int block = std::max(11, std::min(gray.rows, gray.cols) / 30) | 1;
    cv::Mat binary;
    cv::adaptiveThreshold(blurred, binary, 255, cv::ADAPTIVE_THRESH_MEAN_C, cv::THRESH_BINARY_INV,
                          block, 7);
    return binary;
}

// Corners may lie this far outside the image (a share of its larger side): a grid cut by
// the frame's edge is still read, its missing lines being few.
constexpr double kOutsideShare = 0.05;

bool inside_image(const GridQuad& quad, const cv::Size& size) {
    const double slack = kOutsideShare * std::max(size.width, size.height);
    return std::all_of(quad.begin(), quad.end(), [&](const cv::Point2f& corner) {
        return corner.x >= -slack && corner.y >= -slack && corner.x <= size.width + slack &&
               corner.y <= size.height + slack;
    });
}

}  // namespace

std::vector<GridQuad> grids_around(const GridQuad& part) {
    const std::array<cv::Point2f, 4> unit = {cv::Point2f(0, 0), cv::Point2f(1, 0),
                                             cv::Point2f(1, 1), cv::Point2f(0, 1)};
    std::vector<GridQuad> grids;
    for (int wide = 1; wide <= 3; ++wide) {
        for (int high = 1; high <= 3; ++high) {
            if (wide == 3 && high == 3) continue;  // the part itself
            for (int left = 0; left + wide <= 3; ++left) {
                for (int top = 0; top + high <= 3; ++top) {
                    // The part spans boxes [left, left + wide) x [top, top + high); in units of
                    // the part, the grid spans from (-left / wide, -top / high) to
                    // ((3 - left) / wide, (3 - top) / high).
                    const float x0 = -static_cast<float>(left) / static_cast<float>(wide);
                    const float y0 = -static_cast<float>(top) / static_cast<float>(high);
                    const float x1 = static_cast<float>(3 - left) / static_cast<float>(wide);
                    const float y1 = static_cast<float>(3 - top) / static_cast<float>(high);
                    const std::vector<cv::Point2f> corners = {
                        {x0, y0}, {x1, y0}, {x1, y1}, {x0, y1}};
                    std::vector<cv::Point2f> seen;
                    cv::perspectiveTransform(corners, seen,
                                             cv::getPerspectiveTransform(unit.data(), part.data()));
                    grids.push_back({seen[0], seen[1], seen[2], seen[3]});
                }
            }
        }
    }
    return grids;
}

std::vector<GridQuad> candidate_quads(const cv::Mat& binary) {
    std::vector<std::vector<cv::Point>> contours;
    cv::findContours(binary, contours, cv::RETR_LIST, cv::CHAIN_APPROX_SIMPLE);
    std::vector<std::pair<double, std::size_t>> by_area;
    for (std::size_t i = 0; i < contours.size(); ++i)
        by_area.emplace_back(cv::contourArea(contours[i]), i);
    const std::size_t kept = std::min(kContoursTried, by_area.size());
    std::partial_sort(by_area.begin(), by_area.begin() + static_cast<std::ptrdiff_t>(kept),
                      by_area.end(), std::greater<>());

    const double image_area = static_cast<double>(binary.rows) * binary.cols;
    std::vector<GridQuad> quads;
    for (std::size_t k = 0; k < kept; ++k) {
        const std::vector<cv::Point>& contour = contours[by_area[k].second];
        std::vector<cv::Point> hull;
        cv::convexHull(contour, hull);
        const double perimeter = cv::arcLength(hull, true);
        for (const double share : {0.02, 0.04, 0.07}) {
            std::vector<cv::Point> polygon;
            cv::approxPolyDP(hull, polygon, share * perimeter, true);
            if (polygon.size() != 4) continue;
            const GridQuad quad =
                order_corners(std::vector<cv::Point2f>(polygon.begin(), polygon.end()));
            if (plausible(quad, image_area)) add_unique(quads, quad);
        }
        const GridQuad extremes =
            order_corners(std::vector<cv::Point2f>(contour.begin(), contour.end()));
        if (plausible(extremes, image_area)) add_unique(quads, extremes);
    }
    return quads;
}

double grid_line_score(const cv::Mat& warped_binary) {
    // A line counts as inked where any pixel within a band of its expected place is: 3 pixels
    // either side at kGridSide, as many in proportion on a smaller square.
    const int side = warped_binary.rows;
    const int band = std::max(1, (3 * side + kGridSide / 2) / kGridSide);
    double total = 0;
    for (int line = 0; line <= 9; ++line) {
        const int centre = std::clamp((line * side + 4) / 9, band, side - 1 - band);
        const cv::Rect horizontal(0, centre - band, side, 2 * band + 1);
        const cv::Rect vertical(centre - band, 0, 2 * band + 1, side);
        cv::Mat across;
        cv::reduce(warped_binary(horizontal), across, 0, cv::REDUCE_MAX);
        cv::Mat down;
        cv::reduce(warped_binary(vertical), down, 1, cv::REDUCE_MAX);
        total += cv::countNonZero(across) / static_cast<double>(side);
        total += cv::countNonZero(down) / static_cast<double>(side);
    }
    return total / 20.0;
}

namespace {

// The quadrilaterals scored roughly on a small square, the best few again in full: those good
// enough to be a grid, the best first.
std::vector<FoundGrid> grids_among(const cv::Mat& binary, const std::vector<GridQuad>& quads) {
    std::vector<FoundGrid> rough;
    for (const GridQuad& quad : quads)
        rough.push_back({quad, grid_line_score(warp_to_square(binary, quad, kRoughSide))});
    const std::size_t shortlist = std::min(kShortlist, rough.size());
    std::partial_sort(rough.begin(), rough.begin() + static_cast<std::ptrdiff_t>(shortlist),
                      rough.end(),
                      [](const FoundGrid& a, const FoundGrid& b) { return a.score > b.score; });
    std::vector<FoundGrid> found;
    for (std::size_t i = 0; i < shortlist; ++i) {
        const double score = grid_line_score(warp_to_square(binary, rough[i].quad));
        if (score >= kMinimumGridScore) found.push_back({rough[i].quad, score});
    }
    std::stable_sort(found.begin(), found.end(),
                     [](const FoundGrid& a, const FoundGrid& b) { return a.score > b.score; });
    return found;
}

}  // namespace

std::vector<FoundGrid> find_grids(const cv::Mat& gray) {
    const cv::Mat binary = binarize(gray);
    const double image_area = static_cast<double>(binary.rows) * binary.cols;
    const auto usable = [&](const GridQuad& quad) {
        return plausible(quad, image_area) && inside_image(quad, binary.size());
    };
    std::vector<GridQuad> quads;
    for (const GridQuad& quad : candidate_quads(binary)) {
        add_unique(quads, quad);
        for (const GridQuad& grid : grids_around(quad))
            if (usable(grid)) add_unique(quads, grid);
    }
    std::vector<FoundGrid> found = grids_among(binary, quads);
    if (!found.empty()) return found;
    // No contour gave a grid: the lines may (a search for straight lines costs as much again
    // as all of the above, so it waits for need).
    std::vector<GridQuad> from_lines;
    for (const GridQuad& quad : quads_from_lines(binary))
        if (usable(quad)) add_unique(from_lines, quad);
    return grids_among(binary, from_lines);
}

}  // namespace sudokit::scan
