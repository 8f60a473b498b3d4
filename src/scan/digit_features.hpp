#pragma once

#include <opencv2/core.hpp>

namespace sudokit::scan {

// The classifier's input for one normalised digit (kDigitSide square, ink white): histograms
// of stroke directions (HOG, 7 pixel cells in 14 pixel blocks) and the ink at 7x7 resolution.
// One row of CV_32F.
cv::Mat digit_features(const cv::Mat& digit);

}  // namespace sudokit::scan
