#pragma once

// Inputs for long CLI batches: a scratch file to hand to `sudokit`, and lines of very hard
// puzzles (about a second each to rate), each labelled with its place in the batch.

#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "test_support.hpp"

namespace sudokit::testing {

// The forum's list of puzzles rated 11 and more.
inline constexpr const char* kHardestPuzzles = "puzzles5_forum_hardest_1905_11+";

// A file in the temporary folder holding `text`, removed when it goes.
class ScratchFile {
  public:
    ScratchFile(const std::string& name, const std::string& text)
        : path_(std::filesystem::temp_directory_path() /
                ("sudokit-" + std::to_string(::getpid()) + "-" + name)) {
        std::ofstream(path_, std::ios::binary) << text;
    }
    ScratchFile(const ScratchFile&) = delete;
    ScratchFile& operator=(const ScratchFile&) = delete;
    ~ScratchFile() { std::filesystem::remove(path_); }
    std::string path() const { return path_.string(); }

  private:
    std::filesystem::path path_;
};

// `count` lines "<puzzle> p<i>" from the hardest list, i counting from 0.
inline std::vector<std::string> hard_puzzle_lines(std::size_t count) {
    std::ifstream input(data_dir() + "/" + kHardestPuzzles);
    std::vector<std::string> lines;
    for (std::string line; lines.size() < count && std::getline(input, line);) {
        if (line.empty() || line[0] == '#') continue;
        lines.push_back(line.substr(0, 81) + " p" + std::to_string(lines.size()));
    }
    return lines;
}

// `count` lines "<text> p<i>", i counting from 0.
inline std::vector<std::string> labelled_copies(const std::string& text, std::size_t count) {
    std::vector<std::string> lines;
    for (std::size_t i = 0; i < count; ++i)
        lines.push_back(text + " p" + std::to_string(i));
    return lines;
}

inline std::string joined_lines(const std::vector<std::string>& lines) {
    std::string text;
    for (const auto& line : lines)
        text += line + "\n";
    return text;
}

}  // namespace sudokit::testing
