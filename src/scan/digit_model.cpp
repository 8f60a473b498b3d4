#include <cmath>
#include <cstdlib>
#include <filesystem>

#include <opencv2/core/utility.hpp>

#include "digit_features.hpp"
#include "digit_model_impl.hpp"

namespace sudokit {

namespace {

constexpr int kHiddenUnits = 128;
// The network's outputs are pushed through a softmax at this sharpness to give
// probabilities; the outputs are trained towards 1 for the digit and 0 for the others.
constexpr double kSharpness = 8.0;

}  // namespace

std::array<double, 9> DigitModel::Impl::probabilities(const cv::Mat& digit) const {
    cv::Mat outputs;
    network->predict(scan::digit_features(digit), outputs);
    std::array<double, 9> result{};
    double largest = -1e9;
    for (int i = 0; i < 9; ++i)
        largest = std::max(largest, double(outputs.at<float>(0, i)));
    double sum = 0;
    for (std::size_t i = 0; i < 9; ++i) {
        result[i] = std::exp(kSharpness * (outputs.at<float>(0, static_cast<int>(i)) - largest));
        sum += result[i];
    }
    for (double& value : result)
        value /= sum;
    return result;
}

DigitModel DigitModel::load(const std::string& path) {
    cv::Ptr<cv::ml::ANN_MLP> network;
    try {
        network = cv::ml::ANN_MLP::load(path);
    } catch (const cv::Exception&) {
        network.reset();
    }
    if (!network || !network->isTrained()) {
        throw std::runtime_error("cannot read the digit model " + path);
    }
    auto impl = std::make_shared<Impl>();
    impl->network = network;
    return DigitModel(std::move(impl));
}

std::string DigitModel::default_path() {
    if (const char* path = std::getenv("SUDOKIT_SCAN_MODEL")) return path;
    // An installed program finds the model where the install put it beside its bin folder
    // (share/sudokit/); a program run from its build tree, in the source tree.
    std::error_code error;
    const std::filesystem::path program = std::filesystem::read_symlink("/proc/self/exe", error);
    if (!error) {
        const std::filesystem::path installed =
            program.parent_path() / SUDOKIT_INSTALLED_SCAN_MODEL;
        if (std::filesystem::exists(installed, error)) return installed.lexically_normal();
    }
    return SUDOKIT_SCAN_MODEL;
}

namespace scan {

DigitModel train_digit_model(const DigitSamples& samples, std::uint64_t seed) {
    // The network's initial weights come from OpenCV's global generator.
    cv::theRNG().state = seed;
    cv::Mat inputs;
    for (const cv::Mat& digit : samples.digits)
        inputs.push_back(digit_features(digit));
    cv::Mat targets = cv::Mat::zeros(static_cast<int>(samples.labels.size()), 9, CV_32F);
    for (std::size_t i = 0; i < samples.labels.size(); ++i)
        targets.at<float>(static_cast<int>(i), samples.labels[i] - 1) = 1.0f;

    auto network = cv::ml::ANN_MLP::create();
    const cv::Mat layers = (cv::Mat_<int>(1, 3) << inputs.cols, kHiddenUnits, 9);
    network->setLayerSizes(layers);
    network->setActivationFunction(cv::ml::ANN_MLP::SIGMOID_SYM, 1, 1);
    network->setTrainMethod(cv::ml::ANN_MLP::RPROP);
    network->setTermCriteria(
        cv::TermCriteria(cv::TermCriteria::MAX_ITER + cv::TermCriteria::EPS, 300, 1e-5));
    network->train(cv::ml::TrainData::create(inputs, cv::ml::ROW_SAMPLE, targets));
    auto impl = std::make_shared<DigitModel::Impl>();
    impl->network = network;
    return DigitModel(std::move(impl));
}

void save_digit_model(const DigitModel& model, const std::string& path) {
    model.impl().network->save(path);
}

}  // namespace scan

}  // namespace sudokit
