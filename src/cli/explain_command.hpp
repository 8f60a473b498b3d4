#pragma once

#include <CLI/CLI.hpp>

namespace sudokit::cli {

// `sudokit explain`: every step of a human-style solve, then the rating.
void add_explain_command(CLI::App& app, int& exit_code);

}  // namespace sudokit::cli
