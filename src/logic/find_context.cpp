#include "logic/finders.hpp"

namespace sudokit::logic {

bool FindContext::should_stop() const {
    if (cancel != nullptr && cancel->load(std::memory_order_relaxed)) return true;
    return deadline && std::chrono::steady_clock::now() >= *deadline;
}

}  // namespace sudokit::logic
