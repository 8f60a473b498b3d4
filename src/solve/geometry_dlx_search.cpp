// A puzzle on any geometry as exact cover, solved with Dancing Links.
//
// A row is "digit d in cell c". Its columns: the cell is filled, and "house h has d" for each
// house of the cell. A complete house (N cells) must have every digit once: an ordinary
// column. A smaller house (a cage) may have each digit at most once: its column also gets a
// slack row of its own, chosen when no cell of the cage takes that digit. A cage with a sum
// has, instead, one row per set of digits that makes the sum: it covers the cage's own
// column and "cage has d" for each digit d outside the set, so the cells must take exactly
// the set's digits. The sums the houses imply over cells of one house join as cages of their
// own. Every solution is then exactly one cover.

#include <algorithm>
#include <optional>
#include <vector>

#include "core/cage_sums.hpp"
#include "implied_sums.hpp"
#include "placement_cover_listener.hpp"

namespace sudokit::detail {
namespace {

// A set of cells whose digits differ: a house of the geometry, or a sum the houses imply over
// cells that share a house (implied_sums.hpp), which makes the search far stronger on Killers.
struct Group {
    std::vector<int> cells;
    std::optional<int> sum;
};

std::vector<Group> groups_of(const Geometry& geometry) {
    std::vector<Group> groups;
    for (const House& house : geometry.houses())
        groups.push_back({house.cells, house.sum});
    for (ImpliedSum& implied : implied_sums(geometry, SumSources::drop)) {
        if (!implied.distinct) continue;
        const bool known = std::any_of(groups.begin(), groups.end(), [&](const Group& group) {
            return group.cells == implied.cells;
        });
        if (!known) groups.push_back({std::move(implied.cells), implied.sum});
    }
    return groups;
}

}  // namespace

void search_geometry_dlx(const Geometry& geometry, const Grid& givens, SearchContext& context) {
    const int side = geometry.side();
    const int cells = geometry.cell_count();
    const std::vector<Group> groups = groups_of(geometry);
    const int group_count = static_cast<int>(groups.size());
    std::vector<std::vector<int>> groups_of_cell(static_cast<std::size_t>(cells));
    for (int group = 0; group < group_count; ++group) {
        for (int cell : groups[static_cast<std::size_t>(group)].cells)
            groups_of_cell[static_cast<std::size_t>(cell)].push_back(group);
    }
    // Columns: cells first, then each group's digits, then one per group with a sum.
    const auto group_column = [&](int group, int digit) {
        return cells + group * side + (digit - 1);
    };
    // The digit sets of each group with a sum (none when a long cage on a large grid has too
    // many: its sum is then checked on each cover instead).
    std::vector<std::optional<std::vector<std::uint32_t>>> combinations(
        static_cast<std::size_t>(group_count));
    int sum_columns = 0;
    int unchecked_sums = 0;
    std::vector<int> sum_column(static_cast<std::size_t>(group_count), -1);
    for (int group = 0; group < group_count; ++group) {
        const Group& entry = groups[static_cast<std::size_t>(group)];
        // A group of N cells holds every digit once, its sum the grid's total: its digits'
        // columns say all of it (it gets no rows of digit sets, below).
        if (!entry.sum || static_cast<int>(entry.cells.size()) == side) continue;
        combinations[static_cast<std::size_t>(group)] =
            sum_combinations(static_cast<int>(entry.cells.size()), *entry.sum, side);
        if (combinations[static_cast<std::size_t>(group)]) {
            sum_column[static_cast<std::size_t>(group)] =
                cells + group_count * side + sum_columns++;
        } else {
            ++unchecked_sums;
        }
    }
    DancingLinks matrix(cells + group_count * side + sum_columns);
    std::vector<Placement> placement_of_row;
    std::vector<int> row_of_placement(static_cast<std::size_t>(cells) * side);
    std::vector<int> columns;
    for (int cell = 0; cell < cells; ++cell) {
        for (int digit = 1; digit <= side; ++digit) {
            columns.assign(1, cell);
            for (const int group : groups_of_cell[static_cast<std::size_t>(cell)])
                columns.push_back(group_column(group, digit));
            row_of_placement[static_cast<std::size_t>(cell) * side + (digit - 1)] =
                matrix.add_row(columns);
            placement_of_row.push_back({cell, digit});
        }
    }
    for (int group = 0; group < group_count; ++group) {
        const Group& entry = groups[static_cast<std::size_t>(group)];
        if (static_cast<int>(entry.cells.size()) == side) continue;
        if (sum_column[static_cast<std::size_t>(group)] >= 0) {
            for (const std::uint32_t set : *combinations[static_cast<std::size_t>(group)]) {
                columns.assign(1, sum_column[static_cast<std::size_t>(group)]);
                for (int digit = 1; digit <= side; ++digit) {
                    if ((set >> (digit - 1) & 1u) == 0)
                        columns.push_back(group_column(group, digit));
                }
                matrix.add_row(columns);
                placement_of_row.push_back({});
            }
            continue;
        }
        for (int digit = 1; digit <= side; ++digit) {
            const int column = group_column(group, digit);
            matrix.add_row(std::span<const int>(&column, 1));
            placement_of_row.push_back({});
        }
    }
    PlacementCoverListener listener(givens, placement_of_row, context,
                                    unchecked_sums > 0 ? &geometry : nullptr);
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
