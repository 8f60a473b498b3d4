// PLACEHOLDER: replaced by the real implementation.
#include <fmt/format.h>

#include "logic/finders.hpp"
#include "logic/step_text.hpp"

namespace sudokit::logic {

std::optional<Step> find_bug(const FindContext&) {
    return std::nullopt;
}

}  // namespace sudokit::logic
