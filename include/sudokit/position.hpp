#pragma once

#include <memory>

#include "sudokit/candidates.hpp"
#include "sudokit/geometry.hpp"
#include "sudokit/grid.hpp"
#include "sudokit/puzzle.hpp"

namespace sudokit {

// A state in the middle of a human-style solve: the placed digits and the pencil marks of
// the empty cells. A filled cell has no candidates, so techniques that scan the candidates of
// a house see only the open cells. Inline storage, like Grid: cheap to copy. The houses are
// the shape's rows, columns and boxes, or a variant's (X-Sudoku, windoku, jigsaw), which the
// position shares.
class Position {
  public:
    explicit Position(Shape shape = Shape());
    // Throws std::invalid_argument for a null geometry, and unless every house of the
    // geometry holds every digit (cages belong to the exact solvers for now).
    explicit Position(std::shared_ptr<const Geometry> houses);
    // The givens placed and every empty cell marked with the digits no peer holds, on the
    // puzzle's houses (a variant's when it has them; throws as above for Killer cages).
    static Position from_puzzle(const Puzzle& puzzle);
    // The same on a variant's houses; throws std::invalid_argument when the puzzle's shape
    // is not the geometry's.
    static Position from_puzzle(const Puzzle& puzzle, std::shared_ptr<const Geometry> houses);
    // A position written as pencil marks: cells with one candidate count as placed, the
    // other cells keep exactly the marks given (a person's marks may be fuller than the
    // peers allow; placed digits are still removed from their peers).
    static Position from_marks(const Candidates& marks);

    const Shape& shape() const { return values_.shape(); }
    // The houses: the shape's classic ones unless the position was made with a variant's.
    const Geometry& geometry() const { return *geometry_; }
    // The variant's houses, or null on a classic grid.
    const std::shared_ptr<const Geometry>& variant() const { return variant_; }
    const Grid& values() const { return values_; }
    int value(int cell) const { return values_[cell]; }
    bool filled(int cell) const { return !values_.empty(cell); }
    DigitSet candidates(int cell) const { return marks_[cell]; }
    bool has(int cell, int digit) const { return marks_[cell].contains(digit); }
    int empty_count() const { return empty_count_; }
    bool solved() const { return empty_count_ == 0; }
    // An empty cell without candidates: the position cannot be completed.
    bool has_empty_cell_without_candidates() const;

    // Places a digit and removes it from the candidates of every peer.
    void place(int cell, int digit);
    // Removes one candidate; returns whether it was there.
    bool eliminate(int cell, int digit);

    // Pencil marks as people write them: placed cells show their digit.
    Candidates pencil_marks() const;
    // Same houses (the same geometry object), digits and marks.
    bool operator==(const Position& other) const;

  private:
    std::shared_ptr<const Geometry> variant_;
    const Geometry* geometry_;  // variant_, or the shape's classic geometry
    Grid values_;
    Candidates marks_;
    int empty_count_ = 0;
};

}  // namespace sudokit
