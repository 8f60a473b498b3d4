#include "synthetic_photo.hpp"

#include <array>
#include <cmath>
#include <iterator>
#include <vector>

#include <opencv2/imgcodecs.hpp>
#include <opencv2/imgproc.hpp>

#include "printed_page.hpp"

namespace sudokit::scan {

namespace {

constexpr std::array<int, 6> kFonts = {
    cv::FONT_HERSHEY_SIMPLEX, cv::FONT_HERSHEY_DUPLEX, cv::FONT_HERSHEY_COMPLEX,
    cv::FONT_HERSHEY_TRIPLEX, cv::FONT_HERSHEY_PLAIN,  cv::FONT_HERSHEY_COMPLEX_SMALL,
};

// The printed page: the grid with `margin` pixels of paper around it, drawn with a stroke font.
cv::Mat stroke_font_page(const Grid& grid, int cell, int margin, cv::RNG& random) {
    const int side = 9 * cell + 2 * margin;
    const auto paper = random.uniform(200, 256);
    cv::Mat page(side, side, CV_8U, cv::Scalar(paper));
    const int ink = random.uniform(0, 60);
    const int thin = random.uniform(1, 3);
    const int thick = thin + random.uniform(1, 4);
    for (int line = 0; line <= 9; ++line) {
        const int at = margin + line * cell;
        const int width = line % 3 == 0 ? thick : thin;
        cv::line(page, {at, margin}, {at, margin + 9 * cell}, cv::Scalar(ink), width);
        cv::line(page, {margin, at}, {margin + 9 * cell, at}, cv::Scalar(ink), width);
    }
    const int font = kFonts[static_cast<std::size_t>(random.uniform(0, int(kFonts.size())))] |
                     (random.uniform(0, 6) == 0 ? cv::FONT_ITALIC : 0);
    const double height_share = random.uniform(0.45, 0.72);
    const int weight = std::max(1, static_cast<int>(cell * random.uniform(0.04, 0.13)));
    int baseline = 0;
    const cv::Size unit = cv::getTextSize("8", font, 1.0, weight, &baseline);
    const double font_scale = height_share * cell / unit.height;
    for (int index = 0; index < 81; ++index) {
        if (grid[index] == 0) continue;
        const std::string text(1, static_cast<char>('0' + grid[index]));
        const cv::Size size = cv::getTextSize(text, font, font_scale, weight, &baseline);
        const int jitter = std::max(1, cell / 12);
        const int x = margin + (index % 9) * cell + (cell - size.width) / 2 +
                      random.uniform(-jitter, jitter + 1);
        const int y = margin + (index / 9) * cell + (cell + size.height) / 2 +
                      random.uniform(-jitter, jitter + 1);
        cv::putText(page, text, {x, y}, font, font_scale, cv::Scalar(ink), weight, cv::LINE_AA);
    }
    if (margin > cell / 2) {
        cv::putText(page, "SUDOKU No 4217", {margin, margin - cell / 4}, font, font_scale * 0.6,
                    cv::Scalar(ink), std::max(1, weight / 2), cv::LINE_AA);
    }
    return page;
}

const char* training_font_family(cv::RNG& random) {
    const auto families = static_cast<int>(std::size(kTrainingFontFamilies));
    return kTrainingFontFamilies[static_cast<std::size_t>(random.uniform(0, families))];
}

// Paper and ink greys varied on a page drawn white and black.
cv::Mat varied_greys(const cv::Mat& drawn, cv::RNG& random) {
    const double paper = random.uniform(200, 256);
    const double ink = random.uniform(0, 60);
    cv::Mat page;
    drawn.convertTo(page, CV_8U, (paper - ink) / 255.0, ink);
    return page;
}

// The page drawn by the print code in one of the training fonts, its paper and ink greys
// varied.
cv::Mat varied_print_code_page(const Grid& grid, int cell, int margin, cv::RNG& random) {
    const char* family = training_font_family(random);
    const bool bold = random.uniform(0, 3) == 0;
    return varied_greys(print_code_page(grid, cell, margin, family, bold), random);
}

// Another puzzle for the page, as different as it is cheap: the digits renamed and the rows in
// the other order.
Grid neighbour_puzzle(const Grid& grid, int shift) {
    Grid other;
    for (int cell = 0; cell < 81; ++cell) {
        const int digit = grid[(8 - cell / 9) * 9 + cell % 9];
        other.set(cell, digit == 0 ? 0 : (digit + shift - 1) % 9 + 1);
    }
    return other;
}

// A whole page as sudokit print lays it out, with 1, 2 or 4 puzzles, the photographed one
// among them.
struct Page {
    cv::Mat picture;
    cv::Rect2f grid;  // the photographed grid's outer lines
};

Page whole_printed_page(const Grid& grid, int cell, cv::RNG& random) {
    constexpr std::array<int, 3> kPerPage = {1, 2, 4};
    const int count = kPerPage[static_cast<std::size_t>(random.uniform(0, 3))];
    const auto photographed = static_cast<std::size_t>(random.uniform(0, count));
    std::vector<Grid> puzzles;
    for (int i = 0; i < count; ++i) {
        puzzles.push_back(static_cast<std::size_t>(i) == photographed ? grid
                                                                      : neighbour_puzzle(grid, i));
    }
    const PrintedPage printed =
        print_whole_page(puzzles, photographed, cell, "Sudoku", training_font_family(random));
    return {varied_greys(printed.page, random), printed.grid};
}

// A third of the pages are drawn with OpenCV's stroke fonts, a third by the print code's grid
// drawing in a training font, a third are whole pages of sudokit print.
Page print_page(const Grid& grid, int cell, int margin, cv::RNG& random) {
    const cv::Rect2f square(static_cast<float>(margin), static_cast<float>(margin),
                            static_cast<float>(9 * cell), static_cast<float>(9 * cell));
    switch (random.uniform(0, 3)) {
        case 0:
            return {stroke_font_page(grid, cell, margin, random), square};
        case 1:
            return {varied_print_code_page(grid, cell, margin, random), square};
        default:
            return whole_printed_page(grid, cell, random);
    }
}

}  // namespace

SyntheticPhoto make_synthetic_photo(const Grid& grid, std::uint64_t seed) {
    cv::RNG random(seed * 2654435761u + 12345);
    const int cell = random.uniform(36, 72);
    const int margin = random.uniform(cell / 4, cell * 2);
    const Page page = print_page(grid, cell, margin, random);

    const bool landscape = random.uniform(0, 4) != 0;
    const std::array<cv::Size, 3> sizes = {cv::Size(640, 480), cv::Size(800, 600),
                                           cv::Size(1280, 960)};
    cv::Size frame = sizes[static_cast<std::size_t>(random.uniform(0, 3))];
    if (!landscape) frame = cv::Size(frame.height, frame.width);
    cv::Mat photo(frame, CV_8U, cv::Scalar(random.uniform(30, 170)));
    cv::Mat background_noise(frame, CV_8U);
    random.fill(background_noise, cv::RNG::NORMAL, 0, 25);
    photo += background_noise;

    // Where the grid's corners land: a square of 55-85% of the frame, turned a little, with
    // each corner moved for perspective.
    const double short_side = std::min(frame.width, frame.height);
    const double grid_side = short_side * random.uniform(0.55, 0.85);
    const double angle = random.uniform(-0.14, 0.14);
    const cv::Point2f centre(
        static_cast<float>(frame.width / 2.0 + random.uniform(-0.08, 0.08) * short_side),
        static_cast<float>(frame.height / 2.0 + random.uniform(-0.08, 0.08) * short_side));
    GridQuad corners;
    const std::array<cv::Point2f, 4> unit = {cv::Point2f(-0.5f, -0.5f), cv::Point2f(0.5f, -0.5f),
                                             cv::Point2f(0.5f, 0.5f), cv::Point2f(-0.5f, 0.5f)};
    for (std::size_t i = 0; i < 4; ++i) {
        const double x = unit[i].x * grid_side;
        const double y = unit[i].y * grid_side;
        const double shift = 0.06 * grid_side;
        corners[i] =
            centre + cv::Point2f(static_cast<float>(x * std::cos(angle) - y * std::sin(angle) +
                                                    random.uniform(-shift, shift)),
                                 static_cast<float>(x * std::sin(angle) + y * std::cos(angle) +
                                                    random.uniform(-shift, shift)));
    }
    const cv::Rect2f& grid_on_page = page.grid;
    const std::array<cv::Point2f, 4> on_page = {
        grid_on_page.tl(), cv::Point2f(grid_on_page.br().x, grid_on_page.y), grid_on_page.br(),
        cv::Point2f(grid_on_page.x, grid_on_page.br().y)};
    const cv::Mat transform = cv::getPerspectiveTransform(on_page.data(), corners.data());
    cv::warpPerspective(page.picture, photo, transform, frame, cv::INTER_LINEAR,
                        cv::BORDER_TRANSPARENT);

    // Uneven light: a ramp across the frame in a random direction.
    cv::Mat light(frame, CV_32F);
    const double direction = random.uniform(0.0, 2 * CV_PI);
    const double darkest = random.uniform(0.55, 1.0);
    for (int y = 0; y < frame.height; ++y) {
        for (int x = 0; x < frame.width; ++x) {
            const double along = ((x - frame.width / 2.0) * std::cos(direction) +
                                  (y - frame.height / 2.0) * std::sin(direction)) /
                                     std::max(frame.width, frame.height) +
                                 0.5;
            light.at<float>(y, x) = static_cast<float>(darkest + (1 - darkest) * along);
        }
    }
    cv::Mat lit;
    photo.convertTo(lit, CV_32F);
    lit = lit.mul(light);
    const double blur = random.uniform(0.3, 1.4);
    cv::GaussianBlur(lit, lit, cv::Size(0, 0), blur);
    cv::Mat noise(frame, CV_32F);
    random.fill(noise, cv::RNG::NORMAL, 0, random.uniform(2.0, 9.0));
    lit += noise;
    lit.convertTo(photo, CV_8U);

    cv::Mat colour;
    cv::cvtColor(photo, colour, cv::COLOR_GRAY2BGR);
    SyntheticPhoto result;
    result.corners = corners;
    cv::imencode(".jpg", colour, result.jpeg, {cv::IMWRITE_JPEG_QUALITY, random.uniform(45, 92)});
    return result;
}

}  // namespace sudokit::scan
