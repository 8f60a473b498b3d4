// One puzzle per line: N*N symbols, then optionally a label after whitespace or '#'.

#include <array>
#include <memory>

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

// A word that maps every cell to a region: one character per cell, `side` different ones,
// each `side` times.
bool is_region_map(std::string_view word, int side) {
    if (word.size() != static_cast<std::size_t>(side) * static_cast<std::size_t>(side))
        return false;
    std::array<int, 256> counts{};
    for (const char symbol : word)
        ++counts[static_cast<unsigned char>(symbol)];
    int regions = 0;
    for (const int count : counts) {
        if (count == 0) continue;
        if (count != side) return false;
        ++regions;
    }
    return regions == side;
}

}  // namespace

ParseResult parse_line_record(LineSource& source, const ReadOptions& options) {
    return parse_line_text(source.take(), options);
}

ParseResult parse_line_text(const SourceLine& line, const ReadOptions& options) {
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
        const std::string_view rest = line.written_from(run.end);
        const std::size_t map_start = rest.find_first_not_of(" \t");
        const std::string_view map =
            map_start == std::string_view::npos
                ? std::string_view()
                : rest.substr(map_start, rest.find_first_of(" \t", map_start) - map_start);
        if (is_region_map(map, shape->side())) {
            // A jigsaw: the givens, then a region character per cell.
            auto regions = Geometry::with_regions(*shape, map);
            if (auto* error = std::get_if<GeometryError>(&regions)) {
                return ParseError{line.number, run.end + map_start + 1,
                                  "in the region map: " + error->message};
            }
            puzzle->houses =
                std::make_shared<const Geometry>(std::get<Geometry>(std::move(regions)));
            puzzle->label = std::string(label_of(rest.substr(map_start + map.size())));
            return result;
        }
        puzzle->label = std::string(label_of(rest));
    }
    return result;
}

}  // namespace sudokit::format_detail
