// Telling what kind of record starts at a line (see docs/formats.md, "Detection").

#include "format/accepted_sizes.hpp"
#include "format/record_parsers.hpp"
#include "format/symbols.hpp"
#include "format/text_lines.hpp"

namespace sudokit::format_detail {

namespace {

// Sixteen symbols alone on a line are a whole 4x4 puzzle or the first row of a 16x16 grid:
// the latter when 16 rows of 16 symbols follow and some symbol is not a 4x4 one.
bool starts_sixteen_symbol_rows(LineSource& source, const ReadOptions& options) {
    const SymbolSet small_symbols =
        options.symbols == SymbolSet::automatic ? SymbolSet::digits : options.symbols;
    int rows = 0;
    bool beyond_four = false;
    for (std::size_t ahead = 0; rows < 16; ++ahead) {
        const SourceLine* line = source.peek(ahead);
        if (line == nullptr || is_skipped_line(line->text)) return false;
        if (is_rule_line(line->text, 16)) continue;
        if (count_cell_symbols(line->text) != 16) return false;
        for (const char character : line->text) {
            if (is_cell_separator(character)) continue;
            if (!decode_symbol(character, 4, small_symbols)) beyond_four = true;
        }
        ++rows;
    }
    return beyond_four;
}

}  // namespace

RecordKind detect_record_kind(LineSource& source, const ReadOptions& options) {
    switch (options.format) {
        case InputFormat::line:
            if (is_json_line(source.peek()->text)) return RecordKind::json;
            if (is_sumocue_line(source.peek()->text) || is_cage_map_line(source.peek()->text))
                return RecordKind::killer;
            if (is_solo_game_id_line(source.peek()->text)) return RecordKind::solo;
            return is_hodoku_line(source.peek()->text) ? RecordKind::hodoku : RecordKind::line;
        case InputFormat::grid:
            return RecordKind::grid;
        case InputFormat::numbers:
            return RecordKind::numbers;
        case InputFormat::pencilmarks:
            return RecordKind::pencilmarks;
        case InputFormat::automatic:
            break;
    }
    if (is_hodoku_line(source.peek()->text)) return RecordKind::hodoku;
    if (is_json_line(source.peek()->text)) return RecordKind::json;
    if (is_sumocue_line(source.peek()->text) || is_cage_map_line(source.peek()->text))
        return RecordKind::killer;
    if (is_solo_game_id_line(source.peek()->text)) return RecordKind::solo;
    // A pencil-mark grid may open with a rule line or a row of solved cells, which
    // the rules below would take for a grid or numbers.
    if (starts_pencil_mark_grid(source, options)) return RecordKind::pencilmarks;
    const std::string_view text = source.peek()->text;
    std::optional<int> forced_side;
    if (options.shape) forced_side = options.shape->side();

    const std::size_t run = find_puzzle_run(text).puzzle_size();
    const std::size_t row_symbols = count_cell_symbols(text);
    // A line of N*N dashes is an empty puzzle, not a rule.
    const bool whole_puzzle_run = forced_side
                                      ? run == static_cast<std::size_t>(*forced_side * *forced_side)
                                      : is_line_cell_count(run);
    if (!whole_puzzle_run && is_rule_line(text, forced_side)) return RecordKind::grid;
    if (looks_like_numbers_line(text, options)) return RecordKind::numbers;

    if (forced_side) {
        const auto side = static_cast<std::size_t>(*forced_side);
        if (run != side * side && row_symbols == side) return RecordKind::grid;
        return RecordKind::line;
    }
    if (is_line_cell_count(run)) {
        const bool alone_on_line = trim(text).size() == run;
        if (run == 16 && alone_on_line && starts_sixteen_symbol_rows(source, options)) {
            return RecordKind::grid;
        }
        return RecordKind::line;
    }
    if (is_grid_side(row_symbols)) return RecordKind::grid;
    // Nothing fits: the line parser reports how many symbols it found.
    return RecordKind::line;
}

}  // namespace sudokit::format_detail
