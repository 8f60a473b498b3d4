#pragma once

#include <array>
#include <cstdint>
#include <span>

#include "sudokit/shape.hpp"

namespace sudokit {

// A digit per cell, 0 for an empty cell. Storage is inline (no heap), sized for the largest
// shape, so a Grid can be copied and kept on the stack on hot paths.
class Grid {
  public:
    explicit Grid(Shape shape = Shape()) : shape_(shape) {}

    const Shape& shape() const { return shape_; }
    int size() const { return shape_.cell_count(); }
    int operator[](int cell) const { return values_[cell]; }
    int at(int row, int col) const { return values_[shape_.cell_at(row, col)]; }
    void set(int cell, int digit) { values_[cell] = static_cast<std::uint8_t>(digit); }
    void clear(int cell) { values_[cell] = 0; }
    bool empty(int cell) const { return values_[cell] == 0; }

    int filled_count() const;
    bool is_complete() const { return filled_count() == size(); }
    std::span<const std::uint8_t> values() const { return {values_.data(), std::size_t(size())}; }

    bool operator==(const Grid& other) const;

  private:
    Shape shape_;
    std::array<std::uint8_t, kMaxCells> values_{};
};

}  // namespace sudokit
