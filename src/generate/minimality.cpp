// Minimality tests: every clue (or every whole orbit of clues) is needed for uniqueness.

#include "generate/minimality.hpp"

#include "generate/uniqueness.hpp"
#include "sudokit/generate.hpp"

namespace sudokit {

bool generate::every_orbit_needed(const Grid& puzzle, const std::vector<std::vector<int>>& orbits,
                                  std::uint64_t node_limit) {
    return every_orbit_needed(Puzzle(puzzle), orbits, node_limit);
}

bool generate::every_orbit_needed(const Puzzle& puzzle, const std::vector<std::vector<int>>& orbits,
                                  std::uint64_t node_limit) {
    if (check_uniqueness(puzzle, node_limit, {}) != Uniqueness::unique) return false;
    Puzzle trial = puzzle;
    for (const std::vector<int>& orbit : orbits) {
        bool complete = true;
        for (int cell : orbit)
            complete = complete && !puzzle.givens.empty(cell);
        if (!complete) continue;
        for (int cell : orbit)
            trial.givens.clear(cell);
        const Uniqueness verdict = check_uniqueness(trial, node_limit, {});
        for (int cell : orbit)
            trial.givens.set(cell, puzzle.givens[cell]);
        if (verdict != Uniqueness::multiple) return false;
    }
    return true;
}

bool is_minimal(const Grid& puzzle) {
    return generate::every_orbit_needed(puzzle, symmetry_orbits(puzzle.shape(), Symmetry::none), 0);
}

bool is_minimal_by_orbit(const Grid& puzzle, Symmetry symmetry) {
    return generate::every_orbit_needed(puzzle, symmetry_orbits(puzzle.shape(), symmetry), 0);
}

}  // namespace sudokit
