#include "generate/logic_gate.hpp"

#include <span>

#include "logic/basic_closure.hpp"
#include "logic/finders.hpp"
#include "logic/session_state.hpp"

namespace sudokit::generate {

TechniqueSet techniques_rated_at_most(LogicMode mode, int max_tenths) {
    TechniqueSet set;
    for (const logic::FinderEntry& entry : logic::technique_order(mode)) {
        for (int index = 0; index < kTechniqueCount; ++index) {
            const auto technique = static_cast<Technique>(index);
            if (entry.produces.test(static_cast<std::size_t>(index)) &&
                technique_base_rating(technique) <= max_tenths) {
                set.set(static_cast<std::size_t>(index));
            }
        }
    }
    return set;
}

TechniqueSet techniques_up_to(LogicMode mode, Technique technique) {
    TechniqueSet set;
    for (const logic::FinderEntry& entry : logic::technique_order(mode)) {
        set |= entry.produces;
        if (entry.produces.test(static_cast<std::size_t>(technique))) break;
    }
    return set;
}

LogicMode mode_for(Technique technique, LogicMode preferred) {
    const TechniqueSet in_mode = preferred == LogicMode::se ? se_techniques() : all_techniques();
    return in_mode.test(static_cast<std::size_t>(technique)) ? preferred : LogicMode::full;
}

LogicGate::LogicGate(LogicMode mode, TechniqueSet techniques, int max_rating, StopToken stop,
                     std::shared_ptr<SolvingSession> session)
    : max_rating_(max_rating),
      stop_(stop),
      session_(session ? std::move(session) : std::make_shared<SolvingSession>()) {
    options_.mode = mode;
    options_.techniques = techniques;
    options_.uniqueness = UniquenessPolicy::assume;
    options_.keep_steps = false;
    options_.stop_above = max_rating;
    options_.deadline = stop.deadline;
    options_.cancel = stop.cancel;
    derive_rules();
}

void LogicGate::derive_rules() {
    constexpr int kNakedSingleRating = 23;
    bool all_singles = true;
    for (Technique single :
         {Technique::full_house, Technique::hidden_single_box, Technique::hidden_single_row,
          Technique::hidden_single_column, Technique::naked_single}) {
        all_singles = all_singles && options_.techniques->test(static_cast<std::size_t>(single));
    }
    singles_pass_ = all_singles && max_rating_ >= kNakedSingleRating;
    closure_rules_ = logic::basic_rules_for(options_.mode, *options_.techniques, max_rating_);
    TechniqueSet ahead_of_the_last;
    TechniqueSet so_far;
    for (const logic::FinderEntry& entry : logic::technique_order(options_.mode)) {
        so_far |= entry.produces;
        if ((entry.produces & *options_.techniques).any()) ahead_of_the_last = so_far;
    }
    ahead_ = options_;
    ahead_.techniques = ahead_of_the_last;
    ahead_.stop_before = ahead_of_the_last & ~*options_.techniques;
    assumes_uniqueness_ = false;
    for (int index = 0; index < kTechniqueCount; ++index) {
        if (options_.techniques->test(static_cast<std::size_t>(index)) &&
            technique_needs_uniqueness(static_cast<Technique>(index))) {
            assumes_uniqueness_ = true;
        }
    }
    rest_ = options_;
    rest_.techniques = *options_.techniques & ~closure_rules_.covered;
}

bool LogicGate::solves(const Grid& puzzle) const {
    return judge(puzzle).solves;
}

bool LogicGate::solves(const Puzzle& puzzle) const {
    return judge(puzzle).solves;
}

LogicGate::Judged LogicGate::judge(const Puzzle& puzzle) const {
    if (!puzzle.houses || puzzle.houses->is_classic()) return {solves(puzzle.givens), {}, {}};
    // Cages bring the sum techniques, which the closure does not stand for.
    if (!closure_rules_.any() || puzzle.houses->has_cages()) {
        LogicResult result = session_->solve_logically(puzzle, ahead_);
        bool whole_engine_run = true;
        if (result.status == LogicStatus::stuck && result.stopped_before_step &&
            ahead_.stop_before.any()) {
            // A step the gate does not allow came first there: the gate's techniques later in
            // the order may still go on from that position.
            result = session_->solve_logically(result.final_position, options_);
            whole_engine_run = false;
        }
        // Stuck: the techniques ran out, or the next step was over the ceiling.
        if (result.status == LogicStatus::stuck) {
            Judged stuck;
            for (int cell = 0; cell < puzzle.givens.shape().cell_count(); ++cell) {
                if (!result.final_position.filled(cell)) stuck.open_when_stuck.push_back(cell);
            }
            return stuck;
        }
        if (result.status != LogicStatus::solved || result.rating.er > max_rating_) return {};
        Judged judged{true, {}, {}};
        if (whole_engine_run) judged.whole_engine_rating = result.rating;
        return judged;
    }
    return {judge_removal(puzzle, {}).solves, {}, {}};
}

LogicGate::Verdict LogicGate::judge_removal(const Puzzle& puzzle,
                                            std::span<const int> removed) const {
    if (!puzzle.houses || puzzle.houses->is_classic()) return judge(puzzle.givens, removed);
    if (!closure_rules_.any() || puzzle.houses->has_cages()) return {judge(puzzle).solves, false};
    logic::BasicClosure closure(puzzle.givens, puzzle.houses,
                                session_->state().crossings_of(puzzle.houses), closure_rules_);
    if (!removed.empty()) closure.watch(removed);
    return run_to_end(closure);
}

LogicGate::Verdict LogicGate::judge(const Grid& puzzle, std::span<const int> removed) const {
    // Without a closure (the singles are not all allowed within the ceiling) the whole
    // engine answers.
    if (closure_rules_.any()) return closure_judge(puzzle, removed);
    return {rating(puzzle).has_value(), false};
}

// The easiest techniques run as a closure (basic_closure.hpp); the engine takes one step
// wherever they are stuck, with the other techniques, in its own order.
LogicGate::Verdict LogicGate::run_to_end(logic::BasicClosure& closure) const {
    bool engine_used = false;
    while (true) {
        switch (closure.run()) {
            case logic::ClosureOutcome::solved:
            case logic::ClosureOutcome::watched_placed:
                return {true, !engine_used};
            case logic::ClosureOutcome::contradiction:
                return {false, false};
            case logic::ClosureOutcome::stuck:
                break;
        }
        if (rest_.techniques->none() || stop_.stop_requested()) return {false, false};
        const std::optional<Step> step = session_->next_step(closure.position(), rest_);
        if (!step || step->rating > max_rating_) return {false, false};
        closure.apply(*step);
        engine_used = true;
    }
}

LogicGate::Verdict LogicGate::closure_judge(const Grid& puzzle,
                                            std::span<const int> removed) const {
    logic::BasicClosure closure(puzzle, closure_rules_);
    if (!removed.empty()) closure.watch(removed);
    return run_to_end(closure);
}

Grid LogicGate::progress(const Grid& puzzle) const {
    if (!closure_rules_.any()) return puzzle;
    logic::BasicClosure closure(puzzle, closure_rules_);
    run_to_end(closure);
    return closure.position().values();
}

std::optional<int> LogicGate::rating(const Grid& puzzle) const {
    return rating(Puzzle(puzzle));
}

std::optional<int> LogicGate::rating(const Puzzle& puzzle) const {
    const LogicResult result = session_->solve_logically(puzzle, options_);
    if (result.status != LogicStatus::solved || result.rating.er > max_rating_) {
        return std::nullopt;
    }
    return result.rating.er;
}

LogicGate LogicGate::without(Technique technique) const {
    LogicGate gate = *this;
    gate.options_.techniques->reset(static_cast<std::size_t>(technique));
    gate.derive_rules();
    return gate;
}

std::optional<Rating> rate_candidate(const Puzzle& puzzle, const GenerateOptions& options,
                                     SolvingSession& session) {
    LogicOptions logic;
    logic.mode = options.rating_mode;
    logic.uniqueness = UniquenessPolicy::assume;
    logic.keep_steps = false;
    logic.deadline = options.deadline;
    logic.cancel = options.cancel;
    const LogicResult result = session.solve_logically(puzzle, logic);
    if (result.status != LogicStatus::solved) return std::nullopt;
    return result.rating;
}

RequestGates request_gates(const GenerateOptions& options, const StopToken& stop,
                           const std::shared_ptr<SolvingSession>& session) {
    // Ratings this high are above anything the engine reports: no ceiling.
    constexpr int kNoCeiling = 200;
    RequestGates gates;
    const bool has_ceiling = options.rating && options.rating->max < kNoCeiling;
    if (options.technique) {
        const LogicMode mode = mode_for(*options.technique, options.rating_mode);
        TechniqueSet allowed = techniques_up_to(mode, *options.technique);
        const int max = has_ceiling ? options.rating->max : kNoCeiling;
        if (has_ceiling) allowed &= techniques_rated_at_most(mode, max);
        gates.ceiling.emplace(mode, allowed, max, stop, session);
        gates.without_technique.emplace(gates.ceiling->without(*options.technique));
    } else if (has_ceiling) {
        const LogicMode mode = options.rating_mode;
        gates.ceiling.emplace(mode, techniques_rated_at_most(mode, options.rating->max),
                              options.rating->max, stop, session);
    }
    return gates;
}

}  // namespace sudokit::generate
