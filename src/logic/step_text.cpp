#include "logic/step_text.hpp"

#include <fmt/format.h>

#include <map>

namespace sudokit::logic {
namespace {

template <typename Range, typename Render>
std::string join_english(const Range& items, Render render) {
    std::vector<std::string> parts;
    for (const auto& item : items)
        parts.push_back(render(item));
    std::string text;
    for (std::size_t index = 0; index < parts.size(); ++index) {
        if (index > 0) text += index + 1 == parts.size() ? " and " : ", ";
        text += parts[index];
    }
    return text;
}

}  // namespace

std::string cell_list(const Shape& shape, std::span<const int> cells) {
    return join_english(cells, [&](int cell) { return shape.cell_name(cell); });
}

std::string digit_list(DigitSet digits) {
    return join_english(digits, [](int digit) { return std::to_string(digit); });
}

std::string digit_tuple(DigitSet digits) {
    std::string text;
    for (int digit : digits) {
        if (!text.empty()) text += ',';
        text += std::to_string(digit);
    }
    return text;
}

std::string house_list(const Shape& shape, std::span<const int> houses) {
    return join_english(houses, [&](int house) { return shape.house_name(house); });
}

std::string placement_list(const Shape& shape, std::span<const CellDigit> placements) {
    std::string text;
    for (const CellDigit& placement : placements) {
        if (!text.empty()) text += ", ";
        text += fmt::format("{}={}", shape.cell_name(placement.cell), placement.digit);
    }
    return text;
}

std::string elimination_clause(const Shape& shape, std::span<const CellDigit> eliminations) {
    if (eliminations.empty()) return {};
    std::map<int, std::vector<int>> cells_by_digit;
    for (const CellDigit& elimination : eliminations) {
        cells_by_digit[elimination.digit].push_back(elimination.cell);
    }
    std::string text = "remove ";
    bool first = true;
    for (const auto& [digit, cells] : cells_by_digit) {
        if (!first) text += ", ";
        first = false;
        text += fmt::format("{} from {}", digit, cell_list(shape, cells));
    }
    return text;
}

std::string conclusion_clause(const Shape& shape, const Step& step) {
    std::string text = placement_list(shape, step.placements);
    const std::string removal = elimination_clause(shape, step.eliminations);
    if (!text.empty() && !removal.empty()) text += "; ";
    return text + removal;
}

std::string node_text(const Shape& shape, const ChainNode& node) {
    std::string where;
    if (node.cells.size() == 1) {
        where = shape.cell_name(node.cells.front());
    } else {
        where = "{";
        for (std::size_t index = 0; index < node.cells.size(); ++index) {
            if (index > 0) where += ' ';
            where += shape.cell_name(node.cells[index]);
        }
        where += '}';
    }
    return fmt::format("{}{}{}", where, node.on ? "=" : "<>", node.digit);
}

std::string branch_text(const Shape& shape, std::span<const ChainLink> links, int branch) {
    std::string text;
    for (const ChainLink& link : links) {
        if (link.branch != branch) continue;
        if (text.empty()) text = node_text(shape, link.from);
        text += " -> " + node_text(shape, link.to);
    }
    return text;
}

}  // namespace sudokit::logic
