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
// digit d), in increasing order of their digits ({1,9} before {2,8}); nothing when there are
// more than `limit` (large grids' long cages, whose callers reason on bounds instead). Up to
// kTabledSumSide digits the sets are copied from a table built once per side and shared;
// above, a search over the digits finds them.
std::optional<std::vector<std::uint32_t>> sum_combinations(int size, int sum, int side,
                                                           std::size_t limit = 20'000);

// The same sets read in place from the shared table (a side up to kTabledSumSide, where no
// size and sum have more than the default limit). Solvers that build a model per puzzle
// point into it.
inline constexpr int kTabledSumSide = 16;
const std::vector<std::uint32_t>& tabled_sum_combinations(int size, int sum, int side);

// The search alone, for tests that hold the table against it.
std::optional<std::vector<std::uint32_t>> searched_sum_combinations(int size, int sum, int side,
                                                                    std::size_t limit = 20'000);

}  // namespace sudokit
