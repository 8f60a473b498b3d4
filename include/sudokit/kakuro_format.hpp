#pragma once

// Kakuro's text forms (docs/formats.md). Text: one puzzle per block of lines, a blank line
// between puzzles, a row per line of whitespace-separated tokens: `#` a block, `.` an empty
// white cell (or its digit), `D\A` a clue with down sum D and across sum A, either of which may
// be left out (`16\`, `\7`). JSON, one puzzle per line:
// {"type":"kakuro","grid":["# 16\\ ...", ...],"label":"...","solution":"1234..."} ("runs" and
// "solution" are checked against the grid when given).

#include <string>
#include <string_view>
#include <variant>
#include <vector>

#include <nlohmann/json_fwd.hpp>

#include "sudokit/format.hpp"
#include "sudokit/kakuro.hpp"

namespace sudokit::kakuro {

// One record of a Kakuro file: the puzzle or what is wrong with it, the line it starts on, and
// a solution the record carries (JSON "solution"), empty when none.
struct Record {
    std::size_t line = 0;
    std::variant<Puzzle, ParseError> content;
    std::vector<std::uint8_t> stated_solution;

    bool ok() const { return std::holds_alternative<Puzzle>(content); }
    const Puzzle& puzzle() const { return std::get<Puzzle>(content); }
    const ParseError& error() const { return std::get<ParseError>(content); }
};

// Whether a text is a Kakuro file rather than Sudoku: its first record is a JSON object with
// "type":"kakuro", or its first non-comment line has a clue token (`16\`, `\7`, `3\4`).
bool looks_like_kakuro(std::string_view text);

// Every record of a Kakuro file; lines starting with `%` or `;` are comments. A bad record is
// an error record and reading goes on with the next one. `first_line` numbers the first line.
std::vector<Record> read_records(std::string_view text, std::size_t first_line = 1);

// One puzzle from a JSON object (the line form's content); throws std::invalid_argument with
// a sentence that says what is wrong.
Puzzle puzzle_from_json(const nlohmann::json& object);

// The board as text rows with `digits` (one per white cell; empty: the puzzle's own) filled in,
// the tokens of each column padded to one width so the columns line up.
std::string write_grid(const Puzzle& puzzle, const std::vector<std::uint8_t>& digits = {});
// The same rows unpadded, one token per square: the form the reader takes back.
std::vector<std::string> grid_rows(const Puzzle& puzzle,
                                   const std::vector<std::uint8_t>& digits = {});
// The white cells' digits in reading order, `.` for an empty one.
std::string write_line(const std::vector<std::uint8_t>& digits);
// {"type":"kakuro","rows":R,"columns":C,"grid":[...],"runs":[{"direction":"across","sum":S,
// "clue":[r,c],"cells":[[r,c],...]}...]} with "label" when there is one.
nlohmann::json to_json(const Puzzle& puzzle);

struct SolveResult;
// {"verdict":"unique","count":1,"exhausted":true,"solutions":["lines of digits"],
// "counters":{"nodes":N,"guesses":G,"backtracks":B}}
nlohmann::json to_json(const SolveResult& result);

}  // namespace sudokit::kakuro
