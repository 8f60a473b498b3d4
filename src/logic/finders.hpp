#pragma once

// The technique finders behind the logic engine. Each looks at a position and returns one
// step it finds, or nothing. A finder reports only techniques in `allowed`. Families whose
// steps differ in difficulty (chains, loops) return their easiest step (lowest rating, then
// fewest nodes); the others return the first step in their scan order.
//
// Finders never change the position, and every step they return must be sound: each
// elimination and placement follows from the position by the technique's logic alone.

#include <cstdint>
#include <optional>
#include <span>

#include "logic/house_scan.hpp"
#include "logic/intersection_rules.hpp"
#include "logic/session_state.hpp"
#include "sudokit/logic.hpp"
#include "sudokit/position.hpp"
#include "sudokit/step.hpp"

namespace sudokit::logic {

struct FindContext {
    const Position& position;
    TechniqueSet allowed;
    LogicMode mode = LogicMode::full;
    // True only when the puzzle is known to have exactly one solution.
    bool uniqueness_allowed = false;
    // The session the search runs in: its stop token, and what its finders keep.
    SessionState& session;
    // Steps carry what only their description reads (a cage's combinations); a rater that
    // keeps no steps turns it off.
    bool described = true;

    bool allows(Technique technique) const {
        return allowed.test(static_cast<std::size_t>(technique));
    }
    // Long searches (chains) poll this and give up when it is true.
    bool should_stop() const { return session.stop.stop_requested(); }

    // Where each digit can go in each house, built once per position and shared by the
    // finders that scan houses (intersections, subsets, fish).
    const DigitPlaces& places() const {
        if (!places_cache) places_cache.emplace(position);
        return *places_cache;
    }
    // The houses, and the crossings of every two of them (locked candidates).
    const Geometry& geometry() const { return position.geometry(); }
    const HouseCrossings& crossings() const {
        return position.variant() ? session.crossings_of(position.variant())
                                  : HouseCrossings::of(position.shape());
    }
    // The stepper calls this after it changes the position.
    void position_changed() const {
        places_cache.reset();
        position_id = session.new_position_id();
    }

    mutable std::optional<DigitPlaces> places_cache{};
    // Names the position the finders see, for what they keep about it between calls (nested
    // chain searches): a fresh number for each context and each change.
    mutable std::uint64_t position_id = session.new_position_id();
};

using Finder = std::optional<Step> (*)(const FindContext&);

// Singles (singles.cpp)
std::optional<Step> find_hidden_single(const FindContext&);  // full house too
std::optional<Step> find_naked_single(const FindContext&);
// Intersections (intersections.cpp)
std::optional<Step> find_direct_pointing(const FindContext&);  // direct pointing and claiming
std::optional<Step> find_pointing_claiming(const FindContext&);
// Subsets (subsets.cpp)
std::optional<Step> find_direct_hidden_pair(const FindContext&);
std::optional<Step> find_direct_hidden_triple(const FindContext&);
std::optional<Step> find_naked_pair(const FindContext&);
std::optional<Step> find_naked_triple(const FindContext&);
std::optional<Step> find_naked_quad(const FindContext&);
std::optional<Step> find_hidden_pair(const FindContext&);
std::optional<Step> find_hidden_triple(const FindContext&);
std::optional<Step> find_hidden_quad(const FindContext&);
// Fish (fish.cpp)
std::optional<Step> find_x_wing(const FindContext&);
std::optional<Step> find_swordfish(const FindContext&);
std::optional<Step> find_jellyfish(const FindContext&);
std::optional<Step> find_finned_x_wing(const FindContext&);  // finned and sashimi
std::optional<Step> find_finned_swordfish(const FindContext&);
std::optional<Step> find_finned_jellyfish(const FindContext&);
// Wings (wings.cpp)
std::optional<Step> find_xy_wing(const FindContext&);
std::optional<Step> find_xyz_wing(const FindContext&);
std::optional<Step> find_w_wing(const FindContext&);
// Single-digit patterns (single_digit_patterns.cpp)
std::optional<Step> find_skyscraper(const FindContext&);
std::optional<Step> find_two_string_kite(const FindContext&);
std::optional<Step> find_empty_rectangle(const FindContext&);
// Uniqueness (unique_loops.cpp, bug.cpp): the caller checks uniqueness_allowed.
std::optional<Step> find_unique_loop(const FindContext&);  // rectangles and loops, all types
std::optional<Step> find_bug(const FindContext&);
// Aligned exclusion (aligned_exclusion.cpp)
std::optional<Step> find_aligned_pair_exclusion(const FindContext&);
std::optional<Step> find_aligned_triple_exclusion(const FindContext&);
// Chains beyond SE (aic.cpp)
std::optional<Step> find_xy_chain(const FindContext&);
std::optional<Step> find_aic(const FindContext&);  // grouped nodes
// Sudoku Explainer's chaining families (chains/)
std::optional<Step> find_static_chains(const FindContext&);  // cycles and forcing X/Y/XY-chains
std::optional<Step> find_nishio(const FindContext&);
std::optional<Step> find_multiple_forcing_chains(const FindContext&);  // cell and region
std::optional<Step> find_dynamic_forcing_chains(const FindContext&);
std::optional<Step> find_dynamic_forcing_chains_plus(const FindContext&);
std::optional<Step> find_nested_forcing_chains(const FindContext&, int level);  // level 2..5

// Killer: cage sums and the sums houses imply (killer/killer_finders.cpp). Each reports
// nothing on a position without cages.
std::optional<Step> find_cage_sum_bounds(const FindContext&);
std::optional<Step> find_cage_combinations(const FindContext&);
std::optional<Step> find_innies_outies(const FindContext&);
std::optional<Step> find_hidden_cage(const FindContext&);
std::optional<Step> find_cage_splitting(const FindContext&);
std::optional<Step> find_required_cage_digit(const FindContext&);
std::optional<Step> find_combination_clash(const FindContext&);

// One entry of a technique order: a finder and the techniques it may report.
struct FinderEntry {
    Finder find = nullptr;
    int nesting_level = 0;  // for find_nested_forcing_chains
    TechniqueSet produces;
};

// The families in the order the engine tries them.
std::span<const FinderEntry> technique_order(LogicMode mode);

}  // namespace sudokit::logic
