#pragma once

// Symmetries of a clue pattern, as printed puzzles have them. A symmetry is a group of
// geometric maps of the N x N grid onto itself; it acts on cell positions only (not on
// digits or boxes), so every symmetry applies to every shape.

#include <optional>
#include <span>
#include <string_view>
#include <vector>

#include "sudokit/grid.hpp"
#include "sudokit/shape.hpp"

namespace sudokit {

enum class Symmetry {
    none,
    rotational,      // 180-degree turn about the centre
    rot90,           // quarter turns (implies 180)
    mirror,          // left-right reflection (column c <-> N-1-c)
    flip,            // top-bottom reflection (row r <-> N-1-r)
    diagonal,        // reflection in the main diagonal (r, c) <-> (c, r)
    anti_diagonal,   // reflection in the other diagonal
    both_mirrors,    // mirror and flip together (and so the 180 turn)
    both_diagonals,  // both diagonal reflections (and so the 180 turn)
    full,            // all eight maps of the square (quarter turns and every reflection)
};

// Every symmetry, in the order above.
std::span<const Symmetry> all_symmetries();
// "none", "rotational", "rot90", "mirror", "flip", "diagonal", "anti-diagonal",
// "both-mirrors", "both-diagonals", "full".
std::string_view symmetry_name(Symmetry symmetry);
// Reads the names above and the aliases "rot180", "180", "horizontal", "vertical",
// "dihedral".
std::optional<Symmetry> parse_symmetry(std::string_view name);

// The cells that the symmetry maps onto each other, each orbit ascending, orbits ordered by
// their first cell. Every cell is in exactly one orbit.
std::vector<std::vector<int>> symmetry_orbits(const Shape& shape, Symmetry symmetry);

// True when the filled cells of `grid` form a pattern the symmetry maps onto itself.
bool has_symmetry(const Grid& grid, Symmetry symmetry);

}  // namespace sudokit
