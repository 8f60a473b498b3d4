// PLACEHOLDER: replaced by the real implementation.
#include <fmt/format.h>

#include "logic/finders.hpp"
#include "logic/step_text.hpp"

namespace sudokit::logic {

std::optional<Step> find_unique_loop(const FindContext&) {
    return std::nullopt;
}

std::string describe_uniqueness(const Step& step, const Shape& shape) {
    return fmt::format("{}: {}", technique_title(step.technique), conclusion_clause(shape, step));
}

}  // namespace sudokit::logic
