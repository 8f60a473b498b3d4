#pragma once

// How much of the next step a hint tells: one scale for Sudoku and Kakuro alike, named the
// same on the command line, in the API and in Python.

#include <optional>
#include <string_view>

namespace sudokit {

enum class HintLevel {
    nudge,      // where to look (houses, runs or cells), no technique named
    technique,  // which technique, and where
    full,       // the whole step
};
inline constexpr HintLevel kHintLevels[] = {HintLevel::nudge, HintLevel::technique,
                                            HintLevel::full};
std::string_view hint_level_name(HintLevel level);
std::optional<HintLevel> parse_hint_level(std::string_view name);

}  // namespace sudokit
