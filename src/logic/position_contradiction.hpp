#pragma once

#include "sudokit/position.hpp"

namespace sudokit::logic {

// Whether the position plainly cannot be completed: an empty cell without candidates, a
// digit placed twice in a house, or a digit with no place left in a house. Searches that
// make assumptions (Crook's choices, trial and error) use it to see a refuted assumption.
bool has_contradiction(const Position& position);

}  // namespace sudokit::logic
