#pragma once

// JSON forms of the library's values: the one place where results become JSON, shared by
// the command line (--json) and the server.

#include <nlohmann/json.hpp>

#include "sudokit/format.hpp"
#include "sudokit/puzzle.hpp"
#include "sudokit/rules.hpp"
#include "sudokit/solve.hpp"

namespace sudokit {

// {"size":"3x3","givens":"53..7....", "label": "..."}
nlohmann::json to_json(const Puzzle& puzzle);
// The grid as a line string in the puzzle's symbols.
nlohmann::json grid_to_json(const Grid& grid, SymbolSet symbols = SymbolSet::automatic);
// {"verdict":"unique","count":1,"exhausted":true,"solutions":[...],
//  "counters":{"nodes":..,"guesses":..,"backtracks":..}}
nlohmann::json to_json(const SolveResult& result, SymbolSet symbols = SymbolSet::automatic);
// {"house":"row 4","digit":7,"cells":["r4c2","r4c8"]}
nlohmann::json to_json(const Shape& shape, const Conflict& conflict);
nlohmann::json to_json(const SolutionCheck& check, const Shape& shape);
// {"line":3,"column":17,"message":"..."}
nlohmann::json to_json(const ParseError& error);

// Reads {"size":"3x3","givens":"..."} (size optional when the givens' length tells it).
std::variant<Puzzle, ParseError> puzzle_from_json(const nlohmann::json& value,
                                                  const ReadOptions& options = {});

}  // namespace sudokit
