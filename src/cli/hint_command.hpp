#pragma once

#include <CLI/CLI.hpp>

namespace sudokit::cli {

// `sudokit hint`: the next step only, as a nudge, the technique, or the whole step.
void add_hint_command(CLI::App& app, int& exit_code);

}  // namespace sudokit::cli
