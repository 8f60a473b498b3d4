#pragma once

#include <string>
#include <vector>

#include "sudokit/grid.hpp"

namespace sudokit::scan {

// A photo of the shared set (photos/train/imageN.jpg) with the grid written in imageN.dat.
struct LabelledPhoto {
    std::string path;
    Grid grid;
};

// Every imageN.jpg of `folder` that has an imageN.dat, in increasing N. A .dat is its phone's
// model, a line about the size, then 81 digits (0 = blank). Throws std::runtime_error for a
// .dat that does not hold 81 digits.
std::vector<LabelledPhoto> read_photo_set(const std::string& folder);

}  // namespace sudokit::scan
