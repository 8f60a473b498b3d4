// The sets of distinct digits that make a sum: the shared table (sides up to 16) against the
// search over digits in increasing order, and known cases by hand.

#include <cstdint>
#include <initializer_list>
#include <optional>
#include <stdexcept>
#include <vector>

#include <gtest/gtest.h>

#include "core/cage_sums.hpp"

namespace sudokit {
namespace {

std::uint32_t set_of(std::initializer_list<int> digits) {
    std::uint32_t set = 0;
    for (int digit : digits)
        set |= 1u << (digit - 1);
    return set;
}

TEST(CageSumsTest, KnownSetsOfNineDigits) {
    EXPECT_EQ(tabled_sum_combinations(2, 3, 9), std::vector<std::uint32_t>{set_of({1, 2})});
    EXPECT_EQ(tabled_sum_combinations(3, 24, 9), std::vector<std::uint32_t>{set_of({7, 8, 9})});
    EXPECT_EQ(tabled_sum_combinations(2, 10, 9),
              (std::vector<std::uint32_t>{set_of({1, 9}), set_of({2, 8}), set_of({3, 7}),
                                          set_of({4, 6})}));
    EXPECT_EQ(tabled_sum_combinations(9, 45, 9).size(), 1u);
    EXPECT_TRUE(tabled_sum_combinations(2, 2, 9).empty());   // below 1 + 2
    EXPECT_TRUE(tabled_sum_combinations(2, 18, 9).empty());  // above 8 + 9
    EXPECT_TRUE(tabled_sum_combinations(10, 55, 9).empty());
}

// Every size and sum of every side the table holds (and a little beyond each range): the
// table's sets are the search's, in the same order.
TEST(CageSumsTest, TheTableAgreesWithTheSearch) {
    int compared = 0;
    for (int side = 1; side <= kTabledSumSide; ++side) {
        for (int size = -1; size <= side + 1; ++size) {
            for (int sum = -1; sum <= largest_sum(side, side) + 2; ++sum) {
                const std::optional<std::vector<std::uint32_t>> searched =
                    searched_sum_combinations(size, sum, side);
                ASSERT_TRUE(searched) << side << " " << size << " " << sum;
                ASSERT_EQ(tabled_sum_combinations(size, sum, side), *searched)
                    << "side " << side << " size " << size << " sum " << sum;
                ASSERT_EQ(sum_combinations(size, sum, side), searched);
                ++compared;
            }
        }
    }
    EXPECT_GT(compared, 10'000);
}

// A limit refuses long lists from the table as from the search; sides above the table's are
// searched.
TEST(CageSumsTest, LimitsAndLargeSides) {
    EXPECT_FALSE(sum_combinations(8, 68, 16, 100));
    EXPECT_FALSE(searched_sum_combinations(8, 68, 16, 100));
    EXPECT_TRUE(sum_combinations(8, 68, 16));
    EXPECT_EQ(sum_combinations(3, 70, 25), searched_sum_combinations(3, 70, 25));
    EXPECT_EQ(sum_combinations(3, 70, 25)->size(), 2u);  // 20+25+25 is no set: 21+24+25, 22+23+25
    EXPECT_THROW(tabled_sum_combinations(3, 10, 25), std::invalid_argument);
}

}  // namespace
}  // namespace sudokit
