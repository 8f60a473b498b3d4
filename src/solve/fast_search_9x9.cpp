// The 9x9 half of the fast algorithm.
//
// Layout: digit-major bitboards. The grid is three bands of three rows; for each digit and
// band a 27-bit mask holds the cells where that digit may still go (bit 9*r + c for row r of
// the band, column c). Working digit by digit lets a few table lookups apply every row, box
// and column rule of a digit at once, box-line interactions included, and cell rules (one
// digit per cell, naked singles) are bit-parallel across the nine digit masks.

#include <array>
#include <bit>
#include <cstdint>

#include "fast_digit_order.hpp"
#include "fast_search.hpp"

namespace sudokit::detail {

namespace {

using Bits = std::uint32_t;

constexpr int kDigitCount = 9;
constexpr int kBandCount = 3;
constexpr Bits kEveryDigitBand = (1u << 27) - 1;
constexpr Bits kRowCells = 0x1FF;
constexpr Bits kBandCells = (1u << 27) - 1;
// Multiplying a 9-bit column set by this copies it onto the three rows of a band.
constexpr Bits kOntoThreeRows = 1u | (1u << 9) | (1u << 18);
// A search path places at least one cell per branch point, so it never nests deeper.
constexpr int kMaxBranchDepth = 81;

// A "minirow" is the three cells where one row of a band meets one box. Minirow masks have
// bit 3*r + k for row r, box k of the band.
constexpr std::array<std::uint8_t, 512> kRowToBoxes = [] {
    std::array<std::uint8_t, 512> table{};
    for (unsigned row = 0; row < 512; ++row) {
        for (unsigned box = 0; box < 3; ++box) {
            if ((row & (7u << (3 * box))) != 0) table[row] |= static_cast<std::uint8_t>(1u << box);
        }
    }
    return table;
}();

// Within a band a digit sits once in each row and once in each box, so the (row, box) pairs it
// uses form a permutation of three. Given the minirows still open to the digit, this is the
// union of every permutation that fits in them: zero means the digit has no place left. The
// same holds for a stack, with (band, column of the stack) in place of (row, box).
constexpr std::array<std::uint16_t, 512> kPermutationSupport = [] {
    constexpr int kPermutations[6][3] = {{0, 1, 2}, {0, 2, 1}, {1, 0, 2},
                                         {1, 2, 0}, {2, 0, 1}, {2, 1, 0}};
    std::array<std::uint16_t, 512> table{};
    for (unsigned open = 0; open < 512; ++open) {
        for (const auto& permutation : kPermutations) {
            const unsigned used = (1u << permutation[0]) | (1u << (3 + permutation[1])) |
                                  (1u << (6 + permutation[2]));
            if ((open & used) == used) table[open] |= static_cast<std::uint16_t>(used);
        }
    }
    return table;
}();

// kPermutationSupport spread back onto the 27 cells of a band: a band mask ANDed with this
// drops every minirow no permutation can use.
constexpr std::array<Bits, 512> kBandSupportCells = [] {
    std::array<Bits, 512> table{};
    for (unsigned open = 0; open < 512; ++open) {
        const unsigned support = kPermutationSupport[open];
        for (unsigned row = 0; row < 3; ++row) {
            for (unsigned box = 0; box < 3; ++box) {
                if ((support >> (3 * row + box)) & 1u) table[open] |= 7u << (9 * row + 3 * box);
            }
        }
    }
    return table;
}();

constexpr Bits open_minirows(Bits band) {
    return Bits{kRowToBoxes[band & kRowCells]} | Bits{kRowToBoxes[(band >> 9) & kRowCells]} << 3 |
           Bits{kRowToBoxes[band >> 18]} << 6;
}

// The columns (9 bits) in which a band still has a cell.
constexpr Bits open_columns(Bits band) {
    return (band | (band >> 9) | (band >> 18)) & kRowCells;
}

// The row of a band that holds a one-cell mask.
constexpr Bits row_cells_of(Bits cell) {
    return cell <= kRowCells          ? kRowCells
           : cell <= (kRowCells << 9) ? kRowCells << 9
                                      : kRowCells << 18;
}

// Cells that are alone in their row of the band: for a settled digit, where it must go.
constexpr Bits lone_in_row(Bits band) {
    Bits lone = 0;
    for (int row = 0; row < 3; ++row) {
        const Bits cells = band & (kRowCells << (9 * row));
        if ((cells & (cells - 1)) == 0) lone |= cells;
    }
    return lone;
}

// For each cell (27 * band + bit), its peers as three band masks.
constexpr std::array<std::array<Bits, kBandCount>, 81> kPeerCells = [] {
    std::array<std::array<Bits, kBandCount>, 81> table{};
    for (int cell = 0; cell < 81; ++cell) {
        const int row = cell / 9;
        const int col = cell % 9;
        for (int other = 0; other < 81; ++other) {
            const int other_row = other / 9;
            const int other_col = other % 9;
            const bool same_box = row / 3 == other_row / 3 && col / 3 == other_col / 3;
            if (other != cell && (row == other_row || col == other_col || same_box)) {
                table[cell][other / 27] |= 1u << (other % 27);
            }
        }
    }
    return table;
}();

// Counts the cells of three masks together. The build targets baseline x86-64, where
// std::popcount is a library call; this SWAR sum stays inline and shares its last steps.
constexpr int count_cells(Bits first, Bits second, Bits third) {
    const auto pair_counts = [](Bits cells) {
        cells -= (cells >> 1) & 0x55555555u;
        return (cells & 0x33333333u) + ((cells >> 2) & 0x33333333u);  // 0..4 per nibble
    };
    Bits sum = pair_counts(first) + pair_counts(second) + pair_counts(third);  // <= 12
    sum = (sum & 0x0F0F0F0Fu) + ((sum >> 4) & 0x0F0F0F0Fu);
    return static_cast<int>((sum * 0x01010101u) >> 24);
}

struct Board {
    // places[3 * digit + band]: cells of the band where digit (0-based) may still go. A solved
    // cell keeps the bit of its digit and no other.
    std::array<Bits, kDigitCount * kBandCount> places;
    // Cells whose digit is known and already taken out of the other digits' masks.
    std::array<Bits, kBandCount> solved;

    bool is_solved() const { return (solved[0] & solved[1] & solved[2]) == kBandCells; }
};

// A cell to branch on: band, one-bit cell mask, candidate digits (bit per 0-based digit).
struct Branch {
    int band = 0;
    Bits cell = 0;
    Bits digits = 0;
};

// Applies every one-per-row/column/box rule of one digit until nothing changes: band tables
// for rows and boxes, stack tables for columns. `changed_bands` (bit per band) says which
// bands changed since the digit was last settled; the others need no band step. Returns
// false when the digit has no place left.
bool settle_digit(Board& board, int digit, Bits changed_bands) {
    Bits* places = &board.places[kBandCount * digit];
    std::array<Bits, kBandCount> bands = {places[0], places[1], places[2]};
    for (;;) {
        for (; changed_bands != 0; changed_bands &= changed_bands - 1) {
            Bits& band = bands[std::countr_zero(changed_bands)];
            band &= kBandSupportCells[open_minirows(band)];
            if (band == 0) return false;
        }
        const Bits columns0 = open_columns(bands[0]);
        const Bits columns1 = open_columns(bands[1]);
        const Bits columns2 = open_columns(bands[2]);
        std::array<Bits, kBandCount> allowed{};
        for (int stack = 0; stack < 3; ++stack) {
            const int shift = 3 * stack;
            const Bits open = ((columns0 >> shift) & 7u) | (((columns1 >> shift) & 7u) << 3) |
                              (((columns2 >> shift) & 7u) << 6);
            const Bits support = kPermutationSupport[open];
            if (support == 0) return false;
            allowed[0] |= (support & 7u) << shift;
            allowed[1] |= ((support >> 3) & 7u) << shift;
            allowed[2] |= ((support >> 6) & 7u) << shift;
        }
        for (int band = 0; band < kBandCount; ++band) {
            const Bits next = bands[band] & (allowed[band] * kOntoThreeRows);
            if (next != bands[band]) {
                bands[band] = next;
                changed_bands |= 1u << band;
            }
        }
        if (changed_bands == 0) break;
    }
    places[0] = bands[0];
    places[1] = bands[1];
    places[2] = bands[2];
    return true;
}

// Runs the rules to a fixed point. `dirty` has bit 3 * digit + band for each digit mask that
// changed since it was last settled. Returns false on a contradiction.
bool propagate(Board& board, Bits dirty) {
    for (;;) {
        while (dirty != 0) {
            const int digit = std::countr_zero(dirty) / kBandCount;
            const Bits changed_bands = (dirty >> (kBandCount * digit)) & 7u;
            dirty &= ~(7u << (kBandCount * digit));
            if (!settle_digit(board, digit, changed_bands)) return false;
            for (int band = 0; band < kBandCount; ++band) {
                const Bits fresh =
                    lone_in_row(board.places[kBandCount * digit + band]) & ~board.solved[band];
                if (fresh == 0) continue;
                board.solved[band] |= fresh;
                // Branch-free: clear the cells from every digit, then give this digit its own
                // back (the test-and-branch version mispredicts heavily).
                for (int other = 0; other < kDigitCount; ++other) {
                    Bits& places = board.places[kBandCount * other + band];
                    const Bits kept = places & ~fresh;
                    dirty |= Bits{kept != places} << (kBandCount * other + band);
                    places = kept;
                }
                board.places[kBandCount * digit + band] |= fresh;
                dirty &= ~(1u << (kBandCount * digit + band));
            }
        }
        // Every digit is settled: look for naked singles (and cells with no digit left).
        for (int band = 0; band < kBandCount; ++band) {
            Bits once = 0;
            Bits twice = 0;
            for (int digit = 0; digit < kDigitCount; ++digit) {
                const Bits places = board.places[kBandCount * digit + band];
                twice |= once & places;
                once |= places;
            }
            const Bits unsolved = kBandCells & ~board.solved[band];
            if ((unsolved & ~once) != 0) return false;
            const Bits singles = unsolved & ~twice;
            if (singles == 0) continue;
            for (int digit = 0; digit < kDigitCount; ++digit) {
                Bits& places = board.places[kBandCount * digit + band];
                for (Bits hits = places & singles; hits != 0; hits &= hits - 1) {
                    const Bits cell = hits & (~hits + 1);
                    // An earlier single of this digit in the same row took the cell's digit.
                    if ((places & cell) == 0) return false;
                    places &= ~row_cells_of(cell) | cell;
                    dirty |= 1u << (kBandCount * digit + band);
                }
            }
        }
        if (dirty == 0) return true;
    }
}

// A bivalue cell if there is one (the cheapest split), the one with most open peers, whose
// choices then prune most; otherwise the first cell with fewest digits.
Branch choose_branch(const Board& board) {
    std::array<Bits, kBandCount> bivalue{};
    for (int band = 0; band < kBandCount; ++band) {
        Bits once = 0;
        Bits twice = 0;
        Bits thrice = 0;
        for (int digit = 0; digit < kDigitCount; ++digit) {
            const Bits places = board.places[kBandCount * digit + band];
            thrice |= twice & places;
            twice |= once & places;
            once |= places;
        }
        bivalue[band] = twice & ~thrice & ~board.solved[band];
    }
    if ((bivalue[0] | bivalue[1] | bivalue[2]) != 0) {
        Branch best;
        int best_score = -1;
        for (int band = 0; band < kBandCount; ++band) {
            for (Bits pairs = bivalue[band]; pairs != 0; pairs &= pairs - 1) {
                const int bit = std::countr_zero(pairs);
                const auto& peers = kPeerCells[27 * band + bit];
                const int score =
                    count_cells(peers[0] & ~board.solved[0], peers[1] & ~board.solved[1],
                                peers[2] & ~board.solved[2]);
                if (score > best_score) {
                    best_score = score;
                    best = Branch{band, 1u << bit, 0};
                }
            }
        }
        return best;
    }
    // Bit-sliced 4-bit counters: count_bits[k] holds bit k of each cell's candidate count.
    Branch best;
    int best_count = kDigitCount + 1;
    for (int band = 0; band < kBandCount; ++band) {
        std::array<Bits, 4> count_bits{};
        for (int digit = 0; digit < kDigitCount; ++digit) {
            Bits carry = board.places[kBandCount * digit + band];
            for (Bits& bit : count_bits) {
                const Bits next_carry = bit & carry;
                bit ^= carry;
                carry = next_carry;
            }
        }
        for (int count = 3; count < best_count; ++count) {
            Bits match = ~board.solved[band] & kBandCells;
            for (int k = 0; k < 4; ++k) {
                match &= ((count >> k) & 1) != 0 ? count_bits[k] : ~count_bits[k];
            }
            if (match != 0) {
                best = Branch{band, match & (~match + 1), 0};
                best_count = count;
                break;
            }
        }
    }
    return best;
}

class Solver9x9 {
  public:
    explicit Solver9x9(SearchContext& context)
        : context_(context), order_(context.options().seed) {}

    void run(const Puzzle& puzzle) {
        shape_ = puzzle.shape();
        Board board;
        board.places.fill(kBandCells);
        board.solved.fill(0);
        for (int cell = 0; cell < 81; ++cell) {
            const int given = puzzle.givens[cell];
            if (given == 0) continue;
            const int band = cell / 27;
            const Bits bit = 1u << (cell % 27);
            for (int digit = 0; digit < kDigitCount; ++digit) {
                Bits& places = board.places[kBandCount * digit + band];
                places &= digit == given - 1 ? ~row_cells_of(bit) | bit : ~bit;
            }
        }
        if (!context_.enter_node()) return;
        if (!propagate(board, kEveryDigitBand)) return;
        explore(board);
    }

  private:
    struct Frame {
        Board board;
        Branch branch;
        std::array<std::uint8_t, kDigitCount> digits;
        int count;
        int next;
    };

    // Depth-first search over an explicit stack of frames, one per open branch point.
    void explore(Board current) {
        for (;;) {
            bool undo = false;
            if (current.is_solved()) {
                if (!context_.accept(to_grid(current))) return;
                undo = true;
            } else {
                Frame& frame = frames_[depth_++];
                frame.board = current;
                frame.branch = choose_branch(current);
                for (int digit = 0; digit < kDigitCount; ++digit) {
                    if ((frame.board.places[kBandCount * digit + frame.branch.band] &
                         frame.branch.cell) != 0) {
                        frame.branch.digits |= 1u << digit;
                    }
                }
                frame.count = order_.arrange(frame.branch.digits, frame.digits.data());
                frame.next = 0;
                ++context_.counters().guesses;
            }
            if (!advance(current, undo)) return;
        }
    }

    // Moves to the next choice that survives propagation, leaving it in `current`; `undo`
    // says the choice of the top frame has just been left. Returns false when the search is
    // over (space exhausted or the context said stop).
    bool advance(Board& current, bool undo) {
        for (;;) {
            if (depth_ == 0) return false;
            Frame& top = frames_[depth_ - 1];
            if (undo) ++context_.counters().backtracks;
            if (top.next == top.count) {
                --depth_;
                undo = true;
                continue;
            }
            const int digit = top.digits[top.next++];
            current = top.board;
            current.places[kBandCount * digit + top.branch.band] &=
                ~row_cells_of(top.branch.cell) | top.branch.cell;
            if (!context_.enter_node()) return false;
            if (propagate(current, 1u << (kBandCount * digit + top.branch.band))) return true;
            undo = true;
        }
    }

    Grid to_grid(const Board& board) const {
        Grid grid(shape_);
        for (int digit = 0; digit < kDigitCount; ++digit) {
            for (int band = 0; band < kBandCount; ++band) {
                for (Bits cells = board.places[kBandCount * digit + band]; cells != 0;
                     cells &= cells - 1) {
                    grid.set(27 * band + std::countr_zero(cells), digit + 1);
                }
            }
        }
        return grid;
    }

    SearchContext& context_;
    DigitOrder order_;
    Shape shape_;
    int depth_ = 0;
    std::array<Frame, kMaxBranchDepth> frames_;
};

}  // namespace

void search_fast_9x9(const Puzzle& puzzle, SearchContext& context) {
    Solver9x9 solver(context);
    solver.run(puzzle);
}

}  // namespace sudokit::detail
