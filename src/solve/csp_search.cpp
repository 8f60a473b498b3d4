// Sudoku as a constraint problem: one variable per cell with domain 1..N, one all-different
// constraint per house, givens assigned (and forward checked) before the search. Variants
// would add their extra regions as further all-different constraints.
//
// Counters: a node is the root or a value tried; a guess is a variable chosen with two or
// more values left; a backtrack is a variable that ran out of values, sending the search back
// to the previous one.

#include <algorithm>
#include <numeric>
#include <random>
#include <vector>

#include "constraint_solver.hpp"
#include "search_context.hpp"

namespace sudokit::detail {

namespace {

// Turns assignments back into grids and forwards everything else to the search context.
class SudokuConstraintListener final : public ConstraintSearchListener {
  public:
    SudokuConstraintListener(const Shape& shape, SearchContext& context)
        : grid_(shape), context_(context) {}

    bool enter_node() override { return context_.enter_node(); }
    bool accept(std::span<const int> values) override {
        for (int cell = 0; cell < grid_.size(); ++cell)
            grid_.set(cell, values[cell]);
        return context_.accept(grid_);
    }
    void count_guess() override { ++context_.counters().guesses; }
    void count_backtrack() override { ++context_.counters().backtracks; }

  private:
    Grid grid_;
    SearchContext& context_;
};

}  // namespace

void search_csp(const Puzzle& puzzle, SearchContext& context) {
    const Shape& shape = puzzle.shape();
    ConstraintSolver solver(shape.cell_count(), DigitSet::all(shape.side()));
    for (int house = 0; house < shape.house_count(); ++house) {
        solver.add_all_different(shape.house_cells(house));
    }
    if (const auto seed = context.options().seed) {
        std::vector<int> digits(shape.side());
        std::iota(digits.begin(), digits.end(), 1);
        std::mt19937_64 random(*seed);
        std::shuffle(digits.begin(), digits.end(), random);
        solver.set_value_order(std::move(digits));
    }
    for (int cell = 0; cell < shape.cell_count(); ++cell) {
        // A failed assign leaves a contradiction that the search reports as no solution.
        if (!puzzle.givens.empty(cell) && !solver.assign(cell, puzzle.givens[cell])) break;
    }
    SudokuConstraintListener listener(shape, context);
    solver.search(listener);
}

}  // namespace sudokit::detail
