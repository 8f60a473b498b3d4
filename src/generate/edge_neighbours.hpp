#pragma once

#include <array>

#include "sudokit/shape.hpp"

namespace sudokit::generate {

// The cells sharing an edge with `cell` (above, below, left, right), -1 past the grid's
// edge: what joins the cells of a jigsaw region or a Killer cage.
inline std::array<int, 4> edge_neighbours(const Shape& shape, int cell) {
    const int side = shape.side();
    const int row = cell / side;
    const int col = cell % side;
    return {row > 0 ? cell - side : -1, row + 1 < side ? cell + side : -1, col > 0 ? cell - 1 : -1,
            col + 1 < side ? cell + 1 : -1};
}

}  // namespace sudokit::generate
