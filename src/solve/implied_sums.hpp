#pragma once

// The sums a Killer's houses imply (the rule of 45), found once per puzzle. A complete house
// holds the digits 1..N once, so the cells of a house outside the summed cages inside it (its
// innies) add to the rest of N(N+1)/2; and when every cell of the house is in a summed cage,
// the cells outside it of the cages that cross it (its outies) add to what those cages sum
// beyond the house. The same holds for runs of adjacent rows or columns, whose innies and
// outies may repeat a digit when they share no house.

#include <vector>

#include "sudokit/geometry.hpp"

namespace sudokit::detail {

struct ImpliedSum {
    std::vector<int> cells;  // ascending
    int sum = 0;
    bool distinct = false;  // the cells share a house, so their digits differ
    // Where the sum comes from, for the words of the logic engine: the area's houses, and the
    // summed cages whose sums it takes (inside the area for innies, crossing it for outies).
    std::vector<int> area;
    std::vector<int> cages;
    bool outies = false;
};

// Whether implied sums come with where they come from (`area`, `cages`, `outies`): the logic
// engine words its steps with them; the searches read the cells and sums alone, and build
// their rules again at every check of the generator, where the copies cost.
enum class SumSources { keep, drop };

// The implied sums of a geometry with summed cages (none without): innies of every complete
// house, and the innies and outies of houses and runs of lines that have at most a few cells
// (rules over many cells say little).
std::vector<ImpliedSum> implied_sums(const Geometry& geometry,
                                     SumSources sources = SumSources::keep);

}  // namespace sudokit::detail
