// The bounds of sums of different digits (solve/distinct_sums.hpp) against a plain count:
// the digits of the mask but one, listed, and the lowest and highest of them added up.

#include <gtest/gtest.h>

#include <cstdint>
#include <random>
#include <vector>

#include "solve/distinct_sums.hpp"

namespace sudokit::detail {
namespace {

using Mask = DistinctSums::Mask;

// The least and most `count` different digits of `digits` other than `digit` add to; false
// when there are too few.
bool plain_bounds(Mask digits, int count, int digit, int& low, int& high) {
    std::vector<int> listed;
    for (int candidate = 1; candidate <= 32; ++candidate) {
        if (candidate != digit && (digits >> (candidate - 1) & 1u) != 0)
            listed.push_back(candidate);
    }
    if (static_cast<int>(listed.size()) < count) return false;
    low = high = 0;
    for (int index = 0; index < count; ++index) {
        low += listed[static_cast<std::size_t>(index)];
        high += listed[listed.size() - 1 - static_cast<std::size_t>(index)];
    }
    return true;
}

TEST(DistinctSumsTest, BoundsAndFittingDigitsEqualAPlainCount) {
    std::mt19937 random(11);
    int kept_somewhere = 0, dropped_somewhere = 0;
    for (const int side : {9, 16, 25, 32}) {
        const Mask all = side == 32 ? ~Mask{0} : (Mask{1} << side) - 1;
        for (int trial = 0; trial < 4000; ++trial) {
            // Sparse and dense masks alike.
            Mask digits = static_cast<Mask>(random()) & all;
            if (trial % 3 == 0) digits &= static_cast<Mask>(random());
            const int count = static_cast<int>(random() % 9);
            const Mask candidates = static_cast<Mask>(random()) & all;
            const int outside_low = static_cast<int>(random() % 40);
            const int outside_high = outside_low + static_cast<int>(random() % 60);
            const int rest = static_cast<int>(random() % (side * 6 + 20));
            const DistinctSums sums(digits, count);
            Mask expected = 0;
            for (int digit = 1; digit <= side; ++digit) {
                const Mask bit = Mask{1} << (digit - 1);
                int low = 0, high = 0, plain_low = 0, plain_high = 0;
                const bool answered = sums.without(digit, (digits & bit) != 0, low, high);
                ASSERT_EQ(answered, plain_bounds(digits, count, digit, plain_low, plain_high))
                    << "side " << side << " digits " << digits << " count " << count;
                if (!answered) continue;
                ASSERT_EQ(low, plain_low) << "digits " << digits << " count " << count;
                ASSERT_EQ(high, plain_high) << "digits " << digits << " count " << count;
                if ((candidates & bit) != 0 && outside_low + low + digit <= rest &&
                    rest <= outside_high + high + digit) {
                    expected |= bit;
                }
            }
            const Mask fitting = sums.fitting(candidates, outside_low, outside_high, rest);
            ASSERT_EQ(fitting, expected) << "side " << side << " digits " << digits << " count "
                                         << count << " candidates " << candidates << " outside "
                                         << outside_low << ".." << outside_high << " rest " << rest;
            if (fitting != 0) ++kept_somewhere;
            if (fitting != candidates) ++dropped_somewhere;
        }
    }
    // The trials reach both answers often.
    EXPECT_GT(kept_somewhere, 2000);
    EXPECT_GT(dropped_somewhere, 2000);
}

}  // namespace
}  // namespace sudokit::detail
