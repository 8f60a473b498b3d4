// Trains the digit model of `sudokit scan` (data/scan/digit_model.yml.gz): digits cut from
// synthetic photos and from the shared set of real phone photos (Wicht & Hennebert,
// "sudoku_dataset", CC-BY-4.0). Run by scripts/train-scan-model.sh; the same inputs and seed
// give the same model.

#include <cstdio>
#include <filesystem>
#include <string>

#include <fmt/format.h>
#include <CLI/CLI.hpp>
#include <opencv2/imgcodecs.hpp>

#include "scan/digit_model_impl.hpp"
#include "scan/photo_set.hpp"
#include "scan_training/synthetic_photo.hpp"
#include "scan_training/training_samples.hpp"

int main(int argc, char** argv) {
    CLI::App app("Trains the digit model of sudokit scan", "train_scan_model");
    std::string photos_folder;
    std::string output;
    int synthetic = 400;
    std::uint64_t seed = 24;
    std::string examples_folder;
    app.add_option("--photos", photos_folder, "folder of imageN.jpg with imageN.dat");
    app.add_option("--output", output, "the model file to write (.yml.gz)");
    app.add_option("--write-examples", examples_folder,
                   "write the first --synthetic synthetic training photos into this folder as "
                   "PNG, and train nothing");
    app.add_option("--synthetic", synthetic, "synthetic photos to add")->capture_default_str();
    app.add_option("--seed", seed, "seed of the network's first weights")->capture_default_str();
    CLI11_PARSE(app, argc, argv);

    using namespace sudokit::scan;
    if (!examples_folder.empty()) {
        std::filesystem::create_directories(examples_folder);
        for (int index = 0; index < synthetic; ++index) {
            const auto seed_of_photo = kTrainingSeeds + static_cast<std::uint64_t>(index);
            const SyntheticPhoto photo =
                make_synthetic_photo(synthetic_puzzle(seed_of_photo), seed_of_photo);
            // PNG of the photo as JPEG-compressed, to look at anywhere.
            cv::imwrite(fmt::format("{}/synthetic{}.png", examples_folder, index + 1),
                        cv::imdecode(photo.jpeg, cv::IMREAD_GRAYSCALE));
        }
        return 0;
    }
    if (photos_folder.empty() || output.empty()) {
        fmt::print(stderr, "train_scan_model: --photos and --output are needed to train\n");
        return 2;
    }
    const auto photos = read_photo_set(photos_folder);
    const TrainedModel trained = train_scan_model(photos, synthetic, seed);
    fmt::print(stderr, "{} digits from {} synthetic photos and {} of {} real photos\n",
               trained.samples, synthetic, trained.photos_used, photos.size());
    save_digit_model(trained.model, output);
    fmt::print(stderr, "wrote {}\n", output);
    return 0;
}
