#pragma once

// The Kakuro step finders, one per technique. Each looks at the position and returns the first
// step of its technique that changes something, with its evidence and its sentence, or nothing.

#include <optional>

#include "kakuro/logic/logic_position.hpp"
#include "sudokit/kakuro_logic.hpp"
#include "sudokit/stop_token.hpp"

namespace sudokit::kakuro::detail {

// run_finders.cpp: what a run's sum and its cells tell on their own.
std::optional<Step> find_last_cell(const LogicPosition& position);
std::optional<Step> find_naked_single(const LogicPosition& position);
std::optional<Step> find_crossing_runs(const LogicPosition& position);
std::optional<Step> find_unique_combination(const LogicPosition& position);
std::optional<Step> find_hidden_single(const LogicPosition& position);
std::optional<Step> find_run_combinations(const LogicPosition& position);
std::optional<Step> find_min_max(const LogicPosition& position);
std::optional<Step> find_run_filling(const LogicPosition& position);

// closed_area.cpp
std::optional<Step> find_closed_area(const LogicPosition& position, const StopToken& stop);
// forcing_chain.cpp
std::optional<Step> find_forcing_chain(const LogicPosition& position, const StopToken& stop);

// The finder of a technique (solver has none: nothing).
std::optional<Step> find_step(Technique technique, const LogicPosition& position,
                              const StopToken& stop);

}  // namespace sudokit::kakuro::detail
