#pragma once

#include "sudokit/cell_store.hpp"
#include "sudokit/digit_set.hpp"
#include "sudokit/grid.hpp"

namespace sudokit {

// Pencil marks: the set of digits still possible in each cell. A filled cell holds just its
// digit. Stored like Grid's cells.
class Candidates {
  public:
    // Every digit possible in every cell.
    explicit Candidates(Shape shape = Shape());
    // Candidates of a grid: filled cells hold their digit, empty cells every digit that no
    // peer holds.
    static Candidates from_grid(const Grid& grid);

    const Shape& shape() const { return shape_; }
    DigitSet operator[](int cell) const { return sets_[cell]; }
    DigitSet& operator[](int cell) { return sets_[cell]; }
    bool operator==(const Candidates& other) const;

  private:
    Shape shape_;
    CellStore<DigitSet> sets_;
};

}  // namespace sudokit
