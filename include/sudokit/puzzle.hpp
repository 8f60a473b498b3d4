#pragma once

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "sudokit/candidates.hpp"
#include "sudokit/geometry.hpp"
#include "sudokit/grid.hpp"
#include "sudokit/symbol_set.hpp"

namespace sudokit {

// A puzzle: its shape (inside the grid of givens) and the givens. `label` keeps text that
// followed the puzzle on its line (a name, a rating); `symbols` records how it was written
// so that answers can be written the same way. A puzzle read as a pencil-mark grid (a position
// in the middle of a solve) also keeps the marks as written; its givens are the solved cells.
struct Puzzle {
    Grid givens;
    std::string label;
    SymbolSet symbols = SymbolSet::automatic;
    std::optional<Candidates> marks;  // inline, no heap: cheap for the common classic puzzle
    // A puzzle read with the player's progress: the filled cells of `givens` that the player
    // placed, in increasing order; the others are the puzzle's clues. Empty for a plain puzzle.
    std::vector<int> placed;
    // A variant's houses (Killer cages, X-Sudoku's diagonals, windoku's windows, a jigsaw's
    // regions), or null for the classic rows, columns and boxes.
    std::shared_ptr<const Geometry> houses;

    Puzzle() = default;
    explicit Puzzle(Grid grid, std::string label_text = {})
        : givens(grid), label(std::move(label_text)) {}
    const Shape& shape() const { return givens.shape(); }
    // The houses the puzzle's rules are about: the variant's, or the shape's classic ones.
    const Geometry& geometry() const { return houses ? *houses : Geometry::classic(shape()); }
    // Another grid of givens on this puzzle's houses (no label, marks or player's digits).
    Puzzle on_houses(const Grid& other_givens) const {
        Puzzle puzzle(other_givens);
        puzzle.houses = houses;
        return puzzle;
    }
    // The givens without the player's digits: the puzzle as it was set.
    Grid clues() const {
        Grid grid = givens;
        for (int cell : placed)
            grid.set(cell, 0);
        return grid;
    }
};

}  // namespace sudokit
