#include "sudokit/kakuro_solve.hpp"

#include <array>

#include "kakuro/searches.hpp"

namespace sudokit::kakuro {
namespace {

// In the order of SolveAlgorithm.
constexpr std::array<std::string_view, 2> kAlgorithmNames = {"fast", "backtrack"};

}  // namespace

std::string_view to_string(SolveAlgorithm algorithm) {
    return kAlgorithmNames[static_cast<std::size_t>(algorithm)];
}

std::optional<SolveAlgorithm> parse_solve_algorithm(std::string_view name) {
    for (std::size_t index = 0; index < kAlgorithmNames.size(); ++index) {
        if (kAlgorithmNames[index] == name) return static_cast<SolveAlgorithm>(index);
    }
    return std::nullopt;
}

void detail::SearchContext::poll() {
    const std::uint64_t nodes = result_.counters.nodes;
    if ((options_.node_limit != 0 && nodes >= options_.node_limit) ||
        options_.stop.stop_requested()) {
        stop_ = interrupted_ = true;
    }
    next_poll_ = nodes + kPollInterval;
    if (options_.node_limit > nodes) next_poll_ = std::min(next_poll_, options_.node_limit);
}

SolveResult solve(const Puzzle& puzzle, const SolveOptions& options) {
    SolveResult result;
    detail::SearchContext context(options, result);
    switch (options.algorithm) {
        case SolveAlgorithm::propagation:
            detail::search_propagation(puzzle, context);
            break;
        case SolveAlgorithm::backtrack:
            detail::search_backtrack(puzzle, context);
            break;
    }
    result.exhausted = !context.stopped();
    result.verdict =
        verdict_of_search(result.solution_count, result.exhausted, context.interrupted());
    return result;
}

}  // namespace sudokit::kakuro
