// The Kakuro techniques' names and the difficulty scale (docs/kakuro.md, "Logic and rating").

#include <algorithm>

#include "sudokit/kakuro_logic.hpp"

namespace sudokit::kakuro {

namespace {

struct TechniqueInfo {
    Technique technique;
    std::string_view name;
    std::string_view title;
    double difficulty;
};

constexpr std::array<TechniqueInfo, 11> kInfo = {{
    {Technique::last_cell, "last-cell", "Last cell", 1.0},
    {Technique::naked_single, "naked-single", "Naked single", 1.2},
    {Technique::crossing_runs, "crossing-runs", "Crossing runs", 1.5},
    {Technique::unique_combination, "unique-combination", "Unique combination", 1.7},
    {Technique::hidden_single, "hidden-single", "Hidden single", 2.0},
    {Technique::run_combinations, "run-combinations", "Run combinations", 2.3},
    {Technique::min_max, "min-max", "Min/max", 2.8},
    {Technique::run_filling, "run-filling", "Run filling", 3.2},
    {Technique::closed_area, "closed-area", "Closed area", 3.8},
    {Technique::forcing_chain, "forcing-chain", "Forcing chain", 4.5},
    // The exact solver's step is outside the scale: a rating covers technique steps only.
    {Technique::solver, "solver", "Exact solver", 0.0},
}};

const TechniqueInfo& info(Technique technique) {
    return kInfo[static_cast<std::size_t>(technique)];
}

}  // namespace

std::string_view technique_name(Technique technique) {
    return info(technique).name;
}

std::string_view technique_title(Technique technique) {
    return info(technique).title;
}

std::optional<Technique> parse_technique(std::string_view name) {
    const auto found = std::ranges::find(kInfo, name, &TechniqueInfo::name);
    if (found == kInfo.end()) return std::nullopt;
    return found->technique;
}

double base_difficulty(Technique technique) {
    return info(technique).difficulty;
}

std::string_view level_name(Level level) {
    switch (level) {
        case Level::easy:
            return "easy";
        case Level::medium:
            return "medium";
        case Level::hard:
            return "hard";
        case Level::expert:
            return "expert";
        case Level::extreme:
            return "extreme";
    }
    return "easy";
}

std::optional<Level> parse_level(std::string_view name) {
    for (const Level level :
         {Level::easy, Level::medium, Level::hard, Level::expert, Level::extreme}) {
        if (level_name(level) == name) return level;
    }
    return std::nullopt;
}

// easy: singles, crossing runs and unique combinations; medium: hidden singles and the
// combinations left to a run; hard: min/max and run filling; expert: closed areas; extreme:
// forcing chains.
Level level_of(double difficulty) {
    if (difficulty <= base_difficulty(Technique::unique_combination)) return Level::easy;
    if (difficulty <= base_difficulty(Technique::run_combinations)) return Level::medium;
    if (difficulty <= base_difficulty(Technique::run_filling)) return Level::hard;
    if (difficulty <= base_difficulty(Technique::closed_area)) return Level::expert;
    return Level::extreme;
}

std::string_view to_string(LogicStatus status) {
    switch (status) {
        case LogicStatus::solved:
            return "solved";
        case LogicStatus::stuck:
            return "stuck";
        case LogicStatus::no_solution:
            return "none";
        case LogicStatus::multiple:
            return "multiple";
        case LogicStatus::stopped:
            return "stopped";
    }
    return "stuck";
}

}  // namespace sudokit::kakuro
