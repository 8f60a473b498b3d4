#include "core/digit_assignments.hpp"

#include <array>
#include <bit>
#include <cstddef>

namespace sudokit {
namespace {

// Sets of the digits numbered 0..5 are the numbers 0..63, and a family of such sets is one
// 64-bit word (bit m for the set m). kWithout[j]: every set without digit j.
constexpr std::array<std::uint64_t, kExactAssignmentCells> kWithout = {
    0x5555555555555555u, 0x3333333333333333u, 0x0F0F0F0F0F0F0F0Fu,
    0x00FF00FF00FF00FFu, 0x0000FFFF0000FFFFu, 0x00000000FFFFFFFFu};

// Bit i of the result is bit 63 - i of `word`.
std::uint64_t reversed(std::uint64_t word) {
    word = (word >> 1 & 0x5555555555555555u) | (word & 0x5555555555555555u) << 1;
    word = (word >> 2 & 0x3333333333333333u) | (word & 0x3333333333333333u) << 2;
    word = (word >> 4 & 0x0F0F0F0F0F0F0F0Fu) | (word & 0x0F0F0F0F0F0F0F0Fu) << 4;
    word = (word >> 8 & 0x00FF00FF00FF00FFu) | (word & 0x00FF00FF00FF00FFu) << 8;
    word = (word >> 16 & 0x0000FFFF0000FFFFu) | (word & 0x0000FFFF0000FFFFu) << 16;
    return word >> 32 | word << 32;
}

// The family of sets one more cell extends `sets` to, the cell taking one digit of `options`
// that the set lacks.
std::uint64_t extend(std::uint64_t sets, unsigned options) {
    std::uint64_t next = 0;
    for (; options != 0; options &= options - 1) {
        const int digit = std::countr_zero(options);
        next |= (sets & kWithout[static_cast<std::size_t>(digit)]) << (1u << digit);
    }
    return next;
}

bool loose_supports(std::span<const std::uint32_t> candidates, std::uint32_t digits,
                    std::span<std::uint32_t> supports) {
    bool each_has_one = true;
    for (std::size_t index = 0; index < candidates.size(); ++index) {
        supports[index] = candidates[index] & digits;
        each_has_one = each_has_one && supports[index] != 0;
    }
    return each_has_one;
}

}  // namespace

// Exact case: the digits of `digits` are numbered 0..count-1. forward[i] is the family of sets
// the first i cells can take (one digit each, all different), backward[i] the family the
// cells from i on can take. Cell i can hold digit j when some set m of forward[i] lacks j and
// the cells after it can take exactly the rest: the complement of m + j is in backward[i+1].
bool assignment_supports(std::span<const std::uint32_t> candidates, std::uint32_t digits,
                         std::span<std::uint32_t> supports) {
    const std::size_t count = candidates.size();
    if (count > kExactAssignmentCells || std::popcount(digits) != static_cast<int>(count))
        return loose_supports(candidates, digits, supports);
    if (count == 0) return true;
    if (count == 1) {
        supports[0] = candidates[0] & digits;
        return supports[0] != 0;
    }
    if (count == 2) {  // digits a and b: a cell holds a when the other holds b
        const std::uint32_t low = digits & (~digits + 1), high = digits & ~low;
        const auto holds = [&](std::size_t cell, std::uint32_t digit) {
            return (candidates[cell] & digit) != 0;
        };
        supports[0] = (holds(0, low) && holds(1, high) ? low : 0u) |
                      (holds(0, high) && holds(1, low) ? high : 0u);
        supports[1] = (holds(1, low) && holds(0, high) ? low : 0u) |
                      (holds(1, high) && holds(0, low) ? high : 0u);
        return supports[0] != 0;
    }
    std::array<int, kExactAssignmentCells> digit_of{};  // the digit (bit index) numbered j
    std::size_t numbered = 0;
    for (std::uint32_t bits = digits; bits != 0; bits &= bits - 1)
        digit_of[numbered++] = std::countr_zero(bits);
    std::array<unsigned, kExactAssignmentCells> options{};  // each cell's digits, numbered
    for (std::size_t cell = 0; cell < count; ++cell) {
        for (std::size_t j = 0; j < count; ++j) {
            if ((candidates[cell] >> digit_of[j] & 1u) != 0) options[cell] |= 1u << j;
        }
    }
    std::array<std::uint64_t, kExactAssignmentCells + 1> forward{}, backward{};
    forward[0] = 1;
    for (std::size_t cell = 0; cell < count; ++cell)
        forward[cell + 1] = extend(forward[cell], options[cell]);
    const unsigned all = (1u << count) - 1u;
    if ((forward[count] >> all & 1u) == 0) return false;
    backward[count] = 1;
    for (std::size_t cell = count; cell-- > 0;)
        backward[cell] = extend(backward[cell + 1], options[cell]);
    for (std::size_t cell = 0; cell < count; ++cell) {
        // Bit m: the cells after this one can take every digit outside m.
        const std::uint64_t completed_by = reversed(backward[cell + 1]) >> (64u - (1u << count));
        std::uint32_t support = 0;
        for (unsigned choice = options[cell]; choice != 0; choice &= choice - 1) {
            const int j = std::countr_zero(choice);
            const std::uint64_t without = kWithout[static_cast<std::size_t>(j)];
            if ((forward[cell] & without & (completed_by & ~without) >> (1u << j)) != 0)
                support |= 1u << digit_of[static_cast<std::size_t>(j)];
        }
        supports[cell] = support;
    }
    return true;
}

}  // namespace sudokit
