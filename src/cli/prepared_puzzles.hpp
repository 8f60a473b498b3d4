#pragma once

#include <algorithm>
#include <cstddef>
#include <mutex>
#include <vector>

#include "print/print_entry.hpp"

namespace sudokit::cli {

// A puzzle ready for the page, with its place in the input.
struct PreparedPuzzle {
    std::size_t index = 0;
    print::PrintEntry entry;
};

// The puzzles `print` lays out, filled from the worker threads and read once the batch is over.
class PreparedPuzzles {
  public:
    void add(PreparedPuzzle puzzle) {
        const std::lock_guard lock(mutex_);
        puzzles_.push_back(std::move(puzzle));
    }
    // In input order, numbered from `first_number`.
    std::vector<print::PrintEntry> entries(int first_number) {
        const std::lock_guard lock(mutex_);
        std::sort(puzzles_.begin(), puzzles_.end(),
                  [](const auto& a, const auto& b) { return a.index < b.index; });
        std::vector<print::PrintEntry> entries;
        for (auto& puzzle : puzzles_) {
            puzzle.entry.number = first_number + static_cast<int>(entries.size());
            entries.push_back(puzzle.entry);
        }
        return entries;
    }

  private:
    std::mutex mutex_;
    std::vector<PreparedPuzzle> puzzles_;
};

}  // namespace sudokit::cli
