#pragma once

// Kakuro generation: a symmetric block pattern with runs of 2 to 9 cells, a filling of its white
// cells, the clues' sums, and the filling changed where a second solution remains, until the
// puzzle has one solution.

#include <cstdint>
#include <optional>
#include <vector>

#include "sudokit/kakuro.hpp"
#include "sudokit/kakuro_logic.hpp"
#include "sudokit/stop_token.hpp"

namespace sudokit::kakuro {

struct GenerateOptions {
    // The area inside the clue frame: the board has one more row (the top clues) and one more
    // column (the left clues). From 3x3 up to 100x100.
    int rows = 10;
    int columns = 10;
    // Runs of 2 to this many cells (3-9: with runs of two only, the white cells would fall
    // apart into 2x2 squares).
    int longest_run = 9;
    // The level of the puzzle on the logic's scale (kakuro_logic.hpp); none takes whatever
    // comes (settled by run filling, so mostly hard). Expert puzzles (closed areas) are rare
    // among fillings and take tens of seconds on a 10x10 area.
    std::optional<Level> level;
    StopToken stop;
};

struct GeneratedPuzzle {
    Puzzle puzzle;
    std::vector<std::uint8_t> solution;  // a digit per white cell, reading order
    int patterns_tried = 0;              // block patterns made (one unless a pattern gave up)
    int fillings_tried = 0;              // fillings checked for uniqueness, all patterns
};

// Throws std::invalid_argument for an area or a run length out of range.
void validate(const GenerateOptions& options);

// Throws as validate(), and std::invalid_argument when no block pattern of the area and run
// lengths asked for is found in a few thousand draws (a narrow area with long runs). Nothing
// when the stop token fires first. The same options and seed give the same puzzle.
std::optional<GeneratedPuzzle> generate(const GenerateOptions& options, std::uint64_t seed);

}  // namespace sudokit::kakuro
