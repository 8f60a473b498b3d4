// The sentences of the Killer techniques. A cage is named by its cells and sum ("cage
// r1c1+r1c2 = 14"), an area by its houses ("rows 1-3"); the rule of 45's figures follow from
// the step's sum and its area's size.

#include <fmt/format.h>

#include <algorithm>
#include <map>

#include "logic/step_text.hpp"

namespace sudokit::logic {
namespace {

std::string plus_joined(std::span<const int> cells, const StepWords& words) {
    std::string text;
    for (int cell : cells) {
        if (!text.empty()) text += '+';
        text += words.cell(cell);
    }
    return text;
}

std::string cage_words(std::span<const int> cells, int sum, const StepWords& words) {
    return fmt::format("cage {} = {}", plus_joined(cells, words), sum);
}

// "1+5+8 or 2+4+8"; empty when the step lists none.
std::string combination_words(const Step& step, const StepWords& words) {
    std::string text;
    for (std::size_t index = 0; index < step.combinations.size(); ++index) {
        if (index > 0) text += index + 1 == step.combinations.size() ? " or " : ", ";
        std::string sum;
        for (int digit : step.combinations[index]) {
            if (!sum.empty()) sum += '+';
            sum += words.digit(digit);
        }
        text += sum;
    }
    return text;
}

// "rows 1-3", "columns 4-5", "box 5", "row 2 and column 3".
std::string area_words(std::span<const int> houses, const StepWords& words) {
    const int side = words.shape().side();
    const bool rows = std::all_of(houses.begin(), houses.end(), [&](int h) { return h < side; });
    const bool columns =
        std::all_of(houses.begin(), houses.end(), [&](int h) { return h >= side && h < 2 * side; });
    if (houses.size() > 1 && (rows || columns)) {
        const int first = *std::min_element(houses.begin(), houses.end()) % side + 1;
        const int last = *std::max_element(houses.begin(), houses.end()) % side + 1;
        if (last - first + 1 == static_cast<int>(houses.size()))
            return fmt::format("{} {}-{}", rows ? "rows" : "columns", first, last);
    }
    const int known = words.geometry().house_count();
    return join_english(houses, [&](int house) {
        return house < known ? words.house(house) : std::string("a cage of every digit");
    });
}

int area_total(const Step& step, const StepWords& words) {
    const int side = words.shape().side();
    return static_cast<int>(step.houses.size()) * side * (side + 1) / 2;
}

bool inside_area(const Step& step, const StepWords& words) {
    const Geometry& geometry = words.geometry();
    return std::all_of(step.cells.begin(), step.cells.end(), [&](int cell) {
        return std::any_of(step.houses.begin(), step.houses.end(), [&](int house) {
            if (house >= geometry.house_count()) return false;
            const auto members = geometry.house_cells(house);
            return std::binary_search(members.begin(), members.end(), cell);
        });
    });
}

// "rows 1-3 hold 135 and the cages inside them 127" or "the cages in and across box 5 make
// 60 and box 5 holds 45": the rule of 45 for cells that make `sum` as innies or outies.
std::string rule_of_45(const Step& step, int sum, bool innies, const StepWords& words) {
    const std::string area = area_words(step.houses, words);
    const int total = area_total(step, words);
    const bool plural = step.houses.size() > 1;
    if (innies) {
        return fmt::format("{} {} {} and the cages inside {} {}", area, plural ? "hold" : "holds",
                           total, plural ? "them" : "it", total - sum);
    }
    return fmt::format("the cages in and across {} make {} and {} {} {}", area, sum + total, area,
                       plural ? "hold" : "holds", total);
}

// Each changed cell with the candidates it keeps: "r1c1 {2,3} and r1c2 {5}".
std::string kept_words(const Step& step, const StepWords& words) {
    std::vector<std::string> parts;
    for (int cell : step.cells) {
        DigitSet kept;
        bool changed = false;
        for (const CellDigit& candidate : step.pattern) {
            if (candidate.cell == cell) kept.insert(candidate.digit);
        }
        for (const CellDigit& removed : step.eliminations) {
            if (removed.cell == cell) {
                kept.erase(removed.digit);
                changed = true;
            }
        }
        if (changed) parts.push_back(words.cell(cell) + " " + words.braced(kept));
    }
    return join_english(parts, [](const std::string& part) { return part; });
}

std::string with_combinations(const Step& step, const StepWords& words) {
    const std::string combinations = combination_words(step, words);
    return combinations.empty() ? std::string() : " (" + combinations + ")";
}

// "r1c1=9" and "remove 5,6,7 from r1c1 and r2c1, 7 from r3c3": the cells that lose the same
// digits together, as a cage's cells usually do.
std::string killer_conclusion(const Step& step, const StepWords& words) {
    std::map<int, DigitSet> removed;
    for (const CellDigit& elimination : step.eliminations)
        removed[elimination.cell].insert(elimination.digit);
    std::vector<std::pair<DigitSet, std::vector<int>>> groups;
    for (const auto& entry : removed) {
        const DigitSet lost = entry.second;
        auto same = std::find_if(groups.begin(), groups.end(),
                                 [lost](const auto& group) { return group.first == lost; });
        if (same == groups.end()) {
            groups.push_back({lost, {entry.first}});
        } else {
            same->second.push_back(entry.first);
        }
    }
    std::string text = words.placements(step.placements);
    if (groups.empty()) return text;
    if (!text.empty()) text += "; ";
    text += "remove ";
    for (std::size_t index = 0; index < groups.size(); ++index) {
        if (index > 0) text += ", ";
        text += fmt::format("{} from {}", words.digit_tuple(groups[index].first),
                            words.cells(groups[index].second));
    }
    return text;
}

std::string describe_cage_part(const Step& step, const StepWords& words) {
    const Geometry& geometry = words.geometry();
    const int cage = step.cover_houses.empty() ? -1 : step.cover_houses.back();
    if (cage < 0 || cage >= geometry.house_count() || !geometry.house(cage).sum) {
        return fmt::format("Cage splitting: by the rule of 45 on {}, {} make {}: {}",
                           area_words(step.houses, words), plus_joined(step.cells, words), step.sum,
                           killer_conclusion(step, words));
    }
    const House& whole = geometry.house(cage);
    std::vector<int> other;
    std::set_difference(whole.cells.begin(), whole.cells.end(), step.cells.begin(),
                        step.cells.end(), std::back_inserter(other));
    const int other_sum = *whole.sum - step.sum;
    // The part the rule of 45 gives is inside the area for innies, outside for outies.
    const bool innies = !inside_area(step, words);
    return fmt::format("Cage splitting: {}, so {} {} {} and the rest of {}, {}, {} {}: {}",
                       rule_of_45(step, other_sum, innies, words), plus_joined(other, words),
                       other.size() == 1 ? "makes" : "make", other_sum,
                       cage_words(whole.cells, *whole.sum, words), plus_joined(step.cells, words),
                       step.cells.size() == 1 ? "makes" : "make", step.sum,
                       killer_conclusion(step, words));
}

}  // namespace

std::string describe_killer(const Step& step, const StepWords& words) {
    const std::string cage = cage_words(step.cells, step.sum, words);
    const std::string conclusion = killer_conclusion(step, words);
    if (!step.placements.empty() && (step.technique == Technique::cage_sum_bounds ||
                                     step.technique == Technique::cage_combinations)) {
        return fmt::format("{}: {}, {}: {}", technique_title(step.technique), cage,
                           step.cells.size() == 1 ? "a cage of one cell" : "its other cells placed",
                           conclusion);
    }
    switch (step.technique) {
        case Technique::cage_sum_bounds:
            return fmt::format(
                "Min/max sum: in {}, the smallest and largest digits of the other cells leave "
                "{}: {}",
                cage, kept_words(step, words), conclusion);
        case Technique::cage_combinations: {
            const std::string combinations = combination_words(step, words);
            if (combinations.empty())
                return fmt::format("Cage combinations: {} can only be made as {}: {}", cage,
                                   kept_words(step, words), conclusion);
            return fmt::format("Cage combinations: {} can only be {} with these candidates: {}",
                               cage, combinations, conclusion);
        }
        case Technique::innies_outies: {
            const bool innies = inside_area(step, words);
            const bool one = step.cells.size() == 1;
            return fmt::format("Innies and outies: {}, so the {}{} {} make{} {}: {}",
                               rule_of_45(step, step.sum, innies, words),
                               innies ? "innie" : "outie", one ? "" : "s",
                               plus_joined(step.cells, words), one ? "s" : "", step.sum,
                               conclusion);
        }
        case Technique::hidden_cage:
            return fmt::format("Hidden cage: {}, so its uncaged cells {} make {}{}: {}",
                               rule_of_45(step, step.sum, true, words),
                               plus_joined(step.cells, words), step.sum,
                               with_combinations(step, words), conclusion);
        case Technique::cage_splitting:
            return describe_cage_part(step, words);
        case Technique::required_cage_digit: {
            std::vector<int> places;
            for (const CellDigit& place : step.pattern)
                places.push_back(place.cell);
            const int digit = step.digits.empty() ? 0 : step.digits.lowest();
            const std::string where =
                step.cover_houses.empty() ? "" : " (" + words.houses(step.cover_houses) + ")";
            return fmt::format("Required cage digit: {}{} needs {}, which can only go in {}{}: {}",
                               cage, with_combinations(step, words), words.digit(digit),
                               words.cells(places), where, conclusion);
        }
        case Technique::combination_clash: {
            const std::string house =
                step.cover_houses.empty() ? "its house" : words.house(step.cover_houses.front());
            return fmt::format(
                "Combination clash: in {}, {} can only be {}: its other combinations leave the "
                "rest of {} no place for a digit or a cage there no way to make its sum: {}",
                house, cage, combination_words(step, words), house, conclusion);
        }
        default:
            break;
    }
    return fmt::format("{}: {}", technique_title(step.technique), conclusion);
}

}  // namespace sudokit::logic
