#include "logic/killer/sum_groups.hpp"

#include <algorithm>
#include <optional>
#include <set>
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

}  // namespace

std::vector<SumGroup> sum_groups(const Geometry& rules) {
    std::vector<SumGroup> groups;
    std::set<std::pair<std::vector<int>, int>> listed;
    const auto add = [&](SumGroup group) {
        if (listed.emplace(group.cells, group.sum).second) groups.push_back(std::move(group));
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
