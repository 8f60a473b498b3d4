// Bivalue universal grave (BUG), types 1 to 4, as Sudoku Explainer 1.2.1 finds them
// (BivalueUniversalGrave.java). Facts kept from SE:
// - Houses are scanned box, row, column (then a variant's diagonals and windows), each by
//   index, digits ascending. Where a digit has
//   neither 0 nor 2 places, its places with 3+ candidates are BUG cells for it: exactly one
//   such cell makes it a BUG candidate; none means there is no BUG; several are left for
//   another house to decide.
// - With the BUG candidates removed, every open cell must be bivalue and every digit must
//   have 0 or 2 places in every house.
// - One BUG cell: type 1 (5.6), keep only its BUG digits. One BUG digit: type 2 (5.7), then
//   type 4 for two cells. Several digits: type 4 (5.7) for two cells sharing a house with one
//   common non-BUG digit, then type 3 (5.7 + 0.1 x (naked set size - 1)). SE applies the first
//   hint it produces, in that order.
#include <fmt/format.h>

#include <algorithm>

#include "logic/finders.hpp"
#include "logic/pattern_helpers.hpp"
#include "logic/step_text.hpp"

namespace sudokit::logic {
namespace {

struct BugPattern {
    std::vector<int> cells;           // BUG cells, in the order found
    std::vector<DigitSet> digits_of;  // BUG digits of each BUG cell
    DigitSet all_digits;              // every BUG digit
    std::vector<int> common_peers;    // cells seeing every BUG cell, in SE's peer order
    bool has_common_peers = false;    // false until the first BUG cell is found
};

std::size_t index_of(const std::vector<int>& cells, int cell) {
    return static_cast<std::size_t>(std::find(cells.begin(), cells.end(), cell) - cells.begin());
}

// The BUG cells and digits, or nothing when the position is not a BUG plus extra candidates.
std::optional<BugPattern> find_pattern(const Position& position) {
    const Shape& shape = position.shape();
    const Geometry& geometry = position.geometry();
    const Sight sees(position);
    const int side = shape.side();
    BugPattern bug;
    Candidates remaining = position.pencil_marks();
    for (int cell = 0; cell < shape.cell_count(); ++cell) {
        if (position.filled(cell)) remaining[cell] = DigitSet();
    }
    // Boxes (or regions), rows, columns, then a variant's diagonals and windows.
    for (int kind = 0; kind < 4; ++kind) {
        const int first_house =
            kind == 0 ? 2 * side : (kind == 1 ? 0 : (kind == 2 ? side : 3 * side));
        const int end_house = kind == 3 ? geometry.house_count() : first_house + side;
        for (int house = first_house; house < end_house; ++house) {
            for (int digit = 1; digit <= side; ++digit) {
                // The digit's places, and those in cells of 3 or more candidates, counted
                // without lists: most houses are passed over here.
                int places = 0;
                int crowded = 0;
                int cell = -1;
                for (const int place : geometry.house_cells(house)) {
                    if (!position.has(place, digit)) continue;
                    ++places;
                    if (position.candidates(place).size() >= 3) {
                        ++crowded;
                        cell = place;
                    }
                }
                if (places == 0 || places == 2) continue;
                if (crowded == 0) return std::nullopt;
                if (crowded > 1) continue;
                std::size_t at = index_of(bug.cells, cell);
                if (at == bug.cells.size()) {
                    bug.cells.push_back(cell);
                    bug.digits_of.push_back(DigitSet());
                }
                bug.digits_of[at].insert(digit);
                bug.all_digits.insert(digit);
                remaining[cell].erase(digit);
                if (!bug.has_common_peers) {
                    for_each_peer(position, cell,
                                  [&](int peer) { bug.common_peers.push_back(peer); });
                    bug.has_common_peers = true;
                } else {
                    std::erase_if(bug.common_peers,
                                  [&](int peer) { return peer != cell && !sees(peer, cell); });
                }
                std::erase_if(bug.common_peers, [&](int peer) {
                    return index_of(bug.cells, peer) != bug.cells.size();
                });
                if (bug.cells.size() > 1 && bug.all_digits.size() > 1 && bug.common_peers.empty()) {
                    return std::nullopt;  // none of types 1, 2 or 3 (SE stops here)
                }
            }
        }
    }
    for (int cell = 0; cell < shape.cell_count(); ++cell) {
        if (!position.filled(cell) && remaining[cell].size() != 2) return std::nullopt;
    }
    for (int house = 0; house < geometry.house_count(); ++house) {
        for (int digit = 1; digit <= side; ++digit) {
            int count = 0;
            for (int cell : geometry.house_cells(house))
                count += remaining[cell].contains(digit);
            if (count != 0 && count != 2) return std::nullopt;
        }
    }
    return bug;
}

Step bug_step(Technique technique, const Position& position, const BugPattern& bug) {
    Step step;
    step.technique = technique;
    step.rating = technique_base_rating(technique);
    step.cells = bug.cells;
    for (std::size_t i = 0; i < bug.cells.size(); ++i) {
        add_candidates(step.pattern, bug.cells[i],
                       position.candidates(bug.cells[i]) - bug.digits_of[i]);
        add_candidates(step.fins, bug.cells[i], bug.digits_of[i]);
    }
    step.digits = bug.all_digits;
    step.size = static_cast<int>(bug.cells.size());
    return step;
}

// The houses that hold every BUG cell, in ScanHouses order (box, row, column, others).
std::vector<int> shared_houses(const Geometry& geometry, const std::vector<int>& cells) {
    std::vector<int> houses;
    for (int house : ScanHouses(geometry, cells.front())) {
        bool shared = true;
        for (int cell : cells) {
            const auto of_cell = geometry.houses_of(cell);
            shared = shared && std::find(of_cell.begin(), of_cell.end(), house) != of_cell.end();
        }
        if (shared) houses.push_back(house);
    }
    return houses;
}

// Type 4: two BUG cells in one house with one common non-BUG digit: that digit has only these
// two places there, and one of the cells holds a BUG digit, so each keeps only its BUG digits
// and the common digit.
std::optional<Step> type4(const Position& position, const BugPattern& bug) {
    const int c1 = bug.cells[0], c2 = bug.cells[1];
    const DigitSet common = (position.candidates(c1) & position.candidates(c2)) - bug.all_digits;
    if (common.size() != 1) return std::nullopt;
    const std::vector<int> houses = shared_houses(position.geometry(), bug.cells);
    if (houses.empty()) return std::nullopt;
    Step step = bug_step(Technique::bug_type4, position, bug);
    step.houses = {houses.front()};
    for (int i = 0; i < 2; ++i) {
        add_candidates(step.eliminations, bug.cells[i],
                       position.candidates(bug.cells[i]) - bug.digits_of[i] - common);
    }
    return step;
}

// Type 3: the BUG cells share a house; the one that holds a BUG digit acts as a cell with
// all the BUG digits and forms a naked set with other cells of the house.
std::optional<Step> type3(const Position& position, const BugPattern& bug) {
    const Shape& shape = position.shape();
    const int max_degree = std::min(shape.side() - 3, 6);
    for (int house : shared_houses(position.geometry(), bug.cells)) {
        // SE keeps filled cells in this list; they never qualify but they fix the order.
        std::vector<int> house_peers;
        for (int cell : bug.common_peers) {
            const auto cells = position.geometry().house_cells(house);
            if (std::find(cells.begin(), cells.end(), cell) != cells.end()) {
                house_peers.push_back(cell);
            }
        }
        for (int degree = 2; degree <= max_degree; ++degree) {
            if (static_cast<int>(house_peers.size()) < degree) continue;
            std::optional<Step> found;
            for_each_combination(
                degree - 1, static_cast<int>(house_peers.size()),
                [&](const std::vector<int>& picks) {
                    DigitSet others;
                    for (int pick : picks) {
                        const DigitSet candidates = position.candidates(house_peers[pick]);
                        if (candidates.size() <= 1) return false;
                        others |= candidates;
                    }
                    if (others.size() != degree || (others | bug.all_digits).size() != degree) {
                        return false;
                    }
                    Step step = bug_step(Technique::bug_type3, position, bug);
                    step.rating += degree - 1;
                    step.houses = {house};
                    for (int cell : house_peers) {
                        const bool in_set = std::any_of(picks.begin(), picks.end(), [&](int pick) {
                            return house_peers[pick] == cell;
                        });
                        if (in_set) {
                            step.cells.push_back(cell);
                            add_candidates(step.pattern, cell, position.candidates(cell));
                        } else {
                            add_candidates(step.eliminations, cell,
                                           position.candidates(cell) & others);
                        }
                    }
                    if (step.eliminations.empty()) return false;
                    found = std::move(step);
                    return true;
                });
            if (found) return found;
        }
    }
    return std::nullopt;
}

}  // namespace

std::optional<Step> find_bug(const FindContext& context) {
    if (!context.uniqueness_allowed) return std::nullopt;
    const Position& position = context.position;
    const std::optional<BugPattern> found = find_pattern(position);
    if (!found || found->cells.empty()) return std::nullopt;
    const BugPattern& bug = *found;
    std::vector<std::optional<Step>> hints;  // in SE's order; the first allowed one wins
    if (bug.cells.size() == 1) {
        Step step = bug_step(Technique::bug_type1, position, bug);
        add_candidates(step.eliminations, bug.cells[0],
                       position.candidates(bug.cells[0]) - bug.all_digits);
        hints.push_back(std::move(step));
    } else if (bug.all_digits.size() == 1) {
        const int digit = bug.all_digits.lowest();
        Step step = bug_step(Technique::bug_type2, position, bug);
        for (int cell : bug.common_peers) {
            if (position.has(cell, digit)) step.eliminations.push_back({cell, digit});
        }
        if (!step.eliminations.empty()) hints.push_back(std::move(step));
        if (bug.cells.size() == 2) hints.push_back(type4(position, bug));
    } else if (!bug.common_peers.empty()) {
        if (bug.cells.size() == 2) hints.push_back(type4(position, bug));
        if (context.allows(Technique::bug_type3)) hints.push_back(type3(position, bug));
    }
    for (std::optional<Step>& hint : hints) {
        if (hint && !hint->eliminations.empty() && context.allows(hint->technique)) {
            return std::move(hint);
        }
    }
    return std::nullopt;
}

std::string describe_bug(const Step& step, const StepWords& words) {
    const std::string conclusion = words.conclusion(step);
    std::vector<std::string> bug_candidates;
    for (int cell : step.cells) {
        const DigitSet extra = digits_at(step.fins, cell);
        if (!extra.empty()) {
            bug_candidates.push_back(
                fmt::format("{} in {}", words.digits(extra), words.cell(cell)));
        }
    }
    std::string listed;
    for (std::size_t i = 0; i < bug_candidates.size(); ++i) {
        if (i > 0) listed += i + 1 == bug_candidates.size() ? " or " : ", ";
        listed += bug_candidates[i];
    }
    const std::string head = fmt::format(
        "{}: without {} every open cell would be bivalue with each digit twice per house, which "
        "has no unique solution, so {} must be true",
        technique_title(step.technique),
        listed.empty() ? std::string("the extra candidates") : listed,
        bug_candidates.size() == 1 ? std::string("it") : std::string("one of them"));
    if (step.technique == Technique::bug_type3 && !step.houses.empty()) {
        std::vector<int> set_cells;
        for (int cell : step.cells) {
            if (digits_at(step.fins, cell).empty()) set_cells.push_back(cell);
        }
        DigitSet set_digits = step.digits;
        for (int cell : set_cells)
            set_digits |= digits_at(step.pattern, cell);
        return fmt::format("{}; with {} it forms a naked set {} in {}: {}", head,
                           words.cells(set_cells), words.digit_tuple(set_digits),
                           words.house(step.houses.front()), conclusion);
    }
    if (step.technique == Technique::bug_type4 && !step.houses.empty()) {
        return fmt::format("{}; with the common digit locked in {}: {}", head,
                           words.house(step.houses.front()), conclusion);
    }
    return fmt::format("{}: {}", head, conclusion);
}

}  // namespace sudokit::logic
