#include "sudokit/candidates.hpp"

#include <algorithm>

namespace sudokit {

Candidates::Candidates(Shape shape)
    : shape_(shape), sets_(shape.cell_count(), DigitSet::all(shape.side())) {}

Candidates Candidates::from_grid(const Grid& grid) {
    const Shape& shape = grid.shape();
    Candidates candidates(shape);
    for (int cell = 0; cell < shape.cell_count(); ++cell) {
        if (grid.empty(cell)) continue;
        const int digit = grid[cell];
        candidates.sets_[cell] = DigitSet::single(digit);
        for (int peer : shape.peers(cell)) {
            if (grid.empty(peer)) candidates.sets_[peer].erase(digit);
        }
    }
    return candidates;
}

bool Candidates::operator==(const Candidates& other) const {
    return shape_ == other.shape_ &&
           std::equal(sets_.data(), sets_.data() + shape_.cell_count(), other.sets_.data());
}

}  // namespace sudokit
