#pragma once

#include <string>
#include <vector>

#include <CLI/CLI.hpp>

#include "sudokit/format.hpp"

namespace sudokit::cli {

// The options every subcommand that reads puzzles shares: input files and how to read them.
struct InputOptions {
    std::vector<std::string> files;  // "-" or empty means standard input
    std::string size;                // --size RxC
    std::string symbols;             // --symbols
    std::string format = "auto";     // --input-format

    void add_to(CLI::App& command);
    // Throws CLI::ValidationError for a bad --size or --symbols value.
    ReadOptions read_options() const;
};

}  // namespace sudokit::cli
