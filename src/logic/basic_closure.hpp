#pragma once

// The easiest techniques of a technique order applied as plain rules, with no steps recorded.
//
// Singles, locked candidates, naked and hidden sets and basic fish are monotone: removing
// candidates never hides a pattern, it only turns it into a smaller one or a single. So applying
// them in any order, each everywhere at once, ends in the same position as the engine's
// one-step-at-a-time walk through the same techniques, cheapest first. The logic gate of the
// generator asks only whether a puzzle is solved, so it runs this closure and calls the engine
// only where these rules are stuck; the answer is the same and most engine steps are skipped.

#include <array>
#include <cstdint>
#include <memory>
#include <span>
#include <vector>

#include "logic/intersection_rules.hpp"
#include "logic/singles_rules.hpp"
#include "sudokit/geometry.hpp"
#include "sudokit/grid.hpp"
#include "sudokit/logic.hpp"
#include "sudokit/position.hpp"
#include "sudokit/step.hpp"

namespace sudokit::logic {

// Which rules a closure applies. Sizes count up: 3 means pairs and triples, 0 none.
struct BasicRules {
    bool hidden_singles = false;  // full houses too
    bool naked_singles = false;
    bool locked_candidates = false;  // pointing and claiming
    int naked_sets = 0;
    int hidden_sets = 0;
    // Sudoku Explainer's direct hidden pairs and triples: only the single they leave is
    // placed. Applied where the plain hidden sets of that size are not.
    int direct_hidden_sets = 0;
    int fish = 0;  // 2 X-wings, 3 swordfish
    // Sudoku Explainer's filters in `se` mode: sets only in houses with enough open cells,
    // fish only for digits with enough copies missing (subsets.cpp, fish.cpp).
    bool se_filters = false;
    // The engine's techniques these rules stand for.
    TechniqueSet covered;

    bool any() const { return covered.any(); }
};

// The longest start of `mode`'s technique order, among the `allowed` techniques rated at most
// `max_rating`, that a closure can stand for. Sudoku Explainer's direct forms count when their
// plain forms are in it too: a direct pointing is a pointing and then a single.
BasicRules basic_rules_for(LogicMode mode, TechniqueSet allowed, int max_rating);

// `watched_placed`: every watched cell got its digit (see BasicClosure::watch).
enum class ClosureOutcome { solved, stuck, contradiction, watched_placed };

class BasicClosure {
  public:
    // Starts from the givens, every empty cell marked with what its peers allow, on the
    // shape's rows, columns and boxes.
    BasicClosure(const Grid& puzzle, const BasicRules& rules);
    // The same on a variant's houses (diagonals, windows, a jigsaw's regions; no cages), whose
    // crossings the caller builds and keeps. The rules read every house as the engine does:
    // singles, locked candidates and sets in all of them, fish on rows and columns.
    BasicClosure(const Grid& givens, std::shared_ptr<const Geometry> houses,
                 const HouseCrossings& crossings, const BasicRules& rules);

    // Stops the closure as soon as these open cells are all placed. A caller that knows the
    // closure solves the puzzle with these cells given needs no more: the rules are monotone,
    // so from a position with those cells placed (and no more candidates) they solve it too.
    void watch(std::span<const int> cells);
    // Applies the rules until none changes anything (or the watched cells are placed).
    ClosureOutcome run();
    // The position reached, for the engine to take over.
    Position position() const;
    // Carries out an engine step.
    void apply(const Step& step);

  private:
    template <int kHouses = 0>
    void place(int cell, int digit);
    template <int kHouses>
    void place_givens(const Grid& givens);
    void eliminate(int cell, std::uint64_t bits);
    void build_places();
    bool singles();
    bool locked_candidates();
    bool naked_sets(int size);
    bool hidden_sets(int size, bool direct);
    bool fish(int size, bool rows_are_base);
    int open_cells(int house) const;

    BasicClosure(const Grid& givens, const Geometry& geometry,
                 std::shared_ptr<const Geometry> variant, const HouseCrossings& crossings,
                 const BasicRules& rules);
    // `houses`, when they are the grid's own and fit the closure's tables; else throws.
    static const Geometry& checked_houses(const Grid& givens, const Geometry* houses);

    // The houses of `cell`: kHouses of them when the caller knows how many at compile time (3
    // on a classic grid, so the hot loops unroll), else houses_per_cell_.
    template <int kHouses = 0>
    std::span<const int> houses_of(int cell) const {
        const int count = kHouses != 0 ? kHouses : houses_per_cell_;
        return {houses_ + count * cell, static_cast<std::size_t>(count)};
    }
    // An open cell's candidates: its marks less the digits its houses hold. A placement
    // touches a few house masks instead of twenty peers. A filled cell has none.
    template <int kHouses = 0>
    std::uint64_t candidates(int cell) const {
        if (values_[cell] != 0) return 0;
        std::uint64_t taken = 0;
        for (int house : houses_of<kHouses>(cell))
            taken |= placed_[house];
        return marks_[cell] & ~taken;
    }
    template <int kHouses>
    bool singles_with();

    const Shape& shape_;
    const Geometry& geometry_;
    std::shared_ptr<const Geometry> variant_;  // null on the classic houses
    const HouseCrossings& crossings_;
    BasicRules rules_;
    int side_;
    int house_count_;
    std::uint64_t all_digits_;
    // Each cell's houses, houses_per_cell_ of them: the shape's own table (row, column and
    // box) on a classic grid; on a variant `variant_houses_`, where cells in fewer houses
    // than the most are padded with the spare house `house_count_`, which never holds a digit.
    int houses_per_cell_;
    const int* houses_;
    std::vector<int> variant_houses_;
    int open_ = 0;
    bool contradiction_ = false;
    int watched_left_ = 0;  // watched cells not placed yet
    bool watching_ = false;
    std::array<std::uint64_t, kMaxCells> marks_;  // what eliminations have left
    std::array<std::uint8_t, kMaxCells> values_;
    std::array<bool, kMaxCells> watched_;
    // The open cells, filled ones dropped as the singles pass meets them.
    std::array<std::uint16_t, kMaxCells> open_list_;
    int open_list_size_ = 0;
    // Digits placed in each house, and the singles' scratch (reset each pass); the last
    // entries serve the spare house.
    std::array<std::uint64_t, kMaxHouses + 1> placed_;
    std::array<DigitTally, kMaxHouses + 1> tallies_;
    std::array<int, kMaxSize + 1> placed_count_;
    // Left uninitialised beyond the shape's size; the constructor fills what is used.
    // places_[house * side + digit - 1]: bit i for the house's i-th cell (house_cells order).
    static constexpr int kMaxPlaces = 3 * kMaxSize * kMaxSize;  // a 64x64's, and any variant's
    std::array<std::uint64_t, kMaxPlaces> places_;
    bool places_valid_ = false;  // no change since places_ was built
    // The places each (base, digit) had when locked candidates last read it, once a pass has
    // read them all (locks_read_).
    std::array<std::uint64_t, kMaxPlaces> lock_places_;
    bool locks_read_ = false;
};

}  // namespace sudokit::logic
