#pragma once

// Helpers for the logic engine's tests: positions built from text, and the soundness check
// every step must pass (no placement or elimination may disagree with the known solution).

#include <string>
#include <string_view>
#include <vector>

#include <gtest/gtest.h>

#include "logic/finders.hpp"
#include "sudokit/logic.hpp"
#include "sudokit/session.hpp"
#include "sudokit/solve.hpp"
#include "test_support.hpp"

namespace sudokit::testing {

// The unique solution of a puzzle (fails the test when it has none or several).
inline Grid unique_solution(const Puzzle& puzzle) {
    const SolveResult result = solve(puzzle);
    EXPECT_EQ(result.verdict, Verdict::unique);
    return result.solutions.empty() ? Grid(puzzle.shape()) : result.solutions.front();
}

// A position from a pencil-mark string: one token per cell (cells separated by spaces,
// '|' and line breaks ignored), each token the cell's candidates; a token of one digit is a
// placed digit. For 9x9 only (digits 1-9).
inline Position position_from_marks(std::string_view text, Shape shape = Shape()) {
    Candidates marks(shape);
    int cell = 0;
    std::string token;
    auto flush = [&]() {
        if (token.empty()) return;
        DigitSet set;
        for (char c : token)
            set.insert(c - '0');
        if (cell < shape.cell_count()) marks[cell] = set;
        ++cell;
        token.clear();
    };
    for (char c : text) {
        if (c >= '1' && c <= '9') {
            token += c;
        } else {
            flush();
        }
    }
    flush();
    EXPECT_EQ(cell, shape.cell_count()) << "pencil-mark text has the wrong number of cells";
    return Position::from_marks(marks);
}

// The session the finder tests run in, kept from test to test as a batch worker keeps one.
inline logic::SessionState& test_session() {
    static SolvingSession session;
    return session.state();
}

// A finder context that allows every technique (uniqueness ones too, when asked).
inline logic::FindContext context_for(const Position& position, LogicMode mode = LogicMode::full,
                                      bool uniqueness = false) {
    TechniqueSet allowed = all_techniques();
    return logic::FindContext{position, allowed, mode, uniqueness, test_session()};
}

// Every placement matches the solution and no elimination removes the solution's digit.
inline ::testing::AssertionResult step_is_sound(const Position& position, const Step& step,
                                                const Grid& solution) {
    const Shape& shape = position.shape();
    for (const CellDigit& placement : step.placements) {
        if (solution[placement.cell] != placement.digit) {
            return ::testing::AssertionFailure()
                   << technique_name(step.technique) << " places " << placement.digit << " in "
                   << shape.cell_name(placement.cell) << " but the solution has "
                   << solution[placement.cell] << ": " << describe_step(step, shape);
        }
    }
    for (const CellDigit& elimination : step.eliminations) {
        if (solution[elimination.cell] == elimination.digit) {
            return ::testing::AssertionFailure()
                   << technique_name(step.technique) << " removes the true digit "
                   << elimination.digit << " from " << shape.cell_name(elimination.cell) << ": "
                   << describe_step(step, shape);
        }
    }
    if (step.placements.empty() && step.eliminations.empty()) {
        return ::testing::AssertionFailure()
               << technique_name(step.technique) << " concludes nothing";
    }
    return ::testing::AssertionSuccess();
}

}  // namespace sudokit::testing
