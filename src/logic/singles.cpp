// Full houses, hidden singles and naked singles.
//
// Sudoku Explainer 1.2.1 (HiddenSingle, NakedSingle) scans in this order, and so do we in
// both modes, since it is also the natural easiest-first order (1.0 before 1.2 before 1.5):
// first every full house (a house with one empty cell), houses taken as boxes, then columns,
// then rows; then the other hidden singles in the same house order. Inside a house digits go
// up from 1. A full house is never reported as a plain hidden single (SE rates it 1.0 or not
// at all). Naked singles are taken in reading order.

#include <fmt/format.h>

#include <array>

#include "logic/finders.hpp"
#include "logic/singles_rules.hpp"
#include "logic/step_text.hpp"

namespace sudokit::logic {
namespace {

// The houses as SE visits them: boxes (or regions), then columns, then rows; then a
// variant's other houses in their order.
std::array<int, kMaxHouses> se_house_order(const Geometry& geometry, int& count) {
    std::array<int, kMaxHouses> order;  // the first `count` are set below
    const Shape& shape = geometry.shape();
    const int side = shape.side();
    count = 0;
    for (int box = 0; box < side; ++box)
        order[count++] = shape.box_house(box);
    for (int col = 0; col < side; ++col)
        order[count++] = shape.column_house(col);
    for (int row = 0; row < side; ++row)
        order[count++] = shape.row_house(row);
    for (int house = 3 * side; house < geometry.house_count(); ++house)
        order[count++] = house;
    return order;
}

Step placement_step(Technique technique, int house, int cell, int digit) {
    Step step;
    step.technique = technique;
    step.rating = technique_base_rating(technique);
    step.placements.push_back({cell, digit});
    if (house >= 0) step.houses.push_back(house);
    step.cells.push_back(cell);
    step.pattern.push_back({cell, digit});
    step.digits = DigitSet::single(digit);
    return step;
}

std::optional<Step> find_full_house(const Position& position, std::span<const int> houses) {
    const Geometry& geometry = position.geometry();
    const PositionCandidates view{position};
    for (int house : houses) {
        const HouseTally tally =
            tally_house(view, std::span<const int>(geometry.house(house).cells));
        if (tally.open != 1 || tally.digits.once == 0) continue;
        return placement_step(Technique::full_house, house, tally.last_open,
                              digit_of_bit(tally.digits.once & ~(tally.digits.once - 1)));
    }
    return std::nullopt;
}

}  // namespace

std::optional<Step> find_hidden_single(const FindContext& context) {
    const Position& position = context.position;
    const Geometry& geometry = context.geometry();
    int house_count = 0;
    const std::array<int, kMaxHouses> order = se_house_order(geometry, house_count);
    const std::span<const int> houses(order.data(), static_cast<std::size_t>(house_count));

    if (context.allows(Technique::full_house)) {
        if (auto step = find_full_house(position, houses)) return step;
    }
    const PositionCandidates view{position};
    for (int house : houses) {
        const Technique technique = hidden_single_technique(geometry.house(house).kind);
        if (!context.allows(technique)) continue;
        const std::span<const int> cells = geometry.house(house).cells;
        const HouseTally tally = tally_house(view, cells);
        const std::uint64_t lone = tally.digits.lone();
        if (lone == 0 || tally.open == 1) continue;  // a full house is reported as such only
        const std::uint64_t bit = lone & ~(lone - 1);
        return placement_step(technique, house, place_of(view, cells, bit), digit_of_bit(bit));
    }
    return std::nullopt;
}

std::optional<Step> find_naked_single(const FindContext& context) {
    if (!context.allows(Technique::naked_single)) return std::nullopt;
    const Position& position = context.position;
    const int cell = first_naked_single(position);
    if (cell < 0) return std::nullopt;
    return placement_step(Technique::naked_single, -1, cell, position.candidates(cell).lowest());
}

std::string describe_single(const Step& step, const StepWords& words) {
    if (step.placements.empty()) return std::string(technique_title(step.technique));
    const CellDigit placement = step.placements.front();
    const std::string cell = words.cell(placement.cell);
    const std::string house =
        step.houses.empty() ? std::string() : words.house(step.houses.front());
    switch (step.technique) {
        case Technique::full_house:
            return fmt::format("Full house in {}: {} is its last empty cell, so {}={}", house, cell,
                               cell, words.digit(placement.digit));
        case Technique::naked_single:
            return fmt::format("Naked single: {} can only be {}", cell,
                               words.digit(placement.digit));
        default:
            return fmt::format("Hidden single in {}: {} can only go in {}", house,
                               words.digit(placement.digit), cell);
    }
}

}  // namespace sudokit::logic
