#pragma once

#include <CLI/CLI.hpp>

namespace sudokit::cli {

// `sudokit serve`: the JSON API over HTTP on the loopback interface.
void add_serve_command(CLI::App& app, int& exit_code);

}  // namespace sudokit::cli
