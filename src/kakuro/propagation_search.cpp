// The fast Kakuro search: propagation over each run's digit combinations, then depth-first
// search on the open cell with the fewest candidates.
//
// Layout. White cells are numbered in reading order (Puzzle::whites()). A search state is one
// array of candidate masks, a 9-bit DigitMask per white cell (bit d-1 for digit d); a cell with
// one candidate is placed. Each level of the search owns a copy of that array (a few KB even
// for 2,000 cells), so undoing a guess is dropping a level. The runs' cells sit in one flat
// array (run_cells_, run r at [run_first_[r], run_first_[r + 1])), and each cell knows its two
// runs (-1 where it has none).
//
// Propagation is a queue of dirty runs. Settling a run (settle_run) reads its placed digits
// (a repeat is a contradiction) and narrows each open cell to its exact support: the digits it
// can take in some filling of the run's open cells by distinct unplaced digits that completes
// the sum. That is the strongest a run's rule gives on its own: a run's combinations, min/max
// bounds, naked and hidden singles and subsets inside the run all follow from it. A cell that
// changes queues both its runs.
//
// The support is found the cheapest way that is still exact, as settling runs is nearly all
// the time spent: one or two open cells digit by digit; more, through the run's combinations
// (run_combinations.hpp), where a combination every open cell can wholly take supports all its
// digits in every cell, and the others are matched cell to digit (core/digit_assignments.hpp
// up to six cells, find_run_support in kakuro/run_support.hpp beyond). On the Nikoli set this
// is 3.5 times faster than find_run_support for every run. The generator's measure, which
// propagates thousands of fillings of one pattern, passes a memo of the matchings met
// (AssignmentMemo: the same answers, looked up; unlevelled 20x20 generation 32% faster); a
// single solve works each out, as the memo's table costs more than a small puzzle's solve.

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <optional>
#include <span>
#include <vector>

#include "core/digit_assignments.hpp"
#include "kakuro/run_combinations.hpp"
#include "kakuro/run_support.hpp"
#include "kakuro/searches.hpp"

namespace sudokit::kakuro::detail {
namespace {

bool is_single(DigitMask mask) {
    return (mask & (mask - 1)) == 0;
}

class PropagationSearch {
  public:
    // With `memo`, matchings met before are looked up (the generator's measure settles the
    // same patterns over thousands of fillings); without, each is worked out.
    PropagationSearch(const Puzzle& puzzle, SearchContext& context, AssignmentMemo* memo = nullptr)
        : context_(context),
          memo_(memo),
          combinations_(puzzle),
          cell_count_(static_cast<std::size_t>(puzzle.white_count())),
          cell_runs_(cell_count_),
          queued_(puzzle.runs().size(), 0) {
        run_first_.reserve(puzzle.runs().size() + 1);
        for (const Run& run : puzzle.runs()) {
            run_sums_.push_back(run.sum);
            run_first_.push_back(static_cast<int>(run_cells_.size()));
            run_cells_.insert(run_cells_.end(), run.cells.begin(), run.cells.end());
        }
        run_first_.push_back(static_cast<int>(run_cells_.size()));
        for (std::size_t cell = 0; cell < cell_count_; ++cell) {
            cell_runs_[cell] = {puzzle.across_run(static_cast<int>(cell)),
                                puzzle.down_run(static_cast<int>(cell))};
        }
        queue_.reserve(puzzle.runs().size());
    }

    void run(const std::vector<std::uint8_t>& givens) {
        if (prepare_root(givens)) search(0);
    }

    // The root's candidates after propagation alone, or nothing on a contradiction.
    std::optional<std::vector<DigitMask>> propagate_root(const std::vector<std::uint8_t>& givens) {
        if (!prepare_root(givens) || !propagate(levels_[0].data())) return std::nullopt;
        return levels_[0];
    }

  private:
    // The root's candidates from the givens, every run queued. False for a given out of range.
    bool prepare_root(const std::vector<std::uint8_t>& givens) {
        std::vector<DigitMask>& root = level(0);
        root.assign(cell_count_, kAllDigits);
        for (std::size_t cell = 0; cell < cell_count_; ++cell) {
            const int given = givens[cell];
            if (given < 0 || given > 9) return false;  // no digit fits: no solution
            if (given != 0) root[cell] = digit_bit(given);
        }
        for (int run = 0; run + 1 < static_cast<int>(run_first_.size()); ++run)
            enqueue(run);
        return true;
    }

    std::vector<DigitMask>& level(std::size_t depth) {
        while (levels_.size() <= depth)
            levels_.emplace_back(cell_count_);
        return levels_[depth];
    }

    void enqueue(int run) {
        if (run < 0 || queued_[static_cast<std::size_t>(run)]) return;
        queued_[static_cast<std::size_t>(run)] = 1;
        queue_.push_back(run);
    }
    void enqueue_runs_of(int cell) {
        const auto& runs = cell_runs_[static_cast<std::size_t>(cell)];
        enqueue(runs[0]);
        enqueue(runs[1]);
    }

    // Settles the queued runs until none is dirty; false on a contradiction (the queue is
    // emptied either way). The queue is a stack: the runs a change touched last are settled
    // first, which finds contradictions near the guess sooner.
    bool propagate(DigitMask* candidates) {
        while (!queue_.empty()) {
            const int run = queue_.back();
            queue_.pop_back();
            queued_[static_cast<std::size_t>(run)] = 0;
            if (!settle_run(run, candidates)) {
                for (const int left : queue_)
                    queued_[static_cast<std::size_t>(left)] = 0;
                queue_.clear();
                return false;
            }
        }
        return true;
    }

    // Narrows `cell` to `mask` (a subset of its candidates), queueing its runs if it changed.
    void narrow(DigitMask* candidates, int cell, DigitMask mask) {
        if (candidates[cell] == mask) return;
        candidates[cell] = mask;
        enqueue_runs_of(cell);
    }

    bool settle_run(int run, DigitMask* candidates) {
        const int* cells = run_cells_.data() + run_first_[static_cast<std::size_t>(run)];
        const int length = run_first_[static_cast<std::size_t>(run) + 1] -
                           run_first_[static_cast<std::size_t>(run)];
        std::array<int, 9> open{};
        std::array<DigitMask, 9> open_masks{};
        int open_count = 0;
        DigitMask placed = 0;
        int placed_sum = 0;
        for (int index = 0; index < length; ++index) {
            const DigitMask mask = candidates[cells[index]];
            if (is_single(mask)) {
                if ((placed & mask) != 0) return false;
                placed |= mask;
                placed_sum += std::countr_zero(mask) + 1;
            } else {
                if (open_count == 9) return false;  // ten cells or more: no digits for them
                open[open_count++] = cells[index];
            }
        }
        const int remaining_sum = run_sums_[static_cast<std::size_t>(run)] - placed_sum;
        if (open_count == 0) return remaining_sum == 0;
        for (int index = 0; index < open_count; ++index) {
            open_masks[index] = static_cast<DigitMask>(candidates[open[index]] & ~placed);
        }
        std::array<DigitMask, 9> supported{};
        const auto count = static_cast<std::size_t>(open_count);
        const std::span<const DigitMask> masks(open_masks.data(), count);
        const std::span<DigitMask> support(supported.data(), count);
        bool found = false;
        if (open_count <= 2) {
            found = pair_support(masks, remaining_sum, support);
        } else {
            found = combination_support(run, placed, remaining_sum, masks, support);
        }
        if (!found) return false;
        for (int index = 0; index < open_count; ++index) {
            narrow(candidates, open[index], supported[index]);
        }
        return true;
    }

    // The exact support of one or two open cells that make `remaining_sum`, digit by digit.
    static bool pair_support(std::span<const DigitMask> masks, int remaining_sum,
                             std::span<DigitMask> support) {
        if (masks.size() == 1) {
            if (remaining_sum < 1 || remaining_sum > 9) return false;
            support[0] = static_cast<DigitMask>(masks[0] & digit_bit(remaining_sum));
            return support[0] != 0;
        }
        for (unsigned first = masks[0]; first != 0; first &= first - 1) {
            const int digit = std::countr_zero(first) + 1;
            const int other = remaining_sum - digit;
            if (other < 1 || other > 9 || other == digit) continue;
            if ((masks[1] & digit_bit(other)) == 0) continue;
            support[0] |= digit_bit(digit);
            support[1] |= digit_bit(other);
        }
        return support[0] != 0;
    }

    // The exact support of three or more open cells, combination by combination: the run's
    // digit sets that hold its placed digits, their missing digits matched to the open cells.
    // Most combinations pass at the first test: every cell can take every missing digit, so
    // each takes any of them. Otherwise up to six cells are matched by
    // core/digit_assignments.hpp, and more by find_run_support for the whole run.
    bool combination_support(int run, DigitMask placed, int remaining_sum,
                             std::span<const DigitMask> masks, std::span<DigitMask> support) const {
        DigitMask open_union = 0;
        for (const DigitMask mask : masks)
            open_union |= mask;
        std::array<std::uint32_t, kExactAssignmentCells> wide{};
        std::array<std::uint32_t, kExactAssignmentCells> matched{};
        const std::size_t count = masks.size();
        for (std::size_t index = 0; index < std::min(count, wide.size()); ++index)
            wide[index] = masks[index];
        bool found = false;
        for (const DigitMask combination : combinations_.of_run(run)) {
            if ((combination & placed) != placed) continue;
            const auto missing = static_cast<DigitMask>(combination & ~placed);
            if ((missing & ~open_union) != 0) continue;
            bool every_cell_takes_all = true;
            bool every_cell_takes_one = true;
            for (const DigitMask mask : masks) {
                every_cell_takes_all = every_cell_takes_all && (mask & missing) == missing;
                every_cell_takes_one = every_cell_takes_one && (mask & missing) != 0;
            }
            if (!every_cell_takes_one) continue;
            if (every_cell_takes_all) {
                for (DigitMask& digits : support)
                    digits |= missing;
                found = true;
                continue;
            }
            if (count > wide.size()) {
                std::fill(support.begin(), support.end(), DigitMask{0});
                return find_run_support(masks, remaining_sum, support);
            }
            const std::span<const std::uint32_t> cells(wide.data(), count);
            const std::span<std::uint32_t> matches(matched.data(), count);
            if (!(memo_ != nullptr ? memo_->supports(cells, missing, matches)
                                   : assignment_supports(cells, missing, matches))) {
                continue;
            }
            for (std::size_t index = 0; index < count; ++index)
                support[index] |= static_cast<DigitMask>(matched[index]);
            found = true;
        }
        return found;
    }

    // False when the search must stop.
    bool search(std::size_t depth) {
        if (!context_.enter_node()) return false;
        DigitMask* candidates = levels_[depth].data();
        if (!propagate(candidates)) {
            ++context_.counters().backtracks;
            return true;
        }
        int best_cell = -1;
        int best_count = 10;
        for (std::size_t cell = 0; cell < cell_count_; ++cell) {
            const int count = std::popcount(candidates[cell]);
            if (count > 1 && count < best_count) {
                best_cell = static_cast<int>(cell);
                best_count = count;
                if (count == 2) break;
            }
        }
        if (best_cell < 0) {
            return context_.accept([&](std::vector<std::uint8_t>& digits) {
                digits.resize(cell_count_);
                for (std::size_t cell = 0; cell < cell_count_; ++cell)
                    digits[cell] =
                        static_cast<std::uint8_t>(std::countr_zero(candidates[cell]) + 1);
            });
        }
        ++context_.counters().guesses;
        level(depth + 1);
        for (DigitMask choices = candidates[best_cell]; choices != 0; choices &= choices - 1) {
            // By index: deeper levels added since may have moved the outer vector (not the
            // arrays, whose storage moves with them).
            std::vector<DigitMask>& next = levels_[depth + 1];
            next.assign(candidates, candidates + cell_count_);
            next[static_cast<std::size_t>(best_cell)] = static_cast<DigitMask>(choices & -choices);
            enqueue_runs_of(best_cell);
            if (!search(depth + 1)) return false;
        }
        return true;
    }

    SearchContext& context_;
    AssignmentMemo* memo_;
    RunCombinations combinations_;
    std::vector<int> run_sums_;
    std::size_t cell_count_;
    std::vector<int> run_cells_;
    std::vector<int> run_first_;
    std::vector<std::array<int, 2>> cell_runs_;
    std::vector<int> queue_;
    std::vector<char> queued_;
    std::vector<std::vector<DigitMask>> levels_;
};

}  // namespace

void search_propagation(const Puzzle& puzzle, SearchContext& context) {
    PropagationSearch search(puzzle, context);
    search.run(puzzle.given_digits());
}

std::optional<std::vector<DigitMask>> propagate_without_search(const Puzzle& puzzle,
                                                               AssignmentMemo* memo) {
    SolveOptions options;
    SolveResult result;
    SearchContext context(options, result);
    PropagationSearch search(puzzle, context, memo);
    return search.propagate_root(puzzle.given_digits());
}

}  // namespace sudokit::kakuro::detail
