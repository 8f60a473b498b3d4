#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include "exit_codes.hpp"
#include "output_options.hpp"

namespace sudokit::cli {

// `sudokit solve` on Kakuro files: what the command's options ask for.
struct KakuroSolveSettings {
    enum class Mode { solve, first, unique, count };
    Mode mode = Mode::solve;
    std::string algorithm = "fast";
    std::uint64_t count_limit = 1'000'000;
    double timeout_seconds = 0;
    int threads = 1;
    // grid (the default: the board with the digits in), line (the white cells' digits), json.
    OutputForm form = OutputForm::grid;
    bool stats = false;
};

// Solves every Kakuro of `files`; the exit status as for Sudoku (0 every puzzle unique, 1
// some had none or several, 2 a timeout, 3 some record unreadable, 64 an algorithm that does
// not take Kakuro).
ExitCode run_kakuro_solve(const KakuroSolveSettings& settings,
                          const std::vector<std::string>& files,
                          const std::string& standard_input_head);

}  // namespace sudokit::cli
