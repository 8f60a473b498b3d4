#pragma once

#include <array>
#include <cstdint>
#include <vector>

#include "scan/cell_ink.hpp"
#include "scan/digit_model_impl.hpp"
#include "scan/photo_set.hpp"

namespace sudokit::scan {

// A photo's cells turned clockwise by `turns` quarter turns.
struct TurnedCells {
    int turns = 0;
    std::array<CellInk, 81> cells;
};

// The cells of a photo of a known grid, cut out as scan_image cuts them, under each turn that
// matches the grid's blanks best (several when the blanks look the same under two turns:
// most puzzles are symmetric under a half turn). Empty when the photo does not match the grid
// (the grid was not found, or found wrong).
std::vector<TurnedCells> cells_matching_blanks(const std::vector<std::uint8_t>& jpeg,
                                               const Grid& truth);

// Of several turns of a photo's cells, the one whose digits `model` reads as the grid's most
// often.
const std::array<CellInk, 81>& likeliest_turn(const std::vector<TurnedCells>& turns,
                                              const Grid& truth, const DigitModel& model);

// Adds the digits of `cells` with their digits in `truth`.
void add_cell_samples(const std::array<CellInk, 81>& cells, const Grid& truth,
                      DigitSamples& samples);

// Adds `copies` of each digit of `from`, each a little varied at random (seeded), with its
// label.
void add_varied_copies(const DigitSamples& from, int copies, std::uint64_t seed, DigitSamples& to);

// Digits from `count` synthetic photos of generated puzzles (seeds from `first_seed`).
void add_synthetic_samples(int count, std::uint64_t first_seed, DigitSamples& samples);

struct TrainedModel {
    DigitModel model;
    std::size_t samples = 0;  // digits trained on
    int photos_used = 0;      // real photos whose digits were taken
};

// The digit model of `synthetic_count` synthetic photos and the given real photos. A real
// photo whose turn its blanks leave open is turned by a first model trained on the others,
// then every digit trains the final model. The same inputs and seed give the same model.
TrainedModel train_scan_model(const std::vector<LabelledPhoto>& photos, int synthetic_count,
                              std::uint64_t seed);

// Synthetic photos for training are drawn from seeds 1, 2, ...; for testing, from
// kSyntheticTestSeeds on.
inline constexpr std::uint64_t kTrainingSeeds = 1;
inline constexpr std::uint64_t kSyntheticTestSeeds = 1'000'000;

// A puzzle with one solution, the same for the same seed, to photograph synthetically.
Grid synthetic_puzzle(std::uint64_t seed);

// The bytes of a file; throws std::runtime_error when it cannot be read.
std::vector<std::uint8_t> read_file_bytes(const std::string& path);

}  // namespace sudokit::scan
