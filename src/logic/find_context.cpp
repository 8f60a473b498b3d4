#include "logic/finders.hpp"

namespace sudokit::logic {

bool FindContext::should_stop() const {
    if (cancel != nullptr && cancel->load(std::memory_order_relaxed)) return true;
    return deadline && std::chrono::steady_clock::now() >= *deadline;
}

std::uint64_t FindContext::new_position_id() {
    static std::atomic<std::uint64_t> last{0};
    return last.fetch_add(1, std::memory_order_relaxed) + 1;
}

}  // namespace sudokit::logic
