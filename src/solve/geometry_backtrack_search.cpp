// A puzzle on any geometry by depth-first search: the digits a cell may take are those no
// peer holds and that leave each of its cages' sums within reach of the cage's other open
// cells; the search fills the empty cell with the fewest, trying them in order. Plain on
// purpose: it is the second algorithm the exact-cover and propagation searches are checked
// against.

#include <vector>

#include "search_context.hpp"

namespace sudokit::detail {
namespace {

class GeometrySearch {
  public:
    GeometrySearch(const Geometry& geometry, const Grid& givens, SearchContext& context)
        : geometry_(geometry), grid_(givens), context_(context) {}

    // False when the search must stop.
    bool run() {
        if (!context_.enter_node()) return false;
        int best_cell = -1;
        std::vector<int> best_digits;
        std::vector<int> digits;
        for (int cell = 0; cell < geometry_.cell_count(); ++cell) {
            if (!grid_.empty(cell)) continue;
            allowed_digits(cell, digits);
            if (best_cell < 0 || digits.size() < best_digits.size()) {
                best_cell = cell;
                best_digits = digits;
                if (best_digits.size() <= 1) break;
            }
        }
        if (best_cell < 0) return context_.accept(grid_);
        if (best_digits.empty()) {
            ++context_.counters().backtracks;
            return true;
        }
        if (best_digits.size() > 1) ++context_.counters().guesses;
        for (const int digit : best_digits) {
            grid_.set(best_cell, digit);
            const bool go_on = run();
            grid_.set(best_cell, 0);
            if (!go_on) return false;
        }
        return true;
    }

  private:
    void allowed_digits(int cell, std::vector<int>& digits) const {
        std::vector<char> taken(geometry_.side() + 1, 0);
        for (const int peer : geometry_.peers(cell))
            taken[grid_[peer]] = 1;
        digits.clear();
        for (int digit = 1; digit <= geometry_.side(); ++digit) {
            if (!taken[digit] && sums_reachable(cell, digit)) digits.push_back(digit);
        }
    }

    // Whether, with `digit` in `cell`, every cage of the cell with a sum can still make it:
    // the rest lies between the least and the most its other open cells can add with digits
    // the cage does not hold yet.
    bool sums_reachable(int cell, int digit) const {
        const int side = geometry_.side();
        for (const int house : geometry_.houses_of(cell)) {
            const House& cage = geometry_.house(house);
            if (!cage.sum) continue;
            int rest = *cage.sum - digit;
            int open = -1;  // the cell itself is not counted
            std::vector<char> used(side + 1, 0);
            used[digit] = 1;
            for (const int member : cage.cells) {
                if (grid_[member] == 0) {
                    ++open;
                } else {
                    rest -= grid_[member];
                    used[grid_[member]] = 1;
                }
            }
            int low = 0, high = 0;
            for (int small = 1, taken = 0; small <= side && taken < open; ++small) {
                if (!used[small]) low += small, ++taken;
            }
            for (int large = side, taken = 0; large >= 1 && taken < open; --large) {
                if (!used[large]) high += large, ++taken;
            }
            if (rest < low || rest > high) return false;
        }
        return true;
    }

    const Geometry& geometry_;
    Grid grid_;
    SearchContext& context_;
};

}  // namespace

void search_geometry_backtrack(const Geometry& geometry, const Grid& givens,
                               SearchContext& context) {
    GeometrySearch(geometry, givens, context).run();
}

}  // namespace sudokit::detail
