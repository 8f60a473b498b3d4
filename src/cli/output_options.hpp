#pragma once

#include <string>

#include <CLI/CLI.hpp>

#include "sudokit/format.hpp"

namespace sudokit::cli {

enum class OutputForm { line, grid, json };

// --format and --json, shared by the subcommands that print grids.
struct OutputOptions {
    std::string format = "line";
    bool json = false;

    void add_to(CLI::App& command);
    OutputForm form() const;
};

// A grid in the chosen text form, ending with a newline (a blank line after a boxed grid).
std::string render_grid(const Grid& grid, SymbolSet symbols, OutputForm form);

}  // namespace sudokit::cli
