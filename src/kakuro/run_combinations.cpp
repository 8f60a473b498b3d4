#include "kakuro/run_combinations.hpp"

#include <array>

#include "core/cage_sums.hpp"

namespace sudokit::kakuro::detail {
namespace {

constexpr int kMaxLength = 9;
constexpr int kMaxSum = 45;  // 1 + 2 + ... + 9

}  // namespace

RunCombinations::RunCombinations(const Puzzle& puzzle) {
    // Many runs share a (length, sum) pair: each pair's sets are listed once.
    constexpr std::size_t kUnlisted = static_cast<std::size_t>(-1);
    std::array<std::array<std::size_t, kMaxSum + 1>, kMaxLength + 1> listed;
    for (auto& by_sum : listed)
        by_sum.fill(kUnlisted);
    std::array<std::array<std::size_t, kMaxSum + 1>, kMaxLength + 1> counts{};
    run_ranges_.reserve(puzzle.runs().size());
    for (const Run& run : puzzle.runs()) {
        const int length = static_cast<int>(run.cells.size());
        if (length > kMaxLength || run.sum < smallest_sum(length) ||
            run.sum > largest_sum(length, 9)) {
            run_ranges_.push_back({});
            continue;
        }
        const auto l = static_cast<std::size_t>(length);
        const auto s = static_cast<std::size_t>(run.sum);
        if (listed[l][s] == kUnlisted) {
            listed[l][s] = masks_.size();
            // At most 12 sets for nine digits, far below any limit.
            const std::vector<std::uint32_t> sets = sum_combinations(length, run.sum, 9).value();
            for (const std::uint32_t mask : sets)
                masks_.push_back(static_cast<DigitMask>(mask));
            counts[l][s] = masks_.size() - listed[l][s];
        }
        run_ranges_.push_back({listed[l][s], counts[l][s]});
    }
}

}  // namespace sudokit::kakuro::detail
