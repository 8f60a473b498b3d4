#include <chrono>

#include "sudokit/generate.hpp"
#include "sudokit/session.hpp"

namespace sudokit {

std::optional<Rating> report_rating(const Puzzle& puzzle, LogicMode mode) {
    SolvingSession session;
    return report_rating(puzzle, mode, session);
}

std::optional<Rating> report_rating(const Puzzle& puzzle, LogicMode mode, SolvingSession& session) {
    constexpr auto kReportRatingTime = std::chrono::seconds(3);
    LogicOptions options;
    options.mode = mode;
    options.uniqueness = UniquenessPolicy::assume;
    options.keep_steps = false;
    options.deadline = std::chrono::steady_clock::now() + kReportRatingTime;
    const LogicResult result = session.solve_logically(puzzle, options);
    if (result.status != LogicStatus::solved) return std::nullopt;
    return result.rating;
}

}  // namespace sudokit
