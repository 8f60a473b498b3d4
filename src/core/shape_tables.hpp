#pragma once

#include <vector>

namespace sudokit {

// Lookup tables of one geometry, built once and shared by every Shape of that geometry.
struct ShapeTables {
    int side = 0;
    int peer_count = 0;
    std::vector<int> box_of_cell;  // cell -> box index
    std::vector<int> house_cells;  // house h: [h * side, (h + 1) * side)
    std::vector<int> cell_houses;  // cell c: [3c, 3c + 3): row, column, box house
    std::vector<int> peers;        // cell c: [c * peer_count, (c + 1) * peer_count)
};

}  // namespace sudokit
