#include "generate/clue_removal.hpp"

#include <array>
#include <optional>

#include "generate/unavoidable_sets.hpp"
#include "generate/uniqueness.hpp"
#include "solve/fast_search.hpp"

namespace sudokit::generate {
namespace {

// The digits given in each house, kept up to date as clues come and go, to see at once
// whether a removed clue is still forced by the others.
class GivenDigits {
  public:
    explicit GivenDigits(const Grid& puzzle) : puzzle_(puzzle), shape_(puzzle.shape()) {
        for (int cell = 0; cell < shape_.cell_count(); ++cell) {
            if (!puzzle.empty(cell)) toggle(cell, puzzle[cell]);
        }
    }

    void toggle(int cell, int digit) {
        for (int house : shape_.houses_of(cell))
            masks_[house] ^= std::uint64_t{1} << (digit - 1);
    }

    // The digits a cell cannot hold because its houses give them.
    std::uint64_t seen_by(int cell) const {
        std::uint64_t seen = 0;
        for (int house : shape_.houses_of(cell))
            seen |= masks_[house];
        return seen;
    }

    // Whether the givens alone force `digit` into the empty `cell`: as a naked single (every
    // other digit is seen) or a hidden single (no other empty cell of one of its houses can
    // take the digit).
    ForcedBy forces(int cell, int digit) const {
        const std::uint64_t bit = std::uint64_t{1} << (digit - 1);
        const std::uint64_t all = DigitSet::all(shape_.side()).bits();
        if ((seen_by(cell) | bit) == all) return ForcedBy::naked_single;
        for (int house : shape_.houses_of(cell)) {
            bool only_place = true;
            for (int other : shape_.house_cells(house)) {
                if (other == cell || !puzzle_.empty(other)) continue;
                if ((seen_by(other) & bit) == 0) {
                    only_place = false;
                    break;
                }
            }
            if (only_place) return ForcedBy::hidden_single;
        }
        return ForcedBy::nothing;
    }

  private:
    const Grid& puzzle_;
    const Shape& shape_;
    std::array<std::uint64_t, 3 * kMaxSize> masks_{};
};

// Whether the puzzle, unique with the orbit's clues, stays unique without them. A single
// clue's question is whether some solution has another digit there: one search that stops at
// its first solution.
bool stays_unique(const Grid& puzzle, const std::vector<int>& orbit, int digit,
                  const RemovalRules& rules, const StopToken& stop) {
    const auto check = [&](std::uint64_t node_limit) {
        if (orbit.size() == 1) {
            const Uniqueness other =
                has_solution_without(puzzle, orbit[0], digit, node_limit, stop, rules.quick_rules);
            return other == Uniqueness::unknown ? other
                   : other == Uniqueness::none  ? Uniqueness::unique
                                                : Uniqueness::multiple;
        }
        return check_uniqueness(puzzle, node_limit, stop);
    };
    return settled_check(check, rules.node_limit, rules.settle_over_budget, stop) ==
           Uniqueness::unique;
}

}  // namespace

bool remove_orbits(Grid& puzzle, std::span<const std::vector<int>> orbits,
                   const RemovalRules& rules, const StopToken& stop) {
    int clues = puzzle.filled_count();
    GivenDigits given(puzzle);
    std::optional<UnavoidableSets> unavoidable;
    if (rules.solution != nullptr) {
        unavoidable.emplace(*rules.solution, puzzle);
    } else if (clues == puzzle.shape().cell_count()) {
        unavoidable.emplace(puzzle, puzzle);
    }
    // The current puzzle is known to be solved by the gate's closure alone (a full grid is).
    bool closure_alone = clues == puzzle.shape().cell_count();
    std::array<std::uint8_t, 8> saved{};  // an orbit has at most eight cells
    for (const std::vector<int>& orbit : orbits) {
        if (rules.stop_at > 0 && clues <= rules.stop_at) break;
        const int size = static_cast<int>(orbit.size());
        if (clues - size < rules.floor) continue;
        bool complete = true;
        for (int cell : orbit)
            complete = complete && !puzzle.empty(cell);
        if (!complete) continue;
        for (std::size_t i = 0; i < orbit.size(); ++i) {
            saved[i] = static_cast<std::uint8_t>(puzzle[orbit[i]]);
            puzzle.clear(orbit[i]);
            given.toggle(orbit[i], saved[i]);
        }
        // A removed clue that the remaining ones force at once leaves the solutions as they
        // were: no search needed. Else the exact solver decides.
        ForcedRemoval removal;
        removal.forced = true;
        for (std::size_t i = 0; i < orbit.size() && removal.forced; ++i) {
            const ForcedBy how = given.forces(orbit[i], saved[i]);
            removal.forced = how != ForcedBy::nothing;
            removal.came_back_as(how);
            if (removal.forced) {
                puzzle.set(orbit[i], saved[i]);
                given.toggle(orbit[i], saved[i]);
            }
        }
        const bool forced = removal.forced;
        for (std::size_t i = 0; i < orbit.size(); ++i) {
            if (!puzzle.empty(orbit[i])) {
                puzzle.clear(orbit[i]);
                given.toggle(orbit[i], saved[i]);
            }
        }
        // An unavoidable set left without a clue proves a second solution: no search needed.
        const bool unique = forced || (!(unavoidable && unavoidable->emptied_by(orbit)) &&
                                       stays_unique(puzzle, orbit, saved[0], rules, stop));
        bool keep = unique;
        if (keep && rules.gate != nullptr) {
            if (forced && rules.gate->passes_forced_removals()) {
                closure_alone = closure_alone && rules.gate->closure_restores(removal);
            } else {
                const LogicGate::Verdict verdict = rules.gate->judge(
                    puzzle, closure_alone ? std::span<const int>(orbit) : std::span<const int>());
                keep = verdict.solves;
                if (keep) closure_alone = verdict.closure_alone;
            }
        }
        if (keep) {
            clues -= size;
            if (unavoidable) unavoidable->remove(orbit);
        } else {
            for (std::size_t i = 0; i < orbit.size(); ++i) {
                puzzle.set(orbit[i], saved[i]);
                given.toggle(orbit[i], saved[i]);
            }
        }
        if (stop.stop_requested()) return false;
    }
    return true;
}

}  // namespace sudokit::generate
