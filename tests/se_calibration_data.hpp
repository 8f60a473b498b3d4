#pragma once

// Reads tests/data/se_calibration.txt: 9x9 puzzles with the ratings Sudoku Explainer 1.2.1
// gave them. Shared by the calibration test and bench/se_agreement, and kept free of GoogleTest
// so that the benchmark can use it too.
//
// Line format: 81 characters ('.' or '0' for a blank), then "ER=x EP=y ED=z", then optionally
// "seconds=s" (the time SE's rater took, by its own clock), then free text (where the puzzle
// comes from, SE's hardest technique). '#' starts a comment line.

#include <cmath>
#include <fstream>
#include <optional>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include "sudokit/puzzle.hpp"

namespace sudokit::calibration {

struct CalibrationEntry {
    std::string line;  // the 81 characters
    Puzzle puzzle;
    // Sudoku Explainer's figures, in tenths.
    int er = 0;
    int ep = 0;
    int ed = 0;
    std::optional<double> se_seconds;  // SE's own time for the puzzle, where it was kept
    std::string note;                  // source and SE's hardest technique
};

// "ER=7.2" -> 72 for the given key; nullopt when the token is not of that form.
inline std::optional<int> parse_tenths(std::string_view token, std::string_view key) {
    if (token.substr(0, key.size()) != key) return std::nullopt;
    const std::string number(token.substr(key.size()));
    try {
        std::size_t used = 0;
        const double value = std::stod(number, &used);
        if (used != number.size()) return std::nullopt;
        return static_cast<int>(std::lround(value * 10.0));
    } catch (...) {
        return std::nullopt;
    }
}

inline std::optional<Puzzle> puzzle_from_81(std::string_view text) {
    if (text.size() != 81) return std::nullopt;
    Grid grid{Shape()};
    for (int cell = 0; cell < 81; ++cell) {
        const char symbol = text[static_cast<std::size_t>(cell)];
        if (symbol >= '1' && symbol <= '9') {
            grid.set(cell, symbol - '0');
        } else if (symbol != '.' && symbol != '0') {
            return std::nullopt;
        }
    }
    return Puzzle(grid);
}

// One entry from a data line; nullopt when the line is malformed.
inline std::optional<CalibrationEntry> parse_calibration_line(const std::string& line) {
    std::istringstream fields(line);
    std::string puzzle_text, er_token, ep_token, ed_token;
    if (!(fields >> puzzle_text >> er_token >> ep_token >> ed_token)) return std::nullopt;
    const auto puzzle = puzzle_from_81(puzzle_text);
    const auto er = parse_tenths(er_token, "ER=");
    const auto ep = parse_tenths(ep_token, "EP=");
    const auto ed = parse_tenths(ed_token, "ED=");
    if (!puzzle || !er || !ep || !ed) return std::nullopt;
    CalibrationEntry entry{puzzle_text, *puzzle, *er, *ep, *ed, {}, {}};
    std::string rest;
    std::getline(fields >> std::ws, rest);
    constexpr std::string_view kSeconds = "seconds=";
    if (rest.starts_with(kSeconds)) {
        const std::size_t end = rest.find(' ');
        const std::string number = rest.substr(kSeconds.size(), end - kSeconds.size());
        try {
            std::size_t used = 0;
            const double seconds = std::stod(number, &used);
            if (used != number.size() || !(seconds > 0)) return std::nullopt;
            entry.se_seconds = seconds;
        } catch (...) {
            return std::nullopt;
        }
        rest = end == std::string::npos ? std::string() : rest.substr(end + 1);
    }
    entry.note = rest;
    return entry;
}

struct CalibrationFile {
    std::vector<CalibrationEntry> entries;
    std::vector<std::string> bad_lines;  // malformed data lines, reported rather than skipped
    bool opened = false;
};

inline CalibrationFile read_calibration_file(const std::string& path) {
    CalibrationFile file;
    std::ifstream input(path);
    file.opened = static_cast<bool>(input);
    std::string line;
    while (std::getline(input, line)) {
        if (!line.empty() && line.back() == '\r') line.pop_back();
        if (line.empty() || line[0] == '#') continue;
        if (auto entry = parse_calibration_line(line)) {
            file.entries.push_back(std::move(*entry));
        } else {
            file.bad_lines.push_back(line);
        }
    }
    return file;
}

}  // namespace sudokit::calibration
