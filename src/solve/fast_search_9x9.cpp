// The 9x9 half of the fast algorithm, on the classic houses and, compiled a second time, on
// X-Sudoku, windoku and any other 9x9 geometry that adds complete houses to them.
//
// Layout: digit bitboards. The grid is three bands of three rows; for each digit and band a
// 27-bit mask holds the cells where that digit may still go (bit 9*r + c for row r of the
// band, column c). Working digit by digit lets a few table lookups apply every row, box and
// column rule of a digit at once, box-line interactions included, and cell rules (one digit
// per cell, naked singles) are bit-parallel across the nine digit masks. The masks are stored
// band by band, so the nine of a band fit one SIMD register (see clear_cells).
//
// Extra houses (diagonals, windows) are three band masks each. A digit's rules on them run
// where its row, column and box rules have settled: a house where the digit is known (alone
// in its row) loses it elsewhere, and a house with one place left puts it there. That adds
// their hidden singles and nothing more: locked candidates between them and the boxes or
// lines are left to the branching, which weighs a cell's open peers in the extra houses too.
// X-Sudoku puzzles from the generator take 112 nodes each to prove unique with singles of
// both kinds alone (the bitboard search), 67 here with the classic houses' box-line
// interactions, 56 with that weighing (windoku: 82, then 74; 14% fewer instructions to
// generate X puzzles; weighing those peers twice cut the nodes a little more but not the
// generator's work). Locked candidates on the extra houses' crossings (with each other, the
// boxes and the lines; measured before that weighing) cut the nodes from 67 to 54 but cost
// more than they saved, 20% more instructions to generate X puzzles and 24% more for windoku.
//
// Tuned for time per node. Instruction counts (scripts/callgrind-fast.sh) are repeatable, but
// mispredicted branches cost more than the instructions they skip: a digit's settle steps
// every band and stack whether or not it changed, and other hot branches that mispredict are
// straight-line code. Judge a change by both counts and timed runs.

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>

#if defined(__SSE2__)
#include <immintrin.h>
#endif

#include "fast_digit_order.hpp"
#include "fast_search.hpp"

namespace sudokit::detail {

namespace {

using Bits = std::uint32_t;

constexpr int kDigitCount = 9;
constexpr int kBandCount = 3;
constexpr Bits kEverySlot = (1u << 27) - 1;
constexpr Bits kRowCells = 0x1FF;
constexpr Bits kBandCells = (1u << 27) - 1;
// Multiplying a 9-bit column set by this copies it onto the three rows of a band.
constexpr Bits kOntoThreeRows = 1u | (1u << 9) | (1u << 18);
// A search path places at least one cell per branch point, so it never nests deeper.
constexpr int kMaxBranchDepth = 81;

// A "minirow" is the three cells where one row of a band meets one box. Minirow masks have
// bit 3*r + k for row r, box k of the band. (Unused where bit gathers replace it.)
[[maybe_unused]] constexpr std::array<std::uint8_t, 512> kRowToBoxes = [] {
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

// Columns packed three bands to a word: bit 9 * band + column. For the three columns of stack
// 0 in each band (a 9-bit "stack view": bit 3 * band + k), kPermutationSupport spread back to
// the packed layout; shifted left by 3 * stack it serves every stack.
constexpr std::array<Bits, 512> kStackSupportColumns = [] {
    std::array<Bits, 512> table{};
    for (unsigned open = 0; open < 512; ++open) {
        const Bits support = kPermutationSupport[open];
        table[open] = (support & 7u) | (support & 0x38u) << 6 | (support & 0x1C0u) << 12;
    }
    return table;
}();

// Bit gathers (PEXT) take one instruction where they are fast; on AMD's first two Zen
// generations they are microcoded and slower than the table lookups below.
#if defined(__BMI2__) && !defined(__znver1__) && !defined(__znver2__)
#define SUDOKIT_FAST_PEXT 1
#endif

// The stack view (see kStackSupportColumns) of one stack of packed columns.
inline Bits stack_view(Bits columns, int stack) {
#if defined(SUDOKIT_FAST_PEXT)
    return _pext_u32(columns, 0x1C0E07u << (3 * stack));
#else
    const Bits cells = columns >> (3 * stack);
    return (cells & 7u) | ((cells >> 6) & 0x38u) | ((cells >> 12) & 0x1C0u);
#endif
}

inline Bits open_minirows(Bits band) {
#if defined(SUDOKIT_FAST_PEXT)
    // Bit 0 of each minirow gathers its three cells; one gather packs the nine.
    return _pext_u32(band | band >> 1 | band >> 2, 0x1249249u);
#else
    return Bits{kRowToBoxes[band & kRowCells]} | Bits{kRowToBoxes[(band >> 9) & kRowCells]} << 3 |
           Bits{kRowToBoxes[band >> 18]} << 6;
#endif
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

// For a row's 9 cells, the row itself when it holds exactly one cell, else nothing.
constexpr std::array<std::uint16_t, 512> kLoneCell = [] {
    std::array<std::uint16_t, 512> table{};
    for (unsigned row = 1; row < 512; row <<= 1)
        table[row] = static_cast<std::uint16_t>(row);
    return table;
}();

// Cells that are alone in their row of the band: for a settled digit, where it must go.
// Table lookups, not a test per row: that test mispredicts.
constexpr Bits lone_in_row(Bits band) {
    return Bits{kLoneCell[band & kRowCells]} | Bits{kLoneCell[(band >> 9) & kRowCells]} << 9 |
           Bits{kLoneCell[band >> 18]} << 18;
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

// Counts the cells of three masks together. Without POPCNT (baseline x86-64) std::popcount
// is a library call; this SWAR sum stays inline and shares its last steps.
constexpr int count_cells(Bits first, Bits second, Bits third) {
#if defined(__POPCNT__)
    return std::popcount(first) + std::popcount(second) + std::popcount(third);
#else
    const auto pair_counts = [](Bits cells) {
        cells -= (cells >> 1) & 0x55555555u;
        return (cells & 0x33333333u) + ((cells >> 2) & 0x33333333u);  // 0..4 per nibble
    };
    Bits sum = pair_counts(first) + pair_counts(second) + pair_counts(third);  // <= 12
    sum = (sum & 0x0F0F0F0Fu) + ((sum >> 4) & 0x0F0F0F0Fu);
    return static_cast<int>((sum * 0x01010101u) >> 24);
#endif
}

// Band-major: the nine digits of a band sit side by side, so a cell placed in a band leaves
// the other digits' masks in one vector operation. Bits of `dirty` masks use the same index.
constexpr int slot(int band, int digit) {
    return kDigitCount * band + digit;
}
// The three slots of a digit, as `dirty` bits.
constexpr Bits kDigitSlots = 1u | 1u << kDigitCount | 1u << (2 * kDigitCount);

struct Board {
    // places[slot(band, digit)]: cells of the band where digit (0-based) may still go. A solved
    // cell keeps the bit of its digit and no other.
    std::array<Bits, kBandCount * kDigitCount> places;
    // Cells whose digit is known and already taken out of the other digits' masks.
    std::array<Bits, kBandCount> solved;

    bool is_solved() const { return (solved[0] & solved[1] & solved[2]) == kBandCells; }
};

// A cell to branch on: band, one-bit cell mask, candidate digits (bit per 0-based digit).
// No default values: the search keeps 81 frames that hold one, and zeroing them for every
// puzzle shows on easy ones.
struct Branch {
    int band;
    Bits cell;
    Bits digits;
};

// Whether a search also keeps houses beyond the rows, columns and boxes (ExtraHouses9x9). The
// classic search is compiled without them, so it pays nothing for them.
enum class Houses { classic, with_extra };

enum class ExtraStep { settled, changed, failed };

// One digit's rules on the extra houses, on its three band masks: a house where the digit is
// known (alone in its row, so it goes there: `known`, per band) loses it from its other cells;
// a house with one place left for it puts it there (that row keeps only this cell). Fails when
// a house has no place for the digit or two known.
ExtraStep settle_extra_houses(std::array<Bits, kBandCount>& bands,
                              const std::array<Bits, kBandCount>& known,
                              const ExtraHouses9x9& extra) {
    ExtraStep step = ExtraStep::settled;
    for (int index = 0; index < extra.count; ++index) {
        const std::array<Bits, kBandCount>& house = extra.bands[static_cast<std::size_t>(index)];
        const int known_count =
            count_cells(known[0] & house[0], known[1] & house[1], known[2] & house[2]);
        if (known_count > 1) return ExtraStep::failed;
        if (known_count == 1) {
            for (int band = 0; band < kBandCount; ++band) {
                const Bits dropped = bands[band] & house[band] & ~known[band];
                bands[band] &= ~dropped;
                if (dropped != 0) step = ExtraStep::changed;
            }
            continue;
        }
        const std::array<Bits, kBandCount> places = {bands[0] & house[0], bands[1] & house[1],
                                                     bands[2] & house[2]};
        const int place_count = count_cells(places[0], places[1], places[2]);
        if (place_count == 0) return ExtraStep::failed;
        if (place_count > 1) continue;
        for (int band = 0; band < kBandCount; ++band) {
            if (places[band] != 0) bands[band] &= ~row_cells_of(places[band]) | places[band];
        }
        step = ExtraStep::changed;
    }
    return step;
}

// Applies every one-per-row/column/box rule of one digit until nothing changes: band tables
// for rows and boxes, stack tables for columns (and the extra houses' rules, where there are
// any). On return `fresh` holds, per band, the unsolved cells now alone in their row: where
// the digit must go. Returns false when the digit has no place left.
//
// Every band and every stack is stepped each round, changed or not: tests that skip the
// unchanged ones mispredict, and cost more than the steps they save.
template <Houses kHouses>
bool settle_digit(Board& board, int digit, std::array<Bits, kBandCount>& fresh,
                  const ExtraHouses9x9* extra) {
    std::array<Bits, kBandCount> bands = {
        board.places[slot(0, digit)], board.places[slot(1, digit)], board.places[slot(2, digit)]};
    std::array<Bits, kBandCount> lone{};  // with extra houses: per band, cells alone in their row
    for (;;) {
        for (int band = 0; band < kBandCount; ++band) {
            bands[band] &= kBandSupportCells[open_minirows(bands[band])];
        }
        if ((Bits{bands[0] == 0} | Bits{bands[1] == 0} | Bits{bands[2] == 0}) != 0) return false;
        const Bits columns =
            open_columns(bands[0]) | open_columns(bands[1]) << 9 | open_columns(bands[2]) << 18;
        const Bits support0 = kStackSupportColumns[stack_view(columns, 0)];
        const Bits support1 = kStackSupportColumns[stack_view(columns, 1)];
        const Bits support2 = kStackSupportColumns[stack_view(columns, 2)];
        if ((Bits{support0 == 0} | Bits{support1 == 0} | Bits{support2 == 0}) != 0) return false;
        const Bits closed = columns & ~(support0 | support1 << 3 | support2 << 6);
        if (closed != 0) {
            for (int band = 0; band < kBandCount; ++band) {
                bands[band] &= ~(((closed >> (9 * band)) & kRowCells) * kOntoThreeRows);
            }
            continue;
        }
        if constexpr (kHouses == Houses::with_extra) {
            for (int band = 0; band < kBandCount; ++band)
                lone[band] = lone_in_row(bands[band]);
            const ExtraStep step = settle_extra_houses(bands, lone, *extra);
            if (step == ExtraStep::failed) return false;
            if (step == ExtraStep::changed) continue;
        }
        break;
    }
    for (int band = 0; band < kBandCount; ++band) {
        board.places[slot(band, digit)] = bands[band];
        // (The extra houses' step has just found the cells alone in their row.)
        const Bits alone = kHouses == Houses::with_extra ? lone[band] : lone_in_row(bands[band]);
        fresh[band] = alone & ~board.solved[band];
    }
    return true;
}

// Takes `cells` out of the nine digit masks of one band (digits[0..8]); returns the digits
// whose mask changed, bit per digit. Branch-free: the test-and-branch version mispredicts.
inline Bits clear_cells(Bits* digits, Bits cells) {
#if defined(__AVX2__)
    // Eight digits in one register, the ninth alone.
    const __m256i lanes = _mm256_loadu_si256(reinterpret_cast<const __m256i*>(digits));
    const __m256i kept = _mm256_andnot_si256(_mm256_set1_epi32(static_cast<int>(cells)), lanes);
    _mm256_storeu_si256(reinterpret_cast<__m256i*>(digits), kept);
    const Bits same =
        static_cast<Bits>(_mm256_movemask_ps(_mm256_castsi256_ps(_mm256_cmpeq_epi32(kept, lanes))));
    const Bits last = digits[8] & ~cells;
    const Bits changed = (~same & 0xFFu) | Bits{last != digits[8]} << 8;
    digits[8] = last;
    return changed;
#elif defined(__SSE2__)
    // Every x86-64 has SSE2: four digits at a time, the ninth alone.
    const __m128i mask = _mm_set1_epi32(static_cast<int>(cells));
    Bits same = 0;
    for (int half = 0; half < 2; ++half) {
        auto* lanes_at = reinterpret_cast<__m128i*>(digits + 4 * half);
        const __m128i lanes = _mm_loadu_si128(lanes_at);
        const __m128i kept = _mm_andnot_si128(mask, lanes);
        _mm_storeu_si128(lanes_at, kept);
        same |= static_cast<Bits>(_mm_movemask_ps(_mm_castsi128_ps(_mm_cmpeq_epi32(kept, lanes))))
                << (4 * half);
    }
    const Bits last = digits[8] & ~cells;
    const Bits changed = (~same & 0xFFu) | Bits{last != digits[8]} << 8;
    digits[8] = last;
    return changed;
#else
    Bits changed = 0;
    for (int digit = 0; digit < kDigitCount; ++digit) {
        const Bits kept = digits[digit] & ~cells;
        changed |= Bits{kept != digits[digit]} << digit;
        digits[digit] = kept;
    }
    return changed;
#endif
}

// Runs the rules to a fixed point. `dirty` has bit slot(band, digit) for each digit mask that
// changed since it was last settled. Returns false on a contradiction.
template <Houses kHouses>
bool propagate(Board& board, Bits dirty, const ExtraHouses9x9* extra) {
    for (;;) {
        while (dirty != 0) {
            const int digit = std::countr_zero(dirty | dirty >> 9 | dirty >> 18);
            dirty &= ~(kDigitSlots << digit);
            // Cells now alone in their row, per band.
            std::array<Bits, kBandCount> fresh{};
            if (!settle_digit<kHouses>(board, digit, fresh, extra)) return false;
            if ((fresh[0] | fresh[1] | fresh[2]) == 0) continue;
            for (int band = 0; band < kBandCount; ++band) {
                // Clear the new cells from every digit, then give this digit its own back.
                if (fresh[band] == 0) continue;
                board.solved[band] |= fresh[band];
                dirty |= clear_cells(&board.places[slot(band, 0)], fresh[band]) << slot(band, 0);
                board.places[slot(band, digit)] |= fresh[band];
                dirty &= ~(1u << slot(band, digit));
            }
        }
        // Every digit is settled: look for naked singles (and cells with no digit left).
        for (int band = 0; band < kBandCount; ++band) {
            Bits once = 0;
            Bits twice = 0;
            for (int digit = 0; digit < kDigitCount; ++digit) {
                const Bits places = board.places[slot(band, digit)];
                twice |= once & places;
                once |= places;
            }
            const Bits unsolved = kBandCells & ~board.solved[band];
            if ((unsolved & ~once) != 0) return false;
            const Bits singles = unsolved & ~twice;
            if (singles == 0) continue;
            for (int digit = 0; digit < kDigitCount; ++digit) {
                Bits& places = board.places[slot(band, digit)];
                for (Bits hits = places & singles; hits != 0; hits &= hits - 1) {
                    const Bits cell = hits & (~hits + 1);
                    // An earlier single of this digit in the same row took the cell's digit.
                    if ((places & cell) == 0) return false;
                    places &= ~row_cells_of(cell) | cell;
                    dirty |= 1u << slot(band, digit);
                }
            }
        }
        if (dirty == 0) return true;
    }
}

// A bivalue cell if there is one (the cheapest split), the one with most open peers, whose
// choices then prune most; otherwise the first cell with fewest digits.
// (Peers in the extra houses count too, where there are any.)
// Inlined into the search loop (with two instantiations of the search the compiler stopped
// inlining it, and the classic search took 0.3% more instructions).
template <Houses kHouses>
[[gnu::always_inline]] inline Branch choose_branch(const Board& board,
                                                   const ExtraHouses9x9* extra) {
    std::array<Bits, kBandCount> bivalue{};
    for (int band = 0; band < kBandCount; ++band) {
        Bits once = 0;
        Bits twice = 0;
        Bits thrice = 0;
        for (int digit = 0; digit < kDigitCount; ++digit) {
            const Bits places = board.places[slot(band, digit)];
            thrice |= twice & places;
            twice |= once & places;
            once |= places;
        }
        bivalue[band] = twice & ~thrice & ~board.solved[band];
    }
    if ((bivalue[0] | bivalue[1] | bivalue[2]) != 0) {
        // Score and cell packed in one key, so the running maximum needs no branch (a
        // compare-and-branch mispredicts here). Ties go to the first cell, as the key holds
        // 127 - cell below the score.
        int best_key = 0;
        for (int band = 0; band < kBandCount; ++band) {
            for (Bits pairs = bivalue[band]; pairs != 0; pairs &= pairs - 1) {
                const int cell = 27 * band + std::countr_zero(pairs);
                const auto& peers = kPeerCells[cell];
                int score = count_cells(peers[0] & ~board.solved[0], peers[1] & ~board.solved[1],
                                        peers[2] & ~board.solved[2]);
                if constexpr (kHouses == Houses::with_extra) {
                    const auto& more = extra->peers[static_cast<std::size_t>(cell)];
                    score += count_cells(more[0] & ~peers[0] & ~board.solved[0],
                                         more[1] & ~peers[1] & ~board.solved[1],
                                         more[2] & ~peers[2] & ~board.solved[2]);
                }
                best_key = std::max(best_key, score << 7 | (127 - cell));
            }
        }
        const int cell = 127 - (best_key & 127);
        return Branch{cell / 27, 1u << (cell % 27), 0};
    }
    // Bit-sliced 4-bit counters: count_bits[k] holds bit k of each cell's candidate count.
    Branch best{};
    int best_count = kDigitCount + 1;
    for (int band = 0; band < kBandCount; ++band) {
        std::array<Bits, 4> count_bits{};
        for (int digit = 0; digit < kDigitCount; ++digit) {
            Bits carry = board.places[slot(band, digit)];
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

// The cells of a 9x9 grid that hold a digit, bit per cell over two words. A test per cell
// would mispredict on every puzzle, as givens sit at random; vector compares find them all
// at once. Reads 96 bytes: a Grid's storage is far larger than 81.
std::array<std::uint64_t, 2> filled_cells(const std::uint8_t* values) {
    static_assert(kMaxCells >= 96);
#if defined(__AVX2__)
    std::uint64_t empty[3];
    for (int part = 0; part < 3; ++part) {
        const __m256i bytes =
            _mm256_loadu_si256(reinterpret_cast<const __m256i*>(values + 32 * part));
        empty[part] = static_cast<std::uint32_t>(
            _mm256_movemask_epi8(_mm256_cmpeq_epi8(bytes, _mm256_setzero_si256())));
    }
    const std::uint64_t low = ~(empty[0] | empty[1] << 32);
    const std::uint64_t high = ~empty[2] & ((1ull << 17) - 1);
    return {low, high};
#elif defined(__SSE2__)
    std::uint64_t empty = 0;
    std::uint64_t empty_high = 0;
    for (int part = 0; part < 6; ++part) {
        const __m128i bytes = _mm_loadu_si128(reinterpret_cast<const __m128i*>(values + 16 * part));
        const auto zeros = static_cast<std::uint64_t>(static_cast<std::uint32_t>(
            _mm_movemask_epi8(_mm_cmpeq_epi8(bytes, _mm_setzero_si128()))));
        if (part < 4) {
            empty |= zeros << (16 * part);
        } else {
            empty_high |= zeros << (16 * (part - 4));
        }
    }
    return {~empty, ~empty_high & ((1ull << 17) - 1)};
#else
    std::array<std::uint64_t, 2> filled{};
    for (int cell = 0; cell < 81; ++cell) {
        filled[cell / 64] |= std::uint64_t{values[cell] != 0} << (cell % 64);
    }
    return filled;
#endif
}

template <Houses kHouses>
class Solver9x9 {
  public:
    // `extra`: the extra houses (with_extra), else null.
    Solver9x9(SearchContext& context, const ExtraHouses9x9* extra)
        : context_(context), order_(context.options().seed), extra_(extra) {}

    void run(const Grid& givens, Exclusion excluded = {}) {
        shape_ = givens.shape();
        Board board;
        if (!place_givens(givens, board)) return;
        if (excluded.cell >= 0) {
            board.places[slot(excluded.cell / 27, excluded.digit - 1)] &=
                ~(1u << (excluded.cell % 27));
        }
        guide_ = excluded.guide;
        if (!context_.enter_node()) return;
        if (!propagate<kHouses>(board, kEverySlot, extra_)) return;
        explore(board);
    }

  private:
    // Places every given outright: solved, out of the other digits, out of its peers for its
    // own digit. Returns false when two givens clash (same digit, same house): solve() leaves
    // that check to this search for 9x9.
    static bool place_givens(const Grid& givens, Board& board) {
        std::array<Bits, kBandCount * kDigitCount> own{};
        std::array<Bits, kBandCount * kDigitCount> taken{};  // peers of the digit's givens
        std::array<Bits, kBandCount> given_cells{};
        const std::uint8_t* values = givens.values().data();
        const auto filled = filled_cells(values);
        for (int word = 0; word < 2; ++word) {
            for (std::uint64_t left = filled[word]; left != 0; left &= left - 1) {
                const int cell = 64 * word + std::countr_zero(left);
                const int given = values[cell];
                const int band = cell / 27;
                const Bits bit = 1u << (cell % 27);
                if ((taken[slot(band, given - 1)] & bit) != 0) return false;
                own[slot(band, given - 1)] |= bit;
                given_cells[band] |= bit;
                for (int other_band = 0; other_band < kBandCount; ++other_band) {
                    taken[slot(other_band, given - 1)] |= kPeerCells[cell][other_band];
                }
            }
        }
        for (int band = 0; band < kBandCount; ++band) {
            for (int digit = 0; digit < kDigitCount; ++digit) {
                const int index = slot(band, digit);
                board.places[index] =
                    (kBandCells & ~given_cells[band] & ~taken[index]) | own[index];
            }
        }
        board.solved = given_cells;
        return true;
    }

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
                const auto fill = [&current](Grid& grid) { write_solution(current, grid); };
                if (!context_.accept_filled(shape_, fill)) return;
                undo = true;
            } else {
                Frame& frame = frames_[depth_++];
                frame.board = current;
                frame.branch = choose_branch<kHouses>(current, extra_);
                for (int digit = 0; digit < kDigitCount; ++digit) {
                    if ((frame.board.places[slot(frame.branch.band, digit)] & frame.branch.cell) !=
                        0) {
                        frame.branch.digits |= 1u << digit;
                    }
                }
                frame.count = order_.arrange(frame.branch.digits, frame.digits.data());
                // A second solution mostly agrees with the known one: its digit goes first
                // (generating X puzzles 1.7% fewer instructions, windoku 3.6%; the classic
                // generator's checks pass no guide).
                if constexpr (kHouses == Houses::with_extra) {
                    if (guide_ != nullptr) {
                        const int cell =
                            27 * frame.branch.band + std::countr_zero(frame.branch.cell);
                        const int known = (*guide_)[cell] - 1;
                        for (int at = 1; at < frame.count; ++at) {
                            if (frame.digits[at] == known)
                                std::swap(frame.digits[0], frame.digits[at]);
                        }
                    }
                }
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
            current.places[slot(top.branch.band, digit)] &=
                ~row_cells_of(top.branch.cell) | top.branch.cell;
            if (!context_.enter_node()) return false;
            if (propagate<kHouses>(current, 1u << slot(top.branch.band, digit), extra_))
                return true;
            undo = true;
        }
    }

    static void write_solution(const Board& board, Grid& grid) {
        for (int digit = 0; digit < kDigitCount; ++digit) {
            for (int band = 0; band < kBandCount; ++band) {
                for (Bits cells = board.places[slot(band, digit)]; cells != 0; cells &= cells - 1) {
                    grid.set(27 * band + std::countr_zero(cells), digit + 1);
                }
            }
        }
    }

    SearchContext& context_;
    DigitOrder order_;
    const ExtraHouses9x9* extra_;
    const Grid* guide_ = nullptr;
    Shape shape_;
    int depth_ = 0;
    std::array<Frame, kMaxBranchDepth> frames_;
};

}  // namespace

void search_fast_9x9(const Puzzle& puzzle, SearchContext& context) {
    Solver9x9<Houses::classic> solver(context, nullptr);
    solver.run(puzzle.givens);
}

void search_fast_9x9(const Grid& givens, Exclusion excluded, SearchContext& context) {
    Solver9x9<Houses::classic> solver(context, nullptr);
    solver.run(givens, excluded);
}

void search_fast_9x9(const ExtraHouses9x9& extra, const Grid& givens, Exclusion excluded,
                     SearchContext& context) {
    Solver9x9<Houses::with_extra> solver(context, &extra);
    solver.run(givens, excluded);
}

}  // namespace sudokit::detail
