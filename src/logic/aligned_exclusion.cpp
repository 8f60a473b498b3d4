// PLACEHOLDER: replaced by the real implementation.
#include <fmt/format.h>

#include "logic/finders.hpp"
#include "logic/step_text.hpp"

namespace sudokit::logic {

std::optional<Step> find_aligned_pair_exclusion(const FindContext&) {
    return std::nullopt;
}
std::optional<Step> find_aligned_triple_exclusion(const FindContext&) {
    return std::nullopt;
}

std::string describe_aligned_exclusion(const Step& step, const Shape& shape) {
    return fmt::format("{}: {}", technique_title(step.technique), conclusion_clause(shape, step));
}

}  // namespace sudokit::logic
