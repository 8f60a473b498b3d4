#pragma once

// Helpers shared by the tests: loading the data sets and reading puzzles without going
// through the format layer (so that format bugs cannot hide solver bugs and vice versa).

#include <cstdlib>
#include <fstream>
#include <string>
#include <string_view>
#include <vector>

#include <gtest/gtest.h>

#include "sudokit/puzzle.hpp"

namespace sudokit::testing {

// Where ../shared/data lives (set by CMake; SUDOKIT_DATA_DIR in the environment overrides).
inline std::string data_dir() {
    if (const char* dir = std::getenv("SUDOKIT_DATA_DIR")) return dir;
    return SUDOKIT_DATA_DIR;
}

// When the data sets are absent the data tests are skipped, unless SUDOKIT_REQUIRE_DATA is
// set (CI sets it), where their absence fails.
inline bool data_available(const std::string& file) {
    std::ifstream probe(data_dir() + "/" + file);
    if (probe) return true;
    if (std::getenv("SUDOKIT_REQUIRE_DATA") != nullptr) {
        ADD_FAILURE() << "data set missing: " << data_dir() << "/" << file;
    }
    return false;
}

#define SUDOKIT_REQUIRE_DATA_FILE(file)                       \
    do {                                                      \
        if (!::sudokit::testing::data_available(file)) {      \
            GTEST_SKIP() << "data set not found: " << (file); \
        }                                                     \
    } while (0)

// Decodes one symbol: '1'-'9' as digits then 'A'.. as 10.., or letters 'A'.. as 1.. when
// `letters` is set; anything else is blank.
inline int decode_symbol(char symbol, bool letters) {
    if (letters) return (symbol >= 'A' && symbol <= 'Y') ? symbol - 'A' + 1 : 0;
    if (symbol >= '1' && symbol <= '9') return symbol - '0';
    if (symbol >= 'A' && symbol <= 'P') return symbol - 'A' + 10;
    return 0;
}

inline Puzzle puzzle_from_line(std::string_view line, Shape shape = Shape(), bool letters = false) {
    Grid grid(shape);
    for (int cell = 0; cell < shape.cell_count(); ++cell) {
        grid.set(cell, decode_symbol(line.at(cell), letters));
    }
    return Puzzle(grid);
}

// The first `limit` puzzles of a data set (0 = all), skipping comments and blank lines.
inline std::vector<Puzzle> load_data_set(const std::string& file, std::size_t limit = 0,
                                         Shape shape = Shape(), bool letters = false) {
    std::ifstream input(data_dir() + "/" + file);
    std::vector<Puzzle> puzzles;
    std::string line;
    while (std::getline(input, line) && (limit == 0 || puzzles.size() < limit)) {
        if (line.empty() || line[0] == '#') continue;
        puzzles.push_back(puzzle_from_line(line, shape, letters));
    }
    return puzzles;
}

}  // namespace sudokit::testing
