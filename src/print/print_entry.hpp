#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "sudokit/grid.hpp"
#include "sudokit/kakuro.hpp"
#include "sudokit/puzzle.hpp"

namespace sudokit::print {

// A Kakuro to print: its board, and the digit of each white cell (reading order) for the
// solutions pages, empty when it has no solution to print.
struct KakuroBoard {
    std::shared_ptr<const kakuro::Puzzle> puzzle;
    std::vector<std::uint8_t> solution;
};

// One puzzle of a printed document, with what its caption says.
struct PrintEntry {
    Grid givens = Grid();
    // Printed on the solutions pages when set; an entry without one is left out there.
    std::optional<Grid> solution;
    // Set for a Kakuro, which is drawn instead of `givens` (and its solution instead of
    // `solution`).
    std::optional<KakuroBoard> kakuro;
    SymbolSet symbols = SymbolSet::automatic;
    // A variant's houses (Killer cages, diagonals, windows, jigsaw regions), drawn as
    // newspapers print them; null for a classic grid.
    std::shared_ptr<const Geometry> houses;
    int number = 1;     // the caption's number, the same on the puzzle and its solution
    std::string label;  // the text that followed the puzzle in the input, if any
    std::string note;   // right-aligned in the caption, e.g. the rating

    // Whether the solutions pages show this entry.
    bool has_solution() const { return kakuro ? !kakuro->solution.empty() : solution.has_value(); }
};

}  // namespace sudokit::print
