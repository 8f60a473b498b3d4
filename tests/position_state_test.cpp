// Position::from_state takes a solver's digits and marks as they stand: the position it makes
// is the one the engine reached, on every kind of houses, and mismatched sizes are refused.

#include <gtest/gtest.h>

#include <memory>
#include <stdexcept>
#include <vector>

#include "generated_puzzles.hpp"
#include "sudokit/logic.hpp"
#include "sudokit/position.hpp"

namespace sudokit {
namespace {

// The marks of the empty cells of a position (filled cells left with every digit, which
// from_state must clear).
Candidates marks_of(const Position& position) {
    Candidates marks(position.shape());
    for (int cell = 0; cell < position.shape().cell_count(); ++cell) {
        if (!position.filled(cell)) marks[cell] = position.candidates(cell);
    }
    return marks;
}

TEST(PositionStateTest, MakesThePositionTheEngineReached) {
    int compared = 0;
    for (const PuzzleVariant variant : {PuzzleVariant::classic, PuzzleVariant::x,
                                        PuzzleVariant::windoku, PuzzleVariant::jigsaw}) {
        for (const Puzzle& puzzle : testing::minimal_puzzles(Shape(), 20, 7, variant)) {
            // Stuck part of the way, with eliminations beyond the peers' digits.
            LogicOptions options;
            options.techniques = TechniqueSet();
            for (Technique technique :
                 {Technique::full_house, Technique::hidden_single_box, Technique::hidden_single_row,
                  Technique::hidden_single_column, Technique::naked_single, Technique::pointing,
                  Technique::claiming, Technique::naked_pair}) {
                options.techniques->set(static_cast<std::size_t>(technique));
            }
            const Position reached = solve_logically(puzzle, options).final_position;
            const Position made =
                Position::from_state(reached.variant(), reached.values(), marks_of(reached));
            EXPECT_TRUE(made == reached) << variant_name(variant);
            EXPECT_EQ(made.empty_count(), reached.empty_count());
            for (int cell = 0; cell < made.shape().cell_count(); ++cell) {
                if (made.filled(cell)) {
                    EXPECT_TRUE(made.candidates(cell).empty());
                }
            }
            ++compared;
        }
    }
    EXPECT_EQ(compared, 80);
}

TEST(PositionStateTest, RefusesGridsOfAnotherSize) {
    const Grid nine((Shape()));
    const Grid sixteen(Shape(4, 4));
    EXPECT_THROW(Position::from_state(nullptr, nine, Candidates(Shape(4, 4))),
                 std::invalid_argument);
    EXPECT_THROW(
        Position::from_state(std::make_shared<Geometry>(Geometry::with_diagonals(Shape(4, 4))),
                             nine, Candidates(Shape())),
        std::invalid_argument);
    EXPECT_NO_THROW(Position::from_state(nullptr, sixteen, Candidates(Shape(4, 4))));
}

}  // namespace
}  // namespace sudokit
