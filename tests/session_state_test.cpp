// A session's tables are keyed by the houses they were built for: the same houses at a new
// address (a puzzle read again, a position made anew) find them; other houses do not.

#include <memory>

#include <gtest/gtest.h>

#include "logic/session_state.hpp"
#include "sudokit/geometry.hpp"

namespace sudokit {
namespace {

std::shared_ptr<const Geometry> killer_x_houses() {
    Geometry houses = Geometry::with_diagonals(Shape());
    EXPECT_FALSE(houses.add_cages({CageSpec{{0, 1}, 3}, CageSpec{{80, 79}, 17}}));
    return std::make_shared<const Geometry>(std::move(houses));
}

TEST(HousesKeyTest, EqualHousesAtANewAddressMatch) {
    logic::HousesKey key;
    const auto houses = killer_x_houses();
    EXPECT_FALSE(key.matches(houses));
    key.set(houses);
    EXPECT_TRUE(key.matches(houses));
    const auto read_again = killer_x_houses();
    ASSERT_NE(read_again, houses);
    EXPECT_TRUE(key.matches(read_again));
    EXPECT_TRUE(key.matches(read_again));  // now known by its address
}

TEST(HousesKeyTest, OtherHousesDoNotMatch) {
    logic::HousesKey key;
    key.set(killer_x_houses());
    EXPECT_FALSE(key.matches(std::make_shared<const Geometry>(Geometry::with_diagonals(Shape()))));
    Geometry other_sum = Geometry::with_diagonals(Shape());
    EXPECT_FALSE(other_sum.add_cages({CageSpec{{0, 1}, 4}, CageSpec{{80, 79}, 17}}));
    EXPECT_FALSE(key.matches(std::make_shared<const Geometry>(std::move(other_sum))));
    EXPECT_FALSE(key.matches(nullptr));
}

}  // namespace
}  // namespace sudokit
