#include "kakuro/block_pattern.hpp"

#include <algorithm>

namespace sudokit::kakuro {

namespace {

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
                    // A cut at offset 2 .. length-3 leaves two runs of at least two cells;
                    // preferring the middle third keeps runs of middling length.
                    const int low = std::max(2, segment.length / 3);
                    const int high = std::min(segment.length - 3, 2 * segment.length / 3);
                    const int offset = low + random.below(std::max(1, high - low + 1));
                    const int cut = segment.start + offset;
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

bool is_symmetric(const BlockPattern& pattern) {
    const std::size_t size = pattern.white.size();
    for (std::size_t index = 0; index < size; ++index) {
        if (pattern.white[index] != pattern.white[size - 1 - index]) return false;
    }
    return true;
}

}  // namespace

std::optional<BlockPattern> random_block_pattern(int rows, int columns, int longest_run,
                                                 int first_cut, generate::RandomSource& random) {
    BlockPattern pattern{rows, columns, std::vector<bool>(rows * columns, true)};
    // A sprinkle of blocks (about one square in eight, with the partners) to start from; the
    // repairs add the rest.
    for (int index = 0; index < rows * columns; ++index) {
        if (random.below(16) == 0) block(pattern, index / columns, index % columns);
    }
    const int usual_run = std::min(longest_run, first_cut);
    for (int pass = 0; pass < rows * columns; ++pass) {
        if (repair_pass(pattern, pass < 2 ? usual_run : longest_run, random) && pass >= 2) break;
    }
    // Small pieces cut off by the repairs go; a largest piece that is not its own mirror
    // image (its twin is as large) means another draw.
    const int white_count = keep_largest_piece(pattern);
    if (!is_symmetric(pattern)) return std::nullopt;
    // Fewer than half the squares white is a sparse board, not a puzzle worth its frame.
    if (2 * white_count < rows * columns) return std::nullopt;
    return pattern;
}

}  // namespace sudokit::kakuro
