// Unavoidable sets of solution grids, checked with the exact solver: blanking the cells of
// a set must leave a puzzle with more than one solution. The sets found on any houses are
// checked the same way on variant geometries, and against the classic layout's on classic
// houses.

#include "generate/unavoidable_sets.hpp"

#include <algorithm>
#include <set>

#include <gtest/gtest.h>

#include "sudokit/generate.hpp"
#include "sudokit/solve.hpp"

namespace sudokit {
namespace {

void expect_every_set_unavoidable(const Shape& shape, std::uint64_t seed) {
    const Grid solution = random_solution_grid(shape, seed);
    const generate::UnavoidableSets sets(solution, solution);
    const auto cells_of_sets = sets.cells_of_sets();
    ASSERT_EQ(cells_of_sets.size(), sets.size());
    std::set<std::vector<int>> distinct;
    for (const std::vector<int>& cells : cells_of_sets) {
        ASSERT_GE(cells.size(), 4u);
        Grid puzzle = solution;
        for (int cell : cells)
            puzzle.clear(cell);
        SolveOptions options;
        options.solution_limit = 2;
        const SolveResult result = solve(Puzzle(puzzle), options);
        EXPECT_EQ(result.verdict, Verdict::multiple)
            << shape.name() << " seed " << seed << ": a set of " << cells.size() << " cells";
        distinct.insert(cells);
    }
    EXPECT_EQ(distinct.size(), cells_of_sets.size()) << "no set is listed twice";
}

TEST(UnavoidableSets, EverySetOfClassicGridsLeavesTwoSolutions) {
    for (std::uint64_t seed = 1; seed <= 40; ++seed)
        expect_every_set_unavoidable(Shape(3, 3), seed);
}

TEST(UnavoidableSets, EverySetOfOtherShapesLeavesTwoSolutions) {
    for (const Shape& shape : {Shape(2, 2), Shape(2, 3), Shape(3, 2), Shape(3, 4), Shape(4, 4)}) {
        for (std::uint64_t seed = 1; seed <= 3; ++seed)
            expect_every_set_unavoidable(shape, seed);
    }
}

std::set<std::vector<int>> sorted_sets(const generate::UnavoidableSets& sets) {
    std::set<std::vector<int>> found;
    for (std::vector<int> cells : sets.cells_of_sets()) {
        std::sort(cells.begin(), cells.end());
        found.insert(std::move(cells));
    }
    return found;
}

// Every set of a variant's solution, blanked in the full grid on its houses, leaves two
// solutions; returns how many sets there were.
std::size_t expect_every_variant_set_unavoidable(const Geometry& geometry, const Grid& solution,
                                                 const std::string& name) {
    const generate::UnavoidableSets sets(geometry, solution, solution);
    const auto found = sorted_sets(sets);
    EXPECT_EQ(found.size(), sets.size()) << name << ": no set is listed twice";
    for (const std::vector<int>& cells : found) {
        EXPECT_GE(cells.size(), 4u) << name;
        Grid puzzle = solution;
        for (int cell : cells)
            puzzle.clear(cell);
        SolveOptions options;
        options.solution_limit = 2;
        options.algorithm = Algorithm::dlx;
        Puzzle blanked(puzzle);
        blanked.houses = std::make_shared<Geometry>(geometry);
        EXPECT_EQ(solve(blanked, options).verdict, Verdict::multiple)
            << name << ": a set of " << cells.size() << " cells";
    }
    return sets.size();
}

TEST(UnavoidableSets, OnClassicHousesTheGeneralSearchFindsTheClassicSets) {
    for (const Shape& shape : {Shape(3, 3), Shape(2, 3), Shape(3, 4)}) {
        for (std::uint64_t seed = 1; seed <= 5; ++seed) {
            const Grid solution = random_solution_grid(shape, seed);
            const auto classic = sorted_sets(generate::UnavoidableSets(solution, solution));
            const auto general = sorted_sets(
                generate::UnavoidableSets(Geometry::classic(shape), solution, solution));
            // The general search also trades cells between rows of different bands whose
            // digits match stack by stack, which the classic layout does not look for.
            EXPECT_TRUE(
                std::includes(general.begin(), general.end(), classic.begin(), classic.end()))
                << shape.name() << " seed " << seed;
            expect_every_variant_set_unavoidable(Geometry::classic(shape), solution,
                                                 shape.name() + " classic");
        }
    }
}

TEST(UnavoidableSets, EverySetOfAVariantSolutionLeavesTwoSolutions) {
    for (const PuzzleVariant variant :
         {PuzzleVariant::x, PuzzleVariant::windoku, PuzzleVariant::jigsaw, PuzzleVariant::killer}) {
        for (std::uint64_t seed = 1; seed <= 4; ++seed) {
            GenerateOptions options;
            options.variant = variant;
            const auto made = generate_puzzle(options, seed);
            ASSERT_TRUE(made);
            ASSERT_TRUE(made->puzzle.houses);
            const std::string name =
                std::string(variant_name(variant)) + " seed " + std::to_string(seed);
            const std::size_t count =
                expect_every_variant_set_unavoidable(*made->puzzle.houses, made->solution, name);
            // Killer cages keep few swaps; the other variants always have some.
            if (!has_cages(variant)) {
                EXPECT_GT(count, 0u) << name;
            }
        }
    }
}

TEST(UnavoidableSets, AClueCountFallsToZeroWhenTheSetsCluesAreRemoved) {
    const Geometry x = Geometry::with_diagonals(Shape());
    GenerateOptions options;
    options.variant = PuzzleVariant::x;
    const auto made = generate_puzzle(options, 3);
    ASSERT_TRUE(made);
    generate::UnavoidableSets sets(x, made->solution, made->solution);
    const auto cells_of_sets = sets.cells_of_sets();
    ASSERT_FALSE(cells_of_sets.empty());
    const std::vector<int>& smallest =
        *std::min_element(cells_of_sets.begin(), cells_of_sets.end(),
                          [](const auto& a, const auto& b) { return a.size() < b.size(); });
    // All but one clue of the set gone: not emptied yet; the last one empties it.
    const std::span<const int> cells(smallest);
    sets.remove(cells.first(cells.size() - 1));
    EXPECT_FALSE(sets.emptied_by(std::span<const int>()));
    EXPECT_TRUE(sets.emptied_by(cells.last(1)));
}

}  // namespace
}  // namespace sudokit
