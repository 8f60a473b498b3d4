#pragma once

#include <array>
#include <cstdint>
#include <span>

#include "sudokit/cell_store.hpp"
#include "sudokit/shape.hpp"

namespace sudokit {

// A digit per cell, 0 for an empty cell. Grids up to 25x25 keep their cells inline (no heap),
// so a Grid can be copied and kept on the stack on hot paths (cell_store.hpp).
class Grid {
  public:
    explicit Grid(Shape shape = Shape()) : shape_(shape), values_(shape.cell_count(), 0) {}

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
    CellStore<std::uint8_t> values_;
};

}  // namespace sudokit
