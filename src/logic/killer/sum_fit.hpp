#pragma once

// What a sum over cells allows, given each cell's candidates: the arithmetic behind every
// Killer technique. A sum is a cage's, or one the houses imply (innies and outies, whose
// cells may repeat a digit where they share no house).

#include <cstdint>
#include <optional>
#include <vector>

#include "sudokit/digit_set.hpp"

namespace sudokit::logic::killer {

// The cells of a sum as the search sees them: their candidates (a placed cell has its digit
// alone) and, per cell, the other cells (bits by position in the list) it must differ from.
struct SumCells {
    std::vector<DigitSet> candidates;
    std::vector<std::uint32_t> differs_from;
    int sum = 0;

    int size() const { return static_cast<int>(candidates.size()); }
    // True when every two cells differ (a cage, or innies in one house).
    bool all_differ() const;
};

// For each cell, the candidates that belong to some way of filling every cell from its
// candidates that meets the sum (digits differing where the cells must differ). All empty
// when there is no such way. Cells that all differ, on digits up to kMaxSetFitDigit, are
// answered by the sets of digits the cells can hold (fitting_candidates_by_sets; up to six
// cells, by their combinations matched digit by cell: the same answer, sooner); others by
// a search per candidate, which keeps the candidates it has not refuted when it outgrows its
// budget, so what it removes is always sound.
std::vector<DigitSet> fitting_candidates(const SumCells& cells);
// Whether fitting_candidates answers these cells by the search (cells that may repeat a
// digit, or digits past kMaxSetFitDigit), which costs most.
bool fitting_takes_search(const SumCells& cells);

// The ways, for tests that hold one against the other.
std::vector<DigitSet> fitting_candidates_by_search(const SumCells& cells);
inline constexpr int kMaxSetFitDigit = 16;
// Cells that all differ, candidates up to kMaxSetFitDigit.
std::vector<DigitSet> fitting_candidates_by_sets(const SumCells& cells);
// The same cells, up to six (most cages, answered this way): each combination of the sum
// matched to the cells digit by cell.
std::vector<DigitSet> fitting_candidates_by_combinations(const SumCells& cells);

// For each cell, the candidates the smallest and largest digits of the other cells leave:
// d stays in a cell when the others can add up to the sum minus d by bounds alone.
std::vector<DigitSet> bounded_candidates(const SumCells& cells);

// The sets of distinct digits (bits as DigitSet's) that fill every cell, one digit each from
// its candidates, and meet the sum; nullopt when there are too many to list.
std::optional<std::vector<DigitSet>> fitting_combinations(const SumCells& cells);

}  // namespace sudokit::logic::killer
