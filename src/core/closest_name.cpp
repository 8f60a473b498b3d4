#include "sudokit/closest_name.hpp"

#include <algorithm>
#include <cctype>
#include <vector>

namespace sudokit {

namespace {

char lower(char c) {
    return static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
}

// Optimal string alignment distance: Levenshtein plus the swap of two neighbours.
std::size_t edits(std::string_view a, std::string_view b) {
    const std::size_t width = b.size() + 1;
    std::vector<std::size_t> table((a.size() + 1) * width);
    const auto at = [&](std::size_t i, std::size_t j) -> std::size_t& {
        return table[i * width + j];
    };
    for (std::size_t i = 0; i <= a.size(); ++i)
        at(i, 0) = i;
    for (std::size_t j = 0; j <= b.size(); ++j)
        at(0, j) = j;
    for (std::size_t i = 1; i <= a.size(); ++i) {
        for (std::size_t j = 1; j <= b.size(); ++j) {
            const std::size_t change = lower(a[i - 1]) == lower(b[j - 1]) ? 0 : 1;
            at(i, j) = std::min({at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + change});
            if (i > 1 && j > 1 && lower(a[i - 1]) == lower(b[j - 2]) &&
                lower(a[i - 2]) == lower(b[j - 1])) {
                at(i, j) = std::min(at(i, j), at(i - 2, j - 2) + 1);
            }
        }
    }
    return at(a.size(), b.size());
}

}  // namespace

std::optional<std::string_view> closest_name(std::string_view wanted,
                                             std::span<const std::string_view> names) {
    const std::size_t allowed = wanted.size() <= 4 ? 1 : wanted.size() <= 8 ? 2 : 3;
    std::optional<std::string_view> best;
    std::size_t best_edits = allowed + 1;
    for (const std::string_view name : names) {
        const std::size_t distance = edits(wanted, name);
        if (distance < best_edits) {
            best = name;
            best_edits = distance;
        }
    }
    return best;
}

std::string did_you_mean(std::string_view wanted, std::span<const std::string_view> names) {
    const auto best = closest_name(wanted, names);
    return best ? " Did you mean '" + std::string(*best) + "'?" : std::string();
}

}  // namespace sudokit
