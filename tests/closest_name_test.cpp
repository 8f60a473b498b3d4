// "Did you mean": the nearest name within a slip's distance, or none.

#include <array>
#include <string_view>

#include <gtest/gtest.h>

#include "sudokit/closest_name.hpp"

namespace sudokit {
namespace {

constexpr std::array<std::string_view, 5> kCommands = {"solve", "rate", "explain", "hint",
                                                       "generate"};

TEST(ClosestName, FindsTheNameOneSlipAway) {
    EXPECT_EQ(closest_name("slove", kCommands), "solve");     // two letters swapped
    EXPECT_EQ(closest_name("expain", kCommands), "explain");  // a letter left out
    EXPECT_EQ(closest_name("RATE", kCommands), "rate");       // case ignored
    EXPECT_EQ(closest_name("genrate", kCommands), "generate");
}

TEST(ClosestName, NothingWhenNoNameIsClose) {
    EXPECT_FALSE(closest_name("check", kCommands));
    EXPECT_FALSE(closest_name("xyz", kCommands));
    EXPECT_EQ(did_you_mean("zzzz", kCommands), "");
    EXPECT_EQ(did_you_mean("hnit", kCommands), " Did you mean 'hint'?");
}

}  // namespace
}  // namespace sudokit
