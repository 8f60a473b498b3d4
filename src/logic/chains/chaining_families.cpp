// PLACEHOLDER: replaced by the real implementation.
#include <fmt/format.h>

#include "logic/finders.hpp"
#include "logic/step_text.hpp"

namespace sudokit::logic {

std::optional<Step> find_static_chains(const FindContext&) {
    return std::nullopt;
}
std::optional<Step> find_nishio(const FindContext&) {
    return std::nullopt;
}
std::optional<Step> find_multiple_forcing_chains(const FindContext&) {
    return std::nullopt;
}
std::optional<Step> find_dynamic_forcing_chains(const FindContext&) {
    return std::nullopt;
}
std::optional<Step> find_dynamic_forcing_chains_plus(const FindContext&) {
    return std::nullopt;
}
std::optional<Step> find_nested_forcing_chains(const FindContext&, int) {
    return std::nullopt;
}

std::string describe_chain(const Step& step, const Shape& shape) {
    return fmt::format("{}: {}", technique_title(step.technique), conclusion_clause(shape, step));
}

}  // namespace sudokit::logic
