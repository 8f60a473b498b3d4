// The finders of Sudoku Explainer's chaining families. Each runs its search on the position
// and reports the easiest hint (lowest rating, then fewest nodes), as Sudoku Explainer does.

#include "logic/chains/chain_engine.hpp"
#include "logic/finders.hpp"

namespace sudokit::logic {
namespace {

using chains::BestHint;
using chains::CandidateGrid;
using chains::Engine;
using chains::Family;
using chains::Geometry;

std::optional<Step> run_family(const FindContext& context, const Family& family,
                               std::initializer_list<Technique> techniques) {
    bool any = false;
    for (Technique technique : techniques)
        any = any || context.allows(technique);
    if (!any) return std::nullopt;
    const Geometry& geometry = context.session.chain_geometry(context.position);
    CandidateGrid grid = CandidateGrid::from(geometry, context.position);
    Engine engine(geometry, context);
    BestHint best(context.allowed);
    engine.search_multiple(grid, family, best, 0);
    if (engine.stopped() || !best.best()) return std::nullopt;
    return chains::make_step(engine, *best.best(), family.level);
}

}  // namespace

std::optional<Step> find_static_chains(const FindContext& context) {
    if (!context.allows(Technique::x_cycle) && !context.allows(Technique::y_cycle) &&
        !context.allows(Technique::xy_cycle) && !context.allows(Technique::forcing_x_chain) &&
        !context.allows(Technique::forcing_xy_chain)) {
        return std::nullopt;
    }
    const Geometry& geometry = context.session.chain_geometry(context.position);
    const CandidateGrid grid = CandidateGrid::from(geometry, context.position);
    Engine engine(geometry, context);
    BestHint best(context.allowed);
    engine.search_static(grid, best, 0);
    if (engine.stopped() || !best.best()) return std::nullopt;
    return chains::make_step(engine, *best.best(), 0);
}

std::optional<Step> find_nishio(const FindContext& context) {
    return run_family(context, Family{false, true, true, 0}, {Technique::nishio_forcing_chain});
}

std::optional<Step> find_multiple_forcing_chains(const FindContext& context) {
    return run_family(context, Family{true, false, false, 0},
                      {Technique::cell_forcing_chain, Technique::region_forcing_chain});
}

std::optional<Step> find_dynamic_forcing_chains(const FindContext& context) {
    return run_family(context, Family{true, true, false, 0}, {Technique::dynamic_forcing_chain});
}

std::optional<Step> find_dynamic_forcing_chains_plus(const FindContext& context) {
    return run_family(context, Family{true, true, false, 1},
                      {Technique::dynamic_forcing_chain_plus});
}

std::optional<Step> find_nested_forcing_chains(const FindContext& context, int level) {
    if (level < 2 || level > 5) return std::nullopt;
    return run_family(context, Family{true, true, false, level}, {Technique::nested_forcing_chain});
}

}  // namespace sudokit::logic
