#include "generate/clue_giveback.hpp"

#include <algorithm>

namespace sudokit::generate {
namespace {

bool house_empty(const Grid& puzzle, int house) {
    const auto cells = puzzle.shape().house_cells(house);
    return std::all_of(cells.begin(), cells.end(), [&](int cell) { return puzzle.empty(cell); });
}

bool touches_empty_house(const Grid& puzzle, const std::vector<int>& orbit) {
    for (int cell : orbit) {
        for (int house : puzzle.shape().houses_of(cell)) {
            if (house_empty(puzzle, house)) return true;
        }
    }
    return false;
}

bool known_to_keep(const std::vector<int>& orbit, const GiveBackRules& rules) {
    if (rules.known_to_keep == nullptr) return false;
    return std::none_of(orbit.begin(), orbit.end(),
                        [&](int cell) { return rules.known_to_keep->empty(cell); });
}

// Gives the orbit's clues back; takes them again unless the puzzle keeps its level.
bool try_give_back(Grid& puzzle, const Grid& solution, const std::vector<int>& orbit,
                   const GiveBackRules& rules) {
    for (int cell : orbit)
        puzzle.set(cell, solution[cell]);
    if (!rules.keeps_level || known_to_keep(orbit, rules) || rules.keeps_level(puzzle)) {
        return true;
    }
    for (int cell : orbit)
        puzzle.clear(cell);
    return false;
}

}  // namespace

bool has_empty_house(const Grid& puzzle) {
    for (int house = 0; house < puzzle.shape().house_count(); ++house) {
        if (house_empty(puzzle, house)) return true;
    }
    return false;
}

bool give_back_clues(Grid& puzzle, const Grid& solution, std::span<const std::vector<int>> orbits,
                     const GiveBackRules& rules, const StopToken& stop) {
    if (rules.every_house_given) {
        for (const std::vector<int>& orbit : orbits) {
            if (stop.stop_requested()) return false;
            if (!puzzle.empty(orbit.front()) || !touches_empty_house(puzzle, orbit)) continue;
            try_give_back(puzzle, solution, orbit, rules);
        }
        if (has_empty_house(puzzle)) return false;
    }
    // Two passes: the orbits known to keep the level, then the others, each checked.
    int clues = puzzle.filled_count();
    for (const bool known : {true, false}) {
        for (const std::vector<int>& orbit : orbits) {
            if (clues >= rules.target) return true;
            if (stop.stop_requested()) return false;
            const int size = static_cast<int>(orbit.size());
            if (!puzzle.empty(orbit.front()) || clues + size > rules.most) continue;
            if (known && !known_to_keep(orbit, rules)) continue;
            if (try_give_back(puzzle, solution, orbit, rules)) clues += size;
        }
    }
    return true;
}

}  // namespace sudokit::generate
