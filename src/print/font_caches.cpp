#include "print/font_caches.hpp"

#include <cairo.h>
#include <fontconfig/fontconfig.h>

namespace sudokit::print {

void release_font_caches() {
    // Cairo first: its font faces hold fontconfig patterns that FcFini expects released.
    cairo_debug_reset_static_data();
    FcFini();
}

}  // namespace sudokit::print
