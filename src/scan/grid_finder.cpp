#include "grid_finder.hpp"

#include <algorithm>
#include <cmath>

#include <opencv2/imgproc.hpp>

namespace sudokit::scan {

namespace {

// Below this line score the best candidate is not taken for a grid.
constexpr double kMinimumGridScore = 0.55;
// Contours smaller than this share of the image are not considered.
constexpr double kMinimumAreaShare = 0.04;
constexpr std::size_t kContoursTried = 8;

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

}  // namespace

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
    // A line counts as inked where any pixel within kBand of its expected place is.
    constexpr int kBand = 3;
    cv::Mat rows_ink;  // per expected horizontal line: which columns are inked
    double total = 0;
    for (int line = 0; line <= 9; ++line) {
        const int centre = std::clamp(line * kCellSide, kBand, kGridSide - 1 - kBand);
        const cv::Rect horizontal(0, centre - kBand, kGridSide, 2 * kBand + 1);
        const cv::Rect vertical(centre - kBand, 0, 2 * kBand + 1, kGridSide);
        cv::Mat across;
        cv::reduce(warped_binary(horizontal), across, 0, cv::REDUCE_MAX);
        cv::Mat down;
        cv::reduce(warped_binary(vertical), down, 1, cv::REDUCE_MAX);
        total += cv::countNonZero(across) / static_cast<double>(kGridSide);
        total += cv::countNonZero(down) / static_cast<double>(kGridSide);
    }
    return total / 20.0;
}

std::optional<FoundGrid> find_grid(const cv::Mat& gray) {
    const cv::Mat binary = binarize(gray);
    std::optional<FoundGrid> best;
    for (const GridQuad& quad : candidate_quads(binary)) {
        const double score = grid_line_score(warp_to_square(binary, quad));
        if (!best || score > best->score) best = FoundGrid{quad, score};
    }
    if (!best || best->score < kMinimumGridScore) return std::nullopt;
    return best;
}

}  // namespace sudokit::scan
