#include "output_options.hpp"

namespace sudokit::cli {

void OutputOptions::add_to(CLI::App& command) {
    command.add_option("--format", format, "Output form: line (one grid per line) or grid (boxed)")
        ->check(CLI::IsMember({"line", "grid"}))
        ->capture_default_str();
    command.add_flag("--json", json, "Write one JSON object per puzzle, one per line");
}

OutputForm OutputOptions::form() const {
    if (json) return OutputForm::json;
    return format == "grid" ? OutputForm::grid : OutputForm::line;
}

std::string render_grid(const Grid& grid, SymbolSet symbols, OutputForm form) {
    const WriteOptions options{.symbols = symbols};
    if (form == OutputForm::grid) return to_boxed(grid, options) + "\n";
    return to_line(grid, options) + "\n";
}

}  // namespace sudokit::cli
