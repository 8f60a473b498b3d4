// PLACEHOLDER: replaced by the real implementation (crook.cpp, trial_depth.cpp,
// backtrack_rating.cpp).
#include "sudokit/seed_methods.hpp"

namespace sudokit {

CrookResult solve_crook(const Puzzle& puzzle, const CrookOptions&) {
    CrookResult result;
    result.solution = Grid(puzzle.shape());
    return result;
}

std::optional<int> trial_and_error_depth(const Puzzle&, const TrialDepthOptions&) {
    return std::nullopt;
}

BacktrackRating rate_by_backtracks(const Puzzle&, int, std::uint64_t,
                                   std::optional<std::chrono::steady_clock::time_point>) {
    return {};
}

}  // namespace sudokit
