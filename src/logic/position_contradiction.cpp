#include "logic/position_contradiction.hpp"

namespace sudokit::logic {

bool has_contradiction(const Position& position) {
    const Shape& shape = position.shape();
    if (position.has_empty_cell_without_candidates()) return true;
    const DigitSet every_digit = DigitSet::all(shape.side());
    for (int house = 0; house < shape.house_count(); ++house) {
        DigitSet placed;
        DigitSet possible;
        for (int cell : shape.house_cells(house)) {
            if (position.filled(cell)) {
                const DigitSet digit = DigitSet::single(position.value(cell));
                if (!(placed & digit).empty()) return true;
                placed |= digit;
            } else {
                possible |= position.candidates(cell);
            }
        }
        if ((placed | possible) != every_digit) return true;
    }
    return false;
}

}  // namespace sudokit::logic
