// Random solution grids: the exact solver fills an empty grid trying digits in a seeded
// random order, then the grid is scrambled by maps that keep every rule (relabelled digits,
// rows moved within their band, bands moved, the same for columns and stacks), which spreads
// the result over many more grids than the solver's search order alone reaches.

#include <numeric>
#include <stdexcept>
#include <vector>

#include "generate/random_source.hpp"
#include "sudokit/generate.hpp"
#include "sudokit/solve.hpp"

namespace sudokit {
namespace {

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
    const SolveResult result = solve(Puzzle(seeded), options);
    if (result.solutions.empty()) return std::nullopt;
    const Grid& filled = result.solutions.front();

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
            grid.set(shape.cell_at(row, col), relabel[filled.at(from_row, from_col)]);
        }
    }
    return grid;
}

}  // namespace sudokit
