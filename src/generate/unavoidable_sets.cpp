#include "generate/unavoidable_sets.hpp"

#include <array>
#include <bit>

#include "core/disjoint_sets.hpp"
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
    reserve_memberships(cells, (side - 1) + (shape.box_rows() - 1) + (shape.box_cols() - 1));
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

UnavoidableSets::UnavoidableSets(const Geometry& geometry, const Grid& solution, const Grid& givens)
    : side_(geometry.side()) {
    const int side = side_;
    const int cells = geometry.cell_count();
    const int houses = geometry.house_count();
    // A cell is in one set per other digit (its digit's pairs), per other row and per other
    // column at most.
    reserve_memberships(cells, 3 * (side - 1));
    const auto bit = [](int digit) { return std::uint64_t{1} << (digit - 1); };

    // Whether giving each cell of `set` the digit `changed[cell]` leaves every house it
    // touches the digits it held: then the changed grid is another solution.
    std::vector<int> changed(static_cast<std::size_t>(cells), 0);
    std::vector<std::uint64_t> before(static_cast<std::size_t>(houses), 0);
    std::vector<std::uint64_t> after(static_cast<std::size_t>(houses), 0);
    std::vector<int> touched;
    const auto keeps_houses = [&](std::span<const int> set) {
        touched.clear();
        for (int cell : set) {
            for (int house : geometry.houses_of(cell)) {
                auto& old_digits = before[static_cast<std::size_t>(house)];
                if (old_digits == 0) touched.push_back(house);
                old_digits |= bit(solution[cell]);
                after[static_cast<std::size_t>(house)] |=
                    bit(changed[static_cast<std::size_t>(cell)]);
            }
        }
        bool keeps = true;
        for (int house : touched) {
            keeps = keeps && before[static_cast<std::size_t>(house)] ==
                                 after[static_cast<std::size_t>(house)];
            before[static_cast<std::size_t>(house)] = after[static_cast<std::size_t>(house)] = 0;
        }
        return keeps;
    };

    // Two digits swapped: in each house holding both, their two cells swap together (a
    // union of cells); each group so joined is a candidate.
    std::vector<int> cell_of(static_cast<std::size_t>(houses * (side + 1)), -1);  // house, digit
    std::vector<std::vector<int>> cells_of_digit(static_cast<std::size_t>(side + 1));
    for (int cell = 0; cell < cells; ++cell) {
        cells_of_digit[static_cast<std::size_t>(solution[cell])].push_back(cell);
        for (int house : geometry.houses_of(cell))
            cell_of[static_cast<std::size_t>(house * (side + 1) + solution[cell])] = cell;
    }
    // The pair's cells joined house by house, then each cell's group numbered.
    DisjointSets joined(cells);
    std::vector<int> group_of_root(static_cast<std::size_t>(cells), -1);
    std::vector<int> pair_cells, group_cells, group_start, group_next;
    // Where every house holds every digit, each house meets a group in both of the pair's
    // cells or neither: every group keeps the houses, unchecked.
    const bool complete = geometry.all_houses_complete();
    for (int a = 1; a <= side; ++a) {
        for (int b = a + 1; b <= side; ++b) {
            pair_cells = cells_of_digit[static_cast<std::size_t>(a)];
            pair_cells.insert(pair_cells.end(), cells_of_digit[static_cast<std::size_t>(b)].begin(),
                              cells_of_digit[static_cast<std::size_t>(b)].end());
            for (int cell : pair_cells) {
                joined.separate(cell);
                changed[static_cast<std::size_t>(cell)] = solution[cell] == a ? b : a;
            }
            for (int house = 0; house < houses; ++house) {
                const int with_a = cell_of[static_cast<std::size_t>(house * (side + 1) + a)];
                const int with_b = cell_of[static_cast<std::size_t>(house * (side + 1) + b)];
                if (with_a >= 0 && with_b >= 0) joined.join(with_a, with_b);
            }
            // The groups' cells end to end, counted first, then written.
            int groups = 0;
            group_start.assign(1, 0);
            for (int cell : pair_cells) {
                int& group = group_of_root[static_cast<std::size_t>(joined.find(cell))];
                if (group < 0) {
                    group = groups++;
                    group_start.push_back(0);
                }
                ++group_start[static_cast<std::size_t>(group) + 1];
            }
            for (int group = 0; group < groups; ++group)
                group_start[static_cast<std::size_t>(group) + 1] +=
                    group_start[static_cast<std::size_t>(group)];
            group_cells.resize(pair_cells.size());
            group_next.assign(group_start.begin(), group_start.end() - 1);
            for (int cell : pair_cells) {
                const int group = group_of_root[static_cast<std::size_t>(joined.find(cell))];
                group_cells[static_cast<std::size_t>(
                    group_next[static_cast<std::size_t>(group)]++)] = cell;
            }
            for (int cell : pair_cells)
                group_of_root[static_cast<std::size_t>(cell)] = -1;
            for (int group = 0; group < groups; ++group) {
                const std::span<const int> members =
                    std::span<const int>(group_cells)
                        .subspan(
                            static_cast<std::size_t>(group_start[static_cast<std::size_t>(group)]),
                            static_cast<std::size_t>(
                                group_start[static_cast<std::size_t>(group) + 1] -
                                group_start[static_cast<std::size_t>(group)]));
                if (complete || keeps_houses(members)) add_set(members, givens);
            }
        }
    }

    // Cells traded between two rows (or two columns) along a cycle of three or more places:
    // the digit of the first line's cell at place p sits in the second line at next[p].
    const auto add_trades = [&](auto cell_at) {
        std::vector<int> place_of(static_cast<std::size_t>(side * (side + 1)), -1);
        for (int line = 0; line < side; ++line) {
            for (int place = 0; place < side; ++place) {
                const int digit = solution[cell_at(line, place)];
                place_of[static_cast<std::size_t>(line * (side + 1) + digit)] = place;
            }
        }
        std::vector<int> next(static_cast<std::size_t>(side));
        std::vector<int> set;
        for (int first = 0; first < side; ++first) {
            for (int second = first + 1; second < side; ++second) {
                for (int place = 0; place < side; ++place) {
                    const int digit = solution[cell_at(first, place)];
                    next[static_cast<std::size_t>(place)] =
                        place_of[static_cast<std::size_t>(second * (side + 1) + digit)];
                }
                std::uint64_t seen = 0;
                for (int start = 0; start < side; ++start) {
                    if (((seen >> start) & 1u) != 0) continue;
                    set.clear();
                    int place = start;
                    while (place >= 0 && ((seen >> place) & 1u) == 0) {
                        seen |= std::uint64_t{1} << place;
                        set.push_back(cell_at(first, place));
                        set.push_back(cell_at(second, place));
                        place = next[static_cast<std::size_t>(place)];
                    }
                    // Shorter cycles are two digits swapped, found above; a line missing a
                    // digit (-1) closes no cycle.
                    if (place != start || set.size() < 6) continue;
                    for (std::size_t index = 0; index < set.size(); index += 2) {
                        changed[static_cast<std::size_t>(set[index])] = solution[set[index + 1]];
                        changed[static_cast<std::size_t>(set[index + 1])] = solution[set[index]];
                    }
                    if (keeps_houses(set)) add_set(set, givens);
                }
            }
        }
    };
    add_trades([side](int row, int col) { return row * side + col; });
    add_trades([side](int col, int row) { return row * side + col; });
}

void UnavoidableSets::reserve_memberships(int cells, int stride) {
    stride_ = stride;
    memberships_.assign(static_cast<std::size_t>(cells * stride_), 0);
    membership_counts_.assign(static_cast<std::size_t>(cells), 0);
}

void UnavoidableSets::add_set(std::span<const int> cells, const Grid& givens) {
    const auto set = static_cast<std::uint32_t>(clue_counts_.size());
    int clues = 0;
    for (int cell : cells) {
        std::uint8_t& count = membership_counts_[static_cast<std::size_t>(cell)];
        memberships_[static_cast<std::size_t>(cell * stride_ + count++)] = set;
        clues += givens.empty(cell) ? 0 : 1;
    }
    clue_counts_.push_back(clues);
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
