#pragma once

namespace sudokit::print {

// Frees the process-wide font caches that Cairo's text and fontconfig keep for the life of
// the process. Leak checkers (the ASan builds) report them otherwise. Call only once no Cairo
// object is left and no more printing follows: at the end of a program or a test run.
void release_font_caches();

}  // namespace sudokit::print
