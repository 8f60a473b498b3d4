// Random solution grids: the exact solver fills an empty grid trying digits in a seeded
// random order, then the grid is scrambled by maps that keep every rule (relabelled digits,
// rows moved within their band, bands moved, the same for columns and stacks), which spreads
// the result over many more grids than the solver's search order alone reaches.
//
// Above 25x25 a search from an empty grid has a heavy tail (some digit orders fill a 64x64 at
// once, others run for hours), so those grids start from the banded pattern instead and are
// reshaped by many random digit swaps, each of which keeps every rule.

#include <array>
#include <numeric>
#include <optional>
#include <stdexcept>
#include <utility>
#include <vector>

#include "generate/random_source.hpp"
#include "sudokit/generate.hpp"
#include "sudokit/solve.hpp"

namespace sudokit {
namespace {

// Sides up to this are filled by a search; larger ones by swaps from the pattern.
constexpr int kLargestSearchedSide = 25;

// The banded pattern: row r is row 0 shifted by (r % box_rows) * box_cols + r / box_rows.
Grid pattern_grid(const Shape& shape) {
    const int side = shape.side();
    Grid grid(shape);
    for (int row = 0; row < side; ++row) {
        const int shift = (row % shape.box_rows()) * shape.box_cols() + row / shape.box_rows();
        for (int col = 0; col < side; ++col)
            grid.set(shape.cell_at(row, col), (shift + col) % side + 1);
    }
    return grid;
}

// A full grid with each digit's place in every row, column and box at hand: where the digit
// sits in a row (its column), and which row holds it in a column or a box.
class IndexedGrid {
  public:
    explicit IndexedGrid(Grid grid)
        : grid_(std::move(grid)),
          side_(grid_.shape().side()),
          col_in_row_(slots()),
          row_in_col_(slots()),
          row_in_box_(slots()) {
        const Shape& shape = grid_.shape();
        for (int cell = 0; cell < shape.cell_count(); ++cell)
            note(cell, grid_[cell]);
    }

    // Swaps digits a and b in the smallest set of rows holding `start` that the swap keeps
    // legal: swapping them in a row moves a into the column and box of b's old cell, so the
    // rows where those hold b must swap too, and so on until the rows close. Every house keeps
    // each digit once (the closed rows are an unavoidable set's rows, as unavoidable_sets.cpp
    // finds them).
    void swap_in_closed_rows(int a, int b, int start) {
        const Shape& shape = grid_.shape();
        std::vector<char> in_group(static_cast<std::size_t>(side_), 0);
        std::vector<int> rows{start};
        in_group[static_cast<std::size_t>(start)] = 1;
        for (std::size_t next = 0; next < rows.size(); ++next) {
            for (const auto& [from, to] : {std::pair{a, b}, std::pair{b, a}}) {
                const int cell = cell_of(rows[next], from);
                for (const int row : {row_in_col_[slot(shape.col_of(cell), to)],
                                      row_in_box_[slot(shape.box_of(cell), to)]}) {
                    if (!in_group[static_cast<std::size_t>(row)]) {
                        in_group[static_cast<std::size_t>(row)] = 1;
                        rows.push_back(row);
                    }
                }
            }
        }
        for (const int row : rows) {
            const int cell_a = cell_of(row, a);
            const int cell_b = cell_of(row, b);
            grid_.set(cell_a, b);
            grid_.set(cell_b, a);
            note(cell_a, b);
            note(cell_b, a);
        }
    }

    const Grid& grid() const { return grid_; }

  private:
    std::size_t slots() const { return static_cast<std::size_t>(side_ * (side_ + 1)); }
    std::size_t slot(int line, int digit) const {
        return static_cast<std::size_t>(line * (side_ + 1) + digit);
    }
    int cell_of(int row, int digit) const {
        return grid_.shape().cell_at(row, col_in_row_[slot(row, digit)]);
    }
    void note(int cell, int digit) {
        const Shape& shape = grid_.shape();
        const int row = shape.row_of(cell);
        col_in_row_[slot(row, digit)] = shape.col_of(cell);
        row_in_col_[slot(shape.col_of(cell), digit)] = row;
        row_in_box_[slot(shape.box_of(cell), digit)] = row;
    }

    Grid grid_;
    int side_;
    std::vector<int> col_in_row_;  // [row * (side + 1) + digit]: its column
    std::vector<int> row_in_col_;  // [column * (side + 1) + digit]: its row
    std::vector<int> row_in_box_;  // [box * (side + 1) + digit]: its row
};

// The pattern reshaped by random swaps: enough that most pairs of digits have moved.
Grid swapped_pattern(const Shape& shape, generate::RandomSource& random) {
    IndexedGrid grid(pattern_grid(shape));
    const int side = shape.side();
    for (int swap = 0; swap < 4 * side * side; ++swap) {
        const int a = 1 + random.below(side);
        const int b = 1 + (a + random.below(side - 1)) % side;  // any digit but a
        grid.swap_in_closed_rows(a, b, random.below(side));
    }
    return grid.grid();
}

// A random order of `groups` blocks of `size` consecutive lines, each block shuffled
// inside: where line i of the new grid comes from.
std::vector<int> random_line_order(generate::RandomSource& random, int groups, int size) {
    std::vector<int> group_order(static_cast<std::size_t>(groups));
    std::iota(group_order.begin(), group_order.end(), 0);
    random.shuffle(std::span<int>(group_order));
    std::vector<int> order;
    order.reserve(static_cast<std::size_t>(groups * size));
    for (int group : group_order) {
        std::vector<int> inside(static_cast<std::size_t>(size));
        std::iota(inside.begin(), inside.end(), group * size);
        random.shuffle(std::span<int>(inside));
        order.insert(order.end(), inside.begin(), inside.end());
    }
    return order;
}

}  // namespace

Grid random_solution_grid(const Shape& shape, std::uint64_t seed) {
    std::optional<Grid> grid = random_solution_grid(shape, seed, std::nullopt);
    if (!grid) throw std::logic_error("the empty grid has no solution");
    return *grid;
}

std::optional<Grid> random_solution_grid(
    const Shape& shape, std::uint64_t seed,
    std::optional<std::chrono::steady_clock::time_point> deadline,
    const std::atomic<bool>* cancel) {
    generate::RandomSource random(seed);
    SolveOptions options;
    options.solution_limit = 1;
    options.keep_solutions = 1;
    options.seed = random.next();
    options.deadline = deadline;
    options.cancel = cancel;
    // On 9x9 the three boxes of the diagonal share no house and any fillings of them
    // complete to a grid: each starts as a random permutation, which leaves the search a
    // third of the work of an empty grid.
    Grid seeded(shape);
    const bool classic = shape.box_rows() == 3 && shape.box_cols() == 3;
    const int stacks = shape.side() / shape.box_cols();
    std::vector<int> digits(static_cast<std::size_t>(shape.side()));
    for (int box = 0; classic && box < 3; ++box) {
        std::iota(digits.begin(), digits.end(), 1);
        random.shuffle(std::span<int>(digits));
        const int house = shape.box_house(box * stacks + box);
        int index = 0;
        for (int cell : shape.house_cells(house))
            seeded.set(cell, digits[static_cast<std::size_t>(index++)]);
    }
    std::optional<Grid> filled;
    if (shape.side() > kLargestSearchedSide) {
        filled = swapped_pattern(shape, random);
    } else {
        SolveResult result = solve(Puzzle(seeded), options);
        if (result.solutions.empty()) return std::nullopt;
        filled = result.solutions.front();
    }

    const int side = shape.side();
    // Bands are box_rows rows tall; there are box_cols of them (and box_rows stacks).
    const std::vector<int> rows = random_line_order(random, shape.box_cols(), shape.box_rows());
    const std::vector<int> cols = random_line_order(random, shape.box_rows(), shape.box_cols());
    std::vector<int> relabel(static_cast<std::size_t>(side + 1));
    std::iota(relabel.begin(), relabel.end(), 0);
    random.shuffle(std::span<int>(relabel).subspan(1));
    // Square boxes also allow a transpose.
    const bool transposed = shape.box_rows() == shape.box_cols() && random.below(2) == 1;

    Grid grid(shape);
    for (int row = 0; row < side; ++row) {
        for (int col = 0; col < side; ++col) {
            const int from_row = transposed ? rows[col] : rows[row];
            const int from_col = transposed ? cols[row] : cols[col];
            grid.set(shape.cell_at(row, col), relabel[filled->at(from_row, from_col)]);
        }
    }
    return grid;
}

}  // namespace sudokit
