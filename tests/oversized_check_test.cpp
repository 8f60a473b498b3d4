// Grids above 64x64, up to 100x100: read in numbers, checked against the rules, refused by
// every other use with a message that says so.

#include <algorithm>
#include <map>
#include <random>
#include <sstream>
#include <string>
#include <tuple>
#include <vector>

#include <gtest/gtest.h>

#include "cli_test_support.hpp"
#include "sudokit/format.hpp"
#include "sudokit/oversized_grid.hpp"

namespace sudokit {
namespace {

using testing::run_sudokit;

// A full grid that keeps the rules, for boxes of `rows` x `cols`: each band of rows shifts
// the one above by a box's width, each row in a band by one.
OversizedGrid pattern_solution(OversizedBoxes boxes) {
    OversizedGrid grid(boxes);
    const int n = boxes.side();
    for (int r = 0; r < n; ++r) {
        for (int c = 0; c < n; ++c)
            grid.set(r * n + c, (boxes.cols * (r % boxes.rows) + r / boxes.rows + c) % n + 1);
    }
    return grid;
}

// One row of numbers per line.
std::string numbers_text(const OversizedGrid& grid) {
    std::ostringstream text;
    for (int r = 0; r < grid.side(); ++r) {
        for (int c = 0; c < grid.side(); ++c)
            text << (c ? " " : "") << grid[r * grid.side() + c];
        text << '\n';
    }
    return text.str();
}

std::vector<ReadRecord> read_all(const std::string& text, ReadOptions options = {}) {
    std::istringstream input(text);
    PuzzleReader reader(input, options);
    std::vector<ReadRecord> records;
    while (auto record = reader.next())
        records.push_back(std::move(*record));
    return records;
}

// Conflicts found another way: every pair of cells that share a row, column or box (the box
// told by the cell's coordinates) and a digit, gathered per house kind, index and digit.
using ConflictKey = std::tuple<int, int, int>;  // kind (0 row, 1 column, 2 box), index, digit
std::map<ConflictKey, std::vector<int>> conflicts_by_pairs(const OversizedGrid& grid) {
    const int n = grid.side();
    const OversizedBoxes boxes = grid.boxes();
    const auto house_index = [&](int cell, int kind) {
        const int r = cell / n;
        const int c = cell % n;
        if (kind == 0) return r;
        if (kind == 1) return c;
        return r / boxes.rows * (n / boxes.cols) + c / boxes.cols;
    };
    std::map<ConflictKey, std::vector<int>> found;
    for (int a = 0; a < grid.cell_count(); ++a) {
        for (int b = a + 1; b < grid.cell_count(); ++b) {
            if (grid.empty(a) || grid[a] != grid[b]) continue;
            for (int kind = 0; kind < 3; ++kind) {
                if (house_index(a, kind) != house_index(b, kind)) continue;
                auto& cells = found[{kind, house_index(a, kind), grid[a]}];
                cells.push_back(a);
                cells.push_back(b);
            }
        }
    }
    for (auto& [key, cells] : found) {
        std::sort(cells.begin(), cells.end());
        cells.erase(std::unique(cells.begin(), cells.end()), cells.end());
    }
    return found;
}

TEST(OversizedCheckTest, BoxesAreTheSquarestSplitUpTo10x10) {
    const std::map<int, std::string> expected = {{70, "7x10"}, {72, "8x9"},  {80, "8x10"},
                                                 {81, "9x9"},  {90, "9x10"}, {100, "10x10"}};
    for (int side = 1; side <= 120; ++side) {
        const auto boxes = OversizedBoxes::for_side(side);
        const auto wanted = expected.find(side);
        ASSERT_EQ(boxes.has_value(), wanted != expected.end()) << side;
        if (boxes) {
            EXPECT_EQ(boxes->name(), wanted->second);
        }
    }
    EXPECT_EQ(OversizedBoxes::parse_size("10x9"), (OversizedBoxes{10, 9}));
    EXPECT_EQ(OversizedBoxes::parse_size("100"), (OversizedBoxes{10, 10}));
    EXPECT_FALSE(OversizedBoxes::parse_size("8x8"));   // a Shape's size
    EXPECT_FALSE(OversizedBoxes::parse_size("11x7"));  // box side above 10
    EXPECT_FALSE(OversizedBoxes::parse_size("75"));
    EXPECT_FALSE(OversizedBoxes::parse_size("9x"));
}

TEST(OversizedCheckTest, ConflictsAgreeWithAPairwiseSearch) {
    std::mt19937 random(7);
    for (const OversizedBoxes boxes : {OversizedBoxes{10, 10}, OversizedBoxes{8, 9},
                                       OversizedBoxes{10, 7}, OversizedBoxes{9, 9}}) {
        OversizedGrid grid = pattern_solution(boxes);
        EXPECT_TRUE(find_conflicts(grid).empty()) << boxes.name();
        EXPECT_TRUE(conflicts_by_pairs(grid).empty());
        // Blanks and wrong digits at random: some conflicts in every kind of house.
        std::uniform_int_distribution<int> cell_of(0, grid.cell_count() - 1);
        std::uniform_int_distribution<int> digit_of(0, grid.side());
        for (int change = 0; change < 300; ++change)
            grid.set(cell_of(random), digit_of(random));
        const std::vector<Conflict> conflicts = find_conflicts(grid);
        const auto expected = conflicts_by_pairs(grid);
        ASSERT_EQ(conflicts.size(), expected.size()) << boxes.name();
        int kinds_seen[3] = {0, 0, 0};
        for (const Conflict& conflict : conflicts) {
            const int kind = conflict.house / grid.side();
            ++kinds_seen[kind];
            const auto it = expected.find({kind, conflict.house % grid.side(), conflict.digit});
            ASSERT_NE(it, expected.end()) << describe(grid, conflict);
            EXPECT_EQ(conflict.cells, it->second) << describe(grid, conflict);
        }
        EXPECT_GT(kinds_seen[0], 0);
        EXPECT_GT(kinds_seen[1], 0);
        EXPECT_GT(kinds_seen[2], 0);
    }
}

TEST(OversizedCheckTest, ConflictsAreNamedByHouseDigitAndCells) {
    OversizedGrid grid = pattern_solution({10, 10});
    grid.set(99, grid[0]);  // r1c100 repeats r1c1's digit
    const std::vector<Conflict> conflicts = find_conflicts(grid);
    ASSERT_FALSE(conflicts.empty());
    EXPECT_EQ(describe(grid, conflicts.front()), "row 1 has 1 twice: r1c1, r1c100");
    EXPECT_EQ(grid.house_name(2 * 100 + 99), "box 100");
    EXPECT_EQ(grid.house_cells(2 * 100 + 99).front(), 90 * 100 + 90);
}

TEST(OversizedCheckTest, NumbersAbove64x64AreReadForCheckAndRefusedElsewhere) {
    const OversizedGrid solution = pattern_solution({10, 10});
    std::string text = numbers_text(solution);
    // A whole grid on one line reads the same.
    std::string one_line = text;
    std::replace(one_line.begin(), one_line.end(), '\n', ' ');
    for (const std::string& written : {text, one_line + "\n"}) {
        const std::vector<ReadRecord> records =
            read_all(written + "\n" + testing::kNewspaperPuzzle + "\n");
        ASSERT_EQ(records.size(), 2u);
        ASSERT_FALSE(records[0].ok());
        ASSERT_TRUE(records[0].oversized);
        EXPECT_EQ(records[0].oversized->values().size(), 10000u);
        EXPECT_TRUE(std::ranges::equal(records[0].oversized->values(), solution.values()));
        EXPECT_NE(records[0].error().message.find("only checked (sudokit check)"),
                  std::string::npos)
            << records[0].error().message;
        EXPECT_TRUE(records[1].ok());  // the next record reads as before
    }
}

TEST(OversizedCheckTest, ALineThatStartsWith100IsNumbers) {
    // The digits relabelled (1 becomes 100, d becomes d - 1): still a solution, 100 first.
    OversizedGrid grid = pattern_solution({10, 10});
    for (int cell = 0; cell < grid.cell_count(); ++cell)
        grid.set(cell, (grid[cell] + 98) % 100 + 1);
    ASSERT_EQ(grid[0], 100);
    auto records = read_all(numbers_text(grid));
    ASSERT_EQ(records.size(), 1u);
    ASSERT_TRUE(records[0].oversized) << records[0].error().to_string();
    EXPECT_TRUE(find_conflicts(*records[0].oversized).empty());
    // A whole grid of 100s on one line: read, with a conflict in every house.
    std::string hundreds;
    for (int cell = 0; cell < grid.cell_count(); ++cell)
        hundreds += "100 ";
    records = read_all(hundreds + "\n");
    ASSERT_EQ(records.size(), 1u);
    ASSERT_TRUE(records[0].oversized) << records[0].error().to_string();
    EXPECT_EQ(find_conflicts(*records[0].oversized).size(), 300u);
}

TEST(OversizedCheckTest, EightyOneNumbersAreARowOnlyWithANumberAbove9) {
    const OversizedGrid solution = pattern_solution({9, 9});
    auto records = read_all(numbers_text(solution));
    ASSERT_EQ(records.size(), 1u);
    ASSERT_TRUE(records[0].oversized);
    EXPECT_EQ(records[0].oversized->boxes(), (OversizedBoxes{9, 9}));
    // 81 numbers up to 9 stay a 9x9 puzzle.
    std::string classic;
    for (const char symbol : std::string(testing::kNewspaperPuzzle))
        classic += std::string(1, symbol == '.' ? '0' : symbol) + " ";
    records = read_all(classic + "\n");
    ASSERT_EQ(records.size(), 1u);
    EXPECT_TRUE(records[0].ok());
}

TEST(OversizedCheckTest, ForcedBoxesAndReadingErrorsNameTheirPlace) {
    const OversizedGrid solution = pattern_solution({10, 9});
    ReadOptions forced;
    forced.oversized_boxes = OversizedBoxes{10, 9};
    auto records = read_all(numbers_text(solution), forced);
    ASSERT_EQ(records.size(), 1u);
    ASSERT_TRUE(records[0].oversized);
    EXPECT_EQ(records[0].oversized->boxes(), (OversizedBoxes{10, 9}));
    EXPECT_TRUE(find_conflicts(*records[0].oversized).empty());
    // Without --size a 90x90 gets the squarest boxes, 9x10, where this grid breaks boxes.
    records = read_all(numbers_text(solution));
    ASSERT_TRUE(records[0].oversized);
    EXPECT_FALSE(find_conflicts(*records[0].oversized).empty());

    std::string text = numbers_text(pattern_solution({10, 10}));
    const std::size_t third_row = text.find('\n', text.find('\n') + 1) + 1;
    std::string bad = text;
    bad.replace(third_row, bad.find(' ', third_row) - third_row, "101");
    records = read_all(bad);
    ASSERT_EQ(records.size(), 1u);
    EXPECT_FALSE(records[0].oversized);
    EXPECT_EQ(records[0].error().to_string(),
              "line 3, column 1: expected a number from 0 to 100 (0 for a blank), found '101'");
    std::string short_text = text.substr(0, text.rfind('\n', text.size() - 2) + 1);
    records = read_all(short_text + "\n");
    ASSERT_EQ(records.size(), 1u);
    EXPECT_EQ(records[0].error().message, "expected 10000 numbers for a 100x100 grid, found 9900");
}

TEST(OversizedCheckTest, CheckCommandReportsEveryConflictAndGoesOn) {
    const OversizedGrid solution = pattern_solution({10, 10});
    OversizedGrid wrong = solution;
    wrong.set(0, solution[1]);  // r1c1 takes r1c2's digit: row and box conflicts
    OversizedGrid partial = solution;
    partial.set(5 * 100 + 5, 0);
    const std::string input = numbers_text(solution) + "\n" + numbers_text(wrong) + "\n" +
                              "not a grid\n\n" + numbers_text(partial);
    auto result = run_sudokit("check", input);
    EXPECT_EQ(result.status, 3) << result.err;  // one unreadable record
    const auto lines = testing::lines_of(result.out);
    ASSERT_EQ(lines.size(), 4u) << result.out;
    EXPECT_EQ(lines[0], "line 1: valid complete grid");
    EXPECT_EQ(lines[1],
              "line 102: row 1 has 2 twice: r1c1, r1c2; column 1 has 2 twice: r1c1, r11c1; "
              "box 1 has 2 twice: r1c1, r1c2");
    EXPECT_EQ(lines[2], "line 203: unreadable grid");
    EXPECT_EQ(lines[3],
              "line 205: no conflicts; 1 empty cells; completion not searched (grids above "
              "64x64 are checked for conflicts only)");

    result = run_sudokit("check --json", numbers_text(wrong));
    EXPECT_EQ(result.status, 1);
    EXPECT_NE(result.out.find(R"({"cells":["r1c1","r1c2"],"digit":2,"house":"box 1"})"),
              std::string::npos)
        << result.out;

    result = run_sudokit("check", numbers_text(partial));
    EXPECT_EQ(result.status, 2);

    // Every other command says what the grid is and that only check takes it.
    result = run_sudokit("solve", numbers_text(solution));
    EXPECT_EQ(result.status, 3);
    EXPECT_NE(result.err.find("a 100x100 grid (boxes 10x10) is only checked (sudokit check)"),
              std::string::npos)
        << result.err;
}

TEST(OversizedCheckTest, CheckAgainstAPuzzleAndWithForcedBoxes) {
    const OversizedGrid solution = pattern_solution({9, 10});
    OversizedGrid puzzle = solution;
    for (int cell = 0; cell < puzzle.cell_count(); cell += 3)
        puzzle.set(cell, 0);
    const auto path = std::filesystem::temp_directory_path() /
                      ("sudokit-oversized-against-" + std::to_string(::getpid()) + ".txt");
    { std::ofstream(path) << numbers_text(puzzle); }
    auto result = run_sudokit("check --against '" + path.string() + "'", numbers_text(solution));
    EXPECT_EQ(result.status, 0) << result.err;
    EXPECT_EQ(result.out, "line 1: valid solution\n");
    OversizedGrid changed = solution;
    changed.set(0, 0);
    result = run_sudokit("check --against '" + path.string() + "'", numbers_text(changed));
    EXPECT_EQ(result.status, 1);
    EXPECT_EQ(result.out, "line 1: 1 empty cell(s)\n");
    // A 9x9 checked against the 90x90 puzzle: sizes differ.
    result = run_sudokit("check --against '" + path.string() + "'",
                         std::string(testing::kNewspaperSolution) + "\n");
    EXPECT_EQ(result.status, 1);
    EXPECT_EQ(result.out, "line 1: the grid and its puzzle differ in size\n");
    result = run_sudokit("check --json --against '" + path.string() + "'",
                         std::string(testing::kNewspaperSolution) + "\n");
    EXPECT_EQ(result.status, 1);
    EXPECT_NE(result.out.find(R"("shape_mismatch":true)"), std::string::npos) << result.out;
    // And the other way: the 90x90 grid against a 9x9 puzzle.
    { std::ofstream(path) << testing::kNewspaperPuzzle << "\n"; }
    result = run_sudokit("check --json --against '" + path.string() + "'", numbers_text(solution));
    EXPECT_EQ(result.status, 1);
    EXPECT_NE(result.out.find(R"("shape_mismatch":true)"), std::string::npos) << result.out;
    std::filesystem::remove(path);

    // 10x9 boxes only with --size.
    const OversizedGrid tall = pattern_solution({10, 9});
    EXPECT_EQ(run_sudokit("check --size 10x9", numbers_text(tall)).status, 0);
    EXPECT_EQ(run_sudokit("check", numbers_text(tall)).status, 1);
}

}  // namespace
}  // namespace sudokit
