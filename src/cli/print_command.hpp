#pragma once

#include <CLI/CLI.hpp>

namespace sudokit::cli {

// `sudokit print`: puzzles (and their solutions) laid out on PDF or SVG pages.
void add_print_command(CLI::App& app, int& exit_code);

}  // namespace sudokit::cli
