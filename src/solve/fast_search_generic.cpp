// The any-shape half of the fast algorithm: one candidate mask per cell (bit d-1 for digit
// d), naked singles pushed through a queue, hidden singles swept over every house, box-line
// interactions and naked pairs, and branching on the cell with fewest candidates. The search keeps
// its own stack of frames on the heap, so even a 64x64 grid cannot overflow the call stack.
//
// The mask is as narrow as the side allows (its top bit is the "placed" flag): 32 bits up to
// 31x31, 64 bits up to 63x63, 128 bits for 64x64. The code is the same for all three.

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <memory>
#include <vector>

#include "fast_digit_order.hpp"
#include "fast_search.hpp"
#include "wide_mask.hpp"

namespace sudokit::detail {

namespace {

template <class Mask>
constexpr Mask kPlacedFlag = Mask{1} << (8 * sizeof(Mask) - 1);

template <class Mask>
constexpr bool is_single(Mask digits) {
    return (digits & (digits - 1)) == 0;
}

template <class Mask>
constexpr bool has_two_digits(Mask digits) {
    return !is_single(digits) && is_single(digits & (digits - 1));
}

// All ones for an open cell's mask, zero for a placed one: ANDing keeps only open digits.
template <class Mask>
constexpr Mask open_filter(Mask mask) {
    return (mask >> (8 * sizeof(Mask) - 1)) - 1;
}

// The largest side whose digits and flag fit a mask.
template <class Mask>
constexpr int kMaxSideOf = std::min<int>(8 * sizeof(Mask) - 1, kMaxSize);

template <class Mask>
struct CellBoard {
    std::array<Mask, kMaxSideOf<Mask> * kMaxSideOf<Mask>> cells;
    int unplaced = 0;
};

template <class Mask>
class GenericSolver {
  public:
    GenericSolver(const Shape& shape, SearchContext& context)
        : shape_(shape),
          cell_count_(shape.cell_count()),
          all_digits_(low_bits<Mask>(shape.side())),
          context_(context),
          order_(context.options().seed) {}

    void run(const Grid& givens) {
        current_.unplaced = cell_count_;
        for (int cell = 0; cell < cell_count_; ++cell) {
            const int given = givens[cell];
            if (given == 0) {
                current_.cells[cell] = all_digits_;
            } else {
                current_.cells[cell] = Mask{1} << (given - 1);
                queue_[queued_++] = static_cast<std::uint16_t>(cell);
            }
        }
        if (!context_.enter_node()) return;
        if (!propagate(current_)) return;
        for (;;) {
            bool undo = false;
            if (current_.unplaced == 0) {
                const auto fill = [this](Grid& grid) { write_solution(current_, grid); };
                if (!context_.accept_filled(shape_, fill)) return;
                undo = true;
            } else {
                push_frame();
            }
            if (!advance(undo)) return;
        }
    }

  private:
    struct Frame {
        CellBoard<Mask> board;
        int cell = 0;
        int count = 0;
        int next = 0;
        std::array<std::uint8_t, kMaxSize> digits{};
    };

    void push_frame() {
        // Frames are reused, never destroyed, so the vector grows only to the deepest path.
        if (depth_ == frames_.size()) frames_.emplace_back();
        Frame& frame = frames_[depth_++];
        copy_board(frame.board, current_);
        frame.cell = choose_cell(current_);
        frame.count = order_.arrange(current_.cells[frame.cell], frame.digits.data());
        frame.next = 0;
        ++context_.counters().guesses;
    }

    // Moves to the next choice that survives propagation, leaving it in current_; `undo`
    // says the choice of the top frame has just been left. Returns false when the search is
    // over (space exhausted or the context said stop).
    bool advance(bool undo) {
        for (;;) {
            if (depth_ == 0) return false;
            Frame& top = frames_[depth_ - 1];
            if (undo) ++context_.counters().backtracks;
            if (top.next == top.count) {
                --depth_;
                undo = true;
                continue;
            }
            copy_board(current_, top.board);
            current_.cells[top.cell] = Mask{1} << top.digits[top.next++];
            queue_[queued_++] = static_cast<std::uint16_t>(top.cell);
            if (!context_.enter_node()) return false;
            if (propagate(current_)) return true;
            undo = true;
        }
    }

    // Singles first (cheap, and they feed each other), then box-line interactions, then naked
    // pairs, each only when the cheaper rules run dry. On big grids the last two cut the
    // search tree several times over. Returns false on a contradiction.
    bool propagate(CellBoard<Mask>& board) {
        for (;;) {
            bool found = false;
            if (!place_queued(board) || !find_hidden_singles(board, found)) {
                queued_ = 0;
                return false;
            }
            if (found) continue;
            bool changed = false;
            if (!eliminate_locked_candidates(board, changed)) {
                queued_ = 0;
                return false;
            }
            if (changed) continue;
            if (!eliminate_naked_pairs(board, changed)) {
                queued_ = 0;
                return false;
            }
            if (!changed) return true;
        }
    }

    // Places every queued single: its digit leaves all peers. Peers left with one digit join
    // the queue; a peer left with none is a contradiction.
    bool place_queued(CellBoard<Mask>& board) {
        while (queued_ > 0) {
            const int cell = queue_[--queued_];
            const Mask digit = board.cells[cell];
            board.cells[cell] = digit | kPlacedFlag<Mask>;
            --board.unplaced;
            for (const int peer : shape_.peers(cell)) {
                Mask& mask = board.cells[peer];
                if ((mask & digit) == 0) continue;
                mask &= ~digit;
                const Mask left = mask & ~kPlacedFlag<Mask>;
                if (left == 0) return false;
                if (is_single(left) && (mask & kPlacedFlag<Mask>) == 0) {
                    queue_[queued_++] = static_cast<std::uint16_t>(peer);
                }
            }
        }
        return true;
    }

    // One sweep over the houses: a digit with a single open cell in a house goes there.
    // Sets `found` when it queued any; returns false when a house has a digit with no cell.
    bool find_hidden_singles(CellBoard<Mask>& board, bool& found) {
        for (int house = 0; house < shape_.house_count(); ++house) {
            const auto cells = shape_.house_cells(house);
            Mask once = 0;
            Mask twice = 0;
            Mask placed = 0;
            for (const int cell : cells) {
                // Branch-free: whether a cell is placed is data and mispredicts badly.
                const Mask mask = board.cells[cell];
                const Mask open = mask & open_filter(mask);
                placed |= mask & ~open_filter(mask);
                twice |= once & open;
                once |= open;
            }
            placed &= ~kPlacedFlag<Mask>;
            if ((once | placed) != all_digits_) return false;
            for (Mask hidden = once & ~twice & ~placed; hidden != 0; hidden &= hidden - 1) {
                const Mask digit = hidden & (~hidden + 1);
                const auto home = std::find_if(cells.begin(), cells.end(), [&](int cell) {
                    return (board.cells[cell] & (digit | kPlacedFlag<Mask>)) == digit;
                });
                // Another hidden single of this house already claimed the only cell.
                if (home == cells.end()) return false;
                // A cell already holding just this digit was queued earlier in this sweep.
                if (board.cells[*home] == digit) continue;
                board.cells[*home] = digit;
                queue_[queued_++] = static_cast<std::uint16_t>(*home);
                found = true;
            }
        }
        return true;
    }

    // Box-line interactions, for rows and then for columns: a digit of a line confined to
    // one box leaves the rest of that box, and a digit of a box confined to one line leaves
    // the rest of that line. Sets `changed` when it removed any candidate.
    bool eliminate_locked_candidates(CellBoard<Mask>& board, bool& changed) {
        const int side = shape_.side();
        const LineGeometry rows{side, 1, shape_.box_cols(), shape_.box_rows()};
        const LineGeometry columns{1, side, shape_.box_rows(), shape_.box_cols()};
        return eliminate_locked_candidates(board, rows, changed) &&
               eliminate_locked_candidates(board, columns, changed);
    }

    // How lines of one direction sit in the grid: cell (line, position) is at
    // line * line_step + position * cell_step; a line crosses side / segment_length boxes,
    // and chute_lines neighbouring lines cross the same boxes.
    struct LineGeometry {
        int line_step;
        int cell_step;
        int segment_length;
        int chute_lines;
    };

    bool eliminate_locked_candidates(CellBoard<Mask>& board, const LineGeometry& geometry,
                                     bool& changed) {
        const int side = shape_.side();
        const int segments = side / geometry.segment_length;
        const auto cell_at = [&](int line, int position) {
            return line * geometry.line_step + position * geometry.cell_step;
        };
        // segment_digits[line * segments + s]: candidates of the open cells of segment s of
        // the line. Placed cells stay out: their digits would look confined everywhere.
        for (int line = 0; line < side; ++line) {
            for (int segment = 0; segment < segments; ++segment) {
                Mask digits = 0;
                const int first = segment * geometry.segment_length;
                for (int position = first; position < first + geometry.segment_length; ++position) {
                    const Mask mask = board.cells[cell_at(line, position)];
                    digits |= mask & open_filter(mask);
                }
                segment_digits_[line * segments + segment] = digits;
            }
        }
        // A digit of a line in one segment only: the rest of that segment's box loses it.
        for (int line = 0; line < side; ++line) {
            const Mask* line_segments = &segment_digits_[line * segments];
            Mask once = 0;
            Mask twice = 0;
            for (int segment = 0; segment < segments; ++segment) {
                twice |= once & line_segments[segment];
                once |= line_segments[segment];
            }
            const Mask confined = once & ~twice;
            if (confined == 0) continue;
            const int chute_first = line - line % geometry.chute_lines;
            for (int segment = 0; segment < segments; ++segment) {
                const Mask digits = line_segments[segment] & confined;
                if (digits == 0) continue;
                const int first = segment * geometry.segment_length;
                for (int other = chute_first; other < chute_first + geometry.chute_lines; ++other) {
                    // Most confinements were acted on at an earlier pass: skip those cheaply.
                    if (other == line ||
                        (segment_digits_[other * segments + segment] & digits) == 0) {
                        continue;
                    }
                    for (int position = first; position < first + geometry.segment_length;
                         ++position) {
                        if (!strike(board, cell_at(other, position), digits, changed)) {
                            return false;
                        }
                    }
                }
            }
        }
        // A digit of a box in one line's segment only: the rest of that line loses it.
        for (int chute_first = 0; chute_first < side; chute_first += geometry.chute_lines) {
            for (int segment = 0; segment < segments; ++segment) {
                Mask once = 0;
                Mask twice = 0;
                for (int line = chute_first; line < chute_first + geometry.chute_lines; ++line) {
                    const Mask digits = segment_digits_[line * segments + segment];
                    twice |= once & digits;
                    once |= digits;
                }
                const Mask confined = once & ~twice;
                if (confined == 0) continue;
                for (int line = chute_first; line < chute_first + geometry.chute_lines; ++line) {
                    const Mask digits = segment_digits_[line * segments + segment] & confined;
                    if (digits == 0) continue;
                    for (int other = 0; other < segments; ++other) {
                        if (other == segment ||
                            (segment_digits_[line * segments + other] & digits) == 0) {
                            continue;
                        }
                        const int other_first = other * geometry.segment_length;
                        for (int position = other_first;
                             position < other_first + geometry.segment_length; ++position) {
                            if (!strike(board, cell_at(line, position), digits, changed)) {
                                return false;
                            }
                        }
                    }
                }
            }
        }
        return true;
    }

    // Two open cells of a house with the same two digits take both: the rest of the house
    // loses them. Sets `changed` when it removed any candidate.
    bool eliminate_naked_pairs(CellBoard<Mask>& board, bool& changed) {
        for (int house = 0; house < shape_.house_count(); ++house) {
            const auto cells = shape_.house_cells(house);
            std::array<Mask, kMaxSize> pairs;
            int pair_count = 0;
            for (const int cell : cells) {
                const Mask mask = board.cells[cell];
                if ((mask & kPlacedFlag<Mask>) == 0 && has_two_digits(mask)) {
                    pairs[pair_count++] = mask;
                }
            }
            for (int first = 0; first < pair_count; ++first) {
                for (int second = first + 1; second < pair_count; ++second) {
                    if (pairs[first] != pairs[second]) continue;
                    for (const int cell : cells) {
                        if (board.cells[cell] == pairs[first]) continue;
                        if (!strike(board, cell, pairs[first], changed)) return false;
                    }
                }
            }
        }
        return true;
    }

    // Removes `digits` from an open cell; queues it if one digit is left. False if none is.
    bool strike(CellBoard<Mask>& board, int cell, Mask digits, bool& changed) {
        Mask& mask = board.cells[cell];
        if ((mask & kPlacedFlag<Mask>) != 0 || (mask & digits) == 0) return true;
        mask &= ~digits;
        changed = true;
        if (mask == 0) return false;
        if (is_single(mask)) queue_[queued_++] = static_cast<std::uint16_t>(cell);
        return true;
    }

    // Fewest candidates first; among those, the cell with most open peers, whose choices
    // then prune most.
    int choose_cell(const CellBoard<Mask>& board) const {
        int best = -1;
        int best_count = kMaxSize + 1;
        int best_score = -1;
        for (int cell = 0; cell < cell_count_; ++cell) {
            const Mask mask = board.cells[cell];
            if ((mask & kPlacedFlag<Mask>) != 0) continue;
            const int count = bit_count(mask);
            if (count > best_count) continue;
            int score = 0;
            for (const int peer : shape_.peers(cell)) {
                score += static_cast<int>((board.cells[peer] & kPlacedFlag<Mask>) == 0);
            }
            if (count < best_count || score > best_score) {
                best = cell;
                best_count = count;
                best_score = score;
            }
        }
        return best;
    }

    // Copies only the cells the shape uses: a 4x4 board should not pay for 625 cells.
    void copy_board(CellBoard<Mask>& to, const CellBoard<Mask>& from) const {
        std::copy_n(from.cells.begin(), cell_count_, to.cells.begin());
        to.unplaced = from.unplaced;
    }

    void write_solution(const CellBoard<Mask>& board, Grid& grid) const {
        for (int cell = 0; cell < cell_count_; ++cell) {
            grid.set(cell, lowest_bit_index(board.cells[cell] & ~kPlacedFlag<Mask>) + 1);
        }
    }

    const Shape shape_;
    const int cell_count_;
    const Mask all_digits_;
    SearchContext& context_;
    DigitOrder order_;
    CellBoard<Mask> current_;
    // Cells with one digit left, not yet placed; a cell joins at most once per propagation.
    std::array<std::uint16_t, kMaxSideOf<Mask> * kMaxSideOf<Mask>> queue_;
    int queued_ = 0;
    // Scratch for eliminate_locked_candidates: a mask per (line, box) segment.
    std::array<Mask, kMaxSideOf<Mask> * kMaxSideOf<Mask> / 2> segment_digits_;
    std::vector<Frame> frames_;
    std::size_t depth_ = 0;
};

template <class Mask>
void search_with(const Puzzle& puzzle, SearchContext& context) {
    // On the heap: a 64x64 solver's boards and queues are too big for a thread's stack.
    const auto solver = std::make_unique<GenericSolver<Mask>>(puzzle.shape(), context);
    solver->run(puzzle.givens);
}

}  // namespace

void search_fast_generic(const Puzzle& puzzle, SearchContext& context) {
    const int side = puzzle.shape().side();
    if (side <= kMaxSideOf<std::uint32_t>) {
        search_with<std::uint32_t>(puzzle, context);
    } else if (side <= kMaxSideOf<std::uint64_t>) {
        search_with<std::uint64_t>(puzzle, context);
    } else {
        search_with<WideMask>(puzzle, context);
    }
}

}  // namespace sudokit::detail
