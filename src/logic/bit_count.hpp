#pragma once

#include <bit>
#include <cstdint>

namespace sudokit::logic {

// The number of bits set. Builds for the baseline x86-64 target have no popcount
// instruction, and there std::popcount is a library call that cost more than the counting
// around it (in the chains' propagation and the subset and fish searches): the bits are
// summed in place instead.
inline int bit_count(std::uint32_t bits) {
#if defined(__POPCNT__)
    return std::popcount(bits);
#else
    bits = bits - ((bits >> 1) & 0x55555555u);
    bits = (bits & 0x33333333u) + ((bits >> 2) & 0x33333333u);
    return static_cast<int>((((bits + (bits >> 4)) & 0x0F0F0F0Fu) * 0x01010101u) >> 24);
#endif
}

// Whether `bits` holds more than `count` bits, for small counts (the sizes of subsets and
// fish): the lowest bits are cleared one by one, cheaper there than counting them all.
inline bool has_more_bits_than(std::uint32_t bits, int count) {
    for (int cleared = 0; cleared < count && bits != 0; ++cleared)
        bits &= bits - 1;
    return bits != 0;
}

}  // namespace sudokit::logic
