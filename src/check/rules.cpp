#include "sudokit/rules.hpp"

#include <fmt/format.h>

#include "check/house_conflicts.hpp"
#include "sudokit/format.hpp"

namespace sudokit {
namespace {

int house_index(const Geometry& houses, const House& house) {
    return static_cast<int>(&house - houses.houses().data());
}

}  // namespace

std::vector<Conflict> find_conflicts(const Grid& grid) {
    return find_conflicts(grid, Geometry::classic(grid.shape()));
}

std::vector<Conflict> find_conflicts(const Grid& grid, const Geometry& houses) {
    check_detail::ConflictCollector collector(houses.side());
    for (const House& house : houses.houses())
        collector.add_house(house_index(houses, house), house.cells, grid.values());
    return collector.take();
}

bool has_conflicts(const Grid& grid) {
    const Shape& shape = grid.shape();
    for (int house = 0; house < shape.house_count(); ++house) {
        std::uint64_t seen = 0;
        for (int cell : shape.house_cells(house)) {
            if (grid.empty(cell)) continue;
            const std::uint64_t bit = std::uint64_t{1} << (grid[cell] - 1);
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
    const Geometry& houses = puzzle.geometry();
    check.conflicts = find_conflicts(grid, houses);
    for (int house = 0; house < houses.house_count(); ++house) {
        if (houses.misses_sum(grid, house)) check.wrong_sums.push_back(house);
    }
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
    return describe(Geometry::classic(shape), conflict, symbols);
}

std::string describe(const Geometry& houses, const Conflict& conflict, SymbolSet symbols) {
    const Shape& shape = houses.shape();
    std::vector<std::string> cells;
    for (int cell : conflict.cells)
        cells.push_back(shape.cell_name(cell));
    return check_detail::conflict_sentence(houses.house_name(conflict.house),
                                           digit_word(conflict.digit, shape.side(), symbols),
                                           cells);
}

}  // namespace sudokit
