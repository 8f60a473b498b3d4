// Fuzzes photo decoding (libjpeg and libpng, called directly, their errors caught by jumps):
// any bytes either decode to a non-empty 8-bit greyscale image no larger than the limit, or
// are refused with a ScanError; nothing crashes, leaks or reads out of bounds.
//
// Input: the image file's bytes.

#include <cstdint>
#include <span>

#include "fuzz_support.hpp"
#include "scan/image_decoding.hpp"
#include "sudokit/scan.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace sudokit;
    try {
        const cv::Mat image = scan::decode_grayscale(std::span<const std::uint8_t>(data, size));
        fuzz::check(!image.empty(), "a decoded image is empty");
        fuzz::check(image.type() == CV_8UC1, "a decoded image is not 8-bit greyscale");
        fuzz::check(static_cast<std::uint64_t>(image.total()) <= scan::kMaxImagePixels,
                    "a decoded image is larger than the limit");
    } catch (const ScanError&) {
        // Refused with a reason: the expected answer to most inputs.
    }
    return 0;
}
