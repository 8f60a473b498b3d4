#include "sudokit/geometry.hpp"

#include <algorithm>
#include <bit>
#include <cstdint>
#include <map>
#include <numeric>
#include <span>

#include <fmt/format.h>

#include "core/cage_sums.hpp"
#include "core/shape_table.hpp"

namespace sudokit {

// A copy of the shape's classic geometry, built once: a variant puzzle read from each line
// of a file starts from it, and building the houses and peers anew was most of the reading.
Geometry::Geometry(const Shape& shape) : Geometry(classic(shape)) {}

void Geometry::add_shape_houses(bool with_boxes) {
    for (int house = 0; house < shape_.house_count(); ++house) {
        const HouseKind kind = shape_.house_kind(house);
        if (!with_boxes && kind != HouseKind::row && kind != HouseKind::column) continue;
        const std::span<const int> cells = shape_.house_cells(house);
        std::vector<int> sorted(cells.begin(), cells.end());
        std::sort(sorted.begin(), sorted.end());
        add_house(kind, std::move(sorted));
    }
}

Geometry::Geometry(const Shape& shape, NoHouses) : shape_(shape) {
    cell_houses_.resize(shape.cell_count());
}

const Geometry& Geometry::classic(const Shape& shape) {
    return table_for_shape<Geometry>(shape, [](const Shape& s) {
        Geometry geometry(s, NoHouses{});
        geometry.add_shape_houses(true);
        geometry.classic_ = true;
        geometry.rebuild_peers();
        return geometry;
    });
}

bool Geometry::sees(int a, int b) const {
    if (a == b) return false;
    const std::span<const int> others = peers(a);
    return std::binary_search(others.begin(), others.end(), b);
}

void Geometry::add_house(HouseKind kind, std::vector<int> cells, std::optional<int> sum) {
    const int index = static_cast<int>(std::count_if(
        houses_.begin(), houses_.end(), [kind](const House& house) { return house.kind == kind; }));
    const int number = static_cast<int>(houses_.size());
    for (const int cell : cells)
        cell_houses_[cell].push_back(number);
    houses_.push_back({kind, index, std::move(cells), sum});
    classic_ = false;
}

void Geometry::rebuild_peers() {
    const int cells = cell_count();
    // Each house's cells as a bitset: a cell's peers are the union of its houses' less the cell
    // itself, read out already in ascending order (listing them from the houses' cell lists
    // and sorting each cell's list took ten times as long on 9x9, where reading X-Sudoku
    // puzzles spent a third of its time building their houses).
    const auto words = static_cast<std::size_t>((cells + 63) / 64);
    std::vector<std::uint64_t> house_bits(houses_.size() * words, 0);
    for (std::size_t house = 0; house < houses_.size(); ++house) {
        for (const int cell : houses_[house].cells) {
            house_bits[house * words + static_cast<std::size_t>(cell) / 64] |= std::uint64_t{1}
                                                                               << (cell % 64);
        }
    }
    std::size_t room = 0;
    for (const House& house : houses_)
        room += house.cells.size() * house.cells.size();
    peer_list_.clear();
    peer_list_.reserve(room);
    peer_start_.assign(static_cast<std::size_t>(cells) + 1, 0);
    std::vector<std::uint64_t> seen(words);
    for (int cell = 0; cell < cells; ++cell) {
        std::fill(seen.begin(), seen.end(), 0);
        for (const int house : cell_houses_[cell]) {
            const std::uint64_t* bits = &house_bits[static_cast<std::size_t>(house) * words];
            for (std::size_t word = 0; word < words; ++word)
                seen[word] |= bits[word];
        }
        seen[static_cast<std::size_t>(cell) / 64] &= ~(std::uint64_t{1} << (cell % 64));
        for (std::size_t word = 0; word < words; ++word) {
            for (std::uint64_t bits = seen[word]; bits != 0; bits &= bits - 1)
                peer_list_.push_back(static_cast<int>(64 * word) + std::countr_zero(bits));
        }
        peer_start_[static_cast<std::size_t>(cell) + 1] = static_cast<int>(peer_list_.size());
    }
}

Geometry Geometry::with_diagonals(const Shape& shape) {
    Geometry geometry(shape);
    geometry.add_diagonals();
    return geometry;
}

Geometry Geometry::with_windows(const Shape& shape) {
    Geometry geometry(shape);
    geometry.add_windows();
    return geometry;
}

void Geometry::add_diagonals() {
    const int side = this->side();
    std::vector<int> main;
    std::vector<int> anti;
    for (int i = 0; i < side; ++i) {
        main.push_back(shape_.cell_at(i, i));
        anti.push_back(shape_.cell_at(side - 1 - i, i));
    }
    std::sort(anti.begin(), anti.end());
    add_house(HouseKind::diagonal, std::move(main));
    add_house(HouseKind::diagonal, std::move(anti));
    rebuild_peers();
}

void Geometry::add_windows() {
    const int rows = shape_.box_rows();
    const int cols = shape_.box_cols();
    // Windows start one cell in and sit one cell apart: rows 2-4 and 6-8 on 9x9.
    for (int top = 1; top + rows <= side(); top += rows + 1) {
        for (int left = 1; left + cols <= side(); left += cols + 1) {
            std::vector<int> cells;
            for (int row = top; row < top + rows; ++row) {
                for (int col = left; col < left + cols; ++col) {
                    cells.push_back(shape_.cell_at(row, col));
                }
            }
            add_house(HouseKind::window, std::move(cells));
        }
    }
    rebuild_peers();
}

std::variant<Geometry, GeometryError> Geometry::with_regions(const Shape& shape,
                                                             std::string_view regions) {
    std::string symbols;
    for (const char c : regions) {
        if (c != ' ' && c != '\t' && c != '\n' && c != '\r') symbols.push_back(c);
    }
    const int side = shape.side();
    if (static_cast<int>(symbols.size()) != shape.cell_count()) {
        return GeometryError{fmt::format("the region map has {} cells; a {}x{} grid has {}",
                                         symbols.size(), side, side, shape.cell_count())};
    }
    // Regions numbered in the order their first cell comes.
    std::map<char, std::vector<int>> cells_of;
    std::vector<char> order;
    for (int cell = 0; cell < shape.cell_count(); ++cell) {
        auto& cells = cells_of[symbols[cell]];
        if (cells.empty()) order.push_back(symbols[cell]);
        cells.push_back(cell);
    }
    if (static_cast<int>(order.size()) != side) {
        return GeometryError{fmt::format("the region map names {} regions; a {}x{} grid needs {}",
                                         order.size(), side, side, side)};
    }
    for (const char symbol : order) {
        const auto& cells = cells_of[symbol];
        if (static_cast<int>(cells.size()) != side) {
            return GeometryError{
                fmt::format("region '{}' has {} cells (first at {}); every "
                            "region needs {}",
                            symbol, cells.size(), shape.cell_name(cells.front()), side)};
        }
    }
    // The shape's rows and columns, then the regions in place of the boxes (the peers listed
    // once, at the end).
    Geometry geometry(shape, NoHouses{});
    geometry.add_shape_houses(false);
    for (const char symbol : order)
        geometry.add_house(HouseKind::region, cells_of[symbol]);
    geometry.keeps_boxes_ = false;
    geometry.rebuild_peers();
    return geometry;
}

namespace {

// Peers as rebuild_peers lists them, after houses were added from `first_new` on to a geometry
// whose peer lists (`peer_list`, `peer_start`) were current: each cell's list merged with its
// new house's, without visiting every house again. False, changing nothing, when a cell is in
// two new houses.
bool merge_new_houses_into_peers(std::span<const House> houses, std::size_t first_new, int cells,
                                 std::vector<int>& peer_list, std::vector<int>& peer_start) {
    std::vector<int> new_house_of(static_cast<std::size_t>(cells), -1);
    std::size_t room = peer_list.size();
    for (std::size_t house = first_new; house < houses.size(); ++house) {
        const std::vector<int>& members = houses[house].cells;
        room += members.size() * members.size();
        for (const int cell : members) {
            int& slot = new_house_of[static_cast<std::size_t>(cell)];
            if (slot >= 0) return false;
            slot = static_cast<int>(house);
        }
    }
    std::vector<int> list;
    list.reserve(room);
    std::vector<int> start(static_cast<std::size_t>(cells) + 1, 0);
    for (std::size_t cell = 0; cell < static_cast<std::size_t>(cells); ++cell) {
        const auto old = std::span<const int>(peer_list).subspan(
            static_cast<std::size_t>(peer_start[cell]),
            static_cast<std::size_t>(peer_start[cell + 1] - peer_start[cell]));
        const int house = new_house_of[cell];
        if (house < 0) {
            list.insert(list.end(), old.begin(), old.end());
        } else {
            // Two ascending lists merged, each cell once, the cell itself left out.
            const std::vector<int>& members = houses[static_cast<std::size_t>(house)].cells;
            auto a = old.begin();
            auto b = members.begin();
            while (a != old.end() || b != members.end()) {
                int next = 0;
                if (b == members.end() || (a != old.end() && *a < *b)) {
                    next = *a++;
                } else {
                    if (a != old.end() && *a == *b) ++a;
                    next = *b++;
                }
                if (next != static_cast<int>(cell)) list.push_back(next);
            }
        }
        start[cell + 1] = static_cast<int>(list.size());
    }
    peer_list = std::move(list);
    peer_start = std::move(start);
    return true;
}

}  // namespace

std::optional<GeometryError> Geometry::add_cages(const std::vector<CageSpec>& cages) {
    const int side = this->side();
    std::vector<int> cage_of(cell_count(), -1);
    for (const House& house : houses_) {
        if (house.kind != HouseKind::cage) continue;
        for (const int cell : house.cells)
            cage_of[cell] = house.index;
    }
    const int first = static_cast<int>(std::count_if(
        houses_.begin(), houses_.end(), [](const House& h) { return h.kind == HouseKind::cage; }));
    std::vector<std::vector<int>> sorted_cages;
    for (std::size_t k = 0; k < cages.size(); ++k) {
        const int number = first + static_cast<int>(k);
        std::vector<int> cells = cages[k].cells;
        if (cells.empty()) return GeometryError{fmt::format("cage {} has no cells", number + 1)};
        if (static_cast<int>(cells.size()) > side) {
            return GeometryError{fmt::format("cage {} has {} cells; a cage holds at most {}",
                                             number + 1, cells.size(), side)};
        }
        for (const int cell : cells) {
            if (cell < 0 || cell >= cell_count()) {
                return GeometryError{fmt::format("cage {} has cell {}, outside the grid (0 to {})",
                                                 number + 1, cell, cell_count() - 1)};
            }
            if (cage_of[cell] == number) {
                return GeometryError{
                    fmt::format("cage {} has {} twice", number + 1, shape_.cell_name(cell))};
            }
            if (cage_of[cell] >= 0) {
                return GeometryError{fmt::format("{} is in cage {} and cage {}",
                                                 shape_.cell_name(cell), cage_of[cell] + 1,
                                                 number + 1)};
            }
            cage_of[cell] = number;
        }
        if (const auto sum = cages[k].sum) {
            const int size = static_cast<int>(cells.size());
            if (*sum < smallest_sum(size) || *sum > largest_sum(size, side)) {
                return GeometryError{fmt::format(
                    "cage {} (from {}) sums to {}, but {} different digits sum to {} to {}",
                    number + 1, shape_.cell_name(*std::min_element(cells.begin(), cells.end())),
                    *sum, size, smallest_sum(size), largest_sum(size, side))};
            }
        }
        std::sort(cells.begin(), cells.end());
        sorted_cages.push_back(std::move(cells));
    }
    // Every cell caged, every cage summed: the sums make the grid's total.
    const bool all_caged =
        std::all_of(cage_of.begin(), cage_of.end(), [](int c) { return c >= 0; });
    bool all_summed = true;
    int total = 0;
    for (const House& house : houses_) {
        if (house.kind != HouseKind::cage) continue;
        all_summed = all_summed && house.sum.has_value();
        total += house.sum.value_or(0);
    }
    for (const CageSpec& cage : cages) {
        all_summed = all_summed && cage.sum.has_value();
        total += cage.sum.value_or(0);
    }
    const int grid_total = side * smallest_sum(side);
    if (all_caged && all_summed && total != grid_total) {
        return GeometryError{
            fmt::format("the cage sums add up to {}; every cell is caged, so "
                        "they must add up to {} ({} x {})",
                        total, grid_total, side, smallest_sum(side))};
    }
    const std::size_t first_cage = houses_.size();
    for (std::size_t k = 0; k < cages.size(); ++k) {
        add_house(HouseKind::cage, std::move(sorted_cages[k]), cages[k].sum);
    }
    // The peers were current before the cages (every public change rebuilds them).
    if (!merge_new_houses_into_peers(houses_, first_cage, cell_count(), peer_list_, peer_start_))
        rebuild_peers();
    return std::nullopt;
}

bool Geometry::classic_without_cages() const {
    if (classic_) return true;
    if (!keeps_boxes_) return false;
    const Geometry& classic = Geometry::classic(shape_);
    int compared = 0;
    for (const House& house : houses_) {
        if (house.kind == HouseKind::cage) continue;
        if (compared == classic.house_count() || !(house == classic.house(compared))) return false;
        ++compared;
    }
    return compared == classic.house_count();
}

Geometry Geometry::without_cages() const {
    Geometry result(shape_, NoHouses{});
    for (const House& house : houses_) {
        if (house.kind != HouseKind::cage) result.add_house(house.kind, house.cells, house.sum);
    }
    result.keeps_boxes_ = keeps_boxes_;
    // Rows, columns and boxes alone, as the classic constructor makes them.
    result.classic_ = keeps_boxes_ && result.house_count() == 3 * side();
    // A Killer's are the classic houses, whose peers are listed once per shape.
    if (result.classic_) {
        const Geometry& classic = Geometry::classic(shape_);
        if (result.houses_ == classic.houses_) return classic;
    }
    result.rebuild_peers();
    return result;
}

std::optional<std::string> variant_side_problem(int side) {
    if (side <= kMaxVariantSide) return std::nullopt;
    return fmt::format(
        "variants (diagonals, windows, regions, cages) are solved on grids up to {0}x{0}; this "
        "one is {1}x{1}",
        kMaxVariantSide, side);
}

bool Geometry::all_houses_complete() const {
    return std::all_of(houses_.begin(), houses_.end(), [this](const House& house) {
        return static_cast<int>(house.cells.size()) == side();
    });
}

std::string Geometry::house_name(int house) const {
    const House& chosen = houses_[house];
    // The diagonals by their direction: the main one down to the right, the other up.
    if (chosen.kind == HouseKind::diagonal) return chosen.index == 0 ? "diagonal ↘" : "diagonal ↗";
    return sudokit::house_name(chosen.kind, chosen.index);
}

bool Geometry::obeys_houses(const Grid& grid) const {
    std::vector<char> seen(side() + 1);
    for (int house = 0; house < house_count(); ++house) {
        std::fill(seen.begin(), seen.end(), 0);
        for (const int cell : houses_[house].cells) {
            const int digit = grid[cell];
            if (digit != 0 && seen[digit]++) return false;
        }
        if (misses_sum(grid, house)) return false;
    }
    return true;
}

bool Geometry::misses_sum(const Grid& grid, int house) const {
    const House& chosen = houses_[house];
    if (!chosen.sum) return false;
    int total = 0;
    for (const int cell : chosen.cells) {
        if (grid.empty(cell)) return false;
        total += grid[cell];
    }
    return total != *chosen.sum;
}

std::vector<int> Geometry::house_index_map(HouseKind kind) const {
    std::vector<int> map(static_cast<std::size_t>(cell_count()), -1);
    for (const House& house : houses_) {
        if (house.kind != kind) continue;
        for (int cell : house.cells)
            map[static_cast<std::size_t>(cell)] = house.index;
    }
    return map;
}

bool Geometry::has_cages() const {
    return std::any_of(houses_.begin(), houses_.end(),
                       [](const House& house) { return house.kind == HouseKind::cage; });
}

bool Geometry::has_sums() const {
    return std::any_of(houses_.begin(), houses_.end(),
                       [](const House& house) { return house.sum.has_value(); });
}

std::string Geometry::variant_name() const {
    bool diagonals = false, windows = false, cages = false;
    for (const House& house : houses_) {
        diagonals = diagonals || house.kind == HouseKind::diagonal;
        windows = windows || house.kind == HouseKind::window;
        cages = cages || house.kind == HouseKind::cage;
    }
    std::string name;
    const auto add = [&name](std::string_view part) {
        if (!name.empty()) name += '-';
        name += part;
    };
    if (has_sums()) add("Killer");
    if (!keeps_boxes_) add("jigsaw");
    if (windows) add("windoku");
    if (diagonals) add(name.empty() ? "X-Sudoku" : "X");
    if (cages && !has_sums()) name += name.empty() ? "cages" : " with cages";
    return name.empty() ? "classic" : name;
}

}  // namespace sudokit
