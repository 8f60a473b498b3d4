#include "sudokit/shape.hpp"

#include <array>
#include <atomic>
#include <charconv>
#include <memory>
#include <mutex>
#include <stdexcept>
#include <string>

#include <fmt/format.h>

#include "shape_tables.hpp"

namespace sudokit {

namespace {

constexpr int kMaxBoxSide = kMaxSize / 2;

std::unique_ptr<ShapeTables> build_tables(int box_rows, int box_cols) {
    auto tables = std::make_unique<ShapeTables>();
    const int side = box_rows * box_cols;
    const int cells = side * side;
    tables->side = side;
    tables->box_of_cell.resize(cells);
    tables->house_cells.resize(3 * side * side);
    tables->cell_houses.resize(3 * cells);
    std::vector<int> filled(3 * side, 0);
    for (int cell = 0; cell < cells; ++cell) {
        const int row = cell / side;
        const int col = cell % side;
        const int box = (row / box_rows) * box_rows + col / box_cols;
        tables->box_of_cell[cell] = box;
        const std::array<int, 3> houses = {row, side + col, 2 * side + box};
        for (int k = 0; k < 3; ++k) {
            tables->cell_houses[3 * cell + k] = houses[k];
            tables->house_cells[houses[k] * side + filled[houses[k]]++] = cell;
        }
    }
    // Peers: the union of the three houses minus the cell itself.
    std::vector<char> mark(cells);
    for (int cell = 0; cell < cells; ++cell) {
        std::fill(mark.begin(), mark.end(), 0);
        for (int k = 0; k < 3; ++k) {
            const int house = tables->cell_houses[3 * cell + k];
            for (int i = 0; i < side; ++i)
                mark[tables->house_cells[house * side + i]] = 1;
        }
        mark[cell] = 0;
        for (int other = 0; other < cells; ++other) {
            if (mark[other]) tables->peers.push_back(other);
        }
        if (cell == 0) tables->peer_count = static_cast<int>(tables->peers.size());
    }
    return tables;
}

const ShapeTables* tables_for(int box_rows, int box_cols) {
    static std::array<std::atomic<const ShapeTables*>, (kMaxBoxSide + 1) * (kMaxBoxSide + 1)>
        cache{};
    static std::array<std::unique_ptr<ShapeTables>, (kMaxBoxSide + 1) * (kMaxBoxSide + 1)> owners;
    static std::mutex build_mutex;
    const int slot = box_rows * (kMaxBoxSide + 1) + box_cols;
    if (const ShapeTables* tables = cache[slot].load(std::memory_order_acquire)) return tables;
    std::lock_guard lock(build_mutex);
    if (!owners[slot]) {
        owners[slot] = build_tables(box_rows, box_cols);
        cache[slot].store(owners[slot].get(), std::memory_order_release);
    }
    return owners[slot].get();
}

}  // namespace

bool Shape::is_valid(int box_rows, int box_cols) {
    return box_rows >= 2 && box_cols >= 2 && box_rows <= kMaxBoxSide && box_cols <= kMaxBoxSide &&
           box_rows * box_cols <= kMaxSize;
}

Shape::Shape() : Shape(3, 3) {}

Shape::Shape(int box_rows, int box_cols)
    : box_rows_(box_rows), box_cols_(box_cols), side_(box_rows * box_cols) {
    if (!is_valid(box_rows, box_cols)) {
        throw std::invalid_argument(fmt::format(
            "unsupported box shape {}x{}: boxes need at least 2 rows and 2 columns and at most "
            "{} cells",
            box_rows, box_cols, kMaxSize));
    }
    tables_ = tables_for(box_rows, box_cols);
    house_cells_ = tables_->house_cells.data();
    cell_houses_ = tables_->cell_houses.data();
    box_of_cell_ = tables_->box_of_cell.data();
}

std::optional<Shape> Shape::from_side(int side) {
    // The most square split with box_rows <= box_cols.
    for (int rows = 8; rows >= 2; --rows) {
        if (side % rows == 0 && rows <= side / rows && is_valid(rows, side / rows)) {
            return Shape(rows, side / rows);
        }
    }
    return std::nullopt;
}

std::optional<Shape> Shape::from_cell_count(int cells) {
    for (int side = 4; side <= kMaxSize; ++side) {
        if (side * side == cells) return from_side(side);
    }
    return std::nullopt;
}

std::optional<Shape> Shape::parse(std::string_view text) {
    const auto x = text.find_first_of("xX");
    if (x == std::string_view::npos) return std::nullopt;
    int rows = 0;
    int cols = 0;
    const auto rows_text = text.substr(0, x);
    const auto cols_text = text.substr(x + 1);
    auto [rows_end, rows_error] =
        std::from_chars(rows_text.data(), rows_text.data() + rows_text.size(), rows);
    auto [cols_end, cols_error] =
        std::from_chars(cols_text.data(), cols_text.data() + cols_text.size(), cols);
    if (rows_error != std::errc() || cols_error != std::errc() ||
        rows_end != rows_text.data() + rows_text.size() ||
        cols_end != cols_text.data() + cols_text.size() || !is_valid(rows, cols)) {
        return std::nullopt;
    }
    return Shape(rows, cols);
}

std::optional<Shape> Shape::parse_size(std::string_view text) {
    if (text.find_first_of("xX") != std::string_view::npos) return parse(text);
    int side = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), side);
    if (error != std::errc() || end != text.data() + text.size() || text.empty()) {
        return std::nullopt;
    }
    return from_side(side);
}

std::string Shape::size_problem(std::string_view text) {
    const auto x = text.find_first_of("xX");
    int rows = 0;
    int cols = 0;
    if (x != std::string_view::npos) {
        const auto rows_text = text.substr(0, x);
        const auto cols_text = text.substr(x + 1);
        const auto rows_read =
            std::from_chars(rows_text.data(), rows_text.data() + rows_text.size(), rows);
        const auto cols_read =
            std::from_chars(cols_text.data(), cols_text.data() + cols_text.size(), cols);
        if (rows_read.ec == std::errc() && cols_read.ec == std::errc() &&
            rows_read.ptr == rows_text.data() + rows_text.size() &&
            cols_read.ptr == cols_text.data() + cols_text.size() && rows > 0 && cols > 0 &&
            rows <= 100 && cols <= 100) {
            const int side = rows * cols;
            // "an 81x81", "an 8x8", "an 11x11", "an 18x18"; "a 36x36".
            const std::string spoken = std::to_string(side);
            const bool vowel = spoken.front() == '8' || side == 11 || side == 18;
            return fmt::format(
                "'{}' is boxes of {}x{}, {} {}x{} grid: RxC names the boxes, and "
                "grids go from 4x4 (boxes 2x2) to 64x64 (boxes 8x8), both box "
                "sides 2 or more; give the side (9, 16, 36) for a grid's usual boxes",
                text, rows, cols, vowel ? "an" : "a", side, side);
        }
    }
    return fmt::format(
        "'{}' is not a size: give the boxes as RxC (3x3, 2x3, 4x4) or the "
        "grid's side (6, 9, 16, 25, 36)",
        text);
}

std::string Shape::name() const {
    return fmt::format("{}x{}", box_rows_, box_cols_);
}

HouseKind line_or_box_kind(int house, int side) {
    if (house < side) return HouseKind::row;
    if (house < 2 * side) return HouseKind::column;
    return HouseKind::box;
}

HouseKind Shape::house_kind(int house) const {
    return line_or_box_kind(house, side_);
}

std::string_view house_kind_name(HouseKind kind) {
    static constexpr std::array<std::string_view, 7> kNames = {
        "row", "column", "box", "diagonal", "window", "region", "cage"};
    return kNames[static_cast<std::size_t>(kind)];
}

std::string house_name(HouseKind kind, int index) {
    return fmt::format("{} {}", house_kind_name(kind), index + 1);
}

std::string cell_name(int row, int col) {
    return fmt::format("r{}c{}", row + 1, col + 1);
}

std::string Shape::house_name(int house) const {
    return sudokit::house_name(house_kind(house), house_index(house));
}

std::string Shape::cell_name(int cell) const {
    return sudokit::cell_name(row_of(cell), col_of(cell));
}

std::span<const int> Shape::peers(int cell) const {
    return {tables_->peers.data() + cell * tables_->peer_count, std::size_t(tables_->peer_count)};
}

}  // namespace sudokit
