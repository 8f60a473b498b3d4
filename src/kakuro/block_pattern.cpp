#include "kakuro/block_pattern.hpp"

#include <algorithm>
#include <span>

namespace sudokit::kakuro {

namespace {

constexpr int kSprinkle = 32;

// Blocks a square and its partner under the half turn.
void block(BlockPattern& pattern, int row, int column) {
    pattern.white[row * pattern.columns + column] = false;
    pattern.white[(pattern.rows - 1 - row) * pattern.columns + (pattern.columns - 1 - column)] =
        false;
}

// The length of the white segment through (row, column) along a direction, and where it starts.
struct Segment {
    int start = 0;
    int length = 0;
};

Segment segment_at(const BlockPattern& pattern, int row, int column, bool across) {
    const int step_row = across ? 0 : 1;
    const int step_column = across ? 1 : 0;
    int r = row;
    int c = column;
    while (pattern.is_white(r - step_row, c - step_column)) {
        r -= step_row;
        c -= step_column;
    }
    Segment segment{across ? c : r, 0};
    while (pattern.is_white(r, c)) {
        ++segment.length;
        r += step_row;
        c += step_column;
    }
    return segment;
}

// Whether blocking (row, column) would leave a white cell alone in the other direction than
// `across`: the crosswise segment through it falls into two pieces, and a piece of one cell
// cannot be a run (the repairs would block it, and the cells around it, in a cascade that
// thins the board out). The square's partner under the half turn mirrors it, so one check
// covers both.
bool leaves_a_cell_alone(const BlockPattern& pattern, int row, int column, bool across) {
    const Segment crosswise = segment_at(pattern, row, column, !across);
    if (crosswise.length == 0) return false;
    const int before = (across ? row : column) - crosswise.start;
    const int after = crosswise.length - 1 - before;
    return before == 1 || after == 1;
}

// Whether blocking (row, column) would touch another block (or the frame) only at a corner:
// blocks meeting corner to corner make a wall the white cells cannot cross (they join by
// their sides), and a corner of the board walled off is lost to the largest piece.
bool pinches(const BlockPattern& pattern, int row, int column) {
    for (const int step_row : {-1, 1}) {
        for (const int step_column : {-1, 1}) {
            if (!pattern.is_white(row + step_row, column + step_column) &&
                pattern.is_white(row + step_row, column) &&
                pattern.is_white(row, column + step_column)) {
                return true;
            }
        }
    }
    return false;
}

// Where a segment too long is cut: at an offset that leaves two runs of at least two cells,
// preferring the offsets that leave no cell alone crosswise (the cascade of repairs thins the
// board out) and then those that make no corner-to-corner wall. Both keep the board dense:
// about three squares in four white, as in published Kakuros.
int cut_offset(const BlockPattern& pattern, int row, int column, const Segment& segment,
               bool across, generate::RandomSource& random) {
    std::vector<int> best;
    int best_cost = 3;
    // A segment of four cut to three or fewer has no such offset: its cut leaves a cell
    // alone, which the repairs block.
    for (int offset = 2; offset <= std::max(2, segment.length - 3); ++offset) {
        const int cut = segment.start + offset;
        const int cut_row = across ? row : cut;
        const int cut_column = across ? cut : column;
        const int cost = (leaves_a_cell_alone(pattern, cut_row, cut_column, across) ? 2 : 0) +
                         (pinches(pattern, cut_row, cut_column) ? 1 : 0);
        if (cost < best_cost) {
            best_cost = cost;
            best.clear();
        }
        if (cost == best_cost) best.push_back(offset);
    }
    return best[random.below(static_cast<int>(best.size()))];
}

// One repair pass: a segment longer than the longest run is cut by a block that leaves runs of
// two or more on both sides; a cell alone in a direction is blocked. True when nothing changed.
bool repair_pass(BlockPattern& pattern, int longest_run, generate::RandomSource& random) {
    bool settled = true;
    for (int row = 0; row < pattern.rows; ++row) {
        for (int column = 0; column < pattern.columns; ++column) {
            if (!pattern.is_white(row, column)) continue;
            for (const bool across : {true, false}) {
                const Segment segment = segment_at(pattern, row, column, across);
                if (segment.length == 1) {
                    block(pattern, row, column);
                    settled = false;
                    break;
                }
                if (segment.length > longest_run) {
                    const int cut =
                        segment.start + cut_offset(pattern, row, column, segment, across, random);
                    if (across) {
                        block(pattern, row, cut);
                    } else {
                        block(pattern, cut, column);
                    }
                    settled = false;
                    break;
                }
            }
        }
    }
    return settled;
}

// Keeps the largest piece of white cells (four-neighbour steps) and blocks the others; returns
// how many white cells are left. The pattern stays symmetric when that piece is its own mirror
// image (checked by the caller).
int keep_largest_piece(BlockPattern& pattern) {
    const int size = pattern.rows * pattern.columns;
    std::vector<int> piece(size, -1);
    std::vector<int> piece_sizes;
    std::vector<int> stack;
    for (int start = 0; start < size; ++start) {
        if (!pattern.white[start] || piece[start] >= 0) continue;
        const int id = static_cast<int>(piece_sizes.size());
        piece_sizes.push_back(0);
        piece[start] = id;
        stack.push_back(start);
        while (!stack.empty()) {
            const int index = stack.back();
            stack.pop_back();
            ++piece_sizes[id];
            const int row = index / pattern.columns;
            const int column = index % pattern.columns;
            const int neighbours[4][2] = {
                {row - 1, column}, {row + 1, column}, {row, column - 1}, {row, column + 1}};
            for (const auto& [r, c] : neighbours) {
                if (!pattern.is_white(r, c) || piece[r * pattern.columns + c] >= 0) continue;
                piece[r * pattern.columns + c] = id;
                stack.push_back(r * pattern.columns + c);
            }
        }
    }
    if (piece_sizes.empty()) return 0;
    const int largest = static_cast<int>(std::max_element(piece_sizes.begin(), piece_sizes.end()) -
                                         piece_sizes.begin());
    for (int index = 0; index < size; ++index) {
        if (pattern.white[index] && piece[index] != largest) pattern.white[index] = false;
    }
    return piece_sizes[largest];
}

// Opens blocks again where the board allows: a block (with its partner) turns white when
// every run through the two squares then has 2 to `longest_run` cells. The cuts and repairs
// leave more blocks than the runs need (about 60% of the squares white); this brings the board
// to the density of published Kakuros. Every opened square has white neighbours across and
// down, so the board stays one piece. Returns how many white cells there are.
int open_blocks(BlockPattern& pattern, int longest_run, double densest_share,
                generate::RandomSource& random) {
    const int size = pattern.rows * pattern.columns;
    int white_count =
        static_cast<int>(std::count(pattern.white.begin(), pattern.white.end(), true));
    std::vector<int> order(size);
    for (int index = 0; index < size; ++index)
        order[index] = index;
    random.shuffle(std::span<int>(order));
    const auto fits = [&](int index) {
        for (const bool across : {true, false}) {
            const Segment segment =
                segment_at(pattern, index / pattern.columns, index % pattern.columns, across);
            if (segment.length < 2 || segment.length > longest_run) return false;
        }
        return true;
    };
    // Passes until none opens a block: an opened square can let its neighbours open.
    for (bool opened = true; opened;) {
        opened = false;
        for (const int index : order) {
            if (white_count >= densest_share * size) return white_count;
            const int mirror = size - 1 - index;
            if (pattern.white[index]) continue;
            pattern.white[index] = pattern.white[mirror] = true;
            if (fits(index) && fits(mirror)) {
                white_count += index == mirror ? 1 : 2;
                opened = true;
            } else {
                pattern.white[index] = pattern.white[mirror] = false;
            }
        }
    }
    return white_count;
}

bool is_symmetric(const BlockPattern& pattern) {
    const std::size_t size = pattern.white.size();
    for (std::size_t index = 0; index < size; ++index) {
        if (pattern.white[index] != pattern.white[size - 1 - index]) return false;
    }
    return true;
}

}  // namespace

std::optional<BlockPattern> random_block_pattern(int rows, int columns, int longest_run,
                                                 int first_cut, double densest_share,
                                                 generate::RandomSource& random) {
    BlockPattern pattern{rows, columns, std::vector<bool>(rows * columns, true)};
    // A sprinkle of blocks to start from (about one square in sixteen, with the partners),
    // each where it leaves no cell alone; the cuts of the repairs add the rest.
    for (int index = 0; index < rows * columns; ++index) {
        const int row = index / columns;
        const int column = index % columns;
        if (random.below(kSprinkle) != 0 || !pattern.is_white(row, column)) continue;
        if (leaves_a_cell_alone(pattern, row, column, true) ||
            leaves_a_cell_alone(pattern, row, column, false) || pinches(pattern, row, column)) {
            continue;
        }
        block(pattern, row, column);
    }
    const int usual_run = std::min(longest_run, first_cut);
    for (int pass = 0; pass < rows * columns; ++pass) {
        if (repair_pass(pattern, pass < 2 ? usual_run : longest_run, random) && pass >= 2) break;
    }
    // Small pieces cut off by the repairs go; a largest piece that is not its own mirror
    // image (its twin is as large) means another draw.
    keep_largest_piece(pattern);
    if (!is_symmetric(pattern)) return std::nullopt;
    const int white_count = open_blocks(pattern, usual_run, densest_share, random);
    // Fewer than half the squares white is a sparse board, not a puzzle worth its frame.
    if (2 * white_count < rows * columns) return std::nullopt;
    return pattern;
}

}  // namespace sudokit::kakuro
