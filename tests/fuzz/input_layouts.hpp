#pragma once

// The byte layouts of the fuzzers' inputs, shared with the seed maker.

#include <cstdint>
#include <iterator>
#include <string_view>

#include "sudokit/shape.hpp"

namespace sudokit::fuzz::api_input {

// [route index] body: the routes handle_api serves, then a few it does not.
inline constexpr std::string_view kRoutes[] = {"solve", "count",    "check", "hint", "explain",
                                               "rate",  "generate", "",      "nope", "health"};
inline constexpr std::size_t kServedRoutes = 7;

}  // namespace sudokit::fuzz::api_input

// [options] then each cell's candidates as a little-endian bit mask (bit d-1 for digit d).
namespace sudokit::fuzz::logic_input {

// Box rows x box columns, picked by the low 3 bits of the options byte; the classic shape
// first, as it matters most.
inline constexpr int kShapes[][2] = {{3, 3}, {2, 2}, {2, 3}, {3, 2},
                                     {2, 4}, {3, 4}, {4, 4}, {5, 5}};
inline constexpr std::uint8_t kShapeMask = 0x07;
// The other bits of the options byte.
inline constexpr std::uint8_t kSeMode = 0x08;
inline constexpr std::uint8_t kDropSteps = 0x10;
inline constexpr std::uint8_t kFinishWithSolver = 0x20;
inline constexpr std::uint8_t kNoUniqueness = 0x40;

// The index in kShapes of a shape, or -1 when the fuzzer does not use it.
inline int shape_index(const Shape& shape) {
    for (int index = 0; index < int(std::size(kShapes)); ++index) {
        if (kShapes[index][0] == shape.box_rows() && kShapes[index][1] == shape.box_cols()) {
            return index;
        }
    }
    return -1;
}

inline int bytes_per_cell(int side) {
    return side <= 8 ? 1 : side <= 16 ? 2 : 4;
}

}  // namespace sudokit::fuzz::logic_input
