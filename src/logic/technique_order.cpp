#include <initializer_list>
#include <vector>

#include "logic/finders.hpp"

namespace sudokit::logic {
namespace {

TechniqueSet set_of(std::initializer_list<Technique> techniques) {
    TechniqueSet set;
    for (Technique technique : techniques)
        set.set(static_cast<std::size_t>(technique));
    return set;
}

FinderEntry entry(Finder find, std::initializer_list<Technique> techniques) {
    return FinderEntry{find, 0, set_of(techniques)};
}

FinderEntry nested(int level) {
    return FinderEntry{nullptr, level, set_of({Technique::nested_forcing_chain})};
}

const std::initializer_list<Technique> kSingles{Technique::full_house, Technique::hidden_single_box,
                                                Technique::hidden_single_row,
                                                Technique::hidden_single_column};
const std::initializer_list<Technique> kUniqueLoops{
    Technique::unique_rectangle_type1, Technique::unique_rectangle_type2,
    Technique::unique_rectangle_type3, Technique::unique_rectangle_type4,
    Technique::unique_loop_type1,      Technique::unique_loop_type2,
    Technique::unique_loop_type3,      Technique::unique_loop_type4};
const std::initializer_list<Technique> kBug{Technique::bug_type1, Technique::bug_type2,
                                            Technique::bug_type3, Technique::bug_type4};
const std::initializer_list<Technique> kStaticChains{
    Technique::x_cycle,         Technique::y_cycle,         Technique::xy_cycle,
    Technique::forcing_x_chain, Technique::forcing_y_chain, Technique::forcing_xy_chain};

// Sudoku Explainer 1.2.1's order of families (rating.md).
std::vector<FinderEntry> se_order() {
    return {
        entry(find_hidden_single, kSingles),
        entry(find_direct_pointing, {Technique::direct_pointing, Technique::direct_claiming}),
        entry(find_direct_hidden_pair, {Technique::direct_hidden_pair}),
        entry(find_naked_single, {Technique::naked_single}),
        entry(find_direct_hidden_triple, {Technique::direct_hidden_triple}),
        entry(find_pointing_claiming, {Technique::pointing, Technique::claiming}),
        entry(find_naked_pair, {Technique::naked_pair}),
        entry(find_x_wing, {Technique::x_wing}),
        entry(find_hidden_pair, {Technique::hidden_pair}),
        entry(find_naked_triple, {Technique::naked_triple}),
        entry(find_swordfish, {Technique::swordfish}),
        entry(find_hidden_triple, {Technique::hidden_triple}),
        entry(find_xy_wing, {Technique::xy_wing}),
        entry(find_xyz_wing, {Technique::xyz_wing}),
        entry(find_unique_loop, kUniqueLoops),
        entry(find_naked_quad, {Technique::naked_quad}),
        entry(find_jellyfish, {Technique::jellyfish}),
        entry(find_hidden_quad, {Technique::hidden_quad}),
        entry(find_bug, kBug),
        entry(find_aligned_pair_exclusion, {Technique::aligned_pair_exclusion}),
        entry(find_static_chains, kStaticChains),
        entry(find_aligned_triple_exclusion, {Technique::aligned_triple_exclusion}),
        entry(find_nishio, {Technique::nishio_forcing_chain}),
        entry(find_multiple_forcing_chains,
              {Technique::cell_forcing_chain, Technique::region_forcing_chain}),
        entry(find_dynamic_forcing_chains, {Technique::dynamic_forcing_chain}),
        entry(find_dynamic_forcing_chains_plus, {Technique::dynamic_forcing_chain_plus}),
        nested(2),
        nested(3),
        nested(4),
        nested(5),
    };
}

// Every technique, roughly by how hard people find it. The direct forms of SE are left out:
// a person sees the pointing, then the single.
std::vector<FinderEntry> full_order() {
    return {
        entry(find_hidden_single, kSingles),
        entry(find_naked_single, {Technique::naked_single}),
        // Killer arithmetic as people do it: a cage's sum first, then the rule of 45.
        entry(find_cage_sum_bounds, {Technique::cage_sum_bounds}),
        entry(find_cage_combinations, {Technique::cage_combinations}),
        entry(find_innies_outies, {Technique::innies_outies}),
        entry(find_hidden_cage, {Technique::hidden_cage}),
        entry(find_pointing_claiming, {Technique::pointing, Technique::claiming}),
        entry(find_cage_splitting, {Technique::cage_splitting}),
        entry(find_required_cage_digit, {Technique::required_cage_digit}),
        entry(find_naked_pair, {Technique::naked_pair}),
        entry(find_x_wing, {Technique::x_wing}),
        entry(find_hidden_pair, {Technique::hidden_pair}),
        // Skyscrapers and kites before finned fish: every skyscraper is also a sashimi
        // X-wing, and people spot the two-line picture first.
        entry(find_skyscraper, {Technique::skyscraper}),
        entry(find_two_string_kite, {Technique::two_string_kite}),
        entry(find_finned_x_wing, {Technique::finned_x_wing, Technique::sashimi_x_wing}),
        entry(find_naked_triple, {Technique::naked_triple}),
        entry(find_swordfish, {Technique::swordfish}),
        entry(find_hidden_triple, {Technique::hidden_triple}),
        entry(find_combination_clash, {Technique::combination_clash}),
        entry(find_finned_swordfish, {Technique::finned_swordfish, Technique::sashimi_swordfish}),
        entry(find_xy_wing, {Technique::xy_wing}),
        entry(find_empty_rectangle, {Technique::empty_rectangle}),
        entry(find_xyz_wing, {Technique::xyz_wing}),
        entry(find_w_wing, {Technique::w_wing}),
        entry(find_unique_loop, kUniqueLoops),
        entry(find_naked_quad, {Technique::naked_quad}),
        entry(find_jellyfish, {Technique::jellyfish}),
        entry(find_hidden_quad, {Technique::hidden_quad}),
        entry(find_finned_jellyfish, {Technique::finned_jellyfish, Technique::sashimi_jellyfish}),
        entry(find_bug, kBug),
        entry(find_aligned_pair_exclusion, {Technique::aligned_pair_exclusion}),
        entry(find_xy_chain, {Technique::xy_chain}),
        entry(find_static_chains, kStaticChains),
        entry(find_aic, {Technique::alternating_inference_chain}),
        entry(find_aligned_triple_exclusion, {Technique::aligned_triple_exclusion}),
        entry(find_nishio, {Technique::nishio_forcing_chain}),
        entry(find_multiple_forcing_chains,
              {Technique::cell_forcing_chain, Technique::region_forcing_chain}),
        entry(find_dynamic_forcing_chains, {Technique::dynamic_forcing_chain}),
        entry(find_dynamic_forcing_chains_plus, {Technique::dynamic_forcing_chain_plus}),
        nested(2),
        nested(3),
        nested(4),
        nested(5),
    };
}

}  // namespace

std::span<const FinderEntry> technique_order(LogicMode mode) {
    static const std::vector<FinderEntry> se = se_order();
    static const std::vector<FinderEntry> full = full_order();
    return mode == LogicMode::se ? std::span<const FinderEntry>(se)
                                 : std::span<const FinderEntry>(full);
}

}  // namespace sudokit::logic
