#include "check/house_conflicts.hpp"

#include <fmt/format.h>

namespace sudokit::check_detail {

ConflictCollector::ConflictCollector(int side)
    : cells_of_digit_(static_cast<std::size_t>(side + 1)) {}

void ConflictCollector::add_house(int house, std::span<const int> cells,
                                  std::span<const std::uint8_t> values) {
    for (auto& holders : cells_of_digit_)
        holders.clear();
    for (const int cell : cells) {
        const std::uint8_t digit = values[static_cast<std::size_t>(cell)];
        if (digit != 0) cells_of_digit_[digit].push_back(cell);
    }
    for (std::size_t digit = 1; digit < cells_of_digit_.size(); ++digit) {
        if (cells_of_digit_[digit].size() >= 2)
            conflicts_.push_back({house, static_cast<int>(digit), cells_of_digit_[digit]});
    }
}

std::string conflict_sentence(std::string_view house, std::string_view digit,
                              const std::vector<std::string>& cells) {
    const std::string times = cells.size() == 2 ? "twice" : fmt::format("{} times", cells.size());
    return fmt::format("{} has {} {}: {}", house, digit, times, fmt::join(cells, ", "));
}

}  // namespace sudokit::check_detail
