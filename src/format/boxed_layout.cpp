#include "format/boxed_layout.hpp"

#include <algorithm>

namespace sudokit::format_detail {

namespace {

std::vector<std::size_t> column_widths(const Shape& shape, const std::vector<std::string>& cells) {
    std::vector<std::size_t> widths(static_cast<std::size_t>(shape.side()), 1);
    for (int cell = 0; cell < shape.cell_count(); ++cell) {
        auto& width = widths[static_cast<std::size_t>(shape.col_of(cell))];
        width = std::max(width, cells[static_cast<std::size_t>(cell)].size());
    }
    return widths;
}

// Dashes under each box, '+' under each " | ": a box's dashes run to the middle of the
// spaces around the bars.
std::string rule_line(const Shape& shape, const std::vector<std::size_t>& widths) {
    const int box_count = shape.side() / shape.box_cols();
    std::string rule;
    for (int box = 0; box < box_count; ++box) {
        std::size_t box_width = static_cast<std::size_t>(shape.box_cols() - 1);
        for (int col = box * shape.box_cols(); col < (box + 1) * shape.box_cols(); ++col) {
            box_width += widths[static_cast<std::size_t>(col)];
        }
        if (box > 0) rule += '+';
        const std::size_t margins = (box > 0 ? 1 : 0) + (box + 1 < box_count ? 1 : 0);
        rule.append(box_width + margins, '-');
    }
    return rule;
}

}  // namespace

std::string boxed_layout(const Shape& shape, const std::vector<std::string>& cells) {
    const std::vector<std::size_t> widths = column_widths(shape, cells);
    const std::string rule = rule_line(shape, widths);
    const int side = shape.side();
    std::string text;
    for (int row = 0; row < side; ++row) {
        if (row > 0 && row % shape.box_rows() == 0) {
            text += rule;
            text += '\n';
        }
        for (int col = 0; col < side; ++col) {
            if (col > 0) text += col % shape.box_cols() == 0 ? " | " : " ";
            const std::string& cell = cells[static_cast<std::size_t>(shape.cell_at(row, col))];
            text += cell;
            if (col + 1 < side) {
                text.append(widths[static_cast<std::size_t>(col)] - cell.size(), ' ');
            }
        }
        text += '\n';
    }
    return text;
}

}  // namespace sudokit::format_detail
