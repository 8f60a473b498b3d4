// A run's exact support against every filling of the run listed by brute force.

#include <array>
#include <vector>

#include <gtest/gtest.h>

#include "generate/random_source.hpp"
#include "kakuro/run_support.hpp"

namespace sudokit::kakuro::detail {
namespace {

// Every digit each cell takes in some filling with distinct digits adding up to `sum`.
bool brute_force_support(const std::vector<DigitMask>& candidates, int sum,
                         std::vector<DigitMask>& supported) {
    supported.assign(candidates.size(), 0);
    std::vector<int> digits(candidates.size(), 0);
    bool any = false;
    const auto walk = [&](auto&& self, std::size_t cell, unsigned used, int total) -> void {
        if (cell == candidates.size()) {
            if (total != sum) return;
            any = true;
            for (std::size_t index = 0; index < digits.size(); ++index) {
                supported[index] |= digit_bit(digits[index]);
            }
            return;
        }
        for (int digit = 1; digit <= 9; ++digit) {
            if ((candidates[cell] & digit_bit(digit)) == 0 || (used & digit_bit(digit)) != 0) {
                continue;
            }
            digits[cell] = digit;
            self(self, cell + 1, used | digit_bit(digit), total + digit);
        }
    };
    walk(walk, 0, 0, 0);
    return any;
}

TEST(KakuroRunSupportTest, KeepsOnlyDigitsTheOthersCanCompleteTheSumAround) {
    // Two cells summing to 10, the second holding 1 or 2: the first keeps 8 and 9 only.
    const std::array<DigitMask, 2> candidates = {kAllDigits, digit_bit(1) | digit_bit(2)};
    std::array<DigitMask, 2> supported{};
    ASSERT_TRUE(find_run_support(candidates, 10, supported));
    EXPECT_EQ(supported[0], digit_bit(8) | digit_bit(9));
    EXPECT_EQ(supported[1], digit_bit(1) | digit_bit(2));
    // A naked pair's digits leave the third cell: {1,2} {1,2} {1,2,4} summing to 7.
    const std::array<DigitMask, 3> pair = {3, 3, 0xB};
    std::array<DigitMask, 3> narrowed{};
    ASSERT_TRUE(find_run_support(pair, 7, narrowed));
    EXPECT_EQ(narrowed[2], digit_bit(4));
    EXPECT_FALSE(find_run_support(pair, 8, narrowed));
}

TEST(KakuroRunSupportTest, AgreesWithBruteForceOnRandomRuns) {
    generate::RandomSource random(2026);
    for (int trial = 0; trial < 20'000; ++trial) {
        const int length = 1 + random.below(trial % 50 == 0 ? 9 : 5);
        std::vector<DigitMask> candidates(length);
        for (DigitMask& mask : candidates) {
            mask = static_cast<DigitMask>(random.below(512));
            // Whole cells on short runs only: nine open cells can be filled 9! ways.
            if (length <= 5 && random.below(4) == 0) mask = kAllDigits;
        }
        const int sum = length + random.below(45 - length + 1);
        std::vector<DigitMask> expected;
        const bool possible = brute_force_support(candidates, sum, expected);
        std::vector<DigitMask> found(length, 0);
        ASSERT_EQ(find_run_support(candidates, sum, found), possible) << "trial " << trial;
        if (possible) {
            ASSERT_EQ(found, expected) << "trial " << trial;
        }
    }
}

}  // namespace
}  // namespace sudokit::kakuro::detail
