#include "generate/clue_removal.hpp"

#include <array>

#include "generate/uniqueness.hpp"

namespace sudokit::generate {

bool remove_orbits(Grid& puzzle, std::span<const std::vector<int>> orbits,
                   const RemovalRules& rules, const StopSignal& stop) {
    int clues = puzzle.filled_count();
    std::array<std::uint8_t, 8> saved{};  // an orbit has at most eight cells
    for (const std::vector<int>& orbit : orbits) {
        if (rules.stop_at > 0 && clues <= rules.stop_at) break;
        const int size = static_cast<int>(orbit.size());
        if (clues - size < rules.floor) continue;
        bool complete = true;
        for (int cell : orbit)
            complete = complete && !puzzle.empty(cell);
        if (!complete) continue;
        for (std::size_t i = 0; i < orbit.size(); ++i) {
            saved[i] = static_cast<std::uint8_t>(puzzle[orbit[i]]);
            puzzle.clear(orbit[i]);
        }
        const bool keep = check_uniqueness(puzzle, rules.node_limit, stop) == Uniqueness::unique &&
                          (rules.gate == nullptr || rules.gate->solves(puzzle));
        if (keep) {
            clues -= size;
        } else {
            for (std::size_t i = 0; i < orbit.size(); ++i)
                puzzle.set(orbit[i], saved[i]);
        }
        if (stop.requested()) return false;
    }
    return true;
}

}  // namespace sudokit::generate
