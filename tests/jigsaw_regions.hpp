#pragma once

// A jigsaw region map the variant tests share.

namespace sudokit {

// The boxes moved one column left, wrapping round: regions that are not the boxes, and a
// classic solution with its columns rotated solves the jigsaw.
inline constexpr const char* kShiftedRegions =
    "112223331"
    "112223331"
    "112223331"
    "445556664"
    "445556664"
    "445556664"
    "778889997"
    "778889997"
    "778889997";

}  // namespace sudokit
