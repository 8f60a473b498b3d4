#pragma once

#include <array>
#include <string>
#include <vector>

#include <opencv2/core.hpp>
#include <opencv2/ml.hpp>

#include "sudokit/scan.hpp"

namespace sudokit {

// A small neural network (multi-layer perceptron) from digit_features() to the digits 1-9.
struct DigitModel::Impl {
    cv::Ptr<cv::ml::ANN_MLP> network;

    // How likely each digit 1-9 is (index 0 = digit 1), summing to 1.
    std::array<double, 9> probabilities(const cv::Mat& digit) const;
};

namespace scan {

// Digit pictures (normalised, see CellInk) with their digits 1-9, to train on.
struct DigitSamples {
    std::vector<cv::Mat> digits;
    std::vector<int> labels;
    void add(const cv::Mat& digit, int label) {
        digits.push_back(digit);
        labels.push_back(label);
    }
};

// Trains a model; the same samples and seed give the same model.
DigitModel train_digit_model(const DigitSamples& samples, std::uint64_t seed);
void save_digit_model(const DigitModel& model, const std::string& path);

}  // namespace scan

}  // namespace sudokit
