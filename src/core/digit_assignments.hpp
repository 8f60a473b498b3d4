#pragma once

// Cells that take a set of digits, one each (a Killer cage's combination, a Kakuro run's):
// which digit each cell can hold in some such assignment.

#include <cstdint>
#include <span>
#include <vector>

namespace sudokit {

// The cells (their candidate masks, bit d-1 for digit d) take the digits of `digits`, one
// each, as many digits as cells. Writes to `supports[i]` the digits cell i holds in some such
// assignment and returns whether there is one. Exact up to kExactAssignmentCells cells (every
// digit written has an assignment); beyond, each cell keeps its candidates among `digits`
// and false means only that some cell has none (sound, weaker).
inline constexpr int kExactAssignmentCells = 6;
bool assignment_supports(std::span<const std::uint32_t> candidates, std::uint32_t digits,
                         std::span<std::uint32_t> supports);

// assignment_supports with a memory: a search meets the same small patterns (which of the
// combination's digits each cell has) again and again, so each pattern's answer is kept in a
// table of recent ones, found by the pattern. Same answers as assignment_supports.
// Beyond `exact_cells` cells (at most kExactAssignmentCells) it answers as the loose filter.
class AssignmentMemo {
  public:
    explicit AssignmentMemo(int exact_cells = kExactAssignmentCells);
    bool supports(std::span<const std::uint32_t> candidates, std::uint32_t digits,
                  std::span<std::uint32_t> supports);

  private:
    struct Entry {
        std::uint64_t pattern = ~std::uint64_t{0};  // none
        std::uint64_t answer = 0;
    };
    std::vector<Entry> entries_;
    std::size_t exact_cells_;
};

}  // namespace sudokit
