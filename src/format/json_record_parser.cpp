// A puzzle object on one line of a puzzle stream: {"size":"3x3","givens":"...","cages":[...]},
// read by puzzle_from_json (the JSON forms and their errors are docs/formats.md's).

#include <fmt/format.h>

#include <nlohmann/json.hpp>

#include "format/record_parsers.hpp"
#include "format/text_lines.hpp"
#include "sudokit/json.hpp"

namespace sudokit::format_detail {

std::optional<std::string> variant_refusal(const Geometry& houses, const ReadOptions& options) {
    // Refused as the line is read, so a batch names the line and goes on with the rest.
    if (auto problem = variant_side_problem(houses.side())) return problem;
    const bool killer = !houses.all_houses_complete();
    if (options.variants && (options.cages || !killer)) return std::nullopt;
    const std::string name = houses.variant_name();
    const bool vowel_sound =
        std::string_view("AEIOUX").find(name.front()) != std::string_view::npos;
    return fmt::format("this is {} {} puzzle: {}", vowel_sound ? "an" : "a", name,
                       options.variants ? "this reader takes no cages"
                                        : "variants are solved, explained, hinted and rated so "
                                          "far (sudokit solve, explain, hint, rate)");
}

bool is_json_line(std::string_view text) {
    return trim(text).starts_with('{');
}

ParseResult parse_json_record(LineSource& source, const ReadOptions& options) {
    const SourceLine line = source.take();
    const std::string_view text = line.text;
    nlohmann::json value;
    try {
        value = nlohmann::json::parse(text);
    } catch (const nlohmann::json::parse_error& error) {
        // The byte where the parser gave up: a column of the line (one byte per character).
        return ParseError{line.number, std::min(error.byte, text.size() + 1),
                          "expected a JSON puzzle object such as {\"size\":\"3x3\",\"givens\":"
                          "\"...\"}; the JSON is malformed here"};
    }
    ParseResult result = puzzle_from_json(value, options);
    if (auto* error = std::get_if<ParseError>(&result)) {
        error->line = line.number;
        error->column = 0;
    }
    return result;
}

}  // namespace sudokit::format_detail
