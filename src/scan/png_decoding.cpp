#include "png_decoding.hpp"

#include <csetjmp>
#include <cstring>
#include <vector>

#include <png.h>

#include "image_decoding.hpp"

namespace sudokit::scan {

namespace {

// libpng reads through this from memory; a read past the end is a libpng error.
struct MemoryReader {
    std::span<const std::uint8_t> bytes;
    std::size_t at = 0;
};

void read_from_memory(png_structp png, png_bytep out, png_size_t count) {
    auto* reader = static_cast<MemoryReader*>(png_get_io_ptr(png));
    if (count > reader->bytes.size() - reader->at) png_error(png, "the image ends early");
    std::memcpy(out, reader->bytes.data() + reader->at, count);
    reader->at += count;
}

// Errors jump back to read_png (png_longjmp, to the png_jmpbuf set there) without printing;
// warnings are not printed.
[[noreturn]] void jump_on_error(png_structp png, png_const_charp) {
    png_longjmp(png, 1);
}

void ignore_warning(png_structp, png_const_charp) {}

// Reads the image into `image`; `rows` is scratch. Both belong to the caller, so that a jump
// out of libpng leaves no object of this frame undestroyed. False when libpng gave up.
bool read_png(MemoryReader& reader, cv::Mat& image, std::vector<png_bytep>& rows) {
    png_structp png =
        png_create_read_struct(PNG_LIBPNG_VER_STRING, nullptr, jump_on_error, ignore_warning);
    if (png == nullptr) return false;
    png_infop info = png_create_info_struct(png);
    if (info == nullptr || setjmp(png_jmpbuf(png)) != 0) {
        png_destroy_read_struct(&png, &info, nullptr);
        return false;
    }
    png_set_read_fn(png, &reader, read_from_memory);
    png_read_info(png, info);
    if (std::uint64_t{png_get_image_width(png, info)} * png_get_image_height(png, info) >
        kMaxImagePixels) {
        png_destroy_read_struct(&png, &info, nullptr);
        return false;
    }
    const int depth = png_get_bit_depth(png, info);
    const int colour_type = png_get_color_type(png, info);
    if (depth == 16) png_set_strip_16(png);
    png_set_strip_alpha(png);
    if (colour_type == PNG_COLOR_TYPE_PALETTE) png_set_palette_to_rgb(png);
    if ((colour_type & PNG_COLOR_MASK_COLOR) == 0 && depth < 8) {
        png_set_expand_gray_1_2_4_to_8(png);
    }
    if ((colour_type & PNG_COLOR_MASK_COLOR) != 0) {
        png_set_rgb_to_gray(png, PNG_ERROR_ACTION_NONE, 0.299, 0.587);
    }
    png_set_interlace_handling(png);
    png_read_update_info(png, info);
    image.create(static_cast<int>(png_get_image_height(png, info)),
                 static_cast<int>(png_get_image_width(png, info)), CV_8UC1);
    rows.resize(static_cast<std::size_t>(image.rows));
    for (int row = 0; row < image.rows; ++row)
        rows[static_cast<std::size_t>(row)] = image.ptr<std::uint8_t>(row);
    png_read_image(png, rows.data());
    png_read_end(png, nullptr);
    png_destroy_read_struct(&png, &info, nullptr);
    return true;
}

}  // namespace

cv::Mat decode_png_grayscale(std::span<const std::uint8_t> bytes) {
    MemoryReader reader{bytes, 0};
    cv::Mat image;
    std::vector<png_bytep> rows;
    if (!read_png(reader, image, rows)) return {};
    return image;
}

}  // namespace sudokit::scan
