#include "sudokit/oversized_grid.hpp"

#include <charconv>
#include <stdexcept>

#include <fmt/format.h>

#include "check/house_conflicts.hpp"

namespace sudokit {

namespace {

bool is_checked_box_side(int side) {
    return side >= 2 && side <= kMaxCheckedBoxSide;
}

std::optional<int> parse_int(std::string_view text) {
    int value = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (error != std::errc() || end != text.data() + text.size()) return std::nullopt;
    return value;
}

}  // namespace

std::string OversizedBoxes::name() const {
    return fmt::format("{}x{}", rows, cols);
}

std::optional<OversizedBoxes> OversizedBoxes::for_side(int side) {
    if (side <= kMaxSize || side > kMaxCheckedSide) return std::nullopt;
    // The largest row count up to the square root that divides the side: the squarest split.
    for (int rows = kMaxCheckedBoxSide; rows >= 2; --rows) {
        if (side % rows == 0 && rows <= side / rows && is_checked_box_side(side / rows))
            return OversizedBoxes{rows, side / rows};
    }
    return std::nullopt;
}

std::optional<OversizedBoxes> OversizedBoxes::parse_size(std::string_view text) {
    const std::size_t x = text.find('x');
    if (x == std::string_view::npos) {
        const std::optional<int> side = parse_int(text);
        return side ? for_side(*side) : std::nullopt;
    }
    const std::optional<int> rows = parse_int(text.substr(0, x));
    const std::optional<int> cols = parse_int(text.substr(x + 1));
    if (!rows || !cols || !is_checked_box_side(*rows) || !is_checked_box_side(*cols) ||
        *rows * *cols <= kMaxSize) {
        return std::nullopt;
    }
    return OversizedBoxes{*rows, *cols};
}

OversizedGrid::OversizedGrid(OversizedBoxes boxes)
    : boxes_(boxes), values_(static_cast<std::size_t>(boxes.side() * boxes.side()), 0) {
    if (!is_checked_box_side(boxes.rows) || !is_checked_box_side(boxes.cols)) {
        throw std::invalid_argument(fmt::format("boxes of {}: box sides go from 2 to {}",
                                                boxes.name(), kMaxCheckedBoxSide));
    }
}

void OversizedGrid::set(int cell, int digit) {
    if (digit < 0 || digit > side()) {
        throw std::invalid_argument(
            fmt::format("{} is no digit of a {}x{} grid", digit, side(), side()));
    }
    values_.at(static_cast<std::size_t>(cell)) = static_cast<std::uint8_t>(digit);
}

std::vector<int> OversizedGrid::house_cells(int house) const {
    const int n = side();
    const int index = house % n;
    std::vector<int> cells;
    cells.reserve(static_cast<std::size_t>(n));
    for (int k = 0; k < n; ++k) {
        if (house < n) {
            cells.push_back(index * n + k);
        } else if (house < 2 * n) {
            cells.push_back(k * n + index);
        } else {
            // Box `index`: boxes run across the grid, `n / cols` of them in a band.
            const int first_row = index / (n / boxes_.cols) * boxes_.rows;
            const int first_col = index % (n / boxes_.cols) * boxes_.cols;
            cells.push_back((first_row + k / boxes_.cols) * n + first_col + k % boxes_.cols);
        }
    }
    return cells;
}

std::string OversizedGrid::house_name(int house) const {
    return sudokit::house_name(line_or_box_kind(house, side()), house % side());
}

std::string OversizedGrid::cell_name(int cell) const {
    return sudokit::cell_name(cell / side(), cell % side());
}

std::vector<Conflict> find_conflicts(const OversizedGrid& grid) {
    check_detail::ConflictCollector collector(grid.side());
    for (int house = 0; house < grid.house_count(); ++house)
        collector.add_house(house, grid.house_cells(house), grid.values());
    return collector.take();
}

SolutionCheck check_solution(const OversizedGrid& puzzle, const OversizedGrid& grid) {
    SolutionCheck check;
    if (!(puzzle.boxes() == grid.boxes())) {
        check.shape_mismatch = true;
        return check;
    }
    check.conflicts = find_conflicts(grid);
    for (int cell = 0; cell < grid.cell_count(); ++cell) {
        if (grid.empty(cell)) check.empty_cells.push_back(cell);
        if (!puzzle.empty(cell) && grid[cell] != puzzle[cell]) check.changed_givens.push_back(cell);
    }
    return check;
}

std::string describe(const OversizedGrid& grid, const Conflict& conflict) {
    std::vector<std::string> cells;
    for (const int cell : conflict.cells)
        cells.push_back(grid.cell_name(cell));
    return check_detail::conflict_sentence(grid.house_name(conflict.house),
                                           std::to_string(conflict.digit), cells);
}

}  // namespace sudokit
