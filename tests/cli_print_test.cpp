// `sudokit print` end to end: the PDF's pages counted by pdfinfo, and every symbol that
// pdftotext finds on a page placed in its cell of the grid the layout says is there, so that
// clues, solutions, captions and errors are checked as a reader of the page would see them.

#include <unistd.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <map>
#include <ostream>
#include <regex>
#include <sstream>
#include <string>
#include <vector>

#include <fmt/format.h>
#include <gtest/gtest.h>

#include "cli_test_support.hpp"
#include "print/kakuro_drawing.hpp"
#include "print/kakuro_layout.hpp"
#include "print/page_drawing.hpp"
#include "print/page_layout.hpp"
#include "sudokit/format.hpp"
#include "sudokit/geometry.hpp"
#include "sudokit/kakuro_format.hpp"
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

// The Kakuro records of a file, all readable.
std::vector<kakuro::Record> kakuro_records(const std::string& text) {
    std::vector<kakuro::Record> records = kakuro::read_records(text);
    for (const kakuro::Record& record : records)
        EXPECT_TRUE(record.ok()) << record.error().to_string();
    return records;
}

std::string nikoli_kakuro() {
    return file_text(std::string(SUDOKIT_SOURCE_DIR) + "/tests/data/kakuro/nikoli_kakuro.jsonl");
}

// Where the command draws the squares of the board in slot `slot` of a page, for a document
// whose boards fit `envelope`.
print::Rect kakuro_board(const print::PrintOptions& options, print::PageKind kind, int per_page,
                         int slot, print::BoardEnvelope envelope, const kakuro::Puzzle& puzzle) {
    const print::PageLayout layout =
        print::layout_page(print::page_frame(options, kind, envelope.aspect()), per_page);
    const print::Rect board = print::kakuro_board_rect(
        layout.slots.at(static_cast<std::size_t>(slot)).grid, puzzle.rows(), puzzle.columns());
    return print::kakuro_squares_rect(board, puzzle.rows(), puzzle.columns());
}

// What a square of a board shows: in a clue square the text below its diagonal and above it;
// in a white square (or a block) all its text, in `above`.
struct SquareText {
    std::string below;
    std::string above;
    bool operator==(const SquareText&) const = default;
};

std::ostream& operator<<(std::ostream& out, const SquareText& text) {
    return out << "below '" << text.below << "', above '" << text.above << "'";
}

// Each square's text according to the PDF, every character placed by its centre. In a clue
// square a character left of the middle is below the diagonal: pdftotext may join a clue's two
// sums into one word, whose height then says nothing of where each character is.
std::vector<SquareText> squares_on_page(const std::vector<Word>& words, const print::Rect& board,
                                        const kakuro::Puzzle& puzzle) {
    std::vector<SquareText> squares(puzzle.squares().size());
    const double cell = board.width / puzzle.columns();
    for (const Word& word : words) {
        const double width = (word.x_max - word.x_min) / static_cast<double>(word.text.size());
        const double y = (word.y_min + word.y_max) / 2;
        for (std::size_t i = 0; i < word.text.size(); ++i) {
            const double x = word.x_min + (static_cast<double>(i) + 0.5) * width;
            if (x < board.x || x >= board.right() || y < board.y || y >= board.bottom()) continue;
            const int column = static_cast<int>((x - board.x) / cell);
            const int row = static_cast<int>((y - board.y) / cell);
            SquareText& square = squares[static_cast<std::size_t>(row * puzzle.columns() + column)];
            const bool below = puzzle.square(row, column).kind == kakuro::Square::Kind::clue &&
                               x - board.x - column * cell < cell / 2;
            (below ? square.below : square.above) += word.text[i];
        }
    }
    return squares;
}

// What each square should show: the sums in their triangles, `digits` (one per white square,
// 0 for none) in the white squares.
std::vector<SquareText> expected_squares(const kakuro::Puzzle& puzzle,
                                         const std::vector<std::uint8_t>& digits) {
    std::vector<SquareText> squares(puzzle.squares().size());
    for (std::size_t index = 0; index < squares.size(); ++index) {
        const kakuro::Square& square = puzzle.squares()[index];
        if (square.kind != kakuro::Square::Kind::clue) continue;
        if (square.down_sum > 0) squares[index].below = std::to_string(square.down_sum);
        if (square.across_sum > 0) squares[index].above = std::to_string(square.across_sum);
    }
    for (std::size_t white = 0; white < digits.size(); ++white) {
        if (digits[white] != 0) {
            squares[static_cast<std::size_t>(puzzle.whites()[white])].above =
                std::to_string(digits[white]);
        }
    }
    return squares;
}

void expect_squares(const std::vector<SquareText>& found, const std::vector<SquareText>& expected,
                    const kakuro::Puzzle& puzzle) {
    ASSERT_EQ(found.size(), expected.size());
    for (std::size_t index = 0; index < found.size(); ++index) {
        const int row = static_cast<int>(index) / puzzle.columns();
        const int column = static_cast<int>(index) % puzzle.columns();
        EXPECT_EQ(found[index], expected[index]) << kakuro::square_name(row, column);
    }
}

// The ten Nikoli puzzles, two a page, then their solutions four a page: every sum in its
// triangle, every solution digit in its square, the captions numbered alike.
TEST_F(CliPrintTest, KakuroSumsAndSolutionsAreInTheirSquares) {
    SUDOKIT_REQUIRE_POPPLER();
    const std::string pdf = path("nikoli.pdf");
    const auto result = run_sudokit(
        "print tests/data/kakuro/nikoli_kakuro.jsonl --per-page 2 --solutions -o '" + pdf + "'");
    ASSERT_EQ(result.status, 0) << result.err;
    const auto records = kakuro_records(nikoli_kakuro());
    ASSERT_EQ(records.size(), 10u);
    // Five pages of puzzles, three of solutions (four a page: 14x22 boards keep 11.6 pt
    // squares).
    ASSERT_EQ(pdf_page_count(pdf), 8);
    print::PrintOptions options;
    options.per_page = 2;
    options.solutions = true;
    const print::BoardEnvelope envelope{14, 22};
    for (int index = 0; index < 10; ++index) {
        SCOPED_TRACE(::testing::Message() << "puzzle " << index + 1);
        const kakuro::Puzzle& puzzle = records[static_cast<std::size_t>(index)].puzzle();
        const auto& solution = records[static_cast<std::size_t>(index)].stated_solution;
        ASSERT_EQ(solution.size(), static_cast<std::size_t>(puzzle.white_count()));
        const print::Rect board =
            kakuro_board(options, print::PageKind::puzzles, 2, index % 2, envelope, puzzle);
        expect_squares(squares_on_page(page_words(pdf, index / 2 + 1), board, puzzle),
                       expected_squares(puzzle, {}), puzzle);
        const print::Rect solved =
            kakuro_board(options, print::PageKind::solutions, 4, index % 4, envelope, puzzle);
        expect_squares(squares_on_page(page_words(pdf, 6 + index / 4), solved, puzzle),
                       expected_squares(puzzle, solution), puzzle);
    }
    EXPECT_NE(page_text(pdf, 1).find("No. 1"), std::string::npos);
    EXPECT_NE(page_text(pdf, 1).find("gecode-nikoli-k0"), std::string::npos);
    const std::string last = page_text(pdf, 8);
    EXPECT_NE(last.find("Solutions"), std::string::npos) << last;
    EXPECT_NE(last.find("No. 10"), std::string::npos) << last;
    EXPECT_NE(last.find("Page 8 of 8"), std::string::npos) << last;
}

// A line segment of an SVG path: where it starts and where it ends.
struct Segment {
    double x0, y0, x1, y1;
};

// Every straight segment ("L") of the paths of an SVG, from the point before it.
std::vector<Segment> svg_segments(const std::string& svg) {
    std::vector<Segment> segments;
    const std::regex path(R"RE(<path [^>]*d="([^"]*)")RE");
    for (auto it = std::sregex_iterator(svg.begin(), svg.end(), path); it != std::sregex_iterator();
         ++it) {
        std::istringstream d((*it)[1].str());
        double x = 0, y = 0;
        for (std::string command; d >> command;) {
            if (command == "M" || command == "L") {
                double to_x = 0, to_y = 0;
                d >> to_x >> to_y;
                if (command == "L") segments.push_back({x, y, to_x, to_y});
                x = to_x;
                y = to_y;
            }
        }
    }
    return segments;
}

// A glyph Cairo placed in an SVG: its id (one per character and font size) and its origin.
struct PlacedGlyph {
    std::string id;
    double x, y;
};

std::vector<PlacedGlyph> svg_glyphs(const std::string& svg) {
    std::vector<PlacedGlyph> glyphs;
    const std::regex use(R"RE(<use xlink:href="#([^"]+)" x="([-0-9.]+)" y="([-0-9.]+)")RE");
    for (auto it = std::sregex_iterator(svg.begin(), svg.end(), use); it != std::sregex_iterator();
         ++it) {
        glyphs.push_back({(*it)[1], std::stod((*it)[2]), std::stod((*it)[3])});
    }
    return glyphs;
}

// An SVG has no text to search, so the sums are found as glyphs: in each clue square as many
// below and above the diagonal as its sums have digits, the same glyph for the same digit
// everywhere; and a diagonal from the top-left to the bottom-right corner of each clue square.
TEST_F(CliPrintTest, KakuroSvgHasTheDiagonalsAndTheSums) {
    const std::string first = lines_of(nikoli_kakuro()).front() + "\n";
    const std::string svg = path("k0.svg");
    // From standard input: told from Sudoku by its content.
    const auto result = run_sudokit("print -o '" + svg + "'", first);
    ASSERT_EQ(result.status, 0) << result.err;
    const std::string text = file_text(svg);
    ASSERT_TRUE(well_formed_xml(text));
    const kakuro::Puzzle puzzle = kakuro_records(first).front().puzzle();
    const print::Rect board =
        kakuro_board({}, print::PageKind::puzzles, 1, 0, {puzzle.rows(), puzzle.columns()}, puzzle);
    const double cell = board.width / puzzle.columns();
    // Diagonals: the segments that go down to the right by as much as they go across.
    std::vector<Segment> diagonals;
    for (const Segment& segment : svg_segments(text)) {
        const double dx = segment.x1 - segment.x0, dy = segment.y1 - segment.y0;
        if (dx > 1 && std::abs(dx - dy) < 0.01) diagonals.push_back(segment);
    }
    int clues = 0;
    for (int row = 0; row < puzzle.rows(); ++row) {
        for (int column = 0; column < puzzle.columns(); ++column) {
            if (puzzle.square(row, column).kind != kakuro::Square::Kind::clue) continue;
            ++clues;
            const double x = board.x + column * cell, y = board.y + row * cell;
            const auto here = std::count_if(diagonals.begin(), diagonals.end(), [&](auto& d) {
                return std::abs(d.x0 - x) < 1.5 && std::abs(d.y0 - y) < 1.5 &&
                       std::abs(d.x1 - x - cell) < 1.5 && std::abs(d.y1 - y - cell) < 1.5;
            });
            EXPECT_EQ(here, 1) << kakuro::square_name(row, column);
        }
    }
    EXPECT_EQ(diagonals.size(), static_cast<std::size_t>(clues));
    EXPECT_GT(clues, 20);
    // Sums: the glyphs in each triangle, left to right, read through one glyph-to-digit map.
    std::map<std::string, char> digit_of;
    std::map<char, std::string> glyph_of;
    const auto glyphs = svg_glyphs(text);
    for (int row = 0; row < puzzle.rows(); ++row) {
        for (int column = 0; column < puzzle.columns(); ++column) {
            SCOPED_TRACE(kakuro::square_name(row, column));
            const kakuro::Square& square = puzzle.square(row, column);
            const double x = board.x + column * cell, y = board.y + row * cell;
            std::vector<PlacedGlyph> below, above;
            for (const PlacedGlyph& glyph : glyphs) {
                if (glyph.x < x || glyph.x >= x + cell || glyph.y < y || glyph.y >= y + cell)
                    continue;
                (glyph.y - y > glyph.x - x ? below : above).push_back(glyph);
            }
            const auto expect_sum = [&](std::vector<PlacedGlyph>& found, int sum) {
                const std::string digits = sum > 0 ? std::to_string(sum) : "";
                ASSERT_EQ(found.size(), digits.size());
                std::sort(found.begin(), found.end(),
                          [](const auto& a, const auto& b) { return a.x < b.x; });
                for (std::size_t i = 0; i < digits.size(); ++i) {
                    const auto [known, added] = digit_of.try_emplace(found[i].id, digits[i]);
                    EXPECT_EQ(known->second, digits[i]) << found[i].id;
                    const auto [glyph, new_digit] = glyph_of.try_emplace(digits[i], found[i].id);
                    EXPECT_EQ(glyph->second, found[i].id) << digits[i];
                }
            };
            expect_sum(below, square.kind == kakuro::Square::Kind::clue ? square.down_sum : 0);
            expect_sum(above, square.kind == kakuro::Square::Kind::clue ? square.across_sum : 0);
        }
    }
    EXPECT_GE(digit_of.size(), 8u);  // most digits appear in the sums
}

TEST_F(CliPrintTest, KakuroUnreadableRecordIsNamedAndTheRestIsPrinted) {
    SUDOKIT_REQUIRE_POPPLER();
    const std::string input =
        "# 4\\ 3\\\n\\3 . .\n\\4 . .\n\n"
        "# 4\\ 4\\\n\\19 . .\n\\5 . .\n\n"
        "# 3\\ 4\\\n\\3 . .\n\\4 . .\n";
    const std::string pdf = path("bad-kakuro.pdf");
    const auto result = run_sudokit("print --solutions -o '" + pdf + "'", input);
    EXPECT_EQ(result.status, 3);
    EXPECT_NE(result.err.find("line 6, column 1: r2c1: no run of 2 cells sums to 19"),
              std::string::npos)
        << result.err;
    // The two good ones, numbered 1 and 2, then their solutions on one page.
    ASSERT_EQ(pdf_page_count(pdf), 3);
    const auto records = kakuro::read_records(input);
    ASSERT_EQ(records.size(), 3u);
    const kakuro::Puzzle& third = records[2].puzzle();
    print::PrintOptions options;
    options.solutions = true;
    const print::Rect board = kakuro_board(options, print::PageKind::puzzles, 1, 0, {3, 3}, third);
    expect_squares(squares_on_page(page_words(pdf, 2), board, third), expected_squares(third, {}),
                   third);
    EXPECT_NE(page_text(pdf, 2).find("No. 2"), std::string::npos);
    const print::Rect solved =
        kakuro_board(options, print::PageKind::solutions, 4, 1, {3, 3}, third);
    expect_squares(squares_on_page(page_words(pdf, 3), solved, third),
                   expected_squares(third, {2, 1, 1, 3}), third);
}

// A board of 4x4 tiles, each a block, three down and three across clues of 6 over 3x3 white
// squares: valid, with many solutions.
std::string tiled_kakuro(int tiles) {
    const char* tile[] = {"# 6\\ 6\\ 6\\", "\\6 . . .", "\\6 . . .", "\\6 . . ."};
    std::string text;
    for (int row = 0; row < 4 * tiles; ++row) {
        for (int column = 0; column < tiles; ++column) {
            if (column > 0) text += ' ';
            text += tile[row % 4];
        }
        text += '\n';
    }
    return text;
}

TEST_F(CliPrintTest, KakuroWithoutOneSolutionIsPrintedWithoutIt) {
    SUDOKIT_REQUIRE_POPPLER();
    const std::string several = tiled_kakuro(2);
    const std::string none = "# 4\\ 4\\\n\\3 . .\n\\5 . .\n";
    const std::string unique = "# 3\\ 4\\\n\\3 . .\n\\4 . .\n";
    const std::string pdf = path("several.pdf");
    const auto result =
        run_sudokit("print --solutions -o '" + pdf + "'", several + "\n" + none + "\n" + unique);
    EXPECT_EQ(result.status, 1);
    EXPECT_NE(result.err.find("line 1: printed without a solution: the puzzle has more than one "
                              "solution"),
              std::string::npos)
        << result.err;
    EXPECT_NE(result.err.find("line 10: printed without a solution: the puzzle has no solution"),
              std::string::npos)
        << result.err;
    // Three puzzle pages, one page with the one solution, numbered like its puzzle.
    ASSERT_EQ(pdf_page_count(pdf), 4);
    const std::string solutions = page_text(pdf, 4);
    EXPECT_NE(solutions.find("No. 3"), std::string::npos) << solutions;
    EXPECT_EQ(solutions.find("No. 1"), std::string::npos) << solutions;
    EXPECT_EQ(solutions.find("No. 2"), std::string::npos) << solutions;
}

TEST_F(CliPrintTest, ManyKakuroMakeAMultiPagePdfAndLargeOnesFewerAPage) {
    SUDOKIT_REQUIRE_POPPLER();
    const std::string pdf = path("many.pdf");
    const std::string nikoli = "tests/data/kakuro/nikoli_kakuro.jsonl";
    // 20 puzzles from two inputs, numbered on from 5: 14x22 boards fit three a page, not four.
    const auto result =
        run_sudokit("print " + nikoli + " " + nikoli +
                    " --per-page 4 --first-number 5 --title Kakuro -o '" + pdf + "'");
    ASSERT_EQ(result.status, 0) << result.err;
    EXPECT_NE(result.err.find("3 Kakuro a page rather than 4"), std::string::npos) << result.err;
    ASSERT_EQ(pdf_page_count(pdf), 7);
    const std::string last = page_text(pdf, 7);
    EXPECT_NE(last.find("No. 23"), std::string::npos) << last;
    EXPECT_NE(last.find("No. 24"), std::string::npos) << last;
    EXPECT_EQ(last.find("No. 25"), std::string::npos) << last;
    EXPECT_NE(last.find("Kakuro"), std::string::npos) << last;
    // 32x32 squares fill a page each; a smaller board keeps its own slot.
    const std::string large = path("large.pdf");
    const auto big = run_sudokit("print --per-page 6 -o '" + large + "'",
                                 tiled_kakuro(8) + "\n" + tiled_kakuro(8) + "\n" + tiled_kakuro(2));
    ASSERT_EQ(big.status, 0) << big.err;
    EXPECT_NE(big.err.find("1 Kakuro a page rather than 6"), std::string::npos) << big.err;
    ASSERT_EQ(pdf_page_count(large), 3);
    const kakuro::Puzzle puzzle = kakuro_records(tiled_kakuro(8)).front().puzzle();
    ASSERT_EQ(puzzle.rows(), 32);
    const print::Rect board = kakuro_board({}, print::PageKind::puzzles, 1, 0, {32, 32}, puzzle);
    EXPECT_GE(board.width / 32, print::kSmallestKakuroSquare);
    expect_squares(squares_on_page(page_words(large, 2), board, puzzle),
                   expected_squares(puzzle, {}), puzzle);
}

// A Kakuro's caption carries its rating on the Kakuro scale and its level: the first Nikoli
// puzzle needs unique combinations at most (1.7, easy), the last run filling (3.2, hard).
TEST_F(CliPrintTest, KakuroRatingInTheCaption) {
    SUDOKIT_REQUIRE_POPPLER();
    const std::string pdf = path("rated-kakuro.pdf");
    const auto result = run_sudokit(
        "print --rating --per-page 1 "
        "tests/data/kakuro/nikoli_kakuro.jsonl -o '" +
        pdf + "'");
    ASSERT_EQ(result.status, 0) << result.err;
    ASSERT_EQ(pdf_page_count(pdf), 10);
    const std::string first = page_text(pdf, 1);
    EXPECT_NE(first.find("1.7"), std::string::npos) << first;
    EXPECT_NE(first.find("easy"), std::string::npos) << first;
    const std::string last = page_text(pdf, 10);
    EXPECT_NE(last.find("3.2"), std::string::npos) << last;
    EXPECT_NE(last.find("hard"), std::string::npos) << last;
}

// A Kakuro with two solutions is printed "not rated", named on stderr, exit status 1.
TEST_F(CliPrintTest, KakuroWithoutOneSolutionIsNotRated) {
    SUDOKIT_REQUIRE_POPPLER();
    const std::string pdf = path("unrated-kakuro.pdf");
    const auto result =
        run_sudokit("print --rating -o '" + pdf + "'", "#   4\\ 4\\\n\\4 .   .\n\\4 .   .\n");
    EXPECT_EQ(result.status, 1) << result.err;
    EXPECT_NE(result.err.find("printed without a rating"), std::string::npos) << result.err;
    EXPECT_NE(page_text(pdf, 1).find("not rated"), std::string::npos);
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
