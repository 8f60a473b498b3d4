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
#include <span>

#include "logic/finders.hpp"
#include "logic/house_scan.hpp"
#include "logic/step_text.hpp"

namespace sudokit::logic {
namespace {

// One locked-candidates pattern: `digit` in `base` lies only where `base` crosses `cover`.
struct Lock {
    int base = 0;
    int cover = 0;
    int digit = 0;
};

struct HiddenSingle {
    int cell = -1;
    int digit = 0;
};

// Geometry of boxes: which box holds a row band / column stack, and where in it.
struct BoxGeometry {
    const Shape& shape;
    int stacks() const { return shape.side() / shape.box_cols(); }  // boxes across
    int first_row(int box) const { return (box / stacks()) * shape.box_rows(); }
    int first_col(int box) const { return (box % stacks()) * shape.box_cols(); }
    // Mask over a line's cells (bit i = i-th cell) of the cells a box covers.
    std::uint32_t row_span(int box) const {
        return ((1u << shape.box_cols()) - 1u) << first_col(box);
    }
    std::uint32_t column_span(int box) const {
        return ((1u << shape.box_rows()) - 1u) << first_row(box);
    }
};

class LockFinder {
  public:
    LockFinder(const FindContext& context, bool direct)
        : context_(context),
          shape_(context.position.shape()),
          geometry_{shape_},
          places_(context.places()),
          direct_(direct) {}

    std::optional<Step> find() {
        const Technique pointing = direct_ ? Technique::direct_pointing : Technique::pointing;
        const Technique claiming = direct_ ? Technique::direct_claiming : Technique::claiming;
        if (context_.allows(pointing)) {
            if (auto step = box_to_lines(HouseKind::column, pointing)) return step;
            if (auto step = box_to_lines(HouseKind::row, pointing)) return step;
        }
        if (context_.allows(claiming)) {
            if (auto step = lines_to_box(HouseKind::column, claiming)) return step;
            if (auto step = lines_to_box(HouseKind::row, claiming)) return step;
        }
        return std::nullopt;
    }

  private:
    // For each digit with two places or more in `house`, the index of the part (a mask of
    // positions) that holds all of them, else -1. Returns whether any digit is confined.
    bool confine_digits(int house, std::span<const std::uint32_t> parts,
                        std::array<int, kMaxSize + 1>& confined) const {
        bool any = false;
        for (int digit = 1; digit <= shape_.side(); ++digit) {
            confined[digit] = -1;
            const std::uint32_t places = places_.of(house, digit);
            if (bit_count(places) < 2) continue;
            for (std::size_t part = 0; part < parts.size(); ++part) {
                if ((places & ~parts[part]) == 0) {
                    confined[digit] = static_cast<int>(part);
                    any = true;
                }
            }
        }
        return any;
    }

    // Pointing: a box's places for a digit inside one line of `line_kind`.
    std::optional<Step> box_to_lines(HouseKind line_kind, Technique technique) {
        const int side = shape_.side();
        const bool columns = line_kind == HouseKind::column;
        const int lines_per_box = columns ? shape_.box_cols() : shape_.box_rows();
        std::array<std::uint32_t, kMaxSize> line_masks{};
        for (int local = 0; local < lines_per_box; ++local) {
            line_masks[local] =
                columns ? box_column_mask(shape_, local) : box_row_mask(shape_, local);
        }
        for (int box = 0; box < side; ++box) {
            const int box_house = shape_.box_house(box);
            // The line of the box each digit is confined to, so that the scan below, in SE's
            // order, skips the rest at once.
            std::array<int, kMaxSize + 1> confined;
            if (!confine_digits(box_house, std::span(line_masks.data(), lines_per_box), confined))
                continue;
            for (int local = 0; local < lines_per_box; ++local) {
                const int line =
                    columns ? geometry_.first_col(box) + local : geometry_.first_row(box) + local;
                const int line_house = columns ? shape_.column_house(line) : shape_.row_house(line);
                const std::uint32_t line_bits = line_masks[local];
                const std::uint32_t box_span =
                    columns ? geometry_.column_span(box) : geometry_.row_span(box);
                for (int digit = 1; digit <= side; ++digit) {
                    if (confined[digit] != local) continue;
                    // Checked on masks first: most locks found late in a solve remove nothing.
                    if ((places_.of(line_house, digit) & ~box_span) == 0) continue;
                    const Lock lock{box_house, line_house, digit};
                    if (auto step = conclude(lock, technique,
                                             box_followers(box, columns, line_bits, digit))) {
                        return step;
                    }
                }
            }
        }
        return std::nullopt;
    }

    // Claiming: a line's places for a digit inside one box.
    std::optional<Step> lines_to_box(HouseKind line_kind, Technique technique) {
        const int side = shape_.side();
        const bool columns = line_kind == HouseKind::column;
        for (int line = 0; line < side; ++line) {
            const int line_house = columns ? shape_.column_house(line) : shape_.row_house(line);
            const int first_cell = columns ? shape_.cell_at(0, line) : shape_.cell_at(line, 0);
            const int last_cell =
                columns ? shape_.cell_at(side - 1, line) : shape_.cell_at(line, side - 1);
            const int first_box = shape_.box_of(first_cell);
            const int last_box = shape_.box_of(last_cell);
            const int box_step = columns ? geometry_.stacks() : 1;
            // The box each digit of the line is confined to, by its order along the line.
            std::array<std::uint32_t, kMaxSize> spans{};
            int box_count = 0;
            for (int box = first_box; box <= last_box; box += box_step) {
                spans[box_count++] = columns ? geometry_.column_span(box) : geometry_.row_span(box);
            }
            std::array<int, kMaxSize + 1> confined;
            if (!confine_digits(line_house, std::span(spans.data(), box_count), confined)) continue;
            for (int along = 0; along < box_count; ++along) {
                const int box = first_box + along * box_step;
                const std::uint32_t span = spans[along];
                const std::uint32_t line_in_box =
                    columns ? box_column_mask(shape_, line - geometry_.first_col(box))
                            : box_row_mask(shape_, line - geometry_.first_row(box));
                for (int digit = 1; digit <= side; ++digit) {
                    if (confined[digit] != along) continue;
                    if ((places_.of(shape_.box_house(box), digit) & ~line_in_box) == 0) continue;
                    const Lock lock{line_house, shape_.box_house(box), digit};
                    if (auto step =
                            conclude(lock, technique, line_followers(line, columns, span, digit))) {
                        return step;
                    }
                }
            }
        }
        return std::nullopt;
    }

    // For direct pointing: another box along the line left with one place for the digit.
    HiddenSingle box_followers(int box, bool columns, std::uint32_t line_bits, int digit) const {
        if (!direct_) return {};
        const int stacks = geometry_.stacks();
        const int side = shape_.side();
        for (int other = 0; other < side; ++other) {
            const bool crosses =
                columns ? other % stacks == box % stacks : other / stacks == box / stacks;
            if (other == box || !crosses) continue;
            const std::uint32_t places = places_.of(shape_.box_house(other), digit);
            const std::uint32_t left = places & ~line_bits;
            if (bit_count(places) > 1 && bit_count(left) == 1) {
                return {house_cell(shape_, shape_.box_house(other), std::countr_zero(left)), digit};
            }
        }
        return {};
    }

    // For direct claiming: another line through the box left with one place for the digit.
    HiddenSingle line_followers(int line, bool columns, std::uint32_t span, int digit) const {
        if (!direct_) return {};
        const int width = columns ? shape_.box_cols() : shape_.box_rows();
        const int first = line - line % width;
        for (int other = first; other < first + width; ++other) {
            if (other == line) continue;
            const int house = columns ? shape_.column_house(other) : shape_.row_house(other);
            const std::uint32_t places = places_.of(house, digit);
            const std::uint32_t left = places & ~span;
            if (bit_count(places) > 1 && bit_count(left) == 1) {
                return {house_cell(shape_, house, std::countr_zero(left)), digit};
            }
        }
        return {};
    }

    std::optional<Step> conclude(const Lock& lock, Technique technique, HiddenSingle single) const {
        if (direct_ && single.cell < 0) return std::nullopt;
        const Position& position = context_.position;
        const std::uint32_t in_base = places_.of(lock.base, lock.digit);
        const std::vector<int> base_cells = house_cells_of(shape_, lock.base, in_base);
        std::vector<CellDigit> eliminations;
        for (int cell : shape_.house_cells(lock.cover)) {
            if (!position.has(cell, lock.digit)) continue;
            if (std::find(base_cells.begin(), base_cells.end(), cell) != base_cells.end()) {
                continue;
            }
            eliminations.push_back({cell, lock.digit});
        }
        if (eliminations.empty()) return std::nullopt;
        Step step;
        step.technique = technique;
        step.rating = technique_base_rating(technique);
        if (direct_) step.placements.push_back({single.cell, single.digit});
        step.eliminations = std::move(eliminations);
        step.houses.push_back(lock.base);
        step.cover_houses.push_back(lock.cover);
        for (int cell : base_cells)
            step.pattern.push_back({cell, lock.digit});
        step.cells = base_cells;
        step.digits = DigitSet::single(lock.digit);
        return step;
    }

    const FindContext& context_;
    const Shape& shape_;
    BoxGeometry geometry_;
    const DigitPlaces& places_;
    bool direct_;
};

// The house in which a direct step's single is hidden: the box of the placed cell for
// pointing, the line of the base's kind through it for claiming.
int single_house(const Step& step, const Shape& shape) {
    const int cell = step.placements.front().cell;
    if (step.technique == Technique::direct_pointing) {
        return shape.box_house(shape.box_of(cell));
    }
    return shape.house_kind(step.houses.front()) == HouseKind::row
               ? shape.row_house(shape.row_of(cell))
               : shape.column_house(shape.col_of(cell));
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
        words.house(single_house(step, words.shape())), words.cell(single.cell),
        words.digit(single.digit));
}

}  // namespace sudokit::logic
