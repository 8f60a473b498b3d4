#pragma once

#include <array>

#include <opencv2/core.hpp>

namespace sudokit::scan {

// Side of the square a digit is drawn into for the classifier.
inline constexpr int kDigitSide = 28;

// The digitness at which a cell is taken to hold a digit.
inline constexpr double kDigitThreshold = 0.5;

// What a cell holds once the grid lines are gone: the mark nearest its centre, if any, drawn
// into a kDigitSide square (ink white, the mark scaled to fit a 20 pixel box, centred), and
// how much it looks like a printed digit rather than a speck (0 = nothing, 1 = a clear digit).
struct CellInk {
    cv::Mat digit;  // empty when the cell has no mark at all
    double digitness = 0;

    // Whether the cell is read as a digit rather than a blank.
    bool holds_digit() const { return !digit.empty() && digitness >= kDigitThreshold; }
};

// Cuts the 81 cells out of the straightened grid (kGridSide square, grey), first turned
// clockwise by `quarter_turns` quarter turns (a photo taken sideways).
std::array<CellInk, 81> extract_cells(const cv::Mat& warped_gray, int quarter_turns = 0);

}  // namespace sudokit::scan
