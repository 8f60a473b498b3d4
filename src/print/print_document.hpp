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

// How many entries a page holds.
struct PageCounts {
    int puzzles = 1;
    int solutions = 1;
};

// The counts `entries` are printed with: options.per_page and the solutions' count (given, or
// the default for the largest grid); for Kakuro boards, lowered where the largest board's
// squares would be too small to read (readable_kakuro_count).
PageCounts page_counts(const std::vector<PrintEntry>& entries, const PrintOptions& options);

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
