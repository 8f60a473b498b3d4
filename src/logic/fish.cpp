// Basic fish (X-wing, swordfish, jellyfish) and their finned and sashimi forms.
//
// Facts from Sudoku Explainer 1.2.1 (Fisherman, CommonTuples) that the basic fish match in
// both modes:
// - Columns are tried as base lines first (eliminations in rows), then rows.
// - Tuples of base lines come in colexicographic order, digits from 1 inside each tuple; the
//   first tuple that removes something is taken. Every base line needs at least two places for
//   the digit, and together they span exactly n cover lines.
// - In `se` mode a digit is skipped when fewer than 2n of its copies are missing from the
//   grid (SE's shortcut; such a fish could only repeat a single), so the first fish is SE's.
//
// Finned and sashimi fish are not in SE. A finned fish is a fish whose base lines also hold
// the digit outside the cover lines, in cells (the fins) that all share one box: either a fin
// is true, or the fish stands; a cover-line cell outside the base lines that also lies in the
// fins' box loses the digit in both cases. It is sashimi when some base line keeps only one
// cell on the cover lines (without the fins the fish would be degenerate). On a variant's houses
// the fins may lie anywhere a target sees them all from (FinnedFishFinder::find_on_houses).

#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <span>

#include "logic/finders.hpp"
#include "logic/house_scan.hpp"
#include "logic/pattern_helpers.hpp"
#include "logic/step_text.hpp"
#include "logic/tuple_search.hpp"

namespace sudokit::logic {
namespace {

// Base lines of one direction: rows (positions are columns) or columns (positions are rows).
struct Orientation {
    const Shape& shape;
    bool rows_are_base;

    int base_house(int line) const {
        return rows_are_base ? shape.row_house(line) : shape.column_house(line);
    }
    int cover_house(int line) const {
        return rows_are_base ? shape.column_house(line) : shape.row_house(line);
    }
    int cell(int base_line, int cover_line) const {
        return rows_are_base ? shape.cell_at(base_line, cover_line)
                             : shape.cell_at(cover_line, base_line);
    }
    // How far a box reaches along a base line, and across the base lines.
    int box_length() const { return rows_are_base ? shape.box_cols() : shape.box_rows(); }
    int box_depth() const { return rows_are_base ? shape.box_rows() : shape.box_cols(); }
};

Technique basic_fish(int size) {
    return size == 2 ? Technique::x_wing : size == 3 ? Technique::swordfish : Technique::jellyfish;
}
Technique finned_fish(int size) {
    return size == 2   ? Technique::finned_x_wing
           : size == 3 ? Technique::finned_swordfish
                       : Technique::finned_jellyfish;
}
Technique sashimi_fish(int size) {
    return size == 2   ? Technique::sashimi_x_wing
           : size == 3 ? Technique::sashimi_swordfish
                       : Technique::sashimi_jellyfish;
}

// The step of a fish on `digit`: base lines, cover lines (masks over line indexes), fins.
Step fish_step(Technique technique, const Orientation& lines, const DigitPlaces& places, int digit,
               std::uint64_t base, std::uint64_t cover, std::vector<CellDigit> eliminations,
               std::vector<CellDigit> fins, int size) {
    Step step;
    step.technique = technique;
    step.rating = technique_base_rating(technique);
    step.eliminations = std::move(eliminations);
    for (int line : bit_indexes(base)) {
        step.houses.push_back(lines.base_house(line));
        for (int cross : bit_indexes(places.of(lines.base_house(line), digit) & cover)) {
            step.cells.push_back(lines.cell(line, cross));
        }
    }
    for (int line : bit_indexes(cover))
        step.cover_houses.push_back(lines.cover_house(line));
    std::sort(step.cells.begin(), step.cells.end());
    for (int cell : step.cells)
        step.pattern.push_back({cell, digit});
    step.fins = std::move(fins);
    std::sort(step.fins.begin(), step.fins.end());
    std::sort(step.eliminations.begin(), step.eliminations.end());
    step.digits = DigitSet::single(digit);
    step.size = size;
    return step;
}

// Cover-line cells outside the base lines that hold the digit.
std::vector<CellDigit> fish_eliminations(const Orientation& lines, const DigitPlaces& places,
                                         int digit, std::uint64_t base, std::uint64_t cover) {
    std::vector<CellDigit> eliminations;
    for (int line : bit_indexes(cover)) {
        for (int other : bit_indexes(places.of(lines.cover_house(line), digit) & ~base))
            eliminations.push_back({lines.cell(other, line), digit});
    }
    return eliminations;
}

std::optional<Step> find_basic_fish(const FindContext& context, int size) {
    const Technique technique = basic_fish(size);
    if (!context.allows(technique)) return std::nullopt;
    const Shape& shape = context.position.shape();
    const int side = shape.side();
    const DigitPlaces& places = context.places();
    for (bool rows_are_base : {false, true}) {
        const Orientation lines{shape, rows_are_base};
        std::uint64_t best_base = ~std::uint64_t{0};
        int best_digit = 0;
        std::uint64_t best_cover = 0;
        for (int digit = 1; digit <= side; ++digit) {
            if (context.mode == LogicMode::se && places.placed_count(digit) + 2 * size > side) {
                continue;
            }
            std::array<std::uint64_t, kMaxSize> sets;  // the first `side` are set below
            for (int line = 0; line < side; ++line) {
                const std::uint64_t set = places.of(lines.base_house(line), digit);
                const int count = bit_count(set);
                sets[static_cast<std::size_t>(line)] = count >= 2 && count <= size ? set : 0;
            }
            auto removes_something = [&](std::uint64_t base, std::uint64_t cover) {
                if (base >= best_base) return true;  // colex order: nothing better follows
                for (int line : bit_indexes(cover)) {
                    if ((places.of(lines.cover_house(line), digit) & ~base) != 0) {
                        best_base = base;
                        best_digit = digit;
                        best_cover = cover;
                        return true;
                    }
                }
                return false;
            };
            find_tuple_colex(
                std::span<const std::uint64_t>(sets.data(), static_cast<std::size_t>(side)), size,
                removes_something);
        }
        if (best_digit != 0) {
            return fish_step(technique, lines, places, best_digit, best_base, best_cover,
                             fish_eliminations(lines, places, best_digit, best_base, best_cover),
                             {}, size);
        }
    }
    return std::nullopt;
}

// Finned and sashimi fish of one size, digit by digit, rows as base lines first.
class FinnedFishFinder {
  public:
    FinnedFishFinder(const FindContext& context, int size)
        : context_(context),
          shape_(context.position.shape()),
          places_(context.places()),
          size_(size) {}

    std::optional<Step> find() {
        if (context_.position.variant()) return find_on_houses();
        const int side = shape_.side();
        for (int digit = 1; digit <= side; ++digit) {
            for (bool rows_are_base : {true, false}) {
                const Orientation lines{shape_, rows_are_base};
                for (int line = 0; line < side; ++line) {
                    const std::uint64_t set = places_.of(lines.base_house(line), digit);
                    const int count = bit_count(set);
                    sets_[static_cast<std::size_t>(line)] =
                        count >= 1 && count <= size_ + lines.box_length() ? set : 0;
                }
                if (auto step = pick(lines, digit, 0, size_, 0, 0)) return step;
            }
        }
        return std::nullopt;
    }

  private:
    // On a variant's houses the fins need not share a box: a target is any cover-line cell
    // off the base lines that sees every fin through some house. Every choice of base lines
    // and of cover lines among the positions they use is tried, digit by digit, rows first,
    // with the classic search's bound: the base lines use at most `size` positions plus a box's
    // length (so the choices stay few on 16x16 and 25x25); the search stops when asked to.
    std::optional<Step> find_on_houses() {
        const int side = shape_.side();
        const Sight sight(context_.position);
        for (int digit = 1; digit <= side; ++digit) {
            for (bool rows_are_base : {true, false}) {
                const Orientation lines{shape_, rows_are_base};
                std::array<std::uint64_t, kMaxSize> sets;  // the first `side` are set below
                std::uint64_t usable = 0;
                for (int line = 0; line < side; ++line) {
                    const std::uint64_t set = places_.of(lines.base_house(line), digit);
                    sets[static_cast<std::size_t>(line)] = 0;
                    if (set == 0 || bit_count(set) > size_ + lines.box_length()) continue;
                    sets[static_cast<std::size_t>(line)] = set;
                    usable |= std::uint64_t{1} << line;
                }
                std::optional<Step> found;
                const bool stopped =
                    for_each_submask_of_size(usable, size_, [&](std::uint64_t base) {
                        if (context_.should_stop()) return true;
                        std::uint64_t unite = 0;
                        for (int line : bit_indexes(base))
                            unite |= sets[static_cast<std::size_t>(line)];
                        const int positions = bit_count(unite);
                        // No fins (or degenerate), or more positions than cover lines and fins.
                        if (positions <= size_ || positions > size_ + lines.box_length())
                            return false;
                        return for_each_submask_of_size(unite, size_, [&](std::uint64_t cover) {
                            found = try_cover_anywhere(lines, sets, sight, digit, base, cover);
                            return found.has_value();
                        });
                    });
                if (found || stopped) return found;
            }
        }
        return std::nullopt;
    }

    // Calls visit(mask) for each subset of `bits` with `count` bits, in increasing order,
    // until visit returns true; returns whether it did.
    template <typename Visit>
    static bool for_each_submask_of_size(std::uint64_t bits, int count, Visit&& visit) {
        std::vector<int> indexes;
        for (int index : bit_indexes(bits))
            indexes.push_back(index);
        return for_each_combination(
            count, static_cast<int>(indexes.size()), [&](const std::vector<int>& picks) {
                std::uint64_t mask = 0;
                for (int pick : picks)
                    mask |= std::uint64_t{1} << indexes[static_cast<std::size_t>(pick)];
                return visit(mask);
            });
    }

    std::optional<Step> try_cover_anywhere(const Orientation& lines,
                                           const std::array<std::uint64_t, kMaxSize>& sets,
                                           const Sight& sight, int digit, std::uint64_t base,
                                           std::uint64_t cover) const {
        bool sashimi = false;
        std::vector<int> fin_cells;
        for (int line : bit_indexes(base)) {
            const std::uint64_t set = sets[static_cast<std::size_t>(line)];
            const int body = bit_count(set & cover);
            if (body == 0) return std::nullopt;
            if (body == 1) sashimi = true;
            for (int cross : bit_indexes(set & ~cover))
                fin_cells.push_back(lines.cell(line, cross));
        }
        const Technique technique = sashimi ? sashimi_fish(size_) : finned_fish(size_);
        if (fin_cells.empty() || !context_.allows(technique)) return std::nullopt;
        std::vector<CellDigit> eliminations;
        for (int cross : bit_indexes(cover)) {
            for (int line : bit_indexes(places_.of(lines.cover_house(cross), digit) & ~base)) {
                const int target = lines.cell(line, cross);
                if (std::all_of(fin_cells.begin(), fin_cells.end(),
                                [&](int fin) { return sight(target, fin); })) {
                    eliminations.push_back({target, digit});
                }
            }
        }
        if (eliminations.empty()) return std::nullopt;
        std::vector<CellDigit> fins;
        for (int fin : fin_cells)
            fins.push_back({fin, digit});
        return fish_step(technique, lines, places_, digit, base, cover, std::move(eliminations),
                         std::move(fins), size_);
    }

    std::optional<Step> pick(const Orientation& lines, int digit, int from, int left,
                             std::uint64_t base, std::uint64_t unite) {
        const int side = shape_.side();
        for (int line = from; line <= side - left; ++line) {
            const std::uint64_t set = sets_[static_cast<std::size_t>(line)];
            if (set == 0) continue;
            const std::uint64_t grown = unite | set;
            if (!fits_one_stack(lines, grown)) continue;
            const std::uint64_t with = base | (std::uint64_t{1} << line);
            std::optional<Step> step = left == 1
                                           ? with_fins(lines, digit, with, grown)
                                           : pick(lines, digit, line + 1, left - 1, with, grown);
            if (step) return step;
        }
        return std::nullopt;
    }

    // Whether some box stack could hold every position the cover lines leave out: at most
    // `size` positions may lie outside it. Cuts the search of base lines early.
    bool fits_one_stack(const Orientation& lines, std::uint64_t unite) const {
        const int length = lines.box_length();
        for (int first = 0; first < shape_.side(); first += length) {
            const std::uint64_t stack = ((std::uint64_t{1} << length) - 1u) << first;
            if (bit_count(unite & ~stack) <= size_) return true;
        }
        return false;
    }

    // Tries every box stack for the fins, and every choice of cover lines there.
    std::optional<Step> with_fins(const Orientation& lines, int digit, std::uint64_t base,
                                  std::uint64_t unite) const {
        const int length = lines.box_length();
        for (int first = 0; first < shape_.side(); first += length) {
            const std::uint64_t stack = ((std::uint64_t{1} << length) - 1u) << first;
            const std::uint64_t needed = unite & ~stack;  // cover lines the fins cannot replace
            const std::uint64_t optional = unite & stack;
            const int extra = size_ - bit_count(needed);
            if (extra < 0 || extra >= bit_count(optional)) continue;  // no room for a fin
            // Every subset of `optional` with `extra` lines, by submask enumeration.
            for (std::uint64_t chosen = optional;; chosen = (chosen - 1) & optional) {
                if (bit_count(chosen) == extra) {
                    if (auto step = try_cover(lines, digit, base, needed | chosen, first)) {
                        return step;
                    }
                }
                if (chosen == 0) break;
            }
        }
        return std::nullopt;
    }

    std::optional<Step> try_cover(const Orientation& lines, int digit, std::uint64_t base,
                                  std::uint64_t cover, int stack_first) const {
        // Checked on masks first; vectors are built only for the step returned.
        const int depth = lines.box_depth();
        int fin_band = -1;
        bool sashimi = false;
        for (int line : bit_indexes(base)) {
            const std::uint64_t set = sets_[static_cast<std::size_t>(line)];
            const int body = bit_count(set & cover);
            if (body == 0) return std::nullopt;
            if (body == 1) sashimi = true;
            if ((set & ~cover) == 0) continue;
            if (fin_band >= 0 && fin_band != line / depth) return std::nullopt;
            fin_band = line / depth;
        }
        const Technique technique = sashimi ? sashimi_fish(size_) : finned_fish(size_);
        if (fin_band < 0 || !context_.allows(technique)) return std::nullopt;
        // Targets: in the fins' box, on a cover line, off the base lines.
        const std::uint64_t band = ((std::uint64_t{1} << depth) - 1u) << (fin_band * depth);
        const std::uint64_t stack = ((std::uint64_t{1} << lines.box_length()) - 1u) << stack_first;
        std::uint64_t any_target = 0;
        for (int cross : bit_indexes(cover & stack))
            any_target |= places_.of(lines.cover_house(cross), digit) & band & ~base;
        if (any_target == 0) return std::nullopt;

        std::vector<CellDigit> eliminations;
        for (int cross : bit_indexes(cover & stack)) {
            const std::uint64_t targets =
                places_.of(lines.cover_house(cross), digit) & band & ~base;
            for (int line : bit_indexes(targets))
                eliminations.push_back({lines.cell(line, cross), digit});
        }
        std::vector<CellDigit> fins;
        for (int line : bit_indexes(base)) {
            for (int cross : bit_indexes(sets_[static_cast<std::size_t>(line)] & ~cover))
                fins.push_back({lines.cell(line, cross), digit});
        }
        return fish_step(technique, lines, places_, digit, base, cover, std::move(eliminations),
                         std::move(fins), size_);
    }

    const FindContext& context_;
    const Shape& shape_;
    const DigitPlaces& places_;
    int size_;
    std::array<std::uint64_t, kMaxSize> sets_{};
};

std::optional<Step> find_finned_fish(const FindContext& context, int size) {
    if (!context.allows(finned_fish(size)) && !context.allows(sashimi_fish(size))) {
        return std::nullopt;
    }
    return FinnedFishFinder(context, size).find();
}

// "rows 2 and 6", "columns 3, 5 and 8".
std::string lines_text(const StepWords& words, std::span<const int> houses) {
    const Shape& shape = words.shape();
    if (houses.empty()) return {};
    const bool same_kind = std::all_of(houses.begin(), houses.end(), [&](int house) {
        return shape.house_kind(house) == shape.house_kind(houses.front());
    });
    if (!same_kind || shape.house_kind(houses.front()) == HouseKind::box) {
        return words.houses(houses);
    }
    std::string text = shape.house_kind(houses.front()) == HouseKind::row ? "rows " : "columns ";
    for (std::size_t index = 0; index < houses.size(); ++index) {
        if (index > 0) text += index + 1 == houses.size() ? " and " : ", ";
        text += std::to_string(shape.house_index(houses[index]) + 1);
    }
    return text;
}

}  // namespace

std::optional<Step> find_x_wing(const FindContext& context) {
    return find_basic_fish(context, 2);
}
std::optional<Step> find_swordfish(const FindContext& context) {
    return find_basic_fish(context, 3);
}
std::optional<Step> find_jellyfish(const FindContext& context) {
    return find_basic_fish(context, 4);
}
std::optional<Step> find_finned_x_wing(const FindContext& context) {
    return find_finned_fish(context, 2);
}
std::optional<Step> find_finned_swordfish(const FindContext& context) {
    return find_finned_fish(context, 3);
}
std::optional<Step> find_finned_jellyfish(const FindContext& context) {
    return find_finned_fish(context, 4);
}

std::string describe_fish(const Step& step, const StepWords& words) {
    if (step.houses.empty() || step.digits.empty()) {
        return fmt::format("{}: {}", technique_title(step.technique), words.conclusion(step));
    }
    std::string text = fmt::format(
        "{} on {} in {} ({})", technique_title(step.technique), words.digit(step.digits.lowest()),
        lines_text(words, step.houses), lines_text(words, step.cover_houses));
    if (!step.fins.empty()) {
        std::vector<int> fin_cells;
        for (const CellDigit& fin : step.fins)
            fin_cells.push_back(fin.cell);
        text +=
            fmt::format(" with fin{} {}", fin_cells.size() > 1 ? "s" : "", words.cells(fin_cells));
    }
    return fmt::format("{}: {}", text, words.conclusion(step));
}

}  // namespace sudokit::logic
