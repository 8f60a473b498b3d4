// Naked and hidden subsets (pairs, triples, quads) and Sudoku Explainer's direct hidden pair
// and triple.
//
// Facts from Sudoku Explainer 1.2.1 (NakedSet, HiddenSet, CommonTuples) that we match:
// - Houses are scanned as boxes, then columns, then rows, each by index. Inside a house the
//   tuples (of cells for naked sets, of digits for hidden sets) come in colexicographic order
//   (SE's Permutations counts up through the bit masks), and the first tuple that removes
//   something is taken. Every member of a tuple needs at least two candidates (two places)
//   and the tuple's union must have exactly as many digits (cells) as members.
// - Eliminations stay inside the scanned house: a naked pair that also shares a box only
//   clears the house it was found in.
// - In `se` mode SE's house filters apply: a naked set of size n needs at least 2n empty cells
//   in the house, a hidden set more than 2n (below that the complementary naked set is the
//   same fact), a direct hidden set more than n. In `full` mode any house with more than n
//   empty cells is searched.
// - A direct hidden pair/triple is a hidden set whose eliminations leave a hidden single *in
//   the same house* for another digit (the first such digit from 1). SE's DirectHiddenSetHint
//   only places that single (2.0 / 2.5): the set's other candidates stay, and a later step may
//   need them gone (a pointing, say), which changes the rating. So the direct step lists
//   them as evidence (fins), not as eliminations.

#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <span>

#include "logic/finders.hpp"
#include "logic/house_scan.hpp"
#include "logic/step_text.hpp"
#include "logic/tuple_search.hpp"

namespace sudokit::logic {
namespace {

enum class SubsetKind { naked, hidden, direct_hidden };

Technique subset_technique(SubsetKind kind, int size) {
    switch (kind) {
        case SubsetKind::naked:
            return size == 2   ? Technique::naked_pair
                   : size == 3 ? Technique::naked_triple
                               : Technique::naked_quad;
        case SubsetKind::hidden:
            return size == 2   ? Technique::hidden_pair
                   : size == 3 ? Technique::hidden_triple
                               : Technique::hidden_quad;
        case SubsetKind::direct_hidden:
            break;
    }
    return size == 2 ? Technique::direct_hidden_pair : Technique::direct_hidden_triple;
}

class SubsetFinder {
  public:
    SubsetFinder(const FindContext& context, SubsetKind kind, int size)
        : context_(context),
          position_(context.position),
          geometry_(context.geometry()),
          kind_(kind),
          size_(size),
          technique_(subset_technique(kind, size)) {}

    std::optional<Step> find() {
        if (!context_.allows(technique_)) return std::nullopt;
        if (kind_ != SubsetKind::naked) places_ = &context_.places();
        const Shape& shape = geometry_.shape();
        const int side = shape.side();
        for (int box = 0; box < side; ++box) {
            if (auto step = in_house(shape.box_house(box))) return step;
        }
        for (int col = 0; col < side; ++col) {
            if (auto step = in_house(shape.column_house(col))) return step;
        }
        for (int row = 0; row < side; ++row) {
            if (auto step = in_house(shape.row_house(row))) return step;
        }
        // A variant's diagonals and windows.
        for (int house = 3 * side; house < geometry_.house_count(); ++house) {
            if (auto step = in_house(house)) return step;
        }
        return std::nullopt;
    }

  private:
    int least_open_cells() const {
        if (context_.mode != LogicMode::se) return size_ + 1;
        switch (kind_) {
            case SubsetKind::naked:
                return 2 * size_;
            case SubsetKind::hidden:
                return 2 * size_ + 1;
            case SubsetKind::direct_hidden:
                break;
        }
        return size_ + 1;
    }

    std::optional<Step> in_house(int house) {
        const auto cells = geometry_.house_cells(house);
        const int side = geometry_.side();
        int open = 0;
        for (int cell : cells)
            open += position_.filled(cell) ? 0 : 1;
        if (open < least_open_cells()) return std::nullopt;

        // Members: cells (naked) or digits (hidden), each as the set it spans.
        std::array<std::uint64_t, kMaxSize> sets;  // the first `side` are set below
        for (int index = 0; index < side; ++index) {
            const std::uint64_t set =
                kind_ == SubsetKind::naked
                    ? position_.candidates(cells[static_cast<std::size_t>(index)]).bits()
                    : places_->of(house, index + 1);
            const int count = bit_count(set);
            sets[static_cast<std::size_t>(index)] = count >= 2 && count <= size_ ? set : 0;
        }
        std::optional<Step> found;
        auto accept = [&](std::uint64_t members, std::uint64_t unite) {
            found = kind_ == SubsetKind::naked ? naked_step(house, members, unite)
                                               : hidden_step(house, unite, members);
            return found.has_value();
        };
        find_tuple_colex(
            std::span<const std::uint64_t>(sets.data(), static_cast<std::size_t>(side)), size_,
            accept);
        return found;
    }

    // `cell_mask` over the house's cells, `digits` the candidates they share.
    std::optional<Step> naked_step(int house, std::uint64_t cell_mask,
                                   std::uint64_t digit_bits) const {
        const DigitSet digits = DigitSet::from_bits(digit_bits);
        const auto cells = geometry_.house_cells(house);
        if (!removes_from_others(house, cell_mask, digits)) return std::nullopt;
        std::vector<CellDigit> eliminations;
        for (std::size_t index = 0; index < cells.size(); ++index) {
            if ((cell_mask >> index) & 1u) continue;
            for (int digit : position_.candidates(cells[index]) & digits)
                eliminations.push_back({cells[index], digit});
        }
        if (eliminations.empty()) return std::nullopt;
        Step step = pattern_step(house, cell_mask, digits);
        step.eliminations = std::move(eliminations);
        return step;
    }

    // `digit_bits` (bit d-1 for digit d) confined to the cells of `cell_mask`.
    std::optional<Step> hidden_step(int house, std::uint64_t cell_mask,
                                    std::uint64_t digit_bits) const {
        const DigitSet digits = DigitSet::from_bits(digit_bits);
        if (!holds_others(house, cell_mask, digits)) return std::nullopt;
        CellDigit single{-1, 0};
        if (kind_ == SubsetKind::direct_hidden) {
            for (int digit = 1; digit <= geometry_.side() && single.cell < 0; ++digit) {
                if (digits.contains(digit)) continue;
                const std::uint64_t places = places_->of(house, digit);
                const std::uint64_t left = places & ~cell_mask;
                if (bit_count(places) > 1 && bit_count(left) == 1) {
                    single = {house_cell(geometry_, house, std::countr_zero(left)), digit};
                }
            }
            if (single.cell < 0) return std::nullopt;
        }
        Step step = pattern_step(house, cell_mask, digits);
        std::vector<CellDigit>& cleared =
            kind_ == SubsetKind::direct_hidden ? step.fins : step.eliminations;
        for (int cell : step.cells) {
            for (int digit : position_.candidates(cell) - digits)
                cleared.push_back({cell, digit});
        }
        if (single.cell >= 0) step.placements.push_back(single);
        return step;
    }

    // Checked on masks before any step is built: most sets found late in a solve are spent.
    bool removes_from_others(int house, std::uint64_t cell_mask, DigitSet digits) const {
        const auto cells = geometry_.house_cells(house);
        for (std::size_t index = 0; index < cells.size(); ++index) {
            if (((cell_mask >> index) & 1u) == 0 &&
                !(position_.candidates(cells[index]) & digits).empty()) {
                return true;
            }
        }
        return false;
    }
    bool holds_others(int house, std::uint64_t cell_mask, DigitSet digits) const {
        for (std::uint64_t mask = cell_mask; mask != 0; mask &= mask - 1) {
            const int cell = house_cell(geometry_, house, std::countr_zero(mask));
            if (!(position_.candidates(cell) - digits).empty()) return true;
        }
        return false;
    }

    Step pattern_step(int house, std::uint64_t cell_mask, DigitSet digits) const {
        Step step;
        step.technique = technique_;
        step.rating = technique_base_rating(technique_);
        step.houses.push_back(house);
        step.cells = house_cells_of(geometry_, house, cell_mask);
        for (int cell : step.cells) {
            for (int digit : position_.candidates(cell) & digits)
                step.pattern.push_back({cell, digit});
        }
        step.digits = digits;
        step.size = size_;
        return step;
    }

    const FindContext& context_;
    const Position& position_;
    const Geometry& geometry_;
    SubsetKind kind_;
    int size_;
    Technique technique_;
    const DigitPlaces* places_ = nullptr;
};

bool is_naked(Technique technique) {
    return technique == Technique::naked_pair || technique == Technique::naked_triple ||
           technique == Technique::naked_quad;
}

// The distinct cells that lose a candidate, in order, and the digits they lose. A direct
// hidden set keeps the candidates it rules out as fins.
std::vector<int> removed_cells(const Step& step, DigitSet& removed_digits) {
    std::vector<int> cells;
    const bool direct = step.technique == Technique::direct_hidden_pair ||
                        step.technique == Technique::direct_hidden_triple;
    for (const CellDigit& elimination : direct ? step.fins : step.eliminations) {
        removed_digits.insert(elimination.digit);
        if (std::find(cells.begin(), cells.end(), elimination.cell) == cells.end()) {
            cells.push_back(elimination.cell);
        }
    }
    return cells;
}

// "r4c5, r4c6": the cells outside a naked set, listed after the house they belong to.
std::string comma_list(const StepWords& words, const std::vector<int>& cells) {
    std::string text;
    for (int cell : cells) {
        if (!text.empty()) text += ", ";
        text += words.cell(cell);
    }
    return text;
}

}  // namespace

std::optional<Step> find_direct_hidden_pair(const FindContext& context) {
    return SubsetFinder(context, SubsetKind::direct_hidden, 2).find();
}
std::optional<Step> find_direct_hidden_triple(const FindContext& context) {
    return SubsetFinder(context, SubsetKind::direct_hidden, 3).find();
}
std::optional<Step> find_naked_pair(const FindContext& context) {
    return SubsetFinder(context, SubsetKind::naked, 2).find();
}
std::optional<Step> find_naked_triple(const FindContext& context) {
    return SubsetFinder(context, SubsetKind::naked, 3).find();
}
std::optional<Step> find_naked_quad(const FindContext& context) {
    return SubsetFinder(context, SubsetKind::naked, 4).find();
}
std::optional<Step> find_hidden_pair(const FindContext& context) {
    return SubsetFinder(context, SubsetKind::hidden, 2).find();
}
std::optional<Step> find_hidden_triple(const FindContext& context) {
    return SubsetFinder(context, SubsetKind::hidden, 3).find();
}
std::optional<Step> find_hidden_quad(const FindContext& context) {
    return SubsetFinder(context, SubsetKind::hidden, 4).find();
}

std::string describe_subset(const Step& step, const StepWords& words) {
    if (step.houses.empty() || step.cells.empty()) {
        return fmt::format("{}: {}", technique_title(step.technique), words.conclusion(step));
    }
    const std::string title(technique_title(step.technique));
    const std::string house = words.house(step.houses.front());
    DigitSet removed;
    const std::vector<int> removed_from = removed_cells(step, removed);
    if (is_naked(step.technique)) {
        return fmt::format("{} {} in {}: remove {} from the rest of {} ({})", title,
                           words.digit_tuple(step.digits), words.cells(step.cells),
                           words.digits(removed), house, comma_list(words, removed_from));
    }
    const std::string targets = words.cells(removed_from);
    const std::string confined =
        fmt::format("{} {} in {}: {} can only go in {}", title, words.digit_tuple(step.digits),
                    house, words.digits(step.digits), words.cells(step.cells));
    if (step.placements.empty()) {
        return fmt::format("{}, so remove {} from {}", confined, words.digits(removed), targets);
    }
    const CellDigit single = step.placements.front();
    return fmt::format("{}, so without {} in {} the only place left for {} in {} is {}: {}={}",
                       confined, words.digits(removed), targets, words.digit(single.digit), house,
                       words.cell(single.cell), words.cell(single.cell), words.digit(single.digit));
}

}  // namespace sudokit::logic
