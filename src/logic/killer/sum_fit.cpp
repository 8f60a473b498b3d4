#include "logic/killer/sum_fit.hpp"

#include <algorithm>
#include <bit>
#include <numeric>

#include "core/cage_sums.hpp"

namespace sudokit::logic::killer {
namespace {

// Bounds the search: a sum over many free cells can have a huge number of fillings, and a
// filling found for one candidate often proves many others.
constexpr long kNodeBudget = 200'000;

// Depth-first filling of the cells in a fixed order, each digit pruned by the smallest and
// largest sums the cells after it can still add.
class FillingSearch {
  public:
    explicit FillingSearch(const SumCells& cells) : cells_(cells) {
        const int size = cells.size();
        order_.resize(static_cast<std::size_t>(size));
        std::iota(order_.begin(), order_.end(), 0);
        // Fewest candidates first: the search branches least near its root.
        std::stable_sort(order_.begin(), order_.end(), [&](int a, int b) {
            return cells.candidates[static_cast<std::size_t>(a)].size() <
                   cells.candidates[static_cast<std::size_t>(b)].size();
        });
        low_after_.assign(static_cast<std::size_t>(size) + 1, 0);
        high_after_.assign(static_cast<std::size_t>(size) + 1, 0);
        for (int at = size - 1; at >= 0; --at) {
            const DigitSet options = cells.candidates[static_cast<std::size_t>(order_[at])];
            const auto next = static_cast<std::size_t>(at) + 1;
            low_after_[static_cast<std::size_t>(at)] =
                low_after_[next] + (options.empty() ? 0 : options.lowest());
            high_after_[static_cast<std::size_t>(at)] =
                high_after_[next] + (options.empty() ? 0 : highest(options));
        }
        filling_.assign(static_cast<std::size_t>(size), 0);
    }

    // A filling with `cell` holding `digit` (any filling when cell is -1), or false; the
    // filling is then filling().
    bool find(int cell, int digit) {
        fixed_cell_ = cell;
        fixed_digit_ = digit;
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
        DigitSet options = cells_.candidates[static_cast<std::size_t>(cell)];
        if (cell == fixed_cell_) options = options & DigitSet::single(fixed_digit_);
        for (int digit : options) {
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
    std::vector<int> order_;
    std::vector<int> low_after_;
    std::vector<int> high_after_;
    std::vector<int> filling_;
    int fixed_cell_ = -1;
    int fixed_digit_ = 0;
    long nodes_ = 0;
};

}  // namespace

bool SumCells::all_differ() const {
    const std::uint32_t everyone = size() >= 32 ? ~0u : (1u << size()) - 1;
    for (int cell = 0; cell < size(); ++cell) {
        if ((differs_from[static_cast<std::size_t>(cell)] | (1u << cell)) != everyone) return false;
    }
    return true;
}

std::vector<DigitSet> fitting_candidates(const SumCells& cells) {
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
