// Crook's pencil-and-paper algorithm (J. F. Crook, Notices of the AMS 56(4), 2009): mark up
// the grid, cross out with preemptive sets until nothing changes, and only then choose a
// cell and a digit at random, backing up to the last choice when the grid breaks.

#include <algorithm>
#include <random>
#include <vector>

#include "logic/position_contradiction.hpp"
#include "logic/preemptive_sets.hpp"
#include "sudokit/seed_methods.hpp"

namespace sudokit {
namespace {

// A choice point: the position before the choice and the digits still to try there.
struct Choice {
    Position before;
    std::size_t steps_before = 0;
    int cell = 0;
    std::vector<int> untried;  // in the order they will be tried (last first)
};

class CrookSolver {
  public:
    CrookSolver(const Puzzle& puzzle, const CrookOptions& options)
        : options_(options), position_(Position::from_puzzle(puzzle)), random_(options.seed) {
        result_.solution = Grid(puzzle.shape());
    }

    CrookResult run() {
        for (;;) {
            if (stop_requested()) {
                result_.status = LogicStatus::stopped;
                break;
            }
            if (logic::has_contradiction(position_)) {
                if (!back_up()) {
                    result_.status = LogicStatus::no_solution;
                    break;
                }
                continue;
            }
            if (position_.solved()) {
                result_.status = LogicStatus::solved;
                result_.solution = position_.values();
                break;
            }
            if (std::optional<Step> step = logic::find_crook_step(position_)) {
                apply_step(position_, *step);
                result_.steps.push_back(std::move(*step));
            } else {
                choose();
            }
        }
        return std::move(result_);
    }

  private:
    bool stop_requested() const { return options_.stop_token().stop_requested(); }

    // Uniform in [0, count): the plain remainder keeps runs identical on every platform
    // (std::uniform_int_distribution is implementation-defined).
    int random_below(std::size_t count) { return static_cast<int>(random_() % count); }

    // A random cell among those with the fewest candidates, its digits in random order.
    void choose() {
        const Shape& shape = position_.shape();
        std::vector<int> best_cells;
        int fewest = shape.side() + 1;
        for (int cell = 0; cell < shape.cell_count(); ++cell) {
            if (position_.filled(cell)) continue;
            const int count = position_.candidates(cell).size();
            if (count < fewest) {
                fewest = count;
                best_cells.clear();
            }
            if (count == fewest) best_cells.push_back(cell);
        }
        const int cell = best_cells[random_below(best_cells.size())];
        std::vector<int> digits(position_.candidates(cell).begin(),
                                position_.candidates(cell).end());
        for (std::size_t index = digits.size(); index > 1; --index) {
            std::swap(digits[index - 1], digits[random_below(index)]);
        }
        choices_.push_back(Choice{position_, result_.steps.size(), cell, std::move(digits)});
        try_next(choices_.back());
    }

    void try_next(Choice& choice) {
        const int digit = choice.untried.back();
        choice.untried.pop_back();
        Step step;
        step.technique = Technique::guess;
        step.rating = technique_base_rating(Technique::guess);
        step.placements.push_back({choice.cell, digit});
        step.cells.push_back(choice.cell);
        step.digits.insert(digit);
        position_.place(choice.cell, digit);
        result_.steps.push_back(std::move(step));
        ++result_.choices;
    }

    // Undoes the latest choice and tries its next digit, going further back when a choice
    // has no digit left. False when every choice is exhausted: the puzzle has no solution.
    bool back_up() {
        while (!choices_.empty()) {
            Choice& choice = choices_.back();
            ++result_.backtracks;
            if (choice.untried.empty()) {
                choices_.pop_back();
                continue;
            }
            position_ = choice.before;
            result_.steps.resize(choice.steps_before);
            try_next(choice);
            return true;
        }
        return false;
    }

    const CrookOptions& options_;
    Position position_;
    std::mt19937_64 random_;
    std::vector<Choice> choices_;
    CrookResult result_;
};

}  // namespace

CrookResult solve_crook(const Puzzle& puzzle, const CrookOptions& options) {
    return CrookSolver(puzzle, options).run();
}

}  // namespace sudokit
