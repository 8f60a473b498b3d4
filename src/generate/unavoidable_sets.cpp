#include "generate/unavoidable_sets.hpp"

#include <array>
#include <bit>

#include "sudokit/digit_set.hpp"

namespace sudokit::generate {
namespace {

constexpr int kMaxSide = kMaxSize;

}  // namespace

UnavoidableSets::UnavoidableSets(const Grid& solution, const Grid& givens)
    : side_(solution.shape().side()) {
    const Shape& shape = solution.shape();
    const int side = side_;
    const int cells = shape.cell_count();
    // Each digit is once in every row, column and box: where it is, by row. Every entry the
    // shape uses is written below (each digit once per row, column and box), so the arrays,
    // sized for 64x64, are not zeroed first.
    std::array<std::array<int, kMaxSide>, kMaxSide + 1> cell_in_row;
    std::array<std::array<std::uint8_t, kMaxSide>, kMaxSide + 1> row_in_col;
    std::array<std::array<std::uint8_t, kMaxSide>, kMaxSide + 1> row_in_box;
    std::array<bool, kMaxSide * kMaxSide> given;
    std::array<std::uint8_t, kMaxSide * kMaxSide> digits;
    for (int cell = 0; cell < cells; ++cell) {
        const int digit = solution[cell];
        digits[cell] = static_cast<std::uint8_t>(digit);
        const int row = cell / side;
        cell_in_row[digit][row] = cell;
        row_in_col[digit][cell % side] = static_cast<std::uint8_t>(row);
        row_in_box[digit][shape.box_of(cell)] = static_cast<std::uint8_t>(row);
        given[cell] = !givens.empty(cell);
    }
    std::array<std::array<std::uint8_t, kMaxSide>, kMaxSide + 1> box_in_row;
    for (int digit = 1; digit <= side; ++digit) {
        for (int row = 0; row < side; ++row) {
            box_in_row[digit][row] =
                static_cast<std::uint8_t>(shape.box_of(cell_in_row[digit][row]));
        }
    }
    stride_ = (side - 1) + (shape.box_rows() - 1) + (shape.box_cols() - 1);
    memberships_.assign(static_cast<std::size_t>(cells * stride_), 0);
    membership_counts_.assign(static_cast<std::size_t>(cells), 0);
    clue_counts_.reserve(static_cast<std::size_t>(side * (side - 1) + 4 * side));
    const auto join_set = [&](int cell, int set) {
        std::uint8_t& count = membership_counts_[static_cast<std::size_t>(cell)];
        memberships_[static_cast<std::size_t>(cell * stride_ + count++)] =
            static_cast<std::uint32_t>(set);
        clue_counts_[static_cast<std::size_t>(set)] += given[cell] ? 1 : 0;
    };
    for (int a = 1; a <= side; ++a) {
        for (int b = a + 1; b <= side; ++b) {
            // Swapping a and b in a's cell of row r forces the swap in b's cell of that row,
            // and in b's cells of the column and the box of a's cell, and so on: the rows
            // reached form a closed group, and its a and b cells are an unavoidable set.
            // Both steps are permutations of the rows, so following them forwards is enough.
            std::uint64_t unvisited = DigitSet::all(side).bits();  // a bit per row
            while (unvisited != 0) {
                const int start = std::countr_zero(unvisited);
                std::uint64_t group = std::uint64_t{1} << start;
                std::uint64_t frontier = group;
                while (frontier != 0) {
                    const int row = std::countr_zero(frontier);
                    frontier &= frontier - 1;
                    const std::uint64_t reached =
                        (std::uint64_t{1} << row_in_col[b][cell_in_row[a][row] % side]) |
                        (std::uint64_t{1} << row_in_box[b][box_in_row[a][row]]);
                    frontier |= reached & ~group;
                    group |= reached;
                }
                unvisited &= ~group;
                const int set = static_cast<int>(clue_counts_.size());
                clue_counts_.push_back(0);
                for (std::uint64_t rows = group; rows != 0; rows &= rows - 1) {
                    const int row = std::countr_zero(rows);
                    join_set(cell_in_row[a][row], set);
                    join_set(cell_in_row[b][row], set);
                }
            }
        }
    }
    // Two rows of a band: where the digits of one row's cells sit in the other row is a
    // permutation of the columns, and the cells of each of its cycles can trade places
    // between the two rows (columns and boxes keep their digits). Cycles of two are the
    // rectangles found above; longer ones hold three digits or more. The same for columns.
    std::array<std::uint8_t, kMaxSide> next;  // the first `side` are set before use
    // `place(line, digit)` is where the digit sits along the line (a column for a row).
    const auto add_line_pair_sets = [&](auto cell_at, auto place, int first, int second) {
        for (int index = 0; index < side; ++index) {
            next[index] = static_cast<std::uint8_t>(place(second, digits[cell_at(first, index)]));
        }
        std::uint64_t seen = 0;
        for (int start = 0; start < side; ++start) {
            if ((seen >> start) & 1u) continue;
            int length = 0;
            for (int index = start; ((seen >> index) & 1u) == 0; index = next[index]) {
                seen |= std::uint64_t{1} << index;
                ++length;
            }
            if (length < 3) continue;
            const int set = static_cast<int>(clue_counts_.size());
            clue_counts_.push_back(0);
            int index = start;
            do {
                join_set(cell_at(first, index), set);
                join_set(cell_at(second, index), set);
                index = next[index];
            } while (index != start);
        }
    };
    const auto row_cell = [side](int row, int col) { return row * side + col; };
    const auto col_cell = [side](int col, int row) { return row * side + col; };
    const auto col_in_row = [&](int row, int digit) { return cell_in_row[digit][row] % side; };
    const auto row_in_column = [&](int col, int digit) { return int{row_in_col[digit][col]}; };
    for (int first = 0; first < side; ++first) {
        for (int second = first + 1; second < side; ++second) {
            if (first / shape.box_rows() == second / shape.box_rows()) {
                add_line_pair_sets(row_cell, col_in_row, first, second);
            }
            if (first / shape.box_cols() == second / shape.box_cols()) {
                add_line_pair_sets(col_cell, row_in_column, first, second);
            }
        }
    }
}

std::span<const std::uint32_t> UnavoidableSets::sets_of(int cell) const {
    return std::span<const std::uint32_t>(memberships_)
        .subspan(static_cast<std::size_t>(cell * stride_),
                 membership_counts_[static_cast<std::size_t>(cell)]);
}

std::vector<std::vector<int>> UnavoidableSets::cells_of_sets() const {
    std::vector<std::vector<int>> sets(clue_counts_.size());
    for (int cell = 0; cell < static_cast<int>(membership_counts_.size()); ++cell) {
        for (std::uint32_t set : sets_of(cell))
            sets[set].push_back(cell);
    }
    return sets;
}

bool UnavoidableSets::emptied_by(std::span<const int> cells) {
    for (int cell : cells) {
        for (std::uint32_t set : sets_of(cell))
            --clue_counts_[set];
    }
    bool emptied = false;
    for (int cell : cells) {
        for (std::uint32_t set : sets_of(cell))
            emptied = emptied || clue_counts_[set] == 0;
    }
    for (int cell : cells) {
        for (std::uint32_t set : sets_of(cell))
            ++clue_counts_[set];
    }
    return emptied;
}

void UnavoidableSets::remove(std::span<const int> cells) {
    for (int cell : cells) {
        for (std::uint32_t set : sets_of(cell))
            --clue_counts_[set];
    }
}

}  // namespace sudokit::generate
