#include "jpeg_decoding.hpp"

#include <csetjmp>
#include <cstddef>
#include <cstdio>  // jpeglib.h uses FILE and size_t without including their headers

#include <jpeglib.h>

#include "image_decoding.hpp"

namespace sudokit::scan {

namespace {

// libjpeg reports a fatal error by calling error_exit, which must not return: it jumps back
// to read_jpeg. Warnings (a corrupt but readable stream) are not printed.
struct JumpingErrors {
    jpeg_error_mgr manager;  // first, so libjpeg's pointer to it is a pointer to this
    std::jmp_buf jump;
};

[[noreturn]] void jump_on_error(j_common_ptr info) {
    std::longjmp(reinterpret_cast<JumpingErrors*>(info->err)->jump, 1);
}

void ignore_message(j_common_ptr, int) {}

// An Adobe CMYK JPEG's pixel (stored inverted: 255 means no ink) to grey, by the weights of
// the luma of the RGB the inks leave: each channel is the key scaled by its ink.
void cmyk_to_grey(const cv::Mat& cmyk, cv::Mat& grey) {
    grey.create(cmyk.rows, cmyk.cols, CV_8UC1);
    for (int row = 0; row < cmyk.rows; ++row) {
        const std::uint8_t* in = cmyk.ptr<std::uint8_t>(row);
        std::uint8_t* out = grey.ptr<std::uint8_t>(row);
        for (int col = 0; col < cmyk.cols; ++col, in += 4) {
            const int key = in[3];
            const auto channel = [key](int ink) { return key - (((255 - ink) * key) >> 8); };
            const int red = channel(in[0]);
            const int green = channel(in[1]);
            const int blue = channel(in[2]);
            // 0.299, 0.587 and 0.114 in units of 2^-14, rounded.
            out[col] =
                static_cast<std::uint8_t>((red * 4899 + green * 9617 + blue * 1868 + 8192) >> 14);
        }
    }
}

// Reads the image into `image` (greyscale, or CMYK with four channels) and its EXIF
// orientation into `orientation`. Both belong to the caller, so that a jump out of libjpeg
// leaves no object of this frame undestroyed. False when libjpeg gave up.
bool read_jpeg(std::span<const std::uint8_t> bytes, cv::Mat& image, int& orientation) {
    jpeg_decompress_struct info;
    JumpingErrors errors;
    info.err = jpeg_std_error(&errors.manager);
    errors.manager.error_exit = jump_on_error;
    errors.manager.emit_message = ignore_message;
    if (setjmp(errors.jump) != 0) {
        jpeg_destroy_decompress(&info);
        return false;
    }
    jpeg_create_decompress(&info);
    jpeg_mem_src(&info, bytes.data(), static_cast<unsigned long>(bytes.size()));
    jpeg_save_markers(&info, JPEG_APP0 + 1, 0xFFFF);
    jpeg_read_header(&info, TRUE);
    if (std::uint64_t{info.image_width} * info.image_height > kMaxImagePixels) {
        jpeg_destroy_decompress(&info);
        return false;
    }
    for (jpeg_saved_marker_ptr marker = info.marker_list; marker != nullptr;
         marker = marker->next) {
        if (marker->marker != JPEG_APP0 + 1) continue;
        const int found = exif_orientation({marker->data, marker->data_length});
        if (found != 1) {
            orientation = found;
            break;
        }
    }
    const bool cmyk = info.num_components == 4;
    info.out_color_space = cmyk ? JCS_CMYK : JCS_GRAYSCALE;
    jpeg_start_decompress(&info);
    image.create(static_cast<int>(info.output_height), static_cast<int>(info.output_width),
                 cmyk ? CV_8UC4 : CV_8UC1);
    while (info.output_scanline < info.output_height) {
        JSAMPROW row = image.ptr<std::uint8_t>(static_cast<int>(info.output_scanline));
        jpeg_read_scanlines(&info, &row, 1);
    }
    jpeg_finish_decompress(&info);
    jpeg_destroy_decompress(&info);
    return true;
}

}  // namespace

int exif_orientation(std::span<const std::uint8_t> app1) {
    // "Exif\0\0", then a TIFF header: byte order ("II" little-endian, "MM" big-endian), 42,
    // and the offset of the first directory, whose entries are 12 bytes: tag, type, count,
    // value. Orientation is tag 0x0112, a SHORT whose value sits in the value's first bytes.
    constexpr std::size_t kTiff = 6;
    if (app1.size() < kTiff + 8 || app1[0] != 'E' || app1[1] != 'x' || app1[2] != 'i' ||
        app1[3] != 'f' || app1[4] != 0 || app1[5] != 0) {
        return 1;
    }
    const bool little = app1[kTiff] == 'I' && app1[kTiff + 1] == 'I';
    if (!little && !(app1[kTiff] == 'M' && app1[kTiff + 1] == 'M')) return 1;
    const auto number = [&](std::size_t at, int size) -> std::uint32_t {
        std::uint32_t value = 0;
        for (int index = 0; index < size; ++index) {
            const std::uint32_t byte = app1[at + static_cast<std::size_t>(index)];
            value |= little ? byte << (8 * index) : byte << (8 * (size - 1 - index));
        }
        return value;
    };
    const std::size_t directory = kTiff + number(kTiff + 4, 4);
    if (directory + 2 > app1.size()) return 1;
    const std::uint32_t entries = number(directory, 2);
    for (std::uint32_t entry = 0; entry < entries; ++entry) {
        const std::size_t at = directory + 2 + 12 * static_cast<std::size_t>(entry);
        if (at + 12 > app1.size()) return 1;
        if (number(at, 2) != 0x0112) continue;
        const std::uint32_t value = number(at + 8, 2);
        return value >= 1 && value <= 8 ? static_cast<int>(value) : 1;
    }
    return 1;
}

cv::Mat apply_exif_orientation(const cv::Mat& image, int orientation) {
    // cv::flip codes: 1 mirrors left-right, 0 top-bottom, -1 both (a half turn).
    cv::Mat turned;
    switch (orientation) {
        case 2:
            cv::flip(image, turned, 1);
            return turned;
        case 3:
            cv::flip(image, turned, -1);
            return turned;
        case 4:
            cv::flip(image, turned, 0);
            return turned;
        case 5:  // mirrored across the main diagonal
            cv::transpose(image, turned);
            return turned;
        case 6:  // stored a quarter turn anticlockwise: turned a quarter clockwise
            cv::transpose(image, turned);
            cv::flip(turned, turned, 1);
            return turned;
        case 7:  // mirrored across the other diagonal
            cv::transpose(image, turned);
            cv::flip(turned, turned, -1);
            return turned;
        case 8:  // stored a quarter turn clockwise: turned a quarter anticlockwise
            cv::transpose(image, turned);
            cv::flip(turned, turned, 0);
            return turned;
        default:
            return image;
    }
}

cv::Mat decode_jpeg_grayscale(std::span<const std::uint8_t> bytes) {
    cv::Mat image;
    int orientation = 1;
    if (!read_jpeg(bytes, image, orientation)) return {};
    if (image.channels() == 4) {
        cv::Mat grey;
        cmyk_to_grey(image, grey);
        image = grey;
    }
    return apply_exif_orientation(image, orientation);
}

}  // namespace sudokit::scan
