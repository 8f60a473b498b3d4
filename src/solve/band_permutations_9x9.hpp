#pragma once

// One digit's row, column and box rules on a 9x9 grid with boxes, by band and stack tables:
// the classic fast search (fast_search_9x9.cpp) and the bitboard search on variant houses
// (geometry_bitboard_search_9x9.cpp) both settle a digit with settle_bands.
//
// Layout: the grid is three bands of three rows; a digit's places in a band are a 27-bit
// mask, bit 9*r + c for row r of the band and column c.
//
// Everything here has internal linkage: fast_search_9x9.cpp is built once per instruction
// set level (src/solve/isa/), each with its own bit gathers, and the builds link side by side.

#include <array>
#include <cstdint>

#if defined(__BMI2__)
#include <immintrin.h>
#endif

namespace sudokit::detail {
namespace {

using Bits = std::uint32_t;

constexpr Bits kRowCells = 0x1FF;
// Multiplying a 9-bit column set by this copies it onto the three rows of a band.
constexpr Bits kOntoThreeRows = 1u | (1u << 9) | (1u << 18);

// A "minirow" is the three cells where one row of a band meets one box. Minirow masks have
// bit 3*r + k for row r, box k of the band. (Unused where bit gathers replace it.)
[[maybe_unused]] constexpr std::array<std::uint8_t, 512> kRowToBoxes = [] {
    std::array<std::uint8_t, 512> table{};
    for (unsigned row = 0; row < 512; ++row) {
        for (unsigned box = 0; box < 3; ++box) {
            if ((row & (7u << (3 * box))) != 0) table[row] |= static_cast<std::uint8_t>(1u << box);
        }
    }
    return table;
}();

// Within a band a digit sits once in each row and once in each box, so the (row, box) pairs it
// uses form a permutation of three. Given the minirows still open to the digit, this is the
// union of every permutation that fits in them: zero means the digit has no place left. The
// same holds for a stack, with (band, column of the stack) in place of (row, box).
constexpr std::array<std::uint16_t, 512> kPermutationSupport = [] {
    constexpr int kPermutations[6][3] = {{0, 1, 2}, {0, 2, 1}, {1, 0, 2},
                                         {1, 2, 0}, {2, 0, 1}, {2, 1, 0}};
    std::array<std::uint16_t, 512> table{};
    for (unsigned open = 0; open < 512; ++open) {
        for (const auto& permutation : kPermutations) {
            const unsigned used = (1u << permutation[0]) | (1u << (3 + permutation[1])) |
                                  (1u << (6 + permutation[2]));
            if ((open & used) == used) table[open] |= static_cast<std::uint16_t>(used);
        }
    }
    return table;
}();

// kPermutationSupport spread back onto the 27 cells of a band: a band mask ANDed with this
// drops every minirow no permutation can use.
constexpr std::array<Bits, 512> kBandSupportCells = [] {
    std::array<Bits, 512> table{};
    for (unsigned open = 0; open < 512; ++open) {
        const unsigned support = kPermutationSupport[open];
        for (unsigned row = 0; row < 3; ++row) {
            for (unsigned box = 0; box < 3; ++box) {
                if ((support >> (3 * row + box)) & 1u) table[open] |= 7u << (9 * row + 3 * box);
            }
        }
    }
    return table;
}();

// Columns packed three bands to a word: bit 9 * band + column. For the three columns of stack
// 0 in each band (a 9-bit "stack view": bit 3 * band + k), kPermutationSupport spread back to
// the packed layout; shifted left by 3 * stack it serves every stack.
constexpr std::array<Bits, 512> kStackSupportColumns = [] {
    std::array<Bits, 512> table{};
    for (unsigned open = 0; open < 512; ++open) {
        const Bits support = kPermutationSupport[open];
        table[open] = (support & 7u) | (support & 0x38u) << 6 | (support & 0x1C0u) << 12;
    }
    return table;
}();

// Bit gathers (PEXT) take one instruction where they are fast; on AMD's first two Zen
// generations they are microcoded and slower than the table lookups below.
#if defined(__BMI2__) && !defined(__znver1__) && !defined(__znver2__)
#define SUDOKIT_FAST_PEXT 1
#endif

// The stack view (see kStackSupportColumns) of one stack of packed columns.
inline Bits stack_view(Bits columns, int stack) {
#if defined(SUDOKIT_FAST_PEXT)
    return _pext_u32(columns, 0x1C0E07u << (3 * stack));
#else
    const Bits cells = columns >> (3 * stack);
    return (cells & 7u) | ((cells >> 6) & 0x38u) | ((cells >> 12) & 0x1C0u);
#endif
}

inline Bits open_minirows(Bits band) {
#if defined(SUDOKIT_FAST_PEXT)
    // Bit 0 of each minirow gathers its three cells; one gather packs the nine.
    return _pext_u32(band | band >> 1 | band >> 2, 0x1249249u);
#else
    return Bits{kRowToBoxes[band & kRowCells]} | Bits{kRowToBoxes[(band >> 9) & kRowCells]} << 3 |
           Bits{kRowToBoxes[band >> 18]} << 6;
#endif
}

// The columns (9 bits) in which a band still has a cell.
constexpr Bits open_columns(Bits band) {
    return (band | (band >> 9) | (band >> 18)) & kRowCells;
}

// Applies a digit's one-per-row, one-per-column and one-per-box rules to its three band
// masks until nothing changes: band tables for rows and boxes, stack tables for columns (a
// digit whose places in a band or stack fit no permutation loses them, box-line
// interactions included). The masks include the cells that hold the digit. False when the
// digit has no place left in some band or stack.
//
// Every band and every stack is stepped each round, changed or not: tests that skip the
// unchanged ones mispredict, and cost more than the steps they save.
inline bool settle_bands(std::array<Bits, 3>& bands) {
    for (;;) {
        for (Bits& band : bands)
            band &= kBandSupportCells[open_minirows(band)];
        if ((Bits{bands[0] == 0} | Bits{bands[1] == 0} | Bits{bands[2] == 0}) != 0) return false;
        const Bits columns =
            open_columns(bands[0]) | open_columns(bands[1]) << 9 | open_columns(bands[2]) << 18;
        const Bits support0 = kStackSupportColumns[stack_view(columns, 0)];
        const Bits support1 = kStackSupportColumns[stack_view(columns, 1)];
        const Bits support2 = kStackSupportColumns[stack_view(columns, 2)];
        if ((Bits{support0 == 0} | Bits{support1 == 0} | Bits{support2 == 0}) != 0) return false;
        const Bits closed = columns & ~(support0 | support1 << 3 | support2 << 6);
        if (closed == 0) return true;
        for (std::size_t band = 0; band < bands.size(); ++band)
            bands[band] &= ~(((closed >> (9 * band)) & kRowCells) * kOntoThreeRows);
    }
}

}  // namespace
}  // namespace sudokit::detail
