#pragma once

#include <memory>
#include <optional>
#include <string>

#include "sudokit/grid.hpp"
#include "sudokit/puzzle.hpp"

namespace sudokit::print {

// One puzzle of a printed document, with what its caption says.
struct PrintEntry {
    Grid givens = Grid();
    // Printed on the solutions pages when set; an entry without one is left out there.
    std::optional<Grid> solution;
    SymbolSet symbols = SymbolSet::automatic;
    // A variant's houses (Killer cages, diagonals, windows, jigsaw regions), drawn as
    // newspapers print them; null for a classic grid.
    std::shared_ptr<const Geometry> houses;
    int number = 1;     // the caption's number, the same on the puzzle and its solution
    std::string label;  // the text that followed the puzzle in the input, if any
    std::string note;   // right-aligned in the caption, e.g. the rating
};

}  // namespace sudokit::print
