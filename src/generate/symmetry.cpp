#include "sudokit/symmetry.hpp"

#include <algorithm>
#include <array>
#include <functional>

namespace sudokit {
namespace {

struct SymmetryName {
    Symmetry symmetry;
    std::string_view name;
};

constexpr std::array<SymmetryName, 10> kNames{{
    {Symmetry::none, "none"},
    {Symmetry::rotational, "rotational"},
    {Symmetry::rot90, "rot90"},
    {Symmetry::mirror, "mirror"},
    {Symmetry::flip, "flip"},
    {Symmetry::diagonal, "diagonal"},
    {Symmetry::anti_diagonal, "anti-diagonal"},
    {Symmetry::both_mirrors, "both-mirrors"},
    {Symmetry::both_diagonals, "both-diagonals"},
    {Symmetry::full, "full"},
}};

constexpr std::array<SymmetryName, 5> kAliases{{
    {Symmetry::rotational, "rot180"},
    {Symmetry::rotational, "180"},
    {Symmetry::mirror, "horizontal"},
    {Symmetry::flip, "vertical"},
    {Symmetry::full, "dihedral"},
}};

constexpr std::array<Symmetry, 10> kAll{
    Symmetry::none,           Symmetry::rotational, Symmetry::rot90,         Symmetry::mirror,
    Symmetry::flip,           Symmetry::diagonal,   Symmetry::anti_diagonal, Symmetry::both_mirrors,
    Symmetry::both_diagonals, Symmetry::full};

struct Position2 {
    int row;
    int col;
};
using Map = Position2 (*)(Position2, int last);

Position2 turn_half(Position2 p, int last) {
    return {last - p.row, last - p.col};
}
Position2 turn_quarter(Position2 p, int last) {
    return {p.col, last - p.row};
}
Position2 reflect_columns(Position2 p, int last) {
    return {p.row, last - p.col};
}
Position2 reflect_rows(Position2 p, int last) {
    return {last - p.row, p.col};
}
Position2 transpose(Position2 p, int) {
    return {p.col, p.row};
}
Position2 anti_transpose(Position2 p, int last) {
    return {last - p.col, last - p.row};
}

// Generators of each symmetry group; orbits are their closure.
std::vector<Map> generators_of(Symmetry symmetry) {
    switch (symmetry) {
        case Symmetry::none:
            return {};
        case Symmetry::rotational:
            return {turn_half};
        case Symmetry::rot90:
            return {turn_quarter};
        case Symmetry::mirror:
            return {reflect_columns};
        case Symmetry::flip:
            return {reflect_rows};
        case Symmetry::diagonal:
            return {transpose};
        case Symmetry::anti_diagonal:
            return {anti_transpose};
        case Symmetry::both_mirrors:
            return {reflect_columns, reflect_rows};
        case Symmetry::both_diagonals:
            return {transpose, anti_transpose};
        case Symmetry::full:
            return {turn_quarter, reflect_columns};
    }
    return {};
}

}  // namespace

std::span<const Symmetry> all_symmetries() {
    return kAll;
}

std::string_view symmetry_name(Symmetry symmetry) {
    for (const SymmetryName& entry : kNames) {
        if (entry.symmetry == symmetry) return entry.name;
    }
    return "none";
}

std::optional<Symmetry> parse_symmetry(std::string_view name) {
    for (const SymmetryName& entry : kNames) {
        if (entry.name == name) return entry.symmetry;
    }
    for (const SymmetryName& entry : kAliases) {
        if (entry.name == name) return entry.symmetry;
    }
    return std::nullopt;
}

std::vector<std::vector<int>> symmetry_orbits(const Shape& shape, Symmetry symmetry) {
    const int side = shape.side();
    const std::vector<Map> generators = generators_of(symmetry);
    std::vector<bool> seen(static_cast<std::size_t>(shape.cell_count()), false);
    std::vector<std::vector<int>> orbits;
    for (int start = 0; start < shape.cell_count(); ++start) {
        if (seen[start]) continue;
        std::vector<int> orbit{start};
        seen[start] = true;
        // Breadth-first closure under the generators: the group is finite, so it ends.
        for (std::size_t next = 0; next < orbit.size(); ++next) {
            const Position2 here{shape.row_of(orbit[next]), shape.col_of(orbit[next])};
            for (Map map : generators) {
                const Position2 image = map(here, side - 1);
                const int cell = shape.cell_at(image.row, image.col);
                if (!seen[cell]) {
                    seen[cell] = true;
                    orbit.push_back(cell);
                }
            }
        }
        std::sort(orbit.begin(), orbit.end());
        orbits.push_back(std::move(orbit));
    }
    return orbits;
}

bool has_symmetry(const Grid& grid, Symmetry symmetry) {
    for (const std::vector<int>& orbit : symmetry_orbits(grid.shape(), symmetry)) {
        const bool filled = !grid.empty(orbit.front());
        for (int cell : orbit) {
            if (grid.empty(cell) == filled) return false;
        }
    }
    return true;
}

}  // namespace sudokit
