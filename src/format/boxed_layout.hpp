#pragma once

// The forum layout shared by boxed grids and pencil-mark grids: cells in a box separated by a
// space, boxes by " | ", bands by a rule such as "------+-------+------" that lines up with
// the bars.

#include <cstddef>
#include <string>
#include <vector>

#include "sudokit/shape.hpp"

namespace sudokit::format_detail {

// `cells` holds one text per cell, row-major. Each column is padded to its widest cell (the
// last column is not, so lines carry no trailing spaces). Ends with a newline.
std::string boxed_layout(const Shape& shape, const std::vector<std::string>& cells);

}  // namespace sudokit::format_detail
