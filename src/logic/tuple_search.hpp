#pragma once

// The search behind subsets and fish: pick n members (cells, digits or lines), each standing
// for a set (its candidates, places or positions, as a bit mask), so that their union has
// exactly n elements.

#include <bit>
#include <cstdint>
#include <span>

namespace sudokit::logic {

// Picks `left` more members below index `below`, largest first and each level counting up, so
// that whole tuples come in colexicographic order: the order of their member masks read as
// numbers, which is the order Sudoku Explainer's Permutations visits them in. A member is an
// index whose set is not zero; a partial tuple whose union outgrows `size` is cut off. Stops
// at the first full tuple (union of exactly `size` elements) that `accept(members, union)`
// takes, and returns whether one was taken.
template <typename Accept>
bool pick_colex(std::span<const std::uint32_t> sets, int size, int left, int below,
                std::uint32_t members, std::uint32_t unite, Accept& accept) {
    for (int index = left - 1; index < below; ++index) {
        const std::uint32_t set = sets[static_cast<std::size_t>(index)];
        if (set == 0) continue;
        const std::uint32_t grown = unite | set;
        if (std::popcount(grown) > size) continue;
        const std::uint32_t with = members | (1u << index);
        if (left == 1) {
            if (std::popcount(grown) == size && accept(with, grown)) return true;
        } else if (pick_colex(sets, size, left - 1, index, with, grown, accept)) {
            return true;
        }
    }
    return false;
}

// Every tuple of `size` members, `size` taken from all of `sets`, in colexicographic order.
template <typename Accept>
bool find_tuple_colex(std::span<const std::uint32_t> sets, int size, Accept& accept) {
    return pick_colex(sets, size, size, static_cast<int>(sets.size()), 0u, 0u, accept);
}

}  // namespace sudokit::logic
