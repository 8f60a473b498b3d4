// The finders that read one run, or the two runs through one cell. Each walks the runs (or
// cells) in order and reports the first place its technique changes a candidate.

#include <algorithm>
#include <array>
#include <bit>

#include <fmt/format.h>

#include "kakuro/logic/finders.hpp"
#include "kakuro/logic/step_words.hpp"
#include "kakuro/run_support.hpp"

namespace sudokit::kakuro::detail {

namespace {

int run_count(const LogicPosition& position) {
    return static_cast<int>(position.puzzle.runs().size());
}

DigitMask candidates_of(const LogicPosition& position, int cell) {
    return position.candidates[static_cast<std::size_t>(cell)];
}

DigitMask union_of(std::span<const DigitMask> combinations) {
    DigitMask all = 0;
    for (const DigitMask combination : combinations)
        all |= combination;
    return all;
}

// The candidates outside `allowed` of each open cell of a run.
std::vector<Elimination> eliminations_outside(const LogicPosition& position, const RunState& state,
                                              DigitMask allowed) {
    std::vector<Elimination> eliminations;
    for (const int cell : state.open_cells()) {
        const auto removed = static_cast<DigitMask>(candidates_of(position, cell) & ~allowed);
        if (removed != 0) eliminations.push_back({cell, removed});
    }
    return eliminations;
}

std::vector<std::uint16_t> as_list(std::span<const DigitMask> combinations) {
    return {combinations.begin(), combinations.end()};
}

// ", holding 3 and 5 already," when the run has placed digits.
std::string placed_clause(DigitMask placed) {
    return placed == 0 ? "" : ", holding " + digit_list(placed) + " already,";
}

}  // namespace

std::optional<Step> find_last_cell(const LogicPosition& position) {
    for (int run = 0; run < run_count(position); ++run) {
        const RunState state = position.run_state(run);
        if (state.open_count != 1) continue;
        const int cell = state.open[0];
        const int digit = state.remaining_sum;
        if (digit < 1 || digit > 9 || (candidates_of(position, cell) & digit_bit(digit)) == 0)
            continue;  // a contradiction, not a step
        Step step{.technique = Technique::last_cell, .runs = {run}, .placements = {{cell, digit}}};
        const Run& board_run = position.puzzle.runs()[static_cast<std::size_t>(run)];
        step.text = fmt::format("Last cell: the other cells of {} add up to {}, so {} = {}.",
                                run_name(position.puzzle, run), board_run.sum - digit,
                                cell_name(position.puzzle, cell), digit);
        return step;
    }
    return std::nullopt;
}

std::optional<Step> find_naked_single(const LogicPosition& position) {
    for (int cell = 0; cell < position.puzzle.white_count(); ++cell) {
        const DigitMask candidates = candidates_of(position, cell);
        if (position.digits[static_cast<std::size_t>(cell)] != 0 || !is_single_digit(candidates))
            continue;
        const int digit = only_digit(candidates);
        Step step{
            .technique = Technique::naked_single, .cells = {cell}, .placements = {{cell, digit}}};
        step.text = fmt::format("Naked single: {} = {}, its only candidate left.",
                                cell_name(position.puzzle, cell), digit);
        return step;
    }
    return std::nullopt;
}

std::optional<Step> find_crossing_runs(const LogicPosition& position) {
    const Puzzle& puzzle = position.puzzle;
    for (int cell = 0; cell < puzzle.white_count(); ++cell) {
        const int across = puzzle.across_run(cell);
        const int down = puzzle.down_run(cell);
        if (position.digits[static_cast<std::size_t>(cell)] != 0 || across < 0 || down < 0)
            continue;
        const RunState across_state = position.run_state(across);
        const RunState down_state = position.run_state(down);
        const std::vector<DigitMask> across_fit =
            position.fitting_combinations(across, across_state);
        const std::vector<DigitMask> down_fit = position.fitting_combinations(down, down_state);
        const DigitMask candidates = candidates_of(position, cell);
        const auto across_allows =
            static_cast<DigitMask>(union_of(across_fit) & ~across_state.placed & candidates);
        const auto down_allows =
            static_cast<DigitMask>(union_of(down_fit) & ~down_state.placed & candidates);
        const auto both = static_cast<DigitMask>(across_allows & down_allows);
        // Only a placement neither run gives alone is this technique's.
        if (!is_single_digit(both) || is_single_digit(across_allows) ||
            is_single_digit(down_allows))
            continue;
        const int digit = only_digit(both);
        Step step{.technique = Technique::crossing_runs,
                  .runs = {across, down},
                  .cells = {cell},
                  .combinations = {as_list(across_fit), as_list(down_fit)},
                  .placements = {{cell, digit}}};
        step.text = fmt::format(
            "Crossing runs: {} is in {}, which can only be {}, and in {}, which can only be {}; "
            "only {} suits both, so {} = {}.",
            cell_name(puzzle, cell), run_name(puzzle, across), combination_list(across_fit),
            run_name(puzzle, down), combination_list(down_fit), digit, cell_name(puzzle, cell),
            digit);
        return step;
    }
    return std::nullopt;
}

std::optional<Step> find_unique_combination(const LogicPosition& position) {
    for (int run = 0; run < run_count(position); ++run) {
        const std::span<const DigitMask> combinations = position.combinations.of_run(run);
        if (combinations.size() != 1) continue;
        const RunState state = position.run_state(run);
        std::vector<Elimination> eliminations =
            eliminations_outside(position, state, combinations[0]);
        if (eliminations.empty()) continue;
        Step step{.technique = Technique::unique_combination,
                  .runs = {run},
                  .combinations = {as_list(combinations)},
                  .eliminations = std::move(eliminations)};
        step.text = fmt::format("Unique combination: {} can only be {}: {}.",
                                run_name(position.puzzle, run), digit_sum_text(combinations[0]),
                                removal_text(position.puzzle, step.eliminations));
        return step;
    }
    return std::nullopt;
}

std::optional<Step> find_hidden_single(const LogicPosition& position) {
    for (int run = 0; run < run_count(position); ++run) {
        const RunState state = position.run_state(run);
        if (state.open_count < 2) continue;
        const std::vector<DigitMask> fitting = position.fitting_combinations(run, state);
        if (fitting.empty()) continue;
        auto needed = static_cast<DigitMask>(kAllDigits & ~state.placed);
        for (const DigitMask combination : fitting)
            needed &= combination;
        for (unsigned rest = needed; rest != 0; rest &= rest - 1) {
            const auto digit = static_cast<DigitMask>(rest & -rest);
            int holder = -1;
            int holders = 0;
            for (const int cell : state.open_cells()) {
                if ((candidates_of(position, cell) & digit) != 0) {
                    holder = cell;
                    ++holders;
                }
            }
            if (holders != 1 || is_single_digit(candidates_of(position, holder))) continue;
            const int value = only_digit(digit);
            Step step{.technique = Technique::hidden_single,
                      .runs = {run},
                      .cells = {holder},
                      .combinations = {as_list(fitting)},
                      .placements = {{holder, value}}};
            step.text = fmt::format(
                "Hidden single: every combination left to {}{} ({}) needs {}, and only {} can "
                "hold it, so {} = {}.",
                run_name(position.puzzle, run), placed_clause(state.placed),
                combination_list(fitting), value, cell_name(position.puzzle, holder),
                cell_name(position.puzzle, holder), value);
            return step;
        }
    }
    return std::nullopt;
}

std::optional<Step> find_run_combinations(const LogicPosition& position) {
    for (int run = 0; run < run_count(position); ++run) {
        const RunState state = position.run_state(run);
        if (state.open_count == 0) continue;
        const std::vector<DigitMask> fitting = position.fitting_combinations(run, state);
        if (fitting.empty()) continue;
        std::vector<Elimination> eliminations =
            eliminations_outside(position, state, union_of(fitting) & ~state.placed);
        if (eliminations.empty()) continue;
        Step step{.technique = Technique::run_combinations,
                  .runs = {run},
                  .combinations = {as_list(fitting)},
                  .eliminations = std::move(eliminations)};
        step.text = fmt::format("Run combinations: {}{} can only be {}: {}.",
                                run_name(position.puzzle, run), placed_clause(state.placed),
                                combination_list(fitting),
                                removal_text(position.puzzle, step.eliminations));
        return step;
    }
    return std::nullopt;
}

namespace {

// The least and the most `count` distinct digits of `digits` add up to (sum of the smallest
// and of the largest); nothing when `digits` has fewer than `count`.
std::optional<std::pair<int, int>> sum_bounds(DigitMask digits, int count) {
    if (digit_count(digits) < count) return std::nullopt;
    int least = 0;
    int most = 0;
    int taken = 0;
    for (int digit = 1; digit <= 9 && taken < count; ++digit) {
        if ((digits & digit_bit(digit)) == 0) continue;
        least += digit;
        ++taken;
    }
    taken = 0;
    for (int digit = 9; digit >= 1 && taken < count; --digit) {
        if ((digits & digit_bit(digit)) == 0) continue;
        most += digit;
        ++taken;
    }
    return std::pair{least, most};
}

}  // namespace

std::optional<Step> find_min_max(const LogicPosition& position) {
    for (int run = 0; run < run_count(position); ++run) {
        const RunState state = position.run_state(run);
        if (state.open_count < 2) continue;
        for (const int cell : state.open_cells()) {
            DigitMask others = 0;
            for (const int other : state.open_cells()) {
                if (other != cell) others |= candidates_of(position, other);
            }
            others = static_cast<DigitMask>(others & ~state.placed);
            const int other_count = state.open_count - 1;
            const auto bounds = sum_bounds(others, other_count);
            if (!bounds) continue;
            const int low = state.remaining_sum - bounds->second;
            const int high = state.remaining_sum - bounds->first;
            DigitMask outside = 0;
            for (int digit = 1; digit <= 9; ++digit) {
                if (digit < low || digit > high) outside |= digit_bit(digit);
            }
            const auto removed = static_cast<DigitMask>(candidates_of(position, cell) & outside);
            if (removed == 0) continue;
            Step step{.technique = Technique::min_max,
                      .runs = {run},
                      .cells = {cell},
                      .eliminations = {{cell, removed}}};
            step.text = fmt::format(
                "Min/max: {} still needs {}; its other open {} hold{} between {} and {}, so {} "
                "is between {} and {}: {}.",
                run_name(position.puzzle, run), state.remaining_sum,
                other_count == 1 ? "cell" : fmt::format("{} cells", other_count),
                other_count == 1 ? "s" : "", bounds->first, bounds->second,
                cell_name(position.puzzle, cell), std::max(low, 1), std::min(high, 9),
                removal_text(position.puzzle, step.eliminations));
            return step;
        }
    }
    return std::nullopt;
}

std::optional<Step> find_run_filling(const LogicPosition& position) {
    for (int run = 0; run < run_count(position); ++run) {
        const RunState state = position.run_state(run);
        if (state.open_count < 2) continue;
        std::array<DigitMask, 9> masks{};
        std::array<DigitMask, 9> supported{};
        const auto count = static_cast<std::size_t>(state.open_count);
        for (std::size_t index = 0; index < count; ++index) {
            masks[index] =
                static_cast<DigitMask>(candidates_of(position, state.open[index]) & ~state.placed);
        }
        if (!find_run_support({masks.data(), count}, state.remaining_sum,
                              {supported.data(), count}))
            continue;  // a contradiction, not a step
        std::vector<Elimination> eliminations;
        std::string holdings;
        for (std::size_t index = 0; index < count; ++index) {
            const int cell = state.open[index];
            const auto removed =
                static_cast<DigitMask>(candidates_of(position, cell) & ~supported[index]);
            if (removed != 0) eliminations.push_back({cell, removed});
            if (!holdings.empty()) holdings += index + 1 == count ? " and " : ", ";
            holdings += fmt::format("{} ({})", cell_name(position.puzzle, cell),
                                    digit_list(candidates_of(position, cell)));
        }
        if (eliminations.empty()) continue;
        Step step{.technique = Technique::run_filling,
                  .runs = {run},
                  .combinations = {as_list(position.fitting_combinations(run, state))},
                  .eliminations = std::move(eliminations)};
        step.text = fmt::format(
            "Run filling: {} still needs {} from {}, each a different digit; no way to make it "
            "uses these: {}.",
            run_name(position.puzzle, run), state.remaining_sum, holdings,
            removal_text(position.puzzle, step.eliminations));
        return step;
    }
    return std::nullopt;
}

}  // namespace sudokit::kakuro::detail
