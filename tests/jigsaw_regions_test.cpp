// Random jigsaw layouts, checked apart from the code that draws them: every region has as
// many cells as the grid's side and is one piece (flooded here), and layouts differ by seed.

#include <algorithm>
#include <set>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "generate/jigsaw_regions.hpp"
#include "generate/random_source.hpp"
#include "sudokit/shape.hpp"

namespace sudokit {
namespace {

// The cells of the region at `start` reached through shared edges.
int flood_size(const std::string& regions, int side, int start) {
    std::vector<bool> seen(regions.size(), false);
    std::vector<int> stack{start};
    seen[static_cast<std::size_t>(start)] = true;
    int reached = 0;
    while (!stack.empty()) {
        const int cell = stack.back();
        stack.pop_back();
        ++reached;
        const int row = cell / side, col = cell % side;
        for (const int next : {row > 0 ? cell - side : -1, row + 1 < side ? cell + side : -1,
                               col > 0 ? cell - 1 : -1, col + 1 < side ? cell + 1 : -1}) {
            if (next < 0 || seen[static_cast<std::size_t>(next)] ||
                regions[static_cast<std::size_t>(next)] != regions[static_cast<std::size_t>(cell)])
                continue;
            seen[static_cast<std::size_t>(next)] = true;
            stack.push_back(next);
        }
    }
    return reached;
}

// Many trades a layout go through the shortcut that reads the ring of cells around a moved
// cell instead of flooding its region: a wrong shortcut would leave regions in pieces.
TEST(JigsawRegionsTest, EveryRegionIsOnePieceOfSideCells) {
    for (const Shape& shape : {Shape(3, 3), Shape(2, 3), Shape(3, 4), Shape(4, 4)}) {
        const int side = shape.side();
        std::set<std::string> layouts;
        const int draws = side <= 9 ? 200 : 20;
        for (int seed = 0; seed < draws; ++seed) {
            generate::RandomSource random(static_cast<std::uint64_t>(seed) + 1);
            const std::string regions = generate::random_jigsaw_regions(shape, random);
            ASSERT_EQ(regions.size(), static_cast<std::size_t>(shape.cell_count()));
            std::set<char> seen;
            for (int cell = 0; cell < shape.cell_count(); ++cell) {
                const char region = regions[static_cast<std::size_t>(cell)];
                if (!seen.insert(region).second) continue;
                EXPECT_EQ(flood_size(regions, side, cell), side)
                    << side << "x" << side << " seed " << seed << " region " << region << "\n"
                    << regions;
                EXPECT_EQ(std::count(regions.begin(), regions.end(), region), side);
            }
            EXPECT_EQ(static_cast<int>(seen.size()), side);
            layouts.insert(regions);
        }
        EXPECT_EQ(static_cast<int>(layouts.size()), draws) << side << "x" << side;
    }
}

}  // namespace
}  // namespace sudokit
