// The digit-by-cell matching of a combination (core/digit_assignments.hpp) against every
// permutation tried one by one.

#include <gtest/gtest.h>

#include <algorithm>
#include <bit>
#include <cstdint>
#include <random>
#include <vector>

#include "core/digit_assignments.hpp"

namespace sudokit {
namespace {

// For each cell, the digits it takes in some permutation of `digits` that fits the
// candidates; empty when none fits.
std::vector<std::uint32_t> supports_by_permutations(const std::vector<std::uint32_t>& candidates,
                                                    std::uint32_t digits) {
    std::vector<int> order;
    for (int digit = 0; digit < 32; ++digit) {
        if ((digits >> digit & 1u) != 0) order.push_back(digit);
    }
    std::vector<std::uint32_t> supports(candidates.size(), 0);
    bool any = false;
    do {
        bool fits = true;
        for (std::size_t cell = 0; cell < candidates.size() && fits; ++cell)
            fits = (candidates[cell] >> order[cell] & 1u) != 0;
        if (!fits) continue;
        any = true;
        for (std::size_t cell = 0; cell < candidates.size(); ++cell)
            supports[cell] |= 1u << order[cell];
    } while (std::next_permutation(order.begin(), order.end()));
    if (!any) supports.clear();
    return supports;
}

// One to six different digits of 1..9.
std::uint32_t random_digits(std::mt19937& random) {
    const int count = 1 + static_cast<int>(random() % kExactAssignmentCells);
    std::uint32_t digits = 0;
    while (std::popcount(digits) < count)
        digits |= 1u << (random() % 9);
    return digits;
}

TEST(DigitAssignmentsTest, ExactSupportsEqualThePermutationsThatFit) {
    std::mt19937 random(20261129);
    int feasible = 0, narrowed = 0;
    for (int trial = 0; trial < 20000; ++trial) {
        const std::uint32_t digits = random_digits(random);
        std::vector<std::uint32_t> candidates(static_cast<std::size_t>(std::popcount(digits)));
        for (auto& mask : candidates)
            mask = static_cast<std::uint32_t>(random() % 512) | (1u << (random() % 9));
        std::vector<std::uint32_t> supports(candidates.size());
        const bool possible = assignment_supports(candidates, digits, supports);
        const auto expected = supports_by_permutations(candidates, digits);
        ASSERT_EQ(possible, !expected.empty()) << "trial " << trial;
        if (!possible) continue;
        ++feasible;
        EXPECT_EQ(supports, expected) << "trial " << trial;
        for (std::size_t cell = 0; cell < candidates.size(); ++cell)
            narrowed += supports[cell] != (candidates[cell] & digits) ? 1 : 0;
    }
    // The trials reach both outcomes, and matching says more than "a cell has a digit".
    EXPECT_GT(feasible, 1000);
    EXPECT_GT(narrowed, 1000);
}

TEST(DigitAssignmentsTest, TheMemoAnswersAsThePlainSearch) {
    // Few distinct patterns, asked many times, so most answers come from the table.
    std::mt19937 random(7);
    AssignmentMemo memo;
    int remembered_feasible = 0;
    for (int trial = 0; trial < 50000; ++trial) {
        const std::uint32_t digits = random_digits(random);
        std::vector<std::uint32_t> candidates(static_cast<std::size_t>(std::popcount(digits)));
        for (auto& mask : candidates)
            mask = digits & ~(1u << (random() % 9)) & ~(1u << (random() % 9));
        std::vector<std::uint32_t> plain(candidates.size()), remembered(candidates.size());
        const bool plain_possible = assignment_supports(candidates, digits, plain);
        ASSERT_EQ(memo.supports(candidates, digits, remembered), plain_possible)
            << "trial " << trial;
        if (!plain_possible) continue;
        ++remembered_feasible;
        ASSERT_EQ(remembered, plain) << "trial " << trial;
    }
    EXPECT_GT(remembered_feasible, 10000);
}

TEST(DigitAssignmentsTest, BeyondTheExactLimitEachCellKeepsItsDigits) {
    const std::vector<std::uint32_t> candidates(7, 0b1111111u);
    std::vector<std::uint32_t> supports(7);
    EXPECT_TRUE(assignment_supports(candidates, 0b1111111u, supports));
    EXPECT_EQ(supports, candidates);
    std::vector<std::uint32_t> short_of_one = candidates;
    short_of_one[3] = 0b10000000u;  // the digit 8, not in the set
    EXPECT_FALSE(assignment_supports(short_of_one, 0b1111111u, supports));
}

}  // namespace
}  // namespace sudokit
