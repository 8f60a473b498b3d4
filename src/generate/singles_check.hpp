#pragma once

#include "sudokit/grid.hpp"

namespace sudokit::generate {

// True when naked and hidden singles alone fill the whole grid. A quick answer to the
// logic gate's question for the many puzzles that need nothing more: it saves running the
// step-recording engine on them.
bool singles_solve(const Grid& puzzle);
// Writes into `grid` every digit naked and hidden singles place; true when that fills it.
// The grid must have a solution.
bool fill_singles(Grid& grid);

}  // namespace sudokit::generate
