#pragma once

#include <cstdint>
#include <span>

#include <opencv2/core.hpp>

namespace sudokit::scan {

// Decodes a PNG of any colour type and depth into an 8-bit greyscale image: 16-bit samples
// cut to 8, a palette expanded, alpha dropped, colour weighted 0.299 R + 0.587 G + 0.114 B.
// An empty image when libpng cannot read the bytes.
cv::Mat decode_png_grayscale(std::span<const std::uint8_t> bytes);

}  // namespace sudokit::scan
