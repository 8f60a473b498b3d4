#pragma once

#include <cstdint>
#include <span>

#include <opencv2/core.hpp>

namespace sudokit::scan {

// Images are decoded whole: a small file can declare a huge image (a PNG of zeros compresses
// a thousandfold), so the size an image declares is checked before its pixels are made.
// 100 megapixels is far beyond any phone photo.
constexpr std::uint64_t kMaxImagePixels = 100'000'000;

// Decodes a JPEG or PNG into an 8-bit grayscale image. Throws ScanError (unreadable) for
// bytes that are not such an image or that end before the image does: the decoders would
// otherwise hand back a picture with its lower part grey.
cv::Mat decode_grayscale(std::span<const std::uint8_t> bytes);

}  // namespace sudokit::scan
