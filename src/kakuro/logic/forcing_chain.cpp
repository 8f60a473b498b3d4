// Forcing chains: a digit is assumed in a cell, and each run through a changed cell is narrowed
// to what some filling of it allows (the run-filling rule, run_support.hpp) until nothing
// changes or a run cannot be filled. A run that cannot be filled disproves the assumption.
// The cells left one digit on the way, in order, with the run that left them, are the chain
// a person follows.
//
// Every candidate of every open cell is tried (cells with the fewest candidates first) and the
// shortest chain is kept: the one easiest to follow, and the one the rating charges.

#include <algorithm>
#include <array>
#include <bit>
#include <deque>

#include <fmt/format.h>

#include "kakuro/logic/finders.hpp"
#include "kakuro/logic/step_words.hpp"
#include "kakuro/run_support.hpp"

namespace sudokit::kakuro::detail {

namespace {

// The links a sentence names before it says how many more followed.
constexpr std::size_t kLinksTold = 8;

struct Outcome {
    bool contradiction = false;
    std::vector<ChainLink> chain;
    int broken_run = -1;
};

// Narrows the runs through changed cells until a fixed point or a run with no filling.
class ChainPropagation {
  public:
    ChainPropagation(const LogicPosition& position) : position_(position) {}

    Outcome assume(int cell, int digit) {
        candidates_ = position_.candidates;
        queued_.assign(position_.puzzle.runs().size(), 0);
        queue_.clear();
        Outcome outcome;
        candidates_[static_cast<std::size_t>(cell)] = digit_bit(digit);
        queue_runs_of(cell);
        while (!queue_.empty()) {
            const int run = queue_.front();
            queue_.pop_front();
            queued_[static_cast<std::size_t>(run)] = 0;
            if (!settle(run, outcome)) {
                outcome.contradiction = true;
                outcome.broken_run = run;
                return outcome;
            }
        }
        return outcome;
    }

  private:
    void queue_runs_of(int cell) {
        for (const int run : {position_.puzzle.across_run(cell), position_.puzzle.down_run(cell)}) {
            if (run < 0 || queued_[static_cast<std::size_t>(run)] != 0) continue;
            queued_[static_cast<std::size_t>(run)] = 1;
            queue_.push_back(run);
        }
    }

    // False when the run cannot be filled from its cells' candidates.
    bool settle(int run, Outcome& outcome) {
        const Run& board_run = position_.puzzle.runs()[static_cast<std::size_t>(run)];
        std::array<int, 9> open{};
        std::array<DigitMask, 9> masks{};
        std::size_t open_count = 0;
        DigitMask placed = 0;
        int remaining = board_run.sum;
        for (const int cell : board_run.cells) {
            const DigitMask mask = candidates_[static_cast<std::size_t>(cell)];
            if (mask == 0) return false;
            if (is_single_digit(mask)) {
                if ((placed & mask) != 0) return false;
                placed |= mask;
                remaining -= only_digit(mask);
            } else {
                if (open_count == open.size()) return false;
                open[open_count++] = cell;
            }
        }
        if (open_count == 0) return remaining == 0;
        for (std::size_t index = 0; index < open_count; ++index) {
            masks[index] = static_cast<DigitMask>(
                candidates_[static_cast<std::size_t>(open[index])] & ~placed);
        }
        std::array<DigitMask, 9> supported{};
        if (!find_run_support({masks.data(), open_count}, remaining,
                              {supported.data(), open_count}))
            return false;
        for (std::size_t index = 0; index < open_count; ++index) {
            const int cell = open[index];
            DigitMask& mask = candidates_[static_cast<std::size_t>(cell)];
            if (mask == supported[index]) continue;
            mask = supported[index];
            if (is_single_digit(mask)) outcome.chain.push_back({cell, only_digit(mask), run});
            queue_runs_of(cell);
        }
        return true;
    }

    const LogicPosition& position_;
    Candidates candidates_;
    std::vector<std::uint8_t> queued_;
    std::deque<int> queue_;
};

std::string short_run_name(const Puzzle& puzzle, int run) {
    const Run& board_run = puzzle.runs()[static_cast<std::size_t>(run)];
    return fmt::format("{} {}", board_run.direction == Direction::across ? "across" : "down",
                       square_name(board_run.clue_row, board_run.clue_column));
}

std::string chain_text(const Puzzle& puzzle, int cell, int digit, const Outcome& outcome) {
    std::string links;
    for (std::size_t index = 0; index < std::min(outcome.chain.size(), kLinksTold); ++index) {
        const ChainLink& link = outcome.chain[index];
        links += fmt::format("{}{} = {} ({})", index == 0 ? "" : ", ", cell_name(puzzle, link.cell),
                             link.digit, short_run_name(puzzle, link.run));
    }
    if (outcome.chain.size() > kLinksTold)
        links += fmt::format(" and {} more", outcome.chain.size() - kLinksTold);
    const std::string gives = links.empty() ? "" : fmt::format(" gives {} and", links);
    return fmt::format(
        "Forcing chain: if {} were {}, narrowing the runs to what their fillings allow{} leaves "
        "{} with no filling; so {} is not {}: remove {} from {}.",
        cell_name(puzzle, cell), digit, gives, run_name(puzzle, outcome.broken_run),
        cell_name(puzzle, cell), digit, digit, cell_name(puzzle, cell));
}

}  // namespace

std::optional<Step> find_forcing_chain(const LogicPosition& position, const StopToken& stop) {
    const Puzzle& puzzle = position.puzzle;
    std::vector<int> cells;
    for (int cell = 0; cell < puzzle.white_count(); ++cell) {
        if (position.digits[static_cast<std::size_t>(cell)] == 0) cells.push_back(cell);
    }
    std::ranges::stable_sort(cells, {}, [&](int cell) {
        return digit_count(position.candidates[static_cast<std::size_t>(cell)]);
    });
    ChainPropagation propagation(position);
    std::optional<Outcome> best;
    int best_cell = 0;
    int best_digit = 0;
    for (const int cell : cells) {
        if (stop.stop_requested()) return std::nullopt;
        for (unsigned rest = position.candidates[static_cast<std::size_t>(cell)]; rest != 0;
             rest &= rest - 1) {
            const int digit = std::countr_zero(rest) + 1;
            Outcome outcome = propagation.assume(cell, digit);
            if (!outcome.contradiction) continue;
            if (!best || outcome.chain.size() < best->chain.size()) {
                best = std::move(outcome);
                best_cell = cell;
                best_digit = digit;
            }
        }
        if (best && best->chain.size() <= 1) break;  // none is shorter to follow
    }
    if (!best) return std::nullopt;
    Step step{.technique = Technique::forcing_chain,
              .runs = {best->broken_run},
              .cells = {best_cell},
              .eliminations = {{best_cell, digit_bit(best_digit)}},
              .assumed_digit = best_digit,
              .chain = best->chain,
              .broken_run = best->broken_run};
    step.text = chain_text(puzzle, best_cell, best_digit, *best);
    return step;
}

}  // namespace sudokit::kakuro::detail
