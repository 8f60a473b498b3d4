#pragma once

// The search behind subsets and fish: pick n members (cells, digits or lines), each standing
// for a set (its candidates, places or positions, as a bit mask), so that their union has
// exactly n elements.

#include <array>
#include <bit>
#include <cstdint>
#include <span>

#include "sudokit/bit_count.hpp"

namespace sudokit::logic {

// The members a search can pick: the indexes whose set is not zero, in increasing order,
// with their sets side by side (skipping the empty ones once instead of at every level).
// Bits is the width of the sets: 64 bits for houses up to 64 cells, 32 in the chains.
template <class Bits>
struct TupleMembersOf {
    // Only the first `count` are set.
    std::array<Bits, 8 * sizeof(Bits)> sets;
    std::array<int, 8 * sizeof(Bits)> indexes;
    int count = 0;
};
using TupleMembers = TupleMembersOf<std::uint64_t>;

// Picks `left` more members below position `below` of `members`, largest first and each level
// counting up, so that whole tuples come in colexicographic order: the order of their member
// masks read as numbers, which is the order Sudoku Explainer's Permutations visits them in. A
// partial tuple whose union outgrows `size` is cut off. Stops at the first full tuple (union
// of exactly `size` elements) that `accept(member mask, union)` takes, and returns whether
// one was taken.
template <class Bits, typename Accept>
bool pick_colex(const TupleMembersOf<Bits>& members, int size, int left, int below, Bits chosen,
                Bits unite, Accept& accept) {
    for (int at = left - 1; at < below; ++at) {
        const Bits grown = unite | members.sets[static_cast<std::size_t>(at)];
        if (has_more_bits_than(grown, size)) continue;
        const Bits with = chosen | (Bits{1} << members.indexes[static_cast<std::size_t>(at)]);
        if (left == 1) {
            // (No more than `size`: exactly `size` when more than size - 1.)
            if (has_more_bits_than(grown, size - 1) && accept(with, grown)) return true;
        } else if (pick_colex(members, size, left - 1, at, with, grown, accept)) {
            return true;
        }
    }
    return false;
}

// Every tuple of `size` members, taken from the indexes of `sets` whose set is not zero, in
// colexicographic order.
template <typename Accept>
bool find_tuple_colex(std::span<const std::uint64_t> sets, int size, Accept& accept) {
    TupleMembers members;
    for (std::size_t index = 0; index < sets.size(); ++index) {
        if (sets[index] == 0) continue;
        members.sets[static_cast<std::size_t>(members.count)] = sets[index];
        members.indexes[static_cast<std::size_t>(members.count)] = static_cast<int>(index);
        ++members.count;
    }
    if (members.count < size) return false;
    return pick_colex(members, size, size, members.count, std::uint64_t{0}, std::uint64_t{0},
                      accept);
}

}  // namespace sudokit::logic
