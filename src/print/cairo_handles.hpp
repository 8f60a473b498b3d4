#pragma once

// Owning pointers for Cairo's surfaces and drawing contexts, which are destroyed by their own
// functions rather than delete.

#include <memory>

#include <cairo.h>

namespace sudokit::print {

struct SurfaceDeleter {
    void operator()(cairo_surface_t* surface) const { cairo_surface_destroy(surface); }
};
struct ContextDeleter {
    void operator()(cairo_t* cr) const { cairo_destroy(cr); }
};
using SurfacePointer = std::unique_ptr<cairo_surface_t, SurfaceDeleter>;
using ContextPointer = std::unique_ptr<cairo_t, ContextDeleter>;

}  // namespace sudokit::print
