#include "logic/session_state.hpp"

#include "logic/chains/chain_engine.hpp"
#include "logic/chains/chain_memory.hpp"
#include "logic/intersection_rules.hpp"

namespace sudokit::logic {

bool HousesKey::matches(const std::shared_ptr<const Geometry>& houses) {
    if (houses == built_for_ || (houses != nullptr && houses == equal_)) return true;
    if (houses == nullptr || built_for_ == nullptr || !(*houses == *built_for_)) return false;
    equal_ = houses;
    return true;
}

void HousesKey::set(std::shared_ptr<const Geometry> houses) {
    built_for_ = std::move(houses);
    equal_.reset();
}

SessionState::SessionState() = default;
SessionState::~SessionState() = default;

chains::ChainMemory& SessionState::chains() {
    if (!chains_) chains_ = std::make_unique<chains::ChainMemory>();
    return *chains_;
}

const HouseCrossings& SessionState::crossings_of(const std::shared_ptr<const Geometry>& variant) {
    if (!crossings_geometry_.matches(variant) || !variant_crossings_) {
        variant_crossings_ = std::make_unique<HouseCrossings>(*variant);
        crossings_geometry_.set(variant);
    }
    return *variant_crossings_;
}

const std::vector<killer::SumGroup>& SessionState::sum_groups_of(
    const std::shared_ptr<const Geometry>& rules) {
    if (!sums_geometry_.matches(rules)) {
        sum_groups_ = killer::sum_groups(*rules);
        sums_geometry_.set(rules);
        sum_memory_.reset(sum_groups_, *rules);
    }
    return sum_groups_;
}

const chains::Geometry& SessionState::chain_geometry(const Position& position) {
    if (!position.variant()) return chains::Geometry::of(position.shape());
    // The crossings are the session's own for these houses (rebuilt when another variant
    // took their place since).
    const HouseCrossings& crossings = crossings_of(position.variant());
    if (!chain_variant_.matches(position.variant())) {
        chains_.reset();
        variant_chain_geometry_.reset();
        const Geometry& houses = *position.variant();
        if (chains::Geometry::fits(houses)) {
            variant_chain_geometry_ =
                std::make_unique<chains::Geometry>(chains::Geometry::of_houses(houses, crossings));
        }
        chain_variant_.set(position.variant());
    }
    // Houses the engine does not take (see chains::Geometry::fits) never reach the chain
    // families (logic_solver.cpp's variant_techniques).
    if (!variant_chain_geometry_) return chains::Geometry::of(position.shape());
    variant_chain_geometry_->crossings = &crossings;
    return *variant_chain_geometry_;
}

}  // namespace sudokit::logic
