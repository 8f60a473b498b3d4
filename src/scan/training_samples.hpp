#pragma once

#include <cstdint>
#include <vector>

#include "digit_model_impl.hpp"
#include "photo_set.hpp"

namespace sudokit::scan {

// Adds the digits of a photo of a known grid, cut out as scan_image cuts them. A photo whose
// cells do not match the grid's blanks (the grid was not found, or found wrong) adds nothing:
// returns whether it was used.
bool add_photo_samples(const std::vector<std::uint8_t>& jpeg, const Grid& truth,
                       DigitSamples& samples);

// Digits from `count` synthetic photos of generated puzzles (seeds from `first_seed`).
void add_synthetic_samples(int count, std::uint64_t first_seed, DigitSamples& samples);

// The training set of the digit model: the digits of `synthetic_count` synthetic photos and
// of the given real photos. Returns how many of the real photos were used.
int collect_training_samples(const std::vector<LabelledPhoto>& photos, int synthetic_count,
                             DigitSamples& samples);

// Synthetic photos for testing use seeds from here on; training ones start at 1.
inline constexpr std::uint64_t kSyntheticTestSeeds = 1'000'000;

// A puzzle with one solution, the same for the same seed, to photograph synthetically.
Grid synthetic_puzzle(std::uint64_t seed);

// The bytes of a file; throws std::runtime_error when it cannot be read.
std::vector<std::uint8_t> read_file_bytes(const std::string& path);

}  // namespace sudokit::scan
