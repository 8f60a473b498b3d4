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
// the shape's rows, columns and boxes, or a variant's (X-Sudoku, windoku, jigsaw, Killer),
// which the position shares. A Killer's cages are kept apart from the houses that hold every
// digit: the classic techniques read those (geometry()), the cage techniques the cages
// (rules()).
class Position {
  public:
    explicit Position(Shape shape = Shape());
    // Throws std::invalid_argument for a null geometry, and when a house that is not a cage
    // lacks some digit's cell or comes after the cages.
    explicit Position(std::shared_ptr<const Geometry> houses);
    // The givens placed and every empty cell marked with the digits no peer holds, on the
    // puzzle's houses (a variant's when it has them).
    static Position from_puzzle(const Puzzle& puzzle);
    // The same on a variant's houses; throws std::invalid_argument when the puzzle's shape
    // is not the geometry's.
    static Position from_puzzle(const Puzzle& puzzle, std::shared_ptr<const Geometry> houses);
    // A position written as pencil marks: cells with one candidate count as placed, the
    // other cells keep exactly the marks given (a person's marks may be fuller than the
    // peers allow; placed digits are still removed from their peers).
    static Position from_marks(const Candidates& marks);
    // A solver's state as it stands, on the given houses (null: the shape's classic ones):
    // the digits of `values` placed, each empty cell with exactly `marks` (which the caller
    // keeps free of its peers' digits; nothing is placed or removed here). Throws
    // std::invalid_argument when the grids' shapes differ from each other or the houses'.
    static Position from_state(std::shared_ptr<const Geometry> houses, Grid values,
                               Candidates marks);

    const Shape& shape() const { return values_.shape(); }
    // The houses that each hold every digit: the shape's classic ones unless the position was
    // made with a variant's (a Killer's without its cages).
    const Geometry& geometry() const { return *geometry_; }
    // Those houses when they are not the shape's classic ones, else null.
    const std::shared_ptr<const Geometry>& variant() const { return variant_; }
    // Every house the puzzle's solution obeys, cages included; null on a classic grid.
    const std::shared_ptr<const Geometry>& rules() const { return rules_; }
    // True when rules() has cages (Killer): the cage techniques read them.
    bool has_cages() const { return has_cages_; }
    // The houses steps on this position are named by: rules(), or geometry() on a classic grid.
    const Geometry& rule_houses() const { return rules_ ? *rules_ : *geometry_; }
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
    void place_givens(const Grid& givens);

    std::shared_ptr<const Geometry> variant_;
    const Geometry* geometry_;               // variant_, or the shape's classic geometry
    std::shared_ptr<const Geometry> rules_;  // variant_ and the cages
    bool has_cages_ = false;
    Grid values_;
    Candidates marks_;
    int empty_count_ = 0;
};

}  // namespace sudokit
