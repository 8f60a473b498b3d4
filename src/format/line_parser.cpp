// One puzzle per line: N*N symbols, then optionally a label after whitespace or '#'.

#include "format/accepted_sizes.hpp"
#include "format/record_parsers.hpp"
#include "format/symbol_record.hpp"
#include "format/text_lines.hpp"

namespace sudokit::format_detail {

namespace {

// Text after the puzzle, without the '#' or the CSV ',' that may introduce it.
std::string_view label_of(std::string_view rest) {
    rest = trim(rest);
    if (rest.starts_with('#') || rest.starts_with(',')) rest = trim(rest.substr(1));
    return rest;
}

}  // namespace

ParseResult parse_line_record(LineSource& source, const ReadOptions& options) {
    const SourceLine line = source.take();
    const std::string_view text = line.text;

    const PuzzleRun run = find_puzzle_run(text);
    const std::size_t count = run.size();

    std::optional<Shape> shape;
    if (options.shape || is_line_cell_count(count)) {
        shape = shape_for_cell_count(count, options.shape);
    }
    if (!shape) {
        return ParseError{line.number, 0, wrong_count_message("symbols", count, options.shape)};
    }

    const SymbolPlaces places{line.number, run.start + 1, {}};
    ParseResult result = decode_symbol_record(text.substr(run.start, count), places, *shape,
                                              options.symbols, line.number);
    if (auto* puzzle = std::get_if<Puzzle>(&result)) {
        puzzle->label = std::string(label_of(line.written_from(run.end)));
    }
    return result;
}

}  // namespace sudokit::format_detail
