// Different digits for a few cells adding to a sum (core/sum_assignments.hpp) against every
// tuple of the cells' candidates tried in turn.

#include <gtest/gtest.h>

#include <cstdint>
#include <random>
#include <vector>

#include "core/sum_assignments.hpp"

namespace sudokit {
namespace {

struct Answer {
    bool any = false;
    std::vector<std::uint32_t> supports;
    std::uint32_t in_every = ~std::uint32_t{0};
};

// Every tuple of one candidate per cell, kept when its digits differ, add to `sum` and hold
// `needed`.
void try_tuples(const std::vector<std::uint32_t>& candidates, std::size_t cell,
                std::vector<int>& digits, int sum, std::uint32_t needed, Answer& answer) {
    if (cell == candidates.size()) {
        std::uint32_t set = 0;
        int total = 0;
        for (const int digit : digits) {
            if ((set >> (digit - 1) & 1u) != 0) return;
            set |= 1u << (digit - 1);
            total += digit;
        }
        if (total != sum || (set & needed) != needed) return;
        answer.any = true;
        for (std::size_t index = 0; index < digits.size(); ++index)
            answer.supports[index] |= 1u << (digits[index] - 1);
        answer.in_every &= set;
        return;
    }
    for (int digit = 1; digit <= 32; ++digit) {
        if ((candidates[cell] >> (digit - 1) & 1u) == 0) continue;
        digits[cell] = digit;
        try_tuples(candidates, cell + 1, digits, sum, needed, answer);
    }
}

Answer by_tuples(const std::vector<std::uint32_t>& candidates, int sum, std::uint32_t needed) {
    Answer answer;
    answer.supports.assign(candidates.size(), 0);
    std::vector<int> digits(candidates.size(), 0);
    try_tuples(candidates, 0, digits, sum, needed, answer);
    return answer;
}

TEST(SumAssignmentsTest, SupportsEqualTheTuplesThatFit) {
    std::mt19937 random(5);
    int with_answer = 0, without = 0;
    for (const int side : {9, 16}) {
        const std::uint32_t all = (1u << side) - 1u;
        for (int trial = 0; trial < 6000; ++trial) {
            const std::size_t count = random() % (kSumAssignmentCells + 1);
            std::vector<std::uint32_t> candidates(count);
            std::uint32_t seen = 0;
            for (auto& mask : candidates) {
                // Few candidates or many, as a search meets them.
                mask = static_cast<std::uint32_t>(random()) & all;
                if (random() % 2 == 0) mask &= static_cast<std::uint32_t>(random());
                seen |= mask;
            }
            const int sum = static_cast<int>(
                random() % (static_cast<unsigned>(side) * static_cast<unsigned>(count) + 2));
            const std::uint32_t needed =
                random() % 3 == 0 ? seen & static_cast<std::uint32_t>(random()) & 0x3Fu : 0;
            const Answer expected = by_tuples(candidates, sum, needed);
            std::vector<std::uint32_t> supports(count, 0);
            std::uint32_t in_every = 0;
            const bool any = sum_assignment_supports(candidates, sum, needed, supports, in_every);
            ASSERT_EQ(any, expected.any) << "side " << side << " sum " << sum << " trial " << trial;
            if (!any) {
                ++without;
                continue;
            }
            ++with_answer;
            EXPECT_EQ(supports, expected.supports) << "side " << side << " sum " << sum;
            EXPECT_EQ(in_every, count == 0 ? 0u : expected.in_every) << "sum " << sum;
        }
    }
    EXPECT_GT(with_answer, 1500);
    EXPECT_GT(without, 1500);
}

}  // namespace
}  // namespace sudokit
