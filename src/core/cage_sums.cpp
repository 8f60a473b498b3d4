#include "core/cage_sums.hpp"

#include <array>
#include <limits>
#include <memory>
#include <mutex>
#include <stdexcept>

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

// Every set of digits of one side, by size and sum, each list in the search's order.
class SumTable {
  public:
    explicit SumTable(int side) : side_(side), largest_(largest_sum(side, side)) {
        by_size_and_sum_.resize(static_cast<std::size_t>((side + 1) * (largest_ + 1)));
        for (int size = 0; size <= side; ++size) {
            for (int sum = smallest_sum(size); sum <= largest_sum(size, side); ++sum) {
                std::vector<std::uint32_t>& sets = by_size_and_sum_[index(size, sum)];
                extend(1, size, sum, side, 0u, std::numeric_limits<std::size_t>::max(), sets);
            }
        }
    }
    const std::vector<std::uint32_t>& sets(int size, int sum) const {
        static const std::vector<std::uint32_t> none;
        if (size < 0 || size > side_ || sum < 0 || sum > largest_) return none;
        return by_size_and_sum_[index(size, sum)];
    }

  private:
    std::size_t index(int size, int sum) const {
        return static_cast<std::size_t>(size * (largest_ + 1) + sum);
    }
    int side_;
    int largest_;
    std::vector<std::vector<std::uint32_t>> by_size_and_sum_;
};

// One table per side, built on first use and shared by every thread (never changed).
const SumTable& sum_table(int side) {
    static std::array<std::once_flag, kTabledSumSide + 1> built;
    static std::array<std::unique_ptr<const SumTable>, kTabledSumSide + 1> tables;
    const auto slot = static_cast<std::size_t>(side);
    std::call_once(built[slot], [&] { tables[slot] = std::make_unique<const SumTable>(side); });
    return *tables[slot];
}

}  // namespace

std::optional<std::vector<std::uint32_t>> searched_sum_combinations(int size, int sum, int side,
                                                                    std::size_t limit) {
    std::vector<std::uint32_t> out;
    if (size < 0 || size > side || sum < smallest_sum(size) || sum > largest_sum(size, side)) {
        return out;
    }
    if (!extend(1, size, sum, side, 0u, limit, out)) return std::nullopt;
    return out;
}

const std::vector<std::uint32_t>& tabled_sum_combinations(int size, int sum, int side) {
    if (side < 1 || side > kTabledSumSide)
        throw std::invalid_argument("sum sets are tabled for up to 16 digits");
    return sum_table(side).sets(size, sum);
}

std::optional<std::vector<std::uint32_t>> sum_combinations(int size, int sum, int side,
                                                           std::size_t limit) {
    if (side < 1 || side > kTabledSumSide) return searched_sum_combinations(size, sum, side, limit);
    const std::vector<std::uint32_t>& sets = tabled_sum_combinations(size, sum, side);
    if (sets.size() > limit) return std::nullopt;
    return sets;
}

}  // namespace sudokit
