// The logic engine on a variant's houses: hand-built X-Sudoku and jigsaw positions with their
// expected steps written out, then a soundness sweep over X-Sudoku, windoku and jigsaw puzzles
// made here (a random grid of the variant from the exact solver, clues taken out while the
// solution stays unique), every step checked against the solution.

#include <algorithm>
#include <memory>
#include <numeric>
#include <optional>
#include <random>
#include <set>
#include <string>
#include <utility>
#include <variant>

#include <gtest/gtest.h>

#include "jigsaw_regions.hpp"
#include "logic/intersection_rules.hpp"
#include "logic/link_graph.hpp"
#include "sudokit/geometry.hpp"
#include "sudokit/logic.hpp"
#include "sudokit/position.hpp"
#include "sudokit/session.hpp"
#include "sudokit/solve.hpp"
#include "sudokit/step.hpp"

namespace sudokit {
namespace {

std::shared_ptr<const Geometry> x_sudoku() {
    return std::make_shared<const Geometry>(Geometry::with_diagonals(Shape()));
}

std::shared_ptr<const Geometry> windoku() {
    return std::make_shared<const Geometry>(Geometry::with_windows(Shape()));
}

std::shared_ptr<const Geometry> jigsaw(const std::string& regions) {
    auto built = Geometry::with_regions(Shape(), regions);
    return std::make_shared<const Geometry>(std::get<Geometry>(std::move(built)));
}

// The first step of the techniques given, on a position built by hand.
std::optional<Step> first_step(const Position& position, std::initializer_list<Technique> allowed) {
    LogicOptions options;
    TechniqueSet set;
    for (Technique technique : allowed)
        set.set(static_cast<std::size_t>(technique));
    options.techniques = set;
    options.uniqueness = UniquenessPolicy::never;
    return next_step(position, options);
}

// The first uniqueness step on a hand-built position (trusted to have one solution).
std::optional<Step> first_uniqueness_step(const Position& position) {
    LogicOptions options;
    TechniqueSet set;
    for (int index = 0; index < kTechniqueCount; ++index) {
        if (technique_needs_uniqueness(static_cast<Technique>(index))) set.set(index);
    }
    options.techniques = set;
    options.uniqueness = UniquenessPolicy::assume;
    return next_step(position, options);
}

// Keeps only `digits` in `cell`.
void keep_only(Position& position, int cell, std::initializer_list<int> digits) {
    for (int digit = 1; digit <= position.shape().side(); ++digit) {
        if (std::find(digits.begin(), digits.end(), digit) == digits.end()) {
            position.eliminate(cell, digit);
        }
    }
}

std::set<std::pair<int, int>> as_set(const std::vector<CellDigit>& list) {
    std::set<std::pair<int, int>> result;
    for (const CellDigit& entry : list)
        result.insert({entry.cell, entry.digit});
    return result;
}

// Regions that are not rectangles, with solutions: the boxes of a classic grid, with three
// pairs of diagonal neighbours across a box edge that hold the same digit in a classic
// solution swapped between their boxes (each region keeps every digit once, so that
// solution still solves it).
std::string bent_regions() {
    const Shape shape;
    SolveOptions options;
    options.solution_limit = 1;
    options.algorithm = Algorithm::dlx;
    const Grid solution = solve(Puzzle(Grid(shape)), options).solutions.front();
    std::string regions(81, ' ');
    for (int cell = 0; cell < 81; ++cell)
        regions[cell] = static_cast<char>('1' + shape.box_of(cell));
    std::vector<bool> moved(81, false);
    int swaps = 0;
    for (int cell = 0; cell < 81 && swaps < 3; ++cell) {
        const int row = cell / 9;
        const int col = cell % 9;
        for (const int step : {-1, 1}) {
            const int other_col = col + step;
            if (row + 1 > 8 || other_col < 0 || other_col > 8) continue;
            const int other = (row + 1) * 9 + other_col;
            if (moved[cell] || moved[other] || shape.box_of(cell) == shape.box_of(other) ||
                solution[cell] != solution[other]) {
                continue;
            }
            std::swap(regions[cell], regions[other]);
            moved[cell] = moved[other] = true;
            ++swaps;
        }
    }
    return regions;
}

TEST(VariantLogicTest, HiddenSingleOnADiagonal) {
    const auto geometry = x_sudoku();
    Position position(geometry);
    // 5 can go nowhere on the main diagonal but r5c5; every other house keeps many places.
    for (int i = 0; i < 9; ++i) {
        if (i != 4) position.eliminate(i * 9 + i, 5);
    }
    const auto step =
        first_step(position, {Technique::hidden_single_box, Technique::hidden_single_row,
                              Technique::hidden_single_column});
    ASSERT_TRUE(step);
    ASSERT_EQ(step->placements.size(), 1u);
    EXPECT_EQ(step->placements[0].cell, 40);
    EXPECT_EQ(step->placements[0].digit, 5);
    ASSERT_EQ(step->houses.size(), 1u);
    EXPECT_EQ(geometry->house(step->houses[0]).kind, HouseKind::diagonal);
    EXPECT_EQ(describe_step(*step, *geometry),
              "Hidden single in diagonal ↘: 5 can only go in r5c5");
    // On the classic grid the same marks give nothing.
    Position classic;
    for (int i = 0; i < 9; ++i) {
        if (i != 4) classic.eliminate(i * 9 + i, 5);
    }
    EXPECT_FALSE(first_step(classic, {Technique::hidden_single_box, Technique::hidden_single_row,
                                      Technique::hidden_single_column}));
}

TEST(VariantLogicTest, PlacingADigitClearsItsDiagonal) {
    const auto geometry = x_sudoku();
    Position position(geometry);
    position.place(0, 3);
    for (int i = 1; i < 9; ++i)
        EXPECT_FALSE(position.has(i * 9 + i, 3)) << i;
    EXPECT_TRUE(position.has(7 * 9 + 1, 3));  // r8c2 is on the other diagonal only
}

TEST(VariantLogicTest, DiagonalLockedInABox) {
    const auto geometry = x_sudoku();
    Position position(geometry);
    // On the main diagonal 7 lies only in box 1 (r1c1, r2c2, r3c3): box 1's other cells lose it.
    for (int i = 3; i < 9; ++i)
        position.eliminate(i * 9 + i, 7);
    const auto step = first_step(position, {Technique::pointing, Technique::claiming});
    ASSERT_TRUE(step);
    EXPECT_EQ(step->technique, Technique::claiming);
    EXPECT_EQ(as_set(step->eliminations),
              (std::set<std::pair<int, int>>{{1, 7}, {2, 7}, {9, 7}, {11, 7}, {18, 7}, {19, 7}}));
    EXPECT_EQ(geometry->house(step->houses[0]).kind, HouseKind::diagonal);
    EXPECT_EQ(step->cover_houses, std::vector<int>{18});  // box 1
}

TEST(VariantLogicTest, WindowLockedInARow) {
    const auto geometry = windoku();
    Position position(geometry);
    // In the first window (r2-4 c2-4) 6 lies only in row 2: row 2 loses it outside the window.
    for (int row = 2; row <= 3; ++row) {
        for (int col = 1; col <= 3; ++col)
            position.eliminate(row * 9 + col, 6);
    }
    const auto step = first_step(position, {Technique::pointing, Technique::claiming});
    ASSERT_TRUE(step);
    // Box 1 sees 6 in r2c2 and r2c3 of the window and elsewhere: the first lock is the window's.
    EXPECT_EQ(step->technique, Technique::pointing);
    EXPECT_EQ(geometry->house(step->houses[0]).kind, HouseKind::window);
    EXPECT_EQ(as_set(step->eliminations),
              (std::set<std::pair<int, int>>{{9, 6}, {13, 6}, {14, 6}, {15, 6}, {16, 6}, {17, 6}}));
}

TEST(VariantLogicTest, NakedPairInAJigsawRegion) {
    const auto geometry = jigsaw(kShiftedRegions);
    Position position(geometry);
    // r1c1 and r2c9 share region 1 only (not a row, a column or a box of the classic grid).
    for (int cell : {0, 17}) {
        for (int digit = 1; digit <= 9; ++digit) {
            if (digit != 3 && digit != 4) position.eliminate(cell, digit);
        }
    }
    const auto step = first_step(position, {Technique::naked_pair});
    ASSERT_TRUE(step);
    EXPECT_NE(describe_step(*step, *geometry).find("region 1"), std::string::npos)
        << describe_step(*step, *geometry);
    std::set<std::pair<int, int>> expected;
    for (int cell : {1, 8, 9, 10, 18, 19, 26}) {
        expected.insert({cell, 3});
        expected.insert({cell, 4});
    }
    EXPECT_EQ(as_set(step->eliminations), expected);
}

TEST(VariantLogicTest, XyWingSeesThroughRegionsNotBoxes) {
    const auto geometry = jigsaw(kShiftedRegions);
    Position position(geometry);
    auto keep_only = [&](int cell, std::initializer_list<int> digits) {
        for (int digit = 1; digit <= 9; ++digit) {
            if (std::find(digits.begin(), digits.end(), digit) == digits.end()) {
                position.eliminate(cell, digit);
            }
        }
    };
    // Pivot r1c1 {1,2}; pincers r1c5 {1,3} (row 1) and r2c9 {2,3} (region 1): 3 leaves the
    // cells that see both pincers: r1c2 and r1c9 (row 1, region 1), r2c3 and r2c4 (row 2,
    // region 2) and r2c5 (row 2, column 5). r1c7 and r1c8 share row 1 with r1c5 and the
    // classic grid's box 3 with r2c9, but not a region: they keep their 3.
    keep_only(0, {1, 2});
    keep_only(4, {1, 3});
    keep_only(17, {2, 3});
    const auto step = first_step(position, {Technique::xy_wing});
    ASSERT_TRUE(step);
    for (const CellDigit& elimination : step->eliminations) {
        EXPECT_EQ(elimination.digit, 3);
        EXPECT_TRUE(geometry->sees(elimination.cell, 4)) << elimination.cell;
        EXPECT_TRUE(geometry->sees(elimination.cell, 17)) << elimination.cell;
    }
    EXPECT_EQ(as_set(step->eliminations),
              (std::set<std::pair<int, int>>{{1, 3}, {8, 3}, {11, 3}, {12, 3}, {13, 3}}));
}

TEST(VariantLogicTest, KiteThroughAJigsawRegion) {
    const auto geometry = jigsaw(kShiftedRegions);
    Position position(geometry);
    // 5 in row 1 only at r1c3 and r1c9, in column 1 only at r2c1 and r7c1. r1c9 and r2c1
    // share region 1 (not a box): one of r1c3 and r7c1 holds 5, so r7c3 loses it.
    for (int col = 0; col < 9; ++col) {
        if (col != 2 && col != 8) position.eliminate(col, 5);
    }
    for (int row = 0; row < 9; ++row) {
        if (row != 1 && row != 6) position.eliminate(row * 9, 5);
    }
    const auto step = first_step(position, {Technique::two_string_kite});
    ASSERT_TRUE(step);
    EXPECT_EQ(as_set(step->eliminations), (std::set<std::pair<int, int>>{{56, 5}}));
    ASSERT_EQ(step->cover_houses.size(), 1u);
    EXPECT_EQ(geometry->house_name(step->cover_houses[0]), "region 1");
}

TEST(VariantLogicTest, FinnedXWingWithAFinInAJigsawRegion) {
    const auto geometry = jigsaw(kShiftedRegions);
    Position position(geometry);
    // 7 in row 1 only at r1c2, r1c6 and the fin r1c9; in row 5 only at r5c2 and r5c6. Either
    // the fin holds 7, or rows 1 and 5 take 7 in columns 2 and 6: the cells of column 2 that
    // share region 1 with the fin, r2c2 and r3c2, lose it. (On the classic grid the fin is in
    // box 3, which they are not.)
    for (int cell : {0, 2, 3, 4, 6, 7})
        position.eliminate(cell, 7);
    for (int col = 0; col < 9; ++col) {
        if (col != 1 && col != 5) position.eliminate(36 + col, 7);
    }
    const auto step = first_step(position, {Technique::finned_x_wing, Technique::sashimi_x_wing});
    ASSERT_TRUE(step);
    EXPECT_EQ(step->technique, Technique::finned_x_wing);
    EXPECT_EQ(as_set(step->fins), (std::set<std::pair<int, int>>{{8, 7}}));
    EXPECT_EQ(as_set(step->eliminations), (std::set<std::pair<int, int>>{{10, 7}, {19, 7}}));
}

TEST(VariantLogicTest, EmptyRectangleInAJigsawRegion) {
    // 5 leaves r1c1, r1c2, r3c1, r3c2, and column 4 but r2c4 and r6c4.
    const auto mark = [](Position& position) {
        for (int cell : {0, 1, 18, 19})
            position.eliminate(cell, 5);
        for (int row = 0; row < 9; ++row) {
            if (row != 1 && row != 5) position.eliminate(row * 9 + 3, 5);
        }
    };
    const auto geometry = jigsaw(kShiftedRegions);
    Position position(geometry);
    // Region 1 (columns 1, 2 and 9 of rows 1-3) keeps 5 on row 2 and column 9 only; column 4
    // has 5 only at r2c4 and r6c4. If r6c4 is not 5, r2c4 is, region 1's 5 is in column 9,
    // and r6c9 loses 5; if r6c4 is 5, r6c9 loses it too.
    mark(position);
    const auto step = first_step(position, {Technique::empty_rectangle});
    ASSERT_TRUE(step);
    EXPECT_EQ(as_set(step->eliminations), (std::set<std::pair<int, int>>{{53, 5}}));
    ASSERT_FALSE(step->houses.empty());
    EXPECT_EQ(geometry->house_name(step->houses[0]), "region 1");
    // On the classic grid the same marks leave box 1's 5 on row 2 and column 3: r6c3 loses it.
    Position classic;
    mark(classic);
    const auto classic_step = first_step(classic, {Technique::empty_rectangle});
    ASSERT_TRUE(classic_step);
    EXPECT_EQ(as_set(classic_step->eliminations), (std::set<std::pair<int, int>>{{47, 5}}));
}

TEST(VariantLogicTest, AlignedPairSeesThroughAJigsawRegion) {
    const auto geometry = jigsaw(kShiftedRegions);
    Position position(geometry);
    // r1c9 {1,2}, r3c1 {1,3} and r3c2 {2,3}: the last two see r1c9 through region 1 only.
    // With r1c1 on 3, r1c9's 1 would empty r3c1 and its 2 would empty r3c2: r1c1 loses 3.
    keep_only(position, 8, {1, 2});
    keep_only(position, 18, {1, 3});
    keep_only(position, 19, {2, 3});
    const auto step = first_step(position, {Technique::aligned_pair_exclusion});
    ASSERT_TRUE(step);
    EXPECT_EQ(as_set(step->eliminations), (std::set<std::pair<int, int>>{{0, 3}}));
    ASSERT_GE(step->cells.size(), 2u);
    EXPECT_EQ((std::set<int>{step->cells[0], step->cells[1]}), (std::set<int>{0, 8}));
}

// A rectangle of {1,2} whose only extra digit is in one corner: unique rectangle type 1 when
// every house it touches holds two of its corners, nothing otherwise.
std::optional<Step> rectangle_step(const std::shared_ptr<const Geometry>& geometry,
                                   std::array<int, 4> corners) {
    Position position = geometry ? Position(geometry) : Position();
    keep_only(position, corners[0], {1, 2, 5});
    for (std::size_t index = 1; index < 4; ++index)
        keep_only(position, corners[index], {1, 2});
    return first_uniqueness_step(position);
}

TEST(VariantLogicTest, UniqueRectanglesCheckEveryHouse) {
    const std::set<std::pair<int, int>> type1_at_r1c2{{1, 1}, {1, 2}};
    // r1c2, r1c4, r3c2, r3c4: off both diagonals, a deadly pattern on X-Sudoku too.
    const auto off_diagonals = rectangle_step(x_sudoku(), {1, 3, 19, 21});
    ASSERT_TRUE(off_diagonals);
    EXPECT_EQ(off_diagonals->technique, Technique::unique_rectangle_type1);
    EXPECT_EQ(as_set(off_diagonals->eliminations), type1_at_r1c2);
    // r1c1, r1c4, r3c1, r3c4: the main diagonal holds r1c1 alone, so swapping the digits would
    // break it: no uniqueness step on X-Sudoku, type 1 on the classic grid.
    EXPECT_FALSE(rectangle_step(x_sudoku(), {0, 3, 18, 21}));
    const auto classic = rectangle_step(nullptr, {0, 3, 18, 21});
    ASSERT_TRUE(classic);
    EXPECT_EQ(as_set(classic->eliminations), (std::set<std::pair<int, int>>{{0, 1}, {0, 2}}));
    // Jigsaw: r1c2, r1c3, r4c2, r4c3 lie in four regions (two classic boxes): not deadly.
    // r1c9, r1c1, r4c9, r4c1 lie in regions 1 and 4 (four classic boxes): deadly.
    const auto regions = jigsaw(kShiftedRegions);
    EXPECT_FALSE(rectangle_step(regions, {1, 2, 28, 29}));
    EXPECT_TRUE(rectangle_step(nullptr, {1, 2, 28, 29}));
    const auto across_region = rectangle_step(regions, {8, 0, 35, 27});
    ASSERT_TRUE(across_region);
    EXPECT_EQ(as_set(across_region->eliminations), (std::set<std::pair<int, int>>{{8, 1}, {8, 2}}));
    EXPECT_FALSE(rectangle_step(nullptr, {8, 0, 35, 27}));
}

int node_of(const logic::LinkGraph& graph, int cell, int digit) {
    for (int index = 0; index < graph.node_count(); ++index) {
        const logic::LinkNode& node = graph.node(index);
        if (node.digit == digit && node.cells == std::vector<int>{cell}) return index;
    }
    return -1;
}

TEST(VariantLogicTest, ChainLinksRunAlongDiagonals) {
    const auto geometry = x_sudoku();
    Position position(geometry);
    // 4 lies only in r1c1 and r9c9 on the main diagonal: a strong link of the diagonal.
    for (int i = 1; i < 8; ++i)
        position.eliminate(i * 9 + i, 4);
    const logic::HouseCrossings crossings(*geometry);
    const logic::LinkGraph graph(position, crossings, logic::LinkGraphOptions{});
    const int first = node_of(graph, 0, 4);
    const int last = node_of(graph, 80, 4);
    ASSERT_GE(first, 0);
    ASSERT_GE(last, 0);
    const auto strong = graph.strong_links(first);
    EXPECT_NE(std::find(strong.begin(), strong.end(), last), strong.end());
    // r5c5 and r1c1 share only the diagonal: a weak link for every digit both hold.
    const auto weak = graph.weak_links(node_of(graph, 40, 7));
    EXPECT_NE(std::find(weak.begin(), weak.end(), node_of(graph, 0, 7)), weak.end());
    // A grouped node where the anti-diagonal crosses box 3 (r1c9, r2c8, r3c7).
    bool group_found = false;
    for (int index = 0; index < graph.node_count(); ++index) {
        if (graph.node(index).cells == std::vector<int>{8, 16, 24}) group_found = true;
    }
    EXPECT_TRUE(group_found);
    // The classic graph of the same marks has neither.
    Position classic;
    for (int i = 1; i < 8; ++i)
        classic.eliminate(i * 9 + i, 4);
    const logic::LinkGraph classic_graph(classic, logic::HouseCrossings::of(Shape()),
                                         logic::LinkGraphOptions{});
    const auto classic_strong = classic_graph.strong_links(node_of(classic_graph, 0, 4));
    EXPECT_EQ(
        std::find(classic_strong.begin(), classic_strong.end(), node_of(classic_graph, 80, 4)),
        classic_strong.end());
}

// Sudoku Explainer's forcing X-chain along a diagonal. 4 is left only in r1c1, r1c5, r5c5
// and r5c8. r1c1, r1c5 and r5c5 see each other (row 1, column 5, and the main diagonal), so
// column 5 takes its 4 at r1c5 and neither r1c1 nor r5c5 holds one: if r5c5 were 4, r1c5
// would not be, so r1c1 would, on r5c5's diagonal. On the classic grid with the same marks
// r1c1 and r5c5 share no house, and no chain removes either.
TEST(VariantLogicTest, ForcingXChainRunsAlongADiagonal) {
    auto mark = [](Position& position) {
        for (int cell = 0; cell < 81; ++cell) {
            if (cell != 0 && cell != 4 && cell != 40 && cell != 43) position.eliminate(cell, 4);
        }
    };
    Position position(x_sudoku());
    mark(position);
    const auto step = first_step(position, {Technique::forcing_x_chain});
    ASSERT_TRUE(step);
    const auto removed = as_set(step->eliminations);
    ASSERT_FALSE(removed.empty());
    for (const auto& elimination : removed) {
        EXPECT_TRUE(elimination == std::make_pair(0, 4) || elimination == std::make_pair(40, 4))
            << elimination.first;
    }
    // A link between r1c1 and r5c5: the diagonal's.
    bool diagonal_link = false;
    for (const ChainLink& link : step->links) {
        const auto ends = std::set<int>{link.from.cells.front(), link.to.cells.front()};
        if (ends == std::set<int>{0, 40}) diagonal_link = true;
    }
    EXPECT_TRUE(diagonal_link);
    Position classic;
    mark(classic);
    EXPECT_FALSE(first_step(classic, {Technique::forcing_x_chain}));
}

TEST(VariantLogicTest, CagesComeAfterTheOtherHouses) {
    Geometry caged{Shape()};
    ASSERT_FALSE(caged.add_cages({{{0, 1}, {}}}));
    // The cages kept apart: the houses that hold every digit are the classic ones, and a
    // placed digit leaves its cage.
    Position position(std::make_shared<const Geometry>(caged));
    EXPECT_TRUE(position.has_cages());
    EXPECT_EQ(position.variant(), nullptr);
    position.place(0, 5);
    EXPECT_FALSE(position.has(1, 5));
    caged.add_diagonals();
    EXPECT_THROW(Position(std::make_shared<const Geometry>(caged)), std::invalid_argument);
    EXPECT_THROW(Position(std::shared_ptr<const Geometry>()), std::invalid_argument);
    EXPECT_THROW(Position::from_puzzle(Puzzle(Grid(Shape(2, 2))), x_sudoku()),
                 std::invalid_argument);
}

// A random grid of the geometry: its first row a random order of the digits, completed by
// the exact solver (within a budget: a row that cannot be completed is given up).
Grid random_solution(const Geometry& geometry, std::mt19937_64& random) {
    const int side = geometry.side();
    std::vector<int> digits(static_cast<std::size_t>(side));
    std::iota(digits.begin(), digits.end(), 1);
    for (int attempt = 0; attempt < 100; ++attempt) {
        std::shuffle(digits.begin(), digits.end(), random);
        Grid seed(geometry.shape());
        for (int col = 0; col < side; ++col)
            seed.set(col, digits[static_cast<std::size_t>(col)]);
        SolveOptions options;
        options.solution_limit = 1;
        options.algorithm = Algorithm::dlx;
        options.node_limit = 200'000;
        const SolveResult result = solve(Puzzle(seed), geometry, options);
        if (result.verdict == Verdict::found || result.verdict == Verdict::unique) {
            return result.solutions.front();
        }
    }
    ADD_FAILURE() << "no grid found for the geometry";
    return Grid(geometry.shape());
}

// Clues taken out in random order while the solution stays unique, down to `floor` clues
// (0: a minimal puzzle).
Puzzle unique_puzzle(const Geometry& geometry, const Grid& solution, int floor,
                     std::mt19937_64& random) {
    std::vector<int> order(static_cast<std::size_t>(geometry.cell_count()));
    std::iota(order.begin(), order.end(), 0);
    std::shuffle(order.begin(), order.end(), random);
    Grid givens = solution;
    int clues = geometry.cell_count();
    for (int cell : order) {
        if (clues == floor) break;
        givens.set(cell, 0);
        SolveOptions options;
        options.solution_limit = 2;
        options.algorithm = Algorithm::dlx;
        if (solve(Puzzle(givens), geometry, options).verdict != Verdict::unique) {
            givens.set(cell, solution[cell]);
        } else {
            --clues;
        }
    }
    return Puzzle(givens);
}

struct SweepFigures {
    int puzzles = 0;
    int solved = 0;
    int steps = 0;
    int steps_in_extra_houses = 0;
    int chain_steps = 0;
    // Links of Sudoku Explainer's chains between cells that share no row, column or box:
    // links that only a diagonal, a window or a region can make.
    int chain_links_off_classic_houses = 0;
};

bool is_chain(Technique technique) {
    return technique >= Technique::x_cycle && technique <= Technique::nested_forcing_chain;
}

void sweep(const std::shared_ptr<const Geometry>& geometry, int count, std::uint64_t seed,
           SweepFigures& figures, std::optional<TechniqueSet> techniques = {}) {
    std::mt19937_64 random(seed);
    SolvingSession session;
    for (int index = 0; index < count; ++index) {
        const Grid solution = random_solution(*geometry, random);
        ASSERT_TRUE(geometry->obeys_houses(solution));
        // Minimal puzzles, which the techniques written for variants often cannot finish, and
        // puzzles of 30 clues.
        const Puzzle puzzle = unique_puzzle(*geometry, solution, index % 2 == 0 ? 0 : 30, random);
        for (LogicMode mode : {LogicMode::se, LogicMode::full}) {
            LogicOptions options;
            options.mode = mode;
            if (techniques) {
                options.techniques = techniques;
            } else {
                // The deepest chains would search a minimal puzzle for seconds in vain.
                TechniqueSet set = all_techniques();
                set.reset(static_cast<std::size_t>(Technique::nested_forcing_chain));
                set.reset(static_cast<std::size_t>(Technique::dynamic_forcing_chain_plus));
                options.techniques = set;
            }
            const LogicResult result =
                session.solve_logically(Position::from_puzzle(puzzle, geometry), options);
            ASSERT_TRUE(result.status == LogicStatus::solved || result.status == LogicStatus::stuck)
                << index;
            for (const Step& step : result.steps) {
                if (is_chain(step.technique)) {
                    ++figures.chain_steps;
                    const Shape classic = geometry->shape();
                    for (const ChainLink& link : step.links) {
                        // A link through a house: one digit, on to off or off to on.
                        if (link.from.cells.size() != 1 || link.to.cells.size() != 1 ||
                            link.from.digit != link.to.digit || link.from.on == link.to.on)
                            continue;
                        const int from = link.from.cells.front();
                        const int to = link.to.cells.front();
                        if (from != to && classic.row_of(from) != classic.row_of(to) &&
                            classic.col_of(from) != classic.col_of(to) &&
                            classic.box_of(from) != classic.box_of(to))
                            ++figures.chain_links_off_classic_houses;
                    }
                }
                for (const CellDigit& placement : step.placements) {
                    ASSERT_EQ(solution[placement.cell], placement.digit)
                        << describe_step(step, *geometry) << " (puzzle " << index << ")";
                }
                for (const CellDigit& elimination : step.eliminations) {
                    ASSERT_NE(solution[elimination.cell], elimination.digit)
                        << describe_step(step, *geometry) << " (puzzle " << index << ")";
                }
                for (int house : step.houses) {
                    if (house >= 27 || geometry->house(house).kind == HouseKind::region) {
                        ++figures.steps_in_extra_houses;
                        break;
                    }
                }
            }
            if (result.status == LogicStatus::solved) {
                EXPECT_EQ(result.final_position.values(), solution);
                ++figures.solved;
            }
            figures.steps += static_cast<int>(result.steps.size());
            ++figures.puzzles;
        }
    }
}

// The variants the sweeps run on, by name.
std::vector<std::pair<const char*, std::shared_ptr<const Geometry>>> swept_variants() {
    return {{"X", x_sudoku()},
            {"windoku", windoku()},
            {"jigsaw", jigsaw(kShiftedRegions)},
            {"bent jigsaw", jigsaw(bent_regions())}};
}

TEST(VariantLogicTest, EveryStepOnVariantPuzzlesIsSound) {
    const auto variants = swept_variants();
    std::uint64_t seed = 21;
    for (const auto& [name, geometry] : variants) {
        SweepFigures figures;
        sweep(geometry, 8, seed++, figures);
        EXPECT_EQ(figures.puzzles, 16) << name;
        // The engine gets somewhere, and through the variant's own houses.
        EXPECT_GT(figures.solved, 0) << name;
        EXPECT_GT(figures.steps_in_extra_houses, 0) << name;
    }
}

// Unique rectangles, loops and BUGs on every position met on the way through the variants'
// puzzles (solved with the basic techniques): each step they find is checked against the
// solution, and they find some on every variant.
TEST(VariantLogicTest, UniquenessStepsOnVariantPuzzlesAreSound) {
    TechniqueSet basics;
    for (int index = 0; index <= static_cast<int>(Technique::hidden_quad); ++index)
        basics.set(static_cast<std::size_t>(index));
    const auto variants = swept_variants();
    std::uint64_t seed = 40;
    for (const auto& [name, geometry] : variants) {
        std::mt19937_64 random(seed++);
        int found = 0;
        for (int index = 0; index < 12; ++index) {
            const Grid solution = random_solution(*geometry, random);
            const Puzzle puzzle = unique_puzzle(*geometry, solution, 30, random);
            LogicOptions options;
            options.techniques = basics;
            options.uniqueness = UniquenessPolicy::never;
            const LogicResult result =
                solve_logically(Position::from_puzzle(puzzle, geometry), options);
            Position position = Position::from_puzzle(puzzle, geometry);
            for (const Step& step : result.steps) {
                if (const auto unique = first_uniqueness_step(position)) {
                    ++found;
                    for (const CellDigit& elimination : unique->eliminations) {
                        ASSERT_NE(solution[elimination.cell], elimination.digit)
                            << name << ": " << describe_step(*unique, *geometry);
                    }
                }
                apply_step(position, step);
            }
        }
        EXPECT_GT(found, 0) << name;
    }
}

// On a jigsaw the chain engine reads the regions as its boxes: with only singles beside them,
// the chains carry the solve, and each of their steps is checked.
TEST(VariantLogicTest, BentRegionsAreNotBoxes) {
    const std::string regions = bent_regions();
    int moved = 0;
    for (int cell = 0; cell < 81; ++cell)
        moved += regions[cell] != static_cast<char>('1' + Shape().box_of(cell)) ? 1 : 0;
    EXPECT_EQ(moved, 6) << regions;
}

TEST(VariantLogicTest, ChainsOnJigsawRegionsAreSound) {
    TechniqueSet singles_and_chains;
    for (int index = 0; index < kTechniqueCount; ++index) {
        const auto technique = static_cast<Technique>(index);
        if (technique <= Technique::naked_single || is_chain(technique)) {
            singles_and_chains.set(static_cast<std::size_t>(index));
        }
    }
    for (const std::string& regions : {std::string(kShiftedRegions), bent_regions()}) {
        SweepFigures figures;
        sweep(jigsaw(regions), 4, 5, figures, singles_and_chains);
        EXPECT_GT(figures.solved, 0) << regions;
        EXPECT_GT(figures.chain_steps, 5) << regions;
    }
}

// Sudoku Explainer's chains read the diagonals and windows too: links between cells that
// share only such a house appear, and every step agrees with the solution. A jigsaw with
// diagonals (no boxes at all) takes them as well.
TEST(VariantLogicTest, ChainsOnDiagonalsAndWindowsAreSound) {
    TechniqueSet singles_and_chains;
    for (int index = 0; index < kTechniqueCount; ++index) {
        const auto technique = static_cast<Technique>(index);
        // (XY-chains and AICs have their own link graph, which reads every house.)
        if (technique == Technique::xy_chain || technique == Technique::alternating_inference_chain)
            continue;
        if (technique <= Technique::naked_single || is_chain(technique)) {
            singles_and_chains.set(static_cast<std::size_t>(index));
        }
    }
    auto jigsaw_x = std::make_shared<Geometry>(*jigsaw(kShiftedRegions));
    jigsaw_x->add_diagonals();
    const std::pair<const char*, std::shared_ptr<const Geometry>> variants[] = {
        {"X", x_sudoku()}, {"windoku", windoku()}, {"jigsaw X", jigsaw_x}};
    std::uint64_t seed = 60;
    for (const auto& [name, geometry] : variants) {
        SweepFigures figures;
        sweep(geometry, 4, seed++, figures, singles_and_chains);
        EXPECT_GT(figures.solved, 0) << name;
        EXPECT_GT(figures.chain_steps, 5) << name;
        EXPECT_GT(figures.chain_links_off_classic_houses, 0) << name;
    }
}

}  // namespace
}  // namespace sudokit
