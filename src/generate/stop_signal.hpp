#pragma once

#include <atomic>
#include <chrono>
#include <optional>

namespace sudokit::generate {

// The caller's deadline and cancel flag, asked between pieces of work.
struct StopSignal {
    std::optional<std::chrono::steady_clock::time_point> deadline;
    const std::atomic<bool>* cancel = nullptr;

    bool requested() const {
        if (cancel != nullptr && cancel->load(std::memory_order_relaxed)) return true;
        return deadline && std::chrono::steady_clock::now() >= *deadline;
    }
};

}  // namespace sudokit::generate
