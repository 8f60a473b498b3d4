// A puzzle on any geometry as exact cover, solved with Dancing Links.
//
// A row is "digit d in cell c". Its columns: the cell is filled, and "house h has d" for each
// house of the cell. A complete house (N cells) must have every digit once: an ordinary
// column. A smaller house (a cage) may have each digit at most once: its column also gets a
// slack row of its own, chosen when no cell of the cage takes that digit. Every solution is
// then exactly one cover.

#include <vector>

#include "placement_cover_listener.hpp"

namespace sudokit::detail {

void search_geometry_dlx(const Geometry& geometry, const Grid& givens, SearchContext& context) {
    const int side = geometry.side();
    const int cells = geometry.cell_count();
    // Columns: cells first, then each house's digits.
    const auto house_column = [&](int house, int digit) {
        return cells + house * side + (digit - 1);
    };
    DancingLinks matrix(cells + geometry.house_count() * side);
    std::vector<Placement> placement_of_row;
    std::vector<int> row_of_placement(static_cast<std::size_t>(cells) * side);
    std::vector<int> columns;
    for (int cell = 0; cell < cells; ++cell) {
        for (int digit = 1; digit <= side; ++digit) {
            columns.assign(1, cell);
            for (const int house : geometry.houses_of(cell)) {
                columns.push_back(house_column(house, digit));
            }
            row_of_placement[static_cast<std::size_t>(cell) * side + (digit - 1)] =
                matrix.add_row(columns);
            placement_of_row.push_back({cell, digit});
        }
    }
    for (int house = 0; house < geometry.house_count(); ++house) {
        if (static_cast<int>(geometry.house(house).cells.size()) == side) continue;
        for (int digit = 1; digit <= side; ++digit) {
            const int column = house_column(house, digit);
            matrix.add_row(std::span<const int>(&column, 1));
            placement_of_row.push_back({});
        }
    }
    PlacementCoverListener listener(givens, placement_of_row, context);
    for (int cell = 0; cell < cells; ++cell) {
        const int digit = givens[cell];
        if (digit == 0) continue;
        if (!matrix.preselect_row(
                row_of_placement[static_cast<std::size_t>(cell) * side + (digit - 1)])) {
            context.enter_node();  // givens that clash: no solution
            return;
        }
    }
    matrix.search(listener);
}

}  // namespace sudokit::detail
