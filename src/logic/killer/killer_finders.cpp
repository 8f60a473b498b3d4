// The Killer techniques: what a sum allows its cells, on cages and on the sums the houses
// imply (killer/sum_groups.hpp). Every finder reads the sums of the puzzle's rules
// (Position::rules) and the candidates of the position; the arithmetic is sum_fit.hpp's.

#include <algorithm>

#include "logic/finders.hpp"
#include "logic/killer/sum_fit.hpp"
#include "logic/killer/sum_groups.hpp"

namespace sudokit::logic {
namespace {

using killer::QuietFinder;
using killer::SumCells;
using killer::SumGroup;
using killer::SumSource;
using killer::SumView;

// Combinations past this many are left out of a step: the sentence would drown in them.
constexpr std::size_t kCombinationsShown = 12;

const std::vector<SumGroup>& groups_of(const FindContext& context) {
    return context.session.sum_groups_of(context.position.rules());
}

// Which of groups_of(context) `group` is.
std::size_t index_of(const FindContext& context, const SumGroup& group) {
    return static_cast<std::size_t>(&group - groups_of(context).data());
}

// A group's cells as the arithmetic sees them (a placed cell holds its digit alone), read
// from the position into the session's memory of the sums.
const SumView& view_of(const FindContext& context, const SumGroup& group) {
    return context.session.sum_memory().read(index_of(context, group), context.position);
}

// What those cells, last read, allow (killer::fitting_candidates), kept while they read the
// same.
const std::vector<DigitSet>& fitting_of(const FindContext& context, const SumGroup& group) {
    return context.session.sum_memory().fitting(index_of(context, group));
}

// A step is harder the more cells it weighs and the more houses its area spans.
int step_rating(Technique technique, const SumGroup& group, int open) {
    int bonus = 0;
    switch (technique) {
        case Technique::cage_combinations:
            bonus = std::max(0, open - 3);
            break;
        case Technique::innies_outies:
            bonus = 3 * (static_cast<int>(group.area.size()) - 1) + std::max(0, open - 1) +
                    (group.source == SumSource::outies ? 1 : 0);
            break;
        case Technique::hidden_cage:
            bonus = std::max(0, open - 2);
            break;
        case Technique::cage_splitting:
            bonus = 2 * (static_cast<int>(group.area.size()) - 1);
            break;
        default:
            break;
    }
    return technique_base_rating(technique) + std::min(bonus, 8);
}

// The step that keeps only `kept` of each cell's candidates, or nothing when that removes
// none (or every one of a cell's: the position is already broken, which other checks say).
std::optional<Step> keeping_step(const FindContext& context, Technique technique,
                                 const SumGroup& group, const SumCells& cells,
                                 const std::vector<DigitSet>& kept) {
    const Position& position = context.position;
    // Most sums remove nothing: that is settled before a step is built.
    bool removes = false;
    for (std::size_t at = 0; at < group.cells.size(); ++at) {
        const int cell = group.cells[at];
        if (position.filled(cell)) continue;
        if (kept[at].empty()) return std::nullopt;
        removes = removes || !(position.candidates(cell) - kept[at]).empty();
    }
    if (!removes) return std::nullopt;
    Step step;
    for (std::size_t at = 0; at < group.cells.size(); ++at) {
        const int cell = group.cells[at];
        if (position.filled(cell)) continue;
        for (int digit : position.candidates(cell) - kept[at])
            step.eliminations.push_back({cell, digit});
        for (int digit : position.candidates(cell))
            step.pattern.push_back({cell, digit});
        step.digits |= kept[at];
    }
    const int open = static_cast<int>(std::count_if(
        group.cells.begin(), group.cells.end(), [&](int cell) { return !position.filled(cell); }));
    // The sum of one open cell names its digit.
    if (open == 1) {
        for (std::size_t at = 0; at < group.cells.size(); ++at) {
            if (!position.filled(group.cells[at]) && kept[at].is_single()) {
                step.placements.push_back({group.cells[at], kept[at].lowest()});
                step.eliminations.clear();
            }
        }
    }
    step.technique = technique;
    step.rating = step_rating(technique, group, open);
    step.cells = group.cells;
    step.sum = group.sum;
    step.houses = group.source == SumSource::cage ? std::vector<int>{group.cage} : group.area;
    step.cover_houses = group.cages;
    if (group.source == SumSource::cage_part) step.cover_houses.push_back(group.cage);
    step.size = open;
    if (context.described && cells.all_differ()) {
        if (auto combinations = killer::fitting_combinations(cells);
            combinations && combinations->size() <= kCombinationsShown) {
            step.combinations = std::move(*combinations);
        }
    }
    return step;
}

Technique technique_of(SumSource source) {
    switch (source) {
        case SumSource::cage:
            return Technique::cage_combinations;
        case SumSource::innies:
        case SumSource::outies:
            return Technique::innies_outies;
        case SumSource::hidden_cage:
            return Technique::hidden_cage;
        case SumSource::cage_part:
            return Technique::cage_splitting;
    }
    return Technique::innies_outies;
}

// The easiest step of `technique` (the first of the lowest rating) whose arithmetic removes a
// candidate: innies and outies range from one cell of one house to many cells of many.
std::optional<Step> find_fitting(const FindContext& context, Technique technique) {
    if (!context.position.has_cages() || !context.allows(technique)) return std::nullopt;
    std::optional<Step> easiest;
    killer::SumMemory& memory = context.session.sum_memory();
    for (const SumGroup& group : groups_of(context)) {
        if (technique_of(group.source) != technique) continue;
        const std::size_t index = index_of(context, group);
        const SumView& view = memory.read(index, context.position);
        if (view.open == 0) continue;
        if (easiest && step_rating(technique, group, view.open) >= easiest->rating) continue;
        if (memory.quiet(index, QuietFinder::fitting)) continue;
        if (auto step =
                keeping_step(context, technique, group, view.cells, memory.fitting(index))) {
            easiest = std::move(step);
        } else {
            memory.note_quiet(index, QuietFinder::fitting);
        }
    }
    return easiest;
}

// Cells outside the group that see every one of `places`.
std::vector<int> seeing_all(const Geometry& rules, const SumGroup& group,
                            const std::vector<int>& places) {
    std::vector<int> seen;
    for (int peer : rules.peers(places.front())) {
        if (std::binary_search(group.cells.begin(), group.cells.end(), peer)) continue;
        if (std::all_of(places.begin() + 1, places.end(),
                        [&](int place) { return rules.sees(peer, place); })) {
            seen.push_back(peer);
        }
    }
    return seen;
}

// The complete houses that hold every one of `cells`.
std::vector<int> houses_holding(const Geometry& houses, const std::vector<int>& cells) {
    std::vector<int> holding;
    for (int house : houses.houses_of(cells.front())) {
        const auto members = houses.house_cells(house);
        if (std::all_of(cells.begin(), cells.end(), [&](int cell) {
                return std::binary_search(members.begin(), members.end(), cell);
            })) {
            holding.push_back(house);
        }
    }
    return holding;
}

bool distinct_cage(const SumGroup& group) {
    return group.source == SumSource::cage || group.source == SumSource::hidden_cage;
}

}  // namespace

std::optional<Step> find_cage_sum_bounds(const FindContext& context) {
    if (!context.position.has_cages()) return std::nullopt;
    killer::SumMemory& memory = context.session.sum_memory();
    for (const SumGroup& group : groups_of(context)) {
        if (group.source != SumSource::cage) continue;
        const std::size_t index = index_of(context, group);
        const SumView& view = memory.read(index, context.position);
        if (view.open == 0 || memory.quiet(index, QuietFinder::bounds)) continue;
        if (auto step = keeping_step(context, Technique::cage_sum_bounds, group, view.cells,
                                     killer::bounded_candidates(view.cells))) {
            return step;
        }
        memory.note_quiet(index, QuietFinder::bounds);
    }
    return std::nullopt;
}

std::optional<Step> find_cage_combinations(const FindContext& context) {
    return find_fitting(context, Technique::cage_combinations);
}

std::optional<Step> find_innies_outies(const FindContext& context) {
    return find_fitting(context, Technique::innies_outies);
}

std::optional<Step> find_hidden_cage(const FindContext& context) {
    return find_fitting(context, Technique::hidden_cage);
}

std::optional<Step> find_cage_splitting(const FindContext& context) {
    return find_fitting(context, Technique::cage_splitting);
}

// A digit every combination of a cage holds must go in one of its places there, so a cell
// that sees all of them cannot hold it.
std::optional<Step> find_required_cage_digit(const FindContext& context) {
    const Position& position = context.position;
    if (!position.has_cages()) return std::nullopt;
    const Geometry& rules = *position.rules();
    for (const SumGroup& group : groups_of(context)) {
        if (!distinct_cage(group)) continue;
        const SumView& view = view_of(context, group);
        if (view.open < 2) continue;
        const SumCells& cells = view.cells;
        const auto combinations = killer::fitting_combinations(cells);
        if (!combinations || combinations->empty()) continue;
        DigitSet required = DigitSet::all(position.shape().side());
        for (DigitSet combination : *combinations)
            required &= combination;
        const std::vector<DigitSet>& fitting = fitting_of(context, group);
        for (int digit : required) {
            std::vector<int> places;
            bool placed = false;
            for (std::size_t at = 0; at < group.cells.size(); ++at) {
                const int cell = group.cells[at];
                placed = placed || (position.filled(cell) && position.value(cell) == digit);
                if (!position.filled(cell) && fitting[at].contains(digit)) places.push_back(cell);
            }
            if (placed || places.empty()) continue;
            Step step;
            for (int cell : seeing_all(rules, group, places)) {
                if (position.has(cell, digit)) step.eliminations.push_back({cell, digit});
            }
            if (step.eliminations.empty()) continue;
            step.technique = Technique::required_cage_digit;
            step.rating = technique_base_rating(step.technique);
            step.cells = group.cells;
            step.sum = group.sum;
            step.houses =
                group.source == SumSource::cage ? std::vector<int>{group.cage} : group.area;
            step.cover_houses = houses_holding(position.geometry(), places);
            step.digits = DigitSet::single(digit);
            for (int place : places)
                step.pattern.push_back({place, digit});
            if (combinations->size() <= kCombinationsShown) step.combinations = *combinations;
            return step;
        }
    }
    return std::nullopt;
}

namespace {

// Whether the rest of `house` can still hold every digit, and every summed cage inside it
// make its sum, once the group takes the digits of `combination`.
bool house_allows(const FindContext& context, int house, const SumGroup& group,
                  DigitSet combination, const std::vector<const SumGroup*>& neighbours) {
    const Position& position = context.position;
    DigitSet placed;
    DigitSet elsewhere;  // candidates of the house's open cells outside the group
    for (int cell : position.geometry().house_cells(house)) {
        if (position.filled(cell)) {
            placed.insert(position.value(cell));
        } else if (!std::binary_search(group.cells.begin(), group.cells.end(), cell)) {
            elsewhere |= position.candidates(cell);
        }
    }
    const DigitSet needed = DigitSet::all(position.shape().side()) - placed - combination;
    if (!(needed - elsewhere).empty()) return false;
    for (const SumGroup* neighbour : neighbours) {
        SumCells cells = view_of(context, *neighbour).cells;
        for (std::size_t at = 0; at < cells.candidates.size(); ++at) {
            if (!position.filled(neighbour->cells[at])) cells.candidates[at] -= combination;
        }
        const std::vector<DigitSet> fitting = killer::fitting_candidates(cells);
        if (std::any_of(fitting.begin(), fitting.end(), [](DigitSet d) { return d.empty(); }))
            return false;
    }
    return true;
}

}  // namespace

// A combination of a cage that leaves its house no place for some digit, or another cage
// of that house no way to make its sum, is out: the cage's cells keep what the others allow.
std::optional<Step> find_combination_clash(const FindContext& context) {
    const Position& position = context.position;
    if (!position.has_cages()) return std::nullopt;
    const std::vector<SumGroup>& groups = groups_of(context);
    for (const SumGroup& group : groups) {
        if (!distinct_cage(group)) continue;
        const SumView& view = view_of(context, group);
        if (view.open == 0) continue;
        const SumCells& cells = view.cells;
        const auto combinations = killer::fitting_combinations(cells);
        if (!combinations || combinations->size() < 2) continue;
        for (int house : houses_holding(position.geometry(), group.cells)) {
            const auto members = position.geometry().house_cells(house);
            const auto inside = [&](const SumGroup& other) {
                return std::all_of(other.cells.begin(), other.cells.end(), [&](int cell) {
                    return std::binary_search(members.begin(), members.end(), cell) &&
                           !std::binary_search(group.cells.begin(), group.cells.end(), cell);
                });
            };
            std::vector<const SumGroup*> neighbours;
            for (const SumGroup& other : groups) {
                if (&other != &group && distinct_cage(other) && inside(other) &&
                    view_of(context, other).open > 0) {
                    neighbours.push_back(&other);
                }
            }
            std::vector<DigitSet> surviving;
            for (DigitSet combination : *combinations) {
                if (house_allows(context, house, group, combination, neighbours))
                    surviving.push_back(combination);
            }
            if (surviving.size() == combinations->size() || surviving.empty()) continue;
            std::vector<DigitSet> kept(group.cells.size());
            for (DigitSet combination : surviving) {
                SumCells restricted = cells;
                for (DigitSet& options : restricted.candidates)
                    options &= combination;
                const std::vector<DigitSet> fitting = killer::fitting_candidates(restricted);
                for (std::size_t at = 0; at < kept.size(); ++at)
                    kept[at] |= fitting[at];
            }
            std::optional<Step> step =
                keeping_step(context, Technique::combination_clash, group, cells, kept);
            if (!step) continue;
            step->rating = technique_base_rating(Technique::combination_clash);
            step->houses =
                group.source == SumSource::cage ? std::vector<int>{group.cage} : group.area;
            step->cover_houses = {house};
            for (const SumGroup* neighbour : neighbours) {
                if (neighbour->source == SumSource::cage)
                    step->cover_houses.push_back(neighbour->cage);
            }
            step->combinations = std::move(surviving);
            return step;
        }
    }
    return std::nullopt;
}

}  // namespace sudokit::logic
