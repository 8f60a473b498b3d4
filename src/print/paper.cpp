#include "print/paper.hpp"

#include <algorithm>
#include <cctype>
#include <string>
#include <utility>

namespace sudokit::print {

namespace {

constexpr double kPointsPerMillimetre = 72.0 / 25.4;

}  // namespace

std::optional<PaperName> parse_paper_name(std::string_view name) {
    std::string lower(name);
    std::transform(lower.begin(), lower.end(), lower.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    if (lower == "a4") return PaperName::a4;
    if (lower == "letter") return PaperName::letter;
    return std::nullopt;
}

PaperSize paper_size(PaperName name, bool landscape) {
    // ISO 216 A4 is defined in millimetres, US Letter in inches.
    PaperSize size = name == PaperName::a4
                         ? PaperSize{210 * kPointsPerMillimetre, 297 * kPointsPerMillimetre}
                         : PaperSize{8.5 * 72, 11 * 72};
    if (landscape) std::swap(size.width, size.height);
    return size;
}

}  // namespace sudokit::print
