#pragma once

#include <optional>
#include <string_view>

namespace sudokit::print {

// A sheet of paper in PostScript points (1/72 inch), the unit of Cairo's PDF and SVG surfaces.
struct PaperSize {
    double width = 0;
    double height = 0;
};

enum class PaperName { a4, letter };

// "a4" or "letter" (any case).
std::optional<PaperName> parse_paper_name(std::string_view name);

// Portrait unless `landscape`, which swaps the sides.
PaperSize paper_size(PaperName name, bool landscape = false);

}  // namespace sudokit::print
