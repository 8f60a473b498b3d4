#pragma once

#include <string>
#include <vector>

#include <CLI/CLI.hpp>

#include "sudokit/logic.hpp"

namespace sudokit::cli {

// The flags the logic commands (explain, hint, rate) share: which technique set and order,
// a restriction to some techniques, and a time limit per puzzle.
struct LogicFlags {
    std::string mode;        // "se" or "full"
    bool se = false;         // --se: shortcut for --mode se
    std::string techniques;  // comma-separated technique names; empty = the mode's whole set
    double timeout_seconds = 0;

    // `default_mode` is what --mode means when absent ("full" for explanations, "se" for
    // ratings, whose scale is Sudoku Explainer's).
    void add_to(CLI::App& command, const std::string& default_mode);
    // Throws CLI::ValidationError naming the valid techniques when a name is unknown.
    LogicOptions options() const;
    // The options with the deadline of one puzzle starting now.
    LogicOptions options_for_one_puzzle(LogicOptions options) const;
};

// "naked-pair, x-wing" as its names, spaces around each trimmed, empty ones left out.
std::vector<std::string> split_name_list(const std::string& list);

// Parses "naked-pair,x-wing" into a set; throws CLI::ValidationError for an unknown name.
TechniqueSet parse_technique_list(const std::string& list);

}  // namespace sudokit::cli
