#include "reading_repair.hpp"

#include <algorithm>
#include <cmath>

namespace sudokit::scan {

namespace {

// One other reading of one cell, and what it costs in likelihood (a log ratio, 0 or more).
struct Alternative {
    int cell = 0;
    int value = 0;
    double cost = 0;
};

// A set of alternatives on different cells.
struct Attempt {
    std::vector<Alternative> changes;
    double cost = 0;
};

constexpr double kNegligible = 1e-4;
constexpr std::size_t kPairPool = 24;    // the cheapest alternatives paired with each other
constexpr std::size_t kTriplePool = 12;  // and in threes

std::vector<Alternative> cheapest_alternatives(const Grid& read,
                                               const std::array<CellOdds, 81>& odds) {
    std::vector<Alternative> alternatives;
    for (int cell = 0; cell < 81; ++cell) {
        const CellOdds& cell_odds = odds[static_cast<std::size_t>(cell)];
        const double kept = std::max(cell_odds[static_cast<std::size_t>(read[cell])], kNegligible);
        for (int value = 0; value <= 9; ++value) {
            const double other = cell_odds[static_cast<std::size_t>(value)];
            if (value == read[cell] || other < kNegligible) continue;
            alternatives.push_back({cell, value, std::max(0.0, std::log(kept / other))});
        }
    }
    std::sort(alternatives.begin(), alternatives.end(),
              [](const Alternative& a, const Alternative& b) { return a.cost < b.cost; });
    return alternatives;
}

std::vector<Attempt> attempts_by_cost(const std::vector<Alternative>& alternatives) {
    std::vector<Attempt> attempts;
    for (const Alternative& one : alternatives)
        attempts.push_back({{one}, one.cost});
    const std::size_t pairs = std::min(kPairPool, alternatives.size());
    for (std::size_t i = 0; i < pairs; ++i) {
        for (std::size_t j = i + 1; j < pairs; ++j) {
            const Alternative& a = alternatives[i];
            const Alternative& b = alternatives[j];
            if (a.cell == b.cell) continue;
            attempts.push_back({{a, b}, a.cost + b.cost});
        }
    }
    const std::size_t triples = std::min(kTriplePool, alternatives.size());
    for (std::size_t i = 0; i < triples; ++i) {
        for (std::size_t j = i + 1; j < triples; ++j) {
            for (std::size_t k = j + 1; k < triples; ++k) {
                const Alternative& a = alternatives[i];
                const Alternative& b = alternatives[j];
                const Alternative& c = alternatives[k];
                if (a.cell == b.cell || a.cell == c.cell || b.cell == c.cell) continue;
                attempts.push_back({{a, b, c}, a.cost + b.cost + c.cost});
            }
        }
    }
    std::stable_sort(attempts.begin(), attempts.end(),
                     [](const Attempt& a, const Attempt& b) { return a.cost < b.cost; });
    return attempts;
}

}  // namespace

SolveResult check_reading(const Grid& read) {
    SolveOptions options;
    options.solution_limit = 2;
    options.keep_solutions = 1;
    return solve(Puzzle(read), options);
}

Repair repair_reading(const Grid& read, const std::array<CellOdds, 81>& odds, int budget) {
    Repair repair{read, {}, check_reading(read)};
    if (repair.result.verdict == Verdict::unique) return repair;
    int tried = 0;
    for (const Attempt& attempt : attempts_by_cost(cheapest_alternatives(read, odds))) {
        if (tried++ >= budget) break;
        Grid grid = read;
        for (const Alternative& change : attempt.changes)
            grid.set(change.cell, change.value);
        SolveResult result = check_reading(grid);
        if (result.verdict != Verdict::unique) continue;
        // A mark read as a digit is a printed digit even when the check had to take it out
        // (it was misread): it is given the solution's digit, which keeps the one solution.
        const Grid& solution = result.solutions.front();
        for (const Alternative& change : attempt.changes) {
            const bool misread_mark = change.value == 0 && read[change.cell] != 0;
            const int kept = misread_mark ? solution[change.cell] : change.value;
            grid.set(change.cell, kept);
            if (kept != read[change.cell])
                repair.changes.push_back({change.cell, read[change.cell], kept});
        }
        repair.puzzle = grid;
        repair.result = std::move(result);
        std::sort(repair.changes.begin(), repair.changes.end(),
                  [](const CellChange& a, const CellChange& b) { return a.cell < b.cell; });
        return repair;
    }
    return repair;
}

}  // namespace sudokit::scan
