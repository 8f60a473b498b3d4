#pragma once

#include <string>
#include <vector>

#include "exit_codes.hpp"
#include "prepared_puzzles.hpp"
#include "print/print_options.hpp"

namespace sudokit::cli {

// `sudokit print` on Kakuro files: what the command's options ask of each puzzle.
struct KakuroPrintSettings {
    bool solutions = false;  // find each puzzle's solution for the solutions pages
    bool rating = false;     // rate each puzzle for its caption (the Kakuro scale)
    double timeout_seconds = 10;
    int threads = 1;
};

// Reads every Kakuro of `files` into `prepared`. An unreadable record is named on stderr and
// left out (kExitBadInput); with `rating`, a puzzle the logic cannot rate (none or several
// solutions, the timeout) is named and printed "not rated"; with `solutions`, a puzzle without
// exactly one solution is named and printed without one (kExitUnsolved, or kExitTimedOut when the
// timeout came first).
ExitCode prepare_kakuro_puzzles(const KakuroPrintSettings& settings,
                                const std::vector<std::string>& files,
                                const std::string& standard_input_head, PreparedPuzzles& prepared);

// Says on stderr when the pages hold fewer boards than --per-page or --solutions-per-page
// asked, because larger boards would not stay readable.
void note_fewer_kakuro_per_page(const std::vector<print::PrintEntry>& entries,
                                const print::PrintOptions& options);

}  // namespace sudokit::cli
