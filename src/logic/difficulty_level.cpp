#include <array>

#include "sudokit/logic.hpp"
#include "sudokit/solve.hpp"

namespace sudokit {
namespace {

struct LevelInfo {
    DifficultyLevel level;
    std::string_view name;
    int min_rating;  // tenths, inclusive
    int max_rating;  // tenths, inclusive
};

constexpr std::array<LevelInfo, 5> kLevels{{
    {DifficultyLevel::easy, "easy", 10, 23},
    {DifficultyLevel::medium, "medium", 24, 34},
    {DifficultyLevel::hard, "hard", 35, 46},
    {DifficultyLevel::expert, "expert", 47, 64},
    {DifficultyLevel::diabolical, "diabolical", 65, 200},
}};

}  // namespace

std::string_view level_name(DifficultyLevel level) {
    return kLevels[static_cast<std::size_t>(level)].name;
}

std::optional<DifficultyLevel> parse_level(std::string_view name) {
    for (const LevelInfo& info : kLevels) {
        if (info.name == name) return info.level;
    }
    return std::nullopt;
}

DifficultyLevel level_of_rating(int rating_tenths) {
    for (const LevelInfo& info : kLevels) {
        if (rating_tenths <= info.max_rating) return info.level;
    }
    return DifficultyLevel::diabolical;
}

std::pair<int, int> rating_range_of(DifficultyLevel level) {
    const LevelInfo& info = kLevels[static_cast<std::size_t>(level)];
    return {info.min_rating, info.max_rating};
}

std::string_view logic_status_name(LogicStatus status) {
    switch (status) {
        case LogicStatus::solved:
            return "solved";
        case LogicStatus::stuck:
            return "stuck";
        case LogicStatus::no_solution:
            return "no-solution";
        case LogicStatus::multiple:
            return "multiple";
        case LogicStatus::stopped:
            return "stopped";
    }
    return "unknown";
}

std::string_view logic_mode_name(LogicMode mode) {
    return mode == LogicMode::se ? "se" : "full";
}

std::optional<LogicMode> parse_logic_mode(std::string_view name) {
    for (const LogicMode mode : kLogicModes) {
        if (logic_mode_name(mode) == name) return mode;
    }
    return std::nullopt;
}

std::string_view describe(LogicStatus status) {
    switch (status) {
        case LogicStatus::solved:
            return "";
        case LogicStatus::stuck:
            return "no allowed technique applies";
        case LogicStatus::no_solution:
            return describe(Verdict::none);
        case LogicStatus::multiple:
            return describe(Verdict::multiple);
        case LogicStatus::stopped:
            return describe(Verdict::stopped);
    }
    return "unknown";
}

}  // namespace sudokit
