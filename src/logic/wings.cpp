// XY-wing, XYZ-wing (Sudoku Explainer's definitions) and W-wing.
#include <fmt/format.h>

#include <array>
#include <span>

#include "logic/finders.hpp"
#include "logic/pattern_helpers.hpp"
#include "logic/step_text.hpp"

namespace sudokit::logic {
namespace {

// Cells that see every cell of `cells` (all open cells with `digit`, the pattern excluded).
std::vector<CellDigit> common_victims(const Position& position, std::span<const int> cells,
                                      int digit) {
    const Sight sees(position);
    std::vector<CellDigit> victims;
    for (int cell = 0; cell < position.shape().cell_count(); ++cell) {
        if (!position.has(cell, digit)) continue;
        bool sees_all = true;
        for (int pattern_cell : cells) {
            if (!sees(cell, pattern_cell)) sees_all = false;
        }
        if (sees_all) victims.push_back({cell, digit});
    }
    return victims;
}

// SE (XYWing.java): pivots in reading order, the first pincer among the pivot's peers in SE's
// peer order, then the second pincer likewise; the first pattern that removes something is
// the hint. XY-wing: three bivalue cells xy, xz, yz. XYZ-wing: pivot xyz, pincers xz and yz,
// and the victims must also see the pivot.
std::optional<Step> find_wing(const FindContext& context, bool xyz) {
    const Technique technique = xyz ? Technique::xyz_wing : Technique::xy_wing;
    if (!context.allows(technique)) return std::nullopt;
    const Position& position = context.position;
    const Shape& shape = position.shape();
    const Geometry& geometry = position.geometry();
    const Sight sees(position);
    const int pivot_size = xyz ? 3 : 2;
    for (int pivot = 0; pivot < shape.cell_count(); ++pivot) {
        const DigitSet xy = position.candidates(pivot);
        if (xy.size() != pivot_size) continue;
        // The pivot's bivalue peers, the only pincers, in SE's peer order on a classic grid
        // (a variant's peers ascending).
        std::array<int, kMaxCells> peer_buffer;
        std::size_t peer_count = 0;
        for_each_peer(position, pivot, [&](int peer) {
            if (position.candidates(peer).size() == 2) peer_buffer[peer_count++] = peer;
        });
        const std::span<const int> peers(peer_buffer.data(), peer_count);
        for (int xz_cell : peers) {
            const DigitSet xz = position.candidates(xz_cell);
            if ((xy - xz).size() != 1) continue;
            for (int yz_cell : peers) {
                const DigitSet yz = position.candidates(yz_cell);
                const DigitSet all = xy | xz | yz;
                const DigitSet shared = xy & xz & yz;
                if (all.size() != 3 || shared.size() != (xyz ? 1 : 0)) continue;
                const int z = (xz & yz).lowest();
                // A victim sees the xz cell: look among its peers before building anything.
                bool any_victim = false;
                for (int cell : geometry.peers(xz_cell)) {
                    any_victim =
                        any_victim || (cell != pivot && cell != yz_cell && position.has(cell, z) &&
                                       sees(cell, yz_cell) && (!xyz || sees(cell, pivot)));
                }
                if (!any_victim) continue;
                std::vector<int> seen_by{xz_cell, yz_cell};
                if (xyz) seen_by.push_back(pivot);
                std::vector<CellDigit> victims = common_victims(position, seen_by, z);
                std::erase_if(victims, [&](const CellDigit& victim) {
                    return victim.cell == pivot || victim.cell == xz_cell || victim.cell == yz_cell;
                });
                if (victims.empty()) continue;
                Step step;
                step.technique = technique;
                step.rating = technique_base_rating(technique);
                step.eliminations = std::move(victims);
                step.cells = {pivot, xz_cell, yz_cell};
                add_candidates(step.pattern, pivot, xy);
                add_candidates(step.pattern, xz_cell, xz);
                add_candidates(step.pattern, yz_cell, yz);
                step.digits = all;
                step.size = 3;
                return step;
            }
        }
    }
    return std::nullopt;
}

}  // namespace

std::optional<Step> find_xy_wing(const FindContext& context) {
    return find_wing(context, false);
}

std::optional<Step> find_xyz_wing(const FindContext& context) {
    return find_wing(context, true);
}

// Two bivalue cells A and B with the same digits {x,y} that do not see each other, and a
// house where x has only two places C and D, C seeing A and D seeing B: one of A and B is y
// (if A is x, C is not, so D is x and B is y), so y leaves every cell that sees both.
std::optional<Step> find_w_wing(const FindContext& context) {
    if (!context.allows(Technique::w_wing)) return std::nullopt;
    const Position& position = context.position;
    const Geometry& geometry = position.geometry();
    const Sight sees(position);
    const int cells = geometry.cell_count();
    for (int a = 0; a < cells; ++a) {
        const DigitSet pair = position.candidates(a);
        if (pair.size() != 2) continue;
        for (int b = a + 1; b < cells; ++b) {
            if (position.candidates(b) != pair || sees(a, b)) continue;
            for (int x : pair) {
                const int y = (pair - DigitSet::single(x)).lowest();
                const int pincers[2] = {a, b};
                std::vector<CellDigit> victims = common_victims(position, pincers, y);
                if (victims.empty()) continue;
                for (int house = 0; house < geometry.house_count(); ++house) {
                    const std::vector<int> places = digit_places(position, house, x);
                    if (places.size() != 2) continue;
                    for (int flip = 0; flip < 2; ++flip) {
                        const int c = places[flip];
                        const int d = places[1 - flip];
                        if (c == a || c == b || d == a || d == b) continue;
                        if (!sees(c, a) || !sees(d, b)) continue;
                        Step step;
                        step.technique = Technique::w_wing;
                        step.rating = technique_base_rating(Technique::w_wing);
                        step.eliminations = victims;
                        step.houses = {house};
                        step.cells = {a, b, c, d};
                        add_candidates(step.pattern, a, pair);
                        add_candidates(step.pattern, b, pair);
                        step.pattern.push_back({c, x});
                        step.pattern.push_back({d, x});
                        step.digits = pair;
                        step.size = 4;
                        return step;
                    }
                }
            }
        }
    }
    return std::nullopt;
}

std::string describe_wing(const Step& step, const StepWords& words) {
    if (step.cells.size() < 3) {
        return fmt::format("{}: {}", technique_title(step.technique), words.conclusion(step));
    }
    auto cell_with_digits = [&](int cell) {
        return fmt::format("{} {}", words.cell(cell), words.braced(digits_at(step.pattern, cell)));
    };
    if (step.technique == Technique::w_wing && step.cells.size() == 4 && !step.houses.empty()) {
        const DigitSet pair = digits_at(step.pattern, step.cells[0]);
        const DigitSet link = digits_at(step.pattern, step.cells[2]);
        return fmt::format(
            "W-wing: {} and {} both {}, joined by the strong link on {} in {} ({} and {}): {}",
            words.cell(step.cells[0]), words.cell(step.cells[1]), words.braced(pair),
            words.digits(link), words.house(step.houses[0]), words.cell(step.cells[2]),
            words.cell(step.cells[3]), words.conclusion(step));
    }
    return fmt::format("{}: pivot {} with pincers {} and {}: {}", technique_title(step.technique),
                       cell_with_digits(step.cells[0]), cell_with_digits(step.cells[1]),
                       cell_with_digits(step.cells[2]), words.conclusion(step));
}

}  // namespace sudokit::logic
