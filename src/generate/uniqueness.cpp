#include "generate/uniqueness.hpp"

#include "solve/fast_search.hpp"
#include "sudokit/puzzle.hpp"
#include "sudokit/solve.hpp"

namespace sudokit::generate {

Uniqueness check_uniqueness(const Grid& puzzle, std::uint64_t node_limit, const StopSignal& stop) {
    SolveOptions options;
    options.solution_limit = 2;
    options.keep_solutions = 0;
    options.node_limit = node_limit;
    options.deadline = stop.deadline;
    options.cancel = stop.cancel;
    switch (solve(Puzzle(puzzle), options).verdict) {
        case Verdict::none:
            return Uniqueness::none;
        case Verdict::unique:
            return Uniqueness::unique;
        case Verdict::multiple:
            return Uniqueness::multiple;
        case Verdict::found:
        case Verdict::stopped:
            break;
    }
    return Uniqueness::unknown;
}

}  // namespace sudokit::generate

namespace sudokit::generate {

Uniqueness has_solution(const Grid& puzzle, std::uint64_t node_limit, const StopSignal& stop) {
    SolveOptions options;
    options.solution_limit = 1;
    options.keep_solutions = 0;
    options.node_limit = node_limit;
    options.deadline = stop.deadline;
    options.cancel = stop.cancel;
    switch (solve(Puzzle(puzzle), options).verdict) {
        case Verdict::none:
            return Uniqueness::none;
        case Verdict::found:
        case Verdict::unique:
        case Verdict::multiple:
            return Uniqueness::multiple;
        case Verdict::stopped:
            break;
    }
    return Uniqueness::unknown;
}

Uniqueness has_solution_without(const Grid& puzzle, int cell, int digit, std::uint64_t node_limit,
                                const StopSignal& stop) {
    SolveOptions options;
    options.solution_limit = 1;
    options.keep_solutions = 0;
    options.node_limit = node_limit;
    options.deadline = stop.deadline;
    options.cancel = stop.cancel;
    SolveResult result;
    detail::SearchContext context(options, result);
    detail::search_fast_9x9(Puzzle(puzzle), detail::Exclusion{cell, digit}, context);
    if (result.solution_count > 0) return Uniqueness::multiple;
    return context.interrupted() ? Uniqueness::unknown : Uniqueness::none;
}

}  // namespace sudokit::generate
