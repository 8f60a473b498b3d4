#include <algorithm>

#include "logic/chains/chain_engine.hpp"
#include "logic/finders.hpp"
#include "logic/quick_singles.hpp"
#include "logic/rating_tracker.hpp"
#include "logic/session_state.hpp"
#include "sudokit/logic.hpp"
#include "sudokit/records.hpp"
#include "sudokit/session.hpp"
#include "sudokit/solve.hpp"

namespace sudokit {
namespace {

// Sudoku Explainer's chain families, which need houses the chain engine takes
// (chains::Geometry::fits): one row, one column and one box or region per cell, further houses
// holding every digit, and a side of at most chains::kMaxChainSide.
TechniqueSet without_chains(TechniqueSet set) {
    for (Technique technique :
         {Technique::x_cycle, Technique::y_cycle, Technique::xy_cycle, Technique::forcing_x_chain,
          Technique::forcing_y_chain, Technique::forcing_xy_chain, Technique::nishio_forcing_chain,
          Technique::cell_forcing_chain, Technique::region_forcing_chain,
          Technique::dynamic_forcing_chain, Technique::dynamic_forcing_chain_plus,
          Technique::nested_forcing_chain}) {
        set.reset(static_cast<std::size_t>(technique));
    }
    return set;
}

// The techniques a position's houses allow: every one, each reading the geometry's houses (a
// jigsaw's regions in place of the boxes, X-Sudoku's diagonals and windoku's windows beside
// them). Uniqueness patterns are deadly only when every house they touch, the extra ones
// included, holds them in pairs, which the uniqueness finders check. Sudoku Explainer's chain
// families are the one exception: geometries the chain engine does not take go without them.
// XY-chains and AICs read every house.
TechniqueSet geometry_techniques(const Position& position, TechniqueSet set) {
    // Without a chain among them there is nothing to take away (and the houses are not read:
    // a generator's gate asks before every step it takes).
    if (without_chains(set) == set) return set;
    if (position.shape().side() > logic::chains::kMaxChainSide) return without_chains(set);
    if (position.variant() && !logic::chains::Geometry::fits(position.geometry())) {
        return without_chains(set);
    }
    return set;
}

// Sudoku Explainer knows no cage techniques: a Killer is always solved and rated on the full
// scale.
LogicMode mode_for(const LogicOptions& options, const Position& position) {
    return position.has_cages() ? LogicMode::full : options.mode;
}

TechniqueSet allowed_techniques(const LogicOptions& options, bool uniqueness_allowed,
                                const Position& position) {
    TechniqueSet allowed =
        mode_for(options, position) == LogicMode::se ? se_techniques() : all_techniques();
    if (options.techniques) allowed &= *options.techniques;
    allowed = geometry_techniques(position, allowed);
    // A deadly pattern's digits could swap only where no cage sum tells them apart; the
    // uniqueness finders do not read sums, so a Killer goes without them.
    if (!uniqueness_allowed || position.has_cages()) {
        for (int index = 0; index < kTechniqueCount; ++index) {
            if (technique_needs_uniqueness(static_cast<Technique>(index))) allowed.reset(index);
        }
    }
    return allowed;
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

// The next step that changes the position, or nothing.
std::optional<Step> next_progressing_step(const logic::FindContext& context) {
    std::optional<Step> step = find_step(context);
    if (step && !makes_progress(context.position, *step)) step.reset();
    return step;
}

// The exact solver's answer for the digits placed so far.
SolveResult solve_exactly(const Position& position, const StopToken& stop) {
    SolveOptions solve_options;
    solve_options.solution_limit = 2;
    solve_options.deadline = stop.deadline;
    solve_options.cancel = stop.cancel;
    if (position.rules()) return solve(Puzzle(position.values()), *position.rules(), solve_options);
    return solve(Puzzle(position.values()), solve_options);
}

// The first empty cell whose pencil marks lack the solution's digit, or -1.
int first_wrong_marks(const Position& position, const Grid& solution) {
    for (int cell = 0; cell < position.shape().cell_count(); ++cell) {
        if (!position.filled(cell) && !position.has(cell, solution[cell])) return cell;
    }
    return -1;
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

SolvingSession::SolvingSession() : state_(std::make_unique<logic::SessionState>()) {}
SolvingSession::~SolvingSession() = default;
SolvingSession::SolvingSession(SolvingSession&&) noexcept = default;
SolvingSession& SolvingSession::operator=(SolvingSession&&) noexcept = default;

std::optional<Step> SolvingSession::next_step(const Position& position,
                                              const LogicOptions& options) {
    logic::SessionState& session = *state_;
    session.stop = options.stop_token();
    bool uniqueness_allowed = options.uniqueness == UniquenessPolicy::assume;
    if (options.uniqueness == UniquenessPolicy::check) {
        uniqueness_allowed = solve_exactly(position, session.stop).verdict == Verdict::unique;
    }
    const logic::FindContext context{position,
                                     allowed_techniques(options, uniqueness_allowed, position),
                                     mode_for(options, position),
                                     uniqueness_allowed,
                                     session,
                                     options.keep_steps};
    return next_progressing_step(context);
}

HintResult SolvingSession::hint(const Puzzle& puzzle, const LogicOptions& options) {
    // Clues with no solution or several give no verdict here: the position's checks say so.
    const int wrong = first_wrong_placed_digit(puzzle, options.stop_token());
    if (wrong >= 0) {
        HintResult result;
        result.status = HintStatus::wrong_digit;
        result.cell = wrong;
        return result;
    }
    return hint(start_position(puzzle), options);
}

HintResult SolvingSession::hint(const Position& position, const LogicOptions& options) {
    logic::SessionState& session = *state_;
    session.stop = options.stop_token();
    HintResult result;
    const SolveResult exact = solve_exactly(position, session.stop);
    switch (exact.verdict) {
        case Verdict::none:
            result.status = HintStatus::no_solution;
            return result;
        case Verdict::multiple:
            result.status = HintStatus::multiple;
            return result;
        case Verdict::stopped:
            result.status = HintStatus::stopped;
            return result;
        case Verdict::unique:
        case Verdict::found:
            break;
    }
    if (position.solved()) {
        result.status = HintStatus::solved;
        return result;
    }
    result.cell = first_wrong_marks(position, exact.solutions[0]);
    if (result.cell >= 0) {
        result.status = HintStatus::wrong_marks;
        return result;
    }
    // The exact solve proved the solution unique: uniqueness techniques may run unless the
    // caller forbids them.
    const bool uniqueness_allowed = options.uniqueness != UniquenessPolicy::never;
    const logic::FindContext context{position,
                                     allowed_techniques(options, uniqueness_allowed, position),
                                     mode_for(options, position), uniqueness_allowed, session};
    result.step = next_progressing_step(context);
    if (result.step) {
        result.status = HintStatus::hint;
    } else {
        result.status = session.stop.stop_requested() ? HintStatus::stopped : HintStatus::stuck;
    }
    return result;
}

LogicResult SolvingSession::solve_logically(const Puzzle& puzzle, const LogicOptions& options) {
    return solve_logically(Position::from_puzzle(puzzle), options);
}

LogicResult SolvingSession::solve_logically(const Position& start, const LogicOptions& options) {
    logic::SessionState& session = *state_;
    session.stop = options.stop_token();
    LogicResult result;
    result.final_position = start;
    Position& position = result.final_position;

    std::optional<Grid> solution;
    bool uniqueness_allowed = options.uniqueness == UniquenessPolicy::assume;
    if (options.uniqueness == UniquenessPolicy::check || options.finish_with_solver) {
        const SolveResult exact = solve_exactly(position, session.stop);
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
        result.wrong_marks_cell = first_wrong_marks(position, exact.solutions[0]);
        if (result.wrong_marks_cell >= 0) {
            result.status = LogicStatus::no_solution;
            return result;
        }
        solution = exact.solutions[0];
        if (options.uniqueness == UniquenessPolicy::check) uniqueness_allowed = true;
    }

    logic::FindContext context{position,
                               allowed_techniques(options, uniqueness_allowed, position),
                               mode_for(options, position),
                               uniqueness_allowed,
                               session,
                               options.keep_steps};
    result.status = LogicStatus::solved;
    logic::RatingTracker tracker;
    // (Hidden singles are rated 1.5 at most: a stop below that takes them one by one.)
    constexpr int kHardestHiddenSingle = 15;
    const bool quick_singles =
        !options.keep_steps && !position.variant() &&
        logic::singles_come_first(context.mode, context.allowed) &&
        options.stop_above.value_or(kHardestHiddenSingle) >= kHardestHiddenSingle &&
        options.stop_before.none();
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
        if (session.stop.stop_requested()) {
            result.status = LogicStatus::stopped;
            break;
        }
        if (quick_singles) {
            logic::place_hidden_singles(position, tracker);
            context.position_changed();
            if (position.solved()) break;
        }
        std::optional<Step> step = next_progressing_step(context);
        if (!step) {
            if (session.stop.stop_requested()) {
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
        if ((options.stop_above && step->rating > *options.stop_above) ||
            options.stop_before.test(static_cast<std::size_t>(step->technique))) {
            result.status = LogicStatus::stuck;
            result.stopped_before_step = true;
            break;
        }
        apply_step(position, *step);
        context.position_changed();
        record(std::move(*step));
    }
    result.rating = tracker.rating();
    result.rating.scale = context.mode;
    result.step_count = tracker.steps();
    result.placed_digit = tracker.placed();
    return result;
}

LogicResult solve_logically(const Puzzle& puzzle, const LogicOptions& options) {
    return SolvingSession().solve_logically(puzzle, options);
}

LogicResult solve_logically(const Position& start, const LogicOptions& options) {
    return SolvingSession().solve_logically(start, options);
}

std::optional<Step> next_step(const Position& position, const LogicOptions& options) {
    return SolvingSession().next_step(position, options);
}

HintResult hint(const Position& position, const LogicOptions& options) {
    return SolvingSession().hint(position, options);
}

HintResult hint(const Puzzle& puzzle, const LogicOptions& options) {
    return SolvingSession().hint(puzzle, options);
}

}  // namespace sudokit
