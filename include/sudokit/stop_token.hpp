#pragma once

#include <atomic>
#include <chrono>
#include <optional>

namespace sudokit {

// When a piece of work must give up: at a deadline, or once a cancel flag is set (either
// optional). The one place the two are asked; long searches ask it every so many steps.
struct StopToken {
    std::optional<std::chrono::steady_clock::time_point> deadline;
    const std::atomic<bool>* cancel = nullptr;

    bool stop_requested() const {
        if (cancel != nullptr && cancel->load(std::memory_order_relaxed)) return true;
        return deadline && std::chrono::steady_clock::now() >= *deadline;
    }
    // Whether the deadline alone has passed (a cancel is the caller's own doing).
    bool deadline_passed() const {
        return deadline && std::chrono::steady_clock::now() >= *deadline;
    }
};

}  // namespace sudokit
