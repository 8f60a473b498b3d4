#include <fmt/format.h>

#include "logic/step_text.hpp"
#include "sudokit/step.hpp"

namespace sudokit {
namespace {

std::string describe_beyond_techniques(const Step& step, const logic::StepWords& words) {
    using namespace logic;
    switch (step.technique) {
        case Technique::preemptive_set:
            return fmt::format("Preemptive set {} in {} ({}): {}", words.digit_tuple(step.digits),
                               words.houses(step.houses), words.cells(step.cells),
                               words.conclusion(step));
        case Technique::guess:
            return fmt::format("Guess (no technique applies): try {}",
                               words.placements(step.placements));
        default:
            return fmt::format("Exact solver (no technique applies): {}",
                               words.placements(step.placements));
    }
}

std::string describe_in_words(const Step& step, const logic::StepWords& words) {
    using namespace logic;
    switch (step.technique) {
        case Technique::full_house:
        case Technique::hidden_single_box:
        case Technique::hidden_single_row:
        case Technique::hidden_single_column:
        case Technique::naked_single:
            return describe_single(step, words);
        case Technique::direct_pointing:
        case Technique::direct_claiming:
        case Technique::pointing:
        case Technique::claiming:
            return describe_intersection(step, words);
        case Technique::direct_hidden_pair:
        case Technique::direct_hidden_triple:
        case Technique::naked_pair:
        case Technique::naked_triple:
        case Technique::naked_quad:
        case Technique::hidden_pair:
        case Technique::hidden_triple:
        case Technique::hidden_quad:
            return describe_subset(step, words);
        case Technique::x_wing:
        case Technique::swordfish:
        case Technique::jellyfish:
        case Technique::finned_x_wing:
        case Technique::finned_swordfish:
        case Technique::finned_jellyfish:
        case Technique::sashimi_x_wing:
        case Technique::sashimi_swordfish:
        case Technique::sashimi_jellyfish:
            return describe_fish(step, words);
        case Technique::xy_wing:
        case Technique::xyz_wing:
        case Technique::w_wing:
            return describe_wing(step, words);
        case Technique::skyscraper:
        case Technique::two_string_kite:
        case Technique::empty_rectangle:
            return describe_single_digit_pattern(step, words);
        case Technique::unique_rectangle_type1:
        case Technique::unique_rectangle_type2:
        case Technique::unique_rectangle_type3:
        case Technique::unique_rectangle_type4:
        case Technique::unique_loop_type1:
        case Technique::unique_loop_type2:
        case Technique::unique_loop_type3:
        case Technique::unique_loop_type4:
        case Technique::bug_type1:
        case Technique::bug_type2:
        case Technique::bug_type3:
        case Technique::bug_type4:
            return describe_uniqueness(step, words);
        case Technique::aligned_pair_exclusion:
        case Technique::aligned_triple_exclusion:
            return describe_aligned_exclusion(step, words);
        case Technique::x_cycle:
        case Technique::y_cycle:
        case Technique::xy_cycle:
        case Technique::xy_chain:
        case Technique::alternating_inference_chain:
        case Technique::forcing_x_chain:
        case Technique::forcing_y_chain:
        case Technique::forcing_xy_chain:
        case Technique::nishio_forcing_chain:
        case Technique::cell_forcing_chain:
        case Technique::region_forcing_chain:
        case Technique::dynamic_forcing_chain:
        case Technique::dynamic_forcing_chain_plus:
        case Technique::nested_forcing_chain:
            return describe_chain(step, words);
        case Technique::cage_sum_bounds:
        case Technique::cage_combinations:
        case Technique::innies_outies:
        case Technique::hidden_cage:
        case Technique::cage_splitting:
        case Technique::required_cage_digit:
        case Technique::combination_clash:
            return describe_killer(step, words);
        case Technique::preemptive_set:
        case Technique::guess:
        case Technique::solver:
            return describe_beyond_techniques(step, words);
    }
    return fmt::format("{}: {}", technique_title(step.technique), words.conclusion(step));
}

}  // namespace

std::string describe_step(const Step& step, const Shape& shape, SymbolSet symbols) {
    return describe_in_words(step, logic::StepWords(shape, symbols));
}

std::string describe_step(const Step& step, const Geometry& geometry, SymbolSet symbols) {
    return describe_in_words(step, logic::StepWords(geometry, symbols));
}

}  // namespace sudokit
