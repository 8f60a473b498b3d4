#pragma once

// The answers of fitting_candidates (sum_fit.hpp) for cells met before. The answer depends on
// the cells' candidates, which cells differ and the sum, nothing else: so it serves whatever
// sum group or puzzle the cells came from. A generator reads most sums of a candidate Killer
// twice over (its gate, then its rating) and again after a cut that changed one cage: about
// half the answers it asks for were worked out before (callgrind: Killer medium generation
// -16%). Up to four cells that all differ are answered from their digit sets sooner than
// looked up, and are not kept: keeping those too cost ratings of single puzzles, where few
// answers come twice, about 1% more instructions; as it is, 0.3-0.9%.

#include <cstddef>
#include <cstdint>
#include <unordered_map>
#include <vector>

#include "logic/killer/sum_fit.hpp"
#include "sudokit/digit_set.hpp"

namespace sudokit::logic::killer {

class FittingAnswers {
  public:
    // fitting_candidates(cells), worked out the first time these cells are asked about.
    const std::vector<DigitSet>& of(const SumCells& cells);

  private:
    // The answers kept at most (about a megabyte); all are forgotten when the table is full,
    // which keeps a session's memory bounded and changes no answer. A generator's repeats come
    // within a few puzzles: 32,768 saved no more than 4,096.
    static constexpr std::size_t kMostAnswers = std::size_t{1} << 12;
    static constexpr int kMostUnkeptCells = 4;

    struct KeyHash {
        std::size_t operator()(const std::vector<std::uint64_t>& key) const;
    };
    // The key: the sum, then each cell's candidates and the cells it differs from.
    std::unordered_map<std::vector<std::uint64_t>, std::vector<DigitSet>, KeyHash> answers_;
    std::vector<std::uint64_t> key_;  // the key being looked up, kept to be refilled
    std::vector<DigitSet> unkept_;    // the last answer not worth keeping
};

}  // namespace sudokit::logic::killer
