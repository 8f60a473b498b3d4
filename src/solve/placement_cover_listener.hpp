#pragma once

#include <span>
#include <vector>

#include "dancing_links.hpp"
#include "search_context.hpp"

namespace sudokit::detail {

// What a row of a Sudoku exact-cover matrix stands for: a digit in a cell, or (cell -1) a
// slack row that only pads a house that may leave a digit out.
struct Placement {
    int cell = -1;
    int digit = 0;
};

// Turns covers back into grids and forwards everything else to the search context.
class PlacementCoverListener final : public ExactCoverListener {
  public:
    // `checked`: houses whose rules a cover may still break (sums the matrix leaves out),
    // checked on each cover before it counts; null when every cover is a solution.
    PlacementCoverListener(const Grid& givens, const std::vector<Placement>& placement_of_row,
                           SearchContext& context, const Geometry* checked = nullptr)
        : grid_(givens),
          placement_of_row_(placement_of_row),
          context_(context),
          checked_(checked) {}

    bool enter_node() override { return context_.enter_node(); }
    bool accept(std::span<const int> rows) override {
        for (const int row : rows) {
            const Placement& placement = placement_of_row_[row];
            if (placement.cell >= 0) grid_.set(placement.cell, placement.digit);
        }
        if (checked_ != nullptr && !checked_->obeys_houses(grid_)) return true;
        return context_.accept(grid_);
    }
    void count_guess() override { ++context_.counters().guesses; }
    void count_backtrack() override { ++context_.counters().backtracks; }

  private:
    Grid grid_;
    const std::vector<Placement>& placement_of_row_;
    SearchContext& context_;
    const Geometry* checked_;
};

}  // namespace sudokit::detail
