#include <algorithm>

#include "logic/finders.hpp"
#include "logic/quick_singles.hpp"
#include "logic/rating_tracker.hpp"
#include "sudokit/logic.hpp"
#include "sudokit/solve.hpp"

namespace sudokit {
namespace {

TechniqueSet allowed_techniques(const LogicOptions& options, bool uniqueness_allowed) {
    TechniqueSet allowed = options.mode == LogicMode::se ? se_techniques() : all_techniques();
    if (options.techniques) allowed &= *options.techniques;
    if (!uniqueness_allowed) {
        for (int index = 0; index < kTechniqueCount; ++index) {
            if (technique_needs_uniqueness(static_cast<Technique>(index))) allowed.reset(index);
        }
    }
    return allowed;
}

bool stop_requested(const LogicOptions& options) {
    if (options.cancel != nullptr && options.cancel->load(std::memory_order_relaxed)) return true;
    return options.deadline && std::chrono::steady_clock::now() >= *options.deadline;
}

std::optional<Step> find_step(const logic::FindContext& context) {
    for (const logic::FinderEntry& entry : logic::technique_order(context.mode)) {
        if ((entry.produces & context.allowed).none()) continue;
        std::optional<Step> step =
            entry.find != nullptr ? entry.find(context)
                                  : logic::find_nested_forcing_chains(context, entry.nesting_level);
        if (step) return step;
        if (context.should_stop()) return std::nullopt;
    }
    return std::nullopt;
}

// A step must change the position, or the engine would loop.
bool makes_progress(const Position& position, const Step& step) {
    for (const CellDigit& placement : step.placements) {
        if (!position.filled(placement.cell)) return true;
    }
    for (const CellDigit& elimination : step.eliminations) {
        if (position.has(elimination.cell, elimination.digit)) return true;
    }
    return false;
}

// The exact solver's answer for the digits placed so far.
SolveResult solve_exactly(const Position& position, const LogicOptions& options) {
    SolveOptions solve_options;
    solve_options.solution_limit = 2;
    solve_options.deadline = options.deadline;
    solve_options.cancel = options.cancel;
    return solve(Puzzle(position.values()), solve_options);
}

bool solution_agrees_with_marks(const Position& position, const Grid& solution) {
    for (int cell = 0; cell < position.shape().cell_count(); ++cell) {
        if (!position.filled(cell) && !position.has(cell, solution[cell])) return false;
    }
    return true;
}

Step solver_step(const Position& position, const Grid& solution) {
    Step step;
    step.technique = Technique::solver;
    for (int cell = 0; cell < position.shape().cell_count(); ++cell) {
        if (!position.filled(cell)) step.placements.push_back({cell, solution[cell]});
    }
    return step;
}

}  // namespace

void apply_step(Position& position, const Step& step) {
    for (const CellDigit& placement : step.placements) {
        position.place(placement.cell, placement.digit);
    }
    for (const CellDigit& elimination : step.eliminations) {
        position.eliminate(elimination.cell, elimination.digit);
    }
}

std::optional<Step> next_step(const Position& position, const LogicOptions& options) {
    bool uniqueness_allowed = options.uniqueness == UniquenessPolicy::assume;
    if (options.uniqueness == UniquenessPolicy::check) {
        uniqueness_allowed = solve_exactly(position, options).verdict == Verdict::unique;
    }
    const logic::FindContext context{
        position,         allowed_techniques(options, uniqueness_allowed),
        options.mode,     uniqueness_allowed,
        options.deadline, options.cancel};
    std::optional<Step> step = find_step(context);
    if (step && !makes_progress(position, *step)) return std::nullopt;
    return step;
}

LogicResult solve_logically(const Puzzle& puzzle, const LogicOptions& options) {
    return solve_logically(Position::from_puzzle(puzzle), options);
}

LogicResult solve_logically(const Position& start, const LogicOptions& options) {
    LogicResult result;
    result.final_position = start;
    Position& position = result.final_position;

    std::optional<Grid> solution;
    bool uniqueness_allowed = options.uniqueness == UniquenessPolicy::assume;
    if (options.uniqueness == UniquenessPolicy::check || options.finish_with_solver) {
        const SolveResult exact = solve_exactly(position, options);
        if (exact.verdict == Verdict::none) {
            result.status = LogicStatus::no_solution;
            return result;
        }
        if (exact.verdict == Verdict::multiple) {
            result.status = LogicStatus::multiple;
            return result;
        }
        if (exact.verdict == Verdict::stopped) {
            result.status = LogicStatus::stopped;
            return result;
        }
        if (!solution_agrees_with_marks(position, exact.solutions[0])) {
            result.status = LogicStatus::no_solution;
            return result;
        }
        solution = exact.solutions[0];
        if (options.uniqueness == UniquenessPolicy::check) uniqueness_allowed = true;
    }

    logic::FindContext context{position,         allowed_techniques(options, uniqueness_allowed),
                               options.mode,     uniqueness_allowed,
                               options.deadline, options.cancel};
    result.status = LogicStatus::solved;
    logic::RatingTracker tracker;
    const bool quick_singles =
        !options.keep_steps && logic::singles_come_first(options.mode, context.allowed);
    if (quick_singles) {
        // The batches leave no single behind, so the engine need not look for them.
        for (Technique single : {Technique::full_house, Technique::hidden_single_box,
                                 Technique::hidden_single_column, Technique::hidden_single_row}) {
            context.allowed.reset(static_cast<std::size_t>(single));
        }
    }
    auto record = [&](Step&& step) {
        tracker.add(step.technique, step.rating, !step.placements.empty());
        if (options.keep_steps) result.steps.push_back(std::move(step));
    };
    while (!position.solved()) {
        if (stop_requested(options)) {
            result.status = LogicStatus::stopped;
            break;
        }
        if (quick_singles) {
            logic::place_hidden_singles(position, tracker);
            context.position_changed();
            if (position.solved()) break;
        }
        std::optional<Step> step = find_step(context);
        if (step && !makes_progress(position, *step)) step.reset();
        if (!step) {
            if (stop_requested(options)) {
                result.status = LogicStatus::stopped;
            } else if (options.finish_with_solver && solution) {
                Step finish = solver_step(position, *solution);
                apply_step(position, finish);
                context.position_changed();
                record(std::move(finish));
                continue;
            } else {
                result.status = LogicStatus::stuck;
            }
            break;
        }
        apply_step(position, *step);
        context.position_changed();
        record(std::move(*step));
    }
    result.rating = tracker.rating();
    result.step_count = tracker.steps();
    result.placed_digit = tracker.placed();
    return result;
}

}  // namespace sudokit
