#pragma once

#include <string>
#include <vector>

namespace sudokit::cli {

// Which family of puzzles a command's inputs hold, decided by the first input's first lines:
// Sudoku (with its variants) or Kakuro. Looking at standard input takes its first lines from
// it; they are kept here to be read again first by whatever reads it next.
struct InputKind {
    bool kakuro = false;
    std::string standard_input_head;
};

// An input that cannot be opened is left for the reader to report (it counts as Sudoku).
InputKind detect_input_kind(const std::vector<std::string>& files);

}  // namespace sudokit::cli
