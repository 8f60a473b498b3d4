#include "sudokit/grid.hpp"

#include <algorithm>

namespace sudokit {

int Grid::filled_count() const {
    const auto cells = values();
    return static_cast<int>(cells.size() - std::count(cells.begin(), cells.end(), 0));
}

bool Grid::operator==(const Grid& other) const {
    return shape_ == other.shape_ && std::ranges::equal(values(), other.values());
}

}  // namespace sudokit
