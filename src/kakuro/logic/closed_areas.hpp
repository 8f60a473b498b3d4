#pragma once

// The closed areas of a board: rectangles whose across runs (those lying wholly inside) and
// down runs cover the same cells but a few. They depend on the board's shape alone (not its
// sums), so they are found once, for every position and, in the generator, every filling of
// a pattern; each position checks only which of their differing cells are still open.

#include <array>
#include <cstdint>
#include <optional>
#include <vector>

#include "sudokit/kakuro.hpp"
#include "sudokit/stop_token.hpp"

namespace sudokit::kakuro::detail {

struct ClosedArea {
    std::array<int, 4> rectangle{};  // first row, last row, first column, last column
    std::vector<int> runs = {};      // its across runs, then its down runs
    int across_count = 0;
    std::vector<int> differing = {};       // cells one side covers and the other does not, in order
    std::vector<std::uint8_t> sides = {};  // for each: 1 across runs only, 2 down runs only
};

class ClosedAreas {
  public:
    explicit ClosedAreas(const Puzzle& puzzle) : puzzle_(puzzle) {}

    // Every such area, smallest rectangle first (areas of the same size in reading order),
    // with one to six differing cells; found on the first call (a position that never needs
    // a closed area never pays for them). Null when `stop` ends the search for them.
    const std::vector<ClosedArea>* list(const StopToken& stop) const;

  private:
    const Puzzle& puzzle_;
    mutable std::optional<std::vector<ClosedArea>> areas_;
};

}  // namespace sudokit::kakuro::detail
