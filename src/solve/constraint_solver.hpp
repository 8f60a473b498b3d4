#pragma once

#include <cstddef>
#include <span>
#include <vector>

#include "sudokit/digit_set.hpp"

namespace sudokit::detail {

// What the constraint search reports to. Each call may ask the search to stop.
class ConstraintSearchListener {
  public:
    virtual ~ConstraintSearchListener() = default;
    // A new search state (the root, then one per value tried); false stops the search.
    virtual bool enter_node() = 0;
    // A full assignment: the value of each variable. False stops the search.
    virtual bool accept(std::span<const int> values) = 0;
    // A variable was chosen whose domain holds two or more values.
    virtual void count_guess() = 0;
    // A dead end (a domain emptied, or a value left without a place) or a variable out of
    // values: either way the search steps back to the previous variable.
    virtual void count_backtrack() = 0;
};

// A small finite-domain constraint solver for all-different constraints. Variables hold
// values 1..64 in DigitSet domains; a constraint is any list of variables that must take
// distinct values (Sudoku houses, and later diagonals or jigsaw regions).
//
// Search: assign a variable, forward check (remove its value from every unassigned variable
// that shares a constraint with it, failing on an empty domain), undo from a trail. The next
// variable is the one with the fewest values left (ties: most neighbours, then lowest index).
//
// One addition to plain forward checking: a constraint with as many variables as values
// (every Sudoku house) must use each value exactly once, so a value with a single possible
// variable there is assigned first, as a forced move, and a value with none is a dead end.
// Without it the search drowns on 16x16 puzzles (millions of nodes where this needs
// thousands).
class ConstraintSolver {
  public:
    // Values go from 1 to this (a DigitSet's capacity).
    static constexpr int kLargestValue = 64;

    ConstraintSolver(int variable_count, DigitSet initial_domain);

    // All constraints must be added before the first assign() or search().
    void add_all_different(std::span<const int> variables);
    // Fixes a variable before the search (a Sudoku given) and forward checks it. Returns
    // false when that leaves the problem without solutions.
    bool assign(int variable, int value);
    // The order in which values are tried (default ascending): a list of distinct values
    // 1..64; values missing from it are never tried.
    void set_value_order(std::vector<int> order);

    // Enumerates every solution that extends the assignments made so far. Iterative: one
    // frame per assigned variable. The solver is back in its pre-search state afterwards,
    // even after an early stop.
    void search(ConstraintSearchListener& listener);

  private:
    // What to do at a search node: branch on `values` of `variable`, or not branch at all.
    struct Choice {
        enum class Kind { branch, solution, dead_end, nothing_forced };
        Kind kind;
        int variable;
        DigitSet values;

        static Choice of(Kind what) { return {what, -1, DigitSet()}; }
        static Choice branch_on(int variable_index, DigitSet candidates) {
            return {Kind::branch, variable_index, candidates};
        }
    };
    struct Frame {
        int variable;
        DigitSet untried;
        std::size_t trail_mark;
        std::size_t next_rank;  // position in value_order_ where the next value is sought
    };
    // The trail records old values of the two kinds of state a search step changes.
    enum class Field : char { domain, unplaced };
    struct TrailEntry {
        Field field;
        int index;  // a variable for `domain`, a constraint for `unplaced`
        DigitSet previous;
    };

    int variable_count() const { return static_cast<int>(domains_.size()); }
    void prepare();
    std::span<const int> neighbours(int variable) const;
    std::span<const int> constraints_of(int variable) const;
    static std::size_t support_index(int constraint, int value) {
        return std::size_t(constraint) * kLargestValue + (value - 1);
    }

    Choice choose() const;
    Choice choose_forced_value() const;
    int choose_variable() const;
    // Narrows a domain, keeping the support counts and the trail up to date.
    void restrict_domain(int variable, DigitSet domain);
    void adjust_support(int variable, DigitSet values, int change);
    // Sets the variable's domain to the value, marks the value placed in its permutation
    // constraints and removes it from its unassigned neighbours. False on an emptied domain.
    bool assign_and_forward_check(int variable, int value);
    void undo_to(std::size_t trail_mark);

    std::vector<DigitSet> domains_;
    std::vector<char> assigned_;
    std::vector<std::vector<int>> constraints_;
    bool prepared_ = false;
    bool contradiction_ = false;  // an assign() before the search emptied a domain

    // Compressed adjacency, built by prepare(): the neighbours of variable v are
    // neighbour_list_[neighbour_start_[v] .. neighbour_start_[v + 1]), and likewise the
    // constraints that hold it.
    std::vector<int> neighbour_start_;
    std::vector<int> neighbour_list_;
    std::vector<int> membership_start_;
    std::vector<int> membership_list_;

    // Constraints that must use each of their values exactly once. Per constraint: its values
    // (empty when not a permutation), those no assigned variable holds yet, and those that at
    // most one variable still allows; per (constraint, value): how many variables allow it.
    std::vector<int> permutation_constraints_;
    std::vector<DigitSet> permutation_values_;
    std::vector<DigitSet> unplaced_;
    std::vector<DigitSet> scarce_;
    std::vector<int> support_;

    std::vector<int> value_order_;
    std::vector<TrailEntry> trail_;
    std::vector<int> solution_values_;
};

}  // namespace sudokit::detail
