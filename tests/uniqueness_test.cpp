// The generator's question when it takes a clue away, "is there a solution without this
// digit here?", answered in one search with the digit excluded: checked against a count of
// the puzzle's solutions by DLX, on classic grids and on every variant the generator makes,
// and through RemovalChecks (a geometry's search tables built once, the solution guiding).

#include <algorithm>
#include <map>
#include <memory>
#include <optional>
#include <random>
#include <string>
#include <vector>

#include <fmt/format.h>
#include <gtest/gtest.h>

#include "generate/uniqueness.hpp"
#include "sorted_solutions.hpp"
#include "sudokit/format.hpp"
#include "sudokit/generate.hpp"
#include "sudokit/geometry.hpp"
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

// Two solutions at most, kept: DLX's (it reads the cages as houses with sums).
SolveResult dlx_to_two(const Puzzle& puzzle) {
    SolveOptions options;
    options.algorithm = Algorithm::dlx;
    options.solution_limit = 2;
    options.keep_solutions = 2;
    return solve(puzzle, options);
}

// The killer's grid with other cages, when the geometry takes them.
std::optional<Puzzle> with_cages(const Puzzle& killer, const std::vector<CageSpec>& cages) {
    auto houses = std::make_shared<Geometry>(killer.houses->without_cages());
    if (houses->add_cages(cages)) return std::nullopt;
    Puzzle puzzle(killer.givens);
    puzzle.houses = houses;
    return puzzle;
}

// The generator's count of a cage layout's solutions, without the sums the houses imply,
// against DLX: Killers and Killer-X made by the generator (one solution), each also with
// every second cage only (many solutions) and with its smallest cage merged into another, the
// sum their total (whose digits must then differ: mostly no solution).
TEST(UniquenessTest, CageCountsWithoutImpliedSumsAgreeWithDancingLinks) {
    std::map<Verdict, int> verdicts;
    for (const PuzzleVariant variant : {PuzzleVariant::killer, PuzzleVariant::killer_x}) {
        for (std::uint64_t seed = 1; seed <= 6; ++seed) {
            GenerateOptions options;
            options.variant = variant;
            const std::optional<GeneratedPuzzle> made = generate_puzzle(options, seed);
            ASSERT_TRUE(made.has_value());
            std::vector<CageSpec> cages;
            for (const House& house : made->puzzle.houses->houses()) {
                if (house.sum) cages.push_back({house.cells, house.sum});
            }
            ASSERT_GE(cages.size(), 3u);
            // The smallest cage (the first of them), so a merge stays within nine cells.
            const std::size_t pick = static_cast<std::size_t>(
                std::min_element(cages.begin(), cages.end(),
                                 [](const CageSpec& a, const CageSpec& b) {
                                     return a.cells.size() < b.cells.size();
                                 }) -
                cages.begin());
            // Without the cages on the top row: the sums of the rest leave many solutions.
            std::vector<CageSpec> half;
            for (const CageSpec& cage : cages) {
                if (cage.cells.front() >= 9) half.push_back(cage);
            }
            std::vector<Puzzle> puzzles = {made->puzzle};
            puzzles.push_back(*with_cages(made->puzzle, half));
            std::vector<CageSpec> fewer = cages;
            fewer.erase(fewer.begin() + static_cast<std::ptrdiff_t>(pick));
            // The first cage the picked one merges into within the rules (at most nine cells,
            // a sum different digits make).
            for (std::size_t other = 0; other < fewer.size(); ++other) {
                std::vector<CageSpec> merged = fewer;
                merged[other].cells.insert(merged[other].cells.end(), cages[pick].cells.begin(),
                                           cages[pick].cells.end());
                std::sort(merged[other].cells.begin(), merged[other].cells.end());
                merged[other].sum = *merged[other].sum + *cages[pick].sum;
                if (auto puzzle = with_cages(made->puzzle, merged)) {
                    puzzles.push_back(std::move(*puzzle));
                    break;
                }
            }
            ASSERT_EQ(puzzles.size(), 3u);
            for (const Puzzle& puzzle : puzzles) {
                const SolveResult ours = generate::cage_solutions_to_two(puzzle, 0, StopToken{});
                const SolveResult dlx = dlx_to_two(puzzle);
                EXPECT_EQ(ours.verdict, dlx.verdict) << variant_name(variant) << " seed " << seed;
                // Two searches find the same one solution; where there are more, each finds
                // two of its own, which obey the cages and houses.
                const std::vector<std::string> found = testing::sorted_solutions(ours);
                if (dlx.verdict != Verdict::multiple) {
                    EXPECT_EQ(found, testing::sorted_solutions(dlx))
                        << variant_name(variant) << " seed " << seed;
                } else {
                    ASSERT_EQ(found.size(), 2u);
                    EXPECT_NE(found[0], found[1]);
                }
                for (std::size_t index = 0; index < ours.solutions.size(); ++index)
                    EXPECT_TRUE(puzzle.houses->obeys_houses(ours.solutions[index]));
                ++verdicts[dlx.verdict];
            }
        }
    }
    // Each verdict comes up, so each way of answering is checked.
    EXPECT_GE(verdicts[Verdict::unique], 12);
    EXPECT_GT(verdicts[Verdict::multiple], 0);
    EXPECT_GT(verdicts[Verdict::none], 0);
}

// A check with a node budget (the generator's quick checks above 16x16) with box-line
// interactions and naked pairs at its first node: every answer it settles is right, it
// settles at that node whatever singles alone settle there, and more besides (the removals
// those rules prove at once, which make hard puzzles).
TEST(UniquenessTest, StrongFirstNodeSettlesMoreQuickChecksAndRightly) {
    int settled_by_singles = 0, settled_by_strong_alone = 0, needed = 0, spare = 0;
    for (std::uint64_t seed = 1; seed <= 3; ++seed) {
        // Puzzles whose hardest step is a pointing, claiming or naked pair, with a few of the
        // solution's digits given besides: some clues can then go, others not.
        GenerateOptions options;
        options.shape = Shape(4, 4);
        options.rating = RatingRange{26, 30};
        const std::optional<GeneratedPuzzle> made = generate_puzzle(options, seed);
        ASSERT_TRUE(made.has_value());
        Grid givens = made->puzzle.givens;
        std::mt19937 random(static_cast<std::mt19937::result_type>(seed));
        std::uniform_int_distribution<int> cell_of(0, options.shape.cell_count() - 1);
        for (int extra = 0; extra < 8; ++extra) {
            const int cell = cell_of(random);
            givens.set(cell, made->solution[cell]);
        }
        for (int cell = 0; cell < options.shape.cell_count(); ++cell) {
            if (givens.empty(cell)) continue;
            Grid without = givens;
            without.clear(cell);
            const generate::Uniqueness exact = dlx_count(Puzzle(without)) == 2
                                                   ? generate::Uniqueness::multiple
                                                   : generate::Uniqueness::none;
            // A budget of two nodes: the root (the second stops the search).
            const auto quick = [&](generate::QuickCheckRules rules) {
                return generate::has_solution_without(without, cell, made->solution[cell], 2,
                                                      StopToken{}, rules);
            };
            const generate::Uniqueness singles = quick(generate::QuickCheckRules::singles);
            const generate::Uniqueness strong = quick(generate::QuickCheckRules::strong_first_node);
            const std::string where =
                fmt::format("seed {} cell {}", seed, options.shape.cell_name(cell));
            if (singles != generate::Uniqueness::unknown) {
                EXPECT_EQ(singles, exact) << where;
                EXPECT_EQ(strong, exact) << where << " (settled by singles alone)";
                ++settled_by_singles;
            } else if (strong != generate::Uniqueness::unknown) {
                EXPECT_EQ(strong, exact) << where;
                ++settled_by_strong_alone;
            }
            ++(exact == generate::Uniqueness::multiple ? needed : spare);
        }
    }
    EXPECT_GT(settled_by_singles, 10);
    EXPECT_GT(settled_by_strong_alone, 10);
    EXPECT_GT(needed, 10);
    EXPECT_GT(spare, 10);
}

}  // namespace
}  // namespace sudokit
