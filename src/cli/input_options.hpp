#pragma once

#include <optional>
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
    std::string output_symbols;      // --output-symbols
    std::string format = "auto";     // --input-format

    void add_to(CLI::App& command);
    // Throws CLI::ValidationError for a bad --size or --symbols value.
    ReadOptions read_options() const;
    // The same, taking every variant beside classic puzzles (Killer, X, windoku, jigsaw).
    ReadOptions variant_read_options() const;
    // What `check` reads: every variant, and grids above 64x64 (--size may name their boxes).
    ReadOptions check_read_options() const;
    // The symbols answers are written in: --output-symbols, else --symbols; nothing when each
    // puzzle's own (as read) is kept.
    std::optional<SymbolSet> write_symbols() const;
};

// The help of every --symbols and --output-symbols option.
inline constexpr const char* kSymbolSetChoices =
    "digits (1-9; above 9x9 whitespace-separated numbers), 1-9A (1-9 then A..), 0-9A (0-9A-F, "
    "0 is the digit 1), letters (A = 1)";

}  // namespace sudokit::cli
