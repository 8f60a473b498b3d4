#pragma once

#include <bit>
#include <cstdint>

namespace sudokit {

// The number of bits set. Builds for the baseline x86-64 target have no popcount
// instruction, and there std::popcount is a library call that cost more than the counting
// around it (in the logic engine's chains, subsets and fish, and the searches' propagation):
// the bits are summed in place instead.
constexpr int bit_count(std::uint32_t bits) {
#if defined(__POPCNT__)
    return std::popcount(bits);
#else
    bits = bits - ((bits >> 1) & 0x55555555u);
    bits = (bits & 0x33333333u) + ((bits >> 2) & 0x33333333u);
    return static_cast<int>((((bits + (bits >> 4)) & 0x0F0F0F0Fu) * 0x01010101u) >> 24);
#endif
}

// The same for the 64-bit masks of houses up to 64 cells.
constexpr int bit_count(std::uint64_t bits) {
#if defined(__POPCNT__)
    return std::popcount(bits);
#else
    constexpr std::uint64_t kOnes = ~std::uint64_t{0} / 255;  // 0x0101...01
    bits = bits - ((bits >> 1) & (kOnes * 0x55));
    bits = (bits & (kOnes * 0x33)) + ((bits >> 2) & (kOnes * 0x33));
    return static_cast<int>((((bits + (bits >> 4)) & (kOnes * 0x0F)) * kOnes) >> 56);
#endif
}

// The lowest `count` bits set, for `count` up to 64 (a whole house or all digits).
inline std::uint64_t low_bits(int count) {
    return count >= 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << count) - 1;
}

// Whether `bits` holds more than `count` bits, for small counts (the sizes of subsets and
// fish): the lowest bits are cleared one by one, cheaper there than counting them all.
template <class Bits>
inline bool has_more_bits_than(Bits bits, int count) {
    for (int cleared = 0; cleared < count && bits != 0; ++cleared)
        bits &= bits - 1;
    return bits != 0;
}

}  // namespace sudokit
