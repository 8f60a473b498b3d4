// The Kakuro logic solver: the easiest step that changes something, applied, again and again.

#include <algorithm>
#include <cmath>

#include <fmt/format.h>

#include "kakuro/logic/finders.hpp"
#include "kakuro/logic/logic_closure.hpp"
#include "kakuro/logic/step_words.hpp"
#include "sudokit/kakuro_solve.hpp"

namespace sudokit::kakuro {

namespace detail {

std::optional<Step> find_step(Technique technique, const LogicPosition& position,
                              const StopToken& stop) {
    switch (technique) {
        case Technique::last_cell:
            return find_last_cell(position);
        case Technique::naked_single:
            return find_naked_single(position);
        case Technique::crossing_runs:
            return find_crossing_runs(position);
        case Technique::unique_combination:
            return find_unique_combination(position);
        case Technique::hidden_single:
            return find_hidden_single(position);
        case Technique::run_combinations:
            return find_run_combinations(position);
        case Technique::min_max:
            return find_min_max(position);
        case Technique::run_filling:
            return find_run_filling(position);
        case Technique::closed_area:
            return find_closed_area(position, stop);
        case Technique::forcing_chain:
            return find_forcing_chain(position, stop);
        case Technique::solver:
            break;
    }
    return std::nullopt;
}

}  // namespace detail

namespace {

using detail::DigitMask;
using detail::LogicPosition;

// A forcing chain rates 0.1 more for every two links a person has to follow, up to 1.0 more.
double difficulty_of(const Step& step) {
    const double base = base_difficulty(step.technique);
    if (step.technique != Technique::forcing_chain) return base;
    const double extra =
        0.1 * static_cast<double>(std::min<std::size_t>(10, step.chain.size() / 2));
    return std::round((base + extra) * 10) / 10;
}

bool allowed(const LogicOptions& options, Technique technique) {
    return options.techniques.empty() ||
           std::ranges::find(options.techniques, technique) != options.techniques.end();
}

std::optional<Step> easiest_step(const LogicPosition& position, const LogicOptions& options) {
    for (const Technique technique : kTechniques) {
        if (!allowed(options, technique)) continue;
        std::optional<Step> step = detail::find_step(technique, position, options.stop);
        if (step) {
            step->difficulty = difficulty_of(*step);
            return step;
        }
        if (options.stop.stop_requested()) break;
    }
    return std::nullopt;
}

// The verdict of the exact solver, as the status logic reports it; nothing when unique.
std::optional<LogicStatus> exact_problem(const SolveResult& exact) {
    switch (exact.verdict) {
        case Verdict::unique:
            return std::nullopt;
        case Verdict::none:
            return LogicStatus::no_solution;
        case Verdict::multiple:
            return LogicStatus::multiple;
        default:
            return LogicStatus::stopped;
    }
}

SolveResult solve_exactly(const Puzzle& puzzle, const StopToken& stop) {
    SolveOptions options;
    options.stop = stop;
    return solve(puzzle, options);
}

Step solver_step(const Puzzle& puzzle, const LogicPosition& position,
                 const std::vector<std::uint8_t>& solution) {
    Step step{.technique = Technique::solver};
    for (int cell = 0; cell < puzzle.white_count(); ++cell) {
        if (position.digits[static_cast<std::size_t>(cell)] == 0)
            step.placements.push_back({cell, solution[static_cast<std::size_t>(cell)]});
    }
    step.text = fmt::format(
        "Exact solver: no allowed technique applies; the solution fills the {} open cells.",
        step.placements.size());
    return step;
}

Rating rating_of(const std::vector<Step>& steps) {
    Rating rating;
    for (const Step& step : steps) {
        if (step.technique == Technique::solver || step.difficulty <= rating.difficulty) continue;
        rating.difficulty = step.difficulty;
        rating.hardest = step.technique;
    }
    rating.level = level_of(rating.difficulty);
    return rating;
}

}  // namespace

void apply_step(const Puzzle& puzzle, const Step& step, std::vector<std::uint8_t>& digits,
                Candidates& candidates) {
    for (const Elimination& elimination : step.eliminations) {
        candidates[static_cast<std::size_t>(elimination.cell)] &=
            static_cast<DigitMask>(~elimination.digits);
    }
    for (const Placement& placement : step.placements) {
        const auto cell = static_cast<std::size_t>(placement.cell);
        digits[cell] = static_cast<std::uint8_t>(placement.digit);
        const DigitMask bit = detail::digit_bit(placement.digit);
        candidates[cell] = bit;
        for (const int run : {puzzle.across_run(placement.cell), puzzle.down_run(placement.cell)}) {
            if (run < 0) continue;
            for (const int other : puzzle.runs()[static_cast<std::size_t>(run)].cells) {
                if (digits[static_cast<std::size_t>(other)] == 0)
                    candidates[static_cast<std::size_t>(other)] &= static_cast<DigitMask>(~bit);
            }
        }
    }
}

LogicResult solve_logically(const Puzzle& puzzle, const LogicOptions& options) {
    LogicResult result;
    const SolveResult exact = solve_exactly(puzzle, options.stop);
    if (const auto problem = exact_problem(exact)) {
        result.status = *problem;
        result.digits = puzzle.given_digits();
        return result;
    }
    const detail::RunCombinations combinations(puzzle);
    const detail::ClosedAreas areas(puzzle);
    LogicPosition position(puzzle, combinations, areas);
    while (true) {
        if (position.solved()) {
            result.status = LogicStatus::solved;
            break;
        }
        std::optional<Step> step = easiest_step(position, options);
        if (options.stop.stop_requested()) {
            result.status = LogicStatus::stopped;
            break;
        }
        if (!step) {
            if (!options.finish_with_solver) {
                result.status = LogicStatus::stuck;
                break;
            }
            step = solver_step(puzzle, position, exact.solutions.front());
        }
        apply_step(puzzle, *step, position.digits, position.candidates);
        result.steps.push_back(std::move(*step));
    }
    result.rating = rating_of(result.steps);
    result.digits = position.digits;
    return result;
}

HintResult hint(const Puzzle& puzzle, const LogicOptions& options) {
    HintResult result;
    const SolveResult exact = solve_exactly(puzzle, options.stop);
    if (const auto problem = exact_problem(exact)) {
        result.status = *problem;
        return result;
    }
    const detail::RunCombinations combinations(puzzle);
    const detail::ClosedAreas areas(puzzle);
    const LogicPosition position(puzzle, combinations, areas);
    if (position.solved()) {
        result.status = LogicStatus::solved;
        return result;
    }
    result.step = easiest_step(position, options);
    if (!result.step && options.stop.stop_requested()) result.status = LogicStatus::stopped;
    return result;
}

namespace detail {

std::vector<Technique> techniques_up_to(Level level) {
    std::vector<Technique> techniques;
    for (const Technique technique : kTechniques) {
        if (level_of(base_difficulty(technique)) <= level) techniques.push_back(technique);
    }
    return techniques;
}

std::vector<int> cells_left_by(const Puzzle& puzzle, std::span<const Technique> techniques,
                               const StopToken& stop, const ClosedAreas* shape_areas) {
    LogicOptions options;
    options.techniques.assign(techniques.begin(), techniques.end());
    options.stop = stop;
    const RunCombinations combinations(puzzle);
    const ClosedAreas own_areas(puzzle);
    LogicPosition position(puzzle, combinations, shape_areas != nullptr ? *shape_areas : own_areas);
    while (!position.solved()) {
        const std::optional<Step> step = easiest_step(position, options);
        if (!step) break;
        apply_step(puzzle, *step, position.digits, position.candidates);
    }
    std::vector<int> open;
    for (int cell = 0; cell < puzzle.white_count(); ++cell) {
        if (position.digits[static_cast<std::size_t>(cell)] == 0) open.push_back(cell);
    }
    return open;
}

}  // namespace detail

}  // namespace sudokit::kakuro
