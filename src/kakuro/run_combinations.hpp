#pragma once

// The digit sets a Kakuro run can hold: for a run of L cells with sum S, every set of L distinct
// digits 1-9 adding up to S (at most 12 for any L and S). Built once per puzzle for the
// (length, sum) pairs its runs use, from the Killer code's table (core/cage_sums.hpp).

#include <cstdint>
#include <span>
#include <vector>

#include "sudokit/kakuro.hpp"

namespace sudokit::kakuro::detail {

// Digits as a 9-bit set: bit d-1 for digit d.
using DigitMask = std::uint16_t;
inline constexpr DigitMask kAllDigits = 0x1FF;

constexpr DigitMask digit_bit(int digit) {
    return static_cast<DigitMask>(1u << (digit - 1));
}

class RunCombinations {
  public:
    explicit RunCombinations(const Puzzle& puzzle);

    // The digit sets of run `run` (an index into Puzzle::runs()), ascending; empty when no
    // set of that many digits makes its sum (a run longer than nine cells, a sum out of reach).
    std::span<const DigitMask> of_run(int run) const {
        const Range& range = run_ranges_[static_cast<std::size_t>(run)];
        return {masks_.data() + range.first, range.count};
    }

  private:
    struct Range {
        std::size_t first = 0;
        std::size_t count = 0;
    };
    std::vector<DigitMask> masks_;  // the sets of every pair used, pair after pair
    std::vector<Range> run_ranges_;
};

}  // namespace sudokit::kakuro::detail
