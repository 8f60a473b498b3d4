#pragma once

#include <cstdint>
#include <optional>

#include "exit_codes.hpp"
#include "sudokit/kakuro_logic.hpp"

namespace sudokit::cli {

// `sudokit generate --variant kakuro`: what the command's options ask for.
struct KakuroGenerateSettings {
    std::uint64_t count = 1;
    std::uint64_t seed = 0;
    int threads = 1;
    int rows = 10;  // the area inside the clue frame
    int columns = 10;
    int longest_run = 9;
    std::optional<kakuro::Level> level;  // --difficulty
    double timeout_seconds = 0;          // per puzzle; 0 = none
    bool json = false;
};

// Writes the boards (a blank line after each) or JSON lines, in order whatever the threads;
// 2 when a puzzle was not made within the timeout.
ExitCode run_kakuro_generate(const KakuroGenerateSettings& settings);

}  // namespace sudokit::cli
