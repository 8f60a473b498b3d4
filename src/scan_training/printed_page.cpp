#include "printed_page.hpp"

#include <memory>

#include <cairo.h>
#include <opencv2/imgproc.hpp>

#include "print/grid_drawing.hpp"

namespace sudokit::scan {

cv::Mat print_code_page(const Grid& grid, int cell, int margin, const char* font_family,
                        bool bold) {
    const int side = 9 * cell + 2 * margin;
    const std::unique_ptr<cairo_surface_t, decltype(&cairo_surface_destroy)> surface(
        cairo_image_surface_create(CAIRO_FORMAT_RGB24, side, side), &cairo_surface_destroy);
    const std::unique_ptr<cairo_t, decltype(&cairo_destroy)> cr(cairo_create(surface.get()),
                                                                &cairo_destroy);
    cairo_set_source_rgb(cr.get(), 1, 1, 1);
    cairo_paint(cr.get());
    print::GridPicture picture;
    picture.givens = grid;
    picture.font_family = font_family;
    picture.bold_givens = bold;
    const double at = margin;
    const double width = 9.0 * cell;
    print::draw_grid(cr.get(), print::Rect{at, at, width, width}, picture);
    cairo_surface_flush(surface.get());
    // Cairo's RGB24 is four bytes a pixel, blue first, as OpenCV's BGRA.
    const cv::Mat drawn(side, side, CV_8UC4, cairo_image_surface_get_data(surface.get()),
                        static_cast<std::size_t>(cairo_image_surface_get_stride(surface.get())));
    cv::Mat page;
    cv::cvtColor(drawn, page, cv::COLOR_BGRA2GRAY);
    return page;
}

}  // namespace sudokit::scan
