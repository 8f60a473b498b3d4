// PLACEHOLDER: replaced by the real implementation.
#include <fmt/format.h>

#include "logic/finders.hpp"
#include "logic/step_text.hpp"

namespace sudokit::logic {

std::optional<Step> find_x_wing(const FindContext&) {
    return std::nullopt;
}
std::optional<Step> find_swordfish(const FindContext&) {
    return std::nullopt;
}
std::optional<Step> find_jellyfish(const FindContext&) {
    return std::nullopt;
}
std::optional<Step> find_finned_x_wing(const FindContext&) {
    return std::nullopt;
}
std::optional<Step> find_finned_swordfish(const FindContext&) {
    return std::nullopt;
}
std::optional<Step> find_finned_jellyfish(const FindContext&) {
    return std::nullopt;
}

std::string describe_fish(const Step& step, const Shape& shape) {
    return fmt::format("{}: {}", technique_title(step.technique), conclusion_clause(shape, step));
}

}  // namespace sudokit::logic
