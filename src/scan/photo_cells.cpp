#include "photo_cells.hpp"

#include <algorithm>
#include <optional>

#include <opencv2/imgproc.hpp>

#include "grid_finder.hpp"
#include "image_decoding.hpp"
#include "sudokit/scan.hpp"

namespace sudokit::scan {

namespace {

// Photos are searched at most this many pixels wide or high: a grid filling a fifth of the
// frame still has cells of 20 pixels, and a 12 megapixel photo costs no more than a small one.
constexpr int kWorkingSide = 1000;

// A grid with more marks than this is a printed solution (newspapers print the last one beside
// the puzzle), not a puzzle to read.
constexpr int kMostGivens = 76;

int marks(const std::array<CellInk, 81>& cells) {
    return static_cast<int>(std::count_if(cells.begin(), cells.end(),
                                          [](const CellInk& ink) { return ink.holds_digit(); }));
}

}  // namespace

PhotoCells locate_cells(const cv::Mat& gray) {
    const double scale =
        std::min(1.0, static_cast<double>(kWorkingSide) / std::max(gray.rows, gray.cols));
    cv::Mat working = gray;
    if (scale < 1.0) cv::resize(gray, working, cv::Size(), scale, scale, cv::INTER_AREA);
    const std::vector<FoundGrid> found = find_grids(working);
    if (found.empty())
        throw ScanError(ScanError::Kind::no_grid, "no Sudoku grid found in the image");
    // The best grid that is a puzzle; the best one if all look like solutions.
    std::optional<PhotoCells> first;
    for (const FoundGrid& grid : found) {
        PhotoCells photo;
        photo.warped = warp_to_square(working, grid.quad);
        photo.cells = extract_cells(photo.warped);
        for (std::size_t i = 0; i < 4; ++i)
            photo.quad[i] = grid.quad[i] * static_cast<float>(1.0 / scale);
        if (marks(photo.cells) <= kMostGivens) return photo;
        if (!first) first = std::move(photo);
    }
    return *first;
}

std::array<CellInk, 81> PhotoCells::turned_cells(int quarter_turns) const {
    return quarter_turns % 4 == 0 ? cells : extract_cells(warped, quarter_turns);
}

GridQuad PhotoCells::turned_quad(int quarter_turns) const {
    // Turning the picture clockwise once makes its bottom-left corner the top-left one.
    GridQuad turned;
    const int turns = ((quarter_turns % 4) + 4) % 4;
    for (std::size_t i = 0; i < 4; ++i)
        turned[i] = quad[(i + 4 - static_cast<std::size_t>(turns)) % 4];
    return turned;
}

PhotoCells locate_cells(std::span<const std::uint8_t> bytes) {
    return locate_cells(decode_grayscale(bytes));
}

}  // namespace sudokit::scan
