#pragma once

#include <CLI/CLI.hpp>

namespace sudokit::cli {

// Registers `sudokit check`, which validates grids against the rules (and their puzzles).
void add_check_command(CLI::App& app, int& exit_code);

}  // namespace sudokit::cli
