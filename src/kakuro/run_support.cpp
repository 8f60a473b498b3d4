#include "kakuro/run_support.hpp"

#include <array>
#include <bit>
#include <cstdint>

namespace sudokit::kakuro::detail {

namespace {

// The sum of the digits of each 9-bit set.
constexpr std::array<std::uint8_t, 512> kDigitSums = [] {
    std::array<std::uint8_t, 512> sums{};
    for (unsigned mask = 0; mask < 512; ++mask) {
        unsigned sum = 0;
        for (unsigned digit = 1; digit <= 9; ++digit) {
            if ((mask >> (digit - 1)) & 1u) sum += digit;
        }
        sums[mask] = static_cast<std::uint8_t>(sum);
    }
    return sums;
}();

}  // namespace

// The search space is the sets of digits the first j cells can hold together, walked cell by
// cell. A set of j digits can only be reached after j cells, so one flag per set serves all
// levels: `reached` on the way forward, `completes` (the set can be finished to the sum by the
// remaining cells) on the way back. Each level holds at most C(9,4) = 126 sets.
bool find_run_support(std::span<const DigitMask> candidates, int remaining_sum,
                      std::span<DigitMask> supported) {
    const std::size_t count = candidates.size();
    std::array<std::uint8_t, 512> reached{};
    std::array<std::uint8_t, 512> completes{};
    std::array<std::array<DigitMask, 126>, 10> level;  // only the filled part is read
    std::array<int, 10> level_size{};
    level[0][0] = 0;
    level_size[0] = 1;
    reached[0] = 1;
    for (std::size_t cell = 0; cell < count; ++cell) {
        int& next_size = level_size[cell + 1];
        for (int index = 0; index < level_size[cell]; ++index) {
            const DigitMask used = level[cell][index];
            for (unsigned free = candidates[cell] & ~unsigned{used}; free != 0; free &= free - 1) {
                const auto grown = static_cast<DigitMask>(used | (free & -free));
                // Sums only grow: a set already past the sum leads nowhere.
                if (reached[grown] != 0 || kDigitSums[grown] > remaining_sum) continue;
                reached[grown] = 1;
                level[cell + 1][next_size++] = grown;
            }
        }
        if (next_size == 0) return false;
    }
    bool any = false;
    for (int index = 0; index < level_size[count]; ++index) {
        const DigitMask full = level[count][index];
        if (kDigitSums[full] == remaining_sum) {
            completes[full] = 1;
            any = true;
        }
    }
    if (!any) return false;
    for (std::size_t cell = count; cell-- > 0;) {
        DigitMask support = 0;
        for (int index = 0; index < level_size[cell]; ++index) {
            const DigitMask used = level[cell][index];
            for (unsigned free = candidates[cell] & ~unsigned{used}; free != 0; free &= free - 1) {
                const auto digit = static_cast<DigitMask>(free & -free);
                if (completes[used | digit] == 0) continue;
                completes[used] = 1;
                support |= digit;
            }
        }
        supported[cell] = support;
    }
    return true;
}

}  // namespace sudokit::kakuro::detail
