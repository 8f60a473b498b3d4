#pragma once

// The singles rules, written once for every solver that applies them:
//   - naked single: an open cell with one candidate;
//   - full house: a house with one open cell;
//   - hidden single: a digit with one place among the open cells of a house.
// Each caller keeps its own candidate layout (a Position, the closure's marks less its houses'
// placed digits, the generator's placed-digit masks) and its own order of houses (Sudoku
// Explainer's boxes-columns-rows for steps, index order for Crook's method, all at once for
// the closures). A layout is read through a view: `view.open(cell)` says whether a cell is
// empty, `view.open_candidates(cell)` gives its candidates as bits (digit d is bit d-1), 0
// for a filled cell.

#include <bit>
#include <cstdint>
#include <span>

#include "sudokit/position.hpp"

namespace sudokit::logic {

// One candidate set: a naked single when it has exactly one digit.
inline bool is_naked_single(std::uint64_t candidates) {
    return candidates != 0 && (candidates & (candidates - 1)) == 0;
}

// The digit of a one-bit mask.
inline int digit_of_bit(std::uint64_t bit) {
    return std::countr_zero(bit) + 1;
}

// The digits seen among a house's open cells: once at least, and more than once. Fed a cell
// at a time, so a closure can fill every house's tally in one sweep over the cells.
struct DigitTally {
    std::uint64_t once = 0;
    std::uint64_t more = 0;

    void add(std::uint64_t candidates) {
        more |= once & candidates;
        once |= candidates;
    }
    // Digits with exactly one place: the house's hidden singles.
    std::uint64_t lone() const { return once & ~more; }
    // Whether some digit is neither placed in the house nor a candidate of it: no solution.
    bool digit_lost(std::uint64_t placed, std::uint64_t all_digits) const {
        return (once | placed) != all_digits;
    }
};

// The tally of one house, and how many of its cells are open (one open cell: a full house;
// `last_open` is then that cell).
struct HouseTally {
    DigitTally digits;
    int open = 0;
    int last_open = -1;
};

template <typename View>
HouseTally tally_house(const View& view, std::span<const int> cells) {
    HouseTally tally;
    for (const int cell : cells) {
        if (!view.open(cell)) continue;
        tally.digits.add(view.open_candidates(cell));
        ++tally.open;
        tally.last_open = cell;
    }
    return tally;
}

// The digits of a house alone, for callers that do not count open cells.
template <typename View>
DigitTally tally_digits(const View& view, std::span<const int> cells) {
    DigitTally tally;
    for (const int cell : cells)
        tally.add(view.open_candidates(cell));
    return tally;
}

// The first cell of a house whose candidates hold `bit` (a hidden single's place), or -1.
template <typename View>
int place_of(const View& view, std::span<const int> cells, std::uint64_t bit) {
    for (const int cell : cells) {
        if ((view.open_candidates(cell) & bit) != 0) return cell;
    }
    return -1;
}

// A Position as a view: a filled cell has no candidates there.
struct PositionCandidates {
    const Position& position;
    std::uint64_t open_candidates(int cell) const { return position.candidates(cell).bits(); }
    bool open(int cell) const { return !position.filled(cell); }
};

// The first naked single of a position in reading order, or -1.
inline int first_naked_single(const Position& position) {
    for (int cell = 0; cell < position.shape().cell_count(); ++cell) {
        if (is_naked_single(position.candidates(cell).bits())) return cell;
    }
    return -1;
}

}  // namespace sudokit::logic
