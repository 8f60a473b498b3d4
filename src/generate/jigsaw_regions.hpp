#pragma once

#include <string>

#include "generate/random_source.hpp"
#include "sudokit/shape.hpp"

namespace sudokit::generate {

// Random jigsaw regions for a grid of the shape: one character per cell in reading order
// (a letter or digit per region), as Geometry::with_regions reads them.
// Every region has side cells and is connected (cells joined through shared edges).
std::string random_jigsaw_regions(const Shape& shape, RandomSource& random);

}  // namespace sudokit::generate
