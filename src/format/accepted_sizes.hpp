#pragma once

// The puzzle sizes told from the text alone, without --size.

#include <array>
#include <cstddef>
#include <optional>
#include <string>

#include "sudokit/shape.hpp"

namespace sudokit::format_detail {

// Symbols (or numbers) in a one-line puzzle: 4x4, 6x6, 9x9, 12x12, 16x16, 25x25, 36x36,
// 49x49, 64x64.
inline constexpr std::array<std::size_t, 9> kLineCellCounts = {16,  36,   81,   144, 256,
                                                               625, 1296, 2401, 4096};
// Symbols in a row of a grid (and numbers in a row of a numbers grid).
inline constexpr std::array<std::size_t, 12> kGridSides = {4,  6,  8,  9,  10, 12,
                                                           16, 20, 25, 36, 49, 64};

bool is_line_cell_count(std::size_t count);
bool is_grid_side(std::size_t count);

// The shape of a record with `cells` cells (any supported shape when forced matches).
std::optional<Shape> shape_for_cell_count(std::size_t cells, const std::optional<Shape>& forced);

// "expected 81 symbols for a 9x9 puzzle (or 16, 36, 144, 256, 625, ...), found 80"; with a forced
// shape only its count is named. `what` is "symbols" or "numbers".
std::string wrong_count_message(std::string_view what, std::size_t found,
                                const std::optional<Shape>& forced);

}  // namespace sudokit::format_detail
