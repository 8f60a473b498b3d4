#pragma once

#include <chrono>
#include <optional>

namespace sudokit::cli {

// The moment a --timeout of `seconds` from now ends, or none for 0 (no limit).
inline std::optional<std::chrono::steady_clock::time_point> deadline_from_now(double seconds) {
    if (seconds <= 0) return std::nullopt;
    return std::chrono::steady_clock::now() +
           std::chrono::duration_cast<std::chrono::steady_clock::duration>(
               std::chrono::duration<double>(seconds));
}

}  // namespace sudokit::cli
