#include "core/digit_assignments.hpp"

#include <algorithm>
#include <array>
#include <bit>
#include <cstddef>

#include "sudokit/bit_count.hpp"

namespace sudokit {
namespace {

constexpr std::size_t kMaxCells = kExactAssignmentCells;

// Sets of the digits numbered 0..5 are the numbers 0..63, and a family of such sets is one
// 64-bit word (bit m for the set m). kWithout[j]: every set without digit j.
constexpr std::array<std::uint64_t, kMaxCells> kWithout = {
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

// The problem with the digits numbered 0..count-1: `options[i]` are the numbers cell i can
// take. Writes each cell's supported numbers; false when there is no assignment.
//
// forward[i] is the family of sets the first i cells can take (one number each, all
// different), backward[i] the family the cells from i on can take. Cell i can hold number j
// when some set m of forward[i] lacks j and the cells after it can take exactly the rest:
// the complement of m + j is in backward[i+1].
bool numbered_supports(const unsigned* options, std::size_t count, unsigned* supports) {
    std::array<std::uint64_t, kMaxCells + 1> forward{}, backward{};
    forward[0] = 1;
    for (std::size_t cell = 0; cell < count; ++cell)
        forward[cell + 1] = extend(forward[cell], options[cell]);
    const unsigned all = (1u << count) - 1u;
    if ((forward[count] >> all & 1u) == 0) return false;
    backward[count] = 1;
    for (std::size_t cell = count; cell-- > 0;)
        backward[cell] = extend(backward[cell + 1], options[cell]);
    for (std::size_t cell = 0; cell < count; ++cell) {
        // Bit m: the cells after this one can take every number outside m.
        const std::uint64_t completed_by = reversed(backward[cell + 1]) >> (64u - (1u << count));
        unsigned support = 0;
        for (unsigned choice = options[cell]; choice != 0; choice &= choice - 1) {
            const int j = std::countr_zero(choice);
            const std::uint64_t without = kWithout[static_cast<std::size_t>(j)];
            if ((forward[cell] & without & (completed_by & ~without) >> (1u << j)) != 0)
                support |= 1u << j;
        }
        supports[cell] = support;
    }
    return true;
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

// The digits of a combination, numbered from the lowest.
struct Numbering {
    std::array<int, kMaxCells> digit_of{};  // bit index of the digit numbered j
    std::size_t count = 0;

    explicit Numbering(std::uint32_t digits) {
        for (; digits != 0; digits &= digits - 1)
            digit_of[count++] = std::countr_zero(digits);
    }
    unsigned number(std::uint32_t candidates) const {
        unsigned numbers = 0;
        for (std::size_t j = 0; j < count; ++j)
            numbers |= (candidates >> digit_of[j] & 1u) << j;
        return numbers;
    }
    std::uint32_t digits(unsigned numbers) const {
        std::uint32_t mask = 0;
        for (; numbers != 0; numbers &= numbers - 1)
            mask |= 1u << digit_of[static_cast<std::size_t>(std::countr_zero(numbers))];
        return mask;
    }
};

bool exact_case(std::span<const std::uint32_t> candidates, std::uint32_t digits) {
    return candidates.size() <= kMaxCells &&
           bit_count(digits) == static_cast<int>(candidates.size());
}

// Every cell can take every digit: each digit has an assignment in each cell.
bool all_open(std::span<const std::uint32_t> candidates, std::uint32_t digits,
              std::span<std::uint32_t> supports) {
    for (const std::uint32_t mask : candidates) {
        if ((mask & digits) != digits) return false;
    }
    std::fill(supports.begin(), supports.begin() + static_cast<std::ptrdiff_t>(candidates.size()),
              digits);
    return true;
}

// One or two cells, answered directly (most calls of a search, where the memory's hashing
// cost more than the answer).
bool few_cell_supports(std::span<const std::uint32_t> candidates, std::uint32_t digits,
                       std::span<std::uint32_t> supports) {
    if (candidates.empty()) return true;
    if (candidates.size() == 1) {
        supports[0] = candidates[0] & digits;
        return supports[0] != 0;
    }
    const std::uint32_t low = digits & (~digits + 1), high = digits & ~low;
    // Cell 0 takes `low` and cell 1 `high`, or the other way round.
    const bool straight = (candidates[0] & low) != 0 && (candidates[1] & high) != 0;
    const bool crossed = (candidates[0] & high) != 0 && (candidates[1] & low) != 0;
    supports[0] = (straight ? low : 0) | (crossed ? high : 0);
    supports[1] = (straight ? high : 0) | (crossed ? low : 0);
    return straight || crossed;
}

}  // namespace

bool assignment_supports(std::span<const std::uint32_t> candidates, std::uint32_t digits,
                         std::span<std::uint32_t> supports) {
    if (!exact_case(candidates, digits)) return loose_supports(candidates, digits, supports);
    if (candidates.size() <= 2) return few_cell_supports(candidates, digits, supports);
    const Numbering numbering(digits);
    std::array<unsigned, kMaxCells> options{}, numbered{};
    for (std::size_t cell = 0; cell < candidates.size(); ++cell)
        options[cell] = numbering.number(candidates[cell]);
    if (!numbered_supports(options.data(), candidates.size(), numbered.data())) return false;
    for (std::size_t cell = 0; cell < candidates.size(); ++cell)
        supports[cell] = numbering.digits(numbered[cell]);
    return true;
}

// A pattern is the cells' numbered options, six bits each, above the cell count; an answer
// the supported numbers, six bits each, with bit 63 set when there is no assignment.
constexpr std::size_t kMemoEntries = std::size_t{1} << 14;

AssignmentMemo::AssignmentMemo(int exact_cells)
    : exact_cells_(static_cast<std::size_t>(std::clamp(exact_cells, 0, kExactAssignmentCells))) {}

bool AssignmentMemo::supports(std::span<const std::uint32_t> candidates, std::uint32_t digits,
                              std::span<std::uint32_t> supports) {
    if (candidates.size() > exact_cells_ || !exact_case(candidates, digits))
        return loose_supports(candidates, digits, supports);
    if (candidates.size() <= 2) return few_cell_supports(candidates, digits, supports);
    if (all_open(candidates, digits, supports)) return true;
    const std::size_t count = candidates.size();
    const Numbering numbering(digits);
    std::array<unsigned, kMaxCells> options{};
    std::uint64_t pattern = count;
    for (std::size_t cell = 0; cell < count; ++cell) {
        options[cell] = numbering.number(candidates[cell]);
        pattern |= std::uint64_t{options[cell]} << (3 + 6 * cell);
    }
    // The table is made on first use: a search without cages (or a short one) never pays for
    // it.
    if (entries_.empty()) entries_.resize(kMemoEntries);
    // A multiplicative hash's top bits pick the slot.
    const std::size_t slot =
        static_cast<std::size_t>((pattern * 0x9E3779B97F4A7C15u) >> 50) & (entries_.size() - 1);
    Entry& entry = entries_[slot];
    if (entry.pattern != pattern) {
        std::array<unsigned, kMaxCells> numbered{};
        std::uint64_t answer = 0;
        if (numbered_supports(options.data(), count, numbered.data())) {
            for (std::size_t cell = 0; cell < count; ++cell)
                answer |= std::uint64_t{numbered[cell]} << (6 * cell);
        } else {
            answer = std::uint64_t{1} << 63;
        }
        entry = {pattern, answer};
    }
    if ((entry.answer >> 63) != 0) return false;
    for (std::size_t cell = 0; cell < count; ++cell)
        supports[cell] = numbering.digits(static_cast<unsigned>(entry.answer >> (6 * cell) & 63u));
    return true;
}

}  // namespace sudokit
