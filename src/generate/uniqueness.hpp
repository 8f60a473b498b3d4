#pragma once

#include <cstdint>
#include <memory>

#include "sudokit/grid.hpp"
#include "sudokit/puzzle.hpp"
#include "sudokit/solve.hpp"
#include "sudokit/stop_token.hpp"

#include "solve/search_context.hpp"
#include "solve/variant_search_9x9.hpp"

namespace sudokit::generate {

// How a uniqueness check ended. Over budget (node limit) or stopped counts as not unique,
// so a generator never keeps a puzzle whose uniqueness it did not prove.
enum class Uniqueness { none, unique, multiple, unknown };

// The exact solver, counting to two solutions within `node_limit` nodes (0 = no limit), on
// the classic houses or (a Puzzle) the puzzle's own.
Uniqueness check_uniqueness(const Grid& puzzle, std::uint64_t node_limit, const StopToken& stop);
Uniqueness check_uniqueness(const Puzzle& puzzle, std::uint64_t node_limit, const StopToken& stop);
// The exact solver, stopping at the first solution: `none`, `multiple` standing for "at least
// one", or `unknown` over budget.
Uniqueness has_solution(const Grid& puzzle, std::uint64_t node_limit, const StopToken& stop);
// How a check with a node budget propagates on grids above 9x9 (the 9x9 search keeps its
// own rules): singles alone at every node, the quickest; or box-line interactions and naked
// pairs too at its first node, so that it settles at once the removals those rules prove,
// which singles alone may not settle within the budget.
enum class QuickCheckRules { singles, strong_first_node };

// Whether the puzzle has a solution with `digit` not in the empty `cell`, in one search of the
// `fast` solver (the answers of has_solution with each other digit given there in turn). A
// search without a budget propagates every rule at every node.
Uniqueness has_solution_without(const Grid& puzzle, int cell, int digit, std::uint64_t node_limit,
                                const StopToken& stop,
                                QuickCheckRules quick_rules = QuickCheckRules::singles);
// The same on the puzzle's own houses, for a puzzle known to have a solution with `digit` in
// `cell`. Where no search takes the exclusion (cages, variants of sides other than 9), the
// puzzle is counted to two instead: a second solution is one without the digit.
Uniqueness has_solution_without(const Puzzle& puzzle, int cell, int digit, std::uint64_t node_limit,
                                const StopToken& stop);

// The first two solutions of a puzzle with cages (and their sums), within `node_limit` nodes
// and kept: the propagation search without the sums the houses imply, which cost a
// generator's checks of cage layouts more to derive than they save (see ImpliedSumRules).
SolveResult cage_solutions_to_two(const Puzzle& puzzle, std::uint64_t node_limit,
                                  const StopToken& stop);

// Runs `check(node_limit)`; when `settle` is set and that check ran over its budget, runs it
// again without one (`check(0)`), so the answer is settled. A generator asked for minimality
// settles every removal this way while most checks still end quickly within the budget.
template <class Check>
Uniqueness settled_check(const Check& check, std::uint64_t node_limit, bool settle,
                         const StopToken& stop) {
    const Uniqueness budgeted = check(node_limit);
    if (budgeted != Uniqueness::unknown || !settle || node_limit == 0 || stop.stop_requested())
        return budgeted;
    return check(std::uint64_t{0});
}

// has_solution_without on one geometry's puzzles, asked again and again as a generator takes
// clues away: what the search needs of the houses is built once, and the puzzle's known
// solution guides it (its digit tried first at each branch: a second solution, where there
// is one, mostly agrees with it).
class RemovalChecks {
  public:
    explicit RemovalChecks(const Geometry& geometry);
    ~RemovalChecks();
    // `puzzle` is on the geometry, and `solution` one of its solutions.
    Uniqueness has_solution_without(const Puzzle& puzzle, int cell, const Grid& solution,
                                    std::uint64_t node_limit, const StopToken& stop) const;
    // check_uniqueness(puzzle, ...), the same tables serving.
    Uniqueness check_uniqueness(const Puzzle& puzzle, std::uint64_t node_limit,
                                const StopToken& stop) const;

  private:
    // The 9x9 variant search's tables, where one fits the geometry.
    std::unique_ptr<const detail::Variant9x9Tables> tables_;
};

}  // namespace sudokit::generate
