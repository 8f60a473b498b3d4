#include "digit_features.hpp"

#include <vector>

#include <opencv2/imgproc.hpp>
#include <opencv2/objdetect.hpp>

#include "cell_ink.hpp"

namespace sudokit::scan {

cv::Mat digit_features(const cv::Mat& digit) {
    // HOGDescriptor::compute is const and keeps no state between calls.
    static const cv::HOGDescriptor hog(cv::Size(kDigitSide, kDigitSide), cv::Size(14, 14),
                                       cv::Size(7, 7), cv::Size(7, 7), 9);
    std::vector<float> directions;
    hog.compute(digit, directions);
    cv::Mat coarse;
    cv::resize(digit, coarse, cv::Size(7, 7), 0, 0, cv::INTER_AREA);
    cv::Mat features(1, static_cast<int>(directions.size()) + 49, CV_32F);
    for (std::size_t i = 0; i < directions.size(); ++i)
        features.at<float>(0, static_cast<int>(i)) = directions[i];
    for (int i = 0; i < 49; ++i) {
        features.at<float>(0, static_cast<int>(directions.size()) + i) =
            coarse.at<std::uint8_t>(i / 7, i % 7) / 255.0f;
    }
    return features;
}

}  // namespace sudokit::scan
