// The any-shape half of the fast algorithm: one candidate mask per cell (bit d-1 for digit
// d), naked singles pushed through a queue, hidden singles swept over the houses that changed
// (for the digits whose places there changed), box-line interactions and naked pairs (not in
// the generator's quick checks, GenericRules), and branching on the cell with fewest
// candidates. The search keeps its own stack of frames on the heap, so even a 64x64 grid
// cannot overflow the call stack.
//
// A search that proves hard (more than kNodesBeforeLookahead nodes; on large grids from the
// start, see there) adds lookahead at every later node: each either-or of the board (a cell with
// two digits, a digit with two places in a house) is tried both ways on a scratch board with
// singles. A way that fails is false; a candidate that both ways remove is false; and the search
// branches on the either-or whose two ways remove most (a way that several either-ors share is
// propagated once a round: see TriedWay). Minimal 25x25 and larger puzzles need it:
// without it a 36x36 proof of uniqueness takes minutes, with it a tenth of a second. Easy searches
// (most of the generator's, all the usual 16x16 ones) end before it starts and pay nothing.
//
// The mask is as narrow as the side allows: 32 bits up to 31x31 and 64 bits above, its top bit
// the "placed" flag up to 63x63; a 64x64 board keeps its flags apart (see Flags). The code is
// the same for all three.

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <memory>
#include <span>
#include <vector>

#include "fast_digit_order.hpp"
#include "fast_search.hpp"
#include "mask_bits.hpp"

namespace sudokit::detail {

namespace {

template <class Mask>
constexpr bool is_single(Mask digits) {
    return (digits & (digits - 1)) == 0;
}

template <class Mask>
constexpr bool has_two_digits(Mask digits) {
    return !is_single(digits) && is_single(digits & (digits - 1));
}

// Where a board keeps each cell's "placed" flag. Up to 63x63 it is the mask's top bit, so one
// load tells a cell's digits and state. A 64x64 grid's 64 digits fill a 64-bit mask, so its
// flags sit apart, a bit per cell in the board: the masks stay 64 bits, where a flag inside
// them would need 128-bit masks and make a 64x64 generation twice as slow.
enum class Flags { in_mask, apart };

template <class Mask, Flags kFlags>
constexpr int kMaxSideOf = std::min<int>(8 * sizeof(Mask) - (kFlags == Flags::in_mask ? 1 : 0),
                                         kMaxSize);

// The candidates of every cell, whether each is placed (a placed cell's mask holds its digit
// alone), and how many are not.
template <class Mask, Flags kFlags>
struct CellBoard {
    static constexpr int kMaxCells = kMaxSideOf<Mask, kFlags> * kMaxSideOf<Mask, kFlags>;
    static constexpr Mask kFlagBit = Mask{1} << (8 * sizeof(Mask) - 1);
    static constexpr int kFlagWords = kFlags == Flags::apart ? (kMaxCells + 63) / 64 : 0;

    std::array<Mask, kMaxCells> cells;
    std::array<std::uint64_t, kFlagWords> placed_bits;
    int unplaced = 0;

    bool is_placed(int cell) const {
        if constexpr (kFlags == Flags::in_mask) {
            return (cells[cell] & kFlagBit) != 0;
        } else {
            return (placed_bits[flag_word(cell)] & flag_bit(cell)) != 0;
        }
    }

    // The cell's digits: its candidates, or its digit once placed.
    Mask digits(int cell) const {
        if constexpr (kFlags == Flags::in_mask) {
            return cells[cell] & ~kFlagBit;
        } else {
            return cells[cell];
        }
    }

    // Open with this digit among its candidates.
    bool holds_open(int cell, Mask digit) const {
        if constexpr (kFlags == Flags::in_mask) {
            return (cells[cell] & (digit | kFlagBit)) == digit;
        } else {
            return (cells[cell] & digit) != 0 && !is_placed(cell);
        }
    }

    // The cell's digits as {candidates if open, digit if placed}, the other zero; the second
    // may also hold the flag bit, for the caller to mask off once for many cells. Branch-free:
    // whether a cell is placed is data, and a branch on it mispredicts badly.
    std::pair<Mask, Mask> open_and_placed(int cell) const {
        const Mask open_filter = [&] {
            if constexpr (kFlags == Flags::in_mask) {
                return (cells[cell] >> (8 * sizeof(Mask) - 1)) - 1;
            } else {
                return static_cast<Mask>((placed_bits[flag_word(cell)] & flag_bit(cell)) != 0) - 1;
            }
        }();
        return {cells[cell] & open_filter, cells[cell] & ~open_filter};
    }

    // The cell, whose mask holds one digit, becomes placed.
    void mark_placed(int cell) {
        if constexpr (kFlags == Flags::in_mask) {
            cells[cell] |= kFlagBit;
        } else {
            placed_bits[flag_word(cell)] |= flag_bit(cell);
        }
    }

    // Puts a cell back as it was: its mask and its flag.
    void restore(int cell, Mask mask, bool placed) {
        cells[cell] = mask;
        if constexpr (kFlags == Flags::apart) {
            std::uint64_t& word = placed_bits[flag_word(cell)];
            word = placed ? word | flag_bit(cell) : word & ~flag_bit(cell);
        }
    }

    void clear_flags() {
        if constexpr (kFlags == Flags::apart) placed_bits.fill(0);
    }

    // Copies only the cells the shape uses: a 4x4 board should not pay for 625 cells.
    void copy_from(const CellBoard& from, int cell_count) {
        std::copy_n(from.cells.begin(), cell_count, cells.begin());
        if constexpr (kFlags == Flags::apart) {
            std::copy_n(from.placed_bits.begin(), (cell_count + 63) / 64, placed_bits.begin());
        }
        unplaced = from.unplaced;
    }

    // Where a cell's flag sits when the flags are apart: a word of placed_bits, and a bit.
    static std::size_t flag_word(int cell) { return static_cast<std::size_t>(cell) / 64; }
    static std::uint64_t flag_bit(int cell) {
        return std::uint64_t{1} << (static_cast<unsigned>(cell) % 64);
    }
};

// Nodes a search runs without lookahead; past them each node pays for it. A search without a
// node budget on a grid of kLookaheadAtOnceSide or more looks ahead from its first node: that
// is a proof on a large grid, where lookahead pays at once (a generated 36x36 is proved in a
// third of the time). A budgeted search (the generator's quick checks) stays plain: most
// end within the budget, and lookahead would make each of their nodes dearer.
constexpr std::uint64_t kNodesBeforeLookahead = 100;
constexpr int kLookaheadAtOnceSide = 25;

template <class Mask, Flags kFlags>
class GenericSolver {
    using Board = CellBoard<Mask, kFlags>;
    static constexpr int kMaxSide = kMaxSideOf<Mask, kFlags>;
    static constexpr int kMaxCells = Board::kMaxCells;

  public:
    GenericSolver(const Shape& shape, SearchContext& context, GenericRules rules, WayReuse reuse)
        : singles_only_(rules != GenericRules::all),
          all_at_root_(rules == GenericRules::all_at_root),
          reuse_ways_(reuse == WayReuse::once),
          shape_(shape),
          cell_count_(shape.cell_count()),
          all_digits_(low_bits<Mask>(shape.side())),
          context_(context),
          order_(context.options().seed),
          plain_nodes_(context.options().node_limit == 0 && shape.side() >= kLookaheadAtOnceSide
                           ? 0
                           : kNodesBeforeLookahead) {}

    // `excluded` (a cell of -1 for none): a candidate taken out before the search.
    void run(const Grid& givens, Exclusion excluded) {
        current_.unplaced = cell_count_;
        current_.clear_flags();
        for (int house = 0; house < shape_.house_count(); ++house) {
            dirty_digits_[house] = all_digits_;
            dirty_houses_[dirty_count_++] = static_cast<std::uint8_t>(house);
        }
        if (!place_givens(givens)) {
            context_.enter_node();
            return;
        }
        if (excluded.cell >= 0) {
            Mask& left = current_.cells[excluded.cell];
            left &= ~(Mask{1} << (excluded.digit - 1));
            if (is_single(left)) queue_[queued_++] = static_cast<std::uint16_t>(excluded.cell);
        }
        if (!context_.enter_node()) return;
        if (!settle(current_)) return;
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
    // A branch point: choice i places digit digits[i] + 1 in `cell`, except that the
    // either-or of two cells places its second digit in `second_cell`.
    struct Frame {
        Board board;
        int cell = 0;
        int second_cell = -1;
        int count = 0;
        int next = 0;
        std::array<std::uint8_t, kMaxSize> digits{};
    };

    // "This cell holds this digit": one way of an either-or.
    struct Placement {
        int cell = -1;
        Mask digit = 0;
    };

    // The root board: each given placed, each open cell left the digits its houses' givens
    // do not hold, and the open cells with one digit queued. Found house by house rather
    // than by striking each given from its peers: a generated 64x64 puzzle's 2,000 givens
    // have 190 peers each, and the generator sets up a search for every clue it tries.
    // False when two givens clash or an open cell has no digit.
    bool place_givens(const Grid& givens) {
        std::array<Mask, 3 * kMaxSide> used{};
        for (int cell = 0; cell < cell_count_; ++cell) {
            const int given = givens[cell];
            if (given == 0) continue;
            const Mask digit = Mask{1} << (given - 1);
            for (const int house : shape_.houses_of(cell)) {
                if ((used[house] & digit) != 0) return false;
                used[house] |= digit;
            }
            current_.cells[cell] = digit;
            current_.mark_placed(cell);
            --current_.unplaced;
        }
        for (int cell = 0; cell < cell_count_; ++cell) {
            if (givens[cell] != 0) continue;
            const auto houses = shape_.houses_of(cell);
            const Mask left = all_digits_ & ~(used[houses[0]] | used[houses[1]] | used[houses[2]]);
            if (left == 0) return false;
            current_.cells[cell] = left;
            if (is_single(left)) queue_[queued_++] = static_cast<std::uint16_t>(cell);
        }
        return true;
    }

    void push_frame() {
        // Frames are reused, never destroyed, so the vector grows only to the deepest path.
        // Each is allocated alone and not zeroed: its board is written before it is read, and
        // a 64x64 board is 64 kB that would be cleared, and moved whenever the vector grows.
        if (depth_ == frames_.size()) frames_.push_back(std::make_unique_for_overwrite<Frame>());
        Frame& frame = *frames_[depth_++];
        frame.board.copy_from(current_, cell_count_);
        frame.next = 0;
        ++context_.counters().guesses;
        // Lookahead's choice, unless the eliminations after it closed one of its ways (when
        // both are open they are still the only two: candidates only ever leave).
        if (best_score_ >= 0 && is_open(current_, best_either_or_[0]) &&
            is_open(current_, best_either_or_[1])) {
            const bool swap = order_.second_first();
            const Placement& first = best_either_or_[swap ? 1 : 0];
            const Placement& second = best_either_or_[swap ? 0 : 1];
            frame.cell = first.cell;
            frame.second_cell = second.cell;
            frame.digits[0] = static_cast<std::uint8_t>(lowest_bit_index(first.digit));
            frame.digits[1] = static_cast<std::uint8_t>(lowest_bit_index(second.digit));
            frame.count = 2;
            return;
        }
        frame.cell = choose_cell(current_);
        frame.second_cell = -1;
        frame.count = order_.arrange(current_.cells[frame.cell], frame.digits.data());
    }

    // Moves to the next choice that survives propagation, leaving it in current_; `undo`
    // says the choice of the top frame has just been left. Returns false when the search is
    // over (space exhausted or the context said stop).
    bool advance(bool undo) {
        for (;;) {
            if (depth_ == 0) return false;
            Frame& top = *frames_[depth_ - 1];
            if (undo) ++context_.counters().backtracks;
            if (top.next == top.count) {
                --depth_;
                undo = true;
                continue;
            }
            current_.copy_from(top.board, cell_count_);
            const int cell = top.next == 1 && top.second_cell >= 0 ? top.second_cell : top.cell;
            current_.cells[cell] = Mask{1} << top.digits[top.next++];
            queue_[queued_++] = static_cast<std::uint16_t>(cell);
            if (!context_.enter_node()) return false;
            if (settle(current_)) return true;
            undo = true;
        }
    }

    // The propagation of a search node: the rules below, then lookahead once the search has
    // proved hard. Returns false on a contradiction.
    bool settle(Board& board) {
        best_score_ = -1;
        if (!propagate(board)) return false;
        if (context_.counters().nodes <= plain_nodes_) return true;
        return look_ahead(board);
    }

    // Singles first (cheap, and they feed each other), then box-line interactions, then naked
    // pairs, each only when the cheaper rules run dry. On big grids the last two cut the
    // search tree several times over (but not a quick check's, which has singles alone).
    // Returns false on a contradiction.
    bool propagate(Board& board) {
        for (;;) {
            if (!propagate_singles(board)) return false;
            if (singles_only_ && !(all_at_root_ && context_.counters().nodes == 1)) return true;
            bool changed = false;
            if (!eliminate_locked_candidates(board, changed)) return fail();
            if (changed) continue;
            if (!eliminate_naked_pairs(board, changed)) return fail();
            if (!changed) return true;
        }
    }

    // Naked and hidden singles until none is left. Returns false on a contradiction.
    bool propagate_singles(Board& board) {
        for (bool found = true; found;) {
            found = false;
            if (!place_queued(board) || !find_hidden_singles(board, found)) return fail();
        }
        return true;
    }

    // One round of lookahead over every either-or of the board: the cells with two digits,
    // then the digits with two places in a house (an either-or found twice, in a row and its
    // box, is tried twice: rare, and cheaper than remembering). Returns false on a
    // contradiction.
    bool look_ahead(Board& board) {
        if (!lookahead_stamps_cleared_) {
            logged_epoch_.fill(0);
            first_way_stamps_.fill(0);
            if (reuse_ways_)
                tried_ways_.resize(static_cast<std::size_t>(cell_count_) *
                                   static_cast<std::size_t>(shape_.side()));
            lookahead_stamps_cleared_ = true;
        }
        board_changed();
        for (int cell = 0; cell < cell_count_; ++cell) {
            const Mask mask = board.cells[cell];
            if (board.is_placed(cell) || !has_two_digits(mask)) continue;
            const Mask first = mask & (~mask + 1);
            if (!try_either_or(board, {cell, first}, {cell, mask & ~first})) return false;
        }
        for (int house = 0; house < shape_.house_count(); ++house) {
            const auto cells = shape_.house_cells(house);
            const HouseTally tally = tally_house(board, cells);
            for (Mask pairs = tally.twice & ~tally.thrice; pairs != 0; pairs &= pairs - 1) {
                const Mask digit = pairs & (~pairs + 1);
                std::array<Placement, 2> sides;
                int found = 0;
                for (const int cell : cells) {
                    if (found < 2 && is_open(board, {cell, digit})) sides[found++] = {cell, digit};
                }
                // An earlier either-or of this round closed one of the two places.
                if (found < 2) continue;
                if (!try_either_or(board, sides[0], sides[1])) return false;
            }
        }
        return true;
    }

    // Tries both ways of an either-or. Both fail: a contradiction. One fails: the other is
    // placed. Both hold: a candidate that neither keeps leaves the board (only a cell both
    // ways changed can lose one), and the either-or is scored as a branch by the candidates
    // each way removes (the product favours an either-or whose two ways both prune). Returns
    // false on a contradiction.
    bool try_either_or(Board& board, Placement first, Placement second) {
        const std::int64_t first_removed = try_placement(board, first);
        // Remember the first way's masks of the cells it changed.
        ++first_way_epoch_;
        if (first_removed >= 0) {
            for (const LoggedCell& logged : change_log_) {
                const int cell = logged.cell;
                first_way_masks_[cell] = after_log_[cell];
                first_way_stamps_[cell] = first_way_epoch_;
            }
        }
        const std::int64_t second_removed = try_placement(board, second);
        if (first_removed < 0 && second_removed < 0) return false;
        if (first_removed < 0 || second_removed < 0) {
            const Placement& truth = first_removed >= 0 ? first : second;
            board_changed();
            board.cells[truth.cell] = truth.digit;
            queue_[queued_++] = static_cast<std::uint16_t>(truth.cell);
            return propagate(board);
        }
        const std::int64_t score = (first_removed + 1) * (second_removed + 1);
        if (score > best_score_) {
            best_score_ = score;
            best_either_or_[0] = first;
            best_either_or_[1] = second;
        }
        bool narrowed = false;
        for (const LoggedCell& logged : change_log_) {
            const int cell = logged.cell;
            if (first_way_stamps_[cell] != first_way_epoch_) continue;
            Mask& target = board.cells[cell];
            if (board.is_placed(cell)) continue;
            const Mask kept = target & (first_way_masks_[cell] | after_log_[cell]);
            if (kept == target) continue;
            if (!narrowed) board_changed();
            mark_houses_of(cell, target & ~kept);
            target = kept;
            narrowed = true;
            if (is_single(kept)) queue_[queued_++] = static_cast<std::uint16_t>(cell);
        }
        return !narrowed || propagate(board);
    }

    // Places `placement` on the board and propagates singles there, then puts the board back
    // as it was. Returns the candidates that removed, or -1 for a contradiction (or a way
    // already closed). The cells it changed are left in change_log_ (with their masks before)
    // and their masks after it in after_log_.
    std::int64_t try_placement(Board& board, Placement placement) {
        change_log_.clear();
        if (!is_open(board, placement)) return -1;
        TriedWay* tried = nullptr;
        if (reuse_ways_) {
            tried = &tried_ways_[static_cast<std::size_t>(placement.cell) *
                                     static_cast<std::size_t>(shape_.side()) +
                                 static_cast<std::size_t>(lowest_bit_index(placement.digit))];
            if (tried->version == board_version_) {
                // Replayed: the board is untouched, so "before" is the mask as it stands.
                for (std::size_t index = tried->first; index < tried->first + tried->count;
                     ++index) {
                    const auto [cell, after] = tried_changes_[index];
                    change_log_.push_back({cell, board.cells[cell], board.is_placed(cell)});
                    after_log_[cell] = after;
                }
                return tried->removed;
            }
        }
        ++log_epoch_;
        logging_ = true;
        const int unplaced = board.unplaced;
        log_change(board, placement.cell);
        board.cells[placement.cell] = placement.digit;
        queue_[queued_++] = static_cast<std::uint16_t>(placement.cell);
        removed_ = 0;
        const bool holds = propagate_singles(board);
        logging_ = false;
        const std::int64_t removed = holds ? removed_ : -1;
        const std::size_t first_change = tried_changes_.size();
        for (const LoggedCell& logged : change_log_) {
            after_log_[logged.cell] = board.cells[logged.cell];
            if (holds && tried != nullptr)
                tried_changes_.emplace_back(logged.cell, board.cells[logged.cell]);
            board.restore(logged.cell, logged.before, logged.was_placed);
        }
        if (tried != nullptr)
            *tried = {board_version_, removed, first_change, tried_changes_.size() - first_change};
        board.unplaced = unplaced;
        return removed;
    }

    // The board of a lookahead round changed: the ways tried on it are to be tried again.
    void board_changed() {
        ++board_version_;
        tried_changes_.clear();
    }

    // While a way is tried, the first change of each cell is logged with the mask before it.
    void log_change(const Board& board, int cell) {
        if (!logging_ || logged_epoch_[cell] == log_epoch_) return;
        logged_epoch_[cell] = log_epoch_;
        change_log_.push_back({cell, board.cells[cell], board.is_placed(cell)});
    }

    // A contradiction: the queue and the houses waiting for a sweep belong to the board
    // being abandoned.
    bool fail() {
        queued_ = 0;
        for (int index = 0; index < dirty_count_; ++index) {
            dirty_digits_[dirty_houses_[index]] = 0;
        }
        dirty_count_ = 0;
        return false;
    }

    // A cell lost `digits` (or was placed: all digits): its houses need a hidden-single sweep
    // for them. Only those digits' places changed there, so only they can have come down to
    // one place or none.
    void mark_houses_of(int cell, Mask digits) {
        for (const int house : shape_.houses_of(cell)) {
            if (dirty_digits_[house] == 0)
                dirty_houses_[dirty_count_++] = static_cast<std::uint8_t>(house);
            dirty_digits_[house] |= digits;
        }
    }

    // Places every queued single: its digit leaves all peers. Peers left with one digit join
    // the queue; a peer left with none is a contradiction.
    bool place_queued(Board& board) {
        while (queued_ > 0) {
            const int cell = queue_[--queued_];
            const Mask digit = board.cells[cell];
            log_change(board, cell);
            board.mark_placed(cell);
            --board.unplaced;
            mark_houses_of(cell, all_digits_);
            for (const int peer : shape_.peers(cell)) {
                Mask& mask = board.cells[peer];
                if ((mask & digit) == 0) continue;
                log_change(board, peer);
                mask &= ~digit;
                ++removed_;
                mark_houses_of(peer, digit);
                const Mask left = board.digits(peer);
                if (left == 0) return false;
                if (is_single(left) && !board.is_placed(peer)) {
                    queue_[queued_++] = static_cast<std::uint16_t>(peer);
                }
            }
        }
        return true;
    }

    // The digits of a house's open cells by how many cells hold them (at least once, twice,
    // three times), and the digits placed in it.
    struct HouseTally {
        Mask once = 0;
        Mask twice = 0;
        Mask thrice = 0;
        Mask placed = 0;
    };

    // Inlined where it is used, so a caller that never reads `thrice` does not compute it.
    HouseTally tally_house(const Board& board, std::span<const int> cells) const {
        HouseTally tally;
        for (const int cell : cells) {
            const auto [open, placed] = board.open_and_placed(cell);
            tally.placed |= placed;
            tally.thrice |= tally.twice & open;
            tally.twice |= tally.once & open;
            tally.once |= open;
        }
        tally.placed &= all_digits_;
        return tally;
    }

    // tally_house for `digits` alone, ended once each of them has two open cells or more (a
    // peer losing one digit leaves the other digits' places in its houses as they were; such
    // a digit mostly has two places among the house's first few cells).
    HouseTally tally_digits(const Board& board, std::span<const int> cells, Mask digits) const {
        HouseTally tally;
        for (const int cell : cells) {
            const auto [open, placed] = board.open_and_placed(cell);
            tally.placed |= placed & digits;
            tally.twice |= tally.once & open & digits;
            tally.once |= open & digits;
            if (tally.twice == digits) break;
        }
        return tally;
    }

    // One sweep over the houses: a digit with a single open cell in a house goes there.
    // Sets `found` when it queued any; returns false when a house has a digit with no cell.
    bool find_hidden_singles(Board& board, bool& found) {
        // Nothing marks a house during the sweep (a cell narrowed here marks its houses with
        // every digit when it is placed); on a contradiction fail() clears the list.
        for (int index = 0; index < dirty_count_; ++index) {
            const int house = dirty_houses_[index];
            const Mask digits = dirty_digits_[house];
            dirty_digits_[house] = 0;
            const auto cells = shape_.house_cells(house);
            const HouseTally tally = digits == all_digits_ ? tally_house(board, cells)
                                                           : tally_digits(board, cells, digits);
            if (((tally.once | tally.placed) & digits) != digits) return false;
            for (Mask hidden = tally.once & ~tally.twice & ~tally.placed & digits; hidden != 0;
                 hidden &= hidden - 1) {
                const Mask digit = hidden & (~hidden + 1);
                const auto home = std::find_if(cells.begin(), cells.end(), [&](int cell) {
                    return board.holds_open(cell, digit);
                });
                // Another hidden single of this house already claimed the only cell.
                if (home == cells.end()) return false;
                // A cell already holding just this digit was queued earlier in this sweep.
                if (board.cells[*home] == digit) continue;
                removed_ += bit_count(board.cells[*home]) - 1;
                log_change(board, *home);
                board.cells[*home] = digit;
                queue_[queued_++] = static_cast<std::uint16_t>(*home);
                found = true;
            }
        }
        dirty_count_ = 0;
        return true;
    }

    // Box-line interactions, for rows and then for columns: a digit of a line confined to
    // one box leaves the rest of that box, and a digit of a box confined to one line leaves
    // the rest of that line. Sets `changed` when it removed any candidate.
    bool eliminate_locked_candidates(Board& board, bool& changed) {
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

    bool eliminate_locked_candidates(Board& board, const LineGeometry& geometry, bool& changed) {
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
                    digits |= board.open_and_placed(cell_at(line, position)).first;
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
    bool eliminate_naked_pairs(Board& board, bool& changed) {
        for (int house = 0; house < shape_.house_count(); ++house) {
            const auto cells = shape_.house_cells(house);
            std::array<Mask, kMaxSize> pairs;
            int pair_count = 0;
            for (const int cell : cells) {
                const Mask mask = board.cells[cell];
                if (!board.is_placed(cell) && has_two_digits(mask)) {
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
    bool strike(Board& board, int cell, Mask digits, bool& changed) {
        Mask& mask = board.cells[cell];
        if (board.is_placed(cell) || (mask & digits) == 0) return true;
        mark_houses_of(cell, mask & digits);
        mask &= ~digits;
        changed = true;
        if (mask == 0) return false;
        if (is_single(mask)) queue_[queued_++] = static_cast<std::uint16_t>(cell);
        return true;
    }

    // Whether the cell is open with the digit among its candidates.
    bool is_open(const Board& board, Placement placement) const {
        return board.holds_open(placement.cell, placement.digit);
    }

    // Fewest candidates first; among those, the cell with most open peers, whose choices
    // then prune most. A cell's open peers are counted from open cells per house and per
    // segment (where a row or column crosses a box, as in eliminate_locked_candidates): its
    // row, column and box, less the two segments through it, each counted twice, less
    // itself. So choosing reads each cell once, not each cell's 3N peers (on a 64x64 board
    // that walk was a third of generation).
    int choose_cell(const Board& board) {
        if (!segments_built_) build_segments();
        std::fill_n(open_in_house_.begin(), shape_.house_count(), 0);
        std::fill_n(open_in_segment_.begin(), segment_count_, 0);
        for (int cell = 0; cell < cell_count_; ++cell) {
            if (board.is_placed(cell)) continue;
            for (const int house : shape_.houses_of(cell))
                ++open_in_house_[house];
            for (const int segment : cell_segments_[cell])
                ++open_in_segment_[segment];
        }
        int best = -1;
        int best_count = kMaxSize + 1;
        int best_score = -1;
        for (int cell = 0; cell < cell_count_; ++cell) {
            const Mask mask = board.cells[cell];
            if (board.is_placed(cell)) continue;
            const int count = bit_count(mask);
            if (count > best_count) continue;
            const auto houses = shape_.houses_of(cell);
            const auto& segments = cell_segments_[cell];
            const int score = open_in_house_[houses[0]] + open_in_house_[houses[1]] +
                              open_in_house_[houses[2]] - open_in_segment_[segments[0]] -
                              open_in_segment_[segments[1]] - 1;
            if (count < best_count || score > best_score) {
                best = cell;
                best_count = count;
                best_score = score;
            }
        }
        return best;
    }

    // Notes each cell's row segment and column segment, numbered line by line as
    // eliminate_locked_candidates numbers them, the column segments after the row ones.
    // Built at the first branch, not before: the generator's many searches that never
    // branch skip it.
    void build_segments() {
        const int side = shape_.side();
        const int row_segments = side * (side / shape_.box_cols());
        for (int cell = 0; cell < cell_count_; ++cell) {
            const int row = shape_.row_of(cell);
            const int col = shape_.col_of(cell);
            cell_segments_[cell] = {
                static_cast<std::uint16_t>(row * (side / shape_.box_cols()) +
                                           col / shape_.box_cols()),
                static_cast<std::uint16_t>(row_segments + col * (side / shape_.box_rows()) +
                                           row / shape_.box_rows())};
        }
        segment_count_ = row_segments + side * (side / shape_.box_rows());
        segments_built_ = true;
    }

    void write_solution(const Board& board, Grid& grid) const {
        for (int cell = 0; cell < cell_count_; ++cell) {
            grid.set(cell, lowest_bit_index(board.digits(cell)) + 1);
        }
    }

    const bool singles_only_;  // box-line interactions and naked pairs left out...
    const bool all_at_root_;   // ...except at the first node
    const bool reuse_ways_;    // see TriedWay
    const Shape shape_;
    const int cell_count_;
    const Mask all_digits_;
    SearchContext& context_;
    DigitOrder order_;
    const std::uint64_t plain_nodes_;  // nodes before lookahead starts
    Board current_;
    // Lookahead tries each way on the board itself and undoes it from a log of the cells it
    // changed (a copy of a 64x64 board is 64 KB; a way changes a few dozen cells). Per cell:
    // the epoch of the way that last logged it, its mask after the last way, and the first
    // way's mask (valid where its stamp is the current first_way_epoch_). Epochs are 64 bits:
    // 32 would wrap after about an hour of lookahead, and a stale stamp that matched again
    // would leave a change unlogged and the board not put back. The stamps are zeroed when
    // the search first looks ahead, not before: most searches never do (the generator's
    // checks), and zeroing, so touching, a 64x64 solver's 64 kB of them on each was a tenth
    // of a 64x64 generation. The masks are written before they are read.
    bool logging_ = false;
    bool lookahead_stamps_cleared_ = false;
    std::uint64_t log_epoch_ = 0;
    std::uint64_t first_way_epoch_ = 0;
    struct LoggedCell {
        int cell;
        Mask before;
        bool was_placed;
    };
    std::vector<LoggedCell> change_log_;
    // A way's outcome on the board as it stands (board_version_): a way that several
    // either-ors of a round share (a cell's two digits, and the digit's two places in the
    // cell's row, column or box) is propagated once. About a quarter of the ways tried on
    // Gecode's 25x25 instances were such repeats. Its changes (cell, mask after) are in
    // tried_changes_[first, first + count), kept only for a way that holds. Neither table is
    // used when ways are not reused (WayReuse::every_time, the plain path).
    struct TriedWay {
        std::uint64_t version = 0;
        std::int64_t removed = 0;
        std::size_t first = 0;
        std::size_t count = 0;
    };
    std::vector<TriedWay> tried_ways_;  // by cell * side + digit index
    std::vector<std::pair<int, Mask>> tried_changes_;
    std::uint64_t board_version_ = 0;
    std::array<std::uint64_t, kMaxCells> logged_epoch_;
    std::array<Mask, kMaxCells> after_log_;
    std::array<Mask, kMaxCells> first_way_masks_;
    std::array<std::uint64_t, kMaxCells> first_way_stamps_;
    std::int64_t removed_ = 0;
    std::int64_t best_score_ = -1;
    std::array<Placement, 2> best_either_or_;
    // Cells with one digit left, not yet placed; a cell joins at most once per propagation.
    std::array<std::uint16_t, kMaxCells> queue_;
    int queued_ = 0;
    // Houses whose cells changed since their last hidden-single sweep.
    std::array<Mask, 3 * kMaxSize> dirty_digits_{};  // per house, the digits to sweep for
    std::array<std::uint8_t, 3 * kMaxSize> dirty_houses_{};
    int dirty_count_ = 0;
    // For choose_cell: each cell's row segment and column segment (numbered by
    // build_segments), and scratch counts of open cells per house and per segment. Boxes
    // are at least 2 cells a side, so a grid has at most N * N / 2 segments of each kind.
    bool segments_built_ = false;
    int segment_count_ = 0;
    std::array<std::array<std::uint16_t, 2>, kMaxCells> cell_segments_;
    std::array<int, 3 * kMaxSize> open_in_house_;
    std::array<int, kMaxCells> open_in_segment_;
    // Scratch for eliminate_locked_candidates: a mask per (line, box) segment.
    std::array<Mask, kMaxCells / 2> segment_digits_;
    std::vector<std::unique_ptr<Frame>> frames_;
    std::size_t depth_ = 0;
};

template <class Mask, Flags kFlags>
void search_with(const Grid& givens, Exclusion excluded, SearchContext& context, GenericRules rules,
                 WayReuse reuse) {
    // On the heap: a 64x64 solver's boards and queues are too big for a thread's stack.
    const auto solver =
        std::make_unique<GenericSolver<Mask, kFlags>>(givens.shape(), context, rules, reuse);
    solver->run(givens, excluded);
}

}  // namespace

void search_fast_generic(const Grid& givens, Exclusion excluded, SearchContext& context,
                         GenericRules rules, WayReuse reuse) {
    const int side = givens.shape().side();
    if (side <= kMaxSideOf<std::uint32_t, Flags::in_mask>) {
        search_with<std::uint32_t, Flags::in_mask>(givens, excluded, context, rules, reuse);
    } else if (side <= kMaxSideOf<std::uint64_t, Flags::in_mask>) {
        search_with<std::uint64_t, Flags::in_mask>(givens, excluded, context, rules, reuse);
    } else {
        search_with<std::uint64_t, Flags::apart>(givens, excluded, context, rules, reuse);
    }
}

void search_fast_generic(const Puzzle& puzzle, SearchContext& context) {
    search_fast_generic(puzzle.givens, Exclusion{}, context);
}

}  // namespace sudokit::detail
