// A puzzle on any geometry, Killer cages with their sums included, by constraint propagation
// and search: the default algorithm on variants.
//
// Each cell keeps its candidates as a digit mask. The rules are propagators that run when a
// cell they watch changes (a queue, so a node's work follows what its guess changed):
// - a cell left with one candidate is placed, and its digit leaves its peers;
// - a complete house places a digit that has one place in it;
// - a sum rule keeps in each open cell the digits it holds in some completion of the sum.
// The search branches two ways on one cell: it takes its lowest candidate (with a seed, a
// random one: the generator's random grids), or it does not (propagated in the same node before the
// next choice). The cell is the open one with the fewest candidates for the most weight: the
// failures propagation has seen, which mark the puzzle's hard core (guessing there first
// shrinks the search on hard Killers many times over). With sums, a failure counts for the
// rule or house that found it, and a cell weighs the failures of the rules and houses it is
// in, each counted one more (dom/wdeg): against counting it for the cell where it showed,
// this halved the time of the shared killers (bench/killer_bench). Without sums (measured
// on the generator's jigsaw fills, which now take the bitboard search) the cell's own count
// was faster, and stays.
//
// Sum rules are the cages with sums, whose digits differ (up to four open cells keep the
// digits they hold in some assignment of different digits that adds up, beyond that the
// digits of the combinations of the cage's table that fit), and the sums the
// houses imply (implied_sums.hpp): those whose cells may repeat a digit keep to bounds (the
// least and most the other cells can add, each group of cells that see each other adding
// different digits). A digit every combination of a rule needs leaves the cells that
// see all its places in the rule, and a digit a complete house has no place for outside a
// rule is one the rule's combination must hold.
//
// On jigsaw regions (no sums) a complete house also sends a digit whose places all lie in
// another house out of that house's other cells (locked candidates).
//
// Measured and left out (bench/killer_bench, the shared killers): locked candidates between
// houses where there are sums, and "a line and a box hold the same digits outside their
// intersection", each cut the nodes a little and cost more time than they saved.

#include <algorithm>
#include <array>
#include <bit>
#include <map>
#include <memory>
#include <optional>
#include <span>
#include <utility>
#include <vector>

#include "core/cage_sums.hpp"
#include "core/sum_assignments.hpp"
#include "distinct_sums.hpp"
#include "fast_digit_order.hpp"
#include "implied_sums.hpp"
#include "search_context.hpp"
#include "sudokit/bit_count.hpp"

namespace sudokit::detail {
namespace {

using Mask = std::uint32_t;

Mask digit_bit(int digit) {
    return 1u << (digit - 1);
}

bool single(Mask mask) {
    return mask != 0 && (mask & (mask - 1)) == 0;
}

// Cells a model keeps in one array for all its rules (Model::cells_of): a Killer's model has
// a thousand such lists of a few cells, too many to allocate one by one.
struct CellRange {
    int first = 0;
    int count = 0;
};

// Another house that shares cells with a propagator's cells: `positions` marks the shared
// ones (bit i for the propagator's i-th cell), `outside` lists the house's other cells. A
// digit whose places in the propagator's cells all lie among the shared ones leaves those.
struct Overlap {
    Mask positions = 0;
    CellRange outside;
};

// A complete house that shares cells with a sum rule: its index among the complete houses,
// and its cells outside the rule.
struct Touching {
    int house = 0;
    CellRange outside;
};

// A sum over cells: the cells' digits add to `sum`. `combinations` (when set) lists the digit
// sets that make it, for cells whose digits differ; otherwise the rule reasons on bounds.
struct SumRule {
    std::vector<int> cells;
    int sum = 0;
    const std::vector<Mask>* combinations = nullptr;
    // For rules with combinations: each complete house they share a cell with. A digit the
    // house still needs and has no place for outside the rule is one the rule's combination
    // must hold.
    std::vector<Touching> touching;
    // For rules with combinations: the houses sharing two or more of the cells.
    std::vector<Overlap> overlaps;
    // For rules without combinations: the cells in groups whose digits differ (each group
    // shares a house), which bound the sum more tightly than cell by cell.
    std::vector<std::vector<int>> distinct_groups;
};

// What a puzzle's houses and cages give the search, built once per solve. Propagators are
// numbered: the complete houses first, then the sum rules.
class Model {
  public:
    Model(const Geometry& geometry, ImpliedSumRules implied_rules)
        : geometry_(geometry),
          positions_in_house_(static_cast<std::size_t>(geometry.house_count()), 0),
          in_cells_(static_cast<std::size_t>(geometry.cell_count()), 0) {
        side = geometry.side();
        all_digits = side >= 32 ? ~0u : (1u << side) - 1u;
        const auto cells = static_cast<std::size_t>(geometry.cell_count());
        complete_index_.assign(static_cast<std::size_t>(geometry.house_count()), -1);
        for (int house = 0; house < geometry.house_count(); ++house) {
            if (static_cast<int>(geometry.house_cells(house).size()) != side) continue;
            complete_index_[static_cast<std::size_t>(house)] =
                static_cast<int>(complete_houses.size());
            complete_houses.push_back(house);
        }
        std::vector<ImpliedSum> implied = implied_rules == ImpliedSumRules::used
                                              ? implied_sums(geometry, SumSources::drop)
                                              : std::vector<ImpliedSum>{};
        rules.reserve(static_cast<std::size_t>(geometry.house_count()) + implied.size());
        for (const House& house : geometry.houses()) {
            if (house.sum) add_rule(house.cells, *house.sum, true);
        }
        for (ImpliedSum& sum : implied)
            add_rule(std::move(sum.cells), sum.sum, sum.distinct);
        // Locked candidates between houses pay on jigsaw regions without sums: they cut the
        // nodes of minimal jigsaw puzzles about ten times, and the work of generating them by
        // half (callgrind). Where the boxes stay (X, windoku) they save few nodes and double
        // that work; with sums they cost more time than they save (bench/killer_bench).
        house_overlaps.resize(complete_houses.size());
        if (!geometry.keeps_boxes() && !geometry.has_sums()) {
            for (std::size_t index = 0; index < complete_houses.size(); ++index) {
                const auto members = geometry.house_cells(complete_houses[index]);
                house_overlaps[index] = overlaps_of({members.begin(), members.end()}, nullptr);
            }
        }
        // Each propagator's cells, propagators in order: counted first, then written.
        const auto for_each_watch = [&](const auto& visit) {
            for (std::size_t index = 0; index < complete_houses.size(); ++index) {
                for (int cell : geometry.house_cells(complete_houses[index]))
                    visit(cell, static_cast<int>(index));
            }
            for (std::size_t index = 0; index < rules.size(); ++index) {
                for (int cell : rules[index].cells)
                    visit(cell, static_cast<int>(complete_houses.size() + index));
            }
        };
        watcher_start.assign(cells + 1, 0);
        house_watcher_count.assign(cells, 0);
        for_each_watch([&](int cell, int propagator) {
            ++watcher_start[static_cast<std::size_t>(cell) + 1];
            if (!is_rule(propagator)) ++house_watcher_count[static_cast<std::size_t>(cell)];
        });
        for (std::size_t cell = 0; cell < cells; ++cell)
            watcher_start[cell + 1] += watcher_start[cell];
        watcher_list.resize(static_cast<std::size_t>(watcher_start[cells]));
        std::vector<int> next(watcher_start.begin(), watcher_start.end() - 1);
        for_each_watch([&](int cell, int propagator) {
            watcher_list[static_cast<std::size_t>(next[static_cast<std::size_t>(cell)]++)] =
                propagator;
        });
    }

    int side = 0;
    Mask all_digits = 0;
    std::vector<int> complete_houses;  // geometry house indexes
    // For each complete house (by its index in complete_houses), the houses sharing two or
    // more of its cells; empty where locked candidates are not used.
    std::vector<std::vector<Overlap>> house_overlaps;
    std::vector<SumRule> rules;
    // For each cell, the propagators that read it, end to end: cell c's are
    // watcher_list[watcher_start[c]..watcher_start[c+1]).
    // The complete houses come first in each cell's list, house_watcher_count[c] of them.
    std::vector<int> watcher_list, watcher_start, house_watcher_count;
    // The complete houses a cell is in (by their index among them).
    std::span<const int> houses_of(int cell) const {
        return watchers_of(cell).first(
            static_cast<std::size_t>(house_watcher_count[static_cast<std::size_t>(cell)]));
    }
    std::span<const int> watchers_of(int cell) const {
        const auto first = static_cast<std::size_t>(watcher_start[static_cast<std::size_t>(cell)]);
        const auto last =
            static_cast<std::size_t>(watcher_start[static_cast<std::size_t>(cell) + 1]);
        return std::span<const int>(watcher_list).subspan(first, last - first);
    }

    int propagator_count() const { return static_cast<int>(complete_houses.size() + rules.size()); }
    // The cells a propagator reads: its house's, or its rule's.
    std::span<const int> propagator_cells(int propagator) const {
        if (!is_rule(propagator))
            return geometry_.house_cells(complete_houses[static_cast<std::size_t>(propagator)]);
        return rules[static_cast<std::size_t>(propagator) - complete_houses.size()].cells;
    }
    bool is_rule(int propagator) const {
        return propagator >= static_cast<int>(complete_houses.size());
    }
    std::span<const int> cells_of(CellRange range) const {
        return std::span<const int>(cell_pool_)
            .subspan(static_cast<std::size_t>(range.first), static_cast<std::size_t>(range.count));
    }

  private:
    // The cells of `house` outside the cells marked in in_cells_ (ascending), kept.
    CellRange outside_of(int house) {
        CellRange range{static_cast<int>(cell_pool_.size()), 0};
        for (int cell : geometry_.house_cells(house)) {
            if (in_cells_[static_cast<std::size_t>(cell)] == 0) cell_pool_.push_back(cell);
        }
        range.count = static_cast<int>(cell_pool_.size()) - range.first;
        return range;
    }

    // The houses that share at least two of `cells` and have cells beside them. With
    // `touching`, also the cells outside `cells` of each complete house they share a cell
    // with. One pass over the cells' houses: each house collects the positions (bit i for
    // the i-th cell) of the cells it holds, in scratch arrays cleared on the way out (a
    // Killer's model has some 150 rules: sorted lists of houses per rule were most of its
    // cost).
    std::vector<Overlap> overlaps_of(std::span<const int> cells, std::vector<Touching>* touching) {
        touched_.clear();
        for (std::size_t index = 0; index < cells.size(); ++index) {
            in_cells_[static_cast<std::size_t>(cells[index])] = 1;
            for (int house : geometry_.houses_of(cells[index])) {
                Mask& positions = positions_in_house_[static_cast<std::size_t>(house)];
                if (positions == 0) touched_.push_back(house);
                positions |= 1u << index;
            }
        }
        std::sort(touched_.begin(), touched_.end());
        std::vector<Overlap> found;
        found.reserve(touched_.size());
        if (touching != nullptr) touching->reserve(touched_.size());
        for (int house : touched_) {
            Mask& positions = positions_in_house_[static_cast<std::size_t>(house)];
            const bool complete = static_cast<int>(geometry_.house_cells(house).size()) == side;
            const bool shares_two = bit_count(positions) >= 2;
            if (shares_two || (touching != nullptr && complete)) {
                const CellRange outside = outside_of(house);
                if (touching != nullptr && complete) {
                    touching->push_back(
                        Touching{complete_index_[static_cast<std::size_t>(house)], outside});
                }
                if (shares_two && outside.count > 0) found.push_back(Overlap{positions, outside});
            }
            positions = 0;
        }
        for (int cell : cells)
            in_cells_[static_cast<std::size_t>(cell)] = 0;
        return found;
    }

    // `cells` split greedily into groups of cells that see each other (one group when they
    // all differ).
    std::vector<std::vector<int>> distinct_groups(const std::vector<int>& cells,
                                                  bool distinct) const {
        std::vector<std::vector<int>> groups;
        if (distinct) return {cells};
        for (int cell : cells) {
            auto group = std::find_if(groups.begin(), groups.end(), [&](const auto& members) {
                return std::all_of(members.begin(), members.end(),
                                   [&](int member) { return geometry_.sees(cell, member); });
            });
            if (group == groups.end()) {
                groups.push_back({cell});
            } else {
                group->push_back(cell);
            }
        }
        return groups;
    }

    // Whether no rule is on these cells yet (ascending); remembers them for the rule about to
    // be added. Rules are found by a fingerprint of their cells, kept sorted beside the rule's
    // index, and compared cell by cell when the fingerprints match.
    bool first_rule_on(const std::vector<int>& cells) {
        std::uint64_t fingerprint = 14695981039346656037ULL;  // FNV-1a over the cells
        for (int cell : cells)
            fingerprint = (fingerprint ^ static_cast<std::uint64_t>(cell)) * 1099511628211ULL;
        const auto same = std::equal_range(
            known_.begin(), known_.end(), std::pair<std::uint64_t, int>{fingerprint, 0},
            [](const auto& a, const auto& b) { return a.first < b.first; });
        for (auto entry = same.first; entry != same.second; ++entry) {
            if (rules[static_cast<std::size_t>(entry->second)].cells == cells) return false;
        }
        known_.insert(same.second, {fingerprint, static_cast<int>(rules.size())});
        return true;
    }

    void add_rule(std::vector<int> cells, int sum, bool distinct) {
        std::sort(cells.begin(), cells.end());
        if (cells.empty() || static_cast<int>(cells.size()) > side) return;
        if (!first_rule_on(cells)) return;
        SumRule rule;
        rule.sum = sum;
        if (distinct && side <= kTabledSumSide) {
            rule.combinations = &tabled_sum_combinations(static_cast<int>(cells.size()), sum, side);
        } else if (distinct) {
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
        // Only rules with combinations place a digit they require (place_required), which is
        // what the overlaps serve; the others reason on bounds.
        if (rule.combinations != nullptr) {
            rule.overlaps = overlaps_of(cells, &rule.touching);
        } else {
            rule.distinct_groups = distinct_groups(cells, distinct);
        }
        rule.cells = std::move(cells);
        rules.push_back(std::move(rule));
    }

    const Geometry& geometry_;
    // Scratch of overlaps_of, zero between calls: per house the positions of a rule's cells
    // in it, per cell whether it is one of them, and the houses touched.
    std::vector<Mask> positions_in_house_;
    std::vector<std::uint8_t> in_cells_;
    std::vector<int> touched_;
    std::vector<int> cell_pool_;
    std::vector<int> complete_index_;  // per geometry house, its index among the complete ones
    // The rules' cells' fingerprints, ascending, each with its rule's index (first_rule_on).
    std::vector<std::pair<std::uint64_t, int>> known_;
    // Sum sets of sides above the shared table's (large grids' cages), by size and sum.
    std::map<std::pair<int, int>, std::optional<std::vector<Mask>>> tables_;
};

// One node's cells: candidates (0 once placed) and digits (0 while open); and the digits
// placed in each complete house (by its index among them).
struct Cells {
    Mask* candidates;
    int* values;
    Mask* placed;
};

// Propagators waiting to run, each once, in the order they were woken: a ring as long as
// the number of propagators, which is as many as can wait at once.
class WorkQueue {
  public:
    explicit WorkQueue(int size)
        : queued_(static_cast<std::size_t>(size), 0), ring_(static_cast<std::size_t>(size), 0) {}
    void push(int item) {
        auto& queued = queued_[static_cast<std::size_t>(item)];
        if (queued != 0) return;
        queued = 1;
        std::size_t tail = head_ + count_;
        if (tail >= ring_.size()) tail -= ring_.size();
        ring_[tail] = item;
        ++count_;
    }
    bool empty() const { return count_ == 0; }
    int pop() {
        const int item = ring_[head_];
        head_ = head_ + 1 == ring_.size() ? 0 : head_ + 1;
        --count_;
        queued_[static_cast<std::size_t>(item)] = 0;
        return item;
    }
    void clear() {
        while (!empty())
            pop();
    }

  private:
    std::vector<std::uint8_t> queued_;
    std::vector<int> ring_;
    std::size_t head_ = 0;
    std::size_t count_ = 0;
};

class PropagationSearch {
  public:
    PropagationSearch(const Geometry& geometry, const Grid& givens, SearchContext& context,
                      ImpliedSumRules implied)
        : geometry_(geometry),
          model_(geometry, implied),
          context_(context),
          cells_(geometry.cell_count()),
          houses_waiting_(model_.propagator_count()),
          rules_waiting_(model_.propagator_count()),
          weigh_rules_(geometry.has_sums()),
          weights_(static_cast<std::size_t>(cells_), 1),
          digit_order_(context.options().seed),
          seeded_(context.options().seed.has_value()) {
        if (weigh_rules_) {
            for (int cell = 0; cell < cells_; ++cell)
                weights_[static_cast<std::size_t>(cell)] = model_.watchers_of(cell).size();
        }
        const auto slots = static_cast<std::size_t>(cells_) * static_cast<std::size_t>(cells_ + 1);
        // A child's cells are a copy of its parent's, written before they are read: the
        // levels are not cleared (on short searches clearing them was a tenth of the work).
        candidates_ = std::make_unique_for_overwrite<Mask[]>(slots);
        values_ = std::make_unique_for_overwrite<int[]>(slots);
        houses_ = model_.complete_houses.size();
        placed_ =
            std::make_unique_for_overwrite<Mask[]>(houses_ * static_cast<std::size_t>(cells_ + 1));
        Cells root = at_depth(0);
        for (int cell = 0; cell < cells_; ++cell) {
            root.candidates[cell] = model_.all_digits;
            root.values[cell] = 0;
        }
        std::fill_n(root.placed, houses_, Mask{0});
        givens_ok_ = true;
        for (int cell = 0; cell < cells_ && givens_ok_; ++cell) {
            const int digit = givens[cell];
            if (digit == 0) continue;
            givens_ok_ =
                (root.candidates[cell] & digit_bit(digit)) != 0 && place(root, cell, digit);
        }
        // Every rule runs once at the root.
        for (int propagator = 0; propagator < model_.propagator_count(); ++propagator)
            wake(propagator);
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
        return {&candidates_[offset], &values_[offset],
                &placed_[static_cast<std::size_t>(depth) * houses_]};
    }

    // False when the search must stop. Branches two ways: the chosen cell takes its lowest
    // candidate, or (when that is done) it does not, which is propagated in this node before
    // the next choice.
    bool search(int depth) {
        if (!context_.enter_node()) return false;
        Cells node = at_depth(depth);
        Cells child = at_depth(depth + 1);
        for (;;) {
            if (!propagate(node)) {
                ++context_.counters().backtracks;
                return true;
            }
            const int best = branching_cell(node);
            if (best < 0) {
                return context_.accept_filled(geometry_.shape(), [&](Grid& grid) {
                    for (int cell = 0; cell < cells_; ++cell)
                        grid.set(cell, node.values[cell]);
                });
            }
            ++context_.counters().guesses;
            const Mask bit = digit_to_try(node.candidates[best]);
            std::copy_n(node.candidates, cells_, child.candidates);
            std::copy_n(node.values, cells_, child.values);
            std::copy_n(node.placed, houses_, child.placed);
            if (place(child, best, std::countr_zero(bit) + 1)) {
                if (!search(depth + 1)) return false;
            } else {
                abandon();
                ++context_.counters().backtracks;
            }
            if (!narrow(node, best, node.candidates[best] & ~bit)) {
                abandon();
                return true;
            }
        }
    }

    // The digit a branch tries first: the lowest candidate, or a random one with a seed.
    Mask digit_to_try(Mask candidates) {
        if (!seeded_) return candidates & (~candidates + 1);
        std::array<std::uint8_t, 32> order{};
        digit_order_.arrange(candidates, order.data());
        return Mask{1} << order[0];
    }

    // The open cell with the fewest candidates for the most weight; -1 when none is open.
    int branching_cell(const Cells& node) const {
        int best = -1;
        std::uint64_t best_weight = 0;
        int best_count = 1;
        for (int cell = 0; cell < cells_; ++cell) {
            if (node.values[cell] != 0) continue;
            const int count = bit_count(node.candidates[cell]);
            const std::uint64_t weight = weights_[static_cast<std::size_t>(cell)];
            // weight / count > best_weight / best_count, without division
            if (best < 0 || weight * static_cast<std::uint64_t>(best_count) >
                                best_weight * static_cast<std::uint64_t>(count)) {
                best = cell;
                best_weight = weight;
                best_count = count;
            }
        }
        return best;
    }

    // Records a failure for the branching order: of the propagator running (none while a
    // single is placed) where rules are weighed, else of `cell`, where it showed. Always
    // false.
    bool fail(int cell) {
        if (!weigh_rules_) {
            if (cell >= 0) ++weights_[static_cast<std::size_t>(cell)];
        } else if (running_ >= 0) {
            for (int member : model_.propagator_cells(running_))
                ++weights_[static_cast<std::size_t>(member)];
        }
        return false;
    }

    void wake(int propagator) {
        if (propagator == running_) return;  // a rule's own narrowing is its own result
        if (model_.is_rule(propagator)) {
            rules_waiting_.push(propagator);
        } else {
            houses_waiting_.push(propagator);
        }
    }

    // Forgets the work a failed node left.
    void abandon() {
        houses_waiting_.clear();
        rules_waiting_.clear();
        singles_.clear();
    }

    // Keeps only `kept` of a cell's candidates; false when none is left.
    bool narrow(Cells& node, int cell, Mask kept) {
        if (kept == node.candidates[cell]) return true;
        if (kept == 0) return fail(cell);
        node.candidates[cell] = kept;
        for (int propagator : model_.watchers_of(cell))
            wake(propagator);
        if (single(kept)) singles_.push_back(cell);
        return true;
    }

    // Places a digit and takes it from the cell's peers; false when a peer is left with none.
    bool place(Cells& node, int cell, int digit) {
        const Mask bit = digit_bit(digit);
        node.values[cell] = digit;
        node.candidates[cell] = 0;
        for (int house : model_.houses_of(cell))
            node.placed[static_cast<std::size_t>(house)] |= bit;
        for (int propagator : model_.watchers_of(cell))
            wake(propagator);
        for (int peer : geometry_.peers(cell)) {
            if ((node.candidates[peer] & bit) != 0 &&
                !narrow(node, peer, node.candidates[peer] & ~bit)) {
                return false;
            }
        }
        return true;
    }

    // Runs the woken propagators to a fixpoint, the cheap ones first; false on a
    // contradiction (and the queues are left empty).
    bool propagate(Cells& node) {
        const bool consistent = run_to_fixpoint(node);
        running_ = -1;
        if (!consistent) abandon();
        return consistent;
    }

    bool run_to_fixpoint(Cells& node) {
        for (;;) {
            if (!singles_.empty()) {
                const int cell = singles_.back();
                singles_.pop_back();
                if (node.values[cell] != 0) continue;
                if (node.candidates[cell] == 0) return fail(cell);
                running_ = -1;
                if (!place(node, cell, std::countr_zero(node.candidates[cell]) + 1)) return false;
            } else if (!houses_waiting_.empty()) {
                running_ = houses_waiting_.pop();
                if (!house_rules(node, running_)) return false;
            } else if (!rules_waiting_.empty()) {
                running_ = rules_waiting_.pop();
                const auto index =
                    static_cast<std::size_t>(running_) - model_.complete_houses.size();
                if (!filter(node, model_.rules[index])) return false;
            } else {
                return true;
            }
        }
    }

    // A complete house: every digit has a place; a digit with one place goes there; where
    // the model has the house's overlaps, a digit whose places all lie in another house
    // leaves that house's other cells.
    bool house_rules(Cells& node, int index) {
        const auto members =
            geometry_.house_cells(model_.complete_houses[static_cast<std::size_t>(index)]);
        const Mask placed = node.placed[static_cast<std::size_t>(index)];
        Mask seen = 0, twice = 0;
        for (const int cell : members) {
            const Mask options = node.candidates[cell];
            twice |= seen & options;
            seen |= options;
        }
        if ((seen | placed) != model_.all_digits) return fail(-1);  // the house's, no cell's
        for (Mask once = seen & ~twice & ~placed; once != 0; once &= once - 1) {
            const Mask bit = once & (~once + 1);
            const auto holder = std::find_if(members.begin(), members.end(), [&](int cell) {
                return (node.candidates[cell] & bit) != 0;
            });
            // (A single placed by this loop may have taken the digit's last place.)
            if (holder == members.end()) return fail(-1);
            if (!narrow(node, *holder, bit)) return false;
        }
        const std::vector<Overlap>& overlaps =
            model_.house_overlaps[static_cast<std::size_t>(index)];
        if (overlaps.empty()) return true;
        for (Mask open = twice & ~placed; open != 0; open &= open - 1) {
            const Mask bit = open & (~open + 1);
            Mask where = 0;
            for (std::size_t position = 0; position < members.size(); ++position) {
                if ((node.candidates[members[position]] & bit) != 0) where |= 1u << position;
            }
            if (!clear_overlaps(node, overlaps, where, bit)) return false;
        }
        return true;
    }

    // Takes the digits `digits` from the cells `cells`.
    bool clear_from(Cells& node, std::span<const int> cells, Mask digits) {
        if (digits == 0) return true;
        for (int cell : cells) {
            if ((node.candidates[cell] & digits) != 0 &&
                !narrow(node, cell, node.candidates[cell] & ~digits)) {
                return false;
            }
        }
        return true;
    }

    // A digit whose places (`where`, positions in a propagator's cells) all lie in another
    // house leaves that house's other cells.
    bool clear_overlaps(Cells& node, std::span<const Overlap> overlaps, Mask where, Mask bit) {
        for (const Overlap& overlap : overlaps) {
            if ((where & ~overlap.positions) == 0 &&
                !clear_from(node, model_.cells_of(overlap.outside), bit))
                return false;
        }
        return true;
    }

    // Keeps in the rule's open cells the digits of the combinations that can still complete
    // it (up to four open cells, matched digit by cell).
    bool filter(Cells& node, const SumRule& rule) {
        int rest = rule.sum;
        Mask used = 0, open_union = 0;
        std::array<int, kMaxSize> open;
        std::array<Mask, kMaxSize> open_candidates;
        std::size_t open_count = 0;
        for (int cell : rule.cells) {
            if (node.values[cell] != 0) {
                rest -= node.values[cell];
                used |= digit_bit(node.values[cell]);
            } else {
                open_candidates[open_count] = node.candidates[cell];
                open[open_count++] = cell;
                open_union |= node.candidates[cell];
            }
        }
        if (open_count == 0) return rest == 0;
        if (rule.combinations == nullptr) return narrow_to_bounds(node, rule, rest);
        const Mask needed = needed_from_houses(node, rule, open_union & ~used);
        std::array<Mask, kMaxSize> allowed;  // written for the open cells below
        Mask required = model_.all_digits;   // in every combination still possible
        bool any = false;
        if (open_count <= kSumAssignmentCells) {
            // The different digits that add to the rest, tried cell by cell (each such set of
            // digits, with the placed ones, is one of the rule's combinations).
            for (std::size_t index = 0; index < open_count; ++index)
                open_candidates[index] &= ~used;
            any = sum_assignment_supports(std::span<const Mask>(open_candidates.data(), open_count),
                                          rest, needed, std::span<Mask>(allowed.data(), open_count),
                                          required);
        } else {
            // Beyond four open cells each keeps the digits of the combinations that give every
            // cell one (matching them digit by cell saved fewer nodes than it cost).
            std::fill_n(allowed.begin(), open_count, Mask{0});
            for (const Mask combination : *rule.combinations) {
                if ((combination & used) != used || (combination & needed) != needed) continue;
                const Mask left = combination & ~used;
                if ((left & ~open_union) != 0) continue;
                const bool each_has_one =
                    std::all_of(open_candidates.begin(),
                                open_candidates.begin() + static_cast<std::ptrdiff_t>(open_count),
                                [&](Mask candidates) { return (candidates & left) != 0; });
                if (!each_has_one) continue;
                any = true;
                for (std::size_t index = 0; index < open_count; ++index)
                    allowed[index] |= open_candidates[index] & left;
                required &= left;
            }
        }
        if (!any) return fail(open[0]);
        for (std::size_t index = 0; index < open_count; ++index) {
            if (!narrow(node, open[index], node.candidates[open[index]] & allowed[index]))
                return false;
        }
        for (Mask digits = required; digits != 0; digits &= digits - 1) {
            if (!place_required(node, rule, digits & (~digits + 1))) return false;
        }
        return true;
    }

    // The digits of `digits` (the open cells' candidates) some complete house must place in
    // the rule's open cells: neither placed nor a candidate in the house outside the rule.
    // (Each house's walk is whole: stopping it once its other cells hold all the digits ran
    // fewer instructions, but the branch mispredicted and cost more time than it saved.)
    Mask needed_from_houses(const Cells& node, const SumRule& rule, Mask digits) const {
        Mask needed = 0;
        for (const Touching& house : rule.touching) {
            // (The digits placed in the house inside the rule are not among `digits`.)
            Mask elsewhere = node.placed[static_cast<std::size_t>(house.house)];
            for (int cell : model_.cells_of(house.outside))
                elsewhere |= node.candidates[cell];
            needed |= digits & ~elsewhere;
        }
        return needed;
    }

    // A digit every combination of a rule needs lies in one of its open cells that can take
    // it: alone, that cell takes it; and a cell outside the rule that shares a house with all
    // of them cannot.
    bool place_required(Cells& node, const SumRule& rule, Mask bit) {
        Mask where = 0;
        for (std::size_t position = 0; position < rule.cells.size(); ++position) {
            if ((node.candidates[rule.cells[position]] & bit) != 0) where |= 1u << position;
        }
        if (where == 0) return fail(rule.cells.front());
        if (single(where))  // placed soon, and the placing clears its peers
            return narrow(node, rule.cells[static_cast<std::size_t>(std::countr_zero(where))], bit);
        return clear_overlaps(node, rule.overlaps, where, bit);
    }

    // Keeps in each open cell the digits that let the others reach `rest`: the least and most
    // the other cells can add, each group of cells whose digits differ adding at least its
    // smallest and at most its largest distinct digits.
    bool narrow_to_bounds(Cells& node, const SumRule& rule, int rest) {
        struct Group {
            std::array<int, kMaxSize> open;
            std::size_t count;
            int low, high;
        };
        std::array<Group, kMaxSize> groups;  // written as they are found
        std::size_t group_count = 0;
        int low = 0, high = 0;
        for (const std::vector<int>& members : rule.distinct_groups) {
            Group& group = groups[group_count];
            group.count = 0;
            Mask digits = 0;
            for (int cell : members) {
                if (node.values[cell] != 0) continue;
                group.open[group.count++] = cell;
                digits |= node.candidates[cell];
            }
            if (group.count == 0) continue;
            const DistinctSums bounds(digits, static_cast<int>(group.count));
            if (!bounds.enough()) return fail(group.open[0]);
            group.low = bounds.low();
            group.high = bounds.high();
            low += group.low;
            high += group.high;
            ++group_count;
        }
        if (rest < low || rest > high) return fail(rule.cells.front());
        // Each group's cells are narrowed in turn. (Skipping the groups whose spread fits in
        // the rule's slack saved instructions but no time once the narrowing was done with
        // masks.)
        for (std::size_t index = 0; index < group_count; ++index) {
            const Group& group = groups[index];
            // after[p]: the digits of the group's open cells after position p.
            std::array<Mask, kMaxSize + 1> after;
            after[group.count] = 0;
            for (std::size_t position = group.count; position-- > 0;)
                after[position] = after[position + 1] | node.candidates[group.open[position]];
            // What the rule's cells outside the group add, at least and at most.
            const int outside_low = low - group.low, outside_high = high - group.high;
            Mask before = 0;  // the digits of the group's open cells before `position`, as narrowed
            // The other cells' digits are most often the same from one cell to the next (each
            // digit in two cells or more): their sums are kept until they change.
            std::optional<DistinctSums> sums;
            for (std::size_t position = 0; position < group.count; ++position) {
                const int cell = group.open[position];
                // the digits the group's other open cells can take
                const Mask others = before | after[position + 1];
                if (!sums || sums->digits() != others)
                    sums.emplace(others, static_cast<int>(group.count) - 1);
                const Mask kept =
                    sums->fitting(node.candidates[cell], outside_low, outside_high, rest);
                if (!narrow(node, cell, kept)) return false;
                before |= node.candidates[cell];
            }
        }
        return true;
    }

    const Geometry& geometry_;
    Model model_;
    SearchContext& context_;
    int cells_;
    std::unique_ptr<Mask[]> candidates_;  // depth * cells + cell
    std::unique_ptr<int[]> values_;
    std::unique_ptr<Mask[]> placed_;  // depth * houses_ + complete house
    std::size_t houses_ = 0;
    WorkQueue houses_waiting_;
    WorkQueue rules_waiting_;
    std::vector<int> singles_;  // cells narrowed to one candidate, not yet placed
    int running_ = -1;          // the propagator running now
    bool weigh_rules_ = false;
    // Each cell's weight for the branching order, kept up to date as failures are counted:
    // where rules are weighed, the failures of the houses and rules it is in, each plus
    // one; else its own failures plus one.
    std::vector<std::uint64_t> weights_;
    DigitOrder digit_order_;
    bool seeded_ = false;
    bool givens_ok_ = true;
};

}  // namespace

void search_geometry_propagation(const Geometry& geometry, const Grid& givens,
                                 SearchContext& context, ImpliedSumRules implied) {
    PropagationSearch(geometry, givens, context, implied).run();
}

}  // namespace sudokit::detail
