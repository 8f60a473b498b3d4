// Locked candidates: pointing (a digit's places in a box all lie in one row or column, so
// the rest of that line loses it) and claiming (a digit's places in a row or column all lie in
// one box, so the rest of that box loses it), and Sudoku Explainer's "direct" forms.
//
// Facts from Sudoku Explainer 1.2.1 (Locking) that we match in both modes:
// - Scan order: (box, column) pairs, then (box, row), then (column, box), then (row, box);
//   the first house by index, then the crossing house by index, then digits from 1. Only
//   digits with at least two places in the first house count (one place is a hidden single).
// - The direct forms are found the same way, but only count when the eliminations leave a
//   hidden single in another house of the *same kind* as the first house that crosses the
//   second one (for pointing, another box along the line; for claiming, another parallel line
//   through the box), the first such house by index. The step then removes every candidate
//   the plain form removes and places that single at once (SE's DirectLockingHint both
//   eliminates and sets the value), rated 1.7 (pointing) or 1.9 (claiming).
// A consequence worth knowing: when a band holds three boxes (9x9), a direct claiming is never
// the first step, because the band's third box then points along the third line and leaves
// the same single (or that single was already hidden); it shows on 16x16 and larger.

#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <bit>
#include <cstdint>
#include <span>
#include <stdexcept>

#include "logic/finders.hpp"
#include "logic/house_scan.hpp"
#include "logic/intersection_rules.hpp"
#include "logic/step_text.hpp"

namespace sudokit::logic {
namespace {

struct HiddenSingle {
    int cell = -1;
    int digit = 0;
};

// The houses of one kind, in index order (a jigsaw's regions are numbered as boxes).
int house_of_kind(const Shape& shape, HouseKind kind, int index) {
    switch (kind) {
        case HouseKind::row:
            return shape.row_house(index);
        case HouseKind::column:
            return shape.column_house(index);
        default:
            return shape.box_house(index);
    }
}

// A jigsaw's region takes the box's part.
HouseKind role(HouseKind kind) {
    return kind == HouseKind::region ? HouseKind::box : kind;
}

// Houses a variant adds to rows, columns and boxes (or regions).
bool extra_house(HouseKind kind) {
    return kind == HouseKind::diagonal || kind == HouseKind::window;
}

// More than a house ever crosses: crossings share two cells or more, so a house crosses fewer
// houses than the geometry has, at most 3 x 64 on a classic grid and fewer on a variant
// (up to 32x32, with its diagonals and windows).
constexpr std::size_t kMaxCrossingsOfHouse = 4 * kMaxSize;

class LockFinder {
  public:
    LockFinder(const FindContext& context, bool direct)
        : context_(context),
          geometry_(context.geometry()),
          crossings_(context.crossings()),
          places_(context.places()),
          direct_(direct) {}

    std::optional<Step> find() {
        const Technique pointing = direct_ ? Technique::direct_pointing : Technique::pointing;
        const Technique claiming = direct_ ? Technique::direct_claiming : Technique::claiming;
        if (context_.allows(pointing)) {
            if (auto step = locks(HouseKind::box, HouseKind::column, pointing)) return step;
            if (auto step = locks(HouseKind::box, HouseKind::row, pointing)) return step;
        }
        if (context_.allows(claiming)) {
            if (auto step = locks(HouseKind::column, HouseKind::box, claiming)) return step;
            if (auto step = locks(HouseKind::row, HouseKind::box, claiming)) return step;
        }
        if (!direct_ && context_.position.variant()) return extra_locks(pointing, claiming);
        return std::nullopt;
    }

  private:
    // The locks from bases of one kind into covers of another, in SE's order: base, then
    // cover, then digit.
    std::optional<Step> locks(HouseKind base_kind, HouseKind cover_kind, Technique technique) {
        const int side = geometry_.side();
        for (int index = 0; index < side; ++index) {
            const int base = house_of_kind(geometry_.shape(), base_kind, index);
            const std::span<const Crossing> crossings = crossings_.of_house(base);
            // The digits confined to each crossing (by its index in `crossings`; bit d-1 for
            // digit d), so that the scan below visits only those, in SE's order.
            std::array<std::uint64_t, kMaxCrossingsOfHouse> confined;
            if (crossings.size() > confined.size()) throw std::logic_error("too many crossings");
            std::fill_n(confined.begin(), crossings.size(), std::uint64_t{0});
            bool any = false;
            for (int digit = 1; digit <= side; ++digit) {
                crossings_.for_each_lock(base, places_.of(base, digit), [&](const Crossing& lock) {
                    if (role(kind_of(lock.cover)) != cover_kind) return;
                    confined[&lock - crossings.data()] |= std::uint64_t{1} << (digit - 1);
                    any = true;
                });
            }
            if (!any) continue;
            for (std::size_t at = 0; at < crossings.size(); ++at) {
                const Crossing& lock = crossings[at];
                for (std::uint64_t digits = confined[at]; digits != 0; digits &= digits - 1) {
                    const int digit = std::countr_zero(digits) + 1;
                    // Checked on masks first: most locks found late in a solve remove nothing.
                    if (lock_removals(lock, places_.of(lock.cover, digit)) == 0) continue;
                    const HiddenSingle single =
                        direct_ ? follower(base, lock, digit) : HiddenSingle{};
                    if (auto step = conclude(base, lock, digit, technique, single)) return step;
                }
            }
        }
        return std::nullopt;
    }

    // A variant's locks into or out of its extra houses (a diagonal crossing a box, a window
    // crossing a row...), after the classic ones: house by house, cover by cover, digit by
    // digit. Pointing when the base is a box, region or window, claiming otherwise.
    std::optional<Step> extra_locks(Technique pointing, Technique claiming) const {
        for (int base = 0; base < geometry_.house_count(); ++base) {
            const HouseKind base_kind = kind_of(base);
            const Technique technique =
                role(base_kind) == HouseKind::box || base_kind == HouseKind::window ? pointing
                                                                                    : claiming;
            if (!context_.allows(technique)) continue;
            for (const Crossing& lock : crossings_.of_house(base)) {
                if (!extra_house(base_kind) && !extra_house(kind_of(lock.cover))) continue;
                for (int digit = 1; digit <= geometry_.side(); ++digit) {
                    const std::uint64_t places = places_.of(base, digit);
                    if (bit_count(places) < 2 || (places & ~lock.in_base) != 0) continue;
                    if (lock_removals(lock, places_.of(lock.cover, digit)) == 0) continue;
                    if (auto step = conclude(base, lock, digit, technique, {})) return step;
                }
            }
        }
        return std::nullopt;
    }

    HouseKind kind_of(int house) const { return geometry_.house(house).kind; }

    // For the direct forms: another house of the base's kind crossing the cover (another box
    // along the line, another line through the box), the first by index, that the lock leaves
    // with one place for the digit.
    HiddenSingle follower(int base, const Crossing& lock, int digit) const {
        const HouseKind base_kind = kind_of(base);
        for (const Crossing& other : crossings_.of_house(lock.cover)) {
            if (other.cover == base || kind_of(other.cover) != base_kind) continue;
            const std::uint64_t places = places_.of(other.cover, digit);
            const std::uint64_t left = places & ~other.in_cover;
            if (bit_count(places) > 1 && bit_count(left) == 1) {
                return {house_cell(geometry_, other.cover, std::countr_zero(left)), digit};
            }
        }
        return {};
    }

    std::optional<Step> conclude(int base, const Crossing& lock, int digit, Technique technique,
                                 HiddenSingle single) const {
        if (direct_ && single.cell < 0) return std::nullopt;
        const std::vector<int> eliminated = house_cells_of(
            geometry_, lock.cover, lock_removals(lock, places_.of(lock.cover, digit)));
        if (eliminated.empty()) return std::nullopt;
        const std::vector<int> base_cells =
            house_cells_of(geometry_, base, places_.of(base, digit));
        Step step;
        step.technique = technique;
        step.rating = technique_base_rating(technique);
        if (direct_) step.placements.push_back({single.cell, single.digit});
        for (int cell : eliminated)
            step.eliminations.push_back({cell, digit});
        step.houses.push_back(base);
        step.cover_houses.push_back(lock.cover);
        for (int cell : base_cells)
            step.pattern.push_back({cell, digit});
        step.cells = base_cells;
        step.digits = DigitSet::single(digit);
        return step;
    }

    const FindContext& context_;
    const Geometry& geometry_;
    const HouseCrossings& crossings_;
    const DigitPlaces& places_;
    bool direct_;
};

// The house in which a direct step's single is hidden: the box (or region) of the placed
// cell for pointing, the line of the base's kind through it for claiming.
int single_house(const Step& step, const Geometry& geometry) {
    const int cell = step.placements.front().cell;
    const HouseKind kind = step.technique == Technique::direct_pointing
                               ? role(geometry.house(step.houses.front()).kind)
                               : geometry.house(step.houses.front()).kind;
    for (int house : geometry.houses_of(cell)) {
        if (role(geometry.house(house).kind) == kind) return house;
    }
    return step.houses.front();
}

}  // namespace

std::optional<Step> find_direct_pointing(const FindContext& context) {
    if (!context.allows(Technique::direct_pointing) &&
        !context.allows(Technique::direct_claiming)) {
        return std::nullopt;
    }
    return LockFinder(context, true).find();
}

std::optional<Step> find_pointing_claiming(const FindContext& context) {
    if (!context.allows(Technique::pointing) && !context.allows(Technique::claiming)) {
        return std::nullopt;
    }
    return LockFinder(context, false).find();
}

std::string describe_intersection(const Step& step, const StepWords& words) {
    if (step.houses.empty() || step.cover_houses.empty() || step.digits.empty()) {
        return fmt::format("{}: {}", technique_title(step.technique), words.conclusion(step));
    }
    const std::string digit = words.digit(step.digits.lowest());
    const std::string base = words.house(step.houses.front());
    const std::string cover = words.house(step.cover_houses.front());
    std::vector<int> removed;
    for (const CellDigit& elimination : step.eliminations)
        removed.push_back(elimination.cell);
    const std::string pattern =
        fmt::format("{}: in {}, {} lies only in {} ({})", technique_title(step.technique), base,
                    digit, cover, words.cells(step.cells));
    if (step.placements.empty()) {
        return fmt::format("{}, so remove {} from the rest of {} ({})", pattern, digit, cover,
                           words.cells(removed));
    }
    const CellDigit single = step.placements.front();
    return fmt::format(
        "{}; removing {} from the rest of {} ({}) leaves {} as its only place in {}, so {}={}",
        pattern, digit, cover, words.cells(removed), words.cell(single.cell),
        words.house(single_house(step, words.geometry())), words.cell(single.cell),
        words.digit(single.digit));
}

}  // namespace sudokit::logic
