#pragma once

#include <CLI/CLI.hpp>

namespace sudokit::cli {

// Registers `sudokit solve`; the returned callback runs it and gives the exit status.
void add_solve_command(CLI::App& app, int& exit_code);

}  // namespace sudokit::cli
