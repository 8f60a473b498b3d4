#include "cell_ink.hpp"

#include <algorithm>
#include <cmath>

#include <opencv2/imgproc.hpp>

#include "grid_quad.hpp"

namespace sudokit::scan {

namespace {

// Ink of the straightened grid with the grid lines taken out: runs longer than any digit
// stroke, horizontal or vertical, are lines.
cv::Mat ink_without_lines(const cv::Mat& warped_gray) {
    cv::Mat binary;
    cv::adaptiveThreshold(warped_gray, binary, 255, cv::ADAPTIVE_THRESH_MEAN_C,
                          cv::THRESH_BINARY_INV, 21, 10);
    const int run = kCellSide;
    cv::Mat horizontal;
    cv::morphologyEx(binary, horizontal, cv::MORPH_OPEN,
                     cv::getStructuringElement(cv::MORPH_RECT, cv::Size(run, 1)));
    cv::Mat vertical;
    cv::morphologyEx(binary, vertical, cv::MORPH_OPEN,
                     cv::getStructuringElement(cv::MORPH_RECT, cv::Size(1, run)));
    cv::Mat lines = horizontal | vertical;
    cv::dilate(lines, lines, cv::getStructuringElement(cv::MORPH_RECT, cv::Size(3, 3)));
    return binary & ~lines;
}

// Scales the chosen mark to fit a 20 pixel box, keeping its shape, centred on a kDigitSide
// square.
cv::Mat normalise(const cv::Mat& mark) {
    constexpr int kBox = 20;
    const double scale = static_cast<double>(kBox) / std::max(mark.rows, mark.cols);
    const int width = std::max(1, static_cast<int>(std::lround(mark.cols * scale)));
    const int height = std::max(1, static_cast<int>(std::lround(mark.rows * scale)));
    cv::Mat scaled;
    cv::resize(mark, scaled, cv::Size(width, height), 0, 0, cv::INTER_AREA);
    cv::Mat digit = cv::Mat::zeros(kDigitSide, kDigitSide, CV_8U);
    scaled.copyTo(
        digit(cv::Rect((kDigitSide - width) / 2, (kDigitSide - height) / 2, width, height)));
    return digit;
}

CellInk read_cell(const cv::Mat& cell) {
    cv::Mat labels;
    cv::Mat stats;
    cv::Mat centroids;
    const int count = cv::connectedComponentsWithStats(cell, labels, stats, centroids, 8, CV_32S);
    const double centre_x = cell.cols / 2.0;
    const double centre_y = cell.rows / 2.0;
    // The main mark: the largest component whose box reaches near the cell's centre and that
    // is not a leftover piece of a grid line (long and thin, along a side).
    int main = 0;
    int main_area = 0;
    for (int label = 1; label < count; ++label) {
        const int left = stats.at<int>(label, cv::CC_STAT_LEFT);
        const int top = stats.at<int>(label, cv::CC_STAT_TOP);
        const int width = stats.at<int>(label, cv::CC_STAT_WIDTH);
        const int height = stats.at<int>(label, cv::CC_STAT_HEIGHT);
        const int area = stats.at<int>(label, cv::CC_STAT_AREA);
        if (area < 8) continue;
        if (width > cell.cols * 0.85 || height > cell.rows * 0.9) continue;
        const double near_x = std::max({0.0, left - centre_x, centre_x - (left + width)});
        const double near_y = std::max({0.0, top - centre_y, centre_y - (top + height)});
        if (near_x > cell.cols * 0.2 || near_y > cell.rows * 0.2) continue;
        if (area > main_area) {
            main = label;
            main_area = area;
        }
    }
    CellInk ink;
    if (main == 0) return ink;
    cv::Rect box(stats.at<int>(main, cv::CC_STAT_LEFT), stats.at<int>(main, cv::CC_STAT_TOP),
                 stats.at<int>(main, cv::CC_STAT_WIDTH), stats.at<int>(main, cv::CC_STAT_HEIGHT));
    // Pieces of a broken stroke inside the main mark's box (a little widened) belong to it.
    const cv::Rect reach =
        (box + cv::Size(4, 4) - cv::Point(2, 2)) & cv::Rect(0, 0, cell.cols, cell.rows);
    cv::Mat mark = cv::Mat::zeros(cell.size(), CV_8U);
    cv::Rect united = box;
    for (int label = 1; label < count; ++label) {
        const cv::Rect piece(
            stats.at<int>(label, cv::CC_STAT_LEFT), stats.at<int>(label, cv::CC_STAT_TOP),
            stats.at<int>(label, cv::CC_STAT_WIDTH), stats.at<int>(label, cv::CC_STAT_HEIGHT));
        if (label != main && (piece & reach) != piece) continue;
        mark.setTo(255, labels == label);
        united |= piece;
    }
    ink.digit = normalise(mark(united));
    // A printed digit is at least about 40% of the cell's height and has some body; specks
    // and dust are smaller. The score rises from 0 at a quarter of the height to 1 at half.
    const double height_share = static_cast<double>(united.height) / kCellSide;
    const double fill = static_cast<double>(cv::countNonZero(mark)) / (kCellSide * kCellSide);
    const double by_height = std::clamp((height_share - 0.25) / 0.25, 0.0, 1.0);
    const double by_fill = std::clamp((fill - 0.01) / 0.03, 0.0, 1.0);
    ink.digitness = std::min(by_height, by_fill);
    return ink;
}

}  // namespace

std::array<CellInk, 81> extract_cells(const cv::Mat& warped_gray, int quarter_turns) {
    constexpr std::array<int, 3> kRotations = {cv::ROTATE_90_CLOCKWISE, cv::ROTATE_180,
                                               cv::ROTATE_90_COUNTERCLOCKWISE};
    const int turns = ((quarter_turns % 4) + 4) % 4;
    // Turned into a picture of its own: rotating into a header of `warped_gray` would turn the
    // caller's picture in place (a square keeps its size, so OpenCV reuses the buffer).
    cv::Mat upright;
    if (turns == 0) {
        upright = warped_gray;
    } else {
        cv::rotate(warped_gray, upright, kRotations[static_cast<std::size_t>(turns - 1)]);
    }
    const cv::Mat ink = ink_without_lines(upright);
    // A small margin is left out: what survives of the lines hugs the cell's sides.
    constexpr int kMargin = 3;
    std::array<CellInk, 81> cells;
    for (int row = 0; row < 9; ++row) {
        for (int col = 0; col < 9; ++col) {
            const cv::Rect area(col * kCellSide + kMargin, row * kCellSide + kMargin,
                                kCellSide - 2 * kMargin, kCellSide - 2 * kMargin);
            cells[static_cast<std::size_t>(row * 9 + col)] = read_cell(ink(area));
        }
    }
    return cells;
}

}  // namespace sudokit::scan
