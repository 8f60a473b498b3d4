#include "generate/singles_check.hpp"

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <span>

#include "logic/singles_rules.hpp"

namespace sudokit::generate {

// The digits placed in each house as bit masks (digit d is bit d-1); a cell's candidates are
// what its three houses have not placed. Placing a digit updates three masks, not twenty
// peers, which keeps this check a fraction of the cost of a uniqueness check.
bool fill_singles(Grid& puzzle) {
    const Shape& shape = puzzle.shape();
    const int side = shape.side();
    const std::uint64_t all = DigitSet::all(side).bits();
    // Only the shape's houses and cells are set (the rest of the arrays stays untouched).
    std::array<std::uint64_t, 3 * kMaxSize> placed;
    std::fill_n(placed.begin(), shape.house_count(), 0);
    std::array<std::uint8_t, kMaxCells> row_of, col_of, box_of;
    std::array<std::uint16_t, kMaxCells> open;
    std::array<bool, kMaxCells> filled;
    int open_count = 0;
    for (int cell = 0; cell < shape.cell_count(); ++cell) {
        const auto houses = shape.houses_of(cell);
        filled[cell] = false;
        row_of[cell] = static_cast<std::uint8_t>(houses[0]);
        col_of[cell] = static_cast<std::uint8_t>(houses[1]);
        box_of[cell] = static_cast<std::uint8_t>(houses[2]);
        if (puzzle.empty(cell)) {
            open[open_count++] = static_cast<std::uint16_t>(cell);
            continue;
        }
        filled[cell] = true;
        const std::uint64_t bit = std::uint64_t{1} << (puzzle[cell] - 1);
        for (int house : houses) {
            if (placed[house] & bit) return false;
            placed[house] |= bit;
        }
    }
    auto candidates = [&](int cell) {
        return all & ~(placed[row_of[cell]] | placed[col_of[cell]] | placed[box_of[cell]]);
    };
    // The candidates as the singles rules read them: none for a filled cell.
    struct View {
        const decltype(candidates)& candidates_of;
        const std::array<bool, kMaxCells>& filled;
        std::uint64_t open_candidates(int cell) const {
            return filled[cell] ? 0 : candidates_of(cell);
        }
    };
    const View view{candidates, filled};
    auto place = [&](int cell, std::uint64_t bit) {
        filled[cell] = true;
        puzzle.set(cell, std::countr_zero(bit) + 1);
        placed[row_of[cell]] |= bit;
        placed[col_of[cell]] |= bit;
        placed[box_of[cell]] |= bit;
    };
    while (open_count > 0) {
        bool progress = false;
        // Naked singles, dropping filled cells from the open list as it goes.
        int kept = 0;
        for (int index = 0; index < open_count; ++index) {
            const int cell = open[index];
            if (filled[cell]) continue;
            const std::uint64_t mask = candidates(cell);
            if (mask == 0) return false;
            if (logic::is_naked_single(mask)) {
                place(cell, mask);
                progress = true;
                continue;
            }
            open[kept++] = static_cast<std::uint16_t>(cell);
        }
        open_count = kept;
        if (open_count == 0) break;
        for (int house = 0; house < shape.house_count(); ++house) {
            const std::span<const int> cells = shape.house_cells(house);
            const logic::DigitTally tally = logic::tally_digits(view, cells);
            if (tally.digit_lost(placed[house], all)) return false;  // a digit has no place left
            for (std::uint64_t hidden = tally.lone(); hidden != 0; hidden &= hidden - 1) {
                const std::uint64_t bit = hidden & (~hidden + 1);
                const int cell = logic::place_of(view, cells, bit);
                if (cell < 0) continue;
                place(cell, bit);
                progress = true;
            }
        }
        if (!progress) return false;  // stuck: singles are not enough
    }
    return true;
}

bool singles_solve(const Grid& puzzle) {
    Grid copy = puzzle;
    return fill_singles(copy);
}

}  // namespace sudokit::generate
