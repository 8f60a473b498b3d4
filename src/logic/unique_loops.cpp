// Unique rectangles and unique loops, types 1 to 4, as Sudoku Explainer 1.2.1 finds and rates
// them (UniqueLoops.java and its hints). Facts kept from SE:
// - Loops start at every bivalue cell {v1,v2} in reading order and grow by depth-first search
//   through cells holding both digits, house types in the order box, row, column, never twice
//   in a row through the same house type. At most two cells may carry extra digits, unless all
//   extra digits met so far (including those of cells tried before at the same depth) are one
//   single digit. A loop closes on its first cell once it has 4 or more cells.
// - A loop is valid when every house it touches is visited by exactly two of its cells, one at
//   an even and one at an odd position.
// - One extra cell: type 1 (remove v1 and v2 from it). More than two: type 2. Two: type 2
//   when they add one digit, else type 3 (a naked set, or a hidden set that includes v1 and
//   v2, in a house the two share); type 4 is tried for two extra cells as well.
// - Rating 4.5, +0.1 for 6 cells, +0.2 for 8, +0.5 for 10 and more; type 3 adds 0.1 x (naked
//   set size - 1), or 0.1 x (cells of the hidden set besides the two loop cells - 1).
// - All hints are collected and the easiest applied: lowest rating, then lowest type, then the
//   first found.
#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <bit>
#include <bitset>
#include <iterator>
#include <optional>
#include <set>
#include <vector>

#include "logic/finders.hpp"
#include "logic/pattern_helpers.hpp"
#include "logic/step_text.hpp"

namespace sudokit::logic {
namespace {

// Depth-first searches on big grids are bounded; SE's 9x9 searches stay far below this.
constexpr long kLoopSearchBudget = 4'000'000;

using CellBits = std::bitset<kMaxCells>;

// The open cells holding each digit among their candidates, in reading order (index digit -
// 1): the cells holding both digits of a pair are the meet of two lists, not a scan of the
// grid for every pair (a 64x64 board has hundreds of pairs).
std::vector<std::vector<int>> cells_by_digit(const Position& position) {
    std::vector<std::vector<int>> cells(static_cast<std::size_t>(position.shape().side()));
    for (int cell = 0; cell < position.shape().cell_count(); ++cell) {
        for (int digit : position.candidates(cell))
            cells[static_cast<std::size_t>(digit - 1)].push_back(cell);
    }
    return cells;
}

// The cells that may lie on a valid loop of `digits`: in a valid loop every house of every
// cell holds exactly one other loop cell, and every loop cell holds both digits. Cells with a
// house holding no other such cell are dropped until none is left to drop (the cells left do
// not depend on the order of the drops).
CellBits loop_cells(const Position& position, DigitSet digits,
                    const std::vector<std::vector<int>>& by_digit) {
    const Geometry& geometry = position.geometry();
    const std::vector<int>& first = by_digit[static_cast<std::size_t>(digits.lowest() - 1)];
    const std::vector<int>& second = by_digit[static_cast<std::size_t>(digits.highest() - 1)];
    std::vector<int> both;
    std::set_intersection(first.begin(), first.end(), second.begin(), second.end(),
                          std::back_inserter(both));
    CellBits cells;
    std::array<int, kMaxHouses> in_house;
    std::fill_n(in_house.begin(), geometry.house_count(), 0);
    for (int cell : both) {
        cells.set(static_cast<std::size_t>(cell));
        for (int house : geometry.houses_of(cell))
            ++in_house[house];
    }
    const auto alone = [&](int cell) {
        for (int house : geometry.houses_of(cell)) {
            if (in_house[house] < 2) return true;
        }
        return false;
    };
    // Cells to drop; dropping one may leave the others of its houses alone in turn.
    std::vector<int> dropping;
    for (int cell : both) {
        if (alone(cell)) dropping.push_back(cell);
    }
    while (!dropping.empty()) {
        const int cell = dropping.back();
        dropping.pop_back();
        if (!cells.test(static_cast<std::size_t>(cell))) continue;
        cells.reset(static_cast<std::size_t>(cell));
        for (int house : geometry.houses_of(cell)) {
            if (--in_house[house] != 1) continue;
            for (int other : geometry.house_cells(house)) {
                if (cells.test(static_cast<std::size_t>(other))) dropping.push_back(other);
            }
        }
    }
    return cells;
}

// Per house, the positions of the cells that hold both digits of a pair: the only cells a
// loop of the pair can step to, so its search does not look at the others.
using HousePlaces = std::array<std::uint64_t, kMaxHouses>;
using HouseBits = std::bitset<kMaxHouses>;

HousePlaces places_of_both(const Position& position, DigitSet digits) {
    const Geometry& geometry = position.geometry();
    HousePlaces places;
    std::fill_n(places.begin(), geometry.house_count(), 0);
    for (int house = 0; house < geometry.house_count(); ++house) {
        const auto cells = geometry.house_cells(house);
        for (std::size_t place = 0; place < cells.size(); ++place) {
            if ((position.candidates(cells[place]) & digits) == digits)
                places[static_cast<std::size_t>(house)] |= std::uint64_t{1} << place;
        }
    }
    return places;
}

struct LoopSearch {
    const FindContext& context;
    const Position& position;
    const Geometry& geometry;
    DigitSet loop_digits;
    const CellBits& viable;  // loop_cells(position, loop_digits)
    std::vector<int> loop;
    CellBits in_loop;
    std::vector<std::vector<int>> found;
    // Houses of the loop's cells at even and odd positions.
    HouseBits even_houses;
    HouseBits odd_houses;
    long calls = 0;
    bool exhausted = false;
    const HousePlaces& both_digits;  // places_of_both(position, loop_digits)

    LoopSearch(const FindContext& find_context, DigitSet digits, const CellBits& viable_cells,
               const HousePlaces& places_of_both)
        : context(find_context),
          position(find_context.position),
          geometry(find_context.position.geometry()),
          loop_digits(digits),
          viable(viable_cells),
          both_digits(places_of_both) {}

    // SE's checkForLoops: `extra` accumulates over the siblings tried from this cell. The
    // loop never leaves a cell through the house it came in by (SE: the same house type).
    void grow(int cell, int extra_cells_left, DigitSet extra, int arrival_house) {
        if (exhausted) return;
        if (++calls > kLoopSearchBudget || ((calls & 4095) == 0 && context.should_stop())) {
            exhausted = true;
            return;
        }
        auto& own_parity = loop.size() % 2 == 0 ? even_houses : odd_houses;
        loop.push_back(cell);
        in_loop.set(static_cast<std::size_t>(cell));
        for (int house : geometry.houses_of(cell))
            own_parity.set(static_cast<std::size_t>(house));
        auto& next_parity = loop.size() % 2 == 0 ? even_houses : odd_houses;
        for (int house : ScanHouses(geometry, cell)) {
            if (house == arrival_house) continue;
            const auto cells = geometry.house_cells(house);
            for (std::uint64_t places = both_digits[static_cast<std::size_t>(house)]; places != 0;
                 places &= places - 1) {
                const int next = cells[static_cast<std::size_t>(std::countr_zero(places))];
                if (next == loop.front() && loop.size() >= 4) {
                    found.push_back(loop);
                } else if (!in_loop.test(static_cast<std::size_t>(next))) {
                    const DigitSet candidates = position.candidates(next);
                    extra |= candidates - loop_digits;
                    const bool has_extra = candidates.size() > 2;
                    // A valid loop has one cell of each parity in each of its houses, so a
                    // cell whose house already holds a cell of its parity can only lead to
                    // loops that is_valid_loop rejects. The pruning comes after the `extra`
                    // update so that the siblings see what SE's search gives them.
                    if (shares_house(next, next_parity)) continue;
                    // Same for a cell no valid loop can hold: its loops are all rejected.
                    if (!viable.test(static_cast<std::size_t>(next))) continue;
                    if (!has_extra || extra.size() == 1 || extra_cells_left > 0) {
                        grow(next, extra_cells_left - (has_extra ? 1 : 0), extra, house);
                    }
                }
            }
        }
        for (int house : geometry.houses_of(cell))
            own_parity.reset(static_cast<std::size_t>(house));
        in_loop.reset(static_cast<std::size_t>(cell));
        loop.pop_back();
    }

    bool shares_house(int cell, const HouseBits& houses) const {
        for (int house : geometry.houses_of(cell)) {
            if (houses.test(static_cast<std::size_t>(house))) return true;
        }
        return false;
    }
};

// Every house the loop touches, a variant's diagonals and windows included, holds one cell at
// an even and one at an odd position: swapping the two digits along the loop would keep every
// house whole, a second solution.
bool is_valid_loop(const Geometry& geometry, const std::vector<int>& loop) {
    HouseBits even, odd;
    for (std::size_t index = 0; index < loop.size(); ++index) {
        auto& visited = index % 2 == 0 ? even : odd;
        for (int house : geometry.houses_of(loop[index])) {
            if (visited.test(static_cast<std::size_t>(house))) return false;
            visited.set(static_cast<std::size_t>(house));
        }
    }
    return even == odd;
}

int loop_rating(std::size_t size) {
    int rating = 45;
    if (size >= 10) rating += 3;
    if (size >= 8) {
        rating += 2;
    } else if (size >= 6) {
        rating += 1;
    }
    return rating;
}

Technique loop_technique(std::size_t size, int type) {
    const int first = size == 4 ? static_cast<int>(Technique::unique_rectangle_type1)
                                : static_cast<int>(Technique::unique_loop_type1);
    return static_cast<Technique>(first + type - 1);
}

// Collects the candidate hints and keeps the easiest (SE's sort is stable).
class LoopHints {
  public:
    LoopHints(const FindContext& context) : context_(context) {}

    void consider(Step step, int type) {
        if (step.eliminations.empty() || !context_.allows(step.technique)) return;
        if (best_ &&
            (best_->rating < step.rating || (best_->rating == step.rating && best_type_ <= type))) {
            return;
        }
        best_ = std::move(step);
        best_type_ = type;
    }
    // Nothing can beat a type 1 rectangle, the first one found.
    bool settled() const { return best_ && best_->rating == 45 && best_type_ == 1; }
    std::optional<Step> take() { return std::move(best_); }

  private:
    const FindContext& context_;
    std::optional<Step> best_;
    int best_type_ = 0;
};

class LoopAnalysis {
  public:
    LoopAnalysis(const FindContext& context, const std::vector<int>& loop, int v1, int v2,
                 LoopHints& hints)
        : position_(context.position),
          shape_(context.position.shape()),
          geometry_(context.position.geometry()),
          loop_(loop),
          v1_(v1),
          v2_(v2),
          pair_(DigitSet::single(v1) | DigitSet::single(v2)),
          hints_(hints) {}

    void run() {
        std::vector<int> extra_cells;
        for (int cell : loop_) {
            if (position_.candidates(cell).size() > 2) extra_cells.push_back(cell);
        }
        if (extra_cells.size() == 1) {
            Step step = base_step(1);
            step.eliminations = {{extra_cells[0], v1_}, {extra_cells[0], v2_}};
            hints_.consider(std::move(step), 1);
        } else if (extra_cells.size() > 2) {
            type2(extra_cells);
        } else if (extra_cells.size() == 2) {
            const int c1 = extra_cells[0], c2 = extra_cells[1];
            const DigitSet extra = (position_.candidates(c1) | position_.candidates(c2)) - pair_;
            if (extra.size() == 1) {
                type2(extra_cells);
            } else if (extra.size() >= 2) {
                type3(c1, c2, extra);
            }
            type4(c1, c2);
        }
    }

  private:
    Step base_step(int type) const {
        Step step;
        step.technique = loop_technique(loop_.size(), type);
        step.rating = loop_rating(loop_.size());
        step.cells = loop_;
        for (int cell : loop_) {
            add_candidates(step.pattern, cell, pair_);
            add_candidates(step.fins, cell, position_.candidates(cell) - pair_);
        }
        step.digits = pair_;
        step.size = static_cast<int>(loop_.size());
        return step;
    }

    // One extra cell holds the extra digit: it leaves every cell that sees them all.
    void type2(const std::vector<int>& extra_cells) {
        const int digit = (position_.candidates(extra_cells[0]) - pair_).lowest();
        Step step = base_step(2);
        const Sight sees(position_);
        for (int cell = 0; cell < shape_.cell_count(); ++cell) {
            if (!position_.has(cell, digit)) continue;
            bool sees_all = true;
            for (int extra_cell : extra_cells) {
                if (!sees(cell, extra_cell)) sees_all = false;
            }
            if (sees_all) step.eliminations.push_back({cell, digit});
        }
        hints_.consider(std::move(step), 2);
    }

    // c1 or c2 holds one of the extra digits, so together they act as one cell of a naked
    // set with those digits; or, as they hold at most one digit of a set that excludes the
    // extra digits, as one cell of a hidden set.
    void type3(int c1, int c2, DigitSet extra) {
        const int side = shape_.side();
        const int max_degree = std::min(side - 2, 7);
        const std::vector<int> shared = shared_scan_houses(geometry_, c1, c2);
        for (int degree = extra.size(); degree <= max_degree; ++degree) {
            for (int house : shared) {
                int empty_cells = 0;
                for (int cell : geometry_.house_cells(house)) {
                    if (!position_.filled(cell)) ++empty_cells;
                }
                if (degree * 2 <= empty_cells) naked_sets(house, c1, c2, extra, degree);
                if (degree * 2 < empty_cells) hidden_sets(house, c1, c2, extra, degree);
            }
        }
    }

    void naked_sets(int house, int c1, int c2, DigitSet extra, int degree) {
        // SE walks the sets of `degree` cells holding c1 but not c2 in binary order; that is
        // the order of the other cells' subsets. Cells that could never qualify (fewer than
        // two candidates, or more than `degree`) are left out, which keeps the order.
        std::vector<int> others;
        for (int cell : geometry_.house_cells(house)) {
            const int count = position_.candidates(cell).size();
            if (cell != c1 && cell != c2 && count >= 2 && count <= degree) others.push_back(cell);
        }
        const DigitSet shared_extra = extra & position_.candidates(c1) & position_.candidates(c2);
        // A part of the set whose cells, with the extra digits, hold more than `degree` digits
        // is in no set: its supersets are skipped (on big grids the sets are many).
        const auto within_degree = [&](const std::vector<int>& picks, int from) {
            DigitSet digits = extra;
            for (std::size_t pick = static_cast<std::size_t>(from); pick < picks.size(); ++pick)
                digits |= position_.candidates(others[static_cast<std::size_t>(picks[pick])]);
            return digits.size() <= degree;
        };
        for_each_admitted_combination(
            degree - 1, static_cast<int>(others.size()), within_degree,
            [&](const std::vector<int>& picks) {
                DigitSet union_of_others;
                for (int pick : picks)
                    union_of_others |= position_.candidates(others[pick]);
                // SE requires both the shared extra digits and all extra
                // digits, with the other cells, to make `degree` digits.
                if ((shared_extra | union_of_others).size() != degree ||
                    (extra | union_of_others).size() != degree) {
                    return false;
                }
                const DigitSet set = extra | union_of_others;
                Step step = base_step(3);
                step.rating += degree - 1;
                step.houses = {house};
                for (int pick : picks) {
                    step.cells.push_back(others[pick]);
                    add_candidates(step.pattern, others[pick], position_.candidates(others[pick]));
                }
                for (int cell : geometry_.house_cells(house)) {
                    if (cell == c1 || cell == c2) continue;
                    bool in_set = false;
                    for (int pick : picks)
                        in_set |= others[pick] == cell;
                    if (in_set) continue;
                    add_candidates(step.eliminations, cell, position_.candidates(cell) & set);
                }
                hints_.consider(std::move(step), 3);
                return false;
            });
    }

    void hidden_sets(int house, int c1, int c2, DigitSet extra, int degree) {
        // Where each digit can go in the house, c2 left out (c1 stands for both cells), as
        // bits of the places' positions: a part of the set whose digits, with v1 and v2, take
        // more than `degree` cells is in no set, and its supersets are skipped.
        const auto cells = geometry_.house_cells(house);
        const auto places = [&](int digit) {
            std::uint64_t bits = 0;
            for (std::size_t place = 0; place < cells.size(); ++place) {
                if (cells[place] != c2 && position_.has(cells[place], digit))
                    bits |= std::uint64_t{1} << place;
            }
            return bits;
        };
        const std::uint64_t v1_places = places(v1_);
        const std::uint64_t v2_places = places(v2_);
        if (v1_places == 0 || v2_places == 0) return;
        if (bit_count(v1_places) > degree || bit_count(v2_places) > degree) return;
        const std::uint64_t pair_places = v1_places | v2_places;
        std::vector<int> other_digits;
        std::vector<std::uint64_t> other_places;
        for (int digit = 1; digit <= shape_.side(); ++digit) {
            if (pair_.contains(digit) || extra.contains(digit)) continue;
            const std::uint64_t digit_places = places(digit);
            const int count = bit_count(digit_places);
            if (count >= 1 && count <= degree) {
                other_digits.push_back(digit);
                other_places.push_back(digit_places);
            }
        }
        const auto within_degree = [&](const std::vector<int>& picks, int from) {
            std::uint64_t taken = pair_places;
            for (std::size_t pick = static_cast<std::size_t>(from); pick < picks.size(); ++pick)
                taken |= other_places[static_cast<std::size_t>(picks[pick])];
            return bit_count(taken) <= degree;
        };
        for_each_admitted_combination(
            degree - 2, static_cast<int>(other_digits.size()), within_degree,
            [&](const std::vector<int>& picks) {
                DigitSet hidden = pair_;
                for (int pick : picks)
                    hidden.insert(other_digits[pick]);
                std::vector<int> set_cells;
                for (int cell : geometry_.house_cells(house)) {
                    if (cell != c2 && !(position_.candidates(cell) & hidden).empty()) {
                        set_cells.push_back(cell);
                    }
                }
                if (static_cast<int>(set_cells.size()) != degree) return false;
                std::erase(set_cells, c1);
                Step step = base_step(3);
                step.rating += static_cast<int>(set_cells.size()) - 1;
                step.cover_houses = {house};
                for (int cell : set_cells) {
                    step.cells.push_back(cell);
                    add_candidates(step.pattern, cell, position_.candidates(cell) & hidden);
                    add_candidates(step.eliminations, cell, position_.candidates(cell) - hidden);
                }
                hints_.consider(std::move(step), 3);
                return false;
            });
    }

    // v1 (or v2) has no other place in a house of c1 and c2: one of them is v1, so neither
    // can be v2. SE keeps the last such house in box, row, column order, v1 first.
    void type4(int c1, int c2) {
        int house_for[2] = {-1, -1};
        for (int house : shared_scan_houses(geometry_, c1, c2)) {
            bool elsewhere[2] = {false, false};
            for (int cell : geometry_.house_cells(house)) {
                if (cell == c1 || cell == c2) continue;
                elsewhere[0] |= position_.has(cell, v1_);
                elsewhere[1] |= position_.has(cell, v2_);
            }
            for (int k = 0; k < 2; ++k) {
                if (!elsewhere[k]) house_for[k] = house;
            }
        }
        const int locked = house_for[0] >= 0 ? 0 : (house_for[1] >= 0 ? 1 : -1);
        if (locked < 0) return;
        const int removed = locked == 0 ? v2_ : v1_;
        Step step = base_step(4);
        step.houses = {house_for[locked]};
        step.eliminations = {{c1, removed}, {c2, removed}};
        hints_.consider(std::move(step), 4);
    }

    const Position& position_;
    const Shape& shape_;
    const Geometry& geometry_;
    const std::vector<int>& loop_;
    int v1_;
    int v2_;
    DigitSet pair_;
    LoopHints& hints_;
};

}  // namespace

std::optional<Step> find_unique_loop(const FindContext& context) {
    if (!context.uniqueness_allowed) return std::nullopt;
    const Position& position = context.position;
    const Shape& shape = position.shape();
    LoopHints hints(context);
    std::set<std::vector<int>> analysed;  // a loop is found from each of its cells, both ways
    // loop_cells and places_of_both for each pair of digits met so far, the places only once
    // some start cell is viable; `pair_index` finds a pair's entry by its two digits.
    struct PairCells {
        CellBits viable;
        std::optional<HousePlaces> both;
    };
    std::vector<PairCells> by_pair;
    const int side = shape.side();
    std::vector<int> pair_index(static_cast<std::size_t>(side * side), -1);
    const std::vector<std::vector<int>> by_digit = cells_by_digit(position);
    for (int start = 0; start < shape.cell_count(); ++start) {
        const DigitSet pair = position.candidates(start);
        if (pair.size() != 2) continue;
        const int low = pair.lowest() - 1;
        const int high = pair.highest() - 1;
        int& index = pair_index[static_cast<std::size_t>(low * side + high)];
        if (index < 0) {
            index = static_cast<int>(by_pair.size());
            by_pair.push_back(PairCells{loop_cells(position, pair, by_digit), std::nullopt});
        }
        PairCells& known = by_pair[static_cast<std::size_t>(index)];
        if (!known.viable.test(static_cast<std::size_t>(start))) continue;
        if (!known.both) known.both = places_of_both(position, pair);
        LoopSearch search(context, pair, known.viable, *known.both);
        search.grow(start, 2, DigitSet(), -1);
        for (const std::vector<int>& loop : search.found) {
            if (!is_valid_loop(position.geometry(), loop)) continue;
            std::vector<int> key = loop;
            std::sort(key.begin(), key.end());
            if (!analysed.insert(key).second) continue;
            LoopAnalysis(context, loop, pair.lowest(),
                         (pair - DigitSet::single(pair.lowest())).lowest(), hints)
                .run();
            if (hints.settled()) return hints.take();
        }
        if (context.should_stop()) break;
    }
    return hints.take();
}

std::string describe_uniqueness(const Step& step, const StepWords& words) {
    if (step.technique >= Technique::bug_type1 && step.technique <= Technique::bug_type4) {
        return describe_bug(step, words);
    }
    const std::string conclusion = words.conclusion(step);
    const std::size_t size = std::min(step.cells.size(), static_cast<std::size_t>(step.size));
    if (size < 4) return fmt::format("{}: {}", technique_title(step.technique), conclusion);
    const std::vector<int> loop(step.cells.begin(), step.cells.begin() + size);
    const std::vector<int> set_cells(step.cells.begin() + size, step.cells.end());
    std::string text = fmt::format("{} on {} ({})", technique_title(step.technique),
                                   words.digit_tuple(step.digits), words.cells(loop));
    std::vector<int> extra_cells;
    DigitSet extra;
    for (int cell : loop) {
        const DigitSet cell_extra = digits_at(step.fins, cell);
        if (cell_extra.empty()) continue;
        extra_cells.push_back(cell);
        extra |= cell_extra;
    }
    std::string extra_or;  // "7 or 8"
    for (int digit : extra) {
        if (!extra_or.empty()) extra_or += " or ";
        extra_or += words.digit(digit);
    }
    const std::string either =
        fmt::format("one of {} must hold {}", words.cells(extra_cells), extra_or);
    switch (step.technique) {
        case Technique::unique_rectangle_type1:
        case Technique::unique_loop_type1:
            return fmt::format(
                "{}: only {} can break the deadly pattern: {}", text,
                extra_cells.empty() ? std::string("one cell") : words.cell(extra_cells.front()),
                conclusion);
        case Technique::unique_rectangle_type2:
        case Technique::unique_loop_type2:
            return fmt::format("{}: {}: {}", text, either, conclusion);
        case Technique::unique_rectangle_type3:
        case Technique::unique_loop_type3: {
            DigitSet set_digits;
            for (int cell : set_cells)
                set_digits |= digits_at(step.pattern, cell);
            const bool hidden = !step.cover_houses.empty();
            const int house = hidden ? step.cover_houses.front()
                                     : (step.houses.empty() ? -1 : step.houses.front());
            if (house < 0) break;
            if (hidden) {
                return fmt::format(
                    "{}: {} take at most one of {}, so {} form a hidden set {} in {}: {}", text,
                    words.cells(extra_cells), words.digits(set_digits), words.cells(set_cells),
                    words.digit_tuple(set_digits), words.house(house), conclusion);
            }
            return fmt::format("{}: {}, a naked set {} with {} in {}: {}", text, either,
                               words.digit_tuple(set_digits | extra), words.cells(set_cells),
                               words.house(house), conclusion);
        }
        case Technique::unique_rectangle_type4:
        case Technique::unique_loop_type4:
            if (step.houses.empty() || step.eliminations.empty()) break;
            return fmt::format(
                "{}: {} holds {} only in {}, so neither can be {}: {}", text,
                words.house(step.houses.front()),
                words.digits(step.digits - DigitSet::single(step.eliminations.front().digit)),
                words.cells(extra_cells), words.digit(step.eliminations.front().digit), conclusion);
        default:
            break;
    }
    return fmt::format("{}: {}", text, conclusion);
}

}  // namespace sudokit::logic
