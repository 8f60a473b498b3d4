#pragma once

#include <cstdint>
#include <span>
#include <utility>

namespace sudokit::generate {

// The generator's random numbers: splitmix64, written out so that a seed gives the same
// puzzles with every compiler and standard library (std::uniform_int_distribution does not).
class RandomSource {
  public:
    explicit RandomSource(std::uint64_t seed) : state_(seed) {}

    std::uint64_t next() {
        state_ += 0x9E3779B97F4A7C15ull;
        std::uint64_t mixed = state_;
        mixed = (mixed ^ (mixed >> 30)) * 0xBF58476D1CE4E5B9ull;
        mixed = (mixed ^ (mixed >> 27)) * 0x94D049BB133111EBull;
        return mixed ^ (mixed >> 31);
    }

    // A number in [0, bound); the multiply-shift bias is below 2^-32 for the small bounds used.
    int below(int bound) {
        return static_cast<int>(((next() >> 32) * static_cast<std::uint64_t>(bound)) >> 32);
    }

    template <typename T>
    void shuffle(std::span<T> items) {
        for (std::size_t last = items.size(); last > 1; --last) {
            std::swap(items[last - 1],
                      items[static_cast<std::size_t>(below(static_cast<int>(last)))]);
        }
    }

  private:
    std::uint64_t state_;
};

}  // namespace sudokit::generate
