#pragma once

// "Did you mean ...?" for a name that is not one of a list: commands, techniques, options.

#include <optional>
#include <span>
#include <string>
#include <string_view>

namespace sudokit {

// The name of `names` nearest to `wanted` by edits (insert, delete, change, or swap two
// neighbours; case ignored), if it is close enough to be a slip: at most 1 edit for a name
// of up to 4 letters, 2 up to 8, 3 beyond.
std::optional<std::string_view> closest_name(std::string_view wanted,
                                             std::span<const std::string_view> names);

// " Did you mean 'x-wing'?" or "" when no name is close.
std::string did_you_mean(std::string_view wanted, std::span<const std::string_view> names);

}  // namespace sudokit
