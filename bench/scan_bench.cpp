// Photo reading (sudokit scan): accuracy and time per photo on one core.
//   Real photos, k-fold cross-validated: for each fold a model is trained on the synthetic
//   photos and the real photos of the other folds, then reads the fold's photos, so no photo
//   is read by a model trained on it. The shared set is Wicht & Hennebert's
//   "sudoku_dataset" (CC-BY-4.0).
//   Synthetic photos: the committed model reads photos made from seeds it was not trained on.
// Times are CPU time of the reading thread, from the file's bytes to the checked puzzle.

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <string>
#include <vector>

#include <fmt/format.h>
#include <CLI/CLI.hpp>

#include <opencv2/imgcodecs.hpp>
#include <opencv2/imgproc.hpp>

#include "cpu_time.hpp"
#include "scan/digit_model_impl.hpp"
#include "scan/photo_set.hpp"
#include "scan_training/synthetic_photo.hpp"
#include "scan_training/training_samples.hpp"

namespace {

using namespace sudokit;

// A photo not read completely: named on stdout with what went wrong, and drawn (the grid
// found outlined in red) into `folder` when one is given, to look at.
void report_miss(const std::string& path, const std::vector<std::uint8_t>& bytes, const Grid& truth,
                 const ScanResult* result, const std::string& folder) {
    std::string detail = "no grid found";
    std::string cells_detail;
    if (result != nullptr) {
        int wrong = 0;
        int blank_mixups = 0;  // blank read as a digit or a digit as blank
        for (int cell = 0; cell < 81; ++cell) {
            const int kept = result->puzzle.givens[cell];
            if (kept == truth[cell]) continue;
            ++wrong;
            blank_mixups += (kept == 0) != (truth[cell] == 0) ? 1 : 0;
            const CellReading& reading = result->cells[static_cast<std::size_t>(cell)];
            cells_detail += fmt::format(" r{}c{}: {} read {} ({:.2f}, else {}) kept {};",
                                        cell / 9 + 1, cell % 9 + 1, truth[cell], reading.digit,
                                        reading.confidence, reading.runner_up, kept);
        }
        for (const CellChange& change : result->changes) {
            cells_detail += fmt::format(" changed r{}c{} {} to {};", change.cell / 9 + 1,
                                        change.cell % 9 + 1, change.from, change.to);
        }
        detail = fmt::format(
            "{} cells wrong ({} blank against digit), {} changed by the solver "
            "check, verdict {}",
            wrong, blank_mixups, result->changes.size(), to_string(result->verdict));
    }
    fmt::print("  miss {}: {}\n   {}\n", path, detail, cells_detail);
    if (folder.empty()) return;
    cv::Mat image = cv::imdecode(bytes, cv::IMREAD_COLOR);
    if (result != nullptr) {
        std::vector<cv::Point> outline;
        for (const ScanPoint& corner : result->corners)
            outline.emplace_back(static_cast<int>(corner.x), static_cast<int>(corner.y));
        cv::polylines(image, outline, true, cv::Scalar(0, 0, 255), 3);
    }
    const double scale = 800.0 / std::max(image.rows, image.cols);
    if (scale < 1) cv::resize(image, image, cv::Size(), scale, scale, cv::INTER_AREA);
    std::filesystem::create_directories(folder);
    cv::imwrite(folder + "/" + std::filesystem::path(path).stem().string() + ".png", image);
}

struct Tally {
    int photos = 0;
    int grids_found = 0;
    int photos_right = 0;
    int photos_read_right = 0;  // right before the solver check
    int cells = 0;
    int cells_right = 0;
    std::vector<double> seconds;

    bool list_misses = false;
    std::string misses_folder;

    void add(const std::string& path, const std::vector<std::uint8_t>& bytes, const Grid& truth,
             const DigitModel& model) {
        ++photos;
        cells += 81;
        const double start = bench::thread_cpu_seconds();
        try {
            const ScanResult result = scan_image(bytes, model);
            seconds.push_back(bench::thread_cpu_seconds() - start);
            ++grids_found;
            int right = 0;
            for (int cell = 0; cell < 81; ++cell)
                right += result.puzzle.givens[cell] == truth[cell] ? 1 : 0;
            cells_right += right;
            photos_right += right == 81 ? 1 : 0;
            photos_read_right += result.read == truth ? 1 : 0;
            if (right != 81 && list_misses) report_miss(path, bytes, truth, &result, misses_folder);
        } catch (const ScanError&) {
            seconds.push_back(bench::thread_cpu_seconds() - start);
            if (list_misses) report_miss(path, bytes, truth, nullptr, misses_folder);
        }
    }

    void merge(const Tally& other) {
        photos += other.photos;
        grids_found += other.grids_found;
        photos_right += other.photos_right;
        photos_read_right += other.photos_read_right;
        cells += other.cells;
        cells_right += other.cells_right;
        seconds.insert(seconds.end(), other.seconds.begin(), other.seconds.end());
    }

    void print(const std::string& title) const {
        std::vector<double> sorted = seconds;
        std::sort(sorted.begin(), sorted.end());
        double total = 0;
        for (const double value : sorted)
            total += value;
        const auto share = [](int part, int whole) {
            return whole == 0 ? 0.0 : 100.0 * part / whole;
        };
        fmt::print(
            "{}: {} photos, grid found in {}; every cell right: {:.1f}% ({} before the solver "
            "check: {:.1f}%); cells right: {:.2f}%; {:.1f} ms a photo (median {:.1f}, max "
            "{:.1f})\n",
            title, photos, grids_found, share(photos_right, photos), photos_read_right,
            share(photos_read_right, photos), share(cells_right, cells),
            sorted.empty() ? 0.0 : 1000 * total / static_cast<double>(sorted.size()),
            sorted.empty() ? 0.0 : 1000 * sorted[sorted.size() / 2],
            sorted.empty() ? 0.0 : 1000 * sorted.back());
    }
};

}  // namespace

int main(int argc, char** argv) {
    CLI::App app("Accuracy and speed of sudokit scan", "scan_bench");
    std::string photos_folder = std::string(SUDOKIT_DATA_DIR) + "/photos/train";
    std::string model_path = DigitModel::default_path();
    int folds = 5;
    int synthetic_train = 400;
    int synthetic_test = 200;
    std::uint64_t seed = 24;
    bool skip_cross_validation = false;
    bool list_misses = false;
    std::string misses_folder;
    app.add_option("--photos", photos_folder, "Folder of imageN.jpg with imageN.dat")
        ->capture_default_str();
    app.add_option("--model", model_path, "Model for the synthetic photos")->capture_default_str();
    app.add_option("--folds", folds, "Folds of the cross-validation")->capture_default_str();
    app.add_option("--synthetic-train", synthetic_train,
                   "Synthetic photos in each fold's training set (as the training script)")
        ->capture_default_str();
    app.add_option("--synthetic-test", synthetic_test, "Synthetic photos to read")
        ->capture_default_str();
    app.add_option("--seed", seed, "Seed of the networks' first weights")->capture_default_str();
    app.add_flag("--skip-cross-validation", skip_cross_validation, "Synthetic photos only");
    app.add_flag("--misses", list_misses, "Name each real photo not read completely, and why");
    app.add_option("--draw-misses", misses_folder,
                   "Also write those photos, the grid found outlined, into this folder");
    CLI11_PARSE(app, argc, argv);
    list_misses = list_misses || !misses_folder.empty();

    Tally synthetic;
    const DigitModel committed = DigitModel::load(model_path);
    for (int index = 0; index < synthetic_test; ++index) {
        const std::uint64_t photo_seed =
            scan::kSyntheticTestSeeds + static_cast<std::uint64_t>(index);
        const Grid grid = scan::synthetic_puzzle(photo_seed);
        synthetic.add(fmt::format("synthetic {}", index),
                      scan::make_synthetic_photo(grid, photo_seed).jpeg, grid, committed);
    }
    synthetic.print("synthetic photos, committed model");
    if (skip_cross_validation) return 0;

    const auto photos = scan::read_photo_set(photos_folder);
    Tally real;
    for (int fold = 0; fold < folds; ++fold) {
        std::vector<scan::LabelledPhoto> training;
        std::vector<scan::LabelledPhoto> testing;
        for (std::size_t i = 0; i < photos.size(); ++i)
            (static_cast<int>(i % static_cast<std::size_t>(folds)) == fold ? testing : training)
                .push_back(photos[i]);
        const DigitModel model = scan::train_scan_model(training, synthetic_train, seed).model;
        Tally part;
        part.list_misses = list_misses;
        part.misses_folder = misses_folder;
        for (const scan::LabelledPhoto& photo : testing) {
            const auto bytes = scan::read_file_bytes(photo.path);
            part.add(photo.path, bytes, photo.grid, model);
        }
        real.merge(part);
        part.print(fmt::format("fold {} of {}", fold + 1, folds));
        std::fflush(stdout);
    }
    real.print(fmt::format("real photos, {}-fold cross-validated", folds));
    return 0;
}
