#include "core/cage_sums.hpp"

namespace sudokit {
namespace {

// Adds to `out` the sets that extend `chosen` with `left` more digits from `from`..side making
// `rest`; false once `out` would outgrow the limit.
bool extend(int from, int left, int rest, int side, std::uint32_t chosen, std::size_t limit,
            std::vector<std::uint32_t>& out) {
    if (left == 0) {
        if (rest != 0) return true;
        if (out.size() == limit) return false;
        out.push_back(chosen);
        return true;
    }
    for (int digit = from; digit <= side; ++digit) {
        // The smallest and largest sums the other digits can still add, digits above `digit`.
        const int low = (left - 1) * (2 * digit + left) / 2;
        const int high = (left - 1) * (2 * side - left + 2) / 2;
        if (rest - digit < low) break;  // larger digits only make it worse
        if (rest - digit > high) continue;
        if (!extend(digit + 1, left - 1, rest - digit, side, chosen | (1u << (digit - 1)), limit,
                    out)) {
            return false;
        }
    }
    return true;
}

}  // namespace

std::optional<std::vector<std::uint32_t>> sum_combinations(int size, int sum, int side,
                                                           std::size_t limit) {
    std::vector<std::uint32_t> out;
    if (size < 0 || size > side || sum < smallest_sum(size) || sum > largest_sum(size, side)) {
        return out;
    }
    if (!extend(1, size, sum, side, 0u, limit, out)) return std::nullopt;
    return out;
}

}  // namespace sudokit
