#pragma once

// Grids for tests of the chain engine's parts: the candidates of a position less some wrong
// ones, as an outer assumption or a later step would leave them.

#include <random>

#include "logic/chains/chain_engine.hpp"
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

}  // namespace sudokit::testing
