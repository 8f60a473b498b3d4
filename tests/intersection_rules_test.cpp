// The locked-candidates rule written once (intersection_rules.hpp): the crossings of houses
// given as data, on classic grids, X-Sudoku and jigsaw, checked against the houses' cell
// lists; and the locks it reports against a brute-force reading of the same rule.

#include "logic/intersection_rules.hpp"

#include <algorithm>
#include <bit>
#include <random>
#include <vector>

#include <gtest/gtest.h>

#include "sudokit/geometry.hpp"

namespace sudokit::logic {
namespace {

std::vector<std::vector<int>> house_lists(const Geometry& geometry) {
    std::vector<std::vector<int>> houses;
    for (const House& house : geometry.houses())
        houses.push_back(house.cells);
    return houses;
}

bool contains(const std::vector<int>& cells, int cell) {
    return std::find(cells.begin(), cells.end(), cell) != cells.end();
}

// The positions of `of` whose cells lie in `in`.
std::uint32_t positions_in(const std::vector<int>& of, const std::vector<int>& in) {
    std::uint32_t mask = 0;
    for (std::size_t place = 0; place < of.size(); ++place)
        if (contains(in, of[place])) mask |= 1u << place;
    return mask;
}

// Every crossing is two houses sharing two cells or more, with the shared positions on both
// sides, ordered by cover; and every such pair is listed.
void expect_crossings_of(const std::vector<std::vector<int>>& houses,
                         const HouseCrossings& crossings) {
    for (int base = 0; base < static_cast<int>(houses.size()); ++base) {
        std::vector<Crossing> expected;
        for (int cover = 0; cover < static_cast<int>(houses.size()); ++cover) {
            if (cover == base) continue;
            const std::uint32_t in_base = positions_in(houses[base], houses[cover]);
            if (std::popcount(in_base) < 2) continue;
            expected.push_back({cover, in_base, positions_in(houses[cover], houses[base])});
        }
        const auto listed = crossings.of_house(base);
        ASSERT_EQ(listed.size(), expected.size()) << "house " << base;
        for (std::size_t index = 0; index < expected.size(); ++index) {
            EXPECT_EQ(listed[index].cover, expected[index].cover) << "house " << base;
            EXPECT_EQ(listed[index].in_base, expected[index].in_base) << "house " << base;
            EXPECT_EQ(listed[index].in_cover, expected[index].in_cover) << "house " << base;
        }
    }
}

// for_each_lock against the rule read directly: the houses (other than the base) holding
// every cell of the places, when there are two places or more. Random place sets, small
// ones most often (they are the ones that lock).
void expect_locks_by_brute_force(const std::vector<std::vector<int>>& houses,
                                 const HouseCrossings& crossings, unsigned seed) {
    std::mt19937 random(seed);
    for (int base = 0; base < static_cast<int>(houses.size()); ++base) {
        const int size = static_cast<int>(houses[base].size());
        for (int trial = 0; trial < 200; ++trial) {
            std::uint32_t places = 0;
            const int wanted = 1 + static_cast<int>(random() % 4);
            for (int pick = 0; pick < wanted; ++pick)
                places |= 1u << (random() % static_cast<unsigned>(size));
            std::vector<int> expected;
            if (std::popcount(places) >= 2) {
                for (int cover = 0; cover < static_cast<int>(houses.size()); ++cover) {
                    if (cover == base) continue;
                    bool holds_all = true;
                    for (int place = 0; place < size; ++place) {
                        if (((places >> place) & 1u) &&
                            !contains(houses[cover], houses[base][place]))
                            holds_all = false;
                    }
                    if (holds_all) expected.push_back(cover);
                }
            }
            std::vector<int> reported;
            crossings.for_each_lock(base, places, [&](const Crossing& crossing) {
                EXPECT_EQ(places & ~crossing.in_base, 0u);
                reported.push_back(crossing.cover);
            });
            EXPECT_EQ(reported, expected) << "house " << base << " places " << places;
        }
    }
}

TEST(IntersectionRulesTest, ClassicShapesCrossBoxesWithRowsAndColumns) {
    for (const Shape shape : {Shape(3, 3), Shape(2, 3), Shape(4, 4), Shape(3, 4)}) {
        const HouseCrossings& crossings = HouseCrossings::of(shape);
        const auto houses = house_lists(Geometry(shape));
        expect_crossings_of(houses, crossings);
        expect_locks_by_brute_force(houses, crossings, 1);
        for (int box = 0; box < shape.side(); ++box) {
            EXPECT_EQ(static_cast<int>(crossings.of_house(shape.box_house(box)).size()),
                      shape.box_rows() + shape.box_cols());
        }
        // A row meets a column in one cell: no crossing, only boxes.
        for (const Crossing& crossing : crossings.of_house(shape.row_house(0)))
            EXPECT_EQ(shape.house_kind(crossing.cover), HouseKind::box);
    }
}

TEST(IntersectionRulesTest, ThePlacesOfADigitInABoxPointAlongTheirLine) {
    const Shape shape;
    const HouseCrossings& crossings = HouseCrossings::of(shape);
    const int box = shape.box_house(0);
    std::vector<int> covers;
    const auto collect = [&](const Crossing& crossing) { covers.push_back(crossing.cover); };
    // r1c1 and r1c3 (places 0 and 2 of box 1): row 1; the rest of row 1 is c4-c9.
    crossings.for_each_lock(box, 0b101, collect);
    ASSERT_EQ(covers, std::vector<int>{shape.row_house(0)});
    EXPECT_EQ(lock_removals(crossings.of_house(box)[0], 0b111111111), 0b111111000u);
    // r1c2 and r3c2: column 2.
    covers.clear();
    crossings.for_each_lock(box, 0b010000010, collect);
    EXPECT_EQ(covers, std::vector<int>{shape.column_house(1)});
    // r1c1 and r2c2: no line holds both. One place: a hidden single, not a lock.
    covers.clear();
    crossings.for_each_lock(box, 0b10001, collect);
    crossings.for_each_lock(box, 0b1, collect);
    EXPECT_TRUE(covers.empty());
}

TEST(IntersectionRulesTest, DiagonalsAndJigsawRegionsCrossTheirHouses) {
    const Shape shape;
    Geometry x = Geometry::with_diagonals(shape);
    x.add_windows();
    const auto x_houses = house_lists(x);
    const HouseCrossings x_crossings(x.cell_count(), x_houses);
    expect_crossings_of(x_houses, x_crossings);
    expect_locks_by_brute_force(x_houses, x_crossings, 2);
    // The main diagonal's first three cells (r1c1, r2c2, r3c3) lie in box 1.
    int diagonal = -1;
    for (int house = 0; house < x.house_count(); ++house)
        if (x.house(house).kind == HouseKind::diagonal && diagonal < 0) diagonal = house;
    ASSERT_GE(diagonal, 0);
    std::vector<int> covers;
    x_crossings.for_each_lock(diagonal, 0b011,
                              [&](const Crossing& c) { covers.push_back(c.cover); });
    ASSERT_EQ(covers.size(), 1u);
    EXPECT_EQ(x.house(covers[0]).kind, HouseKind::box);
    EXPECT_EQ(x.house(covers[0]).index, 0);

    // Region 1 is the first row's first eight cells and r2c1: it crosses row 1 in eight
    // cells and column 1 in two.
    const auto jigsaw = Geometry::with_regions(shape,
                                               "111111112"
                                               "122222222"
                                               "333333334"
                                               "344444444"
                                               "555555556"
                                               "566666666"
                                               "777777778"
                                               "788888888"
                                               "999999999");
    ASSERT_TRUE(std::holds_alternative<Geometry>(jigsaw))
        << std::get<GeometryError>(jigsaw).message;
    const auto jigsaw_houses = house_lists(std::get<Geometry>(jigsaw));
    const HouseCrossings jigsaw_crossings(shape.cell_count(), jigsaw_houses);
    expect_crossings_of(jigsaw_houses, jigsaw_crossings);
    expect_locks_by_brute_force(jigsaw_houses, jigsaw_crossings, 3);
    // Region 1's places r1c1 and r2c1 (places 0 and 8) lie in column 1 only.
    std::vector<int> region_covers;
    jigsaw_crossings.for_each_lock(18, (1u << 0) | (1u << 8),
                                   [&](const Crossing& c) { region_covers.push_back(c.cover); });
    EXPECT_EQ(region_covers, std::vector<int>{shape.column_house(0)});
}

}  // namespace
}  // namespace sudokit::logic
