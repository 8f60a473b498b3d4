// Symmetry orbits: checked against the geometric maps written out here independently.

#include "sudokit/symmetry.hpp"

#include <algorithm>
#include <functional>
#include <set>

#include <gtest/gtest.h>

namespace sudokit {
namespace {

using CellMap = std::function<int(const Shape&, int)>;

int map_cell(const Shape& shape, int cell, int kind) {
    const int last = shape.side() - 1;
    const int row = shape.row_of(cell);
    const int col = shape.col_of(cell);
    switch (kind) {
        case 0:  // half turn
            return shape.cell_at(last - row, last - col);
        case 1:  // quarter turn
            return shape.cell_at(col, last - row);
        case 2:  // left-right
            return shape.cell_at(row, last - col);
        case 3:  // top-bottom
            return shape.cell_at(last - row, col);
        case 4:  // main diagonal
            return shape.cell_at(col, row);
        default:  // other diagonal
            return shape.cell_at(last - col, last - row);
    }
}

// The maps each symmetry must be closed under.
std::vector<int> maps_of(Symmetry symmetry) {
    switch (symmetry) {
        case Symmetry::none:
            return {};
        case Symmetry::rotational:
            return {0};
        case Symmetry::rot90:
            return {0, 1};
        case Symmetry::mirror:
            return {2};
        case Symmetry::flip:
            return {3};
        case Symmetry::diagonal:
            return {4};
        case Symmetry::anti_diagonal:
            return {5};
        case Symmetry::both_mirrors:
            return {0, 2, 3};
        case Symmetry::both_diagonals:
            return {0, 4, 5};
        case Symmetry::full:
            return {0, 1, 2, 3, 4, 5};
    }
    return {};
}

TEST(SymmetryTest, OrbitsPartitionTheGridAndAreClosedUnderTheMaps) {
    for (const Shape shape : {Shape(3, 3), Shape(2, 3), Shape(2, 2), Shape(4, 4), Shape(2, 5)}) {
        for (Symmetry symmetry : all_symmetries()) {
            SCOPED_TRACE(std::string(symmetry_name(symmetry)) + " " + shape.name());
            const auto orbits = symmetry_orbits(shape, symmetry);
            std::vector<int> orbit_of(static_cast<std::size_t>(shape.cell_count()), -1);
            for (std::size_t index = 0; index < orbits.size(); ++index) {
                EXPECT_TRUE(std::is_sorted(orbits[index].begin(), orbits[index].end()));
                for (int cell : orbits[index]) {
                    EXPECT_EQ(orbit_of[cell], -1) << "cell in two orbits";
                    orbit_of[cell] = static_cast<int>(index);
                }
            }
            EXPECT_EQ(std::count(orbit_of.begin(), orbit_of.end(), -1), 0);
            for (int cell = 0; cell < shape.cell_count(); ++cell) {
                for (int kind : maps_of(symmetry)) {
                    EXPECT_EQ(orbit_of[map_cell(shape, cell, kind)], orbit_of[cell]);
                }
            }
        }
    }
}

TEST(SymmetryTest, OrbitSizesOfTheClassicGrid) {
    const Shape shape;
    auto sizes = [&](Symmetry symmetry) {
        std::multiset<std::size_t> result;
        for (const auto& orbit : symmetry_orbits(shape, symmetry))
            result.insert(orbit.size());
        return result;
    };
    EXPECT_EQ(sizes(Symmetry::none).count(1), 81u);
    EXPECT_EQ(sizes(Symmetry::rotational).count(2), 40u);
    EXPECT_EQ(sizes(Symmetry::rotational).count(1), 1u);
    EXPECT_EQ(sizes(Symmetry::rot90).count(4), 20u);
    EXPECT_EQ(sizes(Symmetry::mirror).count(1), 9u);  // the middle column
    EXPECT_EQ(sizes(Symmetry::diagonal).count(1), 9u);
    EXPECT_EQ(sizes(Symmetry::full).count(8), 6u);
    EXPECT_EQ(sizes(Symmetry::full).count(4), 4u + 4u);
}

TEST(SymmetryTest, NamesRoundTripAndAliasesRead) {
    for (Symmetry symmetry : all_symmetries()) {
        EXPECT_EQ(parse_symmetry(symmetry_name(symmetry)), symmetry);
    }
    EXPECT_EQ(parse_symmetry("rot180"), Symmetry::rotational);
    EXPECT_EQ(parse_symmetry("dihedral"), Symmetry::full);
    EXPECT_FALSE(parse_symmetry("sideways").has_value());
}

TEST(SymmetryTest, HasSymmetryLooksAtThePatternOnly) {
    Grid grid;
    grid.set(0, 5);   // r1c1
    grid.set(80, 7);  // r9c9: the half turn's image, another digit
    EXPECT_TRUE(has_symmetry(grid, Symmetry::rotational));
    EXPECT_TRUE(has_symmetry(grid, Symmetry::diagonal));
    EXPECT_FALSE(has_symmetry(grid, Symmetry::mirror));
    EXPECT_FALSE(has_symmetry(grid, Symmetry::rot90));
    grid.set(8, 1);
    grid.set(72, 2);
    EXPECT_TRUE(has_symmetry(grid, Symmetry::rot90));
    EXPECT_TRUE(has_symmetry(grid, Symmetry::full));
    grid.set(40, 3);
    EXPECT_TRUE(has_symmetry(grid, Symmetry::full));
    grid.set(1, 3);
    EXPECT_FALSE(has_symmetry(grid, Symmetry::rotational));
    EXPECT_TRUE(has_symmetry(Grid(), Symmetry::full));
}

}  // namespace
}  // namespace sudokit
