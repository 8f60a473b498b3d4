#pragma once

// Hints: the next step told at three levels, for the command line and the web page alike.

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "sudokit/step.hpp"

namespace sudokit {

enum class HintLevel {
    nudge,      // where to look (houses or cells), no technique named
    technique,  // which technique, and where
    full,       // the whole step
};
std::string_view hint_level_name(HintLevel level);
std::optional<HintLevel> parse_hint_level(std::string_view name);

// Where to look, without naming the technique: the step's houses when it has some, else its
// pattern cells, else the cells its conclusion touches.
struct HintFocus {
    std::vector<int> houses;
    std::vector<int> cells;
};
HintFocus hint_focus(const Step& step);

// "Look at row 4.", "X-wing: look at row 2 and row 7.", or the step's full sentence.
std::string hint_text(const Step& step, const Shape& shape, HintLevel level);

}  // namespace sudokit
