#include "sudokit/shape.hpp"

#include <algorithm>
#include <set>
#include <stdexcept>

#include <gtest/gtest.h>

namespace sudokit {
namespace {

TEST(ShapeTest, ClassicGeometry) {
    const Shape shape;
    EXPECT_EQ(shape.side(), 9);
    EXPECT_EQ(shape.cell_count(), 81);
    EXPECT_EQ(shape.house_count(), 27);
    EXPECT_EQ(shape.name(), "3x3");
    EXPECT_EQ(shape.box_of(shape.cell_at(4, 7)), 5);
    EXPECT_EQ(shape.cell_name(shape.cell_at(3, 1)), "r4c2");
    EXPECT_EQ(shape.house_name(shape.column_house(2)), "column 3");
    EXPECT_EQ(shape.house_name(shape.box_house(8)), "box 9");
    EXPECT_EQ(shape.peers(0).size(), 20u);
}

TEST(ShapeTest, RectangularBoxes) {
    const Shape shape(2, 3);  // 6x6: boxes two rows tall, three columns wide
    EXPECT_EQ(shape.side(), 6);
    EXPECT_EQ(shape.box_of(shape.cell_at(0, 3)), 1);
    EXPECT_EQ(shape.box_of(shape.cell_at(2, 0)), 2);
    EXPECT_EQ(shape.box_of(shape.cell_at(5, 5)), 5);
    // Peers: 5 in the row, 5 in the column, box adds (2*3 - 1) - 2 - 1 = 2 more.
    EXPECT_EQ(shape.peers(0).size(), 12u);
}

TEST(ShapeTest, EveryHouseHoldsEachCellOnceAndPeersAreSymmetric) {
    for (auto [rows, cols] : {std::pair{2, 2}, {2, 3}, {3, 2}, {3, 3}, {3, 4}, {4, 4}, {5, 5}}) {
        const Shape shape(rows, cols);
        std::vector<int> seen(shape.cell_count(), 0);
        for (int house = 0; house < shape.house_count(); ++house) {
            std::set<int> cells(shape.house_cells(house).begin(), shape.house_cells(house).end());
            EXPECT_EQ(cells.size(), std::size_t(shape.side()));
            for (int cell : cells) {
                ++seen[cell];
                const auto houses = shape.houses_of(cell);
                EXPECT_NE(std::find(houses.begin(), houses.end(), house), houses.end());
            }
        }
        EXPECT_TRUE(std::all_of(seen.begin(), seen.end(), [](int n) { return n == 3; }));
        for (int cell = 0; cell < shape.cell_count(); ++cell) {
            for (int peer : shape.peers(cell)) {
                const auto back = shape.peers(peer);
                EXPECT_TRUE(std::binary_search(back.begin(), back.end(), cell));
                EXPECT_NE(peer, cell);
            }
        }
    }
}

TEST(ShapeTest, ParseAndDetect) {
    EXPECT_EQ(Shape::parse("3x4")->side(), 12);
    EXPECT_EQ(Shape::parse("3X3")->name(), "3x3");
    EXPECT_FALSE(Shape::parse("1x9"));
    EXPECT_FALSE(Shape::parse("9x9"));  // 81x81: sides go to 64
    EXPECT_FALSE(Shape::parse("2x33"));
    EXPECT_EQ(Shape::parse("6x6")->side(), 36);
    EXPECT_EQ(Shape::parse("5x6")->side(), 30);
    EXPECT_EQ(Shape::parse("8x8")->side(), 64);
    EXPECT_FALSE(Shape::parse("3x"));
    EXPECT_FALSE(Shape::parse("3x3x"));
    EXPECT_EQ(Shape::from_cell_count(36)->name(), "2x3");
    EXPECT_EQ(Shape::from_cell_count(144)->name(), "3x4");
    EXPECT_EQ(Shape::from_cell_count(256)->name(), "4x4");
    EXPECT_EQ(Shape::from_cell_count(625)->name(), "5x5");
    EXPECT_EQ(Shape::from_cell_count(1296)->name(), "6x6");
    EXPECT_EQ(Shape::from_cell_count(2401)->name(), "7x7");
    EXPECT_EQ(Shape::from_cell_count(4096)->name(), "8x8");
    EXPECT_EQ(Shape::from_side(30)->name(), "5x6");
    EXPECT_FALSE(Shape::from_cell_count(81 * 81));
    EXPECT_FALSE(Shape::from_cell_count(80));
    EXPECT_FALSE(Shape::from_side(7));
    EXPECT_THROW(Shape(1, 4), std::invalid_argument);
}

}  // namespace
}  // namespace sudokit
