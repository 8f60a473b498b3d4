#include "output_options.hpp"

namespace sudokit::cli {
namespace {

OutputForm form_named(const std::string& name) {
    if (name == "grid") return OutputForm::grid;
    if (name == "marks") return OutputForm::marks;
    return OutputForm::line;
}

}  // namespace

void OutputOptions::add_to(CLI::App& command) {
    format_option =
        command
            .add_option(
                "--format", format,
                "Output form: line (one grid per line), grid (boxed) or marks (boxed pencil "
                "marks: each empty cell its candidates)")
            ->check(CLI::IsMember({"line", "grid", "marks"}))
            ->capture_default_str();
    command.add_flag("--json", json, "Write one JSON object per puzzle, one per line");
}

OutputForm OutputOptions::form() const {
    if (json) return OutputForm::json;
    return form_named(format);
}

void PositionFormat::add_to(CLI::App& command, const std::string& when) {
    command
        .add_option("--format", format,
                    "How the position " + when +
                        " is written: marks (boxed pencil marks, read back as input), line or "
                        "grid (the placed digits)")
        ->check(CLI::IsMember({"marks", "line", "grid"}))
        ->capture_default_str();
}

OutputForm PositionFormat::form() const {
    return form_named(format);
}

std::string render_grid(const Grid& grid, SymbolSet symbols, OutputForm form) {
    if (form == OutputForm::marks) {
        return render_position(Position::from_puzzle(Puzzle(grid)), symbols, form);
    }
    const WriteOptions options{.symbols = symbols};
    if (form == OutputForm::grid) return to_boxed(grid, options) + "\n";
    return to_line(grid, options) + "\n";
}

std::string render_position(const Position& position, SymbolSet symbols, OutputForm form) {
    if (form != OutputForm::marks) return render_grid(position.values(), symbols, form);
    return to_pencilmarks(position.pencil_marks(), WriteOptions{.symbols = symbols}) + "\n";
}

}  // namespace sudokit::cli
