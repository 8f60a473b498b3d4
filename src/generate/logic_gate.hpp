#pragma once

#include <memory>
#include <optional>
#include <span>
#include <vector>

#include "logic/basic_closure.hpp"
#include "sudokit/generate.hpp"
#include "sudokit/grid.hpp"
#include "sudokit/logic.hpp"
#include "sudokit/session.hpp"
#include "sudokit/stop_token.hpp"

namespace sudokit::generate {

// The techniques of `mode` whose base rating is at most `max_tenths`.
TechniqueSet techniques_rated_at_most(LogicMode mode, int max_tenths);
// The techniques of `mode` tried no later than `technique` (its whole family included).
TechniqueSet techniques_up_to(LogicMode mode, Technique technique);
// The mode in which a technique is looked for: `preferred` when it has the technique, else
// the full set.
LogicMode mode_for(Technique technique, LogicMode preferred);

// How a removal's clues come straight back from the other givens, one after another: each
// as a naked single (tried first, the cheaper test) or a hidden single. A forced removal
// leaves the puzzle's solutions as they were.
enum class ForcedBy { nothing, hidden_single, naked_single };
struct ForcedRemoval {
    bool forced = false;
    bool hidden_singles = false;  // some clue came back as a hidden single only
    bool naked_singles = false;   // some clue came back as a naked single

    void came_back_as(ForcedBy how) {
        hidden_singles = hidden_singles || how == ForcedBy::hidden_single;
        naked_singles = naked_singles || how == ForcedBy::naked_single;
    }
};

// "Do these techniques solve the puzzle, every step rated at most a ceiling?" The generator
// asks it after each removal to keep puzzles within a difficulty, and to test that a puzzle
// needs a technique. Uniqueness is known to the generator, so uniqueness techniques are used
// without a second proof. The engine runs in `session` (a new one when none is given), which
// a batch shares between its gates and ratings (generation_memory.hpp).
class LogicGate {
  public:
    LogicGate(LogicMode mode, TechniqueSet techniques, int max_rating, StopToken stop,
              std::shared_ptr<SolvingSession> session = nullptr);

    bool solves(const Grid& puzzle) const;
    // The same on a variant's houses: the closure reads them too; with cages the whole
    // engine answers.
    bool solves(const Puzzle& puzzle) const;

    struct Judged {
        bool solves = false;
        // When the engine answered and its run is the one every technique would make, the
        // rating of that run: the engine ran every technique of its mode's order up to the
        // gate's last one, stopping at those the gate does not allow; where that run solves
        // the puzzle, each of its steps was found first in the order, so the engine with all
        // techniques takes the same steps. The generator then rates a candidate once.
        std::optional<Rating> whole_engine_rating;
        // When the engine answered and its techniques ran out, the cells it left open.
        std::vector<int> open_when_stuck;
    };
    Judged judge(const Puzzle& puzzle) const;
    LogicMode mode() const { return options_.mode; }
    // Whether some technique of the gate assumes the puzzle unique; when none does, a puzzle
    // it solves is proved unique.
    bool assumes_uniqueness() const { return assumes_uniqueness_; }

    struct Verdict {
        bool solves = false;
        // Solved by the closure of the easiest techniques alone, with no engine step: then
        // the next removal can be judged by `removed_from` below.
        bool closure_alone = false;
    };
    // Same question. When `removed` is not empty the caller vouches that the puzzle with
    // those cells given back (their digits are the solution's) was solved by the closure
    // alone: the answer is then yes as soon as the closure places them again.
    Verdict judge(const Grid& puzzle, std::span<const int> removed = {}) const;
    // judge(Grid, removed) on a variant's houses; with cages (or no closure) the whole
    // engine answers, and its verdict is never closure-alone.
    Verdict judge_removal(const Puzzle& puzzle, std::span<const int> removed) const;
    // A removal forced at once by the other givens keeps a closure-alone verdict when the
    // closure's singles put its clues straight back.
    bool closure_restores(const ForcedRemoval& removal) const {
        return removal.forced && (!removal.hidden_singles || closure_rules_.hidden_singles) &&
               (!removal.naked_singles || closure_rules_.naked_singles);
    }
    // The puzzle's givens and the digits these techniques place before they are stuck (the
    // givens alone when the gate has no closure). These rules only gain from more placed
    // digits, so giving any of those digits as a clue leaves them stuck where they were.
    Grid progress(const Grid& puzzle) const;
    // The puzzle's ER under these techniques when they solve it within the ceiling.
    std::optional<int> rating(const Grid& puzzle) const;
    std::optional<int> rating(const Puzzle& puzzle) const;
    // The same engine without one technique.
    LogicGate without(Technique technique) const;
    // True when singles pass this gate: then a clue the other givens force at once (a
    // single) can go without asking again, since the puzzle is solved as before once the
    // single puts it back.
    bool passes_forced_removals() const { return singles_pass_; }

  private:
    void derive_rules();
    Verdict closure_judge(const Grid& puzzle, std::span<const int> removed) const;
    Verdict run_to_end(logic::BasicClosure& closure) const;

    LogicOptions options_;
    int max_rating_;
    StopToken stop_;
    // The session the engine runs in, shared with the gates made from this one by `without`
    // (all on the generating thread).
    std::shared_ptr<SolvingSession> session_;
    // The easiest allowed techniques as a closure, and the engine's options for the rest.
    logic::BasicRules closure_rules_;
    LogicOptions rest_;
    // Every single is allowed and rated within the ceiling (see passes_forced_removals).
    bool singles_pass_ = false;
    // The engine's options for every technique of the mode's order up to the last entry
    // holding one of the gate's, stopping before those the gate does not allow: that run is
    // the gate's up to the stop, and the whole engine's where it solves the puzzle (Judged).
    LogicOptions ahead_;
    bool assumes_uniqueness_ = true;
};

// The request's full rating of a candidate (in its rating mode, within its deadline), or
// nullopt when the engine does not solve it.
std::optional<Rating> rate_candidate(const Puzzle& puzzle, const GenerateOptions& options,
                                     SolvingSession& session);

// The gates a request sets: its techniques within its rating ceiling (none without a ceiling
// or a technique) and, when it names a technique, the same without it; both run in `session`.
struct RequestGates {
    std::optional<LogicGate> ceiling;
    std::optional<LogicGate> without_technique;
};
RequestGates request_gates(const GenerateOptions& options, const StopToken& stop,
                           const std::shared_ptr<SolvingSession>& session);

}  // namespace sudokit::generate
