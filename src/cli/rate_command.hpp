#pragma once

#include <CLI/CLI.hpp>

namespace sudokit::cli {

// `sudokit rate`: one line per puzzle with its ER/EP/ED, hardest technique and level.
void add_rate_command(CLI::App& app, int& exit_code);

}  // namespace sudokit::cli
