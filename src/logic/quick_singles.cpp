#include "logic/quick_singles.hpp"

#include <array>
#include <vector>

#include "logic/finders.hpp"
#include "logic/singles_rules.hpp"

namespace sudokit::logic {
namespace {

struct Found {
    std::vector<CellDigit> singles;

    void add(int cell, int digit) { singles.push_back({cell, digit}); }
    int count() const { return static_cast<int>(singles.size()); }
};

// One sweep over the open cells tallies every house: its open cells and the digits seen once
// and more than once among their candidates.
// Built once per batch of singles and recounted for each round.
struct HouseCounts {
    std::array<HouseTally, 3 * kMaxSize> houses;  // only the shape's houses are set

    void recount(const Position& position) {
        const Shape& shape = position.shape();
        for (int house = 0; house < shape.house_count(); ++house)
            houses[house] = HouseTally{};
        for (int cell = 0; cell < shape.cell_count(); ++cell) {
            if (position.filled(cell)) continue;
            const std::uint64_t marks = position.candidates(cell).bits();
            for (int house : shape.houses_of(cell)) {
                HouseTally& tally = houses[house];
                tally.digits.add(marks);
                ++tally.open;
                tally.last_open = cell;
            }
        }
    }
};

// A house with one empty cell: it takes the digit left (the engine's full house).
void find_full_houses(const Position& position, const HouseCounts& counts, Found& found) {
    for (int house = 0; house < position.shape().house_count(); ++house) {
        const HouseTally& tally = counts.houses[house];
        if (tally.open != 1) continue;
        const int cell = tally.last_open;
        if (!position.candidates(cell).empty()) found.add(cell, position.candidates(cell).lowest());
    }
}

// Digits with one place among the open cells of a house (houses with one open cell are full
// houses, found before).
void find_hidden_singles(const Position& position, const HouseCounts& counts, int first_house,
                         int last_house, Found& found) {
    const Shape& shape = position.shape();
    const PositionCandidates view{position};
    for (int house = first_house; house < last_house; ++house) {
        const HouseTally& tally = counts.houses[house];
        if (tally.open <= 1) continue;
        for (std::uint64_t lone = tally.digits.lone(); lone != 0; lone &= lone - 1) {
            const std::uint64_t bit = lone & ~(lone - 1);
            const int cell = place_of(view, shape.house_cells(house), bit);
            if (cell >= 0) found.add(cell, digit_of_bit(bit));
        }
    }
}

// Places what is still open; a single another one of the batch spoiled is dropped.
int place_all(Position& position, const Found& found) {
    int placed = 0;
    for (const CellDigit single : found.singles) {
        if (position.filled(single.cell) || !position.has(single.cell, single.digit)) continue;
        position.place(single.cell, single.digit);
        ++placed;
    }
    return placed;
}

}  // namespace

bool singles_come_first(LogicMode mode, const TechniqueSet& allowed) {
    const std::span<const FinderEntry> order = technique_order(mode);
    if (order.empty() || order.front().find != find_hidden_single) return false;
    for (Technique single : {Technique::full_house, Technique::hidden_single_box,
                             Technique::hidden_single_column, Technique::hidden_single_row}) {
        if (!allowed.test(static_cast<std::size_t>(single))) return false;
    }
    return true;
}

void place_hidden_singles(Position& position, RatingTracker& tracker) {
    const Shape& shape = position.shape();
    const int side = shape.side();
    Found found;
    found.singles.reserve(static_cast<std::size_t>(shape.cell_count()));
    HouseCounts counts;
    while (!position.solved()) {
        // Kinds rated at most the hardest step so far change no figure once a digit is
        // placed (EP and ED are then fixed), so they join the batch at once. A costlier kind
        // is used only when nothing cheaper is left, as in the engine.
        const int settled = tracker.placed() ? tracker.hardest_rating() : 0;
        Technique technique = Technique::full_house;
        found.singles.clear();
        counts.recount(position);
        find_full_houses(position, counts, found);
        if (found.count() == 0 || settled >= technique_base_rating(Technique::hidden_single_box)) {
            if (found.count() == 0) technique = Technique::hidden_single_box;
            find_hidden_singles(position, counts, shape.box_house(0), shape.box_house(0) + side,
                                found);
        }
        if (found.count() == 0 ||
            settled >= technique_base_rating(Technique::hidden_single_column)) {
            const int before = found.count();
            // The engine looks at columns before rows: its first single of this kind is a
            // column's when a column has one.
            find_hidden_singles(position, counts, shape.column_house(0),
                                shape.column_house(0) + side, found);
            if (before == 0) {
                technique = found.count() > 0 ? Technique::hidden_single_column
                                              : Technique::hidden_single_row;
            }
            find_hidden_singles(position, counts, shape.row_house(0), shape.row_house(0) + side,
                                found);
        }
        if (found.count() == 0) return;
        const int placed = place_all(position, found);
        if (placed == 0) return;
        tracker.add(technique, technique_base_rating(technique), true, placed);
    }
}

}  // namespace sudokit::logic
