#include "logic/killer/sum_groups.hpp"

#include <algorithm>
#include <cstdint>
#include <optional>
#include <utility>

#include "solve/implied_sums.hpp"

namespace sudokit::logic::killer {
namespace {

// The summed cage that holds every one of `cells`, or -1.
int cage_holding(const Geometry& rules, const std::vector<int>& cells) {
    for (int house : rules.houses_of(cells.front())) {
        const House& cage = rules.house(house);
        if (cage.kind != HouseKind::cage || !cage.sum) continue;
        if (std::includes(cage.cells.begin(), cage.cells.end(), cells.begin(), cells.end()))
            return house;
    }
    return -1;
}

bool any_caged(const Geometry& rules, const std::vector<int>& cells) {
    return std::any_of(cells.begin(), cells.end(), [&](int cell) {
        const auto houses = rules.houses_of(cell);
        return std::any_of(houses.begin(), houses.end(),
                           [&](int house) { return rules.house(house).kind == HouseKind::cage; });
    });
}

// Tells groups apart cheaply: its sum, size, and first, middle and last cells (cells are under
// 4,096). Groups with different keys differ; those with one key are compared cell by cell.
std::uint64_t listing_key(const SumGroup& group) {
    const std::vector<int>& cells = group.cells;
    const auto field = [](int value, std::uint64_t mask, int shift) {
        return (static_cast<std::uint64_t>(value) & mask) << shift;
    };
    return field(group.sum, 0xFFFF, 0) | field(static_cast<int>(cells.size()), 0xFF, 16) |
           field(cells.front(), 0xFFF, 24) | field(cells[cells.size() / 2], 0xFFF, 36) |
           field(cells.back(), 0xFFF, 48);
}

}  // namespace

std::vector<SumGroup> sum_groups(const Geometry& rules) {
    std::vector<SumGroup> groups;
    std::vector<std::uint64_t> keys;  // listing_key of each group
    const auto add = [&](SumGroup group) {
        const std::uint64_t key = listing_key(group);
        for (auto at = std::find(keys.begin(), keys.end(), key); at != keys.end();
             at = std::find(at + 1, keys.end(), key)) {
            const SumGroup& listed = groups[static_cast<std::size_t>(at - keys.begin())];
            if (listed.sum == group.sum && listed.cells == group.cells) return;
        }
        keys.push_back(key);
        groups.push_back(std::move(group));
    };
    for (int house = 0; house < rules.house_count(); ++house) {
        const House& cage = rules.house(house);
        if (cage.kind == HouseKind::cage && cage.sum)
            add(SumGroup{cage.cells, *cage.sum, true, SumSource::cage, house, {}, {}});
    }
    std::vector<detail::ImpliedSum> implied = detail::implied_sums(rules);
    std::stable_sort(implied.begin(), implied.end(), [](const auto& a, const auto& b) {
        return std::pair(a.area.size(), a.cells.size()) < std::pair(b.area.size(), b.cells.size());
    });
    for (detail::ImpliedSum& each : implied) {
        SumSource source = each.outies ? SumSource::outies : SumSource::innies;
        if (!each.outies && each.area.size() == 1 && !any_caged(rules, each.cells))
            source = SumSource::hidden_cage;
        SumGroup group{
            std::move(each.cells), each.sum, each.distinct, source, -1, std::move(each.area),
            std::move(each.cages)};
        // The rest of a cage the rule pins part of comes next: the same cells may be outies
        // of the area too, which the split names better.
        const int cage = cage_holding(rules, group.cells);
        std::optional<SumGroup> part;
        if (cage >= 0 && group.cells.size() < rules.house_cells(cage).size()) {
            part = group;
            part->cells.clear();
            const auto cage_cells = rules.house_cells(cage);
            std::set_difference(cage_cells.begin(), cage_cells.end(), group.cells.begin(),
                                group.cells.end(), std::back_inserter(part->cells));
            part->sum = *rules.house(cage).sum - group.sum;
            part->distinct = true;
            part->source = SumSource::cage_part;
            part->cage = cage;
        }
        add(std::move(group));
        if (part) add(std::move(*part));
    }
    return groups;
}

}  // namespace sudokit::logic::killer
