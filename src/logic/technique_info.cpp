#include <algorithm>
#include <array>
#include <cctype>
#include <string>
#include <vector>

#include "sudokit/closest_name.hpp"
#include "sudokit/technique.hpp"

namespace sudokit {
namespace {

struct TechniqueInfo {
    Technique technique;
    std::string_view name;
    std::string_view title;
    int base_rating;  // tenths of Sudoku Explainer's scale
    bool in_se;
};

// Ratings of techniques Sudoku Explainer does not know are placed among its values by how
// hard people find them: a skyscraper sits between swordfish and XY-wing, an AIC with the
// forcing chains of the same length.
constexpr std::array<TechniqueInfo, kTechniqueCount> kTechniques{{
    {Technique::full_house, "full-house", "Full house", 10, true},
    {Technique::hidden_single_box, "hidden-single-box", "Hidden single in a box", 12, true},
    {Technique::hidden_single_row, "hidden-single-row", "Hidden single in a row", 15, true},
    {Technique::hidden_single_column, "hidden-single-column", "Hidden single in a column", 15,
     true},
    {Technique::naked_single, "naked-single", "Naked single", 23, true},
    {Technique::direct_pointing, "direct-pointing", "Direct pointing", 17, true},
    {Technique::direct_claiming, "direct-claiming", "Direct claiming", 19, true},
    {Technique::direct_hidden_pair, "direct-hidden-pair", "Direct hidden pair", 20, true},
    {Technique::direct_hidden_triple, "direct-hidden-triple", "Direct hidden triple", 25, true},
    {Technique::pointing, "pointing", "Pointing", 26, true},
    {Technique::claiming, "claiming", "Claiming", 28, true},
    {Technique::naked_pair, "naked-pair", "Naked pair", 30, true},
    {Technique::naked_triple, "naked-triple", "Naked triple", 36, true},
    {Technique::naked_quad, "naked-quad", "Naked quad", 50, true},
    {Technique::hidden_pair, "hidden-pair", "Hidden pair", 34, true},
    {Technique::hidden_triple, "hidden-triple", "Hidden triple", 40, true},
    {Technique::hidden_quad, "hidden-quad", "Hidden quad", 54, true},
    {Technique::x_wing, "x-wing", "X-wing", 32, true},
    {Technique::swordfish, "swordfish", "Swordfish", 38, true},
    {Technique::jellyfish, "jellyfish", "Jellyfish", 52, true},
    {Technique::finned_x_wing, "finned-x-wing", "Finned X-wing", 34, false},
    {Technique::finned_swordfish, "finned-swordfish", "Finned swordfish", 40, false},
    {Technique::finned_jellyfish, "finned-jellyfish", "Finned jellyfish", 54, false},
    {Technique::sashimi_x_wing, "sashimi-x-wing", "Sashimi X-wing", 35, false},
    {Technique::sashimi_swordfish, "sashimi-swordfish", "Sashimi swordfish", 41, false},
    {Technique::sashimi_jellyfish, "sashimi-jellyfish", "Sashimi jellyfish", 55, false},
    {Technique::xy_wing, "xy-wing", "XY-wing", 42, true},
    {Technique::xyz_wing, "xyz-wing", "XYZ-wing", 44, true},
    {Technique::w_wing, "w-wing", "W-wing", 44, false},
    {Technique::skyscraper, "skyscraper", "Skyscraper", 40, false},
    {Technique::two_string_kite, "two-string-kite", "2-string kite", 41, false},
    {Technique::empty_rectangle, "empty-rectangle", "Empty rectangle", 42, false},
    {Technique::unique_rectangle_type1, "unique-rectangle-type1", "Unique rectangle type 1", 45,
     true},
    {Technique::unique_rectangle_type2, "unique-rectangle-type2", "Unique rectangle type 2", 45,
     true},
    {Technique::unique_rectangle_type3, "unique-rectangle-type3", "Unique rectangle type 3", 45,
     true},
    {Technique::unique_rectangle_type4, "unique-rectangle-type4", "Unique rectangle type 4", 45,
     true},
    {Technique::unique_loop_type1, "unique-loop-type1", "Unique loop type 1", 45, true},
    {Technique::unique_loop_type2, "unique-loop-type2", "Unique loop type 2", 45, true},
    {Technique::unique_loop_type3, "unique-loop-type3", "Unique loop type 3", 45, true},
    {Technique::unique_loop_type4, "unique-loop-type4", "Unique loop type 4", 45, true},
    {Technique::bug_type1, "bug-type1", "BUG type 1", 56, true},
    {Technique::bug_type2, "bug-type2", "BUG type 2", 57, true},
    {Technique::bug_type3, "bug-type3", "BUG type 3", 57, true},
    {Technique::bug_type4, "bug-type4", "BUG type 4", 57, true},
    {Technique::aligned_pair_exclusion, "aligned-pair-exclusion", "Aligned pair exclusion", 62,
     true},
    {Technique::aligned_triple_exclusion, "aligned-triple-exclusion", "Aligned triple exclusion",
     75, true},
    {Technique::x_cycle, "x-cycle", "X-cycle", 65, true},
    {Technique::y_cycle, "y-cycle", "Y-cycle", 65, true},
    {Technique::xy_cycle, "xy-cycle", "XY-cycle", 70, true},
    {Technique::xy_chain, "xy-chain", "XY-chain", 66, false},
    {Technique::alternating_inference_chain, "aic", "Alternating inference chain", 66, false},
    {Technique::forcing_x_chain, "forcing-x-chain", "Forcing X-chain", 66, true},
    {Technique::forcing_y_chain, "forcing-y-chain", "Forcing Y-chain", 66, true},
    {Technique::forcing_xy_chain, "forcing-xy-chain", "Forcing XY-chain", 70, true},
    {Technique::nishio_forcing_chain, "nishio", "Nishio forcing chain", 75, true},
    {Technique::cell_forcing_chain, "cell-forcing-chain", "Cell forcing chains", 80, true},
    {Technique::region_forcing_chain, "region-forcing-chain", "Region forcing chains", 80, true},
    {Technique::dynamic_forcing_chain, "dynamic-forcing-chain", "Dynamic forcing chains", 85, true},
    {Technique::dynamic_forcing_chain_plus, "dynamic-forcing-chain-plus",
     "Dynamic forcing chains (+)", 90, true},
    {Technique::nested_forcing_chain, "nested-forcing-chain", "Nested forcing chains", 95, true},
    // Killer techniques sit on the same scale: cage arithmetic and the rule of 45 on one house
    // for one cell are seen at a glance with the singles (easy); the rule over several cells
    // or houses and what it implies go with pointing and pairs (medium), a clash between
    // combinations with the triples and fish (hard). Steps over more cells or houses add to
    // these (killer_finders.cpp).
    {Technique::cage_sum_bounds, "cage-sum-bounds", "Min/max sum", 18, false},
    {Technique::cage_combinations, "cage-combinations", "Cage combinations", 20, false},
    {Technique::innies_outies, "innies-outies", "Innies and outies", 22, false},
    {Technique::hidden_cage, "hidden-cage", "Hidden cage", 24, false},
    {Technique::cage_splitting, "cage-splitting", "Cage splitting", 28, false},
    {Technique::required_cage_digit, "required-cage-digit", "Required cage digit", 28, false},
    {Technique::combination_clash, "combination-clash", "Combination clash", 36, false},
    {Technique::preemptive_set, "preemptive-set", "Preemptive set", 0, false},
    {Technique::guess, "guess", "Guess", 0, false},
    {Technique::solver, "solver", "Exact solver", 0, false},
}};

constexpr bool table_is_in_enum_order() {
    for (int i = 0; i < kTechniqueCount; ++i) {
        if (static_cast<int>(kTechniques[i].technique) != i) return false;
    }
    return true;
}
static_assert(table_is_in_enum_order());

const TechniqueInfo& info(Technique technique) {
    return kTechniques[static_cast<std::size_t>(technique)];
}

bool equal_ignoring_case(std::string_view a, std::string_view b) {
    return a.size() == b.size() && std::equal(a.begin(), a.end(), b.begin(), [](char x, char y) {
               return std::tolower(static_cast<unsigned char>(x)) ==
                      std::tolower(static_cast<unsigned char>(y));
           });
}

}  // namespace

std::string_view technique_name(Technique technique) {
    return info(technique).name;
}

std::string_view technique_title(Technique technique) {
    return info(technique).title;
}

std::optional<Technique> parse_technique(std::string_view name) {
    for (const TechniqueInfo& entry : kTechniques) {
        if (equal_ignoring_case(entry.name, name) || equal_ignoring_case(entry.title, name)) {
            return entry.technique;
        }
    }
    return std::nullopt;
}

int technique_base_rating(Technique technique) {
    return info(technique).base_rating;
}

bool technique_needs_uniqueness(Technique technique) {
    return technique >= Technique::unique_rectangle_type1 && technique <= Technique::bug_type4;
}

bool technique_needs_sums(Technique technique) {
    return technique >= Technique::cage_sum_bounds && technique <= Technique::combination_clash;
}

TechniqueSet all_techniques() {
    TechniqueSet set;
    for (const TechniqueInfo& entry : kTechniques) {
        if (entry.base_rating > 0) set.set(static_cast<std::size_t>(entry.technique));
    }
    return set;
}

TechniqueSet se_techniques() {
    TechniqueSet set;
    for (const TechniqueInfo& entry : kTechniques) {
        if (entry.in_se) set.set(static_cast<std::size_t>(entry.technique));
    }
    return set;
}

Technique hidden_single_technique(HouseKind kind) {
    switch (kind) {
        case HouseKind::box:
        case HouseKind::region:
            return Technique::hidden_single_box;
        case HouseKind::row:
            return Technique::hidden_single_row;
        case HouseKind::column:
        case HouseKind::diagonal:
        case HouseKind::window:
        case HouseKind::cage:
            break;
    }
    return Technique::hidden_single_column;
}

std::string unknown_technique_message(std::string_view name) {
    std::vector<std::string_view> names;
    for (int index = 0; index < kTechniqueCount; ++index) {
        if (all_techniques().test(static_cast<std::size_t>(index)))
            names.push_back(technique_name(static_cast<Technique>(index)));
    }
    std::string list;
    for (const std::string_view each : names) {
        if (!list.empty()) list += ", ";
        list += each;
    }
    return "unknown technique '" + std::string(name) + "'." + did_you_mean(name, names) +
           " The names: " + list;
}

}  // namespace sudokit
