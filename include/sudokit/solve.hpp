#pragma once

#include <array>
#include <atomic>
#include <chrono>
#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

#include "sudokit/geometry.hpp"
#include "sudokit/grid.hpp"
#include "sudokit/puzzle.hpp"
#include "sudokit/stop_token.hpp"

namespace sudokit {

enum class Algorithm {
    fast,       // bitboard propagation (naked + hidden singles) and most-constrained branching
    dlx,        // Knuth's Dancing Links on the exact-cover matrix
    backtrack,  // textbook stack-based depth-first search, cells in order (or shuffled)
    csp,        // generic constraint solver: all-different, forward checking, MRV
};

std::string_view to_string(Algorithm algorithm);
std::optional<Algorithm> parse_algorithm(std::string_view name);
inline constexpr Algorithm kAllAlgorithms[] = {Algorithm::fast, Algorithm::dlx,
                                               Algorithm::backtrack, Algorithm::csp};

struct SolveOptions {
    Algorithm algorithm = Algorithm::fast;
    // Stop after this many solutions: 1 finds one, 2 checks uniqueness, 0 counts them all.
    std::uint64_t solution_limit = 2;
    // How many solution grids to keep in the result (counting goes on past it).
    std::size_t keep_solutions = 2;
    // With a seed the search tries digits (and, for backtrack with shuffle_cells, cells) in
    // a random order drawn from it: the same seed gives the same run.
    std::optional<std::uint64_t> seed;
    // backtrack only: visit the empty cells in a shuffled order instead of 0..N*N-1.
    bool shuffle_cells = false;
    std::optional<std::chrono::steady_clock::time_point> deadline;
    const std::atomic<bool>* cancel = nullptr;
    StopToken stop_token() const { return {deadline, cancel}; }
    // Stop (Verdict::stopped) after this many search nodes; 0 = no limit. Unlike a deadline
    // it ends the same way on every machine, which a reproducible generator needs.
    std::uint64_t node_limit = 0;
};

enum class Verdict {
    none,      // no solution
    unique,    // exactly one solution
    multiple,  // two or more
    found,     // at least one; the limit of 1 stopped the search before uniqueness was known
    stopped,   // deadline or cancellation before the question was settled
};
std::string_view to_string(Verdict verdict);
// The verdict of a search that found `solution_count` solutions: two settle "multiple" whatever
// stopped it; else a search interrupted (deadline, cancel, node limit) is "stopped"; else none,
// or one: "unique" when the space was exhausted, "found" when a limit of one cut it short.
Verdict verdict_of_search(std::uint64_t solution_count, bool exhausted, bool interrupted);
// The verdict as a clause for people: "the puzzle has no solution", "the puzzle has more than
// one solution", "the time limit was reached", ...
std::string_view describe(Verdict verdict);

struct SolveCounters {
    std::uint64_t nodes = 0;       // search states visited
    std::uint64_t guesses = 0;     // branch points (a choice among two or more digits)
    std::uint64_t backtracks = 0;  // choices undone after a dead end
};

// Up to two grids stored inline, more on the heap: the common uniqueness check costs no
// allocation.
class SolutionList {
  public:
    std::size_t size() const { return count_; }
    bool empty() const { return count_ == 0; }
    const Grid& operator[](std::size_t index) const {
        return index < inline_.size() ? inline_[index] : overflow_[index - inline_.size()];
    }
    const Grid& front() const { return (*this)[0]; }
    void push_back(const Grid& grid);
    // Adds an empty grid of `shape` and returns it to be filled in place.
    Grid& append(const Shape& shape);

  private:
    std::array<Grid, 2> inline_;
    std::vector<Grid> overflow_;
    std::size_t count_ = 0;
};

struct SolveResult {
    Verdict verdict = Verdict::none;
    // Solutions found; exact when `exhausted`, otherwise a lower bound.
    std::uint64_t solution_count = 0;
    // True when the whole search space was explored (the count is exact).
    bool exhausted = false;
    SolutionList solutions;
    SolveCounters counters;
};

// Solves (or counts the solutions of) a puzzle with the chosen algorithm. Every algorithm
// works for every shape. Givens that break the rules give Verdict::none at once. A puzzle
// read with a variant's houses (Puzzle::houses: Killer cages, diagonals...) is solved on them,
// as by the overload below.
SolveResult solve(const Puzzle& puzzle, const SolveOptions& options = {});

// Solves a puzzle on any geometry: extra houses (diagonals, windows), jigsaw regions, Killer
// cages (digits differ, with or without a sum). A classic geometry takes the classic solvers
// above. Otherwise `fast` and `csp` propagate (singles, each cage's possible combinations,
// the sums the houses imply) and branch on the fewest candidates; `dlx` solves it as exact
// cover (a cage's digit sets as rows); `backtrack` is a plain depth-first search on the cell
// with the fewest candidates. Throws std::invalid_argument for givens of another shape than
// the geometry's.
SolveResult solve(const Puzzle& puzzle, const Geometry& geometry, const SolveOptions& options = {});

}  // namespace sudokit
