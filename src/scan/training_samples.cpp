#include "training_samples.hpp"

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

bool add_photo_samples(const std::vector<std::uint8_t>& jpeg, const Grid& truth,
                       DigitSamples& samples) {
    PhotoCells photo;
    try {
        photo = locate_cells(jpeg);
    } catch (const ScanError&) {
        return false;
    }
    // A photo taken sideways is turned the way its blanks match the grid's.
    int best_mismatches = 82;
    std::array<CellInk, 81> cells;
    for (const int turns : kQuarterTurnsTried) {
        const std::array<CellInk, 81> turned = photo.turned_cells(turns);
        int mismatches = 0;
        for (int cell = 0; cell < 81; ++cell) {
            const CellInk& ink = turned[static_cast<std::size_t>(cell)];
            const bool digit = !ink.digit.empty() && ink.digitness >= kDigitThreshold;
            if (digit != (truth[cell] != 0)) ++mismatches;
        }
        if (mismatches < best_mismatches) {
            best_mismatches = mismatches;
            cells = turned;
        }
    }
    if (best_mismatches > kMismatchesAllowed) return false;
    for (int cell = 0; cell < 81; ++cell) {
        const CellInk& ink = cells[static_cast<std::size_t>(cell)];
        if (truth[cell] != 0 && !ink.digit.empty()) samples.add(ink.digit, truth[cell]);
    }
    return true;
}

Grid synthetic_puzzle(std::uint64_t seed) {
    GenerateOptions options;
    return generate_puzzle(options, seed)->puzzle.givens;
}

void add_synthetic_samples(int count, std::uint64_t first_seed, DigitSamples& samples) {
    for (int index = 0; index < count; ++index) {
        const std::uint64_t seed = first_seed + static_cast<std::uint64_t>(index);
        const Grid grid = synthetic_puzzle(seed);
        add_photo_samples(make_synthetic_photo(grid, seed).jpeg, grid, samples);
    }
}

int collect_training_samples(const std::vector<LabelledPhoto>& photos, int synthetic_count,
                             DigitSamples& samples) {
    add_synthetic_samples(synthetic_count, kTrainingSeeds, samples);
    int used = 0;
    for (const LabelledPhoto& photo : photos)
        used += add_photo_samples(read_file_bytes(photo.path), photo.grid, samples) ? 1 : 0;
    return used;
}

std::vector<std::uint8_t> read_file_bytes(const std::string& path) {
    std::ifstream file(path, std::ios::binary);
    if (!file) throw std::runtime_error("cannot open " + path);
    return {std::istreambuf_iterator<char>(file), std::istreambuf_iterator<char>()};
}

}  // namespace sudokit::scan
