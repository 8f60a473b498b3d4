#include "logic/killer/sum_fit.hpp"

#include <algorithm>
#include <array>
#include <bit>
#include <numeric>
#include <span>
#include <stdexcept>

#include "core/cage_sums.hpp"
#include "core/digit_assignments.hpp"

namespace sudokit::logic::killer {
namespace {

// Bounds the search: a sum over many free cells can have a huge number of fillings, and a
// filling found for one candidate often proves many others.
constexpr long kNodeBudget = 200'000;

// Depth-first filling of the cells, the cell asked about first and then the others fewest
// candidates first, each digit pruned by the smallest and largest sums the cells after it can
// still add.
class FillingSearch {
  public:
    explicit FillingSearch(const SumCells& cells) : cells_(cells) {
        const int size = cells.size();
        by_size_.resize(static_cast<std::size_t>(size));
        std::iota(by_size_.begin(), by_size_.end(), 0);
        // Fewest candidates first: the search branches least near its root.
        std::stable_sort(by_size_.begin(), by_size_.end(), [&](int a, int b) {
            return cells.candidates[static_cast<std::size_t>(a)].size() <
                   cells.candidates[static_cast<std::size_t>(b)].size();
        });
        low_after_.assign(static_cast<std::size_t>(size) + 1, 0);
        high_after_.assign(static_cast<std::size_t>(size) + 1, 0);
        filling_.assign(static_cast<std::size_t>(size), 0);
    }

    // A filling with `cell` holding `digit` (any filling when cell is -1), or false; the
    // filling is then filling(). The fixed cell is filled first, so that its digit bounds
    // what the others must add from the root on.
    bool find(int cell, int digit) {
        fixed_cell_ = cell;
        fixed_digit_ = digit;
        order_ = by_size_;
        if (cell >= 0) {
            const auto at = std::find(order_.begin(), order_.end(), cell);
            std::rotate(order_.begin(), at, at + 1);
        }
        for (int at = cells_.size() - 1; at >= 0; --at) {
            const DigitSet options = options_of(order_[static_cast<std::size_t>(at)]);
            const auto next = static_cast<std::size_t>(at) + 1;
            low_after_[static_cast<std::size_t>(at)] =
                low_after_[next] + (options.empty() ? 0 : options.lowest());
            high_after_[static_cast<std::size_t>(at)] =
                high_after_[next] + (options.empty() ? 0 : highest(options));
        }
        return extend(0, cells_.sum);
    }
    const std::vector<int>& filling() const { return filling_; }
    bool out_of_budget() const { return nodes_ > kNodeBudget; }

  private:
    static int highest(DigitSet set) { return set.highest(); }

    bool extend(int at, int rest) {
        if (++nodes_ > kNodeBudget) return false;
        if (at == cells_.size()) return rest == 0;
        const int cell = order_[static_cast<std::size_t>(at)];
        const auto next = static_cast<std::size_t>(at) + 1;
        for (int digit : options_of(cell)) {
            const int left = rest - digit;
            if (left < low_after_[next]) break;  // digits only grow
            if (left > high_after_[next]) continue;
            if (clashes(cell, digit, at)) continue;
            filling_[static_cast<std::size_t>(cell)] = digit;
            if (extend(at + 1, left)) return true;
            if (out_of_budget()) return false;
        }
        filling_[static_cast<std::size_t>(cell)] = 0;
        return false;
    }

    // The digits `cell` may take in this search.
    DigitSet options_of(int cell) const {
        const DigitSet options = cells_.candidates[static_cast<std::size_t>(cell)];
        return cell == fixed_cell_ ? options & DigitSet::single(fixed_digit_) : options;
    }

    // Whether a cell filled before this one, which this one must differ from, holds digit.
    bool clashes(int cell, int digit, int at) const {
        const std::uint32_t others = cells_.differs_from[static_cast<std::size_t>(cell)];
        for (int before = 0; before < at; ++before) {
            const int other = order_[static_cast<std::size_t>(before)];
            if ((others >> other & 1u) && filling_[static_cast<std::size_t>(other)] == digit)
                return true;
        }
        return false;
    }

    const SumCells& cells_;
    std::vector<int> by_size_;  // the cells, fewest candidates first
    std::vector<int> order_;    // the order of this search: the fixed cell, then by_size_
    std::vector<int> low_after_;
    std::vector<int> high_after_;
    std::vector<int> filling_;
    int fixed_cell_ = -1;
    int fixed_digit_ = 0;
    long nodes_ = 0;
};

// The digits some cell can hold.
DigitSet any_digit(const SumCells& cells) {
    DigitSet any;
    for (DigitSet options : cells.candidates)
        any |= options;
    return any;
}

// Whether fitting_candidates_by_sets takes the cells.
bool fits_by_sets(const SumCells& cells) {
    return any_digit(cells).highest() <= kMaxSetFitDigit && cells.all_differ();
}

}  // namespace

bool SumCells::all_differ() const {
    const std::uint32_t everyone = size() >= 32 ? ~0u : (1u << size()) - 1;
    for (int cell = 0; cell < size(); ++cell) {
        if ((differs_from[static_cast<std::size_t>(cell)] | (1u << cell)) != everyone) return false;
    }
    return true;
}

std::vector<DigitSet> fitting_candidates_by_search(const SumCells& cells) {
    const auto size = static_cast<std::size_t>(cells.size());
    std::vector<DigitSet> fitting(size);
    FillingSearch search(cells);
    for (std::size_t cell = 0; cell < size; ++cell) {
        for (int digit : cells.candidates[cell] - fitting[cell]) {
            if (search.find(static_cast<int>(cell), digit)) {
                for (std::size_t each = 0; each < size; ++each)
                    fitting[each].insert(search.filling()[each]);
            } else if (search.out_of_budget()) {
                return cells.candidates;  // nothing refuted for sure
            }
        }
    }
    return fitting;
}

// When the cells all differ, what the first k cells hold matters to the rest only as a set
// of digits, however many orders reach it: the search per candidate meets each set once for
// every order (a nine-cell cage has 9! of them), this once. Forward, the sets the first k
// cells can hold, kept only while the others can still reach the sum by bounds; backward,
// from the full sets that make the sum, the sets each shorter start can complete. Cell k
// takes digit d in some filling exactly when a forward set of the cells before it, with d,
// is one that completes.
std::vector<DigitSet> fitting_candidates_by_sets(const SumCells& cells) {
    const int size = cells.size();
    std::vector<DigitSet> fitting(static_cast<std::size_t>(size));
    if (!fits_by_sets(cells)) {
        throw std::invalid_argument("set fitting takes cells that differ, digits up to 16");
    }
    const int digits = any_digit(cells).highest();
    if (digits == 0) return fitting;
    // Least and most the cells from k on can add, each cell alone.
    std::vector<int> low_from(static_cast<std::size_t>(size) + 1, 0);
    std::vector<int> high_from(static_cast<std::size_t>(size) + 1, 0);
    for (int cell = size - 1; cell >= 0; --cell) {
        const DigitSet options = cells.candidates[static_cast<std::size_t>(cell)];
        if (options.empty()) return fitting;
        low_from[static_cast<std::size_t>(cell)] =
            low_from[static_cast<std::size_t>(cell) + 1] + options.lowest();
        high_from[static_cast<std::size_t>(cell)] =
            high_from[static_cast<std::size_t>(cell) + 1] + options.highest();
    }
    // A set's digits are bits (bit d-1 for d); its size says which start it belongs to.
    struct Set {
        std::uint32_t digits;
        int sum;
    };
    std::vector<std::uint8_t> reached(std::size_t{1} << digits, 0);
    std::vector<std::uint8_t> completes(std::size_t{1} << digits, 0);
    std::vector<std::vector<Set>> starts(static_cast<std::size_t>(size) + 1);
    starts[0].push_back({0, 0});
    reached[0] = 1;
    for (int cell = 0; cell < size; ++cell) {
        const auto options =
            static_cast<std::uint32_t>(cells.candidates[static_cast<std::size_t>(cell)].bits());
        const auto next = static_cast<std::size_t>(cell) + 1;
        for (const Set& set : starts[static_cast<std::size_t>(cell)]) {
            for (std::uint32_t free = options & ~set.digits; free != 0; free &= free - 1) {
                const std::uint32_t grown = set.digits | (free & (~free + 1));
                const int sum = set.sum + std::countr_zero(free) + 1;
                if (reached[grown] != 0 || sum + low_from[next] > cells.sum ||
                    sum + high_from[next] < cells.sum) {
                    continue;
                }
                reached[grown] = 1;
                starts[next].push_back({grown, sum});
            }
        }
    }
    std::vector<std::uint32_t> completing;
    for (const Set& set : starts[static_cast<std::size_t>(size)]) {
        if (set.sum == cells.sum) {
            completes[set.digits] = 1;
            completing.push_back(set.digits);
        }
    }
    std::vector<std::uint32_t> shorter;
    for (int cell = size - 1; cell >= 0; --cell) {
        const auto options =
            static_cast<std::uint32_t>(cells.candidates[static_cast<std::size_t>(cell)].bits());
        shorter.clear();
        for (std::uint32_t set : completing) {
            for (std::uint32_t held = set & options; held != 0; held &= held - 1) {
                const std::uint32_t bit = held & (~held + 1);
                const std::uint32_t before = set & ~bit;
                if (reached[before] == 0) continue;
                fitting[static_cast<std::size_t>(cell)].insert(std::countr_zero(bit) + 1);
                if (completes[before] == 0) {
                    completes[before] = 1;
                    shorter.push_back(before);
                }
            }
        }
        completing.swap(shorter);
    }
    return fitting;
}

std::vector<DigitSet> fitting_candidates_by_combinations(const SumCells& cells) {
    const auto size = static_cast<std::size_t>(cells.size());
    if (!fits_by_sets(cells) || size > static_cast<std::size_t>(kExactAssignmentCells)) {
        throw std::invalid_argument("combination fitting takes up to six cells that differ");
    }
    std::vector<DigitSet> fitting(size);
    const int digits = any_digit(cells).highest();
    if (digits == 0) return fitting;
    std::array<std::uint32_t, kExactAssignmentCells> options{}, supports{}, allowed{};
    std::uint32_t any = 0;
    for (std::size_t cell = 0; cell < size; ++cell) {
        options[cell] = static_cast<std::uint32_t>(cells.candidates[cell].bits());
        any |= options[cell];
    }
    const std::span<const std::uint32_t> held(options.data(), size);
    for (const std::uint32_t combination :
         tabled_sum_combinations(static_cast<int>(size), cells.sum, digits)) {
        if ((combination & ~any) != 0 ||
            !assignment_supports(held, combination, std::span(supports.data(), size))) {
            continue;
        }
        for (std::size_t cell = 0; cell < size; ++cell)
            allowed[cell] |= supports[cell];
    }
    for (std::size_t cell = 0; cell < size; ++cell)
        fitting[cell] = DigitSet::from_bits(allowed[cell]);
    return fitting;
}

bool fitting_takes_search(const SumCells& cells) {
    return !fits_by_sets(cells);
}

std::vector<DigitSet> fitting_candidates(const SumCells& cells) {
    if (fitting_takes_search(cells)) return fitting_candidates_by_search(cells);
    return cells.size() <= kExactAssignmentCells ? fitting_candidates_by_combinations(cells)
                                                 : fitting_candidates_by_sets(cells);
}

std::vector<DigitSet> bounded_candidates(const SumCells& cells) {
    const auto size = static_cast<std::size_t>(cells.size());
    int low = 0;
    int high = 0;
    for (DigitSet options : cells.candidates) {
        if (options.empty()) return std::vector<DigitSet>(size);
        low += options.lowest();
        high += options.highest();
    }
    std::vector<DigitSet> bounded(size);
    for (std::size_t cell = 0; cell < size; ++cell) {
        const DigitSet options = cells.candidates[cell];
        const int others_low = low - options.lowest();
        const int others_high = high - options.highest();
        for (int digit : options) {
            if (digit + others_low <= cells.sum && digit + others_high >= cells.sum)
                bounded[cell].insert(digit);
        }
    }
    return bounded;
}

std::optional<std::vector<DigitSet>> fitting_combinations(const SumCells& cells) {
    DigitSet any;
    for (DigitSet options : cells.candidates)
        any |= options;
    const int side = any.highest();
    const auto sets = sum_combinations(cells.size(), cells.sum, side);
    if (!sets) return std::nullopt;
    std::vector<DigitSet> fitting;
    SumCells restricted = cells;
    for (std::uint32_t bits : *sets) {
        const DigitSet combination = DigitSet::from_bits(bits);
        if (!(combination - any).empty()) continue;
        for (std::size_t cell = 0; cell < restricted.candidates.size(); ++cell)
            restricted.candidates[cell] = cells.candidates[cell] & combination;
        // Distinct digits adding to the sum, one per cell: the filling uses the whole set.
        FillingSearch search(restricted);
        if (search.find(-1, 0) || search.out_of_budget()) fitting.push_back(combination);
    }
    return fitting;
}

}  // namespace sudokit::logic::killer
