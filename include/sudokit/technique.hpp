#pragma once

#include <bitset>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "sudokit/shape.hpp"

namespace sudokit {

// Every technique the logic engine knows, roughly from easiest to hardest. The numbers are
// not stable across versions; use the names (technique_name) in files and JSON.
enum class Technique : std::uint8_t {
    // Singles
    full_house,
    hidden_single_box,
    hidden_single_row,
    hidden_single_column,
    naked_single,
    // Locked candidates that at once give a hidden single, and the plain forms
    direct_pointing,
    direct_claiming,
    direct_hidden_pair,
    direct_hidden_triple,
    pointing,
    claiming,
    // Subsets
    naked_pair,
    naked_triple,
    naked_quad,
    hidden_pair,
    hidden_triple,
    hidden_quad,
    // Fish
    x_wing,
    swordfish,
    jellyfish,
    finned_x_wing,
    finned_swordfish,
    finned_jellyfish,
    sashimi_x_wing,
    sashimi_swordfish,
    sashimi_jellyfish,
    // Wings and single-digit patterns
    xy_wing,
    xyz_wing,
    w_wing,
    skyscraper,
    two_string_kite,
    empty_rectangle,
    // Uniqueness (only when the puzzle is known to have one solution)
    unique_rectangle_type1,
    unique_rectangle_type2,
    unique_rectangle_type3,
    unique_rectangle_type4,
    unique_loop_type1,
    unique_loop_type2,
    unique_loop_type3,
    unique_loop_type4,
    bug_type1,
    bug_type2,
    bug_type3,
    bug_type4,
    // Aligned exclusion
    aligned_pair_exclusion,
    aligned_triple_exclusion,
    // Chains and cycles
    x_cycle,
    y_cycle,
    xy_cycle,
    xy_chain,
    alternating_inference_chain,
    forcing_x_chain,
    forcing_y_chain,
    forcing_xy_chain,
    nishio_forcing_chain,
    cell_forcing_chain,
    region_forcing_chain,
    dynamic_forcing_chain,
    dynamic_forcing_chain_plus,
    nested_forcing_chain,
    // Killer: what the cage sums allow, on cages and on the sums houses imply (rule of 45)
    cage_sum_bounds,
    cage_combinations,
    innies_outies,
    hidden_cage,
    cage_splitting,
    required_cage_digit,
    combination_clash,
    // Beyond technique: Crook's preemptive sets, a guess, or the exact solver
    preemptive_set,
    guess,
    solver,
};

inline constexpr int kTechniqueCount = static_cast<int>(Technique::solver) + 1;

// A set of techniques, e.g. the ones a rating or a hint may use.
using TechniqueSet = std::bitset<kTechniqueCount>;

// Stable machine name, e.g. "naked-pair", "x-wing", "unique-rectangle-type1".
std::string_view technique_name(Technique technique);
// The hidden single of a house's kind: boxes and jigsaw regions rate as boxes, every other
// kind of full house as a row or column line.
Technique hidden_single_technique(HouseKind kind);
// What people call it, e.g. "Naked pair", "X-wing", "Unique rectangle type 1".
std::string_view technique_title(Technique technique);
// Parses a machine name (or a title, case-insensitive); nullopt when unknown.
std::optional<Technique> parse_technique(std::string_view name);
// "unknown technique 'xwing'. Did you mean 'x-wing'? The names: naked-single, ...": the one
// message for a name parse_technique does not know, wherever names are given.
std::string unknown_technique_message(std::string_view name);
// The technique's base difficulty on Sudoku Explainer's scale, in tenths (naked single: 23).
// Steps add length bonuses and subset sizes to it; Step::rating is the final figure.
int technique_base_rating(Technique technique);
// True for the techniques that rely on the puzzle having exactly one solution.
bool technique_needs_uniqueness(Technique technique);
// True for the techniques that read cage sums (Killer).
bool technique_needs_sums(Technique technique);
// Every technique (except the beyond-technique fallbacks preemptive_set, guess, solver).
TechniqueSet all_techniques();
// The techniques that Sudoku Explainer 1.2.1 rates with.
TechniqueSet se_techniques();

}  // namespace sudokit
