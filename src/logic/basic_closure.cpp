#include "logic/basic_closure.hpp"

#include <algorithm>
#include <bit>
#include <stdexcept>

#include "logic/finders.hpp"
#include "logic/intersection_rules.hpp"
#include "logic/singles_rules.hpp"
#include "logic/tuple_search.hpp"
#include "sudokit/bit_count.hpp"
#include "sudokit/puzzle.hpp"

namespace sudokit::logic {
namespace {

// What a technique order entry is to the closure.
enum class EntryKind {
    hidden_singles,
    naked_singles,
    locked_candidates,
    direct_locked_candidates,
    naked_pair,
    naked_triple,
    hidden_pair,
    hidden_triple,
    direct_hidden_pair,
    direct_hidden_triple,
    x_wing,
    swordfish,
    other,
};

EntryKind kind_of(const FinderEntry& entry) {
    const Finder find = entry.find;
    if (find == find_hidden_single) return EntryKind::hidden_singles;
    if (find == find_naked_single) return EntryKind::naked_singles;
    if (find == find_pointing_claiming) return EntryKind::locked_candidates;
    if (find == find_direct_pointing) return EntryKind::direct_locked_candidates;
    if (find == find_naked_pair) return EntryKind::naked_pair;
    if (find == find_naked_triple) return EntryKind::naked_triple;
    if (find == find_hidden_pair) return EntryKind::hidden_pair;
    if (find == find_hidden_triple) return EntryKind::hidden_triple;
    if (find == find_direct_hidden_pair) return EntryKind::direct_hidden_pair;
    if (find == find_direct_hidden_triple) return EntryKind::direct_hidden_triple;
    if (find == find_x_wing) return EntryKind::x_wing;
    if (find == find_swordfish) return EntryKind::swordfish;
    return EntryKind::other;
}

// Raises a size rule from `from` to `to`; sizes come in order (a triple rule also finds the
// pairs), so a missing smaller size ends the closure's part of the order.
bool grow(int& size, int from, int to) {
    if (size != from) return false;
    size = to;
    return true;
}

bool needs_sums_only(TechniqueSet techniques) {
    for (int technique = 0; technique < kTechniqueCount; ++technique) {
        if (techniques.test(static_cast<std::size_t>(technique)) &&
            !technique_needs_sums(static_cast<Technique>(technique))) {
            return false;
        }
    }
    return techniques.any();
}

// The rules for the first `limit` entries of the order (fewer when one cannot be stood for);
// `direct_locked_at` is where a direct pointing entry was taken, or -1.
BasicRules rules_for_prefix(std::span<const FinderEntry> order, TechniqueSet in_mode,
                            TechniqueSet usable, int max_rating, std::size_t limit,
                            std::size_t& direct_locked_at) {
    BasicRules rules;
    direct_locked_at = order.size();
    for (std::size_t index = 0; index < order.size() && index < limit; ++index) {
        const FinderEntry& entry = order[index];
        const TechniqueSet produces = entry.produces & in_mode;
        if ((produces & usable).none()) continue;
        // The closure works on grids without cages, where the cage techniques find nothing.
        if (needs_sums_only(produces)) continue;
        if ((produces & ~usable).any()) break;
        bool within_ceiling = true;
        for (int technique = 0; technique < kTechniqueCount; ++technique) {
            if (produces.test(static_cast<std::size_t>(technique)) &&
                technique_base_rating(static_cast<Technique>(technique)) > max_rating) {
                within_ceiling = false;
            }
        }
        if (!within_ceiling) break;
        bool taken = true;
        switch (kind_of(entry)) {
            case EntryKind::hidden_singles:
                rules.hidden_singles = true;
                break;
            case EntryKind::naked_singles:
                rules.naked_singles = true;
                break;
            case EntryKind::locked_candidates:
                rules.locked_candidates = true;
                break;
            case EntryKind::direct_locked_candidates:
                direct_locked_at = std::min(direct_locked_at, index);
                break;
            case EntryKind::naked_pair:
                taken = grow(rules.naked_sets, 0, 2);
                break;
            case EntryKind::naked_triple:
                taken = grow(rules.naked_sets, 2, 3);
                break;
            case EntryKind::hidden_pair:
                taken = grow(rules.hidden_sets, 0, 2);
                break;
            case EntryKind::hidden_triple:
                taken = grow(rules.hidden_sets, 2, 3);
                break;
            case EntryKind::direct_hidden_pair:
                taken = grow(rules.direct_hidden_sets, 0, 2);
                break;
            case EntryKind::direct_hidden_triple:
                taken = grow(rules.direct_hidden_sets, 2, 3);
                break;
            case EntryKind::x_wing:
                taken = grow(rules.fish, 0, 2);
                break;
            case EntryKind::swordfish:
                taken = grow(rules.fish, 2, 3);
                break;
            case EntryKind::other:
                taken = false;
                break;
        }
        if (!taken) break;
        rules.covered |= produces;
    }
    return rules;
}

}  // namespace

BasicRules basic_rules_for(LogicMode mode, TechniqueSet allowed, int max_rating) {
    const TechniqueSet in_mode = mode == LogicMode::se ? se_techniques() : all_techniques();
    const std::span<const FinderEntry> order = technique_order(mode);
    std::size_t limit = order.size();
    while (true) {
        std::size_t direct_locked_at = 0;
        BasicRules rules = rules_for_prefix(order, in_mode, allowed & in_mode, max_rating, limit,
                                            direct_locked_at);
        rules.se_filters = mode == LogicMode::se;
        // A direct pointing stands only with the plain pointing: alone it would place digits
        // the closure cannot tell apart from a plain pointing's.
        if (direct_locked_at < order.size() && !rules.locked_candidates) {
            limit = direct_locked_at;
            continue;
        }
        return rules;
    }
}

BasicClosure::BasicClosure(const Grid& puzzle, const BasicRules& rules)
    : BasicClosure(puzzle, Geometry::classic(puzzle.shape()), nullptr,
                   HouseCrossings::of(puzzle.shape()), rules) {}

BasicClosure::BasicClosure(const Grid& givens, std::shared_ptr<const Geometry> houses,
                           const HouseCrossings& crossings, const BasicRules& rules)
    : BasicClosure(givens, checked_houses(givens, houses.get()), houses, crossings, rules) {}

// Checked before any table is built from them.
const Geometry& BasicClosure::checked_houses(const Grid& givens, const Geometry* houses) {
    if (houses == nullptr || houses->shape() != givens.shape() || !houses->all_houses_complete() ||
        houses->house_count() > kMaxHouses || houses->house_count() * houses->side() > kMaxPlaces) {
        throw std::invalid_argument("the closure takes the grid's own houses, without cages");
    }
    return *houses;
}

BasicClosure::BasicClosure(const Grid& givens, const Geometry& geometry,
                           std::shared_ptr<const Geometry> variant, const HouseCrossings& crossings,
                           const BasicRules& rules)
    : shape_(givens.shape()),
      geometry_(geometry),
      variant_(std::move(variant)),
      crossings_(crossings),
      rules_(rules),
      side_(shape_.side()),
      house_count_(geometry.house_count()),
      all_digits_(DigitSet::all(side_).bits()),
      houses_per_cell_(3),
      houses_(shape_.houses_of(0).data()) {
    const int cells = shape_.cell_count();
    if (variant_) {
        for (int cell = 0; cell < cells; ++cell) {
            houses_per_cell_ =
                std::max(houses_per_cell_, static_cast<int>(geometry.houses_of(cell).size()));
        }
        variant_houses_.assign(static_cast<std::size_t>(houses_per_cell_ * cells), house_count_);
        for (int cell = 0; cell < cells; ++cell) {
            const auto of_cell = geometry.houses_of(cell);
            std::copy(of_cell.begin(), of_cell.end(),
                      variant_houses_.begin() + houses_per_cell_ * cell);
        }
        houses_ = variant_houses_.data();
    }
    open_ = cells;
    for (int house = 0; house <= house_count_; ++house)
        placed_[house] = 0;
    for (int digit = 0; digit <= side_; ++digit)
        placed_count_[digit] = 0;
    for (int cell = 0; cell < cells; ++cell) {
        marks_[cell] = all_digits_;
        values_[cell] = 0;
        watched_[cell] = false;
    }
    // The most houses a cell is in: three on classic and jigsaw grids, four on windoku, five
    // on X (the centre is on both diagonals).
    switch (houses_per_cell_) {
        case 3:
            place_givens<3>(givens);
            break;
        case 4:
            place_givens<4>(givens);
            break;
        case 5:
            place_givens<5>(givens);
            break;
        default:
            place_givens<0>(givens);
    }
}

template <int kHouses>
void BasicClosure::place_givens(const Grid& givens) {
    for (int cell = 0; cell < shape_.cell_count(); ++cell) {
        if (givens.empty(cell)) {
            open_list_[open_list_size_++] = static_cast<std::uint16_t>(cell);
            continue;
        }
        const int digit = givens[cell];
        if ((candidates<kHouses>(cell) & (std::uint64_t{1} << (digit - 1))) == 0) {
            contradiction_ = true;
        }
        place<kHouses>(cell, digit);
    }
}

template <int kHouses>
void BasicClosure::place(int cell, int digit) {
    const std::uint64_t bit = std::uint64_t{1} << (digit - 1);
    values_[cell] = static_cast<std::uint8_t>(digit);
    places_valid_ = false;
    if (watched_[cell]) --watched_left_;
    --open_;
    ++placed_count_[digit];
    for (int house : houses_of<kHouses>(cell))
        placed_[house] |= bit;
    placed_[house_count_] = 0;  // the spare house stays empty
}

void BasicClosure::eliminate(int cell, std::uint64_t bits) {
    marks_[cell] &= ~bits;
    places_valid_ = false;
}

int BasicClosure::open_cells(int house) const {
    int open = 0;
    for (int cell : geometry_.house_cells(house))
        open += values_[cell] == 0 ? 1 : 0;
    return open;
}

void BasicClosure::build_places() {
    if (places_valid_) return;
    places_valid_ = true;
    // Each cell's candidates once, read again for each of its houses.
    std::array<std::uint64_t, kMaxCells> open;
    for (int cell = 0; cell < shape_.cell_count(); ++cell)
        open[cell] = candidates(cell);
    for (int index = 0; index < house_count_ * side_; ++index)
        places_[index] = 0;
    for (int house = 0; house < house_count_; ++house) {
        std::uint64_t* masks = &places_[house * side_];
        const auto cells = geometry_.house_cells(house);
        for (int index = 0; index < side_; ++index) {
            for (std::uint64_t bits = open[cells[index]]; bits != 0; bits &= bits - 1)
                masks[std::countr_zero(bits)] |= std::uint64_t{1} << index;
        }
    }
}

// Naked and hidden singles until none is left. Also finds contradictions: an empty cell
// without candidates, a digit without a place in a house.
//
// One pass over the open cells places the naked singles and gathers, for every house, the
// digits seen once and more than once; the hidden singles follow from those. Candidates only
// shrink, so a digit seen once in the pass has at most one place afterwards: none is a
// contradiction (or the digit was placed meanwhile), one is a hidden single.
bool BasicClosure::singles() {
    switch (houses_per_cell_) {
        case 3:
            return singles_with<3>();
        case 4:
            return singles_with<4>();
        case 5:
            return singles_with<5>();
        default:
            return singles_with<0>();
    }
}

template <int kHouses>
bool BasicClosure::singles_with() {
    bool changed = false;
    const int houses = house_count_;
    auto& tallies = tallies_;
    // The closure's candidates as the singles rules read them.
    struct View {
        const BasicClosure& closure;
        std::uint64_t open_candidates(int cell) const { return closure.candidates<kHouses>(cell); }
    };
    const View view{*this};
    while (!contradiction_ && open_ > 0 && !(watching_ && watched_left_ == 0)) {
        bool progress = false;
        for (int house = 0; house <= houses; ++house)
            tallies[house] = DigitTally{};
        int kept = 0;
        for (int index = 0; index < open_list_size_; ++index) {
            const int cell = open_list_[index];
            if (values_[cell] != 0) continue;
            const std::uint64_t bits = candidates<kHouses>(cell);
            if (bits == 0) {
                contradiction_ = true;
                return changed;
            }
            if (rules_.naked_singles && is_naked_single(bits)) {
                place<kHouses>(cell, digit_of_bit(bits));
                progress = true;
                continue;
            }
            open_list_[kept++] = static_cast<std::uint16_t>(cell);
            for (int house : houses_of<kHouses>(cell))
                tallies[house].add(bits);
        }
        open_list_size_ = kept;
        if (rules_.hidden_singles) {
            for (int house = 0; house < houses; ++house) {
                if (tallies[house].digit_lost(placed_[house], all_digits_)) {
                    contradiction_ = true;
                    return changed;
                }
                for (std::uint64_t lone = tallies[house].lone() & ~placed_[house]; lone != 0;
                     lone &= lone - 1) {
                    const std::uint64_t bit = lone & (~lone + 1);
                    if (placed_[house] & bit) continue;  // placed by an earlier single here
                    // Earlier singles of this pass only took candidates away: one place at
                    // most is left.
                    const int target = place_of(view, geometry_.house_cells(house), bit);
                    if (target < 0) {
                        contradiction_ = true;
                        return changed;
                    }
                    place<kHouses>(target, digit_of_bit(bit));
                    progress = true;
                }
            }
        }
        if (!progress) break;
        changed = true;
    }
    return changed;
}

// Locked candidates (intersection_rules.hpp) from every house as the base, each reading the
// places at the start of the pass: on a classic grid pointing from the boxes and claiming
// from the rows and columns; on a variant also where diagonals, windows or regions cross.
// A base whose places for a digit are those an earlier pass read is passed over: that pass
// took the digit from whatever cover those places lock (candidates only shrink), so reading
// them again would find nothing to take.
bool BasicClosure::locked_candidates() {
    build_places();
    bool changed = false;
    const bool skip_unchanged = locks_read_;
    locks_read_ = true;
    for (int base = 0; base < house_count_; ++base) {
        for (int digit = 1; digit <= side_; ++digit) {
            const int entry = base * side_ + digit - 1;
            if (skip_unchanged && places_[entry] == lock_places_[entry]) continue;
            lock_places_[entry] = places_[entry];
            const std::uint64_t bit = std::uint64_t{1} << (digit - 1);
            crossings_.for_each_lock(base, places_[entry], [&](const Crossing& crossing) {
                const auto cover_cells = geometry_.house_cells(crossing.cover);
                for (std::uint64_t removed =
                         lock_removals(crossing, places_[crossing.cover * side_ + digit - 1]);
                     removed != 0; removed &= removed - 1) {
                    const int cell =
                        cover_cells[static_cast<std::size_t>(std::countr_zero(removed))];
                    if (candidates(cell) & bit) {
                        eliminate(cell, bit);
                        changed = true;
                    }
                }
            });
        }
    }
    return changed;
}

// Cells of a house whose candidates together number as many as the cells: those digits go
// nowhere else in the house.
bool BasicClosure::naked_sets(int size) {
    bool changed = false;
    std::array<std::uint64_t, kMaxSize> sets;  // a member cell's candidates, else 0
    for (int house = 0; house < house_count_; ++house) {
        const int open = open_cells(house);
        if (rules_.se_filters ? open < 2 * size : open <= size) continue;
        const auto cells = geometry_.house_cells(house);
        for (int index = 0; index < side_; ++index) {
            const std::uint64_t marks = candidates(cells[index]);
            const int count = bit_count(marks);
            sets[index] = count >= 2 && count <= size ? marks : 0;
        }
        auto clear_others = [&](std::uint64_t chosen, std::uint64_t digits) {
            for (int index = 0; index < side_; ++index) {
                if ((chosen >> index) & 1u) continue;
                if (candidates(cells[index]) & digits) {
                    eliminate(cells[index], digits);
                    changed = true;
                }
            }
            return false;  // every set, not the first
        };
        find_tuple_colex(std::span<const std::uint64_t>(sets.data(), side_), size, clear_others);
    }
    return changed;
}

// Digits of a house whose places together number as many as the digits: those cells hold
// nothing else (plain hidden sets), or, for the direct forms, another digit left with one
// place outside them goes there.
bool BasicClosure::hidden_sets(int size, bool direct) {
    build_places();
    bool changed = false;
    std::array<std::uint64_t, kMaxSize> sets;  // a member digit's places, else 0
    for (int house = 0; house < house_count_; ++house) {
        const int open = open_cells(house);
        const int least = direct ? size + 1 : rules_.se_filters ? 2 * size + 1 : size + 1;
        if (open < least) continue;
        const auto cells = geometry_.house_cells(house);
        const std::uint64_t* places = &places_[house * side_];
        for (int digit = 0; digit < side_; ++digit) {
            const int spots = bit_count(places[digit]);
            sets[digit] = spots >= 2 && spots <= size ? places[digit] : 0;
        }
        auto apply = [&](std::uint64_t digits, std::uint64_t spots) {
            if (!direct) {
                for (std::uint64_t bits = spots; bits != 0; bits &= bits - 1) {
                    const int cell = cells[std::countr_zero(bits)];
                    if (candidates(cell) & ~digits) {
                        eliminate(cell, ~digits);
                        changed = true;
                    }
                }
                return false;  // every set, not the first
            }
            for (int digit = 0; digit < side_; ++digit) {
                if ((digits >> digit) & 1u) continue;
                const std::uint64_t left = places[digit] & ~spots;
                if (bit_count(places[digit]) > 1 && bit_count(left) == 1) {
                    const int cell = cells[std::countr_zero(left)];
                    if (values_[cell] == 0 && (candidates(cell) >> digit) & 1u) {
                        place(cell, digit + 1);
                        changed = true;
                    }
                }
            }
            return false;
        };
        find_tuple_colex(std::span<const std::uint64_t>(sets.data(), side_), size, apply);
    }
    return changed;
}

// Basic fish: `size` base lines whose places for a digit lie on `size` cover lines clear the
// digit from the rest of those cover lines.
bool BasicClosure::fish(int size, bool rows_are_base) {
    build_places();
    bool changed = false;
    std::array<std::uint64_t, kMaxSize> sets;  // a member base line's places, else 0
    for (int digit = 1; digit <= side_; ++digit) {
        if (rules_.se_filters && placed_count_[digit] + 2 * size > side_) continue;
        const std::uint64_t bit = std::uint64_t{1} << (digit - 1);
        for (int line = 0; line < side_; ++line) {
            const int house = rows_are_base ? shape_.row_house(line) : shape_.column_house(line);
            const std::uint64_t places = places_[house * side_ + digit - 1];
            const int spots = bit_count(places);
            sets[line] = spots >= 2 && spots <= size ? places : 0;
        }
        auto clear_covers = [&](std::uint64_t base, std::uint64_t cover) {
            for (std::uint64_t lines = cover; lines != 0; lines &= lines - 1) {
                const int cover_line = std::countr_zero(lines);
                for (int line = 0; line < side_; ++line) {
                    if ((base >> line) & 1u) continue;
                    const int cell = rows_are_base ? shape_.cell_at(line, cover_line)
                                                   : shape_.cell_at(cover_line, line);
                    if (candidates(cell) & bit) {
                        eliminate(cell, bit);
                        changed = true;
                    }
                }
            }
            return false;  // every fish, not the first
        };
        find_tuple_colex(std::span<const std::uint64_t>(sets.data(), side_), size, clear_covers);
    }
    return changed;
}

void BasicClosure::watch(std::span<const int> cells) {
    watching_ = true;
    for (int cell : cells) {
        if (values_[cell] != 0 || watched_[cell]) continue;
        watched_[cell] = true;
        ++watched_left_;
    }
}

ClosureOutcome BasicClosure::run() {
    while (true) {
        singles();
        if (contradiction_) return ClosureOutcome::contradiction;
        if (open_ == 0) return ClosureOutcome::solved;
        if (watching_ && watched_left_ == 0) return ClosureOutcome::watched_placed;
        // Cheapest sweeps first; any change goes back to the singles.
        if (rules_.locked_candidates && locked_candidates()) continue;
        bool changed = false;
        for (int size = 2; size <= 3 && !changed; ++size) {
            changed = (rules_.naked_sets >= size && naked_sets(size)) ||
                      (rules_.fish >= size && (fish(size, false) || fish(size, true))) ||
                      (rules_.hidden_sets >= size && hidden_sets(size, false)) ||
                      (rules_.direct_hidden_sets >= size && rules_.hidden_sets < size &&
                       hidden_sets(size, true));
        }
        if (!changed) return ClosureOutcome::stuck;
    }
}

Position BasicClosure::position() const {
    const int cells = shape_.cell_count();
    Grid placed(shape_);
    Candidates marks(shape_);
    for (int cell = 0; cell < cells; ++cell) {
        if (values_[cell] != 0) {
            placed.set(cell, values_[cell]);
        } else {
            // (Free of the placed digits of the cell's houses: candidates() takes them out.)
            marks[cell] = DigitSet::from_bits(candidates(cell));
        }
    }
    return Position::from_state(variant_, std::move(placed), std::move(marks));
}

void BasicClosure::apply(const Step& step) {
    for (const CellDigit& placement : step.placements) {
        if (values_[placement.cell] != 0) continue;
        if ((candidates(placement.cell) & (std::uint64_t{1} << (placement.digit - 1))) == 0) {
            contradiction_ = true;
        }
        place(placement.cell, placement.digit);
    }
    for (const CellDigit& elimination : step.eliminations)
        eliminate(elimination.cell, std::uint64_t{1} << (elimination.digit - 1));
}

}  // namespace sudokit::logic
