#pragma once

// The sums a Killer's cells are known to make, found once per puzzle: each summed cage, and
// what the houses imply by the rule of 45 (solve/implied_sums.hpp), named the way solvers
// name them: innies and outies of an area, a hidden cage (the uncaged cells of one house),
// and the two parts of a cage the rule splits.

#include <vector>

#include "sudokit/geometry.hpp"

namespace sudokit::logic::killer {

enum class SumSource {
    cage,
    innies,       // cells of an area outside the summed cages inside it
    outies,       // cells outside an area of the summed cages that cross it
    hidden_cage,  // the innies of one house, none of them caged
    cage_part,    // the rest of a cage whose other part is an area's innies or outies
};

struct SumGroup {
    std::vector<int> cells;  // ascending
    int sum = 0;
    bool distinct = false;  // every two cells share a house
    SumSource source = SumSource::cage;
    int cage = -1;           // a cage's house, or the cage a part is cut from
    std::vector<int> area;   // the area's houses (all but cages)
    std::vector<int> cages;  // the summed cages whose sums the area's sum takes
};

// Cages first, then the implied sums from the smallest areas and fewest cells, each followed
// by the rest of the cage it lies in, if any. The same cells and sum are listed once.
std::vector<SumGroup> sum_groups(const Geometry& rules);

}  // namespace sudokit::logic::killer
