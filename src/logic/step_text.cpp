#include "logic/step_text.hpp"

#include <fmt/format.h>

#include <map>

#include "sudokit/format.hpp"

namespace sudokit::logic {
namespace {

template <typename Range, typename Render>
std::string join_with_commas(const Range& items, Render render) {
    std::string text;
    for (const auto& item : items) {
        if (!text.empty()) text += ',';
        text += render(item);
    }
    return text;
}

}  // namespace

std::string StepWords::digit(int digit) const {
    return digit_word(digit, shape_.side(), symbols_);
}

std::string StepWords::cells(std::span<const int> cells) const {
    return join_english(cells, [&](int cell) { return shape_.cell_name(cell); });
}

std::string StepWords::digits(DigitSet digits) const {
    return join_english(digits, [&](int value) { return digit(value); });
}

std::string StepWords::digit_tuple(DigitSet digits) const {
    return join_with_commas(digits, [&](int value) { return digit(value); });
}

std::string StepWords::braced(DigitSet digits) const {
    std::string text = "{";
    text += digit_tuple(digits);
    text += '}';
    return text;
}

std::string StepWords::houses(std::span<const int> houses) const {
    return join_english(houses, [&](int house) { return this->house(house); });
}

std::string StepWords::placements(std::span<const CellDigit> placements) const {
    std::string text;
    for (const CellDigit& placement : placements) {
        if (!text.empty()) text += ", ";
        text += fmt::format("{}={}", shape_.cell_name(placement.cell), digit(placement.digit));
    }
    return text;
}

std::string StepWords::eliminations(std::span<const CellDigit> eliminations) const {
    if (eliminations.empty()) return {};
    std::map<int, std::vector<int>> cells_by_digit;
    for (const CellDigit& elimination : eliminations) {
        cells_by_digit[elimination.digit].push_back(elimination.cell);
    }
    std::string text = "remove ";
    bool first = true;
    for (const auto& [value, removed_from] : cells_by_digit) {
        if (!first) text += ", ";
        first = false;
        text += fmt::format("{} from {}", digit(value), cells(removed_from));
    }
    return text;
}

std::string StepWords::conclusion(const Step& step) const {
    std::string text = placements(step.placements);
    const std::string removal = eliminations(step.eliminations);
    if (!text.empty() && !removal.empty()) text += "; ";
    return text + removal;
}

std::string StepWords::node(const ChainNode& node) const {
    std::string where;
    if (node.cells.size() == 1) {
        where = shape_.cell_name(node.cells.front());
    } else {
        where = "{";
        for (std::size_t index = 0; index < node.cells.size(); ++index) {
            if (index > 0) where += ' ';
            where += shape_.cell_name(node.cells[index]);
        }
        where += '}';
    }
    return fmt::format("{}{}{}", where, node.on ? "=" : "<>", digit(node.digit));
}

std::string StepWords::branch(std::span<const ChainLink> links, int branch) const {
    std::string text;
    for (const ChainLink& link : links) {
        if (link.branch != branch) continue;
        if (text.empty()) text = node(link.from);
        text += " -> " + node(link.to);
    }
    return text;
}

}  // namespace sudokit::logic
