// Trains the digit model of `sudokit scan` (data/scan/digit_model.yml.gz): digits cut from
// synthetic photos and from the shared set of real phone photos (Wicht & Hennebert,
// "sudoku_dataset", CC-BY-4.0). Run by scripts/train-scan-model.sh; the same inputs and seed
// give the same model.

#include <cstdio>
#include <string>

#include <fmt/format.h>
#include <CLI/CLI.hpp>

#include "scan/digit_model_impl.hpp"
#include "scan/photo_set.hpp"
#include "scan/training_samples.hpp"

int main(int argc, char** argv) {
    CLI::App app("Trains the digit model of sudokit scan", "train_scan_model");
    std::string photos_folder;
    std::string output;
    int synthetic = 400;
    std::uint64_t seed = 24;
    app.add_option("--photos", photos_folder, "folder of imageN.jpg with imageN.dat")->required();
    app.add_option("--output", output, "the model file to write (.yml.gz)")->required();
    app.add_option("--synthetic", synthetic, "synthetic photos to add")->capture_default_str();
    app.add_option("--seed", seed, "seed of the network's first weights")->capture_default_str();
    CLI11_PARSE(app, argc, argv);

    using namespace sudokit::scan;
    const auto photos = read_photo_set(photos_folder);
    const TrainedModel trained = train_scan_model(photos, synthetic, seed);
    fmt::print(stderr, "{} digits from {} synthetic photos and {} of {} real photos\n",
               trained.samples, synthetic, trained.photos_used, photos.size());
    save_digit_model(trained.model, output);
    fmt::print(stderr, "wrote {}\n", output);
    return 0;
}
