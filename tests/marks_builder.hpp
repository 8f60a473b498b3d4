#pragma once

// Hand-made positions for technique tests: start from a grid where every cell may hold every
// digit and carve the pattern under test into it ("4 in row 2 only at r2c3 and r2c8"). Rows,
// columns and boxes are numbered from 1, as in the step texts.

#include <initializer_list>

#include "sudokit/position.hpp"

namespace sudokit::testing {

class MarksBuilder {
  public:
    explicit MarksBuilder(Shape shape = Shape()) : marks_(shape) {}

    const Shape& shape() const { return marks_.shape(); }
    int cell(int row, int col) const { return shape().cell_at(row - 1, col - 1); }
    int row(int index) const { return shape().row_house(index - 1); }
    int column(int index) const { return shape().column_house(index - 1); }
    int box(int index) const { return shape().box_house(index - 1); }

    // The cell's exact candidates (one digit makes it a placed cell).
    MarksBuilder& set(int cell, std::initializer_list<int> digits) {
        DigitSet set;
        for (int digit : digits)
            set.insert(digit);
        marks_[cell] = set;
        return *this;
    }
    MarksBuilder& remove(int digit, std::initializer_list<int> cells) {
        for (int cell : cells)
            marks_[cell].erase(digit);
        return *this;
    }
    // Removes `digit` from every cell of `house` except `keep`.
    MarksBuilder& confine(int digit, int house, std::initializer_list<int> keep) {
        for (int cell : shape().house_cells(house)) {
            bool kept = false;
            for (int other : keep)
                kept = kept || other == cell;
            if (!kept) marks_[cell].erase(digit);
        }
        return *this;
    }

    Position position() const { return Position::from_marks(marks_); }

  private:
    Candidates marks_;
};

}  // namespace sudokit::testing
