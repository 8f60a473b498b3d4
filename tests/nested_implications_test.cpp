// The techniques dynamic chains of level 1 and up use where the singles run dry: each on a
// hand-made grid, with the removals it makes and the removed candidates it names as parents.

#include <algorithm>
#include <set>

#include "logic/chains/chain_engine.hpp"
#include "logic_test_support.hpp"
#include "marks_builder.hpp"

namespace sudokit {
namespace {

using logic::chains::AdvancedOff;
using logic::chains::CandidateGrid;
using logic::chains::Engine;
using logic::chains::Geometry;
using logic::chains::literal_of;
using testing::context_for;
using testing::MarksBuilder;

// An "off" literal by row, column and digit, numbered from 1.
int off(int row, int column, int digit) {
    return literal_of(((row - 1) * 9 + column - 1) * 9 + digit - 1, false);
}

struct Found {
    std::set<int> removed;
    std::set<std::set<int>> parent_sets;
};

// What level 1 finds on `current`, the candidates removed since the open grid. With
// `looked_here`, the propagation's last fixpoint had the same grid.
Found level_one(const MarksBuilder& marks, bool looked_here = false) {
    const Position open = MarksBuilder().position();
    const Position position = marks.position();
    const Geometry& geometry = Geometry::of(position.shape());
    const CandidateGrid source = CandidateGrid::from(geometry, open);
    const CandidateGrid current = CandidateGrid::from(geometry, position);
    const auto context = context_for(position, LogicMode::se);
    Engine engine(geometry, context);
    Found found;
    // Removed since the last look: nothing when it was here, else since the open grid.
    std::vector<int> removed;
    if (!looked_here) {
        for (int candidate = 0; candidate < geometry.candidates; ++candidate) {
            const int cell = candidate / geometry.n;
            const int digit = candidate % geometry.n + 1;
            if (source.has(cell, digit) && !current.has(cell, digit)) removed.push_back(candidate);
        }
    }
    const auto& removals = engine.advanced(current, source, removed, 1, 1);
    for (const AdvancedOff& removal : removals.offs) {
        found.removed.insert(removal.literal);
        const auto parents = removals.parents_of(removal);
        found.parent_sets.insert(std::set<int>(parents.begin(), parents.end()));
        EXPECT_EQ(removal.nested, -1);
    }
    return found;
}

TEST(NestedImplications, LockedCandidatesNameTheRemovedPlacesOfTheBox) {
    MarksBuilder marks;
    // 4 in box 1 only in row 1.
    marks.remove(4, {marks.cell(2, 1), marks.cell(2, 2), marks.cell(2, 3), marks.cell(3, 1),
                     marks.cell(3, 2), marks.cell(3, 3)});
    const Found found = level_one(marks);
    std::set<int> removed;
    for (int column = 4; column <= 9; ++column)
        removed.insert(off(1, column, 4));
    EXPECT_EQ(found.removed, removed);
    const std::set<int> parents{off(2, 1, 4), off(2, 2, 4), off(2, 3, 4),
                                off(3, 1, 4), off(3, 2, 4), off(3, 3, 4)};
    EXPECT_EQ(found.parent_sets, std::set<std::set<int>>{parents});
}

// Locked candidates found at the last fixpoint were removed then: a box whose digit kept its
// places since is not looked at again.
TEST(NestedImplications, LockedCandidatesLookOnlyAtPlacesChangedSinceTheLastFixpoint) {
    MarksBuilder marks;
    marks.remove(4, {marks.cell(2, 1), marks.cell(2, 2), marks.cell(2, 3), marks.cell(3, 1),
                     marks.cell(3, 2), marks.cell(3, 3)});
    EXPECT_FALSE(level_one(marks).removed.empty());
    EXPECT_TRUE(level_one(marks, true).removed.empty());
}

TEST(NestedImplications, HiddenPairNamesTheRemovedPlacesOfItsDigits) {
    MarksBuilder marks;
    // 5 and 6 in column 9 only in rows 2 and 8.
    for (int digit : {5, 6})
        marks.confine(digit, marks.column(9), {marks.cell(2, 9), marks.cell(8, 9)});
    const Found found = level_one(marks);
    std::set<int> removed;
    for (int row : {2, 8}) {
        for (int digit : {1, 2, 3, 4, 7, 8, 9})
            removed.insert(off(row, 9, digit));
    }
    EXPECT_EQ(found.removed, removed);
    std::set<int> parents;
    for (int row = 1; row <= 9; ++row) {
        if (row == 2 || row == 8) continue;
        parents.insert(off(row, 9, 5));
        parents.insert(off(row, 9, 6));
    }
    EXPECT_EQ(found.parent_sets, std::set<std::set<int>>{parents});
}

TEST(NestedImplications, NakedPairNamesTheOtherCandidatesItsCellsLost) {
    MarksBuilder marks;
    // r1c4 and r1c5, side by side in row 1 and box 2, hold 1 and 2 only.
    marks.set(marks.cell(1, 4), {1, 2}).set(marks.cell(1, 5), {1, 2});
    const Found found = level_one(marks);
    std::set<int> removed;
    for (int digit : {1, 2}) {
        for (int column : {1, 2, 3, 6, 7, 8, 9})
            removed.insert(off(1, column, digit));
        for (int row : {2, 3}) {
            for (int column : {4, 5, 6})
                removed.insert(off(row, column, digit));
        }
    }
    EXPECT_EQ(found.removed, removed);
    std::set<int> parents;
    for (int column : {4, 5}) {
        for (int digit = 3; digit <= 9; ++digit)
            parents.insert(off(1, column, digit));
    }
    // The pair in box 2, then in row 1: the same parents.
    EXPECT_EQ(found.parent_sets, std::set<std::set<int>>{parents});
}

TEST(NestedImplications, XWingNamesTheRemovedPlacesOfItsRows) {
    MarksBuilder marks;
    // 7 in rows 2 and 6 only in columns 3 and 8.
    for (int row : {2, 6})
        marks.confine(7, marks.row(row), {marks.cell(row, 3), marks.cell(row, 8)});
    const Found found = level_one(marks);
    std::set<int> removed;
    for (int row = 1; row <= 9; ++row) {
        if (row == 2 || row == 6) continue;
        removed.insert(off(row, 3, 7));
        removed.insert(off(row, 8, 7));
    }
    EXPECT_EQ(found.removed, removed);
    std::set<int> parents;
    for (int row : {2, 6}) {
        for (int column = 1; column <= 9; ++column) {
            if (column != 3 && column != 8) parents.insert(off(row, column, 7));
        }
    }
    EXPECT_EQ(found.parent_sets, std::set<std::set<int>>{parents});
}

TEST(NestedImplications, NothingWhenNoPatternLost) {
    MarksBuilder marks;
    // Two cells with different pairs: no naked pair, and nothing else is narrowed enough.
    marks.set(marks.cell(1, 4), {1, 2}).set(marks.cell(1, 5), {1, 3});
    EXPECT_TRUE(level_one(marks).removed.empty());
}

}  // namespace
}  // namespace sudokit
