// PLACEHOLDER: replaced by the real implementation.
#include <fmt/format.h>

#include "logic/finders.hpp"
#include "logic/step_text.hpp"

namespace sudokit::logic {

std::optional<Step> find_direct_hidden_pair(const FindContext&) {
    return std::nullopt;
}
std::optional<Step> find_direct_hidden_triple(const FindContext&) {
    return std::nullopt;
}
std::optional<Step> find_naked_pair(const FindContext&) {
    return std::nullopt;
}
std::optional<Step> find_naked_triple(const FindContext&) {
    return std::nullopt;
}
std::optional<Step> find_naked_quad(const FindContext&) {
    return std::nullopt;
}
std::optional<Step> find_hidden_pair(const FindContext&) {
    return std::nullopt;
}
std::optional<Step> find_hidden_triple(const FindContext&) {
    return std::nullopt;
}
std::optional<Step> find_hidden_quad(const FindContext&) {
    return std::nullopt;
}

std::string describe_subset(const Step& step, const Shape& shape) {
    return fmt::format("{}: {}", technique_title(step.technique), conclusion_clause(shape, step));
}

}  // namespace sudokit::logic
