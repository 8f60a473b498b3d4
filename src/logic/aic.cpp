// PLACEHOLDER: replaced by the real implementation.
#include <fmt/format.h>

#include "logic/finders.hpp"
#include "logic/step_text.hpp"

namespace sudokit::logic {

std::optional<Step> find_xy_chain(const FindContext&) {
    return std::nullopt;
}
std::optional<Step> find_aic(const FindContext&) {
    return std::nullopt;
}

}  // namespace sudokit::logic
