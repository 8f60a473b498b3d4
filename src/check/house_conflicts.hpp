#pragma once

// The rule every check applies, written once for the grids the solvers take (rules.cpp) and
// for the larger ones only checked (oversized_grid.cpp): a digit written twice or more in a
// house is a conflict, named by its house, digit and cells.

#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "sudokit/rules.hpp"

namespace sudokit::check_detail {

class ConflictCollector {
  public:
    // For digits 1..side.
    explicit ConflictCollector(int side);

    // Adds the conflicts of house `house`, made of `cells` (cell values in `values`, 0 for a
    // blank), digits ascending.
    void add_house(int house, std::span<const int> cells, std::span<const std::uint8_t> values);
    std::vector<Conflict> take() { return std::move(conflicts_); }

  private:
    std::vector<std::vector<int>> cells_of_digit_;
    std::vector<Conflict> conflicts_;
};

// "row 4 has 7 twice: r4c2, r4c8".
std::string conflict_sentence(std::string_view house, std::string_view digit,
                              const std::vector<std::string>& cells);

}  // namespace sudokit::check_detail
