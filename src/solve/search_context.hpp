#pragma once

#include <algorithm>
#include <cstdint>
#include <memory>

#include "sudokit/geometry.hpp"
#include "sudokit/solve.hpp"

namespace sudokit::detail {

// What every algorithm reports to: it hands over each solution, counts its work, and asks
// whether to go on. Deadline and cancellation are polled every few thousand nodes so the
// check costs nothing measurable; fewer on large grids, whose nodes cost far more.
class SearchContext {
  public:
    SearchContext(const SolveOptions& options, SolveResult& result, const Shape& shape)
        : options_(options),
          result_(result),
          poll_interval_(poll_interval_for(shape)),
          next_poll_(first_poll(options, poll_interval_)) {}

    const SolveOptions& options() const { return options_; }
    SolveCounters& counters() { return result_.counters; }

    // Records a solution; returns false when the search must stop (limit reached).
    bool accept(const Grid& solution) {
        return accept_filled(solution.shape(), [&solution](Grid& slot) { slot = solution; });
    }

    // As accept, but `fill(grid)` writes the solution into an empty grid of `shape` only when
    // it is kept: a search whose solutions are only counted skips the conversion, and a kept
    // one is written in place.
    template <typename Fill>
    bool accept_filled(const Shape& shape, Fill&& fill) {
        ++result_.solution_count;
        if (result_.solutions.size() < options_.keep_solutions) {
            fill(result_.solutions.append(shape));
        }
        if (options_.solution_limit != 0 && result_.solution_count >= options_.solution_limit) {
            stop_ = true;
        }
        return !stop_;
    }

    // Counts a node; returns false when the search must stop (limit, deadline, cancel).
    bool enter_node() {
        if (++result_.counters.nodes >= next_poll_) poll();
        return !stop_;
    }

    bool stopped() const { return stop_; }
    // True when the stop came from the deadline or a cancellation, not the solution limit.
    bool interrupted() const { return interrupted_; }

    // Once the search has returned: whether it went through the whole space, and the verdict.
    void settle_result() {
        result_.exhausted = !stop_;
        result_.verdict =
            verdict_of_search(result_.solution_count, result_.exhausted, interrupted_);
    }

  private:
    static constexpr std::uint64_t kPollInterval = 4096;

    // A node's work grows about with the square of the cell count: 4096 nodes of a 25x25
    // search can take seconds, so the interval shrinks by that square above 9x9.
    static std::uint64_t poll_interval_for(const Shape& shape) {
        const auto cells = static_cast<std::uint64_t>(shape.cell_count());
        if (cells <= 81) return kPollInterval;
        return std::max<std::uint64_t>(16, kPollInterval * 81 * 81 / (cells * cells));
    }
    static std::uint64_t first_poll(const SolveOptions& options, std::uint64_t interval) {
        return options.node_limit != 0 && options.node_limit < interval ? options.node_limit
                                                                        : interval;
    }
    void poll();

    const SolveOptions& options_;
    SolveResult& result_;
    std::uint64_t poll_interval_;
    std::uint64_t next_poll_;
    bool stop_ = false;
    bool interrupted_ = false;
};

// The algorithms. Each explores the puzzle's solutions, reporting to the context, and
// returns when the space is exhausted or the context says stop. The givens are known to be
// free of conflicts.
void search_fast(const Puzzle& puzzle, SearchContext& context);
void search_dlx(const Puzzle& puzzle, SearchContext& context);
void search_backtrack(const Puzzle& puzzle, SearchContext& context);
// A candidate taken out before a search starts (search_fast_9x9, search_fast_generic,
// search_geometry_bitboard_9x9).
struct Exclusion {
    int cell = -1;  // an empty cell
    int digit = 0;
    // A solution the puzzle is known to have (with `digit` in `cell`), or null: where it is
    // set, the search tries its digit first at each branch, since a second solution mostly
    // agrees with it (search_geometry_bitboard_9x9 and the 9x9 search with extra houses read
    // it).
    const Grid* guide = nullptr;
};

// Any geometry: exact cover (complete houses exactly once, smaller ones at most once) and a
// depth-first search on the fewest candidates; each checks the other in the tests.
void search_geometry_dlx(const Geometry& geometry, const Grid& givens, SearchContext& context);
void search_geometry_backtrack(const Geometry& geometry, const Grid& givens,
                               SearchContext& context);
// Whether a search with cages adds the sums the houses imply (the rule of 45) to the cages'
// own. They cut the nodes of hard Killers many times (the shared "tarek" killers: 16,500
// nodes each without them, 826 with); a generator's checks of the cage layouts it draws are
// short searches that set up a model each, where deriving them cost more than they saved
// (half the work of generating hard Killers).
enum class ImpliedSumRules { used, left_out };
// Any geometry, cages with sums too: propagation to a fixpoint (singles, each sum's possible
// combinations, the sums the houses imply) and branching on the fewest candidates.
void search_geometry_propagation(const Geometry& geometry, const Grid& givens,
                                 SearchContext& context,
                                 ImpliedSumRules implied = ImpliedSumRules::used);
// A 9x9 geometry whose houses each hold every digit (no cages): bitboards, singles of both
// kinds, branching on the fewest candidates; digits tried in order (shuffled with a seed).
bool bitboard_search_fits(const Geometry& geometry);
void search_geometry_bitboard_9x9(const Geometry& geometry, const Grid& givens,
                                  SearchContext& context);
// The same with a candidate taken out first: "is there a solution where this cell is not its
// digit?", the generator's question when it takes a clue away.
void search_geometry_bitboard_9x9(const Geometry& geometry, const Grid& givens, Exclusion excluded,
                                  SearchContext& context);
// The bitboard search's tables of one geometry (houses and peers as boards, the crossings of
// houses), built once for the many searches of a clue removal (each search building its own
// was 6% of X generation's time).
class BitboardHouses {
  public:
    explicit BitboardHouses(const Geometry& geometry);  // bitboard_search_fits(geometry)
    ~BitboardHouses();
    BitboardHouses(const BitboardHouses&) = delete;
    BitboardHouses& operator=(const BitboardHouses&) = delete;

  private:
    struct Tables;
    std::unique_ptr<const Tables> tables_;
    friend void search_geometry_bitboard_9x9(const BitboardHouses&, const Grid&, Exclusion,
                                             SearchContext&);
};
void search_geometry_bitboard_9x9(const BitboardHouses& houses, const Grid& givens,
                                  Exclusion excluded, SearchContext& context);
void search_csp(const Puzzle& puzzle, SearchContext& context);

}  // namespace sudokit::detail
