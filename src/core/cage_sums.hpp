#pragma once

// Sums of distinct digits: the bounds a cage of `size` cells can reach on a grid of `side`
// digits, and the digit sets that make a sum (a Killer cage's combinations).

#include <cstddef>
#include <cstdint>
#include <optional>
#include <vector>

namespace sudokit {

// The smallest and largest sums of `size` distinct digits from 1..side.
constexpr int smallest_sum(int size) {
    return size * (size + 1) / 2;
}
constexpr int largest_sum(int size, int side) {
    return size * (2 * side - size + 1) / 2;
}

// Every set of `size` distinct digits from 1..side that sums to `sum`, as masks (bit d-1 for
// digit d), ascending; nothing when there are more than `limit` (large grids' long cages,
// whose callers reason on bounds instead).
std::optional<std::vector<std::uint32_t>> sum_combinations(int size, int sum, int side,
                                                           std::size_t limit = 20'000);

}  // namespace sudokit
