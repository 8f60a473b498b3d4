// Skyscraper, 2-string kite and empty rectangle: patterns on one digit built from strong links
// (houses where the digit has exactly two places). Sudoku Explainer has none of them.
#include <fmt/format.h>

#include <algorithm>
#include <array>
#include <bit>

#include "logic/finders.hpp"
#include "logic/house_scan.hpp"
#include "logic/pattern_helpers.hpp"
#include "logic/step_text.hpp"

namespace sudokit::logic {
namespace {

// The open cells with `digit` that see both ends, except the pattern's own cells.
std::vector<CellDigit> seen_by_both(const Position& position, int end1, int end2, int digit,
                                    std::span<const int> pattern) {
    const Sight sees(position);
    std::vector<CellDigit> victims;
    for (int cell = 0; cell < position.shape().cell_count(); ++cell) {
        if (!position.has(cell, digit)) continue;
        if (std::find(pattern.begin(), pattern.end(), cell) != pattern.end()) continue;
        if (sees(cell, end1) && sees(cell, end2)) victims.push_back({cell, digit});
    }
    return victims;
}

Step single_digit_step(Technique technique, int digit, std::vector<int> cells,
                       std::vector<CellDigit> victims) {
    Step step;
    step.technique = technique;
    step.rating = technique_base_rating(technique);
    step.eliminations = std::move(victims);
    for (int cell : cells)
        step.pattern.push_back({cell, digit});
    step.cells = std::move(cells);
    step.digits = DigitSet::single(digit);
    return step;
}

}  // namespace

// Two parallel lines where the digit has two places each, one end of each in the same cross
// line: the two ends cannot both hold the digit, so one of the other two ends (the "tops")
// does, and the digit leaves every cell that sees both tops. Cells: top1, base1, base2, top2.
std::optional<Step> find_skyscraper(const FindContext& context) {
    if (!context.allows(Technique::skyscraper)) return std::nullopt;
    const Position& position = context.position;
    const Shape& shape = position.shape();
    const int side = shape.side();
    for (int digit = 1; digit <= side; ++digit) {
        for (int by_columns = 0; by_columns < 2; ++by_columns) {
            // The cross line of a cell: its column when the base lines are rows, and back.
            auto cross = [&](int cell) {
                return by_columns ? shape.row_of(cell) : shape.col_of(cell);
            };
            for (int line1 = 0; line1 < side; ++line1) {
                const std::vector<int> ends1 =
                    digit_places(position, by_columns * side + line1, digit);
                if (ends1.size() != 2) continue;
                for (int line2 = line1 + 1; line2 < side; ++line2) {
                    const std::vector<int> ends2 =
                        digit_places(position, by_columns * side + line2, digit);
                    if (ends2.size() != 2) continue;
                    for (int i = 0; i < 2; ++i) {
                        for (int j = 0; j < 2; ++j) {
                            const int base1 = ends1[i], top1 = ends1[1 - i];
                            const int base2 = ends2[j], top2 = ends2[1 - j];
                            if (cross(base1) != cross(base2) || cross(top1) == cross(top2)) {
                                continue;
                            }
                            std::vector<int> cells{top1, base1, base2, top2};
                            std::vector<CellDigit> victims =
                                seen_by_both(position, top1, top2, digit, cells);
                            if (victims.empty()) continue;
                            Step step = single_digit_step(Technique::skyscraper, digit,
                                                          std::move(cells), std::move(victims));
                            step.houses = {by_columns * side + line1, by_columns * side + line2};
                            return step;
                        }
                    }
                }
            }
        }
    }
    return std::nullopt;
}

// A row and a column where the digit has two places each, one end of each in the same box (a
// jigsaw's region): those two ends see each other, so one of the far ends holds the digit, and it
// leaves every cell that sees both far ends. Cells: row end, row end in the box, column end in the
// box, column end.
std::optional<Step> find_two_string_kite(const FindContext& context) {
    if (!context.allows(Technique::two_string_kite)) return std::nullopt;
    const Position& position = context.position;
    const Shape& shape = position.shape();
    const Geometry& geometry = position.geometry();
    const int side = shape.side();
    for (int digit = 1; digit <= side; ++digit) {
        for (int row = 0; row < side; ++row) {
            const std::vector<int> row_ends = digit_places(position, shape.row_house(row), digit);
            if (row_ends.size() != 2) continue;
            for (int col = 0; col < side; ++col) {
                const std::vector<int> col_ends =
                    digit_places(position, shape.column_house(col), digit);
                if (col_ends.size() != 2) continue;
                for (int i = 0; i < 2; ++i) {
                    for (int j = 0; j < 2; ++j) {
                        const int row_inner = row_ends[i], row_outer = row_ends[1 - i];
                        const int col_inner = col_ends[j], col_outer = col_ends[1 - j];
                        const int box = box_or_region(geometry, row_inner);
                        if (box != box_or_region(geometry, col_inner)) continue;
                        if (row_inner == col_inner || row_inner == col_outer ||
                            row_outer == col_inner || row_outer == col_outer) {
                            continue;
                        }
                        std::vector<int> cells{row_outer, row_inner, col_inner, col_outer};
                        std::vector<CellDigit> victims =
                            seen_by_both(position, row_outer, col_outer, digit, cells);
                        if (victims.empty()) continue;
                        Step step = single_digit_step(Technique::two_string_kite, digit,
                                                      std::move(cells), std::move(victims));
                        step.houses = {shape.row_house(row), shape.column_house(col)};
                        step.cover_houses = {box};
                        return step;
                    }
                }
            }
        }
    }
    return std::nullopt;
}

// A box whose places for the digit all lie on one row R and one column C through it (on
// both, not just one), and a strong link p-q outside the box with p on R (or on C). If p
// holds the digit the box's digit sits on C (or R); if not, q does. Either way the cell t
// where C (or R) crosses q's row (or column) loses the digit. Cells: p, q, then the box's
// places; houses: the box, R, C; cover house: the strong link's house.
std::optional<Step> find_empty_rectangle(const FindContext& context) {
    if (!context.allows(Technique::empty_rectangle)) return std::nullopt;
    const Position& position = context.position;
    const Shape& shape = position.shape();
    const Geometry& geometry = position.geometry();
    const DigitPlaces& where = context.places();
    const int side = shape.side();
    // The rows and columns each box, or jigsaw region, spans.
    std::array<std::uint64_t, kMaxSize> box_rows, box_cols;
    for (int box = 0; box < side; ++box) {
        box_rows[static_cast<std::size_t>(box)] = box_cols[static_cast<std::size_t>(box)] = 0;
        for (int cell : geometry.house_cells(shape.box_house(box))) {
            box_rows[static_cast<std::size_t>(box)] |= std::uint64_t{1} << shape.row_of(cell);
            box_cols[static_cast<std::size_t>(box)] |= std::uint64_t{1} << shape.col_of(cell);
        }
    }
    for (int digit = 1; digit <= side; ++digit) {
        // Every candidate of the digit in a box or region lies on one row or one column of a
        // cross, and not all on one of them.
        for (int box = 0; box < side; ++box) {
            const int box_house = shape.box_house(box);
            const std::uint64_t in_box = where.of(box_house, digit);
            if (bit_count(in_box) < 2) continue;
            const auto box_cells = geometry.house_cells(box_house);
            std::array<int, kMaxSize> place_buffer;
            std::size_t place_count = 0;
            for (int at : bit_indexes(in_box))
                place_buffer[place_count++] = box_cells[static_cast<std::size_t>(at)];
            const std::span<const int> places(place_buffer.data(), place_count);
            auto outside = [&](int cell) { return box_or_region(geometry, cell) != box_house; };
            for (int row : bit_indexes(box_rows[static_cast<std::size_t>(box)])) {
                for (int col : bit_indexes(box_cols[static_cast<std::size_t>(box)])) {
                    bool on_cross = true, all_on_row = true, all_on_col = true;
                    for (int cell : places) {
                        const bool on_row = shape.row_of(cell) == row;
                        const bool on_col = shape.col_of(cell) == col;
                        on_cross = on_cross && (on_row || on_col);
                        all_on_row = all_on_row && on_row;
                        all_on_col = all_on_col && on_col;
                    }
                    if (!on_cross || all_on_row || all_on_col) continue;
                    // A strong link p-q in a column (p on the cross's row), then in a row (p on
                    // its column), p and the target outside the box: if q is not the digit, p
                    // is, which leaves the box's digit on the other line of the cross; either
                    // way the target, seeing q and that line, loses it.
                    for (int by_rows = 0; by_rows < 2; ++by_rows) {
                        for (int line = 0; line < side; ++line) {
                            const int link_house =
                                by_rows ? shape.row_house(line) : shape.column_house(line);
                            const std::uint64_t link = where.of(link_house, digit);
                            if (bit_count(link) != 2) continue;
                            const auto link_cells = geometry.house_cells(link_house);
                            const std::array<int, 2> ends{
                                link_cells[static_cast<std::size_t>(std::countr_zero(link))],
                                link_cells[static_cast<std::size_t>(63 - std::countl_zero(link))]};
                            for (int k = 0; k < 2; ++k) {
                                const int p = ends[k], q = ends[1 - k];
                                if (by_rows ? shape.col_of(p) != col : shape.row_of(p) != row) {
                                    continue;
                                }
                                const int target = by_rows ? shape.cell_at(row, shape.col_of(q))
                                                           : shape.cell_at(shape.row_of(q), col);
                                if (!outside(p) || !outside(target) || target == q ||
                                    !position.has(target, digit)) {
                                    continue;
                                }
                                std::vector<int> cells{p, q};
                                cells.insert(cells.end(), places.begin(), places.end());
                                Step step = single_digit_step(Technique::empty_rectangle, digit,
                                                              std::move(cells), {{target, digit}});
                                step.houses = {box_house, shape.row_house(row),
                                               shape.column_house(col)};
                                step.cover_houses = {link_house};
                                step.size = static_cast<int>(places.size());
                                return step;
                            }
                        }
                    }
                }
            }
        }
    }
    return std::nullopt;
}

std::string describe_single_digit_pattern(const Step& step, const StepWords& words) {
    const std::string conclusion = words.conclusion(step);
    if (step.digits.empty() || step.cells.size() < 4) {
        return fmt::format("{}: {}", technique_title(step.technique), conclusion);
    }
    const std::string digit = words.digit(step.digits.lowest());
    const auto& cells = step.cells;
    switch (step.technique) {
        case Technique::skyscraper:
            if (step.houses.size() < 2) break;
            return fmt::format(
                "Skyscraper on {}: {} and {} hold {} only in {}, {} and {}, {}; the bases {} and "
                "{} share a line, so {} or {} is {}: {}",
                digit, words.house(step.houses[0]), words.house(step.houses[1]), digit,
                words.cell(cells[0]), words.cell(cells[1]), words.cell(cells[2]),
                words.cell(cells[3]), words.cell(cells[1]), words.cell(cells[2]),
                words.cell(cells[0]), words.cell(cells[3]), digit, conclusion);
        case Technique::two_string_kite:
            if (step.houses.size() < 2 || step.cover_houses.empty()) break;
            return fmt::format(
                "2-string kite on {}: {} ({} and {}) and {} ({} and {}) meet in {}, so {} or {} "
                "is {}: {}",
                digit, words.house(step.houses[0]), words.cell(cells[0]), words.cell(cells[1]),
                words.house(step.houses[1]), words.cell(cells[2]), words.cell(cells[3]),
                words.house(step.cover_houses[0]), words.cell(cells[0]), words.cell(cells[3]),
                digit, conclusion);
        case Technique::empty_rectangle:
            if (step.houses.size() < 3 || step.cover_houses.empty()) break;
            return fmt::format(
                "Empty rectangle on {}: in {} every candidate {} lies on {} or {}; with the strong "
                "link {}-{} "
                "in {}: {}",
                digit, words.house(step.houses[0]), digit, words.house(step.houses[1]),
                words.house(step.houses[2]), words.cell(cells[0]), words.cell(cells[1]),
                words.house(step.cover_houses[0]), conclusion);
        default:
            break;
    }
    return fmt::format("{}: {}", technique_title(step.technique), conclusion);
}

}  // namespace sudokit::logic
