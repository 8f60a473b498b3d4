#pragma once

// A few cells that take different digits adding to a sum (a Killer cage's open cells): which
// digit each cell holds in some such assignment, found by trying the digits cell by cell,
// the last cell's digit being what the sum leaves.

#include <cstddef>
#include <cstdint>
#include <span>
#include <vector>

namespace sudokit {

// The assignments of different digits to the cells (their candidate masks, bit d-1 for digit
// d, at most kSumAssignmentCells) that add to `sum` and hold every digit of `needed`.
// `supports[i]` gets the digits cell i holds in some of them, `in_every` the digits all of
// them hold; false when there is none (the outputs are then unspecified).
inline constexpr std::size_t kSumAssignmentCells = 4;
bool sum_assignment_supports(std::span<const std::uint32_t> candidates, int sum,
                             std::uint32_t needed, std::span<std::uint32_t> supports,
                             std::uint32_t& in_every);

}  // namespace sudokit

namespace sudokit {

// sum_assignment_supports with a memory, for digits up to 9: a search meets the same few
// cells with the same candidates, sum and needed digits again and again, so each such
// question's answer is kept in a table of recent ones, found by the question (all of it fits
// in one word). Same answers; other questions go to sum_assignment_supports.
class SumAssignmentMemo {
  public:
    bool supports(std::span<const std::uint32_t> candidates, int sum, std::uint32_t needed,
                  std::span<std::uint32_t> supports, std::uint32_t& in_every);

  private:
    struct Entry {
        std::uint64_t question = 0;  // none (a question always has a cell)
        std::uint64_t answer = 0;
    };
    std::vector<Entry> entries_;
    std::size_t questions_ = 0;  // since the table was last made
};

}  // namespace sudokit
