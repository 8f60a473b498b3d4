#include "progress.hpp"

#include <unistd.h>

#include <cstdio>

#include <fmt/format.h>

namespace sudokit::cli {

namespace {
constexpr auto kFirstDrawAfter = std::chrono::milliseconds(500);
constexpr auto kRedrawEvery = std::chrono::milliseconds(200);
constexpr int kBarWidth = 30;
}  // namespace

bool stderr_is_terminal() {
    return ::isatty(STDERR_FILENO) == 1;
}

bool stdout_is_terminal() {
    return ::isatty(STDOUT_FILENO) == 1;
}

Progress::Progress(bool enabled)
    : enabled_(enabled), start_(std::chrono::steady_clock::now()), last_draw_(start_) {}

Progress::~Progress() {
    finish();
}

void Progress::update(std::uint64_t done, double input_fraction) {
    if (!enabled_) return;
    const auto now = std::chrono::steady_clock::now();
    if (now - start_ < kFirstDrawAfter || now - last_draw_ < kRedrawEvery) return;
    last_draw_ = now;
    const double seconds = std::chrono::duration<double>(now - start_).count();
    std::string line;
    if (input_fraction >= 0.0) {
        const int filled = static_cast<int>(input_fraction * kBarWidth);
        line = fmt::format("[{:=<{}}{: <{}}] {:3.0f}% ", "", filled, "", kBarWidth - filled,
                           input_fraction * 100.0);
    }
    line += fmt::format("{} puzzles, {:.0f}/s", done, static_cast<double>(done) / seconds);
    fmt::print(stderr, "\r{}\x1b[K", line);
    std::fflush(stderr);
    drawn_ = true;
}

void Progress::finish() {
    if (drawn_) {
        fmt::print(stderr, "\r\x1b[K");
        std::fflush(stderr);
        drawn_ = false;
    }
}

}  // namespace sudokit::cli
