#pragma once

#include <cstdint>
#include <span>

#include <opencv2/core.hpp>

namespace sudokit::scan {

// Decodes a JPEG (baseline or progressive; greyscale, YCbCr or CMYK) into an 8-bit greyscale
// image turned upright as its EXIF orientation says, as a camera means it to be seen. An
// empty image when libjpeg cannot read the bytes.
cv::Mat decode_jpeg_grayscale(std::span<const std::uint8_t> bytes);

// The orientation (1-8) an EXIF block (an APP1 segment's data, from "Exif\0\0") gives; 1,
// upright, when it gives none or cannot be read.
int exif_orientation(std::span<const std::uint8_t> app1);

// Turns an image stored in EXIF orientation `orientation` upright.
cv::Mat apply_exif_orientation(const cv::Mat& image, int orientation);

}  // namespace sudokit::scan
