#include "sudokit/solve.hpp"

#include <algorithm>
#include <array>
#include <stdexcept>

#include <fmt/format.h>

#include "fast_search.hpp"
#include "search_context.hpp"
#include "sudokit/rules.hpp"
#include "variant_search_9x9.hpp"

namespace sudokit {

namespace {

constexpr std::array<std::string_view, 4> kAlgorithmNames = {"fast", "dlx", "backtrack", "csp"};

}  // namespace

Verdict verdict_of_search(std::uint64_t solution_count, bool exhausted, bool interrupted) {
    if (solution_count >= 2) return Verdict::multiple;
    if (interrupted) return Verdict::stopped;
    if (solution_count == 0) return Verdict::none;
    // One solution and a search cut short by nothing but the limit: the limit was 1.
    return exhausted ? Verdict::unique : Verdict::found;
}

std::string_view to_string(Algorithm algorithm) {
    return kAlgorithmNames[static_cast<std::size_t>(algorithm)];
}

std::optional<Algorithm> parse_algorithm(std::string_view name) {
    for (std::size_t i = 0; i < kAlgorithmNames.size(); ++i) {
        if (kAlgorithmNames[i] == name) return static_cast<Algorithm>(i);
    }
    return std::nullopt;
}

std::string_view to_string(Verdict verdict) {
    switch (verdict) {
        case Verdict::none:
            return "none";
        case Verdict::unique:
            return "unique";
        case Verdict::multiple:
            return "multiple";
        case Verdict::found:
            return "found";
        case Verdict::stopped:
            return "stopped";
    }
    return "unknown";
}

Grid& SolutionList::append(const Shape& shape) {
    if (count_ < inline_.size()) {
        Grid& slot = inline_[count_++];
        // A slot is only ever filled once, so it is still empty; only its shape may differ.
        if (!(slot.shape() == shape)) slot = Grid(shape);
        return slot;
    }
    ++count_;
    return overflow_.emplace_back(shape);
}

void SolutionList::push_back(const Grid& grid) {
    append(grid.shape()) = grid;
}

std::string_view describe(Verdict verdict) {
    switch (verdict) {
        case Verdict::none:
            return "the puzzle has no solution";
        case Verdict::unique:
            return "the puzzle has one solution";
        case Verdict::multiple:
            return "the puzzle has more than one solution";
        case Verdict::found:
            return "the puzzle has a solution";
        case Verdict::stopped:
            return "the time limit was reached";
    }
    return "unknown";
}

void detail::SearchContext::poll() {
    const std::uint64_t nodes = result_.counters.nodes;
    if (options_.node_limit != 0 && nodes >= options_.node_limit) {
        stop_ = interrupted_ = true;
    } else if (options_.stop_token().stop_requested()) {
        stop_ = interrupted_ = true;
    }
    next_poll_ = nodes + poll_interval_;
    if (options_.node_limit != 0 && options_.node_limit > nodes) {
        next_poll_ = std::min(next_poll_, options_.node_limit);
    }
}

SolveResult solve(const Puzzle& puzzle, const SolveOptions& options) {
    if (puzzle.houses && !puzzle.houses->is_classic())
        return solve(puzzle, *puzzle.houses, options);
    SolveResult result;
    // The 9x9 fast search finds clashing givens while placing them, for free; the check costs
    // as much as solving an easy puzzle.
    const bool search_checks_givens =
        options.algorithm == Algorithm::fast && detail::uses_fast_9x9(puzzle.shape());
    if (!search_checks_givens && has_conflicts(puzzle.givens)) {
        result.exhausted = true;
        result.verdict = Verdict::none;
        return result;
    }
    detail::SearchContext context(options, result, puzzle.shape());
    switch (options.algorithm) {
        case Algorithm::fast:
            detail::search_fast(puzzle, context);
            break;
        case Algorithm::dlx:
            detail::search_dlx(puzzle, context);
            break;
        case Algorithm::backtrack:
            detail::search_backtrack(puzzle, context);
            break;
        case Algorithm::csp:
            detail::search_csp(puzzle, context);
            break;
    }
    context.settle_result();
    return result;
}

SolveResult solve(const Puzzle& puzzle, const Geometry& geometry, const SolveOptions& options) {
    if (!(puzzle.shape() == geometry.shape())) {
        throw std::invalid_argument("the puzzle's shape is not the geometry's");
    }
    if (geometry.is_classic()) return solve(puzzle, options);
    if (const auto problem = variant_side_problem(geometry.side()))
        throw std::invalid_argument(*problem);
    SolveResult result;
    if (!geometry.obeys_houses(puzzle.givens)) {
        result.exhausted = true;
        result.verdict = Verdict::none;
        return result;
    }
    detail::SearchContext context(options, result, puzzle.shape());
    switch (options.algorithm) {
        case Algorithm::dlx:
            detail::search_geometry_dlx(geometry, puzzle.givens, context);
            break;
        case Algorithm::backtrack:
            detail::search_geometry_backtrack(geometry, puzzle.givens, context);
            break;
        case Algorithm::fast:
            if (const auto tables = detail::variant_9x9_tables(geometry)) {
                detail::search_variant_9x9(*tables, puzzle.givens, detail::Exclusion{}, context);
            } else {
                detail::search_geometry_propagation(geometry, puzzle.givens, context);
            }
            break;
        case Algorithm::csp:
            detail::search_geometry_propagation(geometry, puzzle.givens, context);
            break;
    }
    context.settle_result();
    return result;
}

}  // namespace sudokit
