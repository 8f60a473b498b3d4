// The generator's question when it takes a clue away, "is there a solution without this
// digit here?", answered in one search with the digit excluded: checked against a count of
// the puzzle's solutions by DLX, on classic grids and on every variant the generator makes,
// and through RemovalChecks (a geometry's search tables built once, the solution guiding).

#include <random>
#include <vector>

#include <gtest/gtest.h>

#include "generate/uniqueness.hpp"
#include "sudokit/generate.hpp"
#include "sudokit/solve.hpp"

namespace sudokit {
namespace {

// DLX's count of the puzzle's solutions, up to two.
int dlx_count(const Puzzle& puzzle) {
    SolveOptions options;
    options.algorithm = Algorithm::dlx;
    options.solution_limit = 2;
    options.keep_solutions = 0;
    return static_cast<int>(solve(puzzle, options).solution_count);
}

// A generated puzzle (minimal) with a few of its solution's digits given besides: some clues
// can then go without a second solution, others not.
struct Case {
    Puzzle puzzle;
    Grid solution;
};

Case case_of(PuzzleVariant variant, Shape shape, std::uint64_t seed) {
    GenerateOptions options;
    options.shape = shape;
    options.variant = variant;
    const std::optional<GeneratedPuzzle> made = generate_puzzle(options, seed);
    EXPECT_TRUE(made.has_value());
    Case result{made->puzzle, made->solution};
    std::mt19937 random(static_cast<std::mt19937::result_type>(seed));
    std::uniform_int_distribution<int> cell_of(0, shape.cell_count() - 1);
    for (int extra = 0; extra < shape.side() / 3; ++extra) {
        const int cell = cell_of(random);
        result.puzzle.givens.set(cell, made->solution[cell]);
    }
    return result;
}

TEST(UniquenessTest, OneSearchWithTheDigitOutAgreesWithACountOfSolutions) {
    const std::vector<std::pair<PuzzleVariant, Shape>> kinds = {
        {PuzzleVariant::classic, Shape(3, 3)}, {PuzzleVariant::classic, Shape(3, 4)},
        {PuzzleVariant::classic, Shape(4, 4)}, {PuzzleVariant::x, Shape(3, 3)},
        {PuzzleVariant::windoku, Shape(3, 3)}, {PuzzleVariant::jigsaw, Shape(3, 3)},
        {PuzzleVariant::x, Shape(2, 3)},       {PuzzleVariant::killer, Shape(2, 3)}};
    for (std::uint64_t seed = 1; seed <= 2; ++seed) {
        for (const auto& [variant, shape] : kinds) {
            const Case tested = case_of(variant, shape, seed);
            const generate::RemovalChecks checks(tested.puzzle.geometry());
            int needed = 0;
            int spare = 0;
            for (int cell = 0; cell < shape.cell_count(); ++cell) {
                const int digit = tested.puzzle.givens[cell];
                if (digit == 0) continue;
                Puzzle without = tested.puzzle;
                without.givens.clear(cell);
                const bool second = dlx_count(without) == 2;
                const generate::Uniqueness answer =
                    generate::has_solution_without(without, cell, digit, 0, StopToken{});
                ASSERT_EQ(answer,
                          second ? generate::Uniqueness::multiple : generate::Uniqueness::none)
                    << variant_name(variant) << " " << shape.name() << " seed " << seed << " cell "
                    << shape.cell_name(cell);
                // The same question with the houses' tables built once and the solution
                // guiding the search.
                EXPECT_EQ(
                    checks.has_solution_without(without, cell, tested.solution, 0, StopToken{}),
                    answer)
                    << variant_name(variant) << " " << shape.name() << " seed " << seed << " cell "
                    << shape.cell_name(cell) << " (RemovalChecks)";
                EXPECT_EQ(checks.check_uniqueness(without, 0, StopToken{}),
                          second ? generate::Uniqueness::multiple : generate::Uniqueness::unique)
                    << variant_name(variant) << " " << shape.name() << " seed " << seed << " cell "
                    << shape.cell_name(cell) << " (RemovalChecks count)";
                ++(second ? needed : spare);
            }
            // Both answers come up on every kind but Killer, whose cages alone make it
            // unique: its givens (the extra ones) are all spare.
            if (!has_cages(variant)) {
                EXPECT_GT(needed, 0) << variant_name(variant) << " " << shape.name();
            }
            EXPECT_GT(spare, 0) << variant_name(variant) << " " << shape.name();
        }
    }
}

}  // namespace
}  // namespace sudokit
