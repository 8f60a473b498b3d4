// Fuzzes the text reader: every input format, with detection, under options picked by the
// first two bytes (format and symbol set, forced shape). Each puzzle read must be well
// formed, and must read back the same after the writers have written it.
//
// Input: [format and symbols] [forced shape] text...

#include <iterator>
#include <sstream>
#include <string>

#include "fuzz_support.hpp"
#include "sudokit/format.hpp"
#include "sudokit/json.hpp"

namespace sudokit::fuzz {
namespace {

constexpr InputFormat kFormats[] = {InputFormat::automatic, InputFormat::line, InputFormat::grid,
                                    InputFormat::numbers, InputFormat::pencilmarks};
constexpr SymbolSet kSymbolSets[] = {SymbolSet::automatic, SymbolSet::digits,
                                     SymbolSet::digits_letters, SymbolSet::zero_hex,
                                     SymbolSet::letters};

ReadOptions options_of(FuzzBytes& bytes) {
    ReadOptions options;
    const std::uint8_t choice = bytes.take_byte();
    options.format = kFormats[choice % std::size(kFormats)];
    options.symbols = kSymbolSets[(choice / std::size(kFormats)) % std::size(kSymbolSets)];
    // Below 128 no shape is forced; above, box rows 2..9 by columns 2..17 when that is valid.
    const std::uint8_t shape_choice = bytes.take_byte();
    if (shape_choice >= 128) {
        const int box_rows = 2 + (shape_choice & 0x7);
        const int box_cols = 2 + ((shape_choice >> 3) & 0xF);
        if (Shape::is_valid(box_rows, box_cols)) options.shape = Shape(box_rows, box_cols);
    }
    return options;
}

void check_well_formed(const Puzzle& puzzle, const ReadOptions& options) {
    const Shape& shape = puzzle.shape();
    check(shape.side() >= 4 && shape.side() <= kMaxSize, "the shape's side is out of range");
    if (options.shape) check(shape == *options.shape, "the forced shape was not kept");
    for (int cell = 0; cell < shape.cell_count(); ++cell) {
        check(puzzle.givens[cell] <= shape.side(), "a given is above the side");
    }
    if (!puzzle.marks) return;
    const Candidates& marks = *puzzle.marks;
    check(marks.shape() == shape, "the marks' shape differs from the givens'");
    const DigitSet all = DigitSet::all(shape.side());
    for (int cell = 0; cell < shape.cell_count(); ++cell) {
        check((marks[cell] - all).empty(), "a candidate is above the side");
        if (!puzzle.givens.empty(cell)) {
            check(marks[cell] == DigitSet::single(puzzle.givens[cell]),
                  "a given's marks are not its digit alone");
        }
    }
}

// Text the writers made must read back as the same puzzle under the same shape and symbols.
Puzzle read_back(const std::string& text, const Puzzle& puzzle, SymbolSet symbols,
                 InputFormat format, const char* writer) {
    ReadOptions options;
    options.format = format;
    options.shape = puzzle.shape();
    options.symbols = symbols;
    auto result = parse_puzzle(text, options);
    if (auto* error = std::get_if<ParseError>(&result)) {
        std::fprintf(stderr, "%s wrote:\n%s\nwhich reads as: %s\n", writer, text.c_str(),
                     error->to_string().c_str());
        report_bug("written text does not read back");
    }
    return std::get<Puzzle>(std::move(result));
}

void check_round_trip(const Puzzle& puzzle) {
    const SymbolSet symbols = resolve_output_symbols(puzzle.shape().side(), puzzle.symbols);
    const WriteOptions write_options{symbols, '.'};
    if (!puzzle.marks) {
        const std::string line = to_line(puzzle.givens, write_options);
        check(read_back(line, puzzle, symbols, InputFormat::automatic, "to_line").givens ==
                  puzzle.givens,
              "to_line does not read back to the same givens");
        const std::string boxed = to_boxed(puzzle.givens, write_options);
        check(read_back(boxed, puzzle, symbols, InputFormat::automatic, "to_boxed").givens ==
                  puzzle.givens,
              "to_boxed does not read back to the same givens");
        return;
    }
    const std::string marks = to_pencilmarks(*puzzle.marks, write_options);
    const Puzzle parsed =
        read_back(marks, puzzle, symbols, InputFormat::pencilmarks, "to_pencilmarks");
    check(parsed.marks.has_value(), "pencil marks read back without marks");
    check(*parsed.marks == *puzzle.marks, "to_pencilmarks does not read back to the same marks");
    // Detection needs a cell of several candidates: without one the text is also a grid.
    bool several = false;
    for (int cell = 0; cell < puzzle.shape().cell_count(); ++cell)
        several = several || (*puzzle.marks)[cell].size() > 1;
    if (!several) return;
    const Puzzle detected =
        read_back(marks, puzzle, symbols, InputFormat::automatic, "to_pencilmarks");
    check(detected.marks.has_value(), "detection does not see written pencil marks");
    check(*detected.marks == *puzzle.marks, "detected pencil marks differ from those written");
}

void check_record(const std::variant<Puzzle, ParseError>& content, const ReadOptions& options) {
    if (const auto* error = std::get_if<ParseError>(&content)) {
        check(!error->message.empty(), "a parse error without a message");
        (void)json_text(to_json(*error));
        return;
    }
    const Puzzle& puzzle = std::get<Puzzle>(content);
    check_well_formed(puzzle, options);
    // Labels are raw input bytes: the JSON writer must cope with any of them.
    (void)json_text(to_json(puzzle));
    check_round_trip(puzzle);
}

}  // namespace
}  // namespace sudokit::fuzz

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace sudokit;
    fuzz::FuzzBytes bytes(data, size);
    const ReadOptions options = fuzz::options_of(bytes);
    const std::string_view text = bytes.rest();

    std::istringstream input{std::string(text)};
    PuzzleReader reader(input, options);
    std::size_t previous_line = 0;
    while (std::optional<ReadRecord> record = reader.next()) {
        fuzz::check(record->line > previous_line, "records do not move forward through the text");
        previous_line = record->line;
        fuzz::check_record(record->content, options);
    }
    fuzz::check_record(parse_puzzle(text, options), options);
    return 0;
}
