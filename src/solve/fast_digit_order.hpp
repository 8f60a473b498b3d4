#pragma once

#include <bit>
#include <cstdint>
#include <optional>
#include <utility>

#include "mask_bits.hpp"

namespace sudokit::detail {

// The order in which a branch point tries its digits: ascending, or shuffled by a PRNG when
// the caller gave a seed, so that a generator can draw random grids and the same seed always
// gives the same run. The PRNG is splitmix64: tiny state, cheap, good enough for shuffles.
class DigitOrder {
  public:
    explicit DigitOrder(std::optional<std::uint64_t> seed)
        : shuffled_(seed.has_value()), state_(seed.value_or(0)) {}

    // Writes the indices of the set bits of `digits` (bit i = digit index i) into `out` in
    // trial order and returns how many there are. `out` must hold popcount(digits) entries.
    template <class Mask>
    int arrange(Mask digits, std::uint8_t* out) {
        int count = 0;
        for (; digits != 0; digits &= digits - 1) {
            out[count++] = static_cast<std::uint8_t>(lowest_bit_index(digits));
        }
        if (shuffled_) {
            for (int last = count - 1; last > 0; --last) {
                std::swap(out[last], out[below(static_cast<std::uint32_t>(last + 1))]);
            }
        }
        return count;
    }

    // Whether a branch between two ways (an either-or of lookahead) tries its second way
    // first: a coin flip when shuffled, so random grids stay random; never otherwise.
    bool second_first() { return shuffled_ && below(2) == 1; }

  private:
    std::uint64_t next() {
        state_ += 0x9E3779B97F4A7C15ull;
        std::uint64_t mixed = state_;
        mixed = (mixed ^ (mixed >> 30)) * 0xBF58476D1CE4E5B9ull;
        mixed = (mixed ^ (mixed >> 27)) * 0x94D049BB133111EBull;
        return mixed ^ (mixed >> 31);
    }

    // A number in [0, bound); the bias of the multiply-shift map is negligible for bound <= 64.
    std::uint32_t below(std::uint32_t bound) {
        return static_cast<std::uint32_t>(((next() >> 32) * bound) >> 32);
    }

    bool shuffled_;
    std::uint64_t state_;
};

}  // namespace sudokit::detail
