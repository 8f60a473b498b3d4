#pragma once

// Simon Tatham's Solo game IDs ("3x3k:...", "9j:...", "3x3x:..."), the form its puzzles are
// exchanged in. Reading them is part of parse_puzzle and every command's input; this writes
// one.

#include <string>
#include <variant>

#include "sudokit/geometry.hpp"
#include "sudokit/puzzle.hpp"

namespace sudokit {

// The puzzle as Solo's game ID: rectangular boxes or jigsaw regions, the diagonals, Killer
// cages with sums, and givens. An error says what Solo cannot hold: windoku windows, a cage
// without a sum, a Killer above 9x9 or with a cell in no cage.
std::variant<std::string, GeometryError> to_solo_game_id(const Puzzle& puzzle);

}  // namespace sudokit
