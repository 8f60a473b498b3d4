#pragma once

#include <string>
#include <vector>

#include "print/print_entry.hpp"
#include "print/print_options.hpp"

namespace sudokit::print {

struct WrittenDocument {
    std::vector<std::string> files;  // in page order for SVG; one for PDF
    int pages = 0;
};

// The file of SVG page `page_number` (from 1): the path itself for page 1, then the path
// with "-2", "-3"... before its extension ("out.svg", "out-2.svg").
std::string svg_page_path(const std::string& path, int page_number);

// Writes the entries as a document: the puzzle pages, then the solutions pages when
// options.solutions. PDF is one file with every page; SVG, which has no pages, is one file per
// page (svg_page_path). "-" writes to standard output (a single SVG page only). Throws
// PrintError naming the file when nothing to print or when it cannot be written; a file that
// failed halfway is removed.
WrittenDocument write_document(const std::vector<PrintEntry>& entries, const PrintOptions& options,
                               const std::string& path);

}  // namespace sudokit::print
