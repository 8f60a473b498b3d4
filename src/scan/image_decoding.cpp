#include "image_decoding.hpp"

#include <algorithm>
#include <array>
#include <vector>

#include <opencv2/imgcodecs.hpp>

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
    // imdecode does not write to its input; the Mat header only views the bytes.
    const cv::Mat raw(1, static_cast<int>(bytes.size()), CV_8U,
                      const_cast<std::uint8_t*>(bytes.data()));
    cv::Mat image;
    try {
        image = cv::imdecode(raw, cv::IMREAD_GRAYSCALE);
    } catch (const cv::Exception&) {
        image.release();
    }
    if (image.empty()) {
        throw ScanError(ScanError::Kind::unreadable, "the image is damaged and cannot be decoded");
    }
    return image;
}

}  // namespace sudokit::scan
