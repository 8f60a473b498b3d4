#pragma once

// The kinds of record a puzzle stream holds and one parser per kind. A reader tells the kind
// of the next record from its first lines, then hands the stream to that kind's parser; a new
// kind (pencil marks, JSON lines) is one more enumerator, one more detector rule and one more
// parser.

#include <optional>
#include <string>
#include <string_view>
#include <variant>

#include "format/line_source.hpp"
#include "sudokit/format.hpp"

namespace sudokit::format_detail {

enum class RecordKind {
    line,         // one puzzle per line
    grid,         // N rows of N symbols, with or without separators
    numbers,      // whitespace-separated numbers over one or more lines
    pencilmarks,  // N rows of N cells, each cell written as its candidates
    hodoku,       // HoDoKu's library line, ":code:candidates:puzzle:deleted:..."
    killer,       // a Killer cage map or SumoCue list on one line
    json,         // a puzzle object on one line
    solo,         // Simon Tatham's Solo game ID, "3x3k:..."
};

using ParseResult = std::variant<Puzzle, ParseError>;

// The kind of the record starting at the next line of `source` (not blank, not a comment).
// Looks ahead without consuming.
RecordKind detect_record_kind(LineSource& source, const ReadOptions& options);

// Each parser reads one record starting at the next line of `source`. After an error the
// source is left at the start of the next record: the next line for a one-line record, the
// end of the record (see below) when a multi-line record's layout broke.
ParseResult parse_line_record(LineSource& source, const ReadOptions& options);
// The line parser on a line already taken.
ParseResult parse_line_text(const SourceLine& line, const ReadOptions& options);
ParseResult parse_grid_record(LineSource& source, const ReadOptions& options);
// A grid above 64x64 (oversized_grid.hpp) comes back as an error that says only check takes
// it, with the grid in `oversized`.
ParseResult parse_numbers_record(LineSource& source, const ReadOptions& options,
                                 std::shared_ptr<const OversizedGrid>& oversized);
ParseResult parse_pencil_mark_record(LineSource& source, const ReadOptions& options);
ParseResult parse_hodoku_record(LineSource& source, const ReadOptions& options);
ParseResult parse_killer_record(LineSource& source, const ReadOptions& options);

// What a caller is told of a puzzle with a variant's houses it does not take (none when it
// takes them).
std::optional<std::string> variant_refusal(const Geometry& houses, const ReadOptions& options);
// A puzzle object on one line, {"size":..., "givens":..., "cages":...}: puzzle_from_json.
ParseResult parse_json_record(LineSource& source, const ReadOptions& options);
bool is_json_line(std::string_view text);
// The line is SumoCue's Killer list ("3x3:d:k:..." or "3x3::k:...").
bool is_sumocue_line(std::string_view text);
// The line starts with an 81-character Killer cage map: cage sums and arrows toward them.
bool is_cage_map_line(std::string_view text);
// Solo's game ID on one line: parameters, ':', the description (solo_game_id.cpp).
ParseResult parse_solo_record(LineSource& source, const ReadOptions& options);
bool is_solo_game_id_line(std::string_view text);
// The line is one of HoDoKu's library lines: ':' first, and a puzzle in the third field.
bool is_hodoku_line(std::string_view text);

// Where multi-line records (grid, numbers) end: at a blank line, or before a line that is a
// whole one-line puzzle by itself, so that one broken grid cannot swallow a file of line
// puzzles. `row_length` is the length of the record's own rows (a line as long as a row is
// a row, not a puzzle).
bool ends_multi_line_record(std::string_view text, std::optional<int> row_length);
// Consumes what is left of a multi-line record whose layout broke, up to its end.
void skip_broken_record(LineSource& source, std::optional<int> row_length);

// The line's whitespace-separated words (before any '#') are all numbers 0-99 or single
// blank symbols, in a count or with a two-digit number that only a numbers record has.
bool looks_like_numbers_line(std::string_view text, const ReadOptions& options);

// The record starting at the next line is a pencil-mark grid: its rows (rule lines skipped)
// hold N cells separated by spaces or '|', and some cell holds several candidates. Above 9x9
// a cell of two digits is also a number, so only a letter or three symbols tell.
bool starts_pencil_mark_grid(LineSource& source, const ReadOptions& options);

}  // namespace sudokit::format_detail
