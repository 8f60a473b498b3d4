#include "training_samples.hpp"

#include <algorithm>
#include <fstream>
#include <iterator>
#include <stdexcept>

#include <opencv2/imgproc.hpp>

#include "scan/photo_cells.hpp"
#include "sudokit/generate.hpp"
#include "synthetic_photo.hpp"

namespace sudokit::scan {

namespace {

// Cells whose blank-or-digit decision may disagree with the grid before the photo is taken
// for misread.
constexpr int kMismatchesAllowed = 4;
// Copies of each real photo's digit, varied a little (turned, scaled, moved, strokes thinner or
// thicker, blurred): real digits are few and the likest to what is read.
constexpr int kVariedCopies = 2;

}  // namespace

std::vector<TurnedCells> cells_matching_blanks(const std::vector<std::uint8_t>& jpeg,
                                               const Grid& truth) {
    PhotoCells photo;
    try {
        photo = locate_cells(jpeg);
    } catch (const ScanError&) {
        return {};
    }
    int best_mismatches = kMismatchesAllowed + 1;
    std::vector<TurnedCells> best;
    for (const int turns : kQuarterTurnsTried) {
        std::array<CellInk, 81> turned = photo.turned_cells(turns);
        int mismatches = 0;
        for (int cell = 0; cell < 81; ++cell) {
            const CellInk& ink = turned[static_cast<std::size_t>(cell)];
            const bool digit = ink.holds_digit();
            if (digit != (truth[cell] != 0)) ++mismatches;
        }
        if (mismatches < best_mismatches) {
            best_mismatches = mismatches;
            best.clear();
        }
        if (mismatches == best_mismatches) best.push_back({turns, std::move(turned)});
    }
    return best;
}

const std::array<CellInk, 81>& likeliest_turn(const std::vector<TurnedCells>& turns,
                                              const Grid& truth, const DigitModel& model) {
    std::size_t best = 0;
    int best_agreements = -1;
    for (std::size_t index = 0; index < turns.size(); ++index) {
        int agreements = 0;
        for (int cell = 0; cell < 81; ++cell) {
            const CellInk& ink = turns[index].cells[static_cast<std::size_t>(cell)];
            if (truth[cell] == 0 || ink.digit.empty()) continue;
            const std::array<double, 9> odds = model.impl().probabilities(ink.digit);
            if (std::max_element(odds.begin(), odds.end()) - odds.begin() + 1 == truth[cell])
                ++agreements;
        }
        if (agreements > best_agreements) {
            best_agreements = agreements;
            best = index;
        }
    }
    return turns.at(best).cells;
}

void add_varied_copies(const DigitSamples& from, int copies, std::uint64_t seed, DigitSamples& to) {
    cv::RNG random(seed);
    const cv::Point2f centre(kDigitSide / 2.0f, kDigitSide / 2.0f);
    for (std::size_t i = 0; i < from.digits.size(); ++i) {
        for (int copy = 0; copy < copies; ++copy) {
            const double angle = random.uniform(-8.0, 8.0);  // degrees
            const double scale = random.uniform(0.88, 1.08);
            cv::Mat transform = cv::getRotationMatrix2D(centre, angle, scale);
            transform.at<double>(0, 2) += random.uniform(-1.5, 1.5);
            transform.at<double>(1, 2) += random.uniform(-1.5, 1.5);
            cv::Mat varied;
            cv::warpAffine(from.digits[i], varied, transform, from.digits[i].size(),
                           cv::INTER_LINEAR, cv::BORDER_CONSTANT, cv::Scalar(0));
            // Strokes a pixel thinner or thicker, or as they were.
            const int stroke = random.uniform(0, 3);
            const cv::Mat pixel = cv::getStructuringElement(cv::MORPH_ELLIPSE, cv::Size(2, 2));
            if (stroke == 1) cv::erode(varied, varied, pixel);
            if (stroke == 2) cv::dilate(varied, varied, pixel);
            const double blur = random.uniform(0.0, 1.0);
            if (blur > 0.3) cv::GaussianBlur(varied, varied, cv::Size(3, 3), blur);
            to.add(varied, from.labels[i]);
        }
    }
}

void add_cell_samples(const std::array<CellInk, 81>& cells, const Grid& truth,
                      DigitSamples& samples) {
    for (int cell = 0; cell < 81; ++cell) {
        const CellInk& ink = cells[static_cast<std::size_t>(cell)];
        if (truth[cell] != 0 && !ink.digit.empty()) samples.add(ink.digit, truth[cell]);
    }
}

Grid synthetic_puzzle(std::uint64_t seed) {
    GenerateOptions options;
    return generate_puzzle(options, seed)->puzzle.givens;
}

void add_synthetic_samples(int count, std::uint64_t first_seed, DigitSamples& samples) {
    for (int index = 0; index < count; ++index) {
        const std::uint64_t seed = first_seed + static_cast<std::uint64_t>(index);
        const Grid grid = synthetic_puzzle(seed);
        // Synthetic photos are taken upright: the first turn tried.
        const auto turns = cells_matching_blanks(make_synthetic_photo(grid, seed).jpeg, grid);
        if (!turns.empty()) add_cell_samples(turns.front().cells, grid, samples);
    }
}

TrainedModel train_scan_model(const std::vector<LabelledPhoto>& photos, int synthetic_count,
                              std::uint64_t seed) {
    DigitSamples synthetic;
    add_synthetic_samples(synthetic_count, kTrainingSeeds, synthetic);
    // The first model: the real photos whose blanks leave one turn, upright or sideways. Most
    // puzzles look the same under a half turn, so that turn, rarer, is left to the model.
    DigitSamples first = synthetic;
    std::vector<std::pair<const LabelledPhoto*, std::vector<TurnedCells>>> matched;
    for (const LabelledPhoto& photo : photos) {
        std::vector<TurnedCells> turns =
            cells_matching_blanks(read_file_bytes(photo.path), photo.grid);
        if (turns.empty()) continue;
        const auto not_half = [](const TurnedCells& turned) { return turned.turns != 2; };
        if (std::count_if(turns.begin(), turns.end(), not_half) == 1)
            add_cell_samples(std::find_if(turns.begin(), turns.end(), not_half)->cells, photo.grid,
                             first);
        matched.emplace_back(&photo, std::move(turns));
    }
    const DigitModel first_model = train_digit_model(first, seed);
    // The final model: every matched photo, turned the way the first model reads it best, its
    // digits also varied a little.
    DigitSamples real;
    for (const auto& [photo, turns] : matched)
        add_cell_samples(likeliest_turn(turns, photo->grid, first_model), photo->grid, real);
    DigitSamples samples = std::move(synthetic);
    add_varied_copies(real, kVariedCopies, seed, samples);
    for (std::size_t i = 0; i < real.digits.size(); ++i)
        samples.add(real.digits[i], real.labels[i]);
    return {train_digit_model(samples, seed), samples.labels.size(),
            static_cast<int>(matched.size())};
}

std::vector<std::uint8_t> read_file_bytes(const std::string& path) {
    std::ifstream file(path, std::ios::binary);
    if (!file) throw std::runtime_error("cannot open " + path);
    return {std::istreambuf_iterator<char>(file), std::istreambuf_iterator<char>()};
}

}  // namespace sudokit::scan
