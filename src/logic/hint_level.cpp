#include "sudokit/hint_level.hpp"

#include <array>

namespace sudokit {
namespace {

constexpr std::array<std::string_view, 3> kLevelNames = {"nudge", "technique", "full"};

}  // namespace

std::string_view hint_level_name(HintLevel level) {
    return kLevelNames[static_cast<std::size_t>(level)];
}

std::optional<HintLevel> parse_hint_level(std::string_view name) {
    for (std::size_t index = 0; index < kLevelNames.size(); ++index) {
        if (kLevelNames[index] == name) return static_cast<HintLevel>(index);
    }
    return std::nullopt;
}

}  // namespace sudokit
