#pragma once

#include <chrono>
#include <cstdint>
#include <string>

namespace sudokit::cli {

// A one-line progress report on stderr for long batches: puzzles done, rate, and the share of
// the input read when its size is known. Drawn only when stderr is a terminal, at most a few
// times a second, and only once the batch has run for half a second.
class Progress {
  public:
    explicit Progress(bool enabled);
    ~Progress();

    // Called from any one thread at a time with running totals.
    void update(std::uint64_t done, double input_fraction);
    void finish();

  private:
    bool enabled_;
    bool drawn_ = false;
    std::chrono::steady_clock::time_point start_;
    std::chrono::steady_clock::time_point last_draw_;
};

// True when standard error (output) is an interactive terminal.
bool stderr_is_terminal();
bool stdout_is_terminal();

}  // namespace sudokit::cli
