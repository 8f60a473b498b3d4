#pragma once

// Pieces of English shared by the step describers, so every technique words cells, digits
// and conclusions the same way.

#include <span>
#include <string>
#include <vector>

#include "sudokit/step.hpp"

namespace sudokit::logic {

// "r4c5", "r4c5 and r4c6", "r4c5, r4c6 and r4c9".
std::string cell_list(const Shape& shape, std::span<const int> cells);
// "3", "3 and 7", "3, 7 and 9".
std::string digit_list(DigitSet digits);
// "3,7" (the compact form used after a technique's name).
std::string digit_tuple(DigitSet digits);
// "row 4", "row 4 and column 2".
std::string house_list(const Shape& shape, std::span<const int> houses);
// "r4c5=3, r6c1=7".
std::string placement_list(const Shape& shape, std::span<const CellDigit> placements);
// "remove 3 from r4c5 and r4c6, 7 from r4c5": grouped by digit.
std::string elimination_clause(const Shape& shape, std::span<const CellDigit> eliminations);
// "r4c5=3" or "remove ..." or both joined by "; ": what the step concludes.
std::string conclusion_clause(const Shape& shape, const Step& step);
// "r4c5=3" / "r4c5<>3": a chain node (a grouped node lists its cells in braces).
std::string node_text(const Shape& shape, const ChainNode& node);
// The links of one branch as "r1c1=3 -> r1c5<>3 -> ...", starting at the first link.
std::string branch_text(const Shape& shape, std::span<const ChainLink> links, int branch);

// Family describers, called from describe_step(); each in the family's own file.
std::string describe_single(const Step& step, const Shape& shape);
std::string describe_intersection(const Step& step, const Shape& shape);
std::string describe_subset(const Step& step, const Shape& shape);
std::string describe_fish(const Step& step, const Shape& shape);
std::string describe_wing(const Step& step, const Shape& shape);
std::string describe_single_digit_pattern(const Step& step, const Shape& shape);
std::string describe_uniqueness(const Step& step, const Shape& shape);  // loops and BUG
std::string describe_aligned_exclusion(const Step& step, const Shape& shape);
std::string describe_chain(const Step& step, const Shape& shape);  // every chain technique

}  // namespace sudokit::logic
