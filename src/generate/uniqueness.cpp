#include "generate/uniqueness.hpp"

#include <optional>
#include <stdexcept>

#include "solve/fast_search.hpp"
#include "solve/search_context.hpp"
#include "sudokit/puzzle.hpp"
#include "sudokit/solve.hpp"

namespace sudokit::generate {
namespace {

// The fast solver stopping at `limit` solutions, keeping none, within the budget and the
// caller's deadline.
SolveOptions search_options(std::uint64_t limit, std::uint64_t node_limit, const StopToken& stop) {
    SolveOptions options;
    options.solution_limit = limit;
    options.keep_solutions = 0;
    options.node_limit = node_limit;
    options.deadline = stop.deadline;
    options.cancel = stop.cancel;
    return options;
}

// One search of a 9x9 variant stopping at `limit` solutions: how many it found, or nothing
// when it stopped first (over its budget, or told to).
std::optional<std::uint64_t> variant_9x9_solutions(const detail::Variant9x9Tables& tables,
                                                   const Grid& givens, detail::Exclusion excluded,
                                                   std::uint64_t limit, std::uint64_t node_limit,
                                                   const StopToken& stop) {
    const SolveOptions options = search_options(limit, node_limit, stop);
    SolveResult result;
    detail::SearchContext context(options, result, givens.shape());
    detail::search_variant_9x9(tables, givens, excluded, context);
    if (result.solution_count < limit && context.interrupted()) return std::nullopt;
    return result.solution_count;
}

// Whether such a search finds a solution without the excluded digit.
Uniqueness search_without(const detail::Variant9x9Tables& tables, const Grid& givens,
                          detail::Exclusion excluded, std::uint64_t node_limit,
                          const StopToken& stop) {
    const auto found = variant_9x9_solutions(tables, givens, excluded, 1, node_limit, stop);
    if (!found) return Uniqueness::unknown;
    return *found > 0 ? Uniqueness::multiple : Uniqueness::none;
}

}  // namespace

SolveResult cage_solutions_to_two(const Puzzle& puzzle, std::uint64_t node_limit,
                                  const StopToken& stop) {
    if (!puzzle.houses || !puzzle.houses->has_sums())
        throw std::invalid_argument("cage_solutions_to_two takes a puzzle with cage sums");
    SolveResult result;
    if (!puzzle.houses->obeys_houses(puzzle.givens)) {
        result.exhausted = true;
        result.verdict = Verdict::none;
        return result;
    }
    SolveOptions options = search_options(2, node_limit, stop);
    options.keep_solutions = 2;
    detail::SearchContext context(options, result, puzzle.shape());
    detail::search_geometry_propagation(*puzzle.houses, puzzle.givens, context,
                                        detail::ImpliedSumRules::left_out);
    context.settle_result();
    return result;
}

Uniqueness check_uniqueness(const Grid& puzzle, std::uint64_t node_limit, const StopToken& stop) {
    return check_uniqueness(Puzzle(puzzle), node_limit, stop);
}

Uniqueness check_uniqueness(const Puzzle& puzzle, std::uint64_t node_limit, const StopToken& stop) {
    switch (solve(puzzle, search_options(2, node_limit, stop)).verdict) {
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

Uniqueness has_solution(const Grid& puzzle, std::uint64_t node_limit, const StopToken& stop) {
    switch (solve(Puzzle(puzzle), search_options(1, node_limit, stop)).verdict) {
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
                                const StopToken& stop, QuickCheckRules quick_rules) {
    const SolveOptions options = search_options(1, node_limit, stop);
    SolveResult result;
    detail::SearchContext context(options, result, puzzle.shape());
    if (detail::uses_fast_9x9(puzzle.shape())) {
        detail::search_fast_9x9(puzzle, detail::Exclusion{cell, digit}, context);
    } else {
        // A check with a budget is a quick one: singles alone (fast_search.hpp), or with the
        // other rules at its first node when asked. Generating a 36x36 takes half the time
        // with singles alone than with every rule at every node, a 64x64 two fifths, with 1%
        // more clues kept by checks that run over the budget.
        const detail::GenericRules rules = node_limit == 0 ? detail::GenericRules::all
                                           : quick_rules == QuickCheckRules::strong_first_node
                                               ? detail::GenericRules::all_at_root
                                               : detail::GenericRules::singles;
        detail::search_fast_generic(puzzle, detail::Exclusion{cell, digit}, context, rules);
    }
    if (result.solution_count > 0) return Uniqueness::multiple;
    return context.interrupted() ? Uniqueness::unknown : Uniqueness::none;
}

Uniqueness has_solution_without(const Puzzle& puzzle, int cell, int digit, std::uint64_t node_limit,
                                const StopToken& stop) {
    const Geometry& houses = puzzle.geometry();
    if (houses.is_classic())
        return has_solution_without(puzzle.givens, cell, digit, node_limit, stop);
    const std::unique_ptr<const detail::Variant9x9Tables> tables =
        detail::variant_9x9_tables(houses);
    if (!tables) {
        const Uniqueness counted = check_uniqueness(puzzle, node_limit, stop);
        return counted == Uniqueness::unique ? Uniqueness::none : counted;
    }
    return search_without(*tables, puzzle.givens, detail::Exclusion{cell, digit}, node_limit, stop);
}

RemovalChecks::RemovalChecks(const Geometry& geometry)
    : tables_(detail::variant_9x9_tables(geometry)) {}

RemovalChecks::~RemovalChecks() = default;

Uniqueness RemovalChecks::check_uniqueness(const Puzzle& puzzle, std::uint64_t node_limit,
                                           const StopToken& stop) const {
    if (!tables_) return generate::check_uniqueness(puzzle, node_limit, stop);
    const auto found =
        variant_9x9_solutions(*tables_, puzzle.givens, detail::Exclusion{}, 2, node_limit, stop);
    if (!found) return Uniqueness::unknown;
    if (*found == 0) return Uniqueness::none;
    return *found == 1 ? Uniqueness::unique : Uniqueness::multiple;
}

Uniqueness RemovalChecks::has_solution_without(const Puzzle& puzzle, int cell, const Grid& solution,
                                               std::uint64_t node_limit,
                                               const StopToken& stop) const {
    if (!tables_)
        return generate::has_solution_without(puzzle, cell, solution[cell], node_limit, stop);
    return search_without(*tables_, puzzle.givens,
                          detail::Exclusion{cell, solution[cell], &solution}, node_limit, stop);
}

}  // namespace sudokit::generate
