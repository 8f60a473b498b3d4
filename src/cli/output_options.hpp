#pragma once

#include <string>

#include <CLI/CLI.hpp>

#include "sudokit/format.hpp"
#include "sudokit/position.hpp"

namespace sudokit::cli {

enum class OutputForm { line, grid, marks, json };

// --format and --json, shared by the subcommands that print grids.
struct OutputOptions {
    std::string format = "line";
    bool json = false;
    CLI::Option* format_option = nullptr;

    void add_to(CLI::App& command);
    OutputForm form() const;
    // Whether --format was given (a Kakuro's default form is its board, not a line).
    bool format_given() const { return format_option != nullptr && format_option->count() > 0; }
};

// --format of a position printed by hint --apply and explain --until: the pencil marks by
// default, since a position in the middle of a solve has eliminations a line cannot show.
struct PositionFormat {
    std::string format = "marks";

    void add_to(CLI::App& command, const std::string& when);
    OutputForm form() const;
};

// A grid in the chosen text form, ending with a newline (a blank line after a boxed grid);
// as marks, each empty cell shows the digits no peer holds.
std::string render_grid(const Grid& grid, SymbolSet symbols, OutputForm form);
// A position in the chosen text form: its placed digits (line, grid) or its pencil marks.
std::string render_position(const Position& position, SymbolSet symbols, OutputForm form);

}  // namespace sudokit::cli
