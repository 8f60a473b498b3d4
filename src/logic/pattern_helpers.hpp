#pragma once

// Small geometry and enumeration helpers shared by the wing, single-digit-pattern, uniqueness
// and aligned-exclusion finders. Several of them reproduce Sudoku Explainer's scan orders,
// because SE applies the first hint it finds and the rating can depend on which one that is.

#include <algorithm>
#include <array>
#include <span>
#include <string>
#include <vector>

#include "sudokit/position.hpp"
#include "sudokit/step.hpp"

namespace sudokit::logic {

// Whether two different cells share a row, a column or a box.
inline bool sees(const Shape& shape, int a, int b) {
    if (a == b) return false;
    return shape.row_of(a) == shape.row_of(b) || shape.col_of(a) == shape.col_of(b) ||
           shape.box_of(a) == shape.box_of(b);
}

// Whether two different cells share a house of a position: its shape's row, column or box on
// a classic grid, any of its houses on a variant (a jigsaw's regions are not the boxes).
class Sight {
  public:
    explicit Sight(const Position& position)
        : shape_(position.shape()), variant_(position.variant().get()) {}
    bool operator()(int a, int b) const {
        return variant_ != nullptr ? variant_->sees(a, b) : sees(shape_, a, b);
    }

  private:
    const Shape& shape_;
    const Geometry* variant_;
};

// A cell's box, or on a jigsaw its region: its third house, since rows, columns, then boxes or
// regions are numbered in that order and a variant's other houses come after.
inline int box_or_region(const Geometry& geometry, int cell) {
    return geometry.houses_of(cell)[2];
}

// The most houses a cell is in: row, column, box or region, two diagonals and a window.
inline constexpr int kMaxHousesPerCell = 6;

// A cell's houses in SE's region-type order (box, row, column), a variant's jigsaw region in
// the box's place and its other houses (diagonals, windows) after.
class ScanHouses {
  public:
    ScanHouses(const Geometry& geometry, int cell) {
        const std::span<const int> houses = geometry.houses_of(cell);  // row, column, box, ...
        count_ = houses.size();
        ids_[0] = houses[2];
        ids_[1] = houses[0];
        ids_[2] = houses[1];
        for (std::size_t index = 3; index < count_; ++index)
            ids_[index] = houses[index];
    }
    const int* begin() const { return ids_.data(); }
    const int* end() const { return ids_.data() + count_; }
    std::size_t size() const { return count_; }
    int operator[](std::size_t index) const { return ids_[index]; }

  private:
    std::array<int, kMaxHousesPerCell> ids_;  // only the first count_ are set
    std::size_t count_ = 0;
};

// The houses two cells share, in ScanHouses order.
inline std::vector<int> shared_scan_houses(const Geometry& geometry, int a, int b) {
    std::vector<int> shared;
    const ScanHouses theirs(geometry, b);
    for (int house : ScanHouses(geometry, a)) {
        if (std::find(theirs.begin(), theirs.end(), house) != theirs.end()) shared.push_back(house);
    }
    return shared;
}

// Calls visit(peer) for the peers of a cell in SE's order (Cell.getHouseCells): the box in
// reading order, then the rest of the row, then the rest of the column. Row and column cells
// inside the box were met with the box, so they are skipped.
template <typename Visit>
void for_each_se_peer(const Shape& shape, int cell, Visit&& visit) {
    const auto houses = shape.houses_of(cell);  // row, column, box
    const int box = shape.box_of(cell);
    for (int other : shape.house_cells(houses[2])) {
        if (other != cell) visit(other);
    }
    for (int line = 0; line < 2; ++line) {
        for (int other : shape.house_cells(houses[line])) {
            if (shape.box_of(other) != box) visit(other);
        }
    }
}

// Calls visit(peer) for the peers of a cell of a position: SE's order on a classic grid, the
// geometry's (ascending) on a variant, whose extra houses SE never had.
template <typename Visit>
void for_each_peer(const Position& position, int cell, Visit&& visit) {
    if (!position.variant()) {
        for_each_se_peer(position.shape(), cell, visit);
        return;
    }
    for (int peer : position.geometry().peers(cell))
        visit(peer);
}

// The most peers a cell has: its row, column, box or region, two diagonals and a window.
inline constexpr int kMaxPeers = 6 * (kMaxSize - 1);

// The cells of `house` whose candidates hold `digit`, in reading order.
inline std::vector<int> digit_places(const Position& position, int house, int digit) {
    std::vector<int> places;
    for (int cell : position.geometry().house_cells(house)) {
        if (position.has(cell, digit)) places.push_back(cell);
    }
    return places;
}

// Calls visit(indexes) for every k-subset of 0..n-1 in colexicographic order, which is the
// order of SE's Permutations (binary numbers with k ones, increasing). Stops early when visit
// returns true; returns whether it stopped.
template <typename Visit>
bool for_each_combination(int k, int n, Visit visit) {
    if (k < 0 || k > n) return false;
    std::vector<int> indexes(static_cast<std::size_t>(k));
    for (int i = 0; i < k; ++i)
        indexes[i] = i;
    while (true) {
        if (visit(static_cast<const std::vector<int>&>(indexes))) return true;
        // Advance the lowest index that can move up without meeting the next one.
        int j = 0;
        while (j < k && indexes[j] + 1 == (j + 1 < k ? indexes[j + 1] : n))
            ++j;
        if (j == k) return false;
        ++indexes[j];
        for (int i = 0; i < j; ++i)
            indexes[i] = i;
    }
}

// The k-subsets of for_each_combination, in the same order, without those that contain a
// part `admits` refuses. A subset is built from its largest index down, and
// admits(indexes, from) is asked of each part indexes[from..k-1] (its largest indexes) as it
// grows: a refusal skips every subset that contains that part, so `admits` must refuse every
// superset of a part it refuses (as "their candidates hold more than n digits" does). Stops
// early when visit returns true; returns whether it stopped.
template <typename Admits, typename Visit>
bool for_each_admitted_combination(int k, int n, Admits admits, Visit visit) {
    if (k < 0 || k > n) return false;
    std::vector<int> indexes(static_cast<std::size_t>(k));
    // Colexicographic order: the largest index increases slowest, and below it the smaller
    // subsets come in the same order.
    const auto fill = [&](const auto& self, int position, int below) -> bool {
        if (position < 0) return visit(static_cast<const std::vector<int>&>(indexes));
        for (int index = position; index < below; ++index) {
            indexes[static_cast<std::size_t>(position)] = index;
            if (!admits(static_cast<const std::vector<int>&>(indexes), position)) continue;
            if (self(self, position - 1, index)) return true;
        }
        return false;
    };
    return fill(fill, k - 1, n);
}

// The digits recorded for `cell` in a list of candidates (pattern or fins).
inline DigitSet digits_at(std::span<const CellDigit> candidates, int cell) {
    DigitSet digits;
    for (const CellDigit& candidate : candidates) {
        if (candidate.cell == cell) digits.insert(candidate.digit);
    }
    return digits;
}

// Appends one candidate per digit of `digits` in `cell`.
inline void add_candidates(std::vector<CellDigit>& list, int cell, DigitSet digits) {
    for (int digit : digits)
        list.push_back({cell, digit});
}

}  // namespace sudokit::logic
