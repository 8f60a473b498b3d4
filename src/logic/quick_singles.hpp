#pragma once

// Full houses and hidden singles placed in batches, for solves that keep no steps (raters).
//
// The engine takes one single per step, the cheapest kind first: a full house (1.0), then a
// hidden single in a box (1.2), then in a column or row (1.5). Singles are monotone (placing
// digits never hides one, only fills it), so taking every single of the cheapest kind at once
// reaches the same position, places the same cells, and uses a costlier kind exactly when the
// engine would: when the cheaper kinds have run out. The figures (ER, EP, ED, the hardest
// technique) and the step count come out the same, without a Step per placement.

#include "logic/rating_tracker.hpp"
#include "sudokit/logic.hpp"
#include "sudokit/position.hpp"

namespace sudokit::logic {

// True when the mode's order starts with the singles and all of them are allowed.
bool singles_come_first(LogicMode mode, const TechniqueSet& allowed);

// Places singles until none is left, reporting each batch to the tracker.
void place_hidden_singles(Position& position, RatingTracker& tracker);

}  // namespace sudokit::logic
