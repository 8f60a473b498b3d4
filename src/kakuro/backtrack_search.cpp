// The second Kakuro search, plain on purpose: the tests check the propagation search against
// it. Depth-first over the empty white cells in reading order, digits 1-9 in order; a digit
// fits a cell when each of the cell's runs holds it nowhere else and can still make its sum:
// the rest of the sum lies between the smallest and largest sums its other empty cells can
// make with the digits the run has not used.

#include <bit>
#include <cstdint>
#include <vector>

#include "kakuro/run_combinations.hpp"
#include "kakuro/searches.hpp"

namespace sudokit::kakuro::detail {
namespace {

// The sum of the `count` smallest (or largest) digits of `digits`; -1 when it has fewer.
int smallest_digits_sum(DigitMask digits, int count) {
    int total = 0;
    for (; count > 0; --count, digits &= static_cast<DigitMask>(digits - 1)) {
        if (digits == 0) return -1;
        total += std::countr_zero(digits) + 1;
    }
    return total;
}
int largest_digits_sum(DigitMask digits, int count) {
    int total = 0;
    for (; count > 0; --count) {
        if (digits == 0) return -1;
        const int digit = std::bit_width(digits);
        total += digit;
        digits &= static_cast<DigitMask>(~digit_bit(digit));
    }
    return total;
}

class BacktrackSearch {
  public:
    BacktrackSearch(const Puzzle& puzzle, SearchContext& context)
        : puzzle_(puzzle), context_(context), digits_(puzzle.given_digits()) {
        for (const Run& run : puzzle.runs())
            runs_.push_back({run.sum, static_cast<int>(run.cells.size()), 0, 0});
    }

    void run() {
        // The givens first, each checked as a guess would be; a given that breaks a run
        // leaves no solution.
        for (int cell = 0; cell < puzzle_.white_count(); ++cell) {
            const int digit = digits_[static_cast<std::size_t>(cell)];
            if (digit == 0) {
                empty_cells_.push_back(cell);
                continue;
            }
            if (digit > 9 || !fits(cell, digit)) return;
            place(cell, digit);
        }
        fill(0);
    }

  private:
    struct RunState {
        int sum = 0;
        int empty = 0;  // cells without a digit
        int total = 0;  // of the digits placed
        DigitMask used = 0;
    };

    bool fits_run(int run, int digit) const {
        if (run < 0) return true;
        const RunState& state = runs_[static_cast<std::size_t>(run)];
        if ((state.used & digit_bit(digit)) != 0) return false;
        const int rest = state.sum - state.total - digit;
        const int others = state.empty - 1;
        const auto unused = static_cast<DigitMask>(kAllDigits & ~(state.used | digit_bit(digit)));
        const int low = smallest_digits_sum(unused, others);
        return low >= 0 && low <= rest && rest <= largest_digits_sum(unused, others);
    }
    bool fits(int cell, int digit) const {
        return fits_run(puzzle_.across_run(cell), digit) && fits_run(puzzle_.down_run(cell), digit);
    }

    void change_runs(int cell, int digit, int sign) {
        for (const int run : {puzzle_.across_run(cell), puzzle_.down_run(cell)}) {
            if (run < 0) continue;
            RunState& state = runs_[static_cast<std::size_t>(run)];
            state.empty -= sign;
            state.total += sign * digit;
            state.used ^= digit_bit(digit);
        }
    }
    void place(int cell, int digit) {
        digits_[static_cast<std::size_t>(cell)] = static_cast<std::uint8_t>(digit);
        change_runs(cell, digit, 1);
    }
    void take_back(int cell, int digit) {
        digits_[static_cast<std::size_t>(cell)] = 0;
        change_runs(cell, digit, -1);
    }

    // Fills the empty cells from `index` on; false when the search must stop.
    bool fill(std::size_t index) {
        if (index == empty_cells_.size()) {
            return context_.accept(
                [this](std::vector<std::uint8_t>& solution) { solution = digits_; });
        }
        if (!context_.enter_node()) return false;
        const int cell = empty_cells_[index];
        DigitMask fitting = 0;
        for (int digit = 1; digit <= 9; ++digit) {
            if (fits(cell, digit)) fitting |= digit_bit(digit);
        }
        if (fitting == 0) {
            ++context_.counters().backtracks;
            return true;
        }
        if (std::popcount(fitting) > 1) ++context_.counters().guesses;
        for (int digit = 1; digit <= 9; ++digit) {
            if ((fitting & digit_bit(digit)) == 0) continue;
            place(cell, digit);
            const bool go_on = fill(index + 1);
            take_back(cell, digit);
            if (!go_on) return false;
        }
        return true;
    }

    const Puzzle& puzzle_;
    SearchContext& context_;
    std::vector<std::uint8_t> digits_;  // per white cell, 0 for empty
    std::vector<RunState> runs_;
    std::vector<int> empty_cells_;
};

}  // namespace

void search_backtrack(const Puzzle& puzzle, SearchContext& context) {
    BacktrackSearch search(puzzle, context);
    search.run();
}

}  // namespace sudokit::kakuro::detail
