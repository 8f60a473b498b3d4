#pragma once

#include <optional>
#include <span>
#include <string>
#include <string_view>

namespace sudokit {

// Largest supported side (64x64 with 8x8 boxes) and its cell count.
inline constexpr int kMaxSize = 64;
inline constexpr int kMaxCells = kMaxSize * kMaxSize;

// What a house is. A Shape has rows, columns and boxes; a Geometry (geometry.hpp) may have
// the others too.
enum class HouseKind { row, column, box, diagonal, window, region, cage };
// "row", "column", "box", "diagonal", "window", "region", "cage".
std::string_view house_kind_name(HouseKind kind);
// How people name a house and a cell, counting from 1: "row 4", "box 7"; "r4c2".
std::string house_name(HouseKind kind, int index);
// The kind of house number `house` in a grid of `side` rows numbered as a Shape numbers them:
// rows, then columns, then boxes (also for grids too large for a Shape, `check`'s).
HouseKind line_or_box_kind(int house, int side);
std::string cell_name(int row, int col);

struct ShapeTables;

// The geometry of a grid of N x N cells divided into boxes of box_rows x box_cols cells
// (N = box_rows * box_cols, 4 <= N <= 64, both box sides >= 2).
// Cells are numbered 0..N*N-1 row-major. Houses are numbered 0..3N-1: rows first, then
// columns, then boxes (boxes row-major). Shape is a small value: copying it is free, and the
// tables behind it are built once per geometry and shared.
class Shape {
  public:
    // The classic 9x9 grid with 3x3 boxes.
    Shape();
    // Throws std::invalid_argument for an unsupported geometry.
    Shape(int box_rows, int box_cols);

    // The usual box geometry for a side length: 4 -> 2x2, 6 -> 2x3, 8 -> 2x4, 9 -> 3x3,
    // 10 -> 2x5, 12 -> 3x4, 16 -> 4x4, 20 -> 4x5, 25 -> 5x5, 30 -> 5x6, 36 -> 6x6,
    // 49 -> 7x7, 64 -> 8x8, ... (the most square split).
    static std::optional<Shape> from_side(int side);
    // Same, from a cell count (16, 36, 81, 144, 256, 625, ...).
    static std::optional<Shape> from_cell_count(int cells);
    // Parses "RxC" (box rows x box columns), e.g. "3x3", "2x3", "4x4".
    static std::optional<Shape> parse(std::string_view text);
    // A size as every command, the API and Python take it: "RxC" is always the box shape
    // ("2x3" a 6x6 grid, "4x4" a 16x16), a bare number the grid's side ("6", "9", "16").
    static std::optional<Shape> parse_size(std::string_view text);
    // Why parse_size refuses `text`, e.g. "'9x9' is boxes of 9x9, an 81x81 grid: sizes go up
    // to 64x64 (boxes 8x8)".
    static std::string size_problem(std::string_view text);
    static bool is_valid(int box_rows, int box_cols);

    int box_rows() const { return box_rows_; }
    int box_cols() const { return box_cols_; }
    int side() const { return side_; }
    int cell_count() const { return side_ * side_; }
    int house_count() const { return 3 * side_; }
    // "3x3", "2x3": the form `parse` reads.
    std::string name() const;

    int row_of(int cell) const { return cell / side_; }
    int col_of(int cell) const { return cell % side_; }
    int box_of(int cell) const { return box_of_cell_[cell]; }
    int cell_at(int row, int col) const { return row * side_ + col; }

    int row_house(int row) const { return row; }
    int column_house(int col) const { return side_ + col; }
    int box_house(int box) const { return 2 * side_ + box; }
    HouseKind house_kind(int house) const;
    // 0-based index of the house among those of its kind.
    int house_index(int house) const { return house % side_; }
    // "row 4", "column 2", "box 7" (1-based, as people count).
    std::string house_name(int house) const;
    // "r4c2" (1-based).
    std::string cell_name(int cell) const;

    // The N cells of a house, in reading order.
    std::span<const int> house_cells(int house) const {
        return {house_cells_ + house * side_, static_cast<std::size_t>(side_)};
    }
    // The three houses of a cell: row, column, box.
    std::span<const int> houses_of(int cell) const { return {cell_houses_ + 3 * cell, 3}; }
    // Every other cell that shares a house with `cell`, ascending.
    std::span<const int> peers(int cell) const;

    bool operator==(const Shape& other) const {
        return box_rows_ == other.box_rows_ && box_cols_ == other.box_cols_;
    }

  private:
    const ShapeTables* tables_;
    // Straight into the tables, so the accessors the solvers call most are inline.
    const int* house_cells_;
    const int* cell_houses_;
    const int* box_of_cell_;
    int box_rows_;
    int box_cols_;
    int side_;
};

}  // namespace sudokit
