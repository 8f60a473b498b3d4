#pragma once

#include <CLI/CLI.hpp>

namespace sudokit::cli {

// `sudokit generate`: new puzzles (or full solution grids) from a seed.
void add_generate_command(CLI::App& app, int& exit_code);

}  // namespace sudokit::cli
