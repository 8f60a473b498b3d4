#include "sudokit/rules.hpp"

#include <array>

#include <fmt/format.h>

#include "sudokit/format.hpp"

namespace sudokit {

std::vector<Conflict> find_conflicts(const Grid& grid) {
    const Shape& shape = grid.shape();
    std::vector<Conflict> conflicts;
    std::array<std::vector<int>, kMaxSize + 1> cells_of_digit;
    for (int house = 0; house < shape.house_count(); ++house) {
        for (auto& cells : cells_of_digit)
            cells.clear();
        for (int cell : shape.house_cells(house)) {
            if (!grid.empty(cell)) cells_of_digit[grid[cell]].push_back(cell);
        }
        for (int digit = 1; digit <= shape.side(); ++digit) {
            if (cells_of_digit[digit].size() >= 2) {
                conflicts.push_back({house, digit, cells_of_digit[digit]});
            }
        }
    }
    return conflicts;
}

bool has_conflicts(const Grid& grid) {
    const Shape& shape = grid.shape();
    for (int house = 0; house < shape.house_count(); ++house) {
        std::uint32_t seen = 0;
        for (int cell : shape.house_cells(house)) {
            if (grid.empty(cell)) continue;
            const std::uint32_t bit = 1u << grid[cell];
            if (seen & bit) return true;
            seen |= bit;
        }
    }
    return false;
}

SolutionCheck check_solution(const Puzzle& puzzle, const Grid& grid) {
    SolutionCheck check;
    if (!(grid.shape() == puzzle.shape())) {
        check.shape_mismatch = true;
        return check;
    }
    check.conflicts = find_conflicts(grid);
    for (int cell = 0; cell < grid.size(); ++cell) {
        if (grid.empty(cell)) {
            check.empty_cells.push_back(cell);
        }
        if (!puzzle.givens.empty(cell) && grid[cell] != puzzle.givens[cell]) {
            check.changed_givens.push_back(cell);
        }
    }
    return check;
}

std::string describe(const Shape& shape, const Conflict& conflict, SymbolSet symbols) {
    std::vector<std::string> cells;
    for (int cell : conflict.cells)
        cells.push_back(shape.cell_name(cell));
    const std::string times =
        conflict.cells.size() == 2 ? "twice" : fmt::format("{} times", conflict.cells.size());
    return fmt::format("{} has {} {}: {}", shape.house_name(conflict.house),
                       digit_word(conflict.digit, shape.side(), symbols), times,
                       fmt::join(cells, ", "));
}

}  // namespace sudokit
