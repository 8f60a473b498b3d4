#include "line_quads.hpp"

#include <algorithm>
#include <array>
#include <cmath>
#include <optional>

#include <opencv2/imgproc.hpp>

namespace sudokit::scan {

namespace {

// How far from the main direction a line may lean; how long it must be against the longest
// of its direction to count (a grid's lines are about equally long); how many lines are kept
// at each end of a direction (the outermost are the grid's border, or a rule beside it).
constexpr double kLean = 20.0 * CV_PI / 180.0;
constexpr double kLongEnough = 0.6;
constexpr std::size_t kLinesAtEachEnd = 3;

struct Line {
    cv::Point2f from;
    cv::Point2f to;
    double angle = 0;  // 0 to pi
    double length = 0;
    double offset = 0;  // along the direction's normal
};

double angle_between(double a, double b) {
    const double difference = std::fmod(std::abs(a - b), CV_PI);
    return std::min(difference, CV_PI - difference);
}

// The direction most ink lies along, by length, in 2 degree steps.
double main_direction(const std::vector<Line>& lines) {
    constexpr int kSteps = 90;
    std::array<double, kSteps> weight{};
    for (const Line& line : lines)
        weight[static_cast<std::size_t>(line.angle / CV_PI * kSteps) % kSteps] += line.length;
    const auto heaviest = std::max_element(weight.begin(), weight.end()) - weight.begin();
    return (static_cast<double>(heaviest) + 0.5) * CV_PI / kSteps;
}

// The outermost long lines near `direction`, in order of offset: a line whose offset is within
// `merge` of a longer one's is the same printed line.
std::vector<Line> outermost_along(const std::vector<Line>& lines, double direction, double merge) {
    const cv::Point2d normal(-std::sin(direction), std::cos(direction));
    std::vector<Line> along;
    for (Line line : lines) {
        if (angle_between(line.angle, direction) > kLean) continue;
        const cv::Point2f middle = (line.from + line.to) * 0.5f;
        line.offset = normal.x * middle.x + normal.y * middle.y;
        along.push_back(line);
    }
    std::sort(along.begin(), along.end(),
              [](const Line& a, const Line& b) { return a.length > b.length; });
    std::vector<Line> kept;
    for (const Line& line : along) {
        if (line.length < kLongEnough * along.front().length) break;
        const bool known = std::any_of(kept.begin(), kept.end(), [&](const Line& other) {
            return std::abs(other.offset - line.offset) < merge;
        });
        if (!known) kept.push_back(line);
    }
    std::sort(kept.begin(), kept.end(),
              [](const Line& a, const Line& b) { return a.offset < b.offset; });
    if (kept.size() > 2 * kLinesAtEachEnd) {
        kept.erase(kept.begin() + static_cast<std::ptrdiff_t>(kLinesAtEachEnd),
                   kept.end() - static_cast<std::ptrdiff_t>(kLinesAtEachEnd));
    }
    return kept;
}

std::optional<cv::Point2f> crossing(const Line& a, const Line& b) {
    const cv::Point2d r = a.to - a.from;
    const cv::Point2d s = b.to - b.from;
    const double denominator = r.x * s.y - r.y * s.x;
    if (std::abs(denominator) < 1e-9) return std::nullopt;
    const cv::Point2d q = b.from - a.from;
    const double t = (q.x * s.y - q.y * s.x) / denominator;
    return cv::Point2f(static_cast<float>(a.from.x + t * r.x),
                       static_cast<float>(a.from.y + t * r.y));
}

}  // namespace

std::vector<GridQuad> quads_from_lines(const cv::Mat& binary) {
    const double shorter = std::min(binary.rows, binary.cols);
    std::vector<cv::Vec4i> segments;
    cv::HoughLinesP(binary, segments, 1, CV_PI / 180, 80, shorter * 0.25, shorter * 0.02);
    std::vector<Line> lines;
    for (const cv::Vec4i& segment : segments) {
        Line line;
        line.from = cv::Point2f(static_cast<float>(segment[0]), static_cast<float>(segment[1]));
        line.to = cv::Point2f(static_cast<float>(segment[2]), static_cast<float>(segment[3]));
        const cv::Point2f along = line.to - line.from;
        line.length = std::hypot(along.x, along.y);
        line.angle = std::atan2(along.y, along.x);
        if (line.angle < 0) line.angle += CV_PI;
        if (line.angle >= CV_PI) line.angle -= CV_PI;
        lines.push_back(line);
    }
    if (lines.empty()) return {};
    const double direction = main_direction(lines);
    const double merge = shorter * 0.01;
    const std::vector<Line> first = outermost_along(lines, direction, merge);
    const std::vector<Line> second = outermost_along(lines, direction + CV_PI / 2, merge);
    // Two lines of a direction bound the grid when they are far enough apart to hold it.
    const double apart = shorter * 0.15;
    std::vector<GridQuad> quads;
    for (std::size_t i = 0; i < first.size(); ++i) {
        for (std::size_t j = i + 1; j < first.size(); ++j) {
            if (std::abs(first[i].offset - first[j].offset) < apart) continue;
            for (std::size_t k = 0; k < second.size(); ++k) {
                for (std::size_t l = k + 1; l < second.size(); ++l) {
                    if (std::abs(second[k].offset - second[l].offset) < apart) continue;
                    std::vector<cv::Point2f> corners;
                    for (const Line* a : {&first[i], &first[j]}) {
                        for (const Line* b : {&second[k], &second[l]}) {
                            if (const auto point = crossing(*a, *b)) corners.push_back(*point);
                        }
                    }
                    if (corners.size() == 4) quads.push_back(order_corners(corners));
                }
            }
        }
    }
    return quads;
}

}  // namespace sudokit::scan
