#include "input_options.hpp"

namespace sudokit::cli {

void InputOptions::add_to(CLI::App& command) {
    command.add_option("files", files, "Puzzle files to read; '-' or none reads standard input");
    command
        .add_option("--size", size,
                    "Grid size: RxC is the box shape (box rows x box columns: 3x3, 2x3 for 6x6, "
                    "3x4 for 12x12), a bare number the side (6, 9, 16); detected from the "
                    "puzzle when absent")
        ->type_name("RxC|N");
    command
        .add_option("--symbols", symbols,
                    std::string("Symbols of grids above 9x9, read and written: ") +
                        kSymbolSetChoices + "; detected when unambiguous, and answers keep " +
                        "the puzzle's own")
        ->check(CLI::IsMember({"auto", "digits", "1-9A", "0-9A", "letters"}));
    command
        .add_option("--output-symbols", output_symbols,
                    std::string("Write answers in these symbols, whatever the input's: ") +
                        kSymbolSetChoices)
        ->check(CLI::IsMember({"digits", "1-9A", "0-9A", "letters"}));
    command
        .add_option("--input-format", format,
                    "How puzzles are written: auto, line, grid, numbers, pencilmarks")
        ->check(CLI::IsMember({"auto", "line", "grid", "numbers", "pencilmarks"}))
        ->capture_default_str();
}

ReadOptions InputOptions::read_options() const {
    ReadOptions options;
    if (!size.empty()) {
        options.shape = Shape::parse_size(size);
        if (!options.shape) throw CLI::ValidationError("--size", Shape::size_problem(size));
    }
    if (!symbols.empty()) options.symbols = parse_symbol_set(symbols).value();
    options.format = parse_input_format(format).value();
    return options;
}

ReadOptions InputOptions::variant_read_options() const {
    ReadOptions options = read_options();
    options.variants = true;
    return options;
}

ReadOptions InputOptions::check_read_options() const {
    const std::optional<OversizedBoxes> oversized = OversizedBoxes::parse_size(size);
    if (!oversized) return variant_read_options();
    InputOptions unsized = *this;
    unsized.size.clear();
    ReadOptions options = unsized.variant_read_options();
    options.oversized_boxes = oversized;
    return options;
}

std::optional<SymbolSet> InputOptions::write_symbols() const {
    const std::string& chosen = output_symbols.empty() ? symbols : output_symbols;
    const std::optional<SymbolSet> set = chosen.empty() ? std::nullopt : parse_symbol_set(chosen);
    if (set == SymbolSet::automatic) return std::nullopt;
    return set;
}

}  // namespace sudokit::cli
