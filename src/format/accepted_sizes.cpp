#include "format/accepted_sizes.hpp"

#include <algorithm>
#include <string_view>
#include <vector>

#include <fmt/format.h>

namespace sudokit::format_detail {

bool is_line_cell_count(std::size_t count) {
    return std::ranges::find(kLineCellCounts, count) != kLineCellCounts.end();
}

bool is_grid_side(std::size_t count) {
    return std::ranges::find(kGridSides, count) != kGridSides.end();
}

std::optional<Shape> shape_for_cell_count(std::size_t cells, const std::optional<Shape>& forced) {
    if (forced) {
        if (cells == static_cast<std::size_t>(forced->cell_count())) return forced;
        return std::nullopt;
    }
    if (cells > static_cast<std::size_t>(kMaxCells)) return std::nullopt;
    return Shape::from_cell_count(static_cast<int>(cells));
}

std::string wrong_count_message(std::string_view what, std::size_t found,
                                const std::optional<Shape>& forced) {
    if (forced) {
        return fmt::format("expected {} {} for a {}x{} puzzle, found {}", forced->cell_count(),
                           what, forced->side(), forced->side(), found);
    }
    // Name the nearest count first: it is most likely what was meant.
    const auto distance = [found](std::size_t count) {
        return count > found ? count - found : found - count;
    };
    const std::size_t nearest = *std::ranges::min_element(
        kLineCellCounts, [&](std::size_t a, std::size_t b) { return distance(a) < distance(b); });
    std::vector<std::size_t> others;
    for (const std::size_t count : kLineCellCounts) {
        if (count != nearest) others.push_back(count);
    }
    int side = 1;
    while (static_cast<std::size_t>(side * side) < nearest) {
        ++side;
    }
    return fmt::format("expected {} {} for a {}x{} puzzle (or {}), found {}", nearest, what, side,
                       side, fmt::join(others, ", "), found);
}

}  // namespace sudokit::format_detail
