#include "printed_page.hpp"

#include <cmath>
#include <memory>
#include <utility>

#include <cairo.h>
#include <opencv2/imgproc.hpp>

#include "print/cairo_handles.hpp"
#include "print/grid_drawing.hpp"
#include "print/page_drawing.hpp"
#include "print/page_layout.hpp"
#include "print/pagination.hpp"
#include "print/print_options.hpp"

namespace sudokit::scan {

namespace {

using print::ContextPointer;
using print::SurfacePointer;

// A white picture of width x height pixels to draw on.
std::pair<SurfacePointer, ContextPointer> white_picture(int width, int height) {
    SurfacePointer surface(cairo_image_surface_create(CAIRO_FORMAT_RGB24, width, height));
    ContextPointer cr(cairo_create(surface.get()));
    cairo_set_source_rgb(cr.get(), 1, 1, 1);
    cairo_paint(cr.get());
    return {std::move(surface), std::move(cr)};
}

// The picture drawn, in grey.
cv::Mat grey_of(cairo_surface_t* surface) {
    cairo_surface_flush(surface);
    // Cairo's RGB24 is four bytes a pixel, blue first, as OpenCV's BGRA.
    const cv::Mat drawn(cairo_image_surface_get_height(surface),
                        cairo_image_surface_get_width(surface), CV_8UC4,
                        cairo_image_surface_get_data(surface),
                        static_cast<std::size_t>(cairo_image_surface_get_stride(surface)));
    cv::Mat grey;
    cv::cvtColor(drawn, grey, cv::COLOR_BGRA2GRAY);
    return grey;
}

}  // namespace

cv::Mat print_code_page(const Grid& grid, int cell, int margin, const char* font_family,
                        bool bold) {
    const int side = 9 * cell + 2 * margin;
    auto [surface, cr] = white_picture(side, side);
    print::GridPicture picture;
    picture.givens = grid;
    picture.font_family = font_family;
    picture.bold_givens = bold;
    const double at = margin;
    const double width = 9.0 * cell;
    print::draw_grid(cr.get(), print::Rect{at, at, width, width}, picture);
    return grey_of(surface.get());
}

PrintedPage print_whole_page(const std::vector<Grid>& puzzles, std::size_t photographed, int cell,
                             const std::string& title, const char* font_family) {
    print::PrintOptions options;
    options.digit_font_family = font_family;
    options.per_page = static_cast<int>(puzzles.size());
    options.title = title;
    std::vector<print::PrintEntry> entries;
    print::PagePlan plan;
    plan.per_page = options.per_page;
    for (std::size_t i = 0; i < puzzles.size(); ++i) {
        print::PrintEntry entry;
        entry.givens = puzzles[i];
        entry.number = static_cast<int>(i) + 1;
        entries.push_back(std::move(entry));
        plan.entries.push_back(i);
    }
    const print::PageFrame frame = print::page_frame(options, print::PageKind::puzzles);
    const print::Rect grid =
        print::layout_page(frame, options.per_page).slots.at(photographed).grid;
    const double scale = 9.0 * cell / grid.width;  // pixels a point
    auto [surface, cr] = white_picture(static_cast<int>(std::ceil(frame.paper.width * scale)),
                                       static_cast<int>(std::ceil(frame.paper.height * scale)));
    cairo_scale(cr.get(), scale, scale);
    print::draw_page(cr.get(), plan, entries, options, 1, 1);
    PrintedPage printed;
    printed.page = grey_of(surface.get());
    printed.grid =
        cv::Rect2f(static_cast<float>(grid.x * scale), static_cast<float>(grid.y * scale),
                   static_cast<float>(grid.width * scale), static_cast<float>(grid.height * scale));
    return printed;
}

}  // namespace sudokit::scan
