// The seed article's difficulty metric: how often the plain backtracking solver, visiting the
// cells in a shuffled order, has to back up before it has proved the solution unique.
// Averaged over several shuffles, because one order can be lucky or unlucky.

#include <algorithm>
#include <numeric>
#include <vector>

#include "sudokit/seed_methods.hpp"
#include "sudokit/solve.hpp"

namespace sudokit {

BacktrackRating rate_by_backtracks(const Puzzle& puzzle, int runs, std::uint64_t seed,
                                   std::optional<std::chrono::steady_clock::time_point> deadline) {
    BacktrackRating rating;
    std::vector<std::uint64_t> counts;
    for (int run = 0; run < runs; ++run) {
        SolveOptions options;
        options.algorithm = Algorithm::backtrack;
        options.solution_limit = 2;
        options.shuffle_cells = true;
        options.seed = seed + static_cast<std::uint64_t>(run);
        options.deadline = deadline;
        const SolveResult result = solve(puzzle, options);
        if (result.verdict == Verdict::stopped) {
            rating.complete = false;
            break;
        }
        counts.push_back(result.counters.backtracks);
    }
    rating.runs = static_cast<int>(counts.size());
    if (counts.empty()) return rating;
    const double total = std::accumulate(
        counts.begin(), counts.end(), 0.0,
        [](double sum, std::uint64_t count) { return sum + static_cast<double>(count); });
    rating.mean_backtracks = total / static_cast<double>(counts.size());
    // The lower of the two middle values when the count is even.
    const auto middle = counts.begin() + static_cast<std::ptrdiff_t>((counts.size() - 1) / 2);
    std::nth_element(counts.begin(), middle, counts.end());
    rating.median_backtracks = *middle;
    return rating;
}

}  // namespace sudokit
