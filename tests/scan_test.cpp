// Reading puzzles from photos (sudokit scan): synthetic photos drawn here with known grids,
// a few of the shared real photos, the solver check of a reading, and input that is not a
// photo of a grid.

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <memory>
#include <numbers>
#include <string>
#include <vector>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>
#include <opencv2/imgcodecs.hpp>
#include <opencv2/imgproc.hpp>

#include "cli_test_support.hpp"
#include "scan/grid_finder.hpp"
#include "scan/line_quads.hpp"
#include "scan/photo_set.hpp"
#include "scan/reading_repair.hpp"
#include "scan_training/printed_page.hpp"
#include "scan_training/training_samples.hpp"
#include "server/api.hpp"
#include "server/multipart_form.hpp"
#include "sudokit/scan.hpp"
#include "test_support.hpp"

namespace sudokit {
namespace {

using testing::kNewspaperPuzzle;
using testing::kNewspaperSolution;

// A hard puzzle with one solution, to draw another grid than the newspaper one.
constexpr const char* kOtherPuzzle =
    "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......";

std::string line_of(const Grid& grid) {
    std::string line;
    for (int cell = 0; cell < 81; ++cell)
        line += grid[cell] == 0 ? '.' : static_cast<char>('0' + grid[cell]);
    return line;
}

// How a test photo is drawn and taken.
struct PhotoSetup {
    int font = cv::FONT_HERSHEY_SIMPLEX;
    int cell = 50;              // pixels of a cell on the page
    double turn = 0.0;          // radians
    double squeeze = 0.0;       // share of the side by which the top edge is shorter
    cv::Size frame{800, 600};   // the photo
    double noise = 5.0;         // standard deviation, grey levels
    int quality = 75;           // JPEG
    float grid_share = 0.42f;   // half the grid's side, as a share of the frame's smaller side
    std::string beside;         // a grid printed at half size right of the puzzle (a solution)
    bool broken_lines = false;  // every line broken where it crosses another: no closed shape
};

// Draws a 9x9 grid of `cell` pixels with its top-left corner at `origin`.
void draw_grid(cv::Mat& page, cv::Point origin, int cell, const std::string& digits, int font,
               bool broken_lines = false) {
    for (int line = 0; line <= 9; ++line) {
        const int width = std::max(1, (line % 3 == 0 ? 4 : 2) * cell / 50);
        const int gap = broken_lines ? 5 : 0;
        for (int piece = 0; piece < 9; ++piece) {
            const int from = piece * cell + gap;
            const int to = (piece + 1) * cell - gap;
            cv::line(page, origin + cv::Point(line * cell, from),
                     origin + cv::Point(line * cell, to), cv::Scalar(20), width);
            cv::line(page, origin + cv::Point(from, line * cell),
                     origin + cv::Point(to, line * cell), cv::Scalar(20), width);
        }
    }
    const double scale = cell / 45.0;
    const int thickness = std::max(1, 3 * cell / 50);
    for (int index = 0; index < 81; ++index) {
        if (digits[static_cast<std::size_t>(index)] == '.') continue;
        const std::string text(1, digits[static_cast<std::size_t>(index)]);
        int baseline = 0;
        const cv::Size size = cv::getTextSize(text, font, scale, thickness, &baseline);
        const cv::Point at(origin.x + (index % 9) * cell + (cell - size.width) / 2,
                           origin.y + (index / 9) * cell + (cell + size.height) / 2);
        cv::putText(page, text, at, font, scale, cv::Scalar(20), thickness, cv::LINE_AA);
    }
}

// A printed page of `puzzle` seen at an angle, noised and saved as JPEG.
std::vector<std::uint8_t> photograph(const std::string& puzzle, const PhotoSetup& setup) {
    const int margin = setup.cell;
    const int side = 9 * setup.cell + 2 * margin;
    const int width = setup.beside.empty() ? side : side + 9 * setup.cell / 2 + margin;
    cv::Mat page(side, width, CV_8U, cv::Scalar(235));
    draw_grid(page, {margin, margin}, setup.cell, puzzle, setup.font, setup.broken_lines);
    if (!setup.beside.empty())
        draw_grid(page, {side, margin}, setup.cell / 2, setup.beside, setup.font);
    cv::Mat photo(setup.frame, CV_8U, cv::Scalar(90));
    const float across = setup.beside.empty() ? 0.5f : 0.35f;  // the grid's centre
    const cv::Point2f centre(static_cast<float>(setup.frame.width) * across,
                             static_cast<float>(setup.frame.height) / 2);
    const float half =
        setup.grid_share * static_cast<float>(std::min(setup.frame.width, setup.frame.height));
    const float top = half * static_cast<float>(1.0 - setup.squeeze);
    const std::array<cv::Point2f, 4> flat = {cv::Point2f(-top, -half), cv::Point2f(top, -half),
                                             cv::Point2f(half, half), cv::Point2f(-half, half)};
    std::array<cv::Point2f, 4> seen;
    for (std::size_t i = 0; i < 4; ++i) {
        const auto c = static_cast<float>(std::cos(setup.turn));
        const auto s = static_cast<float>(std::sin(setup.turn));
        seen[i] =
            centre + cv::Point2f(flat[i].x * c - flat[i].y * s, flat[i].x * s + flat[i].y * c);
    }
    const auto first = static_cast<float>(margin);
    const auto last = static_cast<float>(margin + 9 * setup.cell);
    const std::array<cv::Point2f, 4> on_page = {cv::Point2f(first, first), cv::Point2f(last, first),
                                                cv::Point2f(last, last), cv::Point2f(first, last)};
    cv::warpPerspective(page, photo, cv::getPerspectiveTransform(on_page.data(), seen.data()),
                        setup.frame, cv::INTER_LINEAR, cv::BORDER_TRANSPARENT);
    cv::Mat noise(setup.frame, CV_8S);
    cv::RNG random(7);
    random.fill(noise, cv::RNG::NORMAL, 0, setup.noise);
    cv::Mat noisy;
    cv::add(photo, noise, noisy, cv::noArray(), CV_8U);
    std::vector<std::uint8_t> jpeg;
    cv::imencode(".jpg", noisy, jpeg, {cv::IMWRITE_JPEG_QUALITY, setup.quality});
    return jpeg;
}

const DigitModel& model() {
    static const DigitModel loaded = DigitModel::load(DigitModel::default_path());
    return loaded;
}

TEST(Scan, ReadsASyntheticPhotoExactly) {
    const ScanResult result = scan_image(photograph(kNewspaperPuzzle, {}), model());
    EXPECT_EQ(line_of(result.read), kNewspaperPuzzle);
    EXPECT_EQ(line_of(result.puzzle.givens), kNewspaperPuzzle);
    EXPECT_TRUE(result.changes.empty());
    ASSERT_EQ(result.verdict, Verdict::unique);
    EXPECT_EQ(line_of(*result.solution), kNewspaperSolution);
}

TEST(Scan, ReadsTurnedAndSkewedPhotosInOtherFonts) {
    PhotoSetup turned;
    turned.font = cv::FONT_HERSHEY_DUPLEX;
    turned.turn = 0.12;
    turned.squeeze = 0.08;
    PhotoSetup small_portrait;
    small_portrait.font = cv::FONT_HERSHEY_COMPLEX;
    small_portrait.cell = 40;
    small_portrait.frame = cv::Size(480, 640);
    small_portrait.turn = -0.08;
    small_portrait.noise = 8;
    small_portrait.quality = 55;
    for (const PhotoSetup& setup : {turned, small_portrait}) {
        const ScanResult result = scan_image(photograph(kOtherPuzzle, setup), model());
        EXPECT_EQ(line_of(result.puzzle.givens), kOtherPuzzle) << "font " << setup.font;
        EXPECT_EQ(result.verdict, Verdict::unique);
    }
}

TEST(Scan, ReadsPhotosTakenSidewaysOrUpsideDown) {
    // A quarter turn clockwise, one anticlockwise, a half turn: each must be turned back its
    // own way (under a half turn the puzzle's blanks look the same).
    for (const double turn : {std::numbers::pi / 2, -std::numbers::pi / 2, std::numbers::pi}) {
        PhotoSetup setup;
        setup.turn = turn;
        setup.frame = cv::Size(600, 800);
        const ScanResult result = scan_image(photograph(kOtherPuzzle, setup), model());
        EXPECT_EQ(line_of(result.read), kOtherPuzzle) << "turned " << turn;
        EXPECT_EQ(result.verdict, Verdict::unique) << "turned " << turn;
    }
}

TEST(Scan, ReadsThePuzzleNotTheSolutionPrintedBesideIt) {
    // The solution's lines are thinner and its grid cleaner: it can score as well as the
    // puzzle, but a grid with a digit in every cell is not a puzzle.
    PhotoSetup setup;
    setup.grid_share = 0.3f;
    setup.beside = kNewspaperSolution;
    const ScanResult result = scan_image(photograph(kOtherPuzzle, setup), model());
    EXPECT_EQ(line_of(result.puzzle.givens), kOtherPuzzle);
    EXPECT_EQ(result.verdict, Verdict::unique);
}

TEST(Scan, FindsAGridWithoutAClosedOutlineByItsLines) {
    PhotoSetup setup;
    setup.broken_lines = true;
    setup.turn = 0.06;
    const ScanResult result = scan_image(photograph(kOtherPuzzle, setup), model());
    EXPECT_EQ(line_of(result.puzzle.givens), kOtherPuzzle);
    EXPECT_EQ(result.verdict, Verdict::unique);
}

TEST(Scan, ExtrapolatesTheGridFromABlockOfItsBoxes) {
    // A grid seen in perspective; its bottom-right box and its top two rows of boxes.
    const scan::GridQuad grid = {cv::Point2f(100, 80), cv::Point2f(520, 110), cv::Point2f(560, 500),
                                 cv::Point2f(70, 470)};
    const std::array<cv::Point2f, 4> unit = {cv::Point2f(0, 0), cv::Point2f(3, 0),
                                             cv::Point2f(3, 3), cv::Point2f(0, 3)};
    const cv::Mat to_photo = cv::getPerspectiveTransform(unit.data(), grid.data());
    const auto part = [&](float x0, float y0, float x1, float y1) {
        std::vector<cv::Point2f> corners = {{x0, y0}, {x1, y0}, {x1, y1}, {x0, y1}};
        std::vector<cv::Point2f> seen;
        cv::perspectiveTransform(corners, seen, to_photo);
        return scan::GridQuad{seen[0], seen[1], seen[2], seen[3]};
    };
    for (const scan::GridQuad& block : {part(2, 2, 3, 3), part(0, 0, 3, 2), part(1, 0, 2, 3)}) {
        const std::vector<scan::GridQuad> grids = scan::grids_around(block);
        const bool found = std::any_of(grids.begin(), grids.end(), [&](const scan::GridQuad& q) {
            for (std::size_t i = 0; i < 4; ++i)
                if (cv::norm(q[i] - grid[i]) > 0.5) return false;
            return true;
        });
        EXPECT_TRUE(found) << "from the block at " << block[0];
    }
}

TEST(Scan, FindsQuadrilateralsFromTheGridsLines) {
    // A grid turned a little whose lines are broken at every crossing (no closed contour,
    // no closed box), beside a long rule and some text-like marks.
    cv::Mat binary = cv::Mat::zeros(600, 800, CV_8U);
    const double turn = 0.08;
    const cv::Point2d centre(380, 300);
    const double half = 220;
    const auto at = [&](double x, double y) {  // (x, y) in -1..1 across the grid
        return cv::Point(
            static_cast<int>(centre.x + half * (x * std::cos(turn) - y * std::sin(turn))),
            static_cast<int>(centre.y + half * (x * std::sin(turn) + y * std::cos(turn))));
    };
    for (int line = 0; line <= 9; ++line) {
        const double place = -1 + line * 2.0 / 9;
        const int width = line % 3 == 0 ? 4 : 2;
        for (int piece = 0; piece < 9; ++piece) {
            const double from = -1 + piece * 2.0 / 9 + 0.02;
            const double to = -1 + (piece + 1) * 2.0 / 9 - 0.02;
            cv::line(binary, at(place, from), at(place, to), cv::Scalar(255), width);
            cv::line(binary, at(from, place), at(to, place), cv::Scalar(255), width);
        }
    }
    cv::line(binary, {700, 20}, {720, 580}, cv::Scalar(255), 3);
    for (int mark = 0; mark < 12; ++mark)
        cv::rectangle(binary, cv::Rect(20 + mark * 9, 30, 5, 12), cv::Scalar(255), cv::FILLED);
    const scan::GridQuad grid = {at(-1, -1), at(1, -1), at(1, 1), at(-1, 1)};
    const std::vector<scan::GridQuad> quads = scan::quads_from_lines(binary);
    const bool found = std::any_of(quads.begin(), quads.end(), [&](const scan::GridQuad& quad) {
        for (std::size_t i = 0; i < 4; ++i)
            if (cv::norm(quad[i] - grid[i]) > 4) return false;
        return true;
    });
    EXPECT_TRUE(found) << quads.size() << " quadrilaterals";
}

TEST(ScanTraining, PagesDrawnByThePrintCodeAreRead) {
    // The training pages drawn by sudokit print's grid drawing, in the face every machine
    // that builds sudokit has: read back exactly from the flat page.
    Grid grid;
    for (int cell = 0; cell < 81; ++cell)
        grid.set(cell, kOtherPuzzle[cell] == '.' ? 0 : kOtherPuzzle[cell] - '0');
    for (const bool bold : {false, true}) {
        const cv::Mat page = scan::print_code_page(grid, 44, 30, "DejaVu Sans", bold);
        ASSERT_EQ(page.rows, 9 * 44 + 60);
        std::vector<std::uint8_t> png;
        cv::imencode(".png", page, png);
        const ScanResult result = scan_image(png, model());
        EXPECT_EQ(line_of(result.read), kOtherPuzzle) << (bold ? "bold" : "regular");
    }
}

TEST(ScanTraining, WholePrintedPagesSayWhereTheirGridIs) {
    // Four puzzles on a page of sudokit print: the page cut around the grid said to be the
    // third one's reads as the third puzzle.
    std::vector<Grid> puzzles;
    for (const char* line : {kNewspaperPuzzle, kOtherPuzzle, kNewspaperPuzzle, kOtherPuzzle}) {
        Grid grid;
        for (int cell = 0; cell < 81; ++cell)
            grid.set(cell, line[cell] == '.' ? 0 : line[cell] - '0');
        puzzles.push_back(grid);
    }
    puzzles[2] = Grid();  // the photographed one differs from its neighbours
    for (int cell = 0; cell < 81; ++cell)
        puzzles[2].set(cell, kOtherPuzzle[80 - cell] == '.' ? 0 : kOtherPuzzle[80 - cell] - '0');
    const scan::PrintedPage printed =
        scan::print_whole_page(puzzles, 2, 40, "Sudoku", "DejaVu Sans");
    EXPECT_NEAR(printed.grid.width, 360, 1);
    const cv::Rect around =
        cv::Rect(printed.grid.tl() - cv::Point2f(20, 20), printed.grid.br() + cv::Point2f(20, 20)) &
        cv::Rect(0, 0, printed.page.cols, printed.page.rows);
    std::vector<std::uint8_t> png;
    cv::imencode(".png", printed.page(around), png);
    const ScanResult result = scan_image(png, model());
    EXPECT_EQ(result.puzzle.givens, puzzles[2]);
}

TEST(ScanTraining, VariedCopiesKeepTheirLabelsAndRepeatWithTheSeed) {
    scan::DigitSamples originals;
    for (int digit = 1; digit <= 9; ++digit) {
        cv::Mat mark = cv::Mat::zeros(28, 28, CV_8U);
        cv::putText(mark, std::to_string(digit), {8, 22}, cv::FONT_HERSHEY_SIMPLEX, 0.7,
                    cv::Scalar(255), 2);
        originals.add(mark, digit);
    }
    scan::DigitSamples once;
    scan::DigitSamples again;
    scan::add_varied_copies(originals, 2, 5, once);
    scan::add_varied_copies(originals, 2, 5, again);
    ASSERT_EQ(once.labels.size(), 18u);
    int changed = 0;
    for (std::size_t i = 0; i < once.labels.size(); ++i) {
        EXPECT_EQ(once.labels[i], originals.labels[i / 2]);
        EXPECT_EQ(cv::norm(once.digits[i], again.digits[i], cv::NORM_INF), 0.0);
        changed += cv::norm(once.digits[i], originals.digits[i / 2], cv::NORM_L1) > 0 ? 1 : 0;
    }
    EXPECT_EQ(changed, 18);
}

TEST(Scan, FindsTheCornersWhereTheGridIs) {
    PhotoSetup setup;
    setup.turn = 0.1;
    const ScanResult result = scan_image(photograph(kNewspaperPuzzle, setup), model());
    // The grid's top-left corner, turned by 0.1 radian about the centre of the 800x600 frame.
    const double half = 0.42 * 600;
    const double x = 400 + (-half) * std::cos(0.1) - (-half) * std::sin(0.1);
    const double y = 300 + (-half) * std::sin(0.1) + (-half) * std::cos(0.1);
    EXPECT_NEAR(result.corners[0].x, x, 6);
    EXPECT_NEAR(result.corners[0].y, y, 6);
}

TEST(Scan, ReadsSomeOfTheSharedPhotos) {
    SUDOKIT_REQUIRE_DATA_FILE("photos/train/image1.dat");
    // The committed model was trained on these photos (Wicht & Hennebert, "sudoku_dataset",
    // CC-BY-4.0): this checks that the model file and the code that cuts out the cells still
    // agree, not how well unseen photos are read (bench/scan_bench does that, cross-validated).
    const auto photos = scan::read_photo_set(testing::data_dir() + "/photos/train");
    for (const char* name :
         {"image1.jpg", "image2.jpg", "image10.jpg", "image100.jpg", "image1000.jpg"}) {
        const auto photo = std::find_if(photos.begin(), photos.end(), [&](const auto& entry) {
            return std::filesystem::path(entry.path).filename() == name;
        });
        ASSERT_NE(photo, photos.end()) << name;
        const ScanResult result = scan_file(photo->path, model());
        EXPECT_EQ(line_of(result.puzzle.givens), line_of(photo->grid)) << name;
        EXPECT_EQ(result.verdict, Verdict::unique) << name;
    }
}

TEST(Scan, SolverCheckTakesTheRunnerUpOfAnUncertainCell) {
    // The newspaper puzzle with r1c1 read as 6 instead of 5 (a rule broken in its box: r2c1
    // is 6); 5 is the runner-up of that cell.
    Grid read;
    std::array<scan::CellOdds, 81> odds{};
    for (int cell = 0; cell < 81; ++cell) {
        const char symbol = kNewspaperPuzzle[cell];
        const int digit = symbol == '.' ? 0 : symbol - '0';
        read.set(cell, digit);
        odds[static_cast<std::size_t>(cell)][static_cast<std::size_t>(digit)] = 1.0;
    }
    read.set(0, 6);
    odds[0] = {};
    odds[0][6] = 0.55;
    odds[0][5] = 0.40;
    odds[0][8] = 0.05;
    const scan::Repair repair = scan::repair_reading(read, odds, 100);
    EXPECT_EQ(line_of(repair.puzzle), kNewspaperPuzzle);
    ASSERT_EQ(repair.changes.size(), 1u);
    EXPECT_EQ(repair.changes[0].cell, 0);
    EXPECT_EQ(repair.changes[0].from, 6);
    EXPECT_EQ(repair.changes[0].to, 5);
    EXPECT_EQ(repair.result.verdict, Verdict::unique);
}

TEST(Scan, SolverCheckGivesAMisreadMarkTheSolutionsDigit) {
    // A given of the newspaper puzzle misread as a digit that breaks a rule, with blank as its
    // runner-up and its true digit thought unlikely: taking the mark out gives one solution,
    // and the mark then gets the solution's digit rather than staying blank.
    Grid truth;
    for (int cell = 0; cell < 81; ++cell)
        truth.set(cell, kNewspaperPuzzle[cell] == '.' ? 0 : kNewspaperPuzzle[cell] - '0');
    SolveOptions unique_check;
    unique_check.solution_limit = 2;
    int misread_cell = -1;
    int misread_digit = 0;
    for (int cell = 0; cell < 81 && misread_cell < 0; ++cell) {
        if (truth[cell] == 0) continue;
        Grid without = truth;
        without.set(cell, 0);
        if (solve(Puzzle(without), unique_check).verdict != Verdict::unique) continue;
        // A digit another given of its row already holds.
        for (int col = 0; col < 9; ++col) {
            const int other = truth[cell / 9 * 9 + col];
            if (other != 0 && other != truth[cell]) {
                misread_cell = cell;
                misread_digit = other;
                break;
            }
        }
    }
    ASSERT_GE(misread_cell, 0);
    Grid read = truth;
    read.set(misread_cell, misread_digit);
    std::array<scan::CellOdds, 81> odds{};
    for (int cell = 0; cell < 81; ++cell)
        odds[static_cast<std::size_t>(cell)][static_cast<std::size_t>(truth[cell])] = 1.0;
    auto& misread = odds[static_cast<std::size_t>(misread_cell)];
    misread.fill(0.005);
    misread[static_cast<std::size_t>(misread_digit)] = 0.6;
    misread[0] = 0.35;
    const scan::Repair repair = scan::repair_reading(read, odds, 100);
    EXPECT_EQ(line_of(repair.puzzle), kNewspaperPuzzle);
    ASSERT_EQ(repair.changes.size(), 1u);
    EXPECT_EQ(repair.changes[0].cell, misread_cell);
    EXPECT_EQ(repair.changes[0].from, misread_digit);
    EXPECT_EQ(repair.changes[0].to, truth[misread_cell]);
    EXPECT_EQ(repair.result.verdict, Verdict::unique);
}

TEST(Scan, SolverCheckKeepsAReadingItCannotMend) {
    Grid read;
    read.set(0, 5);
    read.set(1, 5);  // two 5s in a row, and no other reading of either
    std::array<scan::CellOdds, 81> odds{};
    for (auto& cell : odds)
        cell[0] = 1.0;
    odds[0] = {};
    odds[0][5] = 1.0;
    odds[1] = {};
    odds[1][5] = 1.0;
    const scan::Repair repair = scan::repair_reading(read, odds, 100);
    EXPECT_EQ(repair.puzzle, read);
    EXPECT_TRUE(repair.changes.empty());
    EXPECT_EQ(repair.result.verdict, Verdict::none);
}

ScanError::Kind error_kind(const std::vector<std::uint8_t>& bytes, std::string& message) {
    try {
        scan_image(bytes, model());
    } catch (const ScanError& error) {
        message = error.what();
        return error.kind();
    }
    ADD_FAILURE() << "read without an error";
    return ScanError::Kind::unreadable;
}

TEST(Scan, RefusesWhatIsNotAnImage) {
    const std::string text = "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28";
    std::string message;
    EXPECT_EQ(error_kind({text.begin(), text.end()}, message), ScanError::Kind::unreadable);
    EXPECT_EQ(message, "not a JPEG or PNG image");
    EXPECT_EQ(error_kind({}, message), ScanError::Kind::unreadable);
}

TEST(Scan, RefusesATruncatedJpeg) {
    std::vector<std::uint8_t> jpeg = photograph(kNewspaperPuzzle, {});
    jpeg.resize(jpeg.size() / 2);
    std::string message;
    EXPECT_EQ(error_kind(jpeg, message), ScanError::Kind::unreadable);
    EXPECT_NE(message.find("truncated"), std::string::npos) << message;
}

TEST(Scan, RefusesADamagedPng) {
    cv::Mat image(100, 100, CV_8U, cv::Scalar(200));
    std::vector<std::uint8_t> png;
    cv::imencode(".png", image, png);
    // Keep the signature and the end, break everything between.
    for (std::size_t i = 16; i + 16 < png.size(); ++i)
        png[i] = 0x5A;
    std::string message;
    EXPECT_EQ(error_kind(png, message), ScanError::Kind::unreadable);
}

TEST(Scan, RefusesAnImageThatDeclaresAHugeSize) {
    // A real PNG whose header is then made to say 60000 x 60000: refused before decoding.
    cv::Mat small(40, 40, CV_8U, cv::Scalar(255));
    std::vector<std::uint8_t> png;
    cv::imencode(".png", small, png);
    for (const std::size_t at : {16u, 20u}) {
        png[at] = 0;
        png[at + 1] = 0;
        png[at + 2] = 0xEA;
        png[at + 3] = 0x60;
    }
    std::string message;
    EXPECT_EQ(error_kind(png, message), ScanError::Kind::unreadable);
    EXPECT_EQ(message, "the image is too large (more than 100 megapixels)");
    // A JPEG's size comes from its frame header; an ordinary photo passes, the same bytes
    // declaring 60000 x 60000 do not.
    std::vector<std::uint8_t> jpeg = photograph(kNewspaperPuzzle, {});
    EXPECT_EQ(line_of(scan_image(jpeg, model()).puzzle.givens), kNewspaperPuzzle);
    for (std::size_t at = 2; at + 9 < jpeg.size(); at += 2 + (jpeg[at + 2] << 8 | jpeg[at + 3])) {
        if (jpeg[at + 1] == 0xC0 || jpeg[at + 1] == 0xC2) {
            jpeg[at + 5] = jpeg[at + 7] = 0xEA;
            jpeg[at + 6] = jpeg[at + 8] = 0x60;
            break;
        }
    }
    EXPECT_EQ(error_kind(jpeg, message), ScanError::Kind::unreadable);
    EXPECT_EQ(message, "the image is too large (more than 100 megapixels)");
}

TEST(Scan, SaysWhenAnImageHasNoGrid) {
    cv::Mat page(600, 800, CV_8U, cv::Scalar(230));
    cv::putText(page, "No puzzle here, only words.", {40, 300}, cv::FONT_HERSHEY_SIMPLEX, 1.2,
                cv::Scalar(20), 2);
    cv::circle(page, {400, 450}, 80, cv::Scalar(40), 3);
    std::vector<std::uint8_t> png;
    cv::imencode(".png", page, png);
    std::string message;
    EXPECT_EQ(error_kind(png, message), ScanError::Kind::no_grid);
    EXPECT_EQ(message, "no Sudoku grid found in the image");
}

// POST /api/scan: the photo as the body, the command's JSON as the answer.
server::ApiLimits scan_limits() {
    server::ApiLimits limits;
    limits.scan_model = std::make_shared<const DigitModel>(model());
    return limits;
}

server::ApiResponse post_scan(const std::vector<std::uint8_t>& bytes,
                              const server::ApiLimits& limits = scan_limits()) {
    return server::handle_api("scan", std::string(bytes.begin(), bytes.end()), limits);
}

TEST(ScanApi, ReadsAPhotoSentAsTheBody) {
    const server::ApiResponse answer = post_scan(photograph(kNewspaperPuzzle, {}));
    ASSERT_EQ(answer.status, 200) << answer.body.dump();
    EXPECT_EQ(answer.body["puzzle"], kNewspaperPuzzle);
    EXPECT_EQ(answer.body["verdict"], "unique");
    EXPECT_EQ(answer.body["solution"], kNewspaperSolution);
    EXPECT_EQ(answer.body["cells"].size(), 81u);
    EXPECT_EQ(answer.body["corners"].size(), 4u);
}

// A multipart form as a browser sends a file upload: a text field, then the file.
std::vector<std::uint8_t> form_with(const std::vector<std::uint8_t>& file, bool closed = true) {
    const std::string boundary = "----sudokitFormBoundary7MA4YWxk";
    std::string form = "--" + boundary +
                       "\r\nContent-Disposition: form-data; name=\"note\"\r\n\r\nfrom a phone\r\n"
                       "--" +
                       boundary +
                       "\r\nContent-Disposition: form-data; name=\"photo\"; "
                       "filename=\"puzzle.jpg\"\r\nContent-Type: image/jpeg\r\n\r\n";
    form.append(file.begin(), file.end());
    if (closed) form += "\r\n--" + boundary + "--\r\n";
    return {form.begin(), form.end()};
}

TEST(ScanApi, ReadsAPhotoSentInAMultipartForm) {
    const server::ApiResponse answer = post_scan(form_with(photograph(kNewspaperPuzzle, {})));
    ASSERT_EQ(answer.status, 200) << answer.body.dump();
    EXPECT_EQ(answer.body["puzzle"], kNewspaperPuzzle);
    const server::ApiResponse cut = post_scan(form_with(photograph(kNewspaperPuzzle, {}), false));
    EXPECT_EQ(cut.status, 400);
    EXPECT_NE(cut.body["error"].get<std::string>().find("multipart form"), std::string::npos);
}

TEST(ScanApi, FindsTheFileOfAForm) {
    EXPECT_EQ(server::file_in_form("--b\r\nContent-Disposition: form-data; name=\"a\"\r\n\r\nx\r\n"
                                   "--b\r\nContent-Disposition: form-data; name=\"f\"; "
                                   "filename=\"p.png\"\r\n\r\nPNG\r\nDATA\r\n--b--\r\n"),
              "PNG\r\nDATA");
    // Without a file name, the first part.
    EXPECT_EQ(server::file_in_form("--b\r\nContent-Disposition: form-data; name=\"a\"\r\n\r\n"
                                   "first\r\n--b\r\n\r\nsecond\r\n--b--"),
              "first");
    EXPECT_EQ(server::file_in_form("--b\r\nno blank line then\r\n--b--"), std::nullopt);
    EXPECT_EQ(server::file_in_form("--b\r\n\r\nnever closed"), std::nullopt);
    EXPECT_FALSE(server::is_multipart_form("\xff\xd8\xff\xe0 a JPEG"));
    EXPECT_FALSE(server::is_multipart_form("--\r\n"));
}

TEST(ScanApi, BadPhotosGetClearErrors) {
    const server::ApiResponse text = post_scan({'h', 'e', 'l', 'l', 'o'});
    EXPECT_EQ(text.status, 400);
    EXPECT_EQ(text.body["kind"], "unreadable");
    EXPECT_EQ(text.body["error"], "not a JPEG or PNG image");
    cv::Mat page(600, 800, CV_8U, cv::Scalar(230));
    cv::putText(page, "No puzzle here.", {40, 300}, cv::FONT_HERSHEY_SIMPLEX, 1.2, cv::Scalar(20),
                2);
    std::vector<std::uint8_t> png;
    cv::imencode(".png", page, png);
    const server::ApiResponse blank = post_scan(png);
    EXPECT_EQ(blank.status, 422);
    EXPECT_EQ(blank.body["kind"], "no_grid");
    EXPECT_EQ(post_scan({}).status, 400);
    EXPECT_EQ(post_scan(photograph(kNewspaperPuzzle, {}), server::ApiLimits{}).status, 503);
}

class ScanCommand : public ::testing::Test {
  protected:
    void SetUp() override {
        dir_ = std::filesystem::temp_directory_path() /
               ("sudokit-scan-test-" + std::to_string(::getpid()));
        std::filesystem::create_directories(dir_);
    }
    void TearDown() override { std::filesystem::remove_all(dir_); }
    std::string write(const std::string& name, const std::vector<std::uint8_t>& bytes) {
        const auto path = dir_ / name;
        std::ofstream(path, std::ios::binary)
            .write(reinterpret_cast<const char*>(bytes.data()),
                   static_cast<std::streamsize>(bytes.size()));
        return path.string();
    }

    std::filesystem::path dir_;
};

TEST_F(ScanCommand, PrintsOneLinePerImageAndTheSolution) {
    const std::string photo = write("grid.jpg", photograph(kNewspaperPuzzle, {}));
    const auto result = testing::run_sudokit("scan --solve '" + photo + "'");
    EXPECT_EQ(result.status, 0) << result.err;
    EXPECT_EQ(result.out, std::string(kNewspaperPuzzle) + "\n" + kNewspaperSolution + "\n");
}

TEST_F(ScanCommand, NamesAnImageWithoutGridAndGoesOn) {
    const std::string photo = write("grid.jpg", photograph(kNewspaperPuzzle, {}));
    const std::string text = write("notes.jpg", {'h', 'e', 'l', 'l', 'o'});
    const auto result = testing::run_sudokit("scan '" + text + "' '" + photo + "'");
    EXPECT_EQ(result.status, 3);
    EXPECT_EQ(result.out, "# " + text + ": unreadable image\n" + kNewspaperPuzzle + "\n");
    EXPECT_NE(result.err.find(text + ": not a JPEG or PNG image"), std::string::npos) << result.err;
}

TEST_F(ScanCommand, AFileThatCannotBeOpenedIsAnInputError) {
    const std::string photo = write("grid.jpg", photograph(kNewspaperPuzzle, {}));
    const std::string missing = (dir_ / "missing.jpg").string();
    const auto result = testing::run_sudokit("scan '" + missing + "' '" + photo + "'");
    EXPECT_EQ(result.status, 74);
    EXPECT_EQ(result.out, "# " + missing + ": cannot open\n" + kNewspaperPuzzle + "\n");
    EXPECT_EQ(result.err, "sudokit: cannot open " + missing + "\n");
}

TEST_F(ScanCommand, JsonGivesCornersCellsAndVerdict) {
    const std::string photo = write("grid.jpg", photograph(kNewspaperPuzzle, {}));
    const auto result = testing::run_sudokit("scan --json '" + photo + "'");
    ASSERT_EQ(result.status, 0) << result.err;
    const auto value = nlohmann::json::parse(result.out);
    EXPECT_EQ(value["puzzle"], kNewspaperPuzzle);
    EXPECT_EQ(value["corners"].size(), 4u);
    ASSERT_EQ(value["cells"].size(), 81u);
    EXPECT_EQ(value["cells"][0]["cell"], "r1c1");
    EXPECT_EQ(value["cells"][0]["digit"], 5);
    EXPECT_EQ(value["unique"], true);
    EXPECT_EQ(value["solution"], kNewspaperSolution);
    EXPECT_TRUE(value["changes"].empty());
}

}  // namespace
}  // namespace sudokit
