// The cache of nested chaining searches: what it finds for which family and grids, when it
// starts again, and that solves with it take exactly the steps they take without it.

#include <bit>
#include <string>

#include "logic/chains/chain_memory.hpp"
#include "logic/chains/nested_search_cache.hpp"
#include "logic_test_support.hpp"

namespace sudokit {
namespace {

using logic::chains::CandidateGrid;
using logic::chains::Family;
using logic::chains::Geometry;
using logic::chains::NestedHint;
using logic::chains::NestedSearchCache;
using testing::puzzle_from_line;

// A cache of its own, and fresh position numbers for it, as a session keeps them.
NestedSearchCache& test_cache() {
    static NestedSearchCache cache;
    return cache;
}

std::uint64_t next_position_id() {
    static std::uint64_t last = 0;
    return ++last;
}

const char* const kNestedPuzzle =
    "98.7..6..5...8..4...3..2...2...3.....9.8..7.......4..5.1..6..9....1...76.....81..";

// The grid of a position, and the same grid less one candidate.
struct Grids {
    CandidateGrid source;
    CandidateGrid current;
};

Grids grids_of(const char* line) {
    const Position position = Position::from_puzzle(puzzle_from_line(line));
    const Geometry& geometry = Geometry::of(position.shape());
    Grids grids{CandidateGrid::from(geometry, position), CandidateGrid::from(geometry, position)};
    for (int cell = 0; cell < geometry.cells; ++cell) {
        if (grids.current.cell[static_cast<std::size_t>(cell)] != 0) {
            const int digit = std::countr_zero(grids.current.cell[static_cast<std::size_t>(cell)]);
            grids.current.remove(geometry, cell, digit + 1);
            break;
        }
    }
    return grids;
}

std::vector<NestedHint> one_hint(int removal) {
    NestedHint hint;
    hint.rating = 95;
    hint.complexity = 12;
    hint.removals = {removal};
    hint.parents = {2 * removal};
    return {hint};
}

TEST(NestedSearchCache, FindsOnlyWhatWasStoredForTheSameFamilyAndGrids) {
    const Grids grids = grids_of(kNestedPuzzle);
    const Family static_chains{false, false, false, 0};
    const Family cell_region{true, false, false, 0};
    NestedSearchCache& cache = test_cache().for_position(next_position_id());
    cache.store(static_chains, grids.source, grids.current, one_hint(7));

    const auto* found = cache.find(static_chains, grids.source, grids.current);
    ASSERT_NE(found, nullptr);
    ASSERT_EQ(found->size(), 1u);
    EXPECT_EQ(found->front().removals, std::vector<int>{7});
    EXPECT_EQ(found->front().parents, std::vector<int>{14});
    EXPECT_EQ(cache.find(cell_region, grids.source, grids.current), nullptr);
    // Other grids: the same current grid with another source, and the other way round.
    EXPECT_EQ(cache.find(static_chains, grids.current, grids.current), nullptr);
    EXPECT_EQ(cache.find(static_chains, grids.source, grids.source), nullptr);
}

// The next position's start grid lies within the last one's: a search of the last position
// answers for the same grid searched, keeping the hints that read a removal since the new
// start, with those removals only as parents.
TEST(NestedSearchCache, AnswersFromThePositionBeforeForAStartGridWithinItsOwn) {
    const Position position = Position::from_puzzle(puzzle_from_line(kNestedPuzzle));
    const Geometry& geometry = Geometry::of(position.shape());
    const CandidateGrid source = CandidateGrid::from(geometry, position);
    // Two candidates of open cells: the first gone before the next position, the second
    // after it.
    std::vector<int> open;
    for (int cell = 0; cell < geometry.cells && open.size() < 2; ++cell) {
        if (source.cell[static_cast<std::size_t>(cell)] != 0) open.push_back(cell);
    }
    ASSERT_EQ(open.size(), 2u);
    const int digit_a = std::countr_zero(source.cell[static_cast<std::size_t>(open[0])]) + 1;
    const int digit_b = std::countr_zero(source.cell[static_cast<std::size_t>(open[1])]) + 1;
    CandidateGrid next_source = source;
    next_source.remove(geometry, open[0], digit_a);
    CandidateGrid current = next_source;
    current.remove(geometry, open[1], digit_b);
    const int gone_before = logic::chains::literal_of(open[0] * 9 + digit_a - 1, false);
    const int gone_after = logic::chains::literal_of(open[1] * 9 + digit_b - 1, false);

    NestedHint both;
    both.rating = 96;
    both.removals = {5};
    both.parents = {gone_before, gone_after};
    NestedHint only_before;
    only_before.rating = 97;
    only_before.removals = {6};
    only_before.parents = {gone_before};
    const Family static_chains{false, false, false, 0};
    test_cache()
        .for_position(next_position_id())
        .store(static_chains, source, current, {both, only_before});

    NestedSearchCache& next = test_cache().for_position(next_position_id());
    EXPECT_EQ(next.size(), 0u);
    const auto* found = next.find(static_chains, next_source, current);
    ASSERT_NE(found, nullptr);
    ASSERT_EQ(found->size(), 1u);
    EXPECT_EQ(found->front().removals, std::vector<int>{5});
    EXPECT_EQ(found->front().parents, std::vector<int>{gone_after});
    EXPECT_EQ(found->front().rating, 96);
    EXPECT_EQ(next.size(), 1u);
    // Another family, or a start grid with a candidate the old one lacks: no answer.
    EXPECT_EQ(next.find(Family{true, false, false, 0}, next_source, current), nullptr);
    CandidateGrid wider = next_source;
    for (int cell = 0; cell < geometry.cells; ++cell) {
        if (wider.cell[static_cast<std::size_t>(cell)] == 0) {
            wider.cell[static_cast<std::size_t>(cell)] = 1;
            break;
        }
    }
    EXPECT_EQ(next.find(static_chains, wider, current), nullptr);
}

// Many searches of one position, then of the next two: each is found with its own hints,
// stored again over an old one, and dropped two positions on, when its room serves again.
TEST(NestedSearchCache, KeepsManySearchesAndReusesTheirRoom) {
    const Grids grids = grids_of(kNestedPuzzle);
    const Family static_chains{false, false, false, 0};
    // Grids searched: the current one with a made-up first word (a key of its own each).
    auto searched = [&](int number) {
        CandidateGrid grid = grids.current;
        grid.cell[0] = static_cast<std::uint32_t>(number) + 1;
        return grid;
    };
    constexpr int kSearches = 3000;
    NestedSearchCache& cache = test_cache().for_position(next_position_id());
    for (int number = 0; number < kSearches; ++number)
        cache.store(static_chains, grids.source, searched(number), one_hint(number));
    cache.store(static_chains, grids.source, searched(5), one_hint(-5));  // again, over it
    EXPECT_EQ(cache.size(), static_cast<std::size_t>(kSearches));
    for (int number = 0; number < kSearches; ++number) {
        const auto* found = cache.find(static_chains, grids.source, searched(number));
        ASSERT_NE(found, nullptr) << number;
        ASSERT_EQ(found->size(), 1u);
        EXPECT_EQ(found->front().removals, std::vector<int>{number == 5 ? -5 : number});
    }
    // The next position answers from these; the one after drops them and stores its own.
    NestedSearchCache& next = test_cache().for_position(next_position_id());
    ASSERT_NE(next.find(static_chains, grids.source, searched(7)), nullptr);
    // (A hint that reads a candidate of the start grid, as one from the position before must.)
    int open_cell = 0;
    while (grids.source.cell[static_cast<std::size_t>(open_cell)] == 0)
        ++open_cell;
    std::vector<NestedHint> reading = one_hint(1);
    reading.front().parents = {logic::chains::literal_of(
        open_cell * 9 + std::countr_zero(grids.source.cell[static_cast<std::size_t>(open_cell)]),
        false)};
    NestedSearchCache& after = test_cache().for_position(next_position_id());
    after.store(static_chains, grids.source, searched(kSearches), reading);
    EXPECT_EQ(after.size(), 1u);
    NestedSearchCache& last = test_cache().for_position(next_position_id());
    EXPECT_EQ(last.find(static_chains, grids.source, searched(9)), nullptr);
    const auto* found = last.find(static_chains, grids.source, searched(kSearches));
    ASSERT_NE(found, nullptr);
    ASSERT_EQ(found->size(), 1u);
    EXPECT_EQ(found->front().removals, std::vector<int>{1});
    EXPECT_EQ(found->front().parents, reading.front().parents);
}

TEST(NestedSearchCache, OnlySearchesThatNestNoFurtherAreKept) {
    EXPECT_TRUE(NestedSearchCache::keeps(Family{false, false, false, 0}));
    EXPECT_TRUE(NestedSearchCache::keeps(Family{true, false, false, 0}));
    EXPECT_TRUE(NestedSearchCache::keeps(Family{true, true, false, 0}));
    EXPECT_FALSE(NestedSearchCache::keeps(Family{true, true, false, 2}));
}

// The searches it spares: those repeated within a step (level 3 walks again through the
// points level 2 reached) and those the step before made on the same grids. Every step must
// be the same without it.
TEST(NestedSearchCache, SolvesTakeTheSameStepsWithoutIt) {
    const Puzzle puzzle = puzzle_from_line(kNestedPuzzle);
    LogicOptions options;
    options.mode = LogicMode::se;
    SolvingSession session;
    auto steps_of = [&] {
        const LogicResult result = session.solve_logically(puzzle, options);
        std::vector<std::string> steps;
        for (const Step& step : result.steps)
            steps.push_back(describe_step(step, puzzle.shape()));
        steps.push_back(std::to_string(result.rating.er) + " " + std::to_string(result.rating.ep));
        return steps;
    };
    NestedSearchCache& cache = session.state().chains().nested_searches();
    const std::uint64_t hits_before = cache.hits();
    const auto with_cache = steps_of();
    EXPECT_GT(cache.hits(), hits_before);
    cache.set_enabled(false);
    const auto without_cache = steps_of();
    cache.set_enabled(true);
    EXPECT_EQ(with_cache, without_cache);
    EXPECT_EQ(with_cache.back(), "111 111");
}

}  // namespace
}  // namespace sudokit
