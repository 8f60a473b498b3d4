// Trial-and-error depth: how many nested guesses a person who knows the given techniques
// needs. Depth d eliminates a candidate when assuming it and reasoning with the techniques
// and trials of depth d-1 breaks the grid, and repeats that until the puzzle is solved.

#include "logic/position_contradiction.hpp"
#include "sudokit/seed_methods.hpp"
#include "sudokit/session.hpp"
#include "sudokit/solve.hpp"

namespace sudokit {
namespace {

enum class Outcome { solved, stuck, contradiction, stopped };

class TrialSearch {
  public:
    explicit TrialSearch(LogicOptions logic) : logic_(std::move(logic)) {}

    // Reasons at `depth` until the position is solved, broken, or nothing more follows. The
    // position keeps every deduction made (they are sound whatever the outcome).
    Outcome propagate(Position& position, int depth) {
        const Shape& shape = position.shape();
        int next_cell = 0;  // trials resume where the last refutation was found
        for (;;) {
            const Outcome outcome = apply_techniques(position);
            if (outcome != Outcome::stuck || depth == 0) return outcome;
            bool refuted = false;
            for (int visited = 0; visited < shape.cell_count() && !refuted; ++visited) {
                const int cell = (next_cell + visited) % shape.cell_count();
                if (position.filled(cell)) continue;
                for (int digit : position.candidates(cell)) {
                    Position trial = position;
                    trial.place(cell, digit);
                    const Outcome result = propagate(trial, depth - 1);
                    if (result == Outcome::stopped) return result;
                    if (result == Outcome::contradiction) {
                        position.eliminate(cell, digit);
                        next_cell = cell;
                        refuted = true;
                        break;
                    }
                }
            }
            if (!refuted) return Outcome::stuck;
        }
    }

    bool stop_requested() const { return logic_.stop_token().stop_requested(); }

  private:
    // Applies the techniques until they run out, checking after each step whether the grid
    // broke (the finders only ever see positions without a plain contradiction).
    Outcome apply_techniques(Position& position) {
        for (;;) {
            if (logic::has_contradiction(position)) return Outcome::contradiction;
            if (position.solved()) return Outcome::solved;
            if (stop_requested()) return Outcome::stopped;
            const std::optional<Step> step = session_.next_step(position, logic_);
            if (!step) return stop_requested() ? Outcome::stopped : Outcome::stuck;
            apply_step(position, *step);
        }
    }

    LogicOptions logic_;
    SolvingSession session_;
};

}  // namespace

std::optional<int> trial_and_error_depth(const Puzzle& puzzle, const TrialDepthOptions& options) {
    SolveOptions exact;
    exact.solution_limit = 2;
    exact.deadline = options.logic.deadline;
    exact.cancel = options.logic.cancel;
    if (solve(puzzle, exact).verdict != Verdict::unique) return std::nullopt;

    // The puzzle is known to have one solution, so the uniqueness techniques need no
    // further check (and the exact solver must not answer for the person inside a trial).
    LogicOptions logic = options.logic;
    if (logic.uniqueness == UniquenessPolicy::check) logic.uniqueness = UniquenessPolicy::assume;
    logic.finish_with_solver = false;
    TrialSearch search(logic);

    // Each depth starts where the one before got stuck: its deductions stand.
    Position position = Position::from_puzzle(puzzle);
    for (int depth = 0; depth <= options.max_depth; ++depth) {
        const Outcome outcome = search.propagate(position, depth);
        if (outcome == Outcome::solved) return depth;
        if (outcome != Outcome::stuck) return std::nullopt;
    }
    return std::nullopt;
}

}  // namespace sudokit
