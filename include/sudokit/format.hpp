#pragma once

#include <cstddef>
#include <iosfwd>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <variant>

#include "sudokit/candidates.hpp"
#include "sudokit/grid.hpp"
#include "sudokit/oversized_grid.hpp"
#include "sudokit/puzzle.hpp"

namespace sudokit {

// Text forms a puzzle can arrive in (see docs/formats.md).
enum class InputFormat {
    automatic,    // decide per record from what the text looks like
    line,         // one puzzle per line, N*N symbols, optional trailing label
    grid,         // N lines of N symbols, separators (| + - spaces) allowed; blank line between
    numbers,      // whitespace-separated numbers, 0 for blank, any size (one or many lines)
    pencilmarks,  // N rows of N cells, each cell its candidates ("1259"); Puzzle::marks is set
};

// The names the command and the Python module take: auto, line, grid, numbers, pencilmarks;
// and auto, digits, 1-9A, 0-9A, letters. Nothing for another name.
std::optional<InputFormat> parse_input_format(std::string_view name);
std::optional<SymbolSet> parse_symbol_set(std::string_view name);

struct ReadOptions {
    InputFormat format = InputFormat::automatic;
    std::optional<Shape> shape;                // forced geometry (--size RxC)
    SymbolSet symbols = SymbolSet::automatic;  // forced symbol set (--symbols)
    // Whether the caller takes variants (Puzzle::houses: Killer cages...). When not, such a
    // record reads as an error that says what it is.
    bool variants = false;
    // With variants: whether cages are taken too, for a caller that handles only houses that
    // hold every digit (X, windoku, jigsaw). When not, a Killer reads as an error that says so.
    bool cages = true;
    // Forced boxes of a grid above 64x64 (check's --size 10x10), read in numbers.
    std::optional<OversizedBoxes> oversized_boxes = std::nullopt;
};

// What was wrong and where: 1-based line and column (column 0 when the whole line is at
// fault), and a sentence that says what was expected.
struct ParseError {
    std::size_t line = 0;
    std::size_t column = 0;
    std::string message;

    // "line 3, column 17: expected a digit 1-9 or a blank (. 0 - _ * ? x), found 'Z'"
    std::string to_string() const;
};

// One record of a stream: the puzzle or the error, and the line it started on.
struct ReadRecord {
    std::size_t line = 0;
    std::variant<Puzzle, ParseError> content;
    // A well-formed grid above 64x64 (numbers, up to 100x100) reads as an error that says only
    // `check` takes it, for every caller; the grid comes with it, for check.
    std::shared_ptr<const OversizedGrid> oversized = nullptr;

    bool ok() const { return std::holds_alternative<Puzzle>(content); }
    const Puzzle& puzzle() const { return std::get<Puzzle>(content); }
    const ParseError& error() const { return std::get<ParseError>(content); }
};

// Reads puzzles one record at a time from a stream. Blank lines and lines starting with '#'
// between records are skipped. A bad record yields a ParseError and reading goes on with the
// next one.
class PuzzleReader {
  public:
    explicit PuzzleReader(std::istream& input, ReadOptions options = {});
    ~PuzzleReader();
    PuzzleReader(const PuzzleReader&) = delete;
    PuzzleReader& operator=(const PuzzleReader&) = delete;

    // The next record, or nothing at the end of the input.
    std::optional<ReadRecord> next();

  private:
    struct State;
    State* state_;
};

// The grid above 64x64 (oversized_grid.hpp) that `text` is, read in numbers (their boxes from
// options.oversized_boxes or the side); nothing when the text is anything else, including a
// puzzle parse_puzzle reads or a grid with an error (which parse_puzzle names).
std::shared_ptr<const OversizedGrid> parse_oversized_grid(std::string_view text,
                                                          const ReadOptions& options = {});

// Parses one puzzle from text (a line, a grid, numbers). Line numbers in errors count from 1
// at the start of `text`.
std::variant<Puzzle, ParseError> parse_puzzle(std::string_view text,
                                              const ReadOptions& options = {});

// The symbol that writes `digit` (1..N) in a symbol set, resolved for the shape's side;
// '\0' when the set has no single character for it (10 under SymbolSet::digits).
char digit_symbol(int digit, int side, SymbolSet symbols);
// How sentences name a digit (steps, conflicts): its symbol in a set that writes symbols other
// than numbers (1-9A, 0-9A, letters), else its number, so a 16x16 in letters reads "M" where
// one in numbers reads "13".
std::string digit_word(int digit, int side, SymbolSet symbols);
// The set used on output: `symbols` unless automatic, then digits up to 9, 1-9A-... to 35x35,
// 0-9A-Z for 36x36 and numbers (SymbolSet::digits) above.
SymbolSet resolve_output_symbols(int side, SymbolSet symbols);

struct WriteOptions {
    SymbolSet symbols = SymbolSet::automatic;
    char blank = '.';
};

// N*N symbols on one line (no label). Sides above 9 under SymbolSet::digits, or above 35,
// are written as space-separated numbers instead.
std::string to_line(const Grid& grid, const WriteOptions& options = {});
// A puzzle on one line that reads back with its houses: the plain line for classic rules; the
// givens, a space and a region letter per cell for a jigsaw (with no other houses, up to 26
// regions); SumoCue's "3x3:[d]:k:" list for a 9x9 Killer or Killer-X without givens; the
// JSON puzzle form otherwise. The label follows, after a space.
std::string to_puzzle_line(const Puzzle& puzzle);
// A jigsaw's regions as one letter per cell in reading order, 'A' for the first region ('?'
// for a cell in none), as the line and JSON forms write them.
std::string region_letters(const Geometry& houses);
// A boxed grid over N lines in the forum layout: "5 3 . | . 7 . | . . ." with rules such as
// "------+-------+------" between bands; ends with a newline. Always one character per cell:
// a set that cannot write the side (digits above 9) gives way to 1-9A-...
std::string to_boxed(const Grid& grid, const WriteOptions& options = {});
// Pencil marks: each cell its candidates (reads back with InputFormat::pencilmarks or
// detection, into Puzzle::marks), cells padded to the widest in their column, boxes
// split by |, bands by rule lines, as to_boxed.
std::string to_pencilmarks(const Candidates& candidates, const WriteOptions& options = {});

}  // namespace sudokit
