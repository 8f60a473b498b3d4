#pragma once

// Exact support for one Kakuro run: the digits each open cell can take in some filling of the
// run by distinct digits with the right sum. Narrowing every cell of every run to its support
// is as strong as a run's rule allows on its own (a cell keeps a digit only if the others can
// still complete the sum around it), where the union of the run's combinations is not: in a
// run of two with sum 10 and a cell that holds 1 or 2, the other cell keeps only 8 and 9.

#include <span>

#include "kakuro/run_combinations.hpp"

namespace sudokit::kakuro::detail {

// `candidates`: the open cells' masks (at most nine, placed digits already taken out);
// `remaining_sum`: the run's sum less its placed digits. Writes each cell's supported digits
// to `supported` (same length). False when no filling exists.
bool find_run_support(std::span<const DigitMask> candidates, int remaining_sum,
                      std::span<DigitMask> supported);

}  // namespace sudokit::kakuro::detail
