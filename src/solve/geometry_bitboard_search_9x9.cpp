// A 9x9 puzzle on any houses that each hold every digit once (jigsaw regions, X-Sudoku's
// diagonals, windoku's windows), without cages: the fast algorithm on jigsaws. Where the
// boxes stay (X-Sudoku, windoku) the classic band search with extra houses
// (fast_search_9x9.cpp) is faster, and this search is its reference in the tests. The
// propagation search (geometry_propagation_search.cpp) handles the same puzzles, and the
// tests compare the two.
//
// Layout: a board is the grid's 81 cells as bits, cell c at bit c (cells 0-63 in `low`,
// 64-80 in `high`). The state is one board per digit of the open cells that can still take
// it, one board per digit of the cells that hold it, and the board of open cells: 19 boards,
// copied whole at each guess. The rules, run to a fixpoint after every placement:
// - an open cell with no candidate fails the node; one with a single candidate takes it
//   (the cells with one, two and more candidates are counted bit-sliced over the digits);
// - a house with no place left for a digit it lacks fails the node; one with a single place
//   puts the digit there (swept per digit only in the houses whose places for it changed
//   since their last sweep: a placement changes the cell's houses for every digit, and the
//   houses of its peers for its own);
// - on jigsaw regions, when nothing is placed: a digit whose places in a house all lie in
//   another house leaves that house's other cells (locked candidates: the houses holding all
//   of a house's places for the digit are their cells' house sets intersected; looked at again
//   per digit only from the houses whose places for it changed, since only a change there can
//   make a new lock). The intersection took 3.6% fewer instructions to generate jigsaws than
//   walking a table of the houses' crossings, with the same steps. They cut the work of
//   minimal jigsaws four times. Where the boxes stay (X, windoku) they cost more than they save in
//   the generator's short searches (callgrind), and so did the classic search's band tables for
//   rows, columns and boxes with locked candidates between those and the diagonals or windows: 12%
//   more instructions to generate X puzzles, 7% windoku, though they cut the nodes of proving
//   minimal X puzzles unique from 113 to 65, windoku from 108 to 17.
// The search guesses on an open cell with the fewest candidates, digits ascending (with a
// guide, its digit first; with a seed, shuffled: the generator's random grids). (Weighing the cells
// by the failures seen there, as the propagation search does, cost more here than it saved.)

#include <array>
#include <bit>
#include <cstdint>
#include <memory>
#include <vector>

#include "fast_digit_order.hpp"
#include "search_context.hpp"

namespace sudokit::detail {
namespace {

constexpr int kSide = 9;
constexpr int kCells = 81;

struct Board {
    std::uint64_t low = 0;
    std::uint64_t high = 0;  // cells 64-80 in bits 0-16

    static Board cell(int index) {
        return index < 64 ? Board{std::uint64_t{1} << index, 0}
                          : Board{0, std::uint64_t{1} << (index - 64)};
    }
    static Board all() { return Board{~std::uint64_t{0}, (std::uint64_t{1} << (kCells - 64)) - 1}; }

    Board operator&(Board other) const { return {low & other.low, high & other.high}; }
    Board operator|(Board other) const { return {low | other.low, high | other.high}; }
    Board operator~() const { return Board{~low, ~high} & all(); }
    Board& operator&=(Board other) { return *this = *this & other; }
    Board& operator|=(Board other) { return *this = *this | other; }
    bool any() const { return (low | high) != 0; }
    bool has(int index) const { return (*this & cell(index)).any(); }
    // True when exactly one bit is set (without a population count, which baseline x86-64
    // makes a library call).
    bool single() const {
        const std::uint64_t word = low != 0 ? low : high;
        return word != 0 && (word & (word - 1)) == 0 && (low == 0 || high == 0);
    }
    // The lowest cell set; the board must not be empty.
    int lowest() const { return low != 0 ? std::countr_zero(low) : 64 + std::countr_zero(high); }
};

// A set of houses, house h at bit h (a 9x9 geometry has at most 33: rows, columns, boxes,
// two diagonals and four windows).
using HouseSet = std::uint64_t;

// The houses as boards, and each cell's peers and houses.
struct Houses {
    std::vector<Board> houses;
    std::array<Board, kCells> peers;
    // Per cell: the houses holding it, and the houses holding one of its peers (those whose
    // places for a digit change when the digit goes into the cell).
    std::array<HouseSet, kCells> houses_of{};
    std::array<HouseSet, kCells> houses_of_peers{};
    // Whether the search looks for locked candidates between houses: not where the boxes stay.
    bool locks = false;

    explicit Houses(const Geometry& geometry) {
        for (int house = 0; house < geometry.house_count(); ++house) {
            Board board;
            for (int cell : geometry.house_cells(house)) {
                board |= Board::cell(cell);
                houses_of[static_cast<std::size_t>(cell)] |= HouseSet{1} << house;
            }
            houses.push_back(board);
        }
        for (int cell = 0; cell < kCells; ++cell) {
            Board board;
            for (int peer : geometry.peers(cell)) {
                board |= Board::cell(peer);
                houses_of_peers[static_cast<std::size_t>(cell)] |=
                    houses_of[static_cast<std::size_t>(peer)];
            }
            peers[static_cast<std::size_t>(cell)] = board;
        }
        locks = !geometry.keeps_boxes();
    }

    // The houses holding any of the cells.
    HouseSet houses_of_cells(Board cells) const {
        HouseSet found = 0;
        while (cells.any()) {
            const int cell = cells.lowest();
            cells &= ~Board::cell(cell);
            found |= houses_of[static_cast<std::size_t>(cell)];
        }
        return found;
    }
};

struct State {
    std::array<Board, kSide> places;  // per digit (index digit-1): open cells that can take it
    std::array<Board, kSide> placed;  // per digit: cells that hold it
    Board open;
};

class BitboardSearch {
  public:
    BitboardSearch(const Houses& houses, SearchContext& context)
        : houses_(houses),
          context_(context),
          digit_order_(context.options().seed),
          seeded_(context.options().seed.has_value()) {}

    // `excluded` (a cell of -1 for none): a candidate taken out before the search.
    void run(const Grid& givens, Exclusion excluded) {
        State root;
        root.open = Board::all();
        root.places.fill(Board::all());
        for (int cell = 0; cell < kCells; ++cell) {
            const int digit = givens[cell];
            if (digit == 0) continue;
            if (!root.places[static_cast<std::size_t>(digit - 1)].has(cell)) return;
            place(root, cell, digit);
        }
        guide_ = excluded.guide;
        if (excluded.cell >= 0) {
            root.places[static_cast<std::size_t>(excluded.digit - 1)] &=
                ~Board::cell(excluded.cell);
        }
        // Every house is swept for every digit once at the root.
        const HouseSet all_houses =
            houses_.houses.size() >= 64 ? ~HouseSet{0} : (HouseSet{1} << houses_.houses.size()) - 1;
        unswept_.fill(all_houses);
        unlocked_.fill(houses_.locks ? all_houses : 0);
        if (!context_.enter_node()) return;
        if (propagate(root)) search(root);
    }

  private:
    void place(State& state, int cell, int digit) {
        const Board bit = Board::cell(cell);
        const Board rest = ~bit;
        for (Board& places : state.places)
            places &= rest;
        const auto index = static_cast<std::size_t>(digit - 1);
        state.places[index] &= ~houses_.peers[static_cast<std::size_t>(cell)];
        state.placed[index] |= bit;
        state.open &= rest;
        // Every digit lost a place in the cell's houses; the digit placed lost its places in
        // the houses of the cell's peers.
        const HouseSet touched = houses_.houses_of[static_cast<std::size_t>(cell)];
        for (HouseSet& unswept : unswept_)
            unswept |= touched;
        unswept_[index] |= houses_.houses_of_peers[static_cast<std::size_t>(cell)];
        if (houses_.locks) {
            for (HouseSet& unlocked : unlocked_)
                unlocked |= touched;
            unlocked_[index] |= houses_.houses_of_peers[static_cast<std::size_t>(cell)];
        }
    }

    // The rules to a fixpoint; false when the state has no solution.
    bool propagate(State& state) {
        const bool consistent = run_rules(state);
        if (!consistent) {
            unswept_.fill(0);
            unlocked_.fill(0);
        }
        return consistent;
    }

    bool run_rules(State& state) {
        while (true) {
            Board one, two;  // open cells with at least one, at least two candidates
            for (const Board& places : state.places) {
                two |= one & places;
                one |= places;
            }
            if ((state.open & ~one).any()) return false;
            Board singles = state.open & ~two;
            if (singles.any()) {
                while (singles.any()) {
                    const int cell = singles.lowest();
                    singles &= ~Board::cell(cell);
                    for (int digit = 1; digit <= kSide; ++digit) {
                        if (state.places[static_cast<std::size_t>(digit - 1)].has(cell)) {
                            place(state, cell, digit);
                            break;
                        }
                    }
                }
                continue;
            }
            // Hidden singles, in the houses whose places for the digit changed since they
            // were last swept.
            bool placed_any = false;
            for (int digit = 1; digit <= kSide; ++digit) {
                const auto index = static_cast<std::size_t>(digit - 1);
                HouseSet pending = unswept_[index];
                unswept_[index] = 0;
                for (; pending != 0; pending &= pending - 1) {
                    const Board& house =
                        houses_.houses[static_cast<std::size_t>(std::countr_zero(pending))];
                    const Board where = state.places[index] & house;
                    if (!where.any()) {
                        if (!(state.placed[index] & house).any()) return false;
                    } else if (where.single()) {
                        place(state, where.lowest(), digit);
                        placed_any = true;
                    }
                }
            }
            if (placed_any) continue;
            if (!lock_candidates(state)) return true;
        }
    }

    // Locked candidates from the houses whose places changed: where a digit's places in a
    // house all lie in another house too, its place in the first is one of them, so the other
    // has it nowhere else. True when a candidate went.
    bool lock_candidates(State& state) {
        bool removed = false;
        for (std::size_t index = 0; index < state.places.size(); ++index) {
            Board& places = state.places[index];
            HouseSet pending = unlocked_[index];
            unlocked_[index] = 0;
            for (; pending != 0; pending &= pending - 1) {
                const int from = std::countr_zero(pending);
                const Board& from_cells = houses_.houses[static_cast<std::size_t>(from)];
                const Board inside = places & from_cells;
                // (An empty house or a single place is the sweep's to judge.)
                if (!inside.any() || inside.single()) continue;
                // The other houses holding every one of those places.
                HouseSet common = ~(HouseSet{1} << from);
                for (Board left = inside; left.any() && common != 0;) {
                    const int cell = left.lowest();
                    left &= ~Board::cell(cell);
                    common &= houses_.houses_of[static_cast<std::size_t>(cell)];
                }
                for (; common != 0; common &= common - 1) {
                    const Board gone =
                        places &
                        houses_.houses[static_cast<std::size_t>(std::countr_zero(common))] &
                        ~from_cells;
                    if (!gone.any()) continue;
                    places &= ~gone;
                    const HouseSet touched = houses_.houses_of_cells(gone);
                    unswept_[index] |= touched;
                    unlocked_[index] |= touched;
                    removed = true;
                }
            }
        }
        return removed;
    }

    // An open cell with the fewest candidates: the first with two when there is one.
    int guess_cell(const State& state) const {
        Board one, two, three;
        for (const Board& places : state.places) {
            three |= two & places;
            two |= one & places;
            one |= places;
        }
        const Board pairs = state.open & two & ~three;
        if (pairs.any()) return pairs.lowest();
        int best = -1;
        int fewest = kSide + 1;
        for (Board left = state.open; left.any();) {
            const int cell = left.lowest();
            left &= ~Board::cell(cell);
            int count = 0;
            for (const Board& places : state.places)
                count += places.has(cell) ? 1 : 0;
            if (count < fewest) {
                fewest = count;
                best = cell;
            }
        }
        return best;
    }

    // The digits `cell` can take, in the order a guess tries them: the guide's digit first (a
    // second solution mostly agrees with the known one), then the others ascending; shuffled
    // with a seed. Returns how many.
    int trial_digits(const State& state, int cell, std::array<std::uint8_t, kSide>& digits) {
        std::uint32_t candidates = 0;
        for (int digit = 1; digit <= kSide; ++digit) {
            if (state.places[static_cast<std::size_t>(digit - 1)].has(cell))
                candidates |= std::uint32_t{1} << (digit - 1);
        }
        if (seeded_) {
            const int count = digit_order_.arrange(candidates, digits.data());
            for (int index = 0; index < count; ++index)
                ++digits[static_cast<std::size_t>(index)];
            return count;
        }
        int count = 0;
        const int first = guide_ != nullptr ? (*guide_)[cell] : 0;
        if (first != 0 && (candidates >> (first - 1)) & 1u) {
            digits[static_cast<std::size_t>(count++)] = static_cast<std::uint8_t>(first);
            candidates &= ~(std::uint32_t{1} << (first - 1));
        }
        for (; candidates != 0; candidates &= candidates - 1)
            digits[static_cast<std::size_t>(count++)] =
                static_cast<std::uint8_t>(std::countr_zero(candidates) + 1);
        return count;
    }

    // Explores the solutions under a propagated state; false when the search must stop.
    bool search(const State& state) {
        if (!state.open.any()) return accept(state);
        const int cell = guess_cell(state);
        std::array<std::uint8_t, kSide> digits{};
        const int count = trial_digits(state, cell, digits);
        for (int index = 0; index < count; ++index) {
            const int digit = digits[static_cast<std::size_t>(index)];
            ++context_.counters().guesses;
            if (!context_.enter_node()) return false;
            State child = state;
            place(child, cell, digit);
            if (!propagate(child)) {
                ++context_.counters().backtracks;
                continue;
            }
            if (!search(child)) return false;
        }
        return true;
    }

    bool accept(const State& state) {
        return context_.accept_filled(Shape(), [&state](Grid& grid) {
            for (int digit = 1; digit <= kSide; ++digit) {
                for (Board cells = state.placed[static_cast<std::size_t>(digit - 1)];
                     cells.any();) {
                    const int cell = cells.lowest();
                    cells &= ~Board::cell(cell);
                    grid.set(cell, digit);
                }
            }
        });
    }

    const Houses& houses_;
    SearchContext& context_;
    // Per digit, the houses whose places for it changed since they were last swept for a
    // hidden single. Empty between propagations: a sweep to the fixpoint empties it, and a
    // contradiction clears it.
    std::array<HouseSet, kSide> unswept_{};
    // Per digit, the houses whose places for it changed since they were last looked at for a
    // lock (always empty where the boxes stay); emptied like unswept_.
    std::array<HouseSet, kSide> unlocked_{};
    const Grid* guide_ = nullptr;
    DigitOrder digit_order_;
    const bool seeded_;
};

}  // namespace

bool bitboard_search_fits(const Geometry& geometry) {
    return geometry.side() == kSide && geometry.all_houses_complete() &&
           geometry.house_count() <= 64;
}

void search_geometry_bitboard_9x9(const Geometry& geometry, const Grid& givens,
                                  SearchContext& context) {
    search_geometry_bitboard_9x9(geometry, givens, Exclusion{}, context);
}

void search_geometry_bitboard_9x9(const Geometry& geometry, const Grid& givens, Exclusion excluded,
                                  SearchContext& context) {
    search_geometry_bitboard_9x9(BitboardHouses(geometry), givens, excluded, context);
}

struct BitboardHouses::Tables {
    Houses houses;
};

BitboardHouses::BitboardHouses(const Geometry& geometry)
    : tables_(std::make_unique<Tables>(Tables{Houses(geometry)})) {}

BitboardHouses::~BitboardHouses() = default;

void search_geometry_bitboard_9x9(const BitboardHouses& houses, const Grid& givens,
                                  Exclusion excluded, SearchContext& context) {
    BitboardSearch search(houses.tables_->houses, context);
    search.run(givens, excluded);
}

}  // namespace sudokit::detail
