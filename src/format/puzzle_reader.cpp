// Reading a stream record by record: skip what lies between records, tell the next record's
// kind, hand it to that kind's parser.

#include <algorithm>
#include <sstream>

#include "format/line_source.hpp"
#include "format/record_parsers.hpp"
#include "format/symbols.hpp"
#include "format/text_lines.hpp"
#include "format/unicode_text.hpp"
#include "sudokit/format.hpp"

namespace sudokit {

using format_detail::RecordKind;

struct PuzzleReader::State {
    State(std::istream& input, ReadOptions read_options)
        : source(input), options(std::move(read_options)) {}

    format_detail::LineSource source;
    ReadOptions options;
};

namespace {

format_detail::ParseResult parse_record(RecordKind kind, format_detail::LineSource& source,
                                        const ReadOptions& options,
                                        std::shared_ptr<const OversizedGrid>& oversized) {
    switch (kind) {
        case RecordKind::line:
            return format_detail::parse_line_record(source, options);
        case RecordKind::grid:
            return format_detail::parse_grid_record(source, options);
        case RecordKind::numbers:
            return format_detail::parse_numbers_record(source, options, oversized);
        case RecordKind::pencilmarks:
            return format_detail::parse_pencil_mark_record(source, options);
        case RecordKind::hodoku:
            return format_detail::parse_hodoku_record(source, options);
        case RecordKind::killer:
            return format_detail::parse_killer_record(source, options);
        case RecordKind::json:
            return format_detail::parse_json_record(source, options);
        case RecordKind::solo:
            return format_detail::parse_solo_record(source, options);
    }
    return format_detail::parse_line_record(source, options);
}

// An error about a character outside ASCII names it as written, "'é' (U+00E9)", from the line
// it was read on (the parsers see one placeholder byte for it).
void name_foreign_character(ParseError& error, const format_detail::LineSource& source) {
    const std::size_t at = error.message.find(format_detail::kForeignCharacterText);
    if (at == std::string::npos || error.column == 0) return;
    const std::string_view written = source.written_line(error.line);
    if (written.empty()) return;
    const std::string_view character = format_detail::character_at(written, error.column - 1);
    error.message.replace(at, format_detail::kForeignCharacterText.size(),
                          format_detail::describe_written_character(character));
}

constexpr std::size_t kClassicCells = 81;

// A classic puzzle as a bare line of 81 digits and dots, the form of most batch files, which
// detection always takes for a line record (no other form is made of those characters alone
// at that length): read by the line parser straight away, without the stream and the weighing
// of forms, which cost more than the reading. A test compares it with the reader's way.
bool is_bare_classic_line(std::string_view text, const ReadOptions& options) {
    const bool line_format =
        options.format == InputFormat::automatic || options.format == InputFormat::line;
    return line_format && !options.shape && text.size() == kClassicCells &&
           std::ranges::all_of(
               text, [](char symbol) { return symbol == '.' || (symbol >= '0' && symbol <= '9'); });
}

}  // namespace

PuzzleReader::PuzzleReader(std::istream& input, ReadOptions options)
    : state_(new State(input, std::move(options))) {}

PuzzleReader::~PuzzleReader() {
    delete state_;
}

std::optional<ReadRecord> PuzzleReader::next() {
    format_detail::LineSource& source = state_->source;
    while (const format_detail::SourceLine* line = source.peek()) {
        // A CSV file's header ("Puzzle,Solution", "quizzes,solutions") is skipped too.
        if (!format_detail::is_skipped_line(line->text) &&
            !format_detail::is_csv_header(line->text)) {
            break;
        }
        source.take();
    }
    const format_detail::SourceLine* first = source.peek();
    if (first == nullptr) return std::nullopt;
    const std::size_t record_line = first->number;
    const RecordKind kind = format_detail::detect_record_kind(source, state_->options);
    ReadRecord record;
    record.line = record_line;
    record.content = parse_record(kind, source, state_->options, record.oversized);
    if (auto* error = std::get_if<ParseError>(&record.content))
        name_foreign_character(*error, source);
    if (const auto* puzzle = std::get_if<Puzzle>(&record.content);
        puzzle != nullptr && puzzle->houses) {
        if (auto refusal = format_detail::variant_refusal(*puzzle->houses, state_->options))
            record.content = ParseError{record_line, 0, std::move(*refusal)};
    }
    // A record that broke on its first line stops short of a line that looks like a one-line
    // puzzle, for the next record to start there; under a forced format that is not the line
    // format it would break there again and again: step over it.
    const format_detail::SourceLine* next_line = source.peek();
    if (next_line != nullptr && next_line->number == record_line) source.take();
    return record;
}

std::shared_ptr<const OversizedGrid> parse_oversized_grid(std::string_view text,
                                                          const ReadOptions& options) {
    std::istringstream input{std::string(text)};
    PuzzleReader reader(input, options);
    std::optional<ReadRecord> record = reader.next();
    if (!record || !record->oversized || reader.next()) return nullptr;
    return record->oversized;
}

std::variant<Puzzle, ParseError> parse_puzzle(std::string_view text, const ReadOptions& options) {
    if (is_bare_classic_line(text, options))
        return format_detail::parse_line_text(format_detail::SourceLine{1, std::string(text), {}},
                                              options);
    std::istringstream input{std::string(text)};
    PuzzleReader reader(input, options);
    std::optional<ReadRecord> record = reader.next();
    if (!record) return ParseError{1, 0, "expected a puzzle, found no text"};
    if (!record->ok()) return std::move(record->content);
    if (const std::optional<ReadRecord> extra = reader.next()) {
        return ParseError{extra->line, 0, "expected one puzzle, found more text after it"};
    }
    return std::move(record->content);
}

}  // namespace sudokit
