#pragma once

#include <cstdint>

#include "sudokit/solve.hpp"

namespace sudokit::detail {

// What every algorithm reports to: it hands over each solution, counts its work, and asks
// whether to go on. Deadline and cancellation are polled every few thousand nodes so the
// check costs nothing measurable.
class SearchContext {
  public:
    SearchContext(const SolveOptions& options, SolveResult& result)
        : options_(options), result_(result) {}

    const SolveOptions& options() const { return options_; }
    SolveCounters& counters() { return result_.counters; }

    // Records a solution; returns false when the search must stop (limit reached).
    bool accept(const Grid& solution) {
        ++result_.solution_count;
        if (result_.solutions.size() < options_.keep_solutions) {
            result_.solutions.push_back(solution);
        }
        if (options_.solution_limit != 0 && result_.solution_count >= options_.solution_limit) {
            stop_ = true;
        }
        return !stop_;
    }

    // Counts a node; returns false when the search must stop (limit, deadline, cancel).
    bool enter_node() {
        ++result_.counters.nodes;
        if ((result_.counters.nodes & 4095u) == 0) poll();
        return !stop_;
    }

    bool stopped() const { return stop_; }
    // True when the stop came from the deadline or a cancellation, not the solution limit.
    bool interrupted() const { return interrupted_; }

  private:
    void poll();

    const SolveOptions& options_;
    SolveResult& result_;
    bool stop_ = false;
    bool interrupted_ = false;
};

// The algorithms. Each explores the puzzle's solutions, reporting to the context, and
// returns when the space is exhausted or the context says stop. The givens are known to be
// free of conflicts.
void search_fast(const Puzzle& puzzle, SearchContext& context);
void search_dlx(const Puzzle& puzzle, SearchContext& context);
void search_backtrack(const Puzzle& puzzle, SearchContext& context);
void search_csp(const Puzzle& puzzle, SearchContext& context);

}  // namespace sudokit::detail
