#include "kakuro/logic/logic_position.hpp"

#include <algorithm>
#include <bit>

namespace sudokit::kakuro::detail {

int digit_sum(DigitMask digits) {
    int sum = 0;
    for (unsigned rest = digits; rest != 0; rest &= rest - 1)
        sum += std::countr_zero(rest) + 1;
    return sum;
}

int digit_count(DigitMask digits) {
    return std::popcount(static_cast<unsigned>(digits));
}

bool is_single_digit(DigitMask digits) {
    return digits != 0 && (digits & (digits - 1)) == 0;
}

int only_digit(DigitMask digits) {
    return std::countr_zero(static_cast<unsigned>(digits)) + 1;
}

LogicPosition::LogicPosition(const Puzzle& board, const RunCombinations& run_combinations,
                             const ClosedAreas& board_areas)
    : puzzle(board),
      combinations(run_combinations),
      digits(board.given_digits()),
      candidates(digits.size(), kAllDigits),
      closed_areas(board_areas) {
    for (std::size_t cell = 0; cell < digits.size(); ++cell) {
        if (digits[cell] != 0) candidates[cell] = digit_bit(digits[cell]);
    }
    // A given digit is not a candidate of the other cells of its runs.
    for (std::size_t cell = 0; cell < digits.size(); ++cell) {
        if (digits[cell] == 0) continue;
        for (const int run :
             {board.across_run(static_cast<int>(cell)), board.down_run(static_cast<int>(cell))}) {
            if (run < 0) continue;
            for (const int other : board.runs()[static_cast<std::size_t>(run)].cells) {
                if (digits[static_cast<std::size_t>(other)] == 0)
                    candidates[static_cast<std::size_t>(other)] &=
                        static_cast<DigitMask>(~digit_bit(digits[cell]));
            }
        }
    }
}

RunState LogicPosition::run_state(int run) const {
    const Run& board_run = puzzle.runs()[static_cast<std::size_t>(run)];
    RunState state;
    int placed_sum = 0;
    for (const int cell : board_run.cells) {
        const int digit = digits[static_cast<std::size_t>(cell)];
        if (digit != 0) {
            state.placed |= digit_bit(digit);
            placed_sum += digit;
        } else if (state.open_count < 9) {
            state.open[static_cast<std::size_t>(state.open_count++)] = cell;
        }
    }
    state.remaining_sum = board_run.sum - placed_sum;
    return state;
}

DigitMask LogicPosition::open_candidates(const RunState& state) const {
    DigitMask all = 0;
    for (const int cell : state.open_cells())
        all |= candidates[static_cast<std::size_t>(cell)];
    return static_cast<DigitMask>(all & ~state.placed);
}

std::vector<DigitMask> LogicPosition::fitting_combinations(int run, const RunState& state) const {
    std::vector<DigitMask> fitting;
    const DigitMask available = open_candidates(state);
    for (const DigitMask combination : combinations.of_run(run)) {
        if ((combination & state.placed) != state.placed) continue;
        const auto missing = static_cast<DigitMask>(combination & ~state.placed);
        if ((missing & ~available) != 0) continue;
        const bool every_cell_has_one = std::ranges::all_of(state.open_cells(), [&](int cell) {
            return (candidates[static_cast<std::size_t>(cell)] & missing) != 0;
        });
        if (every_cell_has_one) fitting.push_back(combination);
    }
    return fitting;
}

bool LogicPosition::solved() const {
    return std::ranges::none_of(digits, [](std::uint8_t digit) { return digit == 0; });
}

}  // namespace sudokit::kakuro::detail
