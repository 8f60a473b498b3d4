#pragma once

#include <CLI/CLI.hpp>

namespace sudokit::cli {

// Registers `sudokit scan`: reads the puzzle in each photo.
void add_scan_command(CLI::App& app, int& exit_code);

}  // namespace sudokit::cli
