// The print library: paper sizes, where grids go on a page (inside the margins, no overlap,
// the largest grids), pagination, and what a grid looks like once drawn (measured on pixels:
// thick lines on box boundaries, digits centred in their cells), and the files it writes.

#include <cmath>
#include <filesystem>
#include <fstream>
#include <memory>
#include <regex>
#include <sstream>
#include <string>
#include <vector>

#include <cairo.h>
#include <gtest/gtest.h>
#include <unistd.h>

#include "print/font_caches.hpp"
#include "print/grid_drawing.hpp"
#include "print/kakuro_drawing.hpp"
#include "print/kakuro_layout.hpp"
#include "print/page_drawing.hpp"
#include "print/page_layout.hpp"
#include "print/pagination.hpp"
#include "print/paper.hpp"
#include "print/print_document.hpp"
#include "print/print_error.hpp"
#include "print/text_drawing.hpp"
#include "sudokit/kakuro_format.hpp"
#include "sudokit/solve.hpp"
#include "test_support.hpp"

namespace sudokit::print {
namespace {

constexpr std::string_view kClassic =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

// Cairo's and fontconfig's font caches live as long as the process: free them once every
// test has run, so that the sanitizer builds see no leak.
class FontCacheRelease : public ::testing::Environment {
  public:
    void TearDown() override { release_font_caches(); }
};
[[maybe_unused]] ::testing::Environment* const kFontCacheRelease =
    ::testing::AddGlobalTestEnvironment(new FontCacheRelease);

// An ARGB image to draw on, white, destroyed with its context.
class Canvas {
  public:
    Canvas(int width, int height)
        : surface_(cairo_image_surface_create(CAIRO_FORMAT_ARGB32, width, height)),
          cr_(cairo_create(surface_)) {
        cairo_set_source_rgb(cr_, 1, 1, 1);
        cairo_paint(cr_);
    }
    ~Canvas() {
        cairo_destroy(cr_);
        cairo_surface_destroy(surface_);
    }
    Canvas(const Canvas&) = delete;
    Canvas& operator=(const Canvas&) = delete;

    cairo_t* cr() { return cr_; }
    int width() const { return cairo_image_surface_get_width(surface_); }
    int height() const { return cairo_image_surface_get_height(surface_); }
    // 0 for white .. 1 for black, from the green channel (the drawing is grey).
    double darkness(int x, int y) {
        cairo_surface_flush(surface_);
        const unsigned char* data = cairo_image_surface_get_data(surface_);
        const int stride = cairo_image_surface_get_stride(surface_);
        const auto pixel =
            *reinterpret_cast<const std::uint32_t*>(data + y * stride + x * 4);  // native ARGB
        const auto green = static_cast<double>((pixel >> 8) & 0xFF);
        return 1.0 - green / 255.0;
    }

  private:
    cairo_surface_t* surface_;
    cairo_t* cr_;
};

// Runs of ink along a row (or column) of pixels: where each starts and how much ink it holds
// (the sum of darkness, about the line width in pixels whatever the anti-aliasing).
struct InkRun {
    double weighted_position = 0;
    double ink = 0;
    // Where the line's ink is centred, in pixel coordinates (pixel i covers i..i+1).
    double centre() const { return weighted_position / ink + 0.5; }
};

std::vector<InkRun> ink_runs(Canvas& canvas, bool along_row, int fixed, int from, int to) {
    std::vector<InkRun> runs;
    bool inside = false;
    for (int position = from; position < to; ++position) {
        const double dark =
            along_row ? canvas.darkness(position, fixed) : canvas.darkness(fixed, position);
        if (dark > 0.02) {
            if (!inside) runs.push_back({});
            inside = true;
            runs.back().ink += dark;
            runs.back().weighted_position += position * dark;
        } else {
            inside = false;
        }
    }
    return runs;
}

PageFrame frame_for(PaperName paper, bool landscape, double heading) {
    PageFrame frame;
    frame.paper = paper_size(paper, landscape);
    frame.heading_height = heading;
    return frame;
}

TEST(PrintPaperTest, SizesInPointsAndLandscapeSwapsThem) {
    const PaperSize a4 = paper_size(PaperName::a4);
    EXPECT_NEAR(a4.width, 595.276, 0.001);
    EXPECT_NEAR(a4.height, 841.890, 0.001);
    const PaperSize letter = paper_size(PaperName::letter, true);
    EXPECT_DOUBLE_EQ(letter.width, 792);
    EXPECT_DOUBLE_EQ(letter.height, 612);
    EXPECT_EQ(parse_paper_name("Letter"), PaperName::letter);
    EXPECT_EQ(parse_paper_name("a4"), PaperName::a4);
    EXPECT_FALSE(parse_paper_name("a5").has_value());
}

TEST(PrintLayoutTest, EveryCountFitsInsideTheMarginsWithoutOverlap) {
    for (const PaperName paper : {PaperName::a4, PaperName::letter}) {
        for (const bool landscape : {false, true}) {
            for (const double heading : {0.0, 28.0}) {
                const PageFrame frame = frame_for(paper, landscape, heading);
                double previous_side = 1e9;
                for (int per_page = 1; per_page <= 36; ++per_page) {
                    SCOPED_TRACE(::testing::Message() << "per page " << per_page << " landscape "
                                                      << landscape << " heading " << heading);
                    const PageLayout layout = layout_page(frame, per_page);
                    ASSERT_EQ(layout.slots.size(), static_cast<std::size_t>(per_page));
                    const Arrangement arrangement = layout.arrangement;
                    EXPECT_GE(arrangement.columns * arrangement.rows, per_page);
                    const double side = layout.slots.front().grid.width;
                    EXPECT_GT(side, 20);
                    // More puzzles never get larger grids (beyond the point that
                    // choose_arrangement trades for a fuller page).
                    EXPECT_LE(side, previous_side + 1);
                    previous_side = side;
                    std::vector<Rect> taken;
                    for (const Slot& slot : layout.slots) {
                        EXPECT_DOUBLE_EQ(slot.grid.width, side);
                        EXPECT_DOUBLE_EQ(slot.grid.height, side);
                        EXPECT_DOUBLE_EQ(slot.caption.bottom(), slot.grid.y);
                        EXPECT_DOUBLE_EQ(slot.caption.width, slot.grid.width);
                        const Rect whole{slot.caption.x, slot.caption.y, slot.grid.width,
                                         slot.caption.height + slot.grid.height};
                        EXPECT_TRUE(layout.content.contains(whole));
                        if (heading > 0) {
                            EXPECT_FALSE(whole.overlaps(layout.heading));
                        }
                        EXPECT_FALSE(whole.overlaps(layout.footer));
                        for (const Rect& other : taken) {
                            EXPECT_FALSE(whole.overlaps(other));
                        }
                        taken.push_back(whole);
                    }
                }
            }
        }
    }
}

TEST(PrintLayoutTest, ArrangementsAreTheUsualOnes) {
    const PageFrame portrait = frame_for(PaperName::a4, false, 0);
    const auto columns_rows = [](const PageFrame& frame, int per_page) {
        const Arrangement arrangement = choose_arrangement(frame, per_page);
        return std::pair{arrangement.columns, arrangement.rows};
    };
    EXPECT_EQ(columns_rows(portrait, 1), std::pair(1, 1));
    EXPECT_EQ(columns_rows(portrait, 2), std::pair(1, 2));
    EXPECT_EQ(columns_rows(portrait, 4), std::pair(2, 2));
    EXPECT_EQ(columns_rows(portrait, 6), std::pair(2, 3));
    EXPECT_EQ(columns_rows(portrait, 9), std::pair(3, 3));
    const PageFrame landscape = frame_for(PaperName::a4, true, 0);
    EXPECT_EQ(columns_rows(landscape, 2), std::pair(2, 1));
    EXPECT_EQ(columns_rows(landscape, 6), std::pair(3, 2));
    // One puzzle fills the width inside the margins.
    const PageLayout single = layout_page(portrait, 1);
    EXPECT_NEAR(single.slots.front().grid.width, single.content.width, 1e-9);
}

TEST(PrintLayoutTest, BlockIsCentredAndAShortLastRowToo) {
    const PageFrame frame = frame_for(PaperName::a4, false, 0);
    const double middle = frame.paper.width / 2;
    const PageLayout four = layout_page(frame, 4);
    EXPECT_NEAR((four.slots[0].grid.x + four.slots[1].grid.right()) / 2, middle, 1e-6);
    const PageLayout three = layout_page(frame, 3);
    ASSERT_EQ(three.arrangement.columns, 2);
    const Rect& last = three.slots[2].grid;
    EXPECT_NEAR(last.x + last.width / 2, middle, 1e-6);
    EXPECT_GT(last.y, three.slots[0].grid.bottom());
}

TEST(PrintPaginationTest, PuzzlePagesThenSolutionPagesInOrder) {
    std::vector<PrintEntry> entries(10);
    for (std::size_t index = 0; index < entries.size(); ++index) {
        // Entry 4 has no solution: it is left out of the solution pages only.
        if (index != 4) entries[index].solution = Grid();
    }
    const std::vector<PagePlan> pages = paginate(entries, 4, true, 6);
    ASSERT_EQ(pages.size(), 5u);
    EXPECT_EQ(pages[0].kind, PageKind::puzzles);
    EXPECT_EQ(pages[2].kind, PageKind::puzzles);
    EXPECT_EQ(pages[2].entries, (std::vector<std::size_t>{8, 9}));
    EXPECT_EQ(pages[2].per_page, 4);
    EXPECT_EQ(pages[3].kind, PageKind::solutions);
    EXPECT_EQ(pages[3].entries, (std::vector<std::size_t>{0, 1, 2, 3, 5, 6}));
    EXPECT_EQ(pages[4].entries, (std::vector<std::size_t>{7, 8, 9}));
    EXPECT_EQ(pages[4].per_page, 6);
    EXPECT_EQ(paginate(entries, 4, false, 6).size(), 3u);
    EXPECT_TRUE(paginate({}, 4, true, 6).empty());
    EXPECT_EQ(default_solutions_per_page(1), 4);
    EXPECT_EQ(default_solutions_per_page(4), 9);
    EXPECT_EQ(default_solutions_per_page(6), 12);
    EXPECT_EQ(default_solutions_per_page(9), 20);
    EXPECT_EQ(default_solutions_per_page(30), 36);
    // Large grids are not shrunk as far.
    EXPECT_EQ(default_solutions_per_page(1, 16), 4);
    EXPECT_EQ(default_solutions_per_page(6, 25), 6);
}

TEST(PrintTextTest, MalformedUtf8AndControlsAreMadeSafe) {
    EXPECT_EQ(printable_text("caf\xc3\xa9 ok"), "caf\xc3\xa9 ok");
    EXPECT_EQ(printable_text("bad\xff\xfe!"),
              "bad?"
              "?!");
    EXPECT_EQ(printable_text("cut\xe2\x82"), "cut??");
    EXPECT_EQ(printable_text("tab\there\r"), "tab here ");
    // An overlong '/' and a surrogate are malformed too.
    EXPECT_EQ(printable_text("\xc0\xaf"), "??");
    EXPECT_EQ(printable_text("\xed\xa0\x80"), "???");
}

TEST(PrintTextTest, LongTextIsShortenedWithAnEllipsisToFit) {
    Canvas canvas(10, 10);
    const TextStyle style{10, false, 0};
    const std::string text = "a long label that cannot fit in a narrow caption \xc3\xa9\xc3\xa9";
    const double full = text_width(canvas.cr(), text, style);
    EXPECT_EQ(fit_text(canvas.cr(), text, full + 1, style), text);
    const std::string fitted = fit_text(canvas.cr(), text, full / 2, style);
    EXPECT_LE(text_width(canvas.cr(), fitted, style), full / 2);
    EXPECT_GT(text_width(canvas.cr(), fitted, style), full / 3);
    EXPECT_EQ(fitted.substr(fitted.size() - 3), "\u2026");
    EXPECT_EQ(printable_text(fitted), fitted);
    EXPECT_EQ(fit_text(canvas.cr(), text, 1, style), "");
    EXPECT_EQ(cairo_status(canvas.cr()), CAIRO_STATUS_SUCCESS);
}

TEST(PrintGridTest, CellTextFollowsTheSymbolSets) {
    EXPECT_EQ(cell_text(9, 9, SymbolSet::automatic), "9");
    EXPECT_EQ(cell_text(10, 16, SymbolSet::automatic), "A");
    EXPECT_EQ(cell_text(16, 16, SymbolSet::digits_letters), "G");
    EXPECT_EQ(cell_text(1, 16, SymbolSet::letters), "A");
    EXPECT_EQ(cell_text(16, 16, SymbolSet::letters), "P");
    EXPECT_EQ(cell_text(1, 16, SymbolSet::zero_hex), "0");
    // A set without a character for the digit falls back to the number.
    EXPECT_EQ(cell_text(17, 25, SymbolSet::digits), "17");
}

TEST(PrintGridTest, StrokesAreThickerOnBoxesAndStayPrintable) {
    for (const double cell : {3.0, 10.0, 30.0, 60.0, 200.0}) {
        const GridStrokes strokes = grid_strokes(cell);
        EXPECT_GE(strokes.thin, 0.35);
        EXPECT_LE(strokes.thick, 2.6);
        EXPECT_GE(strokes.thick, 2.5 * strokes.thin);
    }
}

// A 6x6 grid with 2x3 boxes: thick lines after every 3rd column and every 2nd row, thin ones
// between, all the ink inside the square.
TEST(PrintGridTest, RectangularBoxesGetThickLinesOnTheirBoundaries) {
    Canvas canvas(320, 320);
    const Rect square{10, 10, 300, 300};
    GridPicture picture;
    picture.givens = Grid(Shape(2, 3));
    draw_grid(canvas.cr(), square, picture);
    ASSERT_EQ(cairo_status(canvas.cr()), CAIRO_STATUS_SUCCESS);
    // Scan through the middle of the first row of cells, then of the first column.
    const int middle_of_first_cell = 10 + 300 / 12;
    const auto across = ink_runs(canvas, true, middle_of_first_cell, 0, canvas.width());
    const auto down = ink_runs(canvas, false, middle_of_first_cell, 0, canvas.height());
    // The lattice is inset by half the border, as draw_grid does.
    const double inset = grid_strokes(50).thick / 2;
    const double cell = (300 - 2 * inset) / 6;
    ASSERT_EQ(across.size(), 7u);
    ASSERT_EQ(down.size(), 7u);
    const auto thick = [](const InkRun& run) { return run.ink > 2.0; };
    const auto thin = [](const InkRun& run) { return run.ink > 0.3 && run.ink < 1.2; };
    for (int line = 0; line <= 6; ++line) {
        SCOPED_TRACE(::testing::Message() << "line " << line);
        // Vertical lines: boxes are 3 columns wide.
        EXPECT_TRUE(line % 3 == 0 ? thick(across[line]) : thin(across[line])) << across[line].ink;
        // Horizontal lines: boxes are 2 rows tall.
        EXPECT_TRUE(line % 2 == 0 ? thick(down[line]) : thin(down[line])) << down[line].ink;
        EXPECT_NEAR(across[line].centre(), 10 + inset + line * cell, 0.5);
        EXPECT_NEAR(down[line].centre(), 10 + inset + line * cell, 0.5);
    }
    // Nothing outside the square.
    for (int position = 0; position < canvas.width(); ++position) {
        for (const int edge : {0, 8, 312, 319}) {
            EXPECT_LT(canvas.darkness(position, edge), 0.02);
            EXPECT_LT(canvas.darkness(edge, position), 0.02);
        }
    }
}

struct InkBox {
    double left = 1e9, top = 1e9, right = -1, bottom = -1;
    double darkest = 0;
};

// The bounding box of the ink strictly inside a cell (a few pixels in from its lines).
InkBox ink_in_cell(Canvas& canvas, double x, double y, double cell) {
    InkBox box;
    const int inset = 4;
    for (int py = static_cast<int>(y) + inset; py < static_cast<int>(y + cell) - inset; ++py) {
        for (int px = static_cast<int>(x) + inset; px < static_cast<int>(x + cell) - inset; ++px) {
            const double dark = canvas.darkness(px, py);
            box.darkest = std::max(box.darkest, dark);
            if (dark < 0.3) continue;
            box.left = std::min(box.left, px + 0.5);
            box.right = std::max(box.right, px + 0.5);
            box.top = std::min(box.top, py + 0.5);
            box.bottom = std::max(box.bottom, py + 0.5);
        }
    }
    return box;
}

TEST(PrintGridTest, DigitsAreCentredInTheirCells) {
    const std::string line(kClassic);
    for (const auto& [shape, letters] : {std::pair{Shape(), false}, std::pair{Shape(4, 4), true}}) {
        SCOPED_TRACE(shape.name());
        Canvas canvas(480, 480);
        const double side = 480;
        Grid givens(shape);
        // A few cells along the diagonal and one off it, in the last symbols (letters too).
        const std::vector<int> cells = {0, shape.cell_at(2, 5), shape.cell_count() - 1};
        for (std::size_t i = 0; i < cells.size(); ++i)
            givens.set(cells[i], shape.side() - static_cast<int>(i));
        GridPicture picture;
        picture.givens = givens;
        picture.symbols = letters ? SymbolSet::letters : SymbolSet::automatic;
        draw_grid(canvas.cr(), {0, 0, side, side}, picture);
        const double inset = grid_strokes(side / shape.side()).thick / 2;
        const double cell = (side - 2 * inset) / shape.side();
        for (const int index : cells) {
            const double x = inset + shape.col_of(index) * cell;
            const double y = inset + shape.row_of(index) * cell;
            const InkBox ink = ink_in_cell(canvas, x, y, cell);
            ASSERT_GT(ink.right, ink.left) << "no digit drawn in " << shape.cell_name(index);
            EXPECT_NEAR((ink.left + ink.right) / 2, x + cell / 2, 1.5) << shape.cell_name(index);
            EXPECT_NEAR((ink.top + ink.bottom) / 2, y + cell / 2, 1.5) << shape.cell_name(index);
            // About half the cell tall.
            EXPECT_NEAR(ink.bottom - ink.top, 0.52 * cell, 0.12 * cell);
        }
        // Empty cells stay empty.
        const InkBox empty = ink_in_cell(canvas, inset + cell, inset, cell);
        EXPECT_LT(empty.darkest, 0.02);
    }
}

TEST(PrintGridTest, SolutionsShowGivensBlackAndTheRestGrey) {
    const Puzzle puzzle = testing::puzzle_from_line(kClassic);
    const SolveResult solved = solve(puzzle);
    ASSERT_EQ(solved.verdict, Verdict::unique);
    Canvas canvas(450, 450);
    GridPicture picture;
    picture.givens = puzzle.givens;
    picture.solution = &solved.solutions.front();
    draw_grid(canvas.cr(), {0, 0, 450, 450}, picture);
    const double inset = grid_strokes(50).thick / 2;
    const double cell = (450 - 2 * inset) / 9;
    for (const int index : {0, 2}) {  // r1c1 is a given (5), r1c3 is solved (4)
        const InkBox ink = ink_in_cell(canvas, inset + index * cell, inset, cell);
        if (puzzle.givens.empty(index)) {
            EXPECT_GT(ink.darkest, 0.5);
            EXPECT_LT(ink.darkest, 0.8);
        } else {
            EXPECT_GT(ink.darkest, 0.95);
        }
    }
}

kakuro::Puzzle kakuro_from_text(const std::string& text) {
    const std::vector<kakuro::Record> records = kakuro::read_records(text);
    EXPECT_EQ(records.size(), 1u);
    EXPECT_TRUE(records.front().ok()) << records.front().error().to_string();
    return records.front().puzzle();
}

// A block, four clue squares with one sum each, and a given 1 at r2c2.
constexpr const char* kSmallKakuro = "# 4\\ 3\\\n\\3 1 .\n\\4 . .\n";

// The darkest pixel of the part of square (row, column) where `keep` (given the position in
// shares of the square from its top-left corner) is true, a few pixels in from its edges.
template <typename Keep>
double darkest_in(Canvas& canvas, double left, double top, double cell, int row, int column,
                  Keep keep) {
    double darkest = 0;
    const double x0 = left + column * cell, y0 = top + row * cell;
    for (int py = static_cast<int>(y0) + 3; py < static_cast<int>(y0 + cell) - 3; ++py) {
        for (int px = static_cast<int>(x0) + 3; px < static_cast<int>(x0 + cell) - 3; ++px) {
            const double u = (px + 0.5 - x0) / cell, v = (py + 0.5 - y0) / cell;
            if (keep(u, v)) darkest = std::max(darkest, canvas.darkness(px, py));
        }
    }
    return darkest;
}

// Blocks dark, clue squares split by their diagonal with each sum in its own triangle and the
// other blank, the given digit in its square, no ink outside the board.
TEST(PrintKakuroTest, ClueSquaresAreSplitWithEachSumInItsTriangle) {
    const kakuro::Puzzle puzzle = kakuro_from_text(kSmallKakuro);
    Canvas canvas(330, 330);
    KakuroPicture picture;
    picture.puzzle = &puzzle;
    draw_kakuro(canvas.cr(), {15, 15, 300, 300}, picture);
    ASSERT_EQ(cairo_status(canvas.cr()), CAIRO_STATUS_SUCCESS);
    const double inset = grid_strokes(100).thick / 2;
    const double origin = 15 + inset;
    const double cell = (300 - 2 * inset) / 3;
    const auto everywhere = [](double, double) { return true; };
    // Below the diagonal, and above it, away from it.
    const auto lower_left = [](double u, double v) { return v > u + 0.12; };
    const auto upper_right = [](double u, double v) { return u > v + 0.12; };
    EXPECT_GT(darkest_in(canvas, origin, origin, cell, 0, 0, everywhere), 0.6);  // the block
    // r1c2 has only a down sum, r2c1 only an across sum; the clue grey is 0.14 dark.
    EXPECT_GT(darkest_in(canvas, origin, origin, cell, 0, 1, lower_left), 0.9);
    EXPECT_LT(darkest_in(canvas, origin, origin, cell, 0, 1, upper_right), 0.2);
    EXPECT_GT(darkest_in(canvas, origin, origin, cell, 1, 0, upper_right), 0.9);
    EXPECT_LT(darkest_in(canvas, origin, origin, cell, 1, 0, lower_left), 0.2);
    // The diagonal: across r1c3 at a third of its height, the darkest pixel a third across.
    const int y = static_cast<int>(origin + cell / 3);
    double darkest = 0;
    int at = 0;
    for (int x = static_cast<int>(origin + 2 * cell) + 3; x < origin + 3 * cell - 3; ++x) {
        if (canvas.darkness(x, y) > darkest) {
            darkest = canvas.darkness(x, y);
            at = x;
        }
    }
    EXPECT_GT(darkest, 0.4);
    EXPECT_NEAR(at + 0.5, origin + 2 * cell + cell / 3, 1.5);
    // The given 1 in r2c2, r3c3 empty.
    EXPECT_GT(ink_in_cell(canvas, origin + cell, origin + cell, cell).darkest, 0.95);
    EXPECT_LT(ink_in_cell(canvas, origin + 2 * cell, origin + 2 * cell, cell).darkest, 0.02);
    for (int position = 0; position < canvas.width(); ++position) {
        for (const int edge : {0, 13, 317, 329}) {
            EXPECT_LT(canvas.darkness(position, edge), 0.02);
            EXPECT_LT(canvas.darkness(edge, position), 0.02);
        }
    }
}

TEST(PrintKakuroTest, SolutionsFillTheWhiteSquaresInGrey) {
    const kakuro::Puzzle puzzle = kakuro_from_text(kSmallKakuro);
    const std::vector<std::uint8_t> solution = {1, 2, 3, 1};
    ASSERT_EQ(kakuro::find_broken_rule(puzzle, solution), "");
    Canvas canvas(300, 300);
    KakuroPicture picture;
    picture.puzzle = &puzzle;
    picture.solution = &solution;
    draw_kakuro(canvas.cr(), {0, 0, 300, 300}, picture);
    const double inset = grid_strokes(100).thick / 2;
    const double cell = (300 - 2 * inset) / 3;
    EXPECT_GT(ink_in_cell(canvas, inset + cell, inset + cell, cell).darkest, 0.95);  // given
    const InkBox solved = ink_in_cell(canvas, inset + 2 * cell, inset + 2 * cell, cell);
    EXPECT_GT(solved.darkest, 0.5);
    EXPECT_LT(solved.darkest, 0.8);
    // About half the square tall, centred in it.
    EXPECT_NEAR(solved.bottom - solved.top, 0.52 * cell, 0.12 * cell);
    EXPECT_NEAR((solved.left + solved.right) / 2, inset + 2.5 * cell, 1.5);
}

TEST(PrintKakuroTest, LargeBoardsGetFewerAPageAndKeepTheirShape) {
    PrintOptions options;
    const BoardEnvelope large{32, 32};
    const BoardEnvelope small{7, 7};
    EXPECT_EQ(readable_kakuro_count(options, PageKind::puzzles, 9, large), 1);
    EXPECT_EQ(readable_kakuro_count(options, PageKind::puzzles, 9, small), 9);
    EXPECT_EQ(readable_kakuro_count(options, PageKind::puzzles, 0, small), 1);
    // Solutions: as many as keep squares of kSmallestKakuroSolutionSquare, and not one more.
    const int solutions = readable_kakuro_count(options, PageKind::solutions, 20, large);
    const PageFrame frame = page_frame(options, PageKind::solutions);
    EXPECT_GE(grid_width_for(frame, choose_arrangement(frame, solutions)) / 32,
              kSmallestKakuroSolutionSquare);
    EXPECT_LT(grid_width_for(frame, choose_arrangement(frame, solutions + 1)) / 32,
              kSmallestKakuroSolutionSquare);
    EXPECT_GT(solutions, 1);
    // A board in its slot: square cells, at the top, centred across.
    const Rect board = kakuro_board_rect({10, 20, 200, 100}, 10, 12);
    EXPECT_DOUBLE_EQ(board.width, 120);
    EXPECT_DOUBLE_EQ(board.height, 100);
    EXPECT_DOUBLE_EQ(board.x, 50);
    EXPECT_DOUBLE_EQ(board.y, 20);
    // Slots take the boards' shape: twice as wide as tall here.
    PageFrame wide = frame_for(PaperName::a4, false, 0);
    wide.grid_aspect = 2;
    const PageLayout layout = layout_page(wide, 4);
    for (const Slot& slot : layout.slots) {
        EXPECT_NEAR(slot.grid.width, 2 * slot.grid.height, 1e-9);
        EXPECT_TRUE(layout.content.contains(slot.grid));
    }
    // The envelope of a document: the most rows and the most columns of its boards.
    std::vector<PrintEntry> entries(2);
    entries[0].kakuro = KakuroBoard{std::make_shared<const kakuro::Puzzle>(
                                        kakuro_from_text("# 3\\ 4\\ #\n\\3 . . #\n\\4 . . #\n")),
                                    {}};
    entries[1].kakuro = KakuroBoard{std::make_shared<const kakuro::Puzzle>(
                                        kakuro_from_text(kSmallKakuro + std::string("# # #\n"))),
                                    {}};
    const BoardEnvelope envelope = kakuro_envelope(entries);
    EXPECT_EQ(envelope.rows, 4);
    EXPECT_EQ(envelope.columns, 4);
    EXPECT_DOUBLE_EQ(kakuro_envelope({}).aspect(), 1.0);
}

class PrintDocumentTest : public ::testing::Test {
  protected:
    void SetUp() override {
        folder_ = std::filesystem::temp_directory_path() /
                  ("sudokit-print-test-" + std::to_string(::getpid()));
        std::filesystem::create_directories(folder_);
    }
    void TearDown() override { std::filesystem::remove_all(folder_); }

    std::vector<PrintEntry> classic_entries(int count) {
        const Puzzle puzzle = testing::puzzle_from_line(kClassic);
        std::vector<PrintEntry> entries;
        for (int number = 1; number <= count; ++number) {
            PrintEntry entry;
            entry.givens = puzzle.givens;
            entry.solution = solve(puzzle).solutions.front();
            entry.number = number;
            entry.label = "bad \xff label";
            entries.push_back(entry);
        }
        return entries;
    }
    std::string path(const std::string& name) const { return (folder_ / name).string(); }

    std::filesystem::path folder_;
};

std::string read_all(const std::string& path) {
    std::ifstream input(path, std::ios::binary);
    std::stringstream text;
    text << input.rdbuf();
    return text.str();
}

TEST_F(PrintDocumentTest, PdfHoldsEveryPage) {
    PrintOptions options;
    options.per_page = 4;
    options.solutions = true;
    options.title = "Test \xc3\xa9";
    const WrittenDocument written = write_document(classic_entries(9), options, path("a.pdf"));
    // 9 puzzles at 4 a page, then 9 solutions at 9 a page.
    EXPECT_EQ(written.pages, 4);
    ASSERT_EQ(written.files, std::vector<std::string>{path("a.pdf")});
    const std::string pdf = read_all(path("a.pdf"));
    ASSERT_EQ(pdf.rfind("%PDF-", 0), 0u);
    const std::regex page_object("/Type /Page[^s]");
    const auto pages = std::distance(std::sregex_iterator(pdf.begin(), pdf.end(), page_object),
                                     std::sregex_iterator());
    EXPECT_EQ(pages, 4);
}

TEST_F(PrintDocumentTest, SvgIsOneFilePerPage) {
    PrintOptions options;
    options.format = OutputFormat::svg;
    options.per_page = 2;
    options.paper = PaperName::letter;
    const WrittenDocument written = write_document(classic_entries(5), options, path("b.svg"));
    EXPECT_EQ(written.pages, 3);
    ASSERT_EQ(written.files,
              (std::vector<std::string>{path("b.svg"), path("b-2.svg"), path("b-3.svg")}));
    for (const std::string& file : written.files) {
        const std::string svg = read_all(file);
        EXPECT_NE(svg.find("width=\"612pt\" height=\"792pt\""), std::string::npos) << file;
        EXPECT_NE(svg.find("</svg>"), std::string::npos) << file;
    }
    EXPECT_EQ(svg_page_path("dir/a.b.svg", 3), "dir/a.b-3.svg");
    EXPECT_EQ(svg_page_path("out.svg", 1), "out.svg");
    EXPECT_EQ(svg_page_path("out", 2), "out-2");
}

TEST_F(PrintDocumentTest, UnwritablePathsAndEmptyDocumentsThrowAClearError) {
    const std::string missing = path("no/such/folder/c.pdf");
    try {
        write_document(classic_entries(1), {}, missing);
        FAIL() << "expected a PrintError";
    } catch (const PrintError& error) {
        EXPECT_NE(std::string(error.what()).find(missing), std::string::npos) << error.what();
    }
    EXPECT_THROW(write_document({}, {}, path("d.pdf")), PrintError);
    EXPECT_FALSE(std::filesystem::exists(path("d.pdf")));
    // Standard output cannot take several SVG pages.
    PrintOptions svg;
    svg.format = OutputFormat::svg;
    EXPECT_THROW(write_document(classic_entries(2), svg, "-"), PrintError);
}

}  // namespace
}  // namespace sudokit::print
