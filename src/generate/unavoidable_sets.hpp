#pragma once

#include <cstdint>
#include <span>
#include <vector>

#include "sudokit/grid.hpp"

namespace sudokit::generate {

// Unavoidable sets of a solution grid: groups of cells whose digits can be permuted into
// another valid grid, so a puzzle with one solution keeps a clue in each. Two kinds are
// found: two digits swapped on a group of their cells that each row, column and box meets
// in both or neither (every unavoidable rectangle among them), and cells traded between two
// rows of a band (or two columns of a stack) along a cycle of three or more columns.
// The generator refuses a removal that would empty one without running a search.
class UnavoidableSets {
  public:
    // `givens` is the puzzle at the start: each set counts the clues it holds.
    UnavoidableSets(const Grid& solution, const Grid& givens);

    std::size_t size() const { return clue_counts_.size(); }
    // The cells of each set, for tests.
    std::vector<std::vector<int>> cells_of_sets() const;

    // True when taking the clues of `cells` away leaves some set without a clue, which
    // proves the puzzle would have more than one solution.
    bool emptied_by(std::span<const int> cells);
    // The clues of `cells` are gone for good.
    void remove(std::span<const int> cells);

  private:
    // The sets holding `cell`: one for each other digit paired with the cell's digit.
    std::span<const std::uint32_t> sets_of(int cell) const;

    int side_;
    int stride_ = 0;                          // room for each cell's set indexes
    std::vector<std::uint32_t> memberships_;  // the sets of each cell, `stride_` apart
    std::vector<std::uint8_t> membership_counts_;
    std::vector<int> clue_counts_;
};

}  // namespace sudokit::generate
