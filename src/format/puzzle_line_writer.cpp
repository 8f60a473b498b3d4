// A puzzle on one line with its houses, in the first of the line forms that can hold them.

#include <fmt/format.h>
#include <fmt/ranges.h>

#include "sudokit/format.hpp"
#include "sudokit/json.hpp"

namespace sudokit {
namespace {

// Which kinds of houses the puzzle has besides rows and columns.
struct HouseKinds {
    bool boxes = false, regions = false, diagonals = false, windows = false, cages = false;
    bool every_cage_summed = true;
};

HouseKinds kinds_of(const Geometry& houses) {
    HouseKinds kinds;
    for (const House& house : houses.houses()) {
        switch (house.kind) {
            case HouseKind::box:
                kinds.boxes = true;
                break;
            case HouseKind::region:
                kinds.regions = true;
                break;
            case HouseKind::diagonal:
                kinds.diagonals = true;
                break;
            case HouseKind::window:
                kinds.windows = true;
                break;
            case HouseKind::cage:
                kinds.cages = true;
                kinds.every_cage_summed = kinds.every_cage_summed && house.sum.has_value();
                break;
            case HouseKind::row:
            case HouseKind::column:
                break;
        }
    }
    return kinds;
}

// SumoCue's list: "3x3:" ("d" for Killer-X) ":k:", then per cell its cage's sum x 256 + the
// cage's number, 0 for an uncaged cell.
std::string sumocue_line(const Geometry& houses, bool diagonals) {
    std::vector<int> field(static_cast<std::size_t>(houses.cell_count()), 0);
    for (const House& house : houses.houses()) {
        if (house.kind != HouseKind::cage) continue;
        for (int cell : house.cells)
            field[static_cast<std::size_t>(cell)] = *house.sum * 256 + house.index;
    }
    return fmt::format("3x3:{}:k:{}", diagonals ? "d" : "", fmt::join(field, ":"));
}

}  // namespace

std::string region_letters(const Geometry& houses) {
    std::string letters;
    for (const int region : houses.house_index_map(HouseKind::region))
        letters.push_back(region < 0 ? '?' : static_cast<char>('A' + region));
    return letters;
}

std::string to_puzzle_line(const Puzzle& puzzle) {
    const WriteOptions options{.symbols = puzzle.symbols};
    const std::string label = puzzle.label.empty() ? "" : " " + puzzle.label;
    if (!puzzle.houses || puzzle.houses->is_classic()) {
        return to_line(puzzle.givens, options) + label;
    }
    const Geometry& houses = *puzzle.houses;
    const HouseKinds kinds = kinds_of(houses);
    constexpr int kLettersForRegions = 26;
    if (kinds.regions && !kinds.diagonals && !kinds.windows && !kinds.cages &&
        houses.side() <= kLettersForRegions && puzzle.placed.empty()) {
        return to_line(puzzle.givens, options) + " " + region_letters(houses) + label;
    }
    const bool classic_killer = houses.side() == 9 && houses.shape().box_rows() == 3 &&
                                kinds.boxes && !kinds.windows && kinds.cages &&
                                kinds.every_cage_summed && puzzle.givens.filled_count() == 0;
    if (classic_killer) return sumocue_line(houses, kinds.diagonals) + label;
    return json_text(to_json(puzzle));
}

}  // namespace sudokit
