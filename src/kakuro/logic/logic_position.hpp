#pragma once

// The position a Kakuro logic step is found in: the placed digits and every white cell's
// candidates, with what each run's finders read off it.

#include <array>
#include <cstdint>
#include <span>
#include <vector>

#include "kakuro/logic/closed_areas.hpp"
#include "kakuro/run_combinations.hpp"
#include "sudokit/kakuro.hpp"
#include "sudokit/kakuro_logic.hpp"

namespace sudokit::kakuro::detail {

int digit_sum(DigitMask digits);
int digit_count(DigitMask digits);
bool is_single_digit(DigitMask digits);
int only_digit(DigitMask digits);  // the digit of a one-digit set

// A run as it stands: its placed digits, its open cells and what their digits must add to.
struct RunState {
    DigitMask placed = 0;
    int remaining_sum = 0;
    std::array<int, 9> open{};  // open cells, in run order
    int open_count = 0;

    std::span<const int> open_cells() const {
        return {open.data(), static_cast<std::size_t>(open_count)};
    }
};

struct LogicPosition {
    const Puzzle& puzzle;
    const RunCombinations& combinations;
    std::vector<std::uint8_t> digits;  // placed digits, 0 where open
    Candidates candidates;             // an open cell's candidates; a placed cell's digit
    const ClosedAreas& closed_areas;   // the board's, found when first asked for

    LogicPosition(const Puzzle& board, const RunCombinations& run_combinations,
                  const ClosedAreas& board_areas);

    RunState run_state(int run) const;
    // The union of the candidates of a run's open cells, placed digits taken out.
    DigitMask open_candidates(const RunState& state) const;
    // The run's digit sets that hold its placed digits, whose missing digits its open cells
    // can hold between them, and in which every open cell has a digit.
    std::vector<DigitMask> fitting_combinations(int run, const RunState& state) const;
    bool solved() const;
};

}  // namespace sudokit::kakuro::detail
