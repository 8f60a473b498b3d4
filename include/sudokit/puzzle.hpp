#pragma once

#include <optional>
#include <string>

#include "sudokit/candidates.hpp"
#include "sudokit/grid.hpp"

namespace sudokit {

// How digits are written as single characters, for sides above 9.
enum class SymbolSet {
    automatic,       // detect on input; on output digits up to 9, then `digits_letters`
    digits,          // 1-9 only (sides up to 9)
    digits_letters,  // 1-9 then A, B, ...: 16x16 uses 1-9A-G, 25x25 1-9A-P
    zero_hex,        // 0-9A-F for 16x16: symbol 0 is digit 1, F is digit 16
    letters,         // A = 1, B = 2, ...: 16x16 uses A-P, 25x25 A-Y
};

// A puzzle: its shape (inside the grid of givens) and the givens. `label` keeps text that
// followed the puzzle on its line (a name, a rating); `symbols` records how it was written
// so that answers can be written the same way. A puzzle read as a pencil-mark grid (a position
// in the middle of a solve) also keeps the marks as written; its givens are the solved cells.
struct Puzzle {
    Grid givens;
    std::string label;
    SymbolSet symbols = SymbolSet::automatic;
    std::optional<Candidates> marks;  // inline, no heap: cheap for the common classic puzzle

    Puzzle() = default;
    explicit Puzzle(Grid grid, std::string label_text = {})
        : givens(grid), label(std::move(label_text)) {}
    const Shape& shape() const { return givens.shape(); }
};

}  // namespace sudokit
