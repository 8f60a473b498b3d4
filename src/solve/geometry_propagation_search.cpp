// A puzzle on any geometry, Killer cages with their sums included, by constraint propagation
// and search: the default algorithm on variants.
//
// Each cell keeps its candidates as a digit mask. At every node the rules run to a fixpoint:
// a cell with one candidate is placed and its digit leaves its peers; a digit with one place
// in a complete house is placed there; each sum rule keeps in its open cells only the digits
// of the combinations that can still complete it. The search then branches on the open cell
// with the fewest candidates.
//
// Sum rules are the cages with sums, whose digits differ (their candidates are filtered by the
// cage's table of combinations), and the sums the houses imply (implied_sums.hpp): those whose
// cells may repeat a digit keep to bounds (the least and most the other cells can add).
// Beside them: a digit every combination of a rule needs leaves the cells that see all its
// places in the rule, and a digit locked in a house's intersection with another house leaves
// the rest of that other house.

#include <algorithm>
#include <array>
#include <bit>
#include <map>
#include <set>
#include <span>
#include <utility>
#include <vector>

#include "core/cage_sums.hpp"
#include "implied_sums.hpp"
#include "search_context.hpp"

namespace sudokit::detail {
namespace {

using Mask = std::uint32_t;

Mask digit_bit(int digit) {
    return 1u << (digit - 1);
}

// A sum over cells: the cells' digits add to `sum`. `combinations` (when set) lists the digit
// sets that make it, for cells whose digits differ; otherwise the rule reasons on bounds.
struct SumRule {
    std::vector<int> cells;
    int sum = 0;
    const std::vector<Mask>* combinations = nullptr;
    // For rules with combinations: each complete house they share a cell with, and that
    // house's cells outside the rule. A digit the house still needs and has no place for
    // outside the rule is one the rule's combination must hold.
    struct Touch {
        const House* house;
        std::vector<int> outside;
    };
    std::vector<Touch> touching;
};

// What a puzzle's houses and cages give the search, built once per solve.
class Model {
  public:
    explicit Model(const Geometry& geometry) {
        side = geometry.side();
        all_digits = side >= 32 ? ~0u : (1u << side) - 1u;
        for (const House& house : geometry.houses()) {
            if (static_cast<int>(house.cells.size()) == side) complete_houses.push_back(&house);
        }
        for (const House& house : geometry.houses()) {
            if (house.sum) add_rule(house.cells, *house.sum, true);
        }
        for (ImpliedSum& implied : implied_sums(geometry))
            add_rule(std::move(implied.cells), implied.sum, implied.distinct);
    }

    int side = 0;
    Mask all_digits = 0;
    std::vector<const House*> complete_houses;
    std::vector<SumRule> rules;

  private:
    void add_rule(std::vector<int> cells, int sum, bool distinct) {
        std::sort(cells.begin(), cells.end());
        if (cells.empty() || static_cast<int>(cells.size()) > side) return;
        if (!known_.insert(cells).second) return;
        SumRule rule;
        rule.sum = sum;
        if (distinct) {
            const auto key = std::make_pair(static_cast<int>(cells.size()), sum);
            auto found = tables_.find(key);
            if (found == tables_.end()) {
                found =
                    tables_
                        .emplace(key, sum_combinations(static_cast<int>(cells.size()), sum, side))
                        .first;
            }
            if (found->second) rule.combinations = &*found->second;
        }
        if (rule.combinations != nullptr) {
            for (const House* house : complete_houses) {
                SumRule::Touch touch{house, {}};
                for (int cell : house->cells) {
                    if (!std::binary_search(cells.begin(), cells.end(), cell))
                        touch.outside.push_back(cell);
                }
                if (touch.outside.size() < house->cells.size())
                    rule.touching.push_back(std::move(touch));
            }
        }
        rule.cells = std::move(cells);
        rules.push_back(std::move(rule));
    }

    std::set<std::vector<int>> known_;
    std::map<std::pair<int, int>, std::optional<std::vector<Mask>>> tables_;
};

// One node's cells: candidates (0 once placed) and digits (0 while open).
struct Cells {
    Mask* candidates;
    int* values;
};

class PropagationSearch {
  public:
    PropagationSearch(const Geometry& geometry, const Grid& givens, SearchContext& context)
        : geometry_(geometry), model_(geometry), context_(context), cells_(geometry.cell_count()) {
        const auto slots = static_cast<std::size_t>(cells_) * static_cast<std::size_t>(cells_ + 1);
        candidates_.assign(slots, 0);
        values_.assign(slots, 0);
        Cells root = at_depth(0);
        for (int cell = 0; cell < cells_; ++cell)
            root.candidates[cell] = model_.all_digits;
        givens_ok_ = true;
        for (int cell = 0; cell < cells_ && givens_ok_; ++cell) {
            const int digit = givens[cell];
            if (digit == 0) continue;
            givens_ok_ =
                (root.candidates[cell] & digit_bit(digit)) != 0 && place(root, cell, digit);
        }
    }

    void run() {
        if (!givens_ok_) {
            context_.enter_node();
            return;
        }
        search(0);
    }

  private:
    Cells at_depth(int depth) {
        const auto offset = static_cast<std::size_t>(depth) * static_cast<std::size_t>(cells_);
        return {&candidates_[offset], &values_[offset]};
    }

    // False when the search must stop.
    bool search(int depth) {
        if (!context_.enter_node()) return false;
        Cells node = at_depth(depth);
        if (!propagate(node)) {
            ++context_.counters().backtracks;
            return true;
        }
        int best = -1;
        int fewest = model_.side + 1;
        for (int cell = 0; cell < cells_; ++cell) {
            if (node.values[cell] != 0) continue;
            const int count = std::popcount(node.candidates[cell]);
            if (count < fewest) {
                fewest = count;
                best = cell;
            }
        }
        if (best < 0) {
            return context_.accept_filled(geometry_.shape(), [&](Grid& grid) {
                for (int cell = 0; cell < cells_; ++cell)
                    grid.set(cell, node.values[cell]);
            });
        }
        ++context_.counters().guesses;
        Cells child = at_depth(depth + 1);
        for (Mask options = node.candidates[best]; options != 0; options &= options - 1) {
            const int digit = std::countr_zero(options) + 1;
            std::copy_n(node.candidates, cells_, child.candidates);
            std::copy_n(node.values, cells_, child.values);
            if (!place(child, best, digit)) {
                ++context_.counters().backtracks;
                continue;
            }
            if (!search(depth + 1)) return false;
        }
        return true;
    }

    // Places a digit and takes it from the cell's peers; false when a peer is left with none.
    bool place(Cells& node, int cell, int digit) {
        const Mask bit = digit_bit(digit);
        node.values[cell] = digit;
        node.candidates[cell] = 0;
        for (int peer : geometry_.peers(cell)) {
            if ((node.candidates[peer] & bit) == 0) continue;
            node.candidates[peer] &= ~bit;
            if (node.candidates[peer] == 0) return false;
        }
        return true;
    }

    bool propagate(Cells& node) {
        bool changed = true;
        while (changed) {
            changed = false;
            if (!naked_singles(node, changed) || !hidden_singles(node, changed)) return false;
            if (changed) continue;  // the cheap rules first
            for (const SumRule& rule : model_.rules) {
                if (!filter(node, rule, changed)) return false;
            }
            if (changed) continue;
            if (!locked_candidates(node, changed)) return false;
        }
        return true;
    }

    bool naked_singles(Cells& node, bool& changed) {
        for (int cell = 0; cell < cells_; ++cell) {
            if (node.values[cell] != 0) continue;
            const Mask options = node.candidates[cell];
            if (options == 0) return false;
            if ((options & (options - 1)) != 0) continue;
            if (!place(node, cell, std::countr_zero(options) + 1)) return false;
            changed = true;
        }
        return true;
    }

    bool hidden_singles(Cells& node, bool& changed) {
        for (const House* house : model_.complete_houses) {
            Mask seen = 0, twice = 0, placed = 0;
            for (int cell : house->cells) {
                if (node.values[cell] != 0) {
                    placed |= digit_bit(node.values[cell]);
                } else {
                    twice |= seen & node.candidates[cell];
                    seen |= node.candidates[cell];
                }
            }
            if ((seen | placed) != model_.all_digits) return false;
            for (Mask once = seen & ~twice & ~placed; once != 0; once &= once - 1) {
                const int digit = std::countr_zero(once) + 1;
                for (int cell : house->cells) {
                    if ((node.candidates[cell] & digit_bit(digit)) == 0) continue;
                    if (!place(node, cell, digit)) return false;
                    changed = true;
                    break;
                }
                // (A digit another placement here took from its one cell shows as a house
                // without it at the next pass.)
            }
        }
        return true;
    }

    // Keeps in the rule's open cells the digits that can still complete its sum.
    bool filter(Cells& node, const SumRule& rule, bool& changed) {
        int rest = rule.sum;
        Mask used = 0, open_union = 0;
        std::array<int, kMaxSize> open;
        int open_count = 0;
        for (int cell : rule.cells) {
            if (node.values[cell] != 0) {
                rest -= node.values[cell];
                used |= digit_bit(node.values[cell]);
            } else {
                open[static_cast<std::size_t>(open_count++)] = cell;
                open_union |= node.candidates[cell];
            }
        }
        if (open_count == 0) return rest == 0;
        Mask allowed = 0;
        Mask required = model_.all_digits;  // in every combination still possible
        if (rule.combinations != nullptr) {
            const Mask needed = needed_from_houses(node, rule) & ~used;
            for (const Mask combination : *rule.combinations) {
                if ((combination & used) != used || (combination & needed) != needed) continue;
                const Mask left = combination & ~used;
                if ((left & ~open_union) != 0) continue;
                bool fits = true;
                for (int index = 0; index < open_count && fits; ++index)
                    fits = (node.candidates[open[static_cast<std::size_t>(index)]] & left) != 0;
                if (!fits) continue;
                allowed |= left;
                required &= left;
            }
        } else {
            return narrow_to_bounds(node, std::span<const int>(open.data(), open_count), rest,
                                    changed);
        }
        for (int index = 0; index < open_count; ++index) {
            const int cell = open[static_cast<std::size_t>(index)];
            const Mask narrowed = node.candidates[cell] & allowed;
            if (narrowed == 0) return false;
            if (narrowed != node.candidates[cell]) {
                node.candidates[cell] = narrowed;
                changed = true;
            }
        }
        for (Mask digits = required; digits != 0; digits &= digits - 1) {
            if (!place_required(node, rule, std::span<const int>(open.data(), open_count),
                                std::countr_zero(digits) + 1, changed)) {
                return false;
            }
        }
        return true;
    }

    // The digits some complete house must place in the rule's cells: not yet placed in the
    // house, and no candidate outside the rule.
    Mask needed_from_houses(const Cells& node, const SumRule& rule) const {
        Mask needed = 0;
        for (const SumRule::Touch& touch : rule.touching) {
            Mask placed = 0;
            for (int cell : touch.house->cells) {
                if (node.values[cell] != 0) placed |= digit_bit(node.values[cell]);
            }
            Mask elsewhere = 0;
            for (int cell : touch.outside)
                elsewhere |= node.candidates[cell];
            needed |= model_.all_digits & ~placed & ~elsewhere;
        }
        return needed;
    }

    // A digit every combination of a rule needs lies in one of its open cells that can take
    // it: alone, that cell takes it; and a cell outside the rule that shares a house with all
    // of them cannot.
    bool place_required(Cells& node, const SumRule& rule, std::span<const int> open, int digit,
                        bool& changed) {
        const Mask bit = digit_bit(digit);
        std::array<int, kMaxSize> holders;
        std::size_t count = 0;
        for (int cell : open) {
            if ((node.candidates[cell] & bit) != 0) holders[count++] = cell;
        }
        if (count == 0) return false;
        if (count == 1 && node.candidates[holders[0]] != bit) {
            node.candidates[holders[0]] = bit;
            changed = true;
        }
        return clear_beside(node, std::span<const int>(holders.data(), count), bit, rule.cells,
                            changed);
    }

    // Takes `bit` from every cell outside `kept` (ascending) of each house that holds all of
    // `holders`: one of them has the digit. False when a cell is left with no candidate.
    bool clear_beside(Cells& node, std::span<const int> holders, Mask bit,
                      std::span<const int> kept, bool& changed) {
        for (int house : geometry_.houses_of(holders.front())) {
            const auto members = geometry_.house_cells(house);
            const bool holds_all = std::all_of(holders.begin() + 1, holders.end(), [&](int cell) {
                return std::binary_search(members.begin(), members.end(), cell);
            });
            if (!holds_all) continue;
            for (int cell : members) {
                if ((node.candidates[cell] & bit) == 0 ||
                    std::binary_search(kept.begin(), kept.end(), cell)) {
                    continue;
                }
                node.candidates[cell] &= ~bit;
                if (node.candidates[cell] == 0) return false;
                changed = true;
            }
        }
        return true;
    }

    // A digit whose places in a complete house all lie in another house (a box and a line, a
    // cage) leaves that house's other cells.
    bool locked_candidates(Cells& node, bool& changed) {
        for (const House* house : model_.complete_houses) {
            Mask placed = 0;
            for (int cell : house->cells) {
                if (node.values[cell] != 0) placed |= digit_bit(node.values[cell]);
            }
            for (Mask digits = model_.all_digits & ~placed; digits != 0; digits &= digits - 1) {
                const Mask bit = digits & (~digits + 1);
                std::array<int, kMaxSize> holders;
                std::size_t count = 0;
                for (int cell : house->cells) {
                    if ((node.candidates[cell] & bit) != 0) holders[count++] = cell;
                }
                if (count < 2) continue;  // none: the singles say so; one: a hidden single
                if (!clear_beside(node, std::span<const int>(holders.data(), count), bit,
                                  house->cells, changed)) {
                    return false;
                }
            }
        }
        return true;
    }

    // Keeps in each open cell the digits that let the others reach `rest`, from the least
    // and most they can add (each its own lowest and highest candidate).
    bool narrow_to_bounds(Cells& node, std::span<const int> open, int rest, bool& changed) const {
        int low = 0, high = 0;
        for (int cell : open) {
            low += std::countr_zero(node.candidates[cell]) + 1;
            high += 32 - std::countl_zero(node.candidates[cell]);
        }
        if (rest < low || rest > high) return false;
        for (int cell : open) {
            const Mask options = node.candidates[cell];
            const int others_low = low - (std::countr_zero(options) + 1);
            const int others_high = high - (32 - std::countl_zero(options));
            Mask kept = 0;
            for (Mask bits = options; bits != 0; bits &= bits - 1) {
                const int digit = std::countr_zero(bits) + 1;
                if (digit + others_low <= rest && digit + others_high >= rest)
                    kept |= digit_bit(digit);
            }
            if (kept == 0) return false;
            if (kept != options) {
                node.candidates[cell] = kept;
                changed = true;
            }
        }
        return true;
    }

    const Geometry& geometry_;
    Model model_;
    SearchContext& context_;
    int cells_;
    std::vector<Mask> candidates_;  // depth * cells + cell
    std::vector<int> values_;
    bool givens_ok_ = true;
};

}  // namespace

void search_geometry_propagation(const Geometry& geometry, const Grid& givens,
                                 SearchContext& context) {
    PropagationSearch(geometry, givens, context).run();
}

}  // namespace sudokit::detail
