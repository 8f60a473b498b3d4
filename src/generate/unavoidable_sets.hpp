#pragma once

#include <cstdint>
#include <span>
#include <vector>

#include "sudokit/geometry.hpp"
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
    // On the classic rows, columns and boxes, their layout known.
    UnavoidableSets(const Grid& solution, const Grid& givens);
    // On any houses (diagonals, windows, jigsaw regions, cages with sums): the same two kinds,
    // two digits swapped and cells traded between two rows or two columns, each kept only
    // when every house of the geometry holds the same digits after the change as before
    // (which also keeps every sum). Slower than the classic layout's, which it finds again
    // on classic houses.
    UnavoidableSets(const Geometry& geometry, const Grid& solution, const Grid& givens);

    std::size_t size() const { return clue_counts_.size(); }
    // The cells of each set, for tests.
    std::vector<std::vector<int>> cells_of_sets() const;

    // True when taking the clues of `cells` away leaves some set without a clue, which
    // proves the puzzle would have more than one solution.
    bool emptied_by(std::span<const int> cells);
    // The clues of `cells` are gone for good.
    void remove(std::span<const int> cells);

  private:
    // The sets holding `cell`.
    std::span<const std::uint32_t> sets_of(int cell) const;
    // Room for `stride` sets a cell, none yet.
    void reserve_memberships(int cells, int stride);
    // Adds a set of these cells, counting the clues among them.
    void add_set(std::span<const int> cells, const Grid& givens);

    int side_;
    int stride_ = 0;                          // room for each cell's set indexes
    std::vector<std::uint32_t> memberships_;  // the sets of each cell, `stride_` apart
    std::vector<std::uint8_t> membership_counts_;
    std::vector<int> clue_counts_;
};

}  // namespace sudokit::generate
