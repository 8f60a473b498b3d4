#include "logic/preemptive_sets.hpp"

#include <algorithm>
#include <bit>
#include <cstdint>
#include <span>
#include <vector>

#include "logic/singles_rules.hpp"
#include "sudokit/bit_count.hpp"

namespace sudokit::logic {
namespace {

Step placement_step(Technique technique, int cell, int digit) {
    Step step;
    step.technique = technique;
    step.rating = technique_base_rating(technique);
    step.placements.push_back({cell, digit});
    step.cells.push_back(cell);
    step.digits.insert(digit);
    return step;
}

std::optional<Step> find_naked_single(const Position& position) {
    const int cell = first_naked_single(position);
    if (cell < 0) return std::nullopt;
    return placement_step(Technique::naked_single, cell, position.candidates(cell).lowest());
}

// Houses in index order; in each, the lowest digit with one place (a full house too).
std::optional<Step> find_hidden_single(const Position& position) {
    const Shape& shape = position.shape();
    const PositionCandidates view{position};
    for (int house = 0; house < shape.house_count(); ++house) {
        const std::span<const int> cells = shape.house_cells(house);
        const std::uint64_t lone = tally_house(view, cells).digits.lone();
        if (lone == 0) continue;
        const std::uint64_t bit = lone & ~(lone - 1);
        Step step = placement_step(hidden_single_technique(shape.house_kind(house)),
                                   place_of(view, cells, bit), digit_of_bit(bit));
        step.houses.push_back(house);
        return step;
    }
    return std::nullopt;
}

// Chooses `size` of the items whose bit masks together cover exactly `size` bits, and calls
// accept(chosen items, covered bits) for each such choice until it returns true.
template <typename Accept>
bool choose_covering(std::span<const std::uint64_t> masks, int size, std::size_t first,
                     std::uint64_t chosen, std::uint64_t covered, int count, Accept& accept) {
    if (count == size) return std::popcount(covered) == size && accept(chosen, covered);
    for (std::size_t index = first; index < masks.size(); ++index) {
        const std::uint64_t next = covered | masks[index];
        if (std::popcount(next) > size) continue;
        if (choose_covering(masks, size, index + 1, chosen | (std::uint64_t{1} << index), next,
                            count + 1, accept)) {
            return true;
        }
    }
    return false;
}

// The open cells of a house and, for each digit not yet placed there, where it may go.
struct HouseState {
    int house = 0;
    std::vector<int> open_cells;
    std::vector<int> open_digits;
    std::vector<std::uint64_t> places;  // per open digit: bits over open_cells

    HouseState(const Position& position, int house_index) : house(house_index) {
        const Shape& shape = position.shape();
        DigitSet unplaced;
        for (int cell : shape.house_cells(house)) {
            if (position.filled(cell)) continue;
            open_cells.push_back(cell);
            unplaced |= position.candidates(cell);
        }
        for (int digit : unplaced) {
            std::uint64_t bits = 0;
            for (std::size_t index = 0; index < open_cells.size(); ++index) {
                if (position.has(open_cells[index], digit)) bits |= std::uint64_t{1} << index;
            }
            open_digits.push_back(digit);
            places.push_back(bits);
        }
    }
};

Step preemptive_set_step(const Position& position, const HouseState& state, std::uint64_t set_cells,
                         DigitSet set_digits) {
    Step step;
    step.technique = Technique::preemptive_set;
    step.rating = technique_base_rating(Technique::preemptive_set);
    step.houses.push_back(state.house);
    step.digits = set_digits;
    step.size = set_digits.size();
    for (std::size_t index = 0; index < state.open_cells.size(); ++index) {
        const int cell = state.open_cells[index];
        const DigitSet candidates = position.candidates(cell);
        if ((set_cells >> index) & 1u) {
            step.cells.push_back(cell);
            for (int digit : candidates& set_digits)
                step.pattern.push_back({cell, digit});
        } else {
            for (int digit : candidates& set_digits)
                step.eliminations.push_back({cell, digit});
        }
    }
    return step;
}

// m cells of the house whose candidates are m digits, with those digits elsewhere in it.
std::optional<Step> find_naked_set(const Position& position, const HouseState& state, int size) {
    std::vector<std::uint64_t> masks;
    std::vector<std::uint64_t> cell_bits;
    for (std::size_t index = 0; index < state.open_cells.size(); ++index) {
        const DigitSet candidates = position.candidates(state.open_cells[index]);
        if (candidates.size() > size) continue;
        masks.push_back(candidates.bits());
        cell_bits.push_back(std::uint64_t{1} << index);
    }
    std::optional<Step> found;
    auto accept = [&](std::uint64_t chosen, std::uint64_t digits) {
        std::uint64_t set_cells = 0;
        for (std::size_t item = 0; item < masks.size(); ++item) {
            if ((chosen >> item) & 1u) set_cells |= cell_bits[item];
        }
        Step step = preemptive_set_step(position, state, set_cells, DigitSet::from_bits(digits));
        if (step.eliminations.empty()) return false;
        found = std::move(step);
        return true;
    };
    choose_covering(masks, size, 0, 0, 0, 0, accept);
    return found;
}

// m digits confined to m cells of the house (a hidden subset): the other open cells and the
// other digits form the preemptive set, and the m cells lose every other digit.
std::optional<Step> find_hidden_set(const Position& position, const HouseState& state, int size) {
    std::vector<std::uint64_t> masks;
    std::vector<int> digits;
    for (std::size_t index = 0; index < state.open_digits.size(); ++index) {
        if (std::popcount(state.places[index]) > size) continue;
        masks.push_back(state.places[index]);
        digits.push_back(state.open_digits[index]);
    }
    const std::uint64_t all_open = low_bits(static_cast<int>(state.open_cells.size()));
    DigitSet all_digits;
    for (int digit : state.open_digits)
        all_digits.insert(digit);
    std::optional<Step> found;
    auto accept = [&](std::uint64_t chosen, std::uint64_t hidden_cells) {
        DigitSet hidden_digits;
        for (std::size_t item = 0; item < digits.size(); ++item) {
            if ((chosen >> item) & 1u) hidden_digits.insert(digits[item]);
        }
        const std::uint64_t set_cells = all_open & ~hidden_cells;
        if (set_cells == 0) return false;
        Step step = preemptive_set_step(position, state, set_cells, all_digits - hidden_digits);
        if (step.eliminations.empty()) return false;
        found = std::move(step);
        return true;
    };
    choose_covering(masks, size, 0, 0, 0, 0, accept);
    return found;
}

}  // namespace

std::optional<Step> find_crook_step(const Position& position) {
    if (std::optional<Step> step = find_naked_single(position)) return step;
    if (std::optional<Step> step = find_hidden_single(position)) return step;
    const Shape& shape = position.shape();
    std::vector<HouseState> houses;
    for (int house = 0; house < shape.house_count(); ++house)
        houses.emplace_back(position, house);
    for (int size = 2; size <= kMaxPreemptiveSearchSize; ++size) {
        for (const HouseState& state : houses) {
            if (static_cast<int>(state.open_cells.size()) <= size) continue;
            if (std::optional<Step> step = find_naked_set(position, state, size)) return step;
            if (std::optional<Step> step = find_hidden_set(position, state, size)) return step;
        }
    }
    return std::nullopt;
}

}  // namespace sudokit::logic
