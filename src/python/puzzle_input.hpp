#pragma once

// Puzzle text from Python, read as the command reads it: a line, a boxed grid, numbers or
// pencil marks, with the size and symbols detected or forced. Bad text raises ValueError
// naming the line and column.

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <pybind11/pybind11.h>

#include "sudokit/format.hpp"
#include "sudokit/puzzle.hpp"

namespace sudokit::python {

// size "3x3" / "2x3" (None: detected), format auto|line|grid|numbers|pencilmarks, symbols
// auto|digits|1-9A|0-9A|letters. Raises ValueError for a name it does not know.
ReadOptions read_options(const std::optional<std::string>& size, const std::string& format,
                         const std::string& symbols);
SymbolSet parse_symbols(const std::string& symbols);

// One puzzle; `where` ("puzzle 3") starts the error message when the text is one of many.
Puzzle parse_one(std::string_view text, const ReadOptions& options, std::string_view where = {});

// The texts of a batch's items as views into the Python strings (UTF-8 kept by each string),
// which `owners` keeps alive: no copy of each text on the thread that holds the GIL. Must be
// dropped with the GIL held.
struct PuzzleTexts {
    std::vector<pybind11::object> owners;
    std::vector<std::string_view> texts;
};
// Items of a list or lines of a file: line breaks at the end are dropped, and blank lines and
// '#' comments are skipped, as in the command's input. Needs the GIL.
PuzzleTexts puzzle_texts(const pybind11::iterable& items);

// Every text parsed on `threads` threads with the GIL released, before any work starts, so that
// a bad item raises at once (ValueError naming the first bad item). The puzzles are not kept: a
// Puzzle holds its grids inline (some 3 KB), and parsing again where each is solved costs less
// than writing a large batch of them to memory and reading it back.
void check_all_parse(const std::vector<std::string_view>& texts, const ReadOptions& options,
                     int threads);

// A text check_all_parse accepted, as a puzzle. Needs no GIL.
Puzzle parse_checked(std::string_view text, const ReadOptions& options);

}  // namespace sudokit::python
