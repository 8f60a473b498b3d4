#include "training_samples.hpp"

#include <algorithm>
#include <fstream>
#include <iterator>
#include <stdexcept>

#include "photo_cells.hpp"
#include "sudokit/generate.hpp"
#include "synthetic_photo.hpp"

namespace sudokit::scan {

namespace {

// Cells whose blank-or-digit decision may disagree with the grid before the photo is taken
// for misread.
constexpr int kMismatchesAllowed = 4;
// Synthetic photos for training are drawn from seeds 1, 2, ... (see kSyntheticTestSeeds).
constexpr std::uint64_t kTrainingSeeds = 1;

}  // namespace

std::vector<std::array<CellInk, 81>> cells_matching_blanks(const std::vector<std::uint8_t>& jpeg,
                                                           const Grid& truth) {
    PhotoCells photo;
    try {
        photo = locate_cells(jpeg);
    } catch (const ScanError&) {
        return {};
    }
    int best_mismatches = kMismatchesAllowed + 1;
    std::vector<std::array<CellInk, 81>> best;
    for (const int turns : kQuarterTurnsTried) {
        std::array<CellInk, 81> turned = photo.turned_cells(turns);
        int mismatches = 0;
        for (int cell = 0; cell < 81; ++cell) {
            const CellInk& ink = turned[static_cast<std::size_t>(cell)];
            const bool digit = !ink.digit.empty() && ink.digitness >= kDigitThreshold;
            if (digit != (truth[cell] != 0)) ++mismatches;
        }
        if (mismatches < best_mismatches) {
            best_mismatches = mismatches;
            best.clear();
        }
        if (mismatches == best_mismatches) best.push_back(std::move(turned));
    }
    return best;
}

const std::array<CellInk, 81>& likeliest_turn(const std::vector<std::array<CellInk, 81>>& turns,
                                              const Grid& truth, const DigitModel& model) {
    std::size_t best = 0;
    int best_agreements = -1;
    for (std::size_t index = 0; index < turns.size(); ++index) {
        int agreements = 0;
        for (int cell = 0; cell < 81; ++cell) {
            const CellInk& ink = turns[index][static_cast<std::size_t>(cell)];
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
    return turns.at(best);
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
        if (!turns.empty()) add_cell_samples(turns.front(), grid, samples);
    }
}

TrainedModel train_scan_model(const std::vector<LabelledPhoto>& photos, int synthetic_count,
                              std::uint64_t seed) {
    DigitSamples samples;
    add_synthetic_samples(synthetic_count, kTrainingSeeds, samples);
    int used = 0;
    std::vector<std::pair<const LabelledPhoto*, std::vector<std::array<CellInk, 81>>>> undecided;
    for (const LabelledPhoto& photo : photos) {
        auto turns = cells_matching_blanks(read_file_bytes(photo.path), photo.grid);
        if (turns.empty()) continue;
        ++used;
        if (turns.size() == 1) {
            add_cell_samples(turns.front(), photo.grid, samples);
        } else {
            undecided.emplace_back(&photo, std::move(turns));
        }
    }
    DigitModel model = train_digit_model(samples, seed);
    if (!undecided.empty()) {
        for (const auto& [photo, turns] : undecided)
            add_cell_samples(likeliest_turn(turns, photo->grid, model), photo->grid, samples);
        model = train_digit_model(samples, seed);
    }
    return {model, samples.labels.size(), used};
}

std::vector<std::uint8_t> read_file_bytes(const std::string& path) {
    std::ifstream file(path, std::ios::binary);
    if (!file) throw std::runtime_error("cannot open " + path);
    return {std::istreambuf_iterator<char>(file), std::istreambuf_iterator<char>()};
}

}  // namespace sudokit::scan
