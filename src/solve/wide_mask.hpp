#pragma once

#include <bit>
#include <cstdint>

#include "core/bit_count.hpp"

namespace sudokit::detail {

// A 128-bit mask for the solvers of 64x64 grids, whose 64 digits leave no room in 64 bits for
// a flag. A compiler extension (GCC and Clang), hence the keyword that keeps -Wpedantic quiet.
__extension__ typedef unsigned __int128 WideMask;

// The lowest `count` bits set.
template <class Mask>
constexpr Mask low_bits(int count) {
    return count >= static_cast<int>(8 * sizeof(Mask)) ? ~Mask{0} : (Mask{1} << count) - 1;
}

using sudokit::bit_count;
constexpr int bit_count(WideMask mask) {
    return bit_count(static_cast<std::uint64_t>(mask)) +
           bit_count(static_cast<std::uint64_t>(mask >> 64));
}

// The index of the lowest set bit; the mask must not be zero.
constexpr int lowest_bit_index(std::uint32_t mask) {
    return std::countr_zero(mask);
}
constexpr int lowest_bit_index(std::uint64_t mask) {
    return std::countr_zero(mask);
}
constexpr int lowest_bit_index(WideMask mask) {
    const auto low = static_cast<std::uint64_t>(mask);
    return low != 0 ? std::countr_zero(low)
                    : 64 + std::countr_zero(static_cast<std::uint64_t>(mask >> 64));
}

}  // namespace sudokit::detail
