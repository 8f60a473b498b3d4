#pragma once

// Small Kakuro boards the command-line tests share, and the path of the Nikoli puzzles.

#include <string>

namespace sudokit::testing {

// One solution: 1 2 / 3 1.
inline constexpr const char* kSmallKakuro =
    "# 4\\ 3\\\n"
    "\\3 . .\n"
    "\\4 . .\n";
inline constexpr const char* kKakuroWithTwoSolutions =
    "# 3\\ 3\\\n"
    "\\3 . .\n"
    "\\3 . .\n";
inline constexpr const char* kKakuroWithNoSolution =
    "# 3\\ 4\\\n"
    "\\3 . .\n"
    "\\3 . .\n";

inline std::string nikoli_kakuro_path() {
    return std::string(SUDOKIT_SOURCE_DIR) + "/tests/data/kakuro/nikoli_kakuro.jsonl";
}

}  // namespace sudokit::testing
