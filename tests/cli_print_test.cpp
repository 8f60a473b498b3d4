// `sudokit print` end to end: the PDF's pages counted by pdfinfo, and every symbol that
// pdftotext finds on a page placed in its cell of the grid the layout says is there, so that
// clues, solutions, captions and errors are checked as a reader of the page would see them.

#include <unistd.h>

#include <cstdio>
#include <filesystem>
#include <regex>
#include <string>
#include <vector>

#include <fmt/format.h>
#include <gtest/gtest.h>

#include "cli_test_support.hpp"
#include "print/page_drawing.hpp"
#include "print/page_layout.hpp"
#include "sudokit/format.hpp"
#include "sudokit/geometry.hpp"
#include "sudokit/solve.hpp"
#include "test_support.hpp"

namespace sudokit {
namespace {

using testing::file_text;
using testing::lines_of;
using testing::run_sudokit;

bool tool_available(const std::string& tool) {
    return std::system(("command -v " + tool + " > /dev/null 2>&1").c_str()) == 0;
}

// The PDF checks need poppler-utils (scripts/install-deps.sh installs it; so does CI).
#define SUDOKIT_REQUIRE_POPPLER()                                                                \
    do {                                                                                         \
        for (const char* tool : {"pdfinfo", "pdftotext"}) {                                      \
            if (!tool_available(tool)) {                                                         \
                FAIL() << tool << " not found: install poppler-utils (scripts/install-deps.sh)"; \
            }                                                                                    \
        }                                                                                        \
    } while (0)

std::string command_output(const std::string& command) {
    std::string output;
    if (FILE* pipe = ::popen(command.c_str(), "r")) {
        char buffer[4096];
        for (std::size_t read; (read = std::fread(buffer, 1, sizeof buffer, pipe)) > 0;)
            output.append(buffer, read);
        ::pclose(pipe);
    }
    return output;
}

int pdf_page_count(const std::string& pdf) {
    const std::string info = command_output("pdfinfo '" + pdf + "' 2>&1");
    std::smatch match;
    if (!std::regex_search(info, match, std::regex(R"(Pages:\s+(\d+))"))) {
        ADD_FAILURE() << "pdfinfo cannot read " << pdf << ":\n" << info;
        return -1;
    }
    return std::stoi(match[1]);
}

std::string pdf_page_size(const std::string& pdf) {
    const std::string info = command_output("pdfinfo '" + pdf + "' 2>&1");
    std::smatch match;
    if (!std::regex_search(info, match, std::regex(R"(Page size:\s+([0-9.]+ x [0-9.]+))"))) {
        return "";
    }
    return match[1];
}

std::string page_text(const std::string& pdf, int page) {
    return command_output(fmt::format("pdftotext -layout -f {} -l {} '{}' -", page, page, pdf));
}

// A word pdftotext found, with its box in points from the top left of the page.
struct Word {
    double x_min, y_min, x_max, y_max;
    std::string text;
};

std::vector<Word> page_words(const std::string& pdf, int page) {
    const std::string html =
        command_output(fmt::format("pdftotext -bbox -f {} -l {} '{}' -", page, page, pdf));
    const std::regex word_pattern(
        R"RE(<word xMin="([0-9.]+)" yMin="([0-9.]+)" xMax="([0-9.]+)" yMax="([0-9.]+)">([^<]*)</word>)RE");
    std::vector<Word> words;
    for (auto it = std::sregex_iterator(html.begin(), html.end(), word_pattern);
         it != std::sregex_iterator(); ++it) {
        const std::smatch& match = *it;
        words.push_back({std::stod(match[1]), std::stod(match[2]), std::stod(match[3]),
                         std::stod(match[4]), match[5]});
    }
    return words;
}

// What each cell of the grid drawn in `square` holds according to the PDF's text: the
// characters whose centre falls in the cell, in reading order ("" for an empty cell).
std::vector<std::string> cells_on_page(const std::vector<Word>& words, const print::Rect& square,
                                       int side) {
    std::vector<std::string> cells(static_cast<std::size_t>(side * side));
    const double cell = square.width / side;
    for (const Word& word : words) {
        // Symbols close together may come as one word: share its width between them.
        const double width = (word.x_max - word.x_min) / static_cast<double>(word.text.size());
        const double y = (word.y_min + word.y_max) / 2;
        for (std::size_t i = 0; i < word.text.size(); ++i) {
            const double x = word.x_min + (static_cast<double>(i) + 0.5) * width;
            if (x < square.x || x >= square.right() || y < square.y || y >= square.bottom()) {
                continue;
            }
            const int column = static_cast<int>((x - square.x) / cell);
            const int row = static_cast<int>((y - square.y) / cell);
            cells[static_cast<std::size_t>(row * side + column)] += word.text[i];
        }
    }
    return cells;
}

// The cells a puzzle line shows: its symbol, or nothing for a blank.
std::vector<std::string> expected_cells(const std::string& line) {
    std::vector<std::string> cells;
    for (const char symbol : line)
        cells.push_back(symbol == '.' ? "" : std::string(1, symbol));
    return cells;
}

// Where slot `slot` of a page puts its grid, as the command lays it out.
print::Rect grid_square(const print::PrintOptions& options, print::PageKind kind, int per_page,
                        int slot) {
    const print::PageLayout layout = print::layout_page(print::page_frame(options, kind), per_page);
    return layout.slots.at(static_cast<std::size_t>(slot)).grid;
}

// The puzzle lines of an example file (comments and labels dropped).
std::vector<std::string> example_puzzles(const std::string& name) {
    std::vector<std::string> puzzles;
    for (const std::string& line :
         lines_of(file_text(std::string(SUDOKIT_SOURCE_DIR) + "/" + name))) {
        if (line.empty() || line[0] == '#') continue;
        puzzles.push_back(line.substr(0, line.find(' ')));
    }
    return puzzles;
}

std::string solution_line(const std::string& puzzle, Shape shape) {
    const auto parsed = parse_puzzle(puzzle, {.format = InputFormat::line, .shape = shape});
    const SolveResult solved = solve(std::get<Puzzle>(parsed));
    EXPECT_EQ(solved.verdict, Verdict::unique) << puzzle;
    return to_line(solved.solutions.front(), {.symbols = std::get<Puzzle>(parsed).symbols});
}

class CliPrintTest : public ::testing::Test {
  protected:
    void SetUp() override {
        folder_ = std::filesystem::temp_directory_path() /
                  ("sudokit-cli-print-test-" + std::to_string(::getpid()));
        std::filesystem::create_directories(folder_);
    }
    void TearDown() override { std::filesystem::remove_all(folder_); }
    std::string path(const std::string& name) const { return (folder_ / name).string(); }

    // Checks that the grid in slot `slot` of `page` shows exactly `line`'s symbols.
    void expect_grid(const std::string& pdf, int page, const print::PrintOptions& options,
                     print::PageKind kind, int per_page, int slot, const std::string& line,
                     int side) {
        SCOPED_TRACE(::testing::Message() << pdf << " page " << page << " slot " << slot);
        const auto cells =
            cells_on_page(page_words(pdf, page), grid_square(options, kind, per_page, slot), side);
        const auto expected = expected_cells(line);
        ASSERT_EQ(cells.size(), expected.size());
        for (std::size_t cell = 0; cell < cells.size(); ++cell) {
            EXPECT_EQ(cells[cell], expected[cell])
                << "r" << cell / side + 1 << "c" << cell % side + 1;
        }
    }

    std::filesystem::path folder_;
};

TEST_F(CliPrintTest, ClassicPuzzlesAndSolutionsAreInTheirCells) {
    SUDOKIT_REQUIRE_POPPLER();
    const std::string pdf = path("classic.pdf");
    const auto result = run_sudokit("print examples/classic.txt --solutions -o '" + pdf + "'");
    ASSERT_EQ(result.status, 0) << result.err;
    EXPECT_NE(result.err.find("4 pages"), std::string::npos) << result.err;
    // Three puzzle pages, then one page of solutions (four a page by default).
    ASSERT_EQ(pdf_page_count(pdf), 4);
    const auto puzzles = example_puzzles("examples/classic.txt");
    ASSERT_EQ(puzzles.size(), 3u);
    print::PrintOptions options;
    options.solutions = true;
    for (int index = 0; index < 3; ++index) {
        expect_grid(pdf, index + 1, options, print::PageKind::puzzles, 1, 0, puzzles[index], 9);
        expect_grid(pdf, 4, options, print::PageKind::solutions, 4, index,
                    solution_line(puzzles[index], Shape()), 9);
    }
    const std::string first = page_text(pdf, 1);
    EXPECT_NE(first.find("No. 1"), std::string::npos) << first;
    EXPECT_NE(first.find("newspaper-easy"), std::string::npos) << first;
    EXPECT_NE(first.find("Page 1 of 4"), std::string::npos) << first;
    const std::string solutions = page_text(pdf, 4);
    EXPECT_NE(solutions.find("Solutions"), std::string::npos) << solutions;
    EXPECT_NE(solutions.find("No. 3"), std::string::npos) << solutions;
    EXPECT_NE(solutions.find("anti-backtracking"), std::string::npos) << solutions;
}

TEST_F(CliPrintTest, SeveralPerPageTitleAndPaper) {
    SUDOKIT_REQUIRE_POPPLER();
    // Nine puzzles: the classic three, three times, numbered on from 11.
    const std::string three = file_text(std::string(SUDOKIT_SOURCE_DIR) + "/examples/classic.txt");
    const std::string pdf = path("nine.pdf");
    const auto result = run_sudokit(
        "print - --per-page 6 --page letter --landscape --title 'Week 12' --first-number 11 -o '" +
            pdf + "'",
        three + three + three);
    ASSERT_EQ(result.status, 0) << result.err;
    ASSERT_EQ(pdf_page_count(pdf), 2);
    EXPECT_EQ(pdf_page_size(pdf), "792 x 612");
    print::PrintOptions options;
    options.paper = print::PaperName::letter;
    options.landscape = true;
    options.title = "Week 12";
    options.per_page = 6;
    const auto puzzles = example_puzzles("examples/classic.txt");
    for (int index = 0; index < 9; ++index) {
        expect_grid(pdf, index / 6 + 1, options, print::PageKind::puzzles, 6, index % 6,
                    puzzles[index % 3], 9);
    }
    const std::string second = page_text(pdf, 2);
    EXPECT_NE(second.find("Week 12"), std::string::npos) << second;
    EXPECT_NE(second.find("No. 19"), std::string::npos) << second;
    EXPECT_EQ(second.find("No. 20"), std::string::npos) << second;
}

TEST_F(CliPrintTest, SixteenBySixteenWithLetters) {
    SUDOKIT_REQUIRE_POPPLER();
    const std::string pdf = path("sixteen.pdf");
    const auto result =
        run_sudokit("print examples/sixteen.txt --per-page 2 --solutions -o '" + pdf + "'");
    ASSERT_EQ(result.status, 0) << result.err;
    // Two puzzle pages (2 a page), one of solutions (4 a page).
    ASSERT_EQ(pdf_page_count(pdf), 3);
    const auto puzzles = example_puzzles("examples/sixteen.txt");
    ASSERT_EQ(puzzles.size(), 3u);
    print::PrintOptions options;
    options.per_page = 2;
    options.solutions = true;
    for (int index = 0; index < 3; ++index) {
        expect_grid(pdf, index / 2 + 1, options, print::PageKind::puzzles, 2, index % 2,
                    puzzles[index], 16);
        expect_grid(pdf, 3, options, print::PageKind::solutions, 4, index,
                    solution_line(puzzles[index], Shape(4, 4)), 16);
    }
}

TEST_F(CliPrintTest, SixBySixWithTwoByThreeBoxes) {
    SUDOKIT_REQUIRE_POPPLER();
    const std::string pdf = path("six.pdf");
    const auto result =
        run_sudokit("print --size 2x3 examples/six.txt --per-page 4 -o '" + pdf + "'");
    ASSERT_EQ(result.status, 0) << result.err;
    ASSERT_EQ(pdf_page_count(pdf), 1);
    print::PrintOptions options;
    options.per_page = 4;
    const auto puzzles = example_puzzles("examples/six.txt");
    ASSERT_EQ(puzzles.size(), 3u);
    for (int index = 0; index < 3; ++index) {
        expect_grid(pdf, 1, options, print::PageKind::puzzles, 4, index, puzzles[index], 6);
    }
}

// Checks that `text` is one well-formed XML element (with a prolog), tag by tag.
::testing::AssertionResult well_formed_xml(const std::string& text) {
    std::vector<std::string> open;
    int roots = 0;
    for (std::size_t at = text.find('<'); at != std::string::npos; at = text.find('<', at)) {
        if (text.compare(at, 4, "<!--") == 0) {
            at = text.find("-->", at);
            if (at == std::string::npos) return ::testing::AssertionFailure() << "open comment";
            continue;
        }
        const std::size_t end = text.find('>', at);
        if (end == std::string::npos) return ::testing::AssertionFailure() << "open tag at " << at;
        const std::string tag = text.substr(at + 1, end - at - 1);
        at = end;
        if (tag.front() == '?') continue;
        if (tag.front() == '/') {
            if (open.empty() || open.back() != tag.substr(1)) {
                return ::testing::AssertionFailure() << "unexpected </" << tag.substr(1) << ">";
            }
            open.pop_back();
            continue;
        }
        if (open.empty()) ++roots;
        if (tag.back() == '/') continue;
        open.push_back(tag.substr(0, tag.find_first_of(" \t\n")));
    }
    if (!open.empty()) return ::testing::AssertionFailure() << "<" << open.back() << "> not closed";
    if (roots != 1) return ::testing::AssertionFailure() << roots << " root elements";
    return ::testing::AssertionSuccess();
}

TEST_F(CliPrintTest, SvgIsOneWellFormedFilePerPage) {
    const std::string svg = path("six.svg");
    const auto result =
        run_sudokit("print --size 2x3 examples/six.txt --per-page 2 --solutions -o '" + svg + "'");
    ASSERT_EQ(result.status, 0) << result.err;
    // Puzzles on two pages, solutions on one.
    const std::vector<std::string> files = {svg, path("six-2.svg"), path("six-3.svg")};
    for (const std::string& file : files) {
        SCOPED_TRACE(file);
        ASSERT_TRUE(std::filesystem::exists(file));
        EXPECT_NE(result.err.find(file), std::string::npos) << result.err;
        const std::string text = file_text(file);
        EXPECT_EQ(text.rfind("<?xml", 0), 0u);
        EXPECT_TRUE(well_formed_xml(text));
        std::smatch size;
        ASSERT_TRUE(std::regex_search(
            text, size, std::regex(R"RE(<svg [^>]*width="([0-9.]+)pt" height="([0-9.]+)pt")RE")));
        EXPECT_NEAR(std::stod(size[1]), 595.276, 0.01);
        EXPECT_NEAR(std::stod(size[2]), 841.890, 0.01);
    }
    EXPECT_FALSE(std::filesystem::exists(path("six-4.svg")));
    EXPECT_FALSE(well_formed_xml("<svg><g></svg>"));
}

TEST_F(CliPrintTest, UnreadableLinesAreNamedAndTheRestIsPrinted) {
    SUDOKIT_REQUIRE_POPPLER();
    const auto puzzles = example_puzzles("examples/classic.txt");
    const std::string broken =
        "53..7....6..19Z....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
    const std::string pdf = path("broken.pdf");
    const auto result = run_sudokit("print -o '" + pdf + "'",
                                    puzzles[0] + "\n" + broken + "\n" + puzzles[1] + "\n");
    EXPECT_EQ(result.status, 3);
    EXPECT_NE(result.err.find("line 2, column 15"), std::string::npos) << result.err;
    ASSERT_EQ(pdf_page_count(pdf), 2);
    print::PrintOptions options;
    expect_grid(pdf, 2, options, print::PageKind::puzzles, 1, 0, puzzles[1], 9);
}

TEST_F(CliPrintTest, SolutionsNeedExactlyOneSolution) {
    SUDOKIT_REQUIRE_POPPLER();
    const auto puzzles = example_puzzles("examples/classic.txt");
    const std::string several(81, '.');
    const std::string none = "55" + std::string(79, '.');
    const std::string input = puzzles[0] + "\n" + several + "\n" + none + "\n" + puzzles[2] + "\n";
    const std::string pdf = path("solutions.pdf");
    const auto result = run_sudokit("print --solutions -o '" + pdf + "'", input);
    EXPECT_EQ(result.status, 1);
    EXPECT_NE(result.err.find("line 2: not printed: the puzzle has more than one solution"),
              std::string::npos)
        << result.err;
    EXPECT_NE(result.err.find("line 3: not printed: the puzzle has no solution"), std::string::npos)
        << result.err;
    // The two good puzzles, numbered 1 and 2, and one page of their solutions.
    ASSERT_EQ(pdf_page_count(pdf), 3);
    print::PrintOptions options;
    options.solutions = true;
    expect_grid(pdf, 2, options, print::PageKind::puzzles, 1, 0, puzzles[2], 9);
    expect_grid(pdf, 3, options, print::PageKind::solutions, 4, 1,
                solution_line(puzzles[2], Shape()), 9);
    EXPECT_NE(page_text(pdf, 2).find("No. 2"), std::string::npos);

    // Without --solutions every puzzle is printable.
    const auto plain = run_sudokit("print -o '" + pdf + "'", input);
    EXPECT_EQ(plain.status, 0) << plain.err;
    EXPECT_EQ(pdf_page_count(pdf), 4);
}

TEST_F(CliPrintTest, RatingInTheCaption) {
    SUDOKIT_REQUIRE_POPPLER();
    const std::string pdf = path("rated.pdf");
    const auto puzzles = example_puzzles("examples/classic.txt");
    const auto result = run_sudokit("print --rating --timeout 30 -o '" + pdf + "'",
                                    puzzles[0] + " newspaper-easy\n");
    ASSERT_EQ(result.status, 0) << result.err;
    const std::string text = page_text(pdf, 1);
    EXPECT_NE(text.find("SE 1.2"), std::string::npos) << text;
    EXPECT_NE(text.find("easy"), std::string::npos) << text;
}

// A Killer prints each cage's sum in its first cell and no digit (the solution page adds the
// solution's digits); a jigsaw and an X-Sudoku print their givens in their cells. (All from
// Solo; what the lines, shading and outlines look like was checked by eye.)
TEST_F(CliPrintTest, KillerAndRegionVariantsArePrinted) {
    SUDOKIT_REQUIRE_POPPLER();
    const std::string killer =
        "3x3k:zzzc,_a_aa_a___a_a___baaaaaaa___aaa_____ab___abaacbaa____aa_____aba"
        "_a_aa_a_a_________________a__a__a___,11_3a11_17a10a13a11b10_7_10b14_17d1"
        "2c6a24a9a9b8c9a10_15_9_14_8a9f12_9_11_12a15a21d6a7c15a9a12b";
    const std::string jigsaw =
        "9j:a8d5_4_9e1h5f4b1_5a4g6a1_4b8f5h8e7_6_2d3a,cb_bba_aaac_a_c_a_baaab_"
        "acb_bdccdbabaaabadcb_d_dcb_gb";
    const std::string x = "3x3x:8a7b3a4a9b4k8c3_4_9a7o3a6_1_2c2k4b2a1a7b6a3";
    const std::string pdf = path("variants.pdf");
    const auto result = run_sudokit("print --per-page 1 --solutions --rating -o '" + pdf + "'",
                                    killer + "\n" + jigsaw + "\n" + x + "\n");
    ASSERT_EQ(result.status, 0) << result.err;
    ASSERT_EQ(pdf_page_count(pdf), 4);  // a puzzle a page, then the solutions four a page
    ReadOptions read;
    read.variants = true;
    const Puzzle killer_puzzle = std::get<Puzzle>(parse_puzzle(killer, read));
    std::vector<std::string> sums(81);
    for (const House& house : killer_puzzle.houses->houses()) {
        if (house.kind == HouseKind::cage)
            sums[static_cast<std::size_t>(house.cells.front())] = std::to_string(*house.sum);
    }
    print::PrintOptions options;
    options.solutions = true;
    const auto square = grid_square(options, print::PageKind::puzzles, 1, 0);
    EXPECT_EQ(cells_on_page(page_words(pdf, 1), square, 9), sums);
    EXPECT_NE(page_text(pdf, 1).find("Killer: not rated"), std::string::npos);
    const std::string solution = to_line(solve(killer_puzzle).solutions.front());
    const auto solved = cells_on_page(page_words(pdf, 4),
                                      grid_square(options, print::PageKind::solutions, 4, 0), 9);
    for (std::size_t cell = 0; cell < 81; ++cell) {
        // The digit and, in a cage's first cell, the sum (pdftotext gives either first).
        const std::string digit(1, solution[cell]);
        EXPECT_TRUE(solved[cell] == sums[cell] + digit || solved[cell] == digit + sums[cell])
            << "r" << cell / 9 + 1 << "c" << cell % 9 + 1 << ": " << solved[cell];
    }
    for (const auto& [page, id] : {std::pair{2, jigsaw}, std::pair{3, x}}) {
        const Puzzle puzzle = std::get<Puzzle>(parse_puzzle(id, read));
        expect_grid(pdf, page, options, print::PageKind::puzzles, 1, 0, to_line(puzzle.givens), 9);
        EXPECT_NE(page_text(pdf, page).find("SE "), std::string::npos) << page_text(pdf, page);
    }
}

TEST_F(CliPrintTest, BadOptionsAndPathsFailClearly) {
    const std::string puzzle = example_puzzles("examples/classic.txt").front() + "\n";
    const auto no_output = run_sudokit("print", puzzle);
    EXPECT_EQ(no_output.status, 64);
    EXPECT_NE(no_output.err.find("--output"), std::string::npos) << no_output.err;
    const auto unknown = run_sudokit("print -o '" + path("x.txt") + "'", puzzle);
    EXPECT_EQ(unknown.status, 64);
    EXPECT_NE(unknown.err.find("--format pdf|svg"), std::string::npos) << unknown.err;
    const std::string missing = path("no-such-folder/x.pdf");
    const auto unwritable = run_sudokit("print -o '" + missing + "'", puzzle);
    EXPECT_EQ(unwritable.status, 74);
    EXPECT_NE(unwritable.err.find(missing), std::string::npos) << unwritable.err;
    const auto folder = run_sudokit("print --format pdf -o '" + path("") + "'", puzzle);
    EXPECT_EQ(folder.status, 74);
    EXPECT_EQ(run_sudokit("print --per-page 0 -o '" + path("a.pdf") + "'", puzzle).status, 64);
    EXPECT_EQ(run_sudokit("print --page a3 -o '" + path("a.pdf") + "'", puzzle).status, 64);
    const auto stdout_without_format = run_sudokit("print -o -", puzzle);
    EXPECT_EQ(stdout_without_format.status, 64);
    EXPECT_NE(stdout_without_format.err.find("--format"), std::string::npos);
    const auto nothing = run_sudokit("print -o '" + path("empty.pdf") + "'", "# no puzzles\n");
    EXPECT_EQ(nothing.status, 3);
    EXPECT_NE(nothing.err.find("no puzzle to print"), std::string::npos) << nothing.err;
    EXPECT_FALSE(std::filesystem::exists(path("empty.pdf")));
}

TEST_F(CliPrintTest, PdfToStandardOutput) {
    const std::string puzzle = example_puzzles("examples/classic.txt").front() + "\n";
    const auto result = run_sudokit("print -o - --format pdf", puzzle);
    ASSERT_EQ(result.status, 0) << result.err;
    EXPECT_EQ(result.out.rfind("%PDF-", 0), 0u);
    EXPECT_NE(result.out.find("%%EOF"), std::string::npos);
}

}  // namespace
}  // namespace sudokit
