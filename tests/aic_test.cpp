#include <algorithm>
#include <random>

#include "logic/link_graph.hpp"
#include "logic_test_support.hpp"

namespace sudokit {
namespace {

using testing::context_for;
using testing::load_data_set;
using testing::step_is_sound;
using testing::unique_solution;

// 81 cells with every digit, except the cells given as (name, marks).
Position marks_with(std::initializer_list<std::pair<const char*, const char*>> cells) {
    Candidates marks;
    for (int cell = 0; cell < 81; ++cell)
        marks[cell] = DigitSet::all(9);
    for (const auto& [name, digits] : cells) {
        const int cell = (name[1] - '1') * 9 + (name[3] - '1');
        DigitSet set;
        for (const char* c = digits; *c != '\0'; ++c)
            set.insert(*c - '0');
        marks[cell] = set;
    }
    return Position::from_marks(marks);
}

int cell(int row, int col) {
    return (row - 1) * 9 + (col - 1);
}

// Removes `digit` from every cell of the rows listed except the columns kept.
void keep_digit_only_in(Position& position, int digit, int row, std::initializer_list<int> cols) {
    for (int col = 1; col <= 9; ++col) {
        if (std::find(cols.begin(), cols.end(), col) == cols.end()) {
            position.eliminate(cell(row, col), digit);
        }
    }
}

std::vector<CellDigit> sorted(std::vector<CellDigit> candidates) {
    std::sort(candidates.begin(), candidates.end());
    return candidates;
}

// Every strong link of the step really is one (the digit's only two places in a house, or
// the two digits of a bivalue cell), every weak link joins nodes that exclude each other,
// and the links form one alternating chain.
::testing::AssertionResult links_are_valid(const Position& position, const Step& step) {
    const Shape& shape = position.shape();
    auto sees_all = [&](int cell_index, const std::vector<int>& cells) {
        for (int other : cells) {
            if (other == cell_index) return false;
            const auto peers = shape.peers(cell_index);
            if (std::find(peers.begin(), peers.end(), other) == peers.end()) return false;
        }
        return true;
    };
    for (std::size_t index = 0; index < step.links.size(); ++index) {
        const ChainLink& link = step.links[index];
        if (index > 0 && !(step.links[index - 1].to == link.from)) {
            return ::testing::AssertionFailure() << "link " << index << " does not continue";
        }
        if (link.strong == link.from.on || link.to.on == link.from.on) {
            return ::testing::AssertionFailure() << "link " << index << " does not alternate";
        }
        const ChainNode& a = link.from;
        const ChainNode& b = link.to;
        for (const ChainNode* node : {&a, &b}) {
            for (int c : node->cells) {
                if (!position.has(c, node->digit)) {
                    return ::testing::AssertionFailure() << "node without its candidate";
                }
            }
        }
        if (link.strong) {
            bool holds = false;
            if (a.digit != b.digit) {
                holds = a.cells.size() == 1 && a.cells == b.cells &&
                        position.candidates(a.cells[0]).size() == 2;
            } else {
                for (int house = 0; house < shape.house_count() && !holds; ++house) {
                    std::vector<int> places;
                    for (int c : shape.house_cells(house)) {
                        if (position.has(c, a.digit)) places.push_back(c);
                    }
                    std::vector<int> both = a.cells;
                    both.insert(both.end(), b.cells.begin(), b.cells.end());
                    std::sort(both.begin(), both.end());
                    holds = both == places;
                }
            }
            if (!holds) return ::testing::AssertionFailure() << "link " << index << " not strong";
        } else {
            bool holds = false;
            if (a.digit != b.digit) {
                holds = a.cells.size() == 1 && a.cells == b.cells;
            } else {
                holds = std::all_of(b.cells.begin(), b.cells.end(),
                                    [&](int c) { return sees_all(c, a.cells); });
            }
            if (!holds) return ::testing::AssertionFailure() << "link " << index << " not weak";
        }
    }
    return ::testing::AssertionSuccess();
}

TEST(AicXyChain, ThreeBivalueCellsRemoveTheEndDigitFromCellsSeeingBothEnds) {
    const Position position = marks_with({{"r1c1", "12"}, {"r1c5", "23"}, {"r5c5", "13"}});
    const std::optional<Step> step = logic::find_xy_chain(context_for(position));
    ASSERT_TRUE(step);
    EXPECT_EQ(step->technique, Technique::xy_chain);
    EXPECT_EQ(step->eliminations, (std::vector<CellDigit>{{cell(5, 1), 1}}));
    EXPECT_EQ(step->size, 6);
    EXPECT_EQ(step->rating, 66);  // L = 4 exceeds no threshold
    EXPECT_EQ(step->form, ChainForm::chain);
    ASSERT_EQ(step->links.size(), 5u);
    EXPECT_EQ(step->links.front().from, (ChainNode{{cell(1, 1)}, 1, false}));
    EXPECT_EQ(step->links.front().to, (ChainNode{{cell(1, 1)}, 2, true}));
    EXPECT_TRUE(step->links.front().strong);
    EXPECT_FALSE(step->links[1].strong);
    EXPECT_EQ(step->links.back().to, (ChainNode{{cell(5, 5)}, 1, true}));
    EXPECT_TRUE(links_are_valid(position, *step));
    EXPECT_EQ(step->cells, (std::vector<int>{cell(1, 1), cell(1, 5), cell(5, 5)}));
}

TEST(AicXyChain, FourCellsEarnTheLengthBonus) {
    const Position position =
        marks_with({{"r1c1", "12"}, {"r1c5", "23"}, {"r5c5", "34"}, {"r5c9", "14"}});
    const std::optional<Step> step = logic::find_xy_chain(context_for(position));
    ASSERT_TRUE(step);
    EXPECT_EQ(sorted(step->eliminations),
              (std::vector<CellDigit>{{cell(1, 9), 1}, {cell(5, 1), 1}}));
    EXPECT_EQ(step->size, 8);
    EXPECT_EQ(step->rating, 67);  // L = 6 exceeds 4
    EXPECT_TRUE(links_are_valid(position, *step));
}

TEST(AicXyChain, NothingWhenNoCellSeesBothEnds) {
    Position position = marks_with({{"r1c1", "12"}, {"r1c5", "23"}, {"r5c5", "13"}});
    position.eliminate(cell(5, 1), 1);
    EXPECT_FALSE(logic::find_xy_chain(context_for(position)));
    EXPECT_FALSE(logic::find_aic(context_for(position)));
}

TEST(AicXyChain, EndsWithDifferentDigitsAreNoXyChain) {
    // r1c1 and r1c5 see each other, but the chain's ends are 1 and 3: no common digit.
    Position position = marks_with({{"r1c1", "12"}, {"r1c5", "23"}});
    EXPECT_FALSE(logic::find_xy_chain(context_for(position)));
}

// Digit 5 in row 1 only at r1c2, r1c3 (one group in box 1) and r1c8; in row 7 only at r7c2
// and r7c8. The chain r7c2 -5- r7c8 = r1c8 -5- {r1c2 r1c3} makes r7c2 or the group hold 5,
// so r2c2 and r3c2, which see both, lose it.
Position grouped_position() {
    Position position = marks_with({});
    keep_digit_only_in(position, 5, 1, {2, 3, 8});
    keep_digit_only_in(position, 5, 7, {2, 8});
    return position;
}

TEST(AicGrouped, GroupedNodeInBoxJoinsTheChain) {
    const Position position = grouped_position();
    EXPECT_FALSE(logic::find_xy_chain(context_for(position)));
    const std::optional<Step> step = logic::find_aic(context_for(position));
    ASSERT_TRUE(step);
    EXPECT_EQ(step->technique, Technique::alternating_inference_chain);
    EXPECT_EQ(sorted(step->eliminations),
              (std::vector<CellDigit>{{cell(2, 2), 5}, {cell(3, 2), 5}}));
    EXPECT_EQ(step->size, 4);
    EXPECT_EQ(step->rating, 66);
    EXPECT_EQ(step->form, ChainForm::chain);
    ASSERT_EQ(step->links.size(), 3u);
    const bool has_group = std::any_of(step->links.begin(), step->links.end(), [](const auto& l) {
        return l.to.cells == std::vector<int>{cell(1, 2), cell(1, 3)} ||
               l.from.cells == std::vector<int>{cell(1, 2), cell(1, 3)};
    });
    EXPECT_TRUE(has_group);
    EXPECT_TRUE(links_are_valid(position, *step));
}

TEST(AicGrouped, WithoutTheGroupThereIsNoChain) {
    // With 5 also possible in r1c5 the row has no strong link left.
    Position position = grouped_position();
    Candidates marks = position.pencil_marks();
    marks[cell(1, 5)].insert(5);
    position = Position::from_marks(marks);
    EXPECT_FALSE(logic::find_aic(context_for(position)));
}

TEST(AicGrouped, ThreeCellGroup) {
    // With 5 also possible in r1c1 the group is r1c1-r1c3; r2c2 and r3c2 still see all of it.
    Position position = grouped_position();
    Candidates marks = position.pencil_marks();
    marks[cell(1, 1)].insert(5);
    position = Position::from_marks(marks);
    const std::optional<Step> step = logic::find_aic(context_for(position));
    ASSERT_TRUE(step);
    EXPECT_EQ(sorted(step->eliminations),
              (std::vector<CellDigit>{{cell(2, 2), 5}, {cell(3, 2), 5}}));
    EXPECT_TRUE(links_are_valid(position, *step));
}

TEST(AicLoop, XWingShapedLoopClearsBothColumns) {
    Position position = marks_with({});
    keep_digit_only_in(position, 5, 1, {1, 5});
    keep_digit_only_in(position, 5, 5, {1, 5});
    const std::optional<Step> step = logic::find_aic(context_for(position));
    ASSERT_TRUE(step);
    EXPECT_EQ(step->form, ChainForm::cycle);
    EXPECT_EQ(step->size, 4);
    ASSERT_EQ(step->links.size(), 4u);
    EXPECT_EQ(step->links.back().to, step->links.front().from);
    std::vector<CellDigit> expected;
    for (int row : {2, 3, 4, 6, 7, 8, 9}) {
        expected.push_back({cell(row, 1), 5});
        expected.push_back({cell(row, 5), 5});
    }
    EXPECT_EQ(sorted(step->eliminations), sorted(expected));
}

TEST(AicModes, OnlyInFullModeAndWhenAllowed) {
    const Position position = grouped_position();
    EXPECT_FALSE(logic::find_aic(context_for(position, LogicMode::se)));
    logic::FindContext context = context_for(position);
    context.allowed.reset(static_cast<std::size_t>(Technique::alternating_inference_chain));
    EXPECT_FALSE(logic::find_aic(context));
    const Position xy = marks_with({{"r1c1", "12"}, {"r1c5", "23"}, {"r5c5", "13"}});
    EXPECT_FALSE(logic::find_xy_chain(context_for(xy, LogicMode::se)));
}

TEST(AicLinkGraph, StrongAndWeakLinksOfAGroup) {
    const Position position = grouped_position();
    const logic::LinkGraph graph(position, logic::HouseCrossings::of(position.shape()),
                                 logic::LinkGraphOptions{});
    int group = -1;
    int r1c8 = -1;
    for (int index = 0; index < graph.node_count(); ++index) {
        const logic::LinkNode& node = graph.node(index);
        if (node.digit != 5) continue;
        if (node.cells == std::vector<int>{cell(1, 2), cell(1, 3)}) group = index;
        if (node.cells == std::vector<int>{cell(1, 8)}) r1c8 = index;
    }
    ASSERT_GE(group, 0);
    ASSERT_GE(r1c8, 0);
    const auto strong = graph.strong_links(group);
    EXPECT_EQ(std::vector<int>(strong.begin(), strong.end()), std::vector<int>{r1c8});
    EXPECT_TRUE(graph.conflicts({cell(2, 2), 5}, group));
    EXPECT_FALSE(graph.conflicts({cell(7, 2), 5}, group));  // sees r1c2 but not r1c3
    EXPECT_FALSE(graph.conflicts({cell(1, 2), 5}, group));  // part of the group
}

// Positions in the middle of a solve: the givens plus a random part of the solution.
Position mid_solve_position(const Puzzle& puzzle, const Grid& solution, std::mt19937& random,
                            double fill) {
    Position position = Position::from_puzzle(puzzle);
    std::bernoulli_distribution place(fill);
    for (int c = 0; c < puzzle.shape().cell_count(); ++c) {
        if (!position.filled(c) && place(random)) position.place(c, solution[c]);
    }
    return position;
}

// How many steps a sweep found, and how many of them were loops or used a grouped node.
struct SweepCounts {
    int steps = 0;
    int loops = 0;
    int grouped = 0;
};

bool uses_group(const Step& step) {
    return std::any_of(step.links.begin(), step.links.end(), [](const ChainLink& link) {
        return link.from.cells.size() > 1 || link.to.cells.size() > 1;
    });
}

// Runs a finder repeatedly from mid-solve positions, applying each step, and checks every
// step against the solution.
SweepCounts sweep(logic::Finder finder, const std::vector<Puzzle>& puzzles, std::uint32_t seed,
                  double fill, bool solution_is_unique = true) {
    std::mt19937 random(seed);
    SweepCounts found;
    for (const Puzzle& puzzle : puzzles) {
        SolveOptions first_solution;
        first_solution.solution_limit = 1;
        const Grid solution = solution_is_unique ? unique_solution(puzzle)
                                                 : solve(puzzle, first_solution).solutions.front();
        Position position = mid_solve_position(puzzle, solution, random, fill);
        for (int round = 0; round < 3; ++round) {
            const std::optional<Step> step = finder(context_for(position));
            if (!step) break;
            ++found.steps;
            if (step->form == ChainForm::cycle) ++found.loops;
            if (uses_group(*step)) ++found.grouped;
            EXPECT_TRUE(step_is_sound(position, *step, solution));
            EXPECT_TRUE(links_are_valid(position, *step));
            EXPECT_EQ(step->size, static_cast<int>(step->links.size()) +
                                      (step->form == ChainForm::cycle ? 0 : 1));
            if (::testing::Test::HasFailure()) return found;
            apply_step(position, *step);
        }
    }
    return found;
}

TEST(AicSoundness, XyChainsOnTop1465) {
    SUDOKIT_REQUIRE_DATA_FILE("puzzles3_magictour_top1465");
    const auto puzzles = load_data_set("puzzles3_magictour_top1465", 300);
    const SweepCounts found = sweep(logic::find_xy_chain, puzzles, 11, 0.3);
    EXPECT_GT(found.steps, 100);
    EXPECT_EQ(found.loops + found.grouped, 0);
}

TEST(AicSoundness, AicsOnTop1465) {
    SUDOKIT_REQUIRE_DATA_FILE("puzzles3_magictour_top1465");
    const auto puzzles = load_data_set("puzzles3_magictour_top1465", 300);
    const SweepCounts found = sweep(logic::find_aic, puzzles, 12, 0.3);
    EXPECT_GT(found.steps, 300);
    EXPECT_GT(found.loops, 0);
}

TEST(AicSoundness, AicsOnTheHardestList) {
    SUDOKIT_REQUIRE_DATA_FILE("puzzles6_forum_hardest_1106");
    const auto puzzles = load_data_set("puzzles6_forum_hardest_1106", 100);
    const SweepCounts found = sweep(logic::find_aic, puzzles, 13, 0.1);
    EXPECT_GT(found.steps, 50);
    EXPECT_GT(found.loops, 0);
    EXPECT_GT(found.grouped, 0);
    EXPECT_GT(sweep(logic::find_xy_chain, puzzles, 14, 0.4).steps, 20);
}

// 6x6 (2x3 boxes) and 12x12 (3x4 boxes) grids: a random full grid, a random part of it given.
std::vector<Puzzle> random_partial_grids(Shape shape, int count, std::uint32_t seed) {
    std::mt19937 random(seed);
    std::bernoulli_distribution keep(0.35);
    std::vector<Puzzle> puzzles;
    for (int index = 0; index < count; ++index) {
        SolveOptions options;
        options.solution_limit = 1;
        options.seed = seed + static_cast<std::uint64_t>(index);
        const Grid full = solve(Puzzle(Grid(shape)), options).solutions.front();
        Grid givens(shape);
        for (int c = 0; c < shape.cell_count(); ++c) {
            if (keep(random)) givens.set(c, full[c]);
        }
        puzzles.emplace_back(givens);
    }
    return puzzles;
}

TEST(AicSoundness, OtherShapes) {
    for (Shape shape : {Shape(2, 3), Shape(3, 4)}) {
        // The givens may allow several solutions: any one of them must survive every step.
        const auto puzzles = random_partial_grids(shape, 60, 5);
        EXPECT_GT(sweep(logic::find_aic, puzzles, 21, 0.2, false).steps, 10) << shape.name();
        sweep(logic::find_xy_chain, puzzles, 22, 0.2, false);
    }
}

}  // namespace
}  // namespace sudokit
