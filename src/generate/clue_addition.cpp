#include "generate/clue_addition.hpp"

#include "generate/uniqueness.hpp"
#include "sudokit/digit_set.hpp"

namespace sudokit::generate {
namespace {

// A random digit that no clue among the cell's peers has, or 0 when there is none.
int random_free_digit(const Grid& puzzle, int cell, RandomSource& random) {
    const Shape& shape = puzzle.shape();
    std::array<bool, kMaxSize + 1> used{};
    for (int peer : shape.peers(cell))
        used[puzzle[peer]] = true;
    std::array<int, kMaxSize> free{};
    int count = 0;
    for (int digit = 1; digit <= shape.side(); ++digit) {
        if (!used[digit]) free[count++] = digit;
    }
    return count == 0 ? 0 : free[random.below(count)];
}

}  // namespace

bool add_orbits_until_unique(Grid& puzzle, std::span<const std::vector<int>> orbits,
                             RandomSource& random, std::uint64_t node_limit,
                             const StopToken& stop) {
    for (const std::vector<int>& orbit : orbits) {
        bool placed = true;
        for (int cell : orbit) {
            const int digit = random_free_digit(puzzle, cell, random);
            if (digit == 0) {
                placed = false;
                break;
            }
            puzzle.set(cell, digit);
        }
        if (placed) {
            const Uniqueness verdict = check_uniqueness(puzzle, node_limit, stop);
            if (verdict == Uniqueness::unique) return true;
            if (verdict == Uniqueness::multiple) continue;
        }
        // A contradiction (or a check over budget): take the orbit back.
        for (int cell : orbit)
            puzzle.clear(cell);
        if (stop.stop_requested()) return false;
    }
    return false;
}

}  // namespace sudokit::generate
