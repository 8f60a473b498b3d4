#pragma once

// Grids for tests of the chain engine's parts: the candidates of a position less some wrong
// ones, as an outer assumption or a later step would leave them.

#include <random>

#include "logic/chains/chain_engine.hpp"
#include "logic_test_support.hpp"
#include "sudokit/grid.hpp"

namespace sudokit::testing {

// Removes `count` candidates that are not the solution's digits, picked at random.
inline void remove_wrong_candidates(logic::chains::CandidateGrid& grid,
                                    const logic::chains::Geometry& geometry, const Grid& solution,
                                    int count, std::mt19937& random) {
    const auto cells = static_cast<unsigned>(geometry.cells);
    const auto digits = static_cast<unsigned>(geometry.n);
    for (int removed = 0; removed < count;) {
        const int cell = static_cast<int>(random() % cells);
        const int digit = static_cast<int>(random() % digits) + 1;
        if (digit == solution[cell] || !grid.has(cell, digit)) continue;
        grid.remove(geometry, cell, digit);
        ++removed;
    }
}

// For each of the first `puzzles` top1465 puzzles, `trials` grids: its start grid less
// `removed(trial)` wrong candidates, picked by one generator seeded with `seed`. Calls
// `visit(context, source, current)`, the context in SE mode.
template <typename Visit>
void for_each_assumed_grid(int puzzles, int trials, unsigned seed, int (*removed)(int),
                           Visit&& visit) {
    std::mt19937 random(seed);
    for (const Puzzle& puzzle : load_data_set("puzzles3_magictour_top1465", puzzles)) {
        const Grid solution = unique_solution(puzzle);
        const Position position = Position::from_puzzle(puzzle);
        const auto context = context_for(position, LogicMode::se);
        const auto& geometry = logic::chains::Geometry::of(position.shape());
        const auto source = logic::chains::CandidateGrid::from(geometry, position);
        for (int trial = 0; trial < trials; ++trial) {
            auto current = source;
            remove_wrong_candidates(current, geometry, solution, removed(trial), random);
            visit(context, source, current);
        }
    }
}

}  // namespace sudokit::testing
