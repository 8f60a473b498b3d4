// Houses as data: classic grids, X-Sudoku's diagonals, windoku's windows, jigsaw regions and
// cages, with the errors their data can hold.

#include "sudokit/geometry.hpp"

#include <algorithm>
#include <set>
#include <string>
#include <variant>

#include <gtest/gtest.h>

namespace sudokit {
namespace {

// Peers worked out from the houses' cell lists alone, to check the geometry's own.
std::vector<int> peers_by_brute_force(const Geometry& geometry, int cell) {
    std::set<int> peers;
    for (const House& house : geometry.houses()) {
        if (std::find(house.cells.begin(), house.cells.end(), cell) == house.cells.end()) continue;
        peers.insert(house.cells.begin(), house.cells.end());
    }
    peers.erase(cell);
    return {peers.begin(), peers.end()};
}

void expect_consistent(const Geometry& geometry) {
    for (int cell = 0; cell < geometry.cell_count(); ++cell) {
        const auto peers = geometry.peers(cell);
        EXPECT_EQ(std::vector<int>(peers.begin(), peers.end()),
                  peers_by_brute_force(geometry, cell))
            << cell;
        for (const int house : geometry.houses_of(cell)) {
            const auto& cells = geometry.house(house).cells;
            EXPECT_TRUE(std::binary_search(cells.begin(), cells.end(), cell));
        }
    }
}

TEST(GeometryTest, AClassicGridHasRowsColumnsAndBoxes) {
    for (const Shape shape : {Shape(3, 3), Shape(2, 3), Shape(4, 4)}) {
        const Geometry geometry(shape);
        EXPECT_TRUE(geometry.is_classic());
        EXPECT_TRUE(geometry.all_houses_complete());
        EXPECT_EQ(geometry.house_count(), 3 * shape.side());
        for (int cell = 0; cell < shape.cell_count(); ++cell) {
            EXPECT_EQ(geometry.houses_of(cell).size(), 3u);
            const auto peers = geometry.peers(cell);
            const auto shape_peers = shape.peers(cell);
            EXPECT_TRUE(
                std::equal(peers.begin(), peers.end(), shape_peers.begin(), shape_peers.end()));
        }
        for (int house = 0; house < geometry.house_count(); ++house) {
            EXPECT_EQ(geometry.house_name(house), shape.house_name(house));
        }
        expect_consistent(geometry);
    }
}

TEST(GeometryTest, XSudokuAddsBothDiagonals) {
    const Shape shape;
    const Geometry geometry = Geometry::with_diagonals(shape);
    EXPECT_FALSE(geometry.is_classic());
    EXPECT_TRUE(geometry.all_houses_complete());
    ASSERT_EQ(geometry.house_count(), 29);
    EXPECT_EQ(geometry.house_name(27), "diagonal ↘");  // r1c1 to r9c9
    EXPECT_EQ(geometry.house_name(28), "diagonal ↗");  // r9c1 to r1c9
    EXPECT_EQ(geometry.house(27).cells, (std::vector<int>{0, 10, 20, 30, 40, 50, 60, 70, 80}));
    EXPECT_EQ(geometry.house(28).cells, (std::vector<int>{8, 16, 24, 32, 40, 48, 56, 64, 72}));
    EXPECT_EQ(geometry.houses_of(shape.cell_at(4, 4)).size(), 5u);  // both diagonals
    EXPECT_EQ(geometry.houses_of(shape.cell_at(0, 0)).size(), 4u);
    EXPECT_EQ(geometry.houses_of(shape.cell_at(0, 1)).size(), 3u);
    EXPECT_EQ(geometry.peers(shape.cell_at(4, 4)).size(), 32u);
    EXPECT_EQ(geometry.peers(shape.cell_at(0, 0)).size(), 26u);
    EXPECT_EQ(geometry.peers(shape.cell_at(0, 1)).size(), 20u);
    expect_consistent(geometry);
}

TEST(GeometryTest, WindokuAddsTheWindows) {
    const Geometry nine = Geometry::with_windows(Shape());
    ASSERT_EQ(nine.house_count(), 31);
    EXPECT_EQ(nine.house_name(27), "window 1");
    // Rows 2-4, columns 2-4.
    EXPECT_EQ(nine.house(27).cells, (std::vector<int>{10, 11, 12, 19, 20, 21, 28, 29, 30}));
    EXPECT_EQ(nine.house(30).cells, (std::vector<int>{50, 51, 52, 59, 60, 61, 68, 69, 70}));
    EXPECT_TRUE(nine.all_houses_complete());
    expect_consistent(nine);
    EXPECT_EQ(Geometry::with_windows(Shape(4, 4)).house_count(), 48 + 9);
    EXPECT_EQ(Geometry::with_windows(Shape(2, 3)).house_count(), 18 + 2);
}

TEST(GeometryTest, JigsawRegionsReplaceTheBoxes) {
    const std::string boxes =
        "AAABBBCCC AAABBBCCC AAABBBCCC DDDEEEFFF DDDEEEFFF DDDEEEFFF GGGHHHIII GGGHHHIII GGGHHHIII";
    const auto same = Geometry::with_regions(Shape(), boxes);
    ASSERT_TRUE(std::holds_alternative<Geometry>(same));
    const Geometry& as_boxes = std::get<Geometry>(same);
    const Geometry classic;
    for (int house = 18; house < 27; ++house) {
        EXPECT_EQ(as_boxes.house(house).cells, classic.house(house).cells);
        EXPECT_EQ(as_boxes.house(house).kind, HouseKind::region);
    }
    // An irregular map: region 1 is the first row's first eight cells and r2c1.
    const std::string irregular =
        "111111112"
        "122222222"
        "333333334"
        "344444444"
        "555555556"
        "566666666"
        "777777778"
        "788888888"
        "999999999";
    const auto parsed = Geometry::with_regions(Shape(), irregular);
    ASSERT_TRUE(std::holds_alternative<Geometry>(parsed));
    const Geometry& jigsaw = std::get<Geometry>(parsed);
    EXPECT_EQ(jigsaw.house_count(), 27);
    EXPECT_EQ(jigsaw.house(18).cells, (std::vector<int>{0, 1, 2, 3, 4, 5, 6, 7, 9}));
    EXPECT_EQ(jigsaw.house_name(18), "region 1");
    EXPECT_EQ(jigsaw.houses_of(0).size(), 3u);
    expect_consistent(jigsaw);
}

TEST(GeometryTest, BadRegionMapsAreNamed) {
    const auto message = [](std::string_view map) {
        const auto parsed = Geometry::with_regions(Shape(), map);
        return std::holds_alternative<GeometryError>(parsed)
                   ? std::get<GeometryError>(parsed).message
                   : std::string("accepted");
    };
    EXPECT_NE(message(std::string(80, 'A')).find("80 cells"), std::string::npos);
    EXPECT_NE(message(std::string(81, 'A')).find("names 1 regions"), std::string::npos);
    std::string uneven =
        "AAABBBCCCAAABBBCCCAAABBBCCCDDDEEEFFFDDDEEEFFFDDDEEEFFFGGGHHHIIIGGGHHHIIIGGGHHHIII";
    uneven[3] = 'A';  // A gains r1c4 from B
    const std::string uneven_message = message(uneven);
    EXPECT_NE(uneven_message.find("region 'A' has 10 cells"), std::string::npos) << uneven_message;
}

TEST(GeometryTest, CagesAreCheckedBeforeTheyAreAdded) {
    Geometry geometry;
    const auto error = [&](std::vector<CageSpec> cages) {
        Geometry copy = geometry;
        const auto found = copy.add_cages(cages);
        EXPECT_EQ(copy.house_count(), found ? 27 : copy.house_count());
        return found ? found->message : std::string("accepted");
    };
    EXPECT_NE(error({{{0, 1}, 18}}).find("sums to 18, but 2 different digits sum to 3 to 17"),
              std::string::npos);
    EXPECT_NE(error({{{0, 1}, 2}}).find("sums to 2"), std::string::npos);
    EXPECT_NE(error({{{0, 1, 0}, {}}}).find("r1c1 twice"), std::string::npos);
    EXPECT_NE(error({{{0, 1}, 3}, {{1, 2}, 3}}).find("r1c2 is in cage 1 and cage 2"),
              std::string::npos);
    EXPECT_NE(error({{{0, 81}, {}}}).find("outside the grid"), std::string::npos);
    std::vector<int> ten(10);
    for (int i = 0; i < 10; ++i)
        ten[i] = i;
    EXPECT_NE(error({{ten, {}}}).find("at most 9"), std::string::npos);
    EXPECT_EQ(error({{{0, 1, 2}, 24}, {{3, 4}, {}}}), "accepted");

    // Every cell caged in pairs of a row (and the row's last cell alone).
    std::vector<CageSpec> full;
    for (int row = 0; row < 9; ++row) {
        for (int col = 0; col < 8; col += 2)
            full.push_back({{row * 9 + col, row * 9 + col + 1}, 9});
        full.push_back({{row * 9 + 8}, 9});
    }
    // 36 pairs x 9 + 9 singles x 9 = 405: the grid's total.
    EXPECT_EQ(error(full), "accepted");
    full.back().sum = 8;
    EXPECT_NE(error(full).find("add up to 404"), std::string::npos);

    ASSERT_FALSE(geometry.add_cages({{{0, 1, 2}, 6}, {{9, 10}, {}}}));
    EXPECT_FALSE(geometry.all_houses_complete());
    EXPECT_EQ(geometry.house_count(), 29);
    EXPECT_EQ(geometry.house_name(27), "cage 1");
    EXPECT_EQ(geometry.house(27).sum, 6);
    EXPECT_FALSE(geometry.house(28).sum);
    EXPECT_EQ(geometry.houses_of(0).size(), 4u);
    expect_consistent(geometry);
    // Numbering goes on from the cages already there.
    EXPECT_NE(geometry.add_cages({{{2, 3}, {}}})->message.find("cage 1 and cage 3"),
              std::string::npos);
}

// Cages of two to five cells in reading order along each row (the peers they add cross the
// boxes), added in two batches so the second merges into peers that already hold cages.
TEST(GeometryTest, CagesAddedInBatchesKeepThePeersOfTheirHouses) {
    std::vector<Geometry> bases = {Geometry(), Geometry::with_diagonals(Shape(3, 3)),
                                   Geometry::with_windows(Shape(3, 3)), Geometry(Shape(4, 4))};
    for (Geometry& geometry : bases) {
        const Geometry before = geometry;
        const int side = geometry.side();
        std::vector<CageSpec> first, second;
        int size = 2;
        for (int row = 0; row < side; ++row) {
            for (int col = 0; col < side; col += size, size = size % 4 + 2) {
                CageSpec cage;
                for (int step = col; step < std::min(side, col + size); ++step)
                    cage.cells.push_back(row * side + step);
                (row % 2 == 0 ? first : second).push_back(cage);
            }
        }
        ASSERT_FALSE(geometry.add_cages(first));
        expect_consistent(geometry);
        ASSERT_FALSE(geometry.add_cages(second));
        expect_consistent(geometry);
        // Taken away again, the cages leave the houses (and peers) they were added to.
        const Geometry without = geometry.without_cages();
        EXPECT_TRUE(without == before) << geometry.variant_name();
        expect_consistent(without);
        // Told without building them: whether those houses are the shape's classic ones.
        EXPECT_EQ(geometry.classic_without_cages(), without == Geometry::classic(without.shape()))
            << geometry.variant_name();
        EXPECT_EQ(geometry.classic_without_cages(), before.is_classic()) << geometry.variant_name();
    }
    const auto jigsaw = Geometry::with_regions(Shape(2, 2),
                                               "AABB"
                                               "ACBB"
                                               "ACDD"
                                               "CCDD");
    ASSERT_TRUE(std::holds_alternative<Geometry>(jigsaw));
    EXPECT_FALSE(std::get<Geometry>(jigsaw).classic_without_cages());
}

}  // namespace
}  // namespace sudokit
