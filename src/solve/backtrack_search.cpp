// The textbook depth-first search: fill the empty cells one after another, giving each the
// smallest legal digit above the one it holds; when a cell has none left, clear it and step
// back to the previous cell. No recursion: the filled empty cells form an explicit stack
// (order[0..depth)), so the memory is one array of cell addresses.
//
// Legality comes from one used-digit bitmask per row, column and box. The cells are visited
// in reading order, or with options().shuffle_cells row by row with the rows in an order
// shuffled by the seed (0 when none is given); digits are always tried 1..N.
//
// Why whole rows: plain backtracking finds a clash only against cells already filled, so it
// needs each new cell to share houses with the cells just before it. Shuffling single cells
// scatters them and is far worse than reading order (10-100x more placements, measured);
// shuffling the rows keeps that locality while moving a bad row (the blank first row of a
// puzzle whose answer starts 987654321) away from the front, which is what rescues it.
//
// Counters: a node is the root or a digit placed; a guess is a cell entered (from the cell
// before it) with two or more legal digits; a backtrack is a cell that ran out of digits,
// sending the search back to the previous cell (after the last solution too, when counting).

#include <algorithm>
#include <array>
#include <cstdint>
#include <numeric>
#include <random>
#include <vector>

#include "search_context.hpp"
#include "sudokit/digit_set.hpp"

namespace sudokit::detail {

namespace {

// The digits already used by the rows, columns and boxes of a grid.
class UsedDigits {
  public:
    explicit UsedDigits(const Grid& grid) : shape_(grid.shape()) {
        for (int cell = 0; cell < grid.size(); ++cell) {
            if (!grid.empty(cell)) place(cell, grid[cell]);
        }
    }

    // The digits no house of `cell` uses yet.
    DigitSet legal(int cell) const {
        const DigitSet used = rows_[shape_.row_of(cell)] | columns_[shape_.col_of(cell)] |
                              boxes_[shape_.box_of(cell)];
        return DigitSet::all(shape_.side()) - used;
    }
    void place(int cell, int digit) { toggle(cell, digit); }
    void remove(int cell, int digit) { toggle(cell, digit); }

  private:
    void toggle(int cell, int digit) {
        const std::uint64_t bit = DigitSet::single(digit).bits();
        flip(rows_[shape_.row_of(cell)], bit);
        flip(columns_[shape_.col_of(cell)], bit);
        flip(boxes_[shape_.box_of(cell)], bit);
    }
    static void flip(DigitSet& set, std::uint64_t bit) {
        set = DigitSet::from_bits(set.bits() ^ bit);
    }

    Shape shape_;
    std::array<DigitSet, kMaxSize> rows_{};
    std::array<DigitSet, kMaxSize> columns_{};
    std::array<DigitSet, kMaxSize> boxes_{};
};

// The digits of `set` greater than `digit` (0 keeps them all).
DigitSet digits_above(DigitSet set, int digit) {
    return set - DigitSet::all(digit);
}

}  // namespace

void search_backtrack(const Puzzle& puzzle, SearchContext& context) {
    Grid grid = puzzle.givens;
    UsedDigits used(grid);

    const Shape& shape = grid.shape();
    std::vector<int> rows(shape.side());
    std::iota(rows.begin(), rows.end(), 0);
    if (context.options().shuffle_cells) {
        std::mt19937_64 random(context.options().seed.value_or(0));
        std::shuffle(rows.begin(), rows.end(), random);
    }
    std::vector<int> order;
    order.reserve(grid.size());
    for (int row : rows) {
        for (int cell : shape.house_cells(shape.row_house(row))) {
            if (grid.empty(cell)) order.push_back(cell);
        }
    }

    if (!context.enter_node()) return;
    const int empty_count = static_cast<int>(order.size());
    int depth = 0;                   // order[0..depth) hold digits placed by the search
    bool arrived_from_above = true;  // false when resuming a cell after a step back
    for (;;) {
        if (depth == empty_count) {
            if (!context.accept(grid)) return;
            if (depth == 0) return;
            --depth;
            arrived_from_above = false;
        }
        const int cell = order[depth];
        const int current = grid[cell];
        if (current != 0) {
            used.remove(cell, current);
            grid.clear(cell);
        }
        const DigitSet legal = used.legal(cell);
        if (arrived_from_above && legal.size() >= 2) ++context.counters().guesses;
        const DigitSet untried = digits_above(legal, current);
        if (untried.empty()) {
            ++context.counters().backtracks;
            if (depth == 0) return;
            --depth;
            arrived_from_above = false;
            continue;
        }
        const int digit = untried.lowest();
        grid.set(cell, digit);
        used.place(cell, digit);
        if (!context.enter_node()) return;
        ++depth;
        arrived_from_above = true;
    }
}

}  // namespace sudokit::detail
