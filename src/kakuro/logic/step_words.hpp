#pragma once

// The words Kakuro steps are told in: cells, runs, digit sets and what a step removes.

#include <span>
#include <string>
#include <vector>

#include "kakuro/run_combinations.hpp"
#include "sudokit/kakuro.hpp"
#include "sudokit/kakuro_logic.hpp"

namespace sudokit::kakuro::detail {

std::string cell_name(const Puzzle& puzzle, int cell);  // "r2c3"
// "r2c3, r2c4 and r2c5"
std::string cell_list(const Puzzle& puzzle, std::span<const int> cells);
// "the across run at r2c1 (23 in 4)": a run is named by its clue square.
std::string run_name(const Puzzle& puzzle, int run);
std::string digit_list(DigitMask digits);      // "3, 4 and 7"
std::string digit_sum_text(DigitMask digits);  // "1+2+7"
// "1+2+7, 1+3+6 or 2+3+5"
std::string combination_list(std::span<const DigitMask> combinations);
// "remove 8 and 9 from r2c2, and 7 from r2c3"
std::string removal_text(const Puzzle& puzzle, std::span<const Elimination> eliminations);

}  // namespace sudokit::kakuro::detail
