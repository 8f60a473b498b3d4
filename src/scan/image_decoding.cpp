#include "image_decoding.hpp"

#include <algorithm>
#include <array>
#include <vector>

#include "jpeg_decoding.hpp"
#include "png_decoding.hpp"
#include "sudokit/scan.hpp"

namespace sudokit::scan {

namespace {

bool starts_with(std::span<const std::uint8_t> bytes, std::span<const std::uint8_t> prefix) {
    return bytes.size() >= prefix.size() && std::equal(prefix.begin(), prefix.end(), bytes.begin());
}

// A JPEG ends with the end-of-image marker FF D9; some cameras pad after it, so the last
// kilobyte is searched.
bool jpeg_complete(std::span<const std::uint8_t> bytes) {
    const std::size_t tail = std::min<std::size_t>(bytes.size(), 1024);
    for (std::size_t at = bytes.size() - tail; at + 1 < bytes.size(); ++at) {
        if (bytes[at] == 0xFF && bytes[at + 1] == 0xD9) return true;
    }
    return false;
}

// A PNG ends with its IEND chunk.
bool png_complete(std::span<const std::uint8_t> bytes) {
    constexpr std::array<std::uint8_t, 4> kIend = {'I', 'E', 'N', 'D'};
    const std::size_t tail = std::min<std::size_t>(bytes.size(), 64);
    const auto end = bytes.end();
    return std::search(end - static_cast<std::ptrdiff_t>(tail), end, kIend.begin(), kIend.end()) !=
           end;
}

std::uint64_t big_endian(std::span<const std::uint8_t> bytes, std::size_t at, int count) {
    std::uint64_t value = 0;
    for (int index = 0; index < count; ++index)
        value = value << 8 | bytes[at + static_cast<std::size_t>(index)];
    return value;
}

// Width times height from the PNG's IHDR chunk (always first) or the JPEG's first start-of-frame
// marker; 0 when the header cannot tell (the decoder then judges the bytes).
std::uint64_t declared_pixels(std::span<const std::uint8_t> bytes, bool png) {
    if (png) return bytes.size() >= 24 ? big_endian(bytes, 16, 4) * big_endian(bytes, 20, 4) : 0;
    std::size_t at = 2;
    while (at + 9 < bytes.size()) {
        if (bytes[at] != 0xFF) return 0;
        const std::uint8_t marker = bytes[at + 1];
        const bool start_of_frame =
            marker >= 0xC0 && marker <= 0xCF && marker != 0xC4 && marker != 0xC8 && marker != 0xCC;
        if (start_of_frame) return big_endian(bytes, at + 5, 2) * big_endian(bytes, at + 7, 2);
        at += 2 + big_endian(bytes, at + 2, 2);
    }
    return 0;
}

}  // namespace

cv::Mat decode_grayscale(std::span<const std::uint8_t> bytes) {
    constexpr std::array<std::uint8_t, 3> kJpeg = {0xFF, 0xD8, 0xFF};
    constexpr std::array<std::uint8_t, 8> kPng = {0x89, 'P', 'N', 'G', 0x0D, 0x0A, 0x1A, 0x0A};
    if (starts_with(bytes, kJpeg)) {
        if (!jpeg_complete(bytes)) {
            throw ScanError(ScanError::Kind::unreadable,
                            "the JPEG image is truncated (no end-of-image marker)");
        }
    } else if (starts_with(bytes, kPng)) {
        if (!png_complete(bytes)) {
            throw ScanError(ScanError::Kind::unreadable,
                            "the PNG image is truncated (no IEND chunk)");
        }
    } else {
        throw ScanError(ScanError::Kind::unreadable, "not a JPEG or PNG image");
    }
    const bool png = starts_with(bytes, kPng);
    if (declared_pixels(bytes, png) > kMaxImagePixels) {
        throw ScanError(ScanError::Kind::unreadable,
                        "the image is too large (more than 100 megapixels)");
    }
    const cv::Mat image = png ? decode_png_grayscale(bytes) : decode_jpeg_grayscale(bytes);
    if (image.empty()) {
        throw ScanError(ScanError::Kind::unreadable, "the image is damaged and cannot be decoded");
    }
    return image;
}

}  // namespace sudokit::scan
