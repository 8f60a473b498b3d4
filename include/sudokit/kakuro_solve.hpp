#pragma once

// Exact Kakuro solving: a verdict, the solutions and the count.

#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

#include "sudokit/kakuro.hpp"
#include "sudokit/solve.hpp"
#include "sudokit/stop_token.hpp"

namespace sudokit::kakuro {

enum class SolveAlgorithm {
    // "fast": propagation, each run's open cells narrowed to the digits they take in some
    // filling of the run (its remaining combinations matched to the cells: the digits they
    // allow, the digits every one needs, hidden singles and more), then search on the cell with
    // the fewest candidates.
    propagation,
    // "backtrack": the second, independent algorithm: depth-first in reading order, each run
    // checked by its distinct digits and the bounds its remaining cells can still reach. Slow
    // on hard puzzles (seconds on some Nikoli ones): for cross-checks on small ones.
    backtrack,
};
std::string_view to_string(SolveAlgorithm algorithm);
std::optional<SolveAlgorithm> parse_solve_algorithm(std::string_view name);

struct SolveOptions {
    SolveAlgorithm algorithm = SolveAlgorithm::propagation;
    // Stop after this many solutions; 0 = count them all.
    std::uint64_t solution_limit = 2;
    // How many solutions to keep in the result.
    std::size_t keep_solutions = 1;
    StopToken stop;
    std::uint64_t node_limit = 0;  // 0 = none
};

struct SolveResult {
    Verdict verdict = Verdict::none;
    std::uint64_t solution_count = 0;  // exact when `exhausted`, otherwise a lower bound
    bool exhausted = false;
    // Each a digit per white cell, in reading order.
    std::vector<std::vector<std::uint8_t>> solutions;
    SolveCounters counters;
};

SolveResult solve(const Puzzle& puzzle, const SolveOptions& options = {});

}  // namespace sudokit::kakuro
