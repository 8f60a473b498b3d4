#pragma once

// Bit masks of where each digit can still go inside each house, for the house-based finders
// (intersections, subsets, fish). Bit i of a mask stands for the house's i-th cell in
// ascending order: column i of a row, row i of a column, cell i (reading order) of a box, of a
// diagonal, a window or a region. One sweep over the candidates fills every house at once, with no
// allocation, so a finder can afford to build it at every step.

#include <array>
#include <bit>
#include <cstdint>
#include <vector>

#include "sudokit/bit_count.hpp"
#include "sudokit/position.hpp"

namespace sudokit::logic {

class DigitPlaces {
  public:
    explicit DigitPlaces(const Position& position) : side_(position.shape().side()) {
        if (position.variant()) {
            fill_from_houses(position);
            return;
        }
        const Shape& shape = position.shape();
        const int masks = 3 * side_ * side_;
        for (int index = 0; index < masks; ++index)
            masks_[index] = 0;
        for (int digit = 0; digit <= side_; ++digit)
            placed_[digit] = 0;
        for (int cell = 0; cell < shape.cell_count(); ++cell) {
            if (position.filled(cell)) {
                ++placed_[position.value(cell)];
                continue;
            }
            const int row = shape.row_of(cell);
            const int col = shape.col_of(cell);
            const std::uint64_t row_bit = std::uint64_t{1} << col;
            const std::uint64_t col_bit = std::uint64_t{1} << row;
            const std::uint64_t box_bit = std::uint64_t{1}
                                          << ((row % shape.box_rows()) * shape.box_cols() +
                                              col % shape.box_cols());
            std::uint64_t* row_masks = &masks_[row * side_];
            std::uint64_t* col_masks = &masks_[(side_ + col) * side_];
            std::uint64_t* box_masks = &masks_[(2 * side_ + shape.box_of(cell)) * side_];
            for (int digit : position.candidates(cell)) {
                row_masks[digit - 1] |= row_bit;
                col_masks[digit - 1] |= col_bit;
                box_masks[digit - 1] |= box_bit;
            }
        }
    }

    // Where `digit` can go in `house`.
    std::uint64_t of(int house, int digit) const { return masks_[house * side_ + digit - 1]; }
    // How many times `digit` is placed in the grid.
    int placed_count(int digit) const { return placed_[digit]; }

  private:
    // Any geometry: house by house, bit i for the house's i-th cell (ascending).
    void fill_from_houses(const Position& position) {
        const Geometry& geometry = position.geometry();
        for (int digit = 0; digit <= side_; ++digit)
            placed_[digit] = 0;
        for (int cell = 0; cell < geometry.cell_count(); ++cell) {
            if (position.filled(cell)) ++placed_[position.value(cell)];
        }
        for (int house = 0; house < geometry.house_count(); ++house) {
            std::uint64_t* house_masks = &masks_[house * side_];
            for (int digit = 1; digit <= side_; ++digit)
                house_masks[digit - 1] = 0;
            const std::vector<int>& cells = geometry.house(house).cells;
            for (std::size_t place = 0; place < cells.size(); ++place) {
                for (int digit : position.candidates(cells[place]))
                    house_masks[digit - 1] |= std::uint64_t{1} << place;
            }
        }
    }

    int side_;
    std::array<std::uint64_t, kMaxHouses * kMaxSize> masks_;
    std::array<int, kMaxSize + 1> placed_;
};

// The indexes of a mask's set bits, lowest first, without allocating:
// `for (int line : bit_indexes(mask))`.
class BitIndexes {
  public:
    class Iterator {
      public:
        constexpr explicit Iterator(std::uint64_t bits) : bits_(bits) {}
        constexpr int operator*() const { return std::countr_zero(bits_); }
        constexpr Iterator& operator++() {
            bits_ &= bits_ - 1;
            return *this;
        }
        constexpr bool operator==(const Iterator&) const = default;

      private:
        std::uint64_t bits_;
    };
    constexpr explicit BitIndexes(std::uint64_t bits) : bits_(bits) {}
    constexpr Iterator begin() const { return Iterator(bits_); }
    constexpr Iterator end() const { return Iterator(0); }

  private:
    std::uint64_t bits_;
};
constexpr BitIndexes bit_indexes(std::uint64_t mask) {
    return BitIndexes(mask);
}

// The cells of `house` picked by a mask over its cells, in house order.
inline std::vector<int> house_cells_of(const Geometry& geometry, int house, std::uint64_t mask) {
    std::vector<int> cells;
    cells.reserve(static_cast<std::size_t>(std::popcount(mask)));
    const std::vector<int>& house_cells = geometry.house(house).cells;
    for (; mask != 0; mask &= mask - 1)
        cells.push_back(house_cells[static_cast<std::size_t>(std::countr_zero(mask))]);
    return cells;
}

// The cell of `house` at bit `index`.
inline int house_cell(const Geometry& geometry, int house, int index) {
    return geometry.house(house).cells[static_cast<std::size_t>(index)];
}

}  // namespace sudokit::logic
