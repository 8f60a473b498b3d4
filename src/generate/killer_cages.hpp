#pragma once

#include <optional>
#include <vector>

#include "generate/random_source.hpp"
#include "sudokit/geometry.hpp"
#include "sudokit/grid.hpp"

namespace sudokit::generate {

struct CageRules {
    int largest = 9;           // the most cells in a cage
    bool single_cells = true;  // whether a cage may be one cell
    int smallest() const { return single_cells ? 1 : 2; }
};

// Cuts the grid into cages for a Killer with this solution: each cage connected (cells joined
// through shared edges), its solution digits all different, its sum theirs. Cage sizes are
// drawn mostly from 2 to 4, as Killers in print have them. Nullopt when the cut left a cell
// that no cage could take (single cells refused): the caller draws again.
std::optional<std::vector<CageSpec>> random_cages(const Grid& solution, const CageRules& rules,
                                                  RandomSource& random);

// Splits `cages[index]` in two connected cages of at least rules.smallest() cells, their sums
// from `solution`; a cut whose two sums `other` (another solution of the cages) does not
// meet is preferred, so that the split rules it out. False, changing nothing, when the cage
// has no such cut.
bool split_cage(std::vector<CageSpec>& cages, std::size_t index, const Grid& solution,
                const Grid& other, const CageRules& rules, RandomSource& random);

}  // namespace sudokit::generate
