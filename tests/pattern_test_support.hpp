#pragma once

// Helpers for the tests of the wing, single-digit-pattern, uniqueness and aligned-exclusion
// finders: positions written as a few pencil-mark edits, and soundness sweeps that reach
// mid-solve positions by placing some of the solution's digits.

#include <algorithm>
#include <cstdio>
#include <functional>
#include <random>
#include <string>
#include <utility>
#include <vector>

#include "logic_test_support.hpp"

namespace sudokit::testing {

// Cell index from 1-based row and column, as people name cells.
inline int rc(int row, int col, const Shape& shape = Shape()) {
    return shape.cell_at(row - 1, col - 1);
}

inline DigitSet digits(std::initializer_list<int> list) {
    DigitSet set;
    for (int digit : list)
        set.insert(digit);
    return set;
}

// Every digit in every cell, then the given cells set to the given candidates.
inline Candidates open_marks(const Shape& shape = Shape()) {
    Candidates marks(shape);
    for (int cell = 0; cell < shape.cell_count(); ++cell)
        marks[cell] = DigitSet::all(shape.side());
    return marks;
}

// Removes `digit` from every cell of `house` except `keep`.
inline void confine(Candidates& marks, int house, int digit, std::initializer_list<int> keep) {
    for (int cell : marks.shape().house_cells(house)) {
        if (std::find(keep.begin(), keep.end(), cell) == keep.end()) marks[cell].erase(digit);
    }
}

// A solution grid that has the given digits in the given cells (the first one the exact
// solver finds).
inline Grid solution_with(std::initializer_list<std::pair<int, int>> givens,
                          const Shape& shape = Shape()) {
    Grid grid(shape);
    for (const auto& [cell, digit] : givens)
        grid.set(cell, digit);
    SolveOptions options;
    options.solution_limit = 1;
    const SolveResult result = solve(Puzzle(grid), options);
    EXPECT_FALSE(result.solutions.empty()) << "no grid has these digits";
    return result.solutions.empty() ? grid : result.solutions.front();
}

// Pencil marks of a solved grid (every cell placed), ready for a few cells to be reopened.
inline Candidates solved_marks(const Grid& solution) {
    Candidates marks(solution.shape());
    for (int cell = 0; cell < solution.shape().cell_count(); ++cell) {
        marks[cell] = DigitSet::single(solution[cell]);
    }
    return marks;
}

inline std::vector<CellDigit> sorted(std::vector<CellDigit> list) {
    std::sort(list.begin(), list.end());
    return list;
}

// Places every naked single (a cell with one candidate left), repeatedly, so that positions
// look like the ones a solver meets: SE's aligned exclusion, for one, waits for them.
inline void place_naked_singles(Position& position) {
    bool placed = true;
    while (placed) {
        placed = false;
        for (int cell = 0; cell < position.shape().cell_count(); ++cell) {
            if (!position.filled(cell) && position.candidates(cell).is_single()) {
                position.place(cell, position.candidates(cell).lowest());
                placed = true;
            }
        }
    }
}

// Sweep: over the puzzles, reach mid-solve positions by placing a random part of the
// solution's digits, then let `finders` work step after step (each step checked against the
// solution and applied) until none applies. Returns how many steps each technique took.
struct SweepCounts {
    std::vector<int> by_technique = std::vector<int>(kTechniqueCount, 0);
    int total() const {
        int sum = 0;
        for (int count : by_technique)
            sum += count;
        return sum;
    }
    int of(Technique technique) const { return by_technique[static_cast<std::size_t>(technique)]; }
};

inline SweepCounts sweep_finders(const std::vector<Puzzle>& puzzles,
                                 const std::vector<logic::Finder>& finders,
                                 std::initializer_list<double> fill_fractions, bool uniqueness,
                                 unsigned seed = 12345) {
    SweepCounts counts;
    std::mt19937 random(seed);
    for (const Puzzle& puzzle : puzzles) {
        const Grid solution = unique_solution(puzzle);
        for (double fraction : fill_fractions) {
            Position position = Position::from_puzzle(puzzle);
            std::vector<int> open;
            for (int cell = 0; cell < position.shape().cell_count(); ++cell) {
                if (!position.filled(cell)) open.push_back(cell);
            }
            std::shuffle(open.begin(), open.end(), random);
            const auto placed =
                static_cast<std::size_t>(fraction * static_cast<double>(open.size()));
            for (std::size_t i = 0; i < placed; ++i)
                position.place(open[i], solution[open[i]]);
            place_naked_singles(position);
            for (int round = 0; round < 40; ++round) {
                const logic::FindContext context =
                    context_for(position, LogicMode::full, uniqueness);
                std::optional<Step> step;
                for (logic::Finder finder : finders) {
                    step = finder(context);
                    if (step) break;
                }
                if (!step) break;
                EXPECT_TRUE(step_is_sound(position, *step, solution));
                if (::testing::Test::HasFailure()) return counts;
                ++counts.by_technique[static_cast<std::size_t>(step->technique)];
                const Position before = position;
                apply_step(position, *step);
                if (position == before) break;  // nothing new: the finder would repeat itself
                place_naked_singles(position);
            }
        }
    }
    std::string summary;
    for (int index = 0; index < kTechniqueCount; ++index) {
        if (counts.by_technique[index] == 0) continue;
        summary += std::string(technique_name(static_cast<Technique>(index))) + " " +
                   std::to_string(counts.by_technique[index]) + "  ";
    }
    std::printf("sweep: %s\n", summary.c_str());
    return counts;
}

// The steps of `techniques` in logical solves of the puzzles (the stepper, every non-chain
// technique), each checked against the solution. Returns how many there were.
inline int sweep_stepper(const std::vector<Puzzle>& puzzles, LogicMode mode,
                         const TechniqueSet& techniques) {
    TechniqueSet allowed;
    for (int index = 0; index < kTechniqueCount; ++index) {
        const auto technique = static_cast<Technique>(index);
        if (technique < Technique::x_cycle || techniques.test(static_cast<std::size_t>(index))) {
            allowed.set(static_cast<std::size_t>(index));
        }
    }
    int checked = 0;
    for (const Puzzle& puzzle : puzzles) {
        const Grid solution = unique_solution(puzzle);
        LogicOptions options;
        options.mode = mode;
        options.techniques = allowed;
        const LogicResult result = solve_logically(puzzle, options);
        Position position = Position::from_puzzle(puzzle);
        for (const Step& step : result.steps) {
            if (techniques.test(static_cast<std::size_t>(step.technique))) {
                EXPECT_TRUE(step_is_sound(position, step, solution));
                ++checked;
            }
            apply_step(position, step);
        }
    }
    std::printf("stepper sweep: %d steps checked\n", checked);
    return checked;
}

}  // namespace sudokit::testing
