#pragma once

// A solving session: the object the logic engine runs in. It owns what the engine keeps from
// one step and one call to the next (search buffers, caches of nested chain searches) and the
// stop token of the call running. The free functions of logic.hpp and hint.hpp make a
// temporary session; a batch worker or a server thread keeps one and reuses it, which saves
// the buffers' allocation and nothing else: a session's results never depend on what it
// solved before.
//
//   SolvingSession session;
//   for (const Puzzle& puzzle : puzzles) rate(session.solve_logically(puzzle, options));

#include <memory>
#include <optional>

#include "sudokit/hint.hpp"
#include "sudokit/logic.hpp"

namespace sudokit {

namespace logic {
class SessionState;
}

class SolvingSession {
  public:
    SolvingSession();
    ~SolvingSession();
    SolvingSession(SolvingSession&&) noexcept;
    SolvingSession& operator=(SolvingSession&&) noexcept;

    // As the free functions of the same names (logic.hpp, hint.hpp).
    LogicResult solve_logically(const Puzzle& puzzle, const LogicOptions& options = {});
    LogicResult solve_logically(const Position& start, const LogicOptions& options = {});
    std::optional<Step> next_step(const Position& position, const LogicOptions& options = {});
    HintResult hint(const Position& position, const LogicOptions& options = {});
    HintResult hint(const Puzzle& puzzle, const LogicOptions& options = {});

    // The engine's state, for the engine and its tests.
    logic::SessionState& state() { return *state_; }

  private:
    std::unique_ptr<logic::SessionState> state_;
};

}  // namespace sudokit
