#pragma once

#include <bit>
#include <cstdint>

#include "sudokit/bit_count.hpp"

namespace sudokit::detail {

// Bit helpers for the solvers' candidate masks, 32 or 64 bits wide (bit d-1 for digit d).

// The lowest `count` bits set.
template <class Mask>
constexpr Mask low_bits(int count) {
    return count >= static_cast<int>(8 * sizeof(Mask)) ? ~Mask{0} : (Mask{1} << count) - 1;
}

using sudokit::bit_count;

// The index of the lowest set bit; the mask must not be zero.
constexpr int lowest_bit_index(std::uint32_t mask) {
    return std::countr_zero(mask);
}
constexpr int lowest_bit_index(std::uint64_t mask) {
    return std::countr_zero(mask);
}

}  // namespace sudokit::detail
