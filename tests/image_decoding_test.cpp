// Photo decoding (libjpeg and libpng directly) against OpenCV's own decoder, which the scan
// used before and which stands here as the second, independent reading: the same pixels for
// JPEGs (colour, grey, CMYK, every EXIF orientation in both byte orders) and PNGs of each
// colour type and depth OpenCV writes.

#include <algorithm>
#include <cstdint>
#include <cstdio>  // jpeglib.h uses FILE and size_t without including their headers
#include <cstdlib>
#include <initializer_list>
#include <random>
#include <span>
#include <vector>

#include <gtest/gtest.h>
#include <jpeglib.h>
#include <opencv2/imgcodecs.hpp>
#include <opencv2/imgproc.hpp>

#include "scan/image_decoding.hpp"
#include "scan/jpeg_decoding.hpp"
#include "sudokit/scan.hpp"

namespace sudokit::scan {
namespace {

// A page-like picture: a light background, dark lines and blobs, some noise, and colour
// that differs by channel, so that a wrong channel weight or a turn shows in the pixels.
// Not square, so that a quarter turn changes its shape.
cv::Mat test_picture(int type) {
    cv::Mat colour(90, 130, CV_8UC3, cv::Scalar(200, 215, 230));
    std::mt19937 random(7);
    std::uniform_int_distribution<int> noise(-25, 25);
    for (int row = 0; row < colour.rows; ++row) {
        for (int col = 0; col < colour.cols; ++col) {
            auto& pixel = colour.at<cv::Vec3b>(row, col);
            for (int channel = 0; channel < 3; ++channel)
                pixel[channel] = cv::saturate_cast<std::uint8_t>(pixel[channel] + noise(random));
        }
    }
    cv::line(colour, {5, 5}, {120, 80}, cv::Scalar(20, 60, 140), 3);
    cv::rectangle(colour, {10, 40}, {50, 70}, cv::Scalar(150, 30, 10), cv::FILLED);
    cv::circle(colour, {100, 25}, 15, cv::Scalar(30, 200, 90), cv::FILLED);
    if (type == CV_8UC3) return colour;
    cv::Mat converted;
    if (type == CV_8UC1) cv::cvtColor(colour, converted, cv::COLOR_BGR2GRAY);
    if (type == CV_8UC4) cv::cvtColor(colour, converted, cv::COLOR_BGR2BGRA);
    if (type == CV_16UC1 || type == CV_16UC3) {
        cv::Mat source = colour;
        if (type == CV_16UC1) cv::cvtColor(colour, source, cv::COLOR_BGR2GRAY);
        source.convertTo(converted, type == CV_16UC1 ? CV_16UC1 : CV_16UC3, 257.0);
        // Low bytes that differ from the high ones, so cutting to 8 bits is tested.
        converted += cv::Scalar::all(91);
    }
    return converted;
}

std::vector<std::uint8_t> encoded(const std::string& extension, const cv::Mat& image,
                                  const std::vector<int>& parameters = {}) {
    std::vector<std::uint8_t> bytes;
    EXPECT_TRUE(cv::imencode(extension, image, bytes, parameters));
    return bytes;
}

// Expects decode_grayscale to give exactly OpenCV's greyscale reading.
void expect_as_opencv(const std::vector<std::uint8_t>& bytes) {
    const cv::Mat expected = cv::imdecode(bytes, cv::IMREAD_GRAYSCALE);
    ASSERT_FALSE(expected.empty());
    const cv::Mat decoded = decode_grayscale(bytes);
    ASSERT_EQ(decoded.type(), CV_8UC1);
    ASSERT_EQ(decoded.size(), expected.size());
    EXPECT_EQ(cv::countNonZero(decoded != expected), 0);
}

// The JPEG with an EXIF APP1 segment saying `orientation` put right after its start marker.
std::vector<std::uint8_t> with_orientation(const std::vector<std::uint8_t>& jpeg, int orientation,
                                           bool little_endian) {
    std::vector<std::uint8_t> exif;
    const auto put = [&](std::initializer_list<int> bytes) {
        for (const int byte : bytes)
            exif.push_back(static_cast<std::uint8_t>(byte));
    };
    // A number of `size` bytes in the block's byte order.
    const auto number = [&](std::uint32_t value, int size) {
        for (int index = 0; index < size; ++index) {
            const int shift = 8 * (little_endian ? index : size - 1 - index);
            exif.push_back(static_cast<std::uint8_t>((value >> shift) & 0xFF));
        }
    };
    put({'E', 'x', 'i', 'f', 0, 0});
    put(little_endian ? std::initializer_list<int>{'I', 'I'}
                      : std::initializer_list<int>{'M', 'M'});
    number(42, 2);
    number(8, 4);       // the first directory right after the header
    number(2, 2);       // two entries: another tag first, then the orientation
    number(0x010F, 2);  // Make, an ASCII string of 4 bytes held in the value: skipped
    number(2, 2);
    number(4, 4);
    put({'c', 'a', 'm', 0});
    number(0x0112, 2);
    number(3, 2);  // SHORT
    number(1, 4);
    number(static_cast<std::uint32_t>(orientation), 2);
    put({0, 0});
    number(0, 4);  // no next directory
    const auto length = exif.size() + 2;
    std::vector<std::uint8_t> result;
    result.reserve(jpeg.size() + length + 2);
    result.push_back(jpeg[0]);
    result.push_back(jpeg[1]);
    result.push_back(0xFF);
    result.push_back(0xE1);
    result.push_back(static_cast<std::uint8_t>(length >> 8));
    result.push_back(static_cast<std::uint8_t>(length & 0xFF));
    for (const std::uint8_t byte : exif)
        result.push_back(byte);
    for (std::size_t at = 2; at < jpeg.size(); ++at)
        result.push_back(jpeg[at]);
    return result;
}

// A CMYK JPEG (Adobe's inverted inks, as libjpeg writes them) of the picture.
std::vector<std::uint8_t> cmyk_jpeg(const cv::Mat& colour) {
    jpeg_compress_struct info;
    jpeg_error_mgr errors;
    info.err = jpeg_std_error(&errors);
    jpeg_create_compress(&info);
    unsigned char* buffer = nullptr;
    unsigned long size = 0;
    jpeg_mem_dest(&info, &buffer, &size);
    info.image_width = static_cast<JDIMENSION>(colour.cols);
    info.image_height = static_cast<JDIMENSION>(colour.rows);
    info.input_components = 4;
    info.in_color_space = JCS_CMYK;
    jpeg_set_defaults(&info);
    jpeg_set_quality(&info, 90, TRUE);
    jpeg_start_compress(&info, TRUE);
    std::vector<std::uint8_t> row(static_cast<std::size_t>(colour.cols) * 4);
    while (info.next_scanline < info.image_height) {
        const auto* pixels = colour.ptr<cv::Vec3b>(static_cast<int>(info.next_scanline));
        for (int col = 0; col < colour.cols; ++col) {
            const cv::Vec3b& bgr = pixels[col];
            const std::uint8_t key = std::max({bgr[0], bgr[1], bgr[2]});
            for (int ink = 0; ink < 3; ++ink)  // C, M, Y from R, G, B
                row[static_cast<std::size_t>(col) * 4 + ink] = bgr[2 - ink];
            row[static_cast<std::size_t>(col) * 4 + 3] = key;
        }
        JSAMPROW pointer = row.data();
        jpeg_write_scanlines(&info, &pointer, 1);
    }
    jpeg_finish_compress(&info);
    jpeg_destroy_compress(&info);
    std::vector<std::uint8_t> bytes(buffer, buffer + size);
    std::free(buffer);
    return bytes;
}

TEST(ImageDecodingTest, JpegsReadAsOpenCVReadsThem) {
    expect_as_opencv(encoded(".jpg", test_picture(CV_8UC3), {cv::IMWRITE_JPEG_QUALITY, 85}));
    expect_as_opencv(encoded(".jpg", test_picture(CV_8UC1)));
    expect_as_opencv(encoded(".jpg", test_picture(CV_8UC3), {cv::IMWRITE_JPEG_PROGRESSIVE, 1}));
    expect_as_opencv(cmyk_jpeg(test_picture(CV_8UC3)));
}

TEST(ImageDecodingTest, EveryExifOrientationTurnsThePhotoAsOpenCVDoes) {
    const std::vector<std::uint8_t> jpeg = encoded(".jpg", test_picture(CV_8UC3));
    const cv::Mat upright = decode_grayscale(jpeg);
    for (const bool little_endian : {true, false}) {
        for (int orientation = 1; orientation <= 8; ++orientation) {
            SCOPED_TRACE(testing::Message()
                         << "orientation " << orientation << (little_endian ? " II" : " MM"));
            const auto bytes = with_orientation(jpeg, orientation, little_endian);
            expect_as_opencv(bytes);
            // Orientations 5 to 8 swap width and height.
            const cv::Mat decoded = decode_grayscale(bytes);
            EXPECT_EQ(decoded.rows, orientation >= 5 ? upright.cols : upright.rows);
        }
    }
}

TEST(ImageDecodingTest, AnExifBlockWithoutOrientationOrCutShortLeavesThePhotoUpright) {
    const std::vector<std::uint8_t> jpeg = encoded(".jpg", test_picture(CV_8UC3));
    auto bytes = with_orientation(jpeg, 6, true);
    // The APP1 data starts 4 bytes in (after FF D8 FF E1 and the length): cut its directory.
    const std::span<const std::uint8_t> app1(bytes.data() + 6, 20);
    EXPECT_EQ(exif_orientation(app1), 1);
    EXPECT_EQ(exif_orientation(std::span<const std::uint8_t>(bytes.data() + 6, 60)), 6);
    EXPECT_EQ(exif_orientation({}), 1);
}

TEST(ImageDecodingTest, PngsOfEachKindReadAsOpenCVReadsThem) {
    for (const int type : {CV_8UC1, CV_8UC3, CV_8UC4, CV_16UC1, CV_16UC3}) {
        SCOPED_TRACE(testing::Message() << "type " << type);
        expect_as_opencv(encoded(".png", test_picture(type)));
    }
    cv::Mat bilevel;
    cv::threshold(test_picture(CV_8UC1), bilevel, 128, 255, cv::THRESH_BINARY);
    expect_as_opencv(encoded(".png", bilevel, {cv::IMWRITE_PNG_BILEVEL, 1}));
}

TEST(ImageDecodingTest, DamagedImagesAreRefusedWithAReason) {
    std::vector<std::uint8_t> jpeg = encoded(".jpg", test_picture(CV_8UC3));
    // The start-of-frame says a zero width; the end marker is still there.
    std::vector<std::uint8_t> broken = jpeg;
    for (std::size_t at = 2; at + 9 < broken.size(); ++at) {
        if (broken[at] == 0xFF && broken[at + 1] == 0xC0) {
            broken[at + 7] = 0;
            broken[at + 8] = 0;
            break;
        }
    }
    EXPECT_THROW(decode_grayscale(broken), ScanError);
    std::vector<std::uint8_t> png = encoded(".png", test_picture(CV_8UC3));
    // A chunk's bytes changed: its CRC no longer matches, an error to libpng.
    png[png.size() / 2] ^= 0xFF;
    EXPECT_THROW(decode_grayscale(png), ScanError);
}

}  // namespace
}  // namespace sudokit::scan
