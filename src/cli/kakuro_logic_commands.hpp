#pragma once

#include <initializer_list>
#include <optional>
#include <string>
#include <vector>

#include <CLI/CLI.hpp>

#include "exit_codes.hpp"
#include "sudokit/kakuro_logic.hpp"

namespace sudokit::cli {

// `explain`, `hint` and `rate` on Kakuro files: what the commands' options ask for.
struct KakuroLogicSettings {
    std::string techniques;  // comma-separated Kakuro technique names; empty = all
    double timeout_seconds = 0;
    bool finish = false;  // explain --finish
    bool json = false;
    int threads = 1;
    HintLevel detail = HintLevel::full;  // hint --level
};

// The Sudoku-only options of `names` given on the command line refused for Kakuro input, on
// stderr: kExitUsage when one was, nothing when none was.
std::optional<ExitCode> refuse_sudoku_only_options(const CLI::App& command,
                                                   std::initializer_list<const char*> names);

// Each reads the Kakuro records of `files` (standard input's head already taken as
// `standard_input_head`) and writes one answer per record in input order. Exit status as for
// Sudoku: 0 every puzzle explained to the end (rated, hinted); 1 some had no solution or
// several, or the techniques got stuck; 2 a timeout; 3 some record unreadable; 64 an unknown
// technique name.
ExitCode run_kakuro_explain(const KakuroLogicSettings& settings,
                            const std::vector<std::string>& files,
                            const std::string& standard_input_head);
ExitCode run_kakuro_hint(const KakuroLogicSettings& settings, const std::vector<std::string>& files,
                         const std::string& standard_input_head);
ExitCode run_kakuro_rate(const KakuroLogicSettings& settings, const std::vector<std::string>& files,
                         const std::string& standard_input_head);

}  // namespace sudokit::cli
