#pragma once

// JSON forms of the library's values: the one place where results become JSON, shared by
// the command line (--json) and the server.

#include <nlohmann/json.hpp>

#include "sudokit/format.hpp"
#include "sudokit/generate.hpp"
#include "sudokit/hint.hpp"
#include "sudokit/logic.hpp"
#include "sudokit/position.hpp"
#include "sudokit/puzzle.hpp"
#include "sudokit/rules.hpp"
#include "sudokit/solve.hpp"
#include "sudokit/step.hpp"

namespace sudokit {

// The JSON text of a value, on one line. Text from outside (labels, file names, request
// paths) is never trusted to be UTF-8: a byte sequence that is not valid UTF-8 is written as
// U+FFFD, so writing JSON never fails. Every JSON the command and the server send goes
// through here.
std::string json_text(const nlohmann::json& value);

// {"size":"3x3","givens":"53..7....", "label": "..."}
nlohmann::json to_json(const Puzzle& puzzle);
// The grid as a line string in the puzzle's symbols.
nlohmann::json grid_to_json(const Grid& grid, SymbolSet symbols = SymbolSet::automatic);
// {"verdict":"unique","count":1,"exhausted":true,"solutions":[...],
//  "counters":{"nodes":..,"guesses":..,"backtracks":..}}
nlohmann::json to_json(const SolveResult& result, SymbolSet symbols = SymbolSet::automatic);
// {"nodes":N,"guesses":G,"backtracks":B}
nlohmann::json to_json(const SolveCounters& counters);
// {"house":"row 4","digit":7,"cells":["r4c2","r4c8"]}
nlohmann::json to_json(const Shape& shape, const Conflict& conflict);
nlohmann::json to_json(const SolutionCheck& check, const Shape& shape);
// A check on a variant's houses: conflicts name them, "wrong_sums" lists cages that miss
// their sums.
nlohmann::json to_json(const SolutionCheck& check, const Geometry& houses);
// A check of a grid above 64x64.
nlohmann::json to_json(const SolutionCheck& check, const OversizedGrid& grid);
// A grid above 64x64 as a puzzle object: {"size":"10x10","givens":"1 0 3 ..."} (numbers, 0 for
// a blank), which the readers take back.
nlohmann::json to_json(const OversizedGrid& grid);
// {"line":3,"column":17,"message":"..."}
nlohmann::json to_json(const ParseError& error);

// A rating in tenths as the number people write: 23 -> 2.3.
nlohmann::json rating_to_json(int tenths);
// A step with its evidence (see docs/formats.md, "JSON of steps"): technique, title, rating,
// text, placements, eliminations, houses, cover_houses, cells, pattern, fins, digits, links,
// size, form, nesting. Every field is always present (empty lists when unused).
// Houses are named by the geometry ("diagonal ↘", "region 4"); the Shape overloads name the
// classic ones.
nlohmann::json to_json(const Step& step, const Geometry& geometry,
                       SymbolSet symbols = SymbolSet::automatic);
nlohmann::json to_json(const Step& step, const Shape& shape,
                       SymbolSet symbols = SymbolSet::automatic);
// {"er":7.2,"ep":7.2,"ed":2.3,"hardest":"x-wing","hardest_title":"X-wing","level":"hard"}
nlohmann::json to_json(const Rating& rating);
// A hint at its level. full: the step's object with "level":"full". nudge and technique: only
// what the level reveals: {"level","text","houses":[{"index","name"}],"cells":[{"cell","name"}]}
// plus "technique", "title" and "rating" for the technique level.
nlohmann::json hint_to_json(const Step& step, const Geometry& geometry, HintLevel level,
                            SymbolSet symbols = SymbolSet::automatic);
nlohmann::json hint_to_json(const Step& step, const Shape& shape, HintLevel level,
                            SymbolSet symbols = SymbolSet::automatic);
// A hint request's answer, the same for the command and the server: "status" (hint_status_name),
// the step's fields at the level for a hint, "problem" (hint_problem) when there is none, and
// "cell" (index and name) for wrong pencil marks.
nlohmann::json to_json(const HintResult& result, const Geometry& geometry, HintLevel level,
                       SymbolSet symbols = SymbolSet::automatic);
nlohmann::json to_json(const HintResult& result, const Shape& shape, HintLevel level,
                       SymbolSet symbols = SymbolSet::automatic);
// A generated puzzle: {"puzzle","solution","clues","minimal","minimal_by_orbit","rejected",
// "rating"} (rating null when not rated).
nlohmann::json to_json(const GeneratedPuzzle& made);
// The same as one puzzle of a batch, as `generate --json` and /api/generate give it: plus
// "index" (its place in the batch), "seed" (its own: the same options and seed make it again),
// "symmetry" and "method".
nlohmann::json to_json(const GeneratedPuzzle& made, std::uint64_t index, std::uint64_t seed,
                       const GenerateOptions& options);
// {"status":"solved","steps":[...],"rating":{...}}
nlohmann::json to_json(const LogicResult& result, SymbolSet symbols = SymbolSet::automatic);
// {"size":"3x3","values":"53..7....","candidates":[[],[],[1,2,4],...]}: the placed digits
// and every cell's candidates (empty for a placed cell); position_from_json reads it back.
nlohmann::json to_json(const Position& position);
std::variant<Position, ParseError> position_from_json(const nlohmann::json& value);

// Reads {"size":"3x3","givens":"..."} (size optional when the givens' length tells it).
std::variant<Puzzle, ParseError> puzzle_from_json(const nlohmann::json& value,
                                                  const ReadOptions& options = {});

}  // namespace sudokit
