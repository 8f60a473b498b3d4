#pragma once

// The two exact Kakuro searches and the small contract they share with solve(): each hands
// over every solution it finds, counts its work, and asks whether to go on. The stop token is
// polled every 1024 nodes (a node costs microseconds, so a stop is seen within a millisecond
// or so), and at the node limit.

#include <algorithm>
#include <cstdint>
#include <optional>
#include <vector>

#include "core/digit_assignments.hpp"
#include "kakuro/run_combinations.hpp"
#include "sudokit/kakuro_solve.hpp"

namespace sudokit::kakuro::detail {

class SearchContext {
  public:
    SearchContext(const SolveOptions& options, SolveResult& result)
        : options_(options), result_(result), next_poll_(first_poll(options)) {}

    SolveCounters& counters() { return result_.counters; }

    // Records a solution; `fill(digits)` writes it (a digit per white cell, reading order) into
    // an empty vector, called only when the solution is kept. Returns false when the search
    // must stop (the solution limit is reached).
    template <typename Fill>
    bool accept(Fill&& fill) {
        ++result_.solution_count;
        if (result_.solutions.size() < options_.keep_solutions)
            fill(result_.solutions.emplace_back());
        if (options_.solution_limit != 0 && result_.solution_count >= options_.solution_limit)
            stop_ = true;
        return !stop_;
    }

    // Counts a node; returns false when the search must stop (limit, deadline, cancel).
    bool enter_node() {
        if (++result_.counters.nodes >= next_poll_) poll();
        return !stop_;
    }

    bool stopped() const { return stop_; }
    // True when the stop came from the node limit, the deadline or a cancellation, not from
    // the solution limit.
    bool interrupted() const { return interrupted_; }

  private:
    static constexpr std::uint64_t kPollInterval = 1024;

    static std::uint64_t first_poll(const SolveOptions& options) {
        return options.node_limit != 0 ? std::min(options.node_limit, kPollInterval)
                                       : kPollInterval;
    }
    void poll();

    const SolveOptions& options_;
    SolveResult& result_;
    std::uint64_t next_poll_;
    bool stop_ = false;
    bool interrupted_ = false;
};

// Each explores the puzzle's solutions, givens included (givens that break a run leave no
// solution), and returns when the space is exhausted or the context says stop.
void search_propagation(const Puzzle& puzzle, SearchContext& context);
void search_backtrack(const Puzzle& puzzle, SearchContext& context);

// The fast search's propagation at the root alone: each white cell's candidates once every
// run is settled, or nothing when the puzzle has no solution. The generator steers by it,
// with a memo of the matchings it has met (the same answers, found again faster).
std::optional<std::vector<DigitMask>> propagate_without_search(const Puzzle& puzzle,
                                                               AssignmentMemo* memo = nullptr);

}  // namespace sudokit::kakuro::detail
