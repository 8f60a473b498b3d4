#pragma once

#include <cstdint>
#include <span>

#include <opencv2/core.hpp>

namespace sudokit::scan {

// Decodes a JPEG or PNG into an 8-bit grayscale image. Throws ScanError (unreadable) for
// bytes that are not such an image or that end before the image does: the decoders would
// otherwise hand back a picture with its lower part grey.
cv::Mat decode_grayscale(std::span<const std::uint8_t> bytes);

}  // namespace sudokit::scan
