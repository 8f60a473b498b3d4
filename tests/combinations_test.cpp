// The subsets the pattern finders walk (logic/pattern_helpers.hpp): every k-subset once, in
// SE's order (colexicographic), and the walk with a cut skipping exactly the subsets that hold
// a refused part, in the same order.

#include <algorithm>
#include <bit>
#include <cstdint>
#include <vector>

#include <gtest/gtest.h>

#include "logic/pattern_helpers.hpp"

namespace sudokit::logic {
namespace {

using Subsets = std::vector<std::vector<int>>;

Subsets all_subsets(int k, int n) {
    Subsets subsets;
    for_each_combination(k, n, [&](const std::vector<int>& picks) {
        subsets.push_back(picks);
        return false;
    });
    return subsets;
}

TEST(CombinationsTest, EveryKSubsetOnceInColexicographicOrder) {
    const Subsets subsets = all_subsets(3, 6);
    ASSERT_EQ(subsets.size(), 20u);
    // Colexicographic: as binary numbers with those bits set, increasing.
    std::vector<std::uint64_t> numbers;
    for (const std::vector<int>& picks : subsets) {
        EXPECT_TRUE(std::is_sorted(picks.begin(), picks.end()));
        std::uint64_t number = 0;
        for (int pick : picks)
            number |= std::uint64_t{1} << pick;
        numbers.push_back(number);
    }
    EXPECT_TRUE(std::is_sorted(numbers.begin(), numbers.end()));
    EXPECT_EQ(std::adjacent_find(numbers.begin(), numbers.end()), numbers.end());
}

TEST(CombinationsTest, TheCutSkipsExactlyTheSubsetsHoldingARefusedPart) {
    // Each index carries a "weight" (bits, as a cell's candidates); a part is refused when its
    // weights together hold more than `most` bits, a cut every superset shares.
    const std::vector<std::uint64_t> weights = {0b0011, 0b0110, 0b1000, 0b0001, 0b1100,
                                                0b0101, 0b0010, 0b1010, 0b0100};
    const int n = static_cast<int>(weights.size());
    for (int k = 0; k <= n; ++k) {
        for (int most = 1; most <= 4; ++most) {
            const auto bits_of = [&](const std::vector<int>& picks, std::size_t from) {
                std::uint64_t bits = 0;
                for (std::size_t pick = from; pick < picks.size(); ++pick)
                    bits |= weights[static_cast<std::size_t>(picks[pick])];
                return std::popcount(bits);
            };
            Subsets expected;
            for (const std::vector<int>& picks : all_subsets(k, n)) {
                if (bits_of(picks, 0) <= most) expected.push_back(picks);
            }
            Subsets walked;
            for_each_admitted_combination(
                k, n,
                [&](const std::vector<int>& picks, int from) {
                    return bits_of(picks, static_cast<std::size_t>(from)) <= most;
                },
                [&](const std::vector<int>& picks) {
                    walked.push_back(picks);
                    return false;
                });
            EXPECT_EQ(walked, expected) << "k " << k << " most " << most;
        }
    }
    // Stopping: the walk ends at the first subset the visitor takes.
    int visits = 0;
    EXPECT_TRUE(for_each_admitted_combination(
        2, 5, [](const std::vector<int>&, int) { return true; },
        [&](const std::vector<int>& picks) { return ++visits == 3 && picks[1] == 2; }));
    EXPECT_EQ(visits, 3);
}

}  // namespace
}  // namespace sudokit::logic
