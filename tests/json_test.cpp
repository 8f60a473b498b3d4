// JSON forms of puzzles, results and errors, and puzzles read back from JSON.

#include "sudokit/json.hpp"

#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "format/symbols.hpp"
#include "test_support.hpp"

namespace sudokit {
namespace {

using nlohmann::json;

constexpr std::string_view kPuzzle =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
constexpr std::string_view kSolution =
    "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

Puzzle expect_puzzle(const json& value) {
    auto result = puzzle_from_json(value);
    if (const auto* error = std::get_if<ParseError>(&result)) {
        ADD_FAILURE() << error->to_string() << " for " << value.dump();
        return Puzzle();
    }
    return std::get<Puzzle>(result);
}

std::string expect_error(const json& value) {
    auto result = puzzle_from_json(value);
    if (std::holds_alternative<Puzzle>(result)) {
        ADD_FAILURE() << "expected an error for " << value.dump();
        return {};
    }
    return std::get<ParseError>(result).to_string();
}

// The records `generate --json` writes hold the puzzle under "puzzle": they read as it, so
// one command's JSON feeds another.
TEST(JsonPuzzleTest, GeneratedRecordsReadAsTheirPuzzle) {
    const json record = {{"clues", 30},
                         {"puzzle", {{"size", "3x3"}, {"givens", std::string(kPuzzle)}}},
                         {"solution", std::string(kSolution)}};
    EXPECT_EQ(to_line(expect_puzzle(record).givens), std::string(kPuzzle));
    const json killer = {{"puzzle",
                          {{"givens", std::string(81, '.')},
                           {"cages", json::array({{{"sum", 3}, {"cells", {0, 1}}},
                                                  {{"sum", 17}, {"cells", {2}}}})}}}};
    EXPECT_NE(expect_error(killer).find("in \"puzzle\""), std::string::npos);
    // Givens beside a "puzzle" field are the puzzle; a record without either still says so.
    const json both = {{"givens", std::string(kPuzzle)}, {"puzzle", {{"givens", "1"}}}};
    EXPECT_EQ(to_line(expect_puzzle(both).givens), std::string(kPuzzle));
    EXPECT_NE(expect_error(json{{"puzzle", "53..7"}}).find("\"givens\""), std::string::npos);
    // One level only: a record inside a record is not unwrapped again.
    const json twice = {{"puzzle", {{"puzzle", {{"givens", std::string(kPuzzle)}}}}}};
    EXPECT_NE(expect_error(twice).find("in \"puzzle\": expected a \"givens\" field"),
              std::string::npos);
}

// A grid of `shape` that keeps the rules, with some cells cleared (the highest digit stays).
Grid pattern_grid(const Shape& shape) {
    Grid grid(shape);
    const int side = shape.side();
    for (int row = 0; row < side; ++row) {
        for (int col = 0; col < side; ++col) {
            const int shift = (row % shape.box_rows()) * shape.box_cols() + row / shape.box_rows();
            const int digit = (shift + col) % side + 1;
            const bool blank = digit != side && (row * 7 + col * 3) % 5 == 0;
            grid.set(shape.cell_at(row, col), blank ? 0 : digit);
        }
    }
    return grid;
}

std::string label_for(int rows, int cols) {
    std::string label = std::to_string(rows);
    label += "x";
    label += std::to_string(cols);
    return label;
}

// ---------------------------------------------------------------------------------------
// Writing

TEST(JsonTest, PuzzleHasSizeGivensAndLabelWhenThereIsOne) {
    Puzzle puzzle = testing::puzzle_from_line(kPuzzle);
    EXPECT_EQ(to_json(puzzle).dump(),
              R"({"givens":")" + std::string(kPuzzle) + R"(","size":"3x3"})");
    puzzle.label = "newspaper-easy";
    EXPECT_EQ(to_json(puzzle).dump(), R"({"givens":")" + std::string(kPuzzle) +
                                          R"(","label":"newspaper-easy","size":"3x3"})");

    Puzzle six(pattern_grid(Shape(3, 2)));
    EXPECT_EQ(to_json(six)["size"], "3x2");

    // Symbol sets that detection could misread are named.
    Puzzle hex(pattern_grid(Shape(4, 4)));
    hex.symbols = SymbolSet::zero_hex;
    EXPECT_EQ(to_json(hex)["symbols"], "0-9A");
    EXPECT_EQ(to_json(hex)["givens"].get<std::string>().substr(0, 16), ".1234.6789.BCDEF");
    hex.symbols = SymbolSet::digits_letters;
    EXPECT_FALSE(to_json(hex).contains("symbols"));
}

TEST(JsonTest, GridIsALineInTheGivenSymbols) {
    const Grid grid = pattern_grid(Shape(5, 5));
    EXPECT_EQ(grid_to_json(grid).get<std::string>().substr(0, 25), ".2345.789A.CDEF.HIJK.MNOP");
    EXPECT_EQ(grid_to_json(grid, SymbolSet::letters).get<std::string>().substr(0, 25),
              ".BCDE.GHIJ.LMNO.QRST.VWXY");
}

TEST(JsonTest, SolveResult) {
    SolveResult result;
    result.verdict = Verdict::unique;
    result.solution_count = 1;
    result.exhausted = true;
    result.solutions.push_back(testing::puzzle_from_line(kSolution).givens);
    result.counters = SolveCounters{12, 3, 2};
    EXPECT_EQ(to_json(result), json::parse(R"({"verdict":"unique","count":1,"exhausted":true,
        "solutions":[")" + std::string(kSolution) +
                                           R"("],
        "counters":{"nodes":12,"guesses":3,"backtracks":2}})"));

    SolveResult none;
    EXPECT_EQ(to_json(none).dump(),
              R"({"count":0,"counters":{"backtracks":0,"guesses":0,"nodes":0},)"
              R"("exhausted":false,"solutions":[],"verdict":"none"})");
}

TEST(JsonTest, ConflictNamesHouseDigitAndCells) {
    Grid grid;
    grid.set(grid.shape().cell_at(3, 1), 7);
    grid.set(grid.shape().cell_at(3, 7), 7);
    const auto conflicts = find_conflicts(grid);
    ASSERT_EQ(conflicts.size(), 1u);
    EXPECT_EQ(to_json(grid.shape(), conflicts[0]).dump(),
              R"({"cells":["r4c2","r4c8"],"digit":7,"house":"row 4"})");
}

TEST(JsonTest, SolutionCheck) {
    const Puzzle puzzle = testing::puzzle_from_line(kPuzzle);
    Grid answer = testing::puzzle_from_line(kSolution).givens;
    answer.set(0, 4);  // changes the given 5 and repeats the 4 of r1c3 and r5c1
    answer.clear(72);  // leaves r9c1 empty
    const SolutionCheck check = check_solution(puzzle, answer);
    EXPECT_EQ(to_json(check, puzzle.shape()), json::parse(R"({
        "valid": false,
        "conflicts": [
            {"house": "row 1", "digit": 4, "cells": ["r1c1", "r1c3"]},
            {"house": "column 1", "digit": 4, "cells": ["r1c1", "r5c1"]},
            {"house": "box 1", "digit": 4, "cells": ["r1c1", "r1c3"]}
        ],
        "empty_cells": ["r9c1"],
        "changed_givens": ["r1c1"]
    })"));

    const SolutionCheck good = check_solution(puzzle, testing::puzzle_from_line(kSolution).givens);
    EXPECT_EQ(to_json(good, puzzle.shape()).dump(),
              R"({"changed_givens":[],"conflicts":[],"empty_cells":[],"valid":true})");
}

TEST(JsonTest, ParseError) {
    EXPECT_EQ(to_json(ParseError{3, 17, "expected a digit"}).dump(),
              R"({"column":17,"line":3,"message":"expected a digit"})");
}

// ---------------------------------------------------------------------------------------
// Reading

TEST(JsonTest, ReadsGivensAsAString) {
    const Puzzle expected = testing::puzzle_from_line(kPuzzle);
    const Puzzle full = expect_puzzle(
        json::parse(R"({"size":"3x3","givens":")" + std::string(kPuzzle) + R"(","label":"x"})"));
    EXPECT_EQ(full.givens, expected.givens);
    EXPECT_EQ(full.label, "x");
    // The size is optional when the length tells it; a bare side is read too.
    EXPECT_EQ(expect_puzzle({{"givens", kPuzzle}}).givens, expected.givens);
    EXPECT_EQ(expect_puzzle({{"size", 9}, {"givens", kPuzzle}}).givens, expected.givens);
    // Any line form: zeros as blanks, a boxed grid.
    std::string zeros(kPuzzle);
    for (char& symbol : zeros) {
        if (symbol == '.') symbol = '0';
    }
    EXPECT_EQ(expect_puzzle({{"givens", zeros}}).givens, expected.givens);
    EXPECT_EQ(expect_puzzle({{"givens", to_boxed(expected.givens)}}).givens, expected.givens);
    // A 6x6 with tall boxes needs its size.
    const Puzzle tall = expect_puzzle({{"size", "3x2"}, {"givens", std::string(36, '.')}});
    EXPECT_EQ(tall.shape(), Shape(3, 2));
}

TEST(JsonTest, ReadsGivensAsNumbers) {
    const Grid expected = testing::puzzle_from_line(kPuzzle).givens;
    json flat = json::array();
    json rows = json::array();
    for (int row = 0; row < 9; ++row) {
        json numbers = json::array();
        for (int col = 0; col < 9; ++col) {
            const int value = expected.at(row, col);
            flat.push_back(value);
            numbers.push_back(value == 0 ? json(nullptr) : json(value));
        }
        rows.push_back(numbers);
    }
    EXPECT_EQ(expect_puzzle({{"givens", flat}}).givens, expected);
    EXPECT_EQ(expect_puzzle({{"size", "3x3"}, {"givens", rows}}).givens, expected);
}

TEST(JsonTest, ErrorsSayWhatWasExpected) {
    EXPECT_EQ(expect_error(json::array()),
              R"(expected a puzzle object such as {"size":"3x3","givens":"..."}, found an array)");
    EXPECT_EQ(expect_error({{"size", "3x3"}}), R"(expected a "givens" field, found none)");
    EXPECT_EQ(expect_error({{"size", "3x"}, {"givens", kPuzzle}}),
              "'3x' is not a size: give the boxes as RxC (3x3, 2x3, 4x4) or the grid's side (6, "
              "9, 16, 25, 36)");
    EXPECT_EQ(expect_error({{"size", "9x9"}, {"givens", kPuzzle}}).substr(0, 39),
              "'9x9' is boxes of 9x9, an 81x81 grid: R");
    EXPECT_EQ(expect_error({{"size", true}, {"givens", kPuzzle}}),
              R"(expected "size" as box rows x box columns such as "3x3" or "2x3", or the side, )"
              R"(found true)");
    EXPECT_EQ(expect_error({{"givens", 5}}),
              R"(expected "givens" as a string or an array, found the number 5)");

    std::string bad(kPuzzle);
    bad[16] = 'Z';
    EXPECT_EQ(expect_error({{"givens", bad}}),
              R"(line 1, column 17: in "givens": expected a digit 1-9 or a blank )"
              R"((. 0 - _ * ? x), found 'Z')");
    EXPECT_EQ(expect_error({{"givens", std::string(kPuzzle).substr(1)}}),
              R"(line 1: in "givens": expected 81 symbols for a 9x9 puzzle )"
              R"((or 16, 36, 144, 256, 625, 1296, 2401, 4096), found 80)");
    EXPECT_EQ(expect_error({{"size", "2x2"}, {"givens", kPuzzle}}),
              R"(line 1: in "givens": expected 16 symbols for a 4x4 puzzle, found 81)");

    json numbers = json::array();
    for (int cell = 0; cell < 16; ++cell) {
        numbers.push_back(cell == 5 ? 5 : 0);
    }
    EXPECT_EQ(expect_error({{"givens", numbers}}),
              R"(expected "givens" values from 0 to 4 (0 or null for a blank), found the )"
              R"(number 5 at cell r2c2)");
    numbers.push_back(0);
    EXPECT_EQ(expect_error({{"givens", numbers}}),
              R"(expected "givens" to hold a square number of cells )"
              R"((16, 36, 81, 144, 256, 625, 1296, 2401, 4096), found 17 values)");

    EXPECT_EQ(expect_error({{"givens", kPuzzle}, {"label", 3}}),
              R"(expected "label" as a string, found the number 3)");
    EXPECT_EQ(expect_error({{"givens", kPuzzle}, {"symbols", "hex"}}),
              R"(expected "symbols" to be one of "auto", "digits", "1-9A", "0-9A", "letters", )"
              R"(found the string "hex")");
    // Variants are read only where the caller takes them (ReadOptions::variants).
    EXPECT_EQ(expect_error(
                  {{"givens", kPuzzle}, {"cages", json::parse(R"([{"sum":15,"cells":[0,1]}])")}}),
              "this is a Killer puzzle: variants are solved, explained, hinted and rated so far "
              "(sudokit solve, explain, hint, rate)");
    EXPECT_EQ(expect_puzzle({{"givens", kPuzzle}, {"diagonals", false}}).shape(), Shape());
}

// A variant's houses (cages with and without sums, diagonals, windows, jigsaw regions) are
// written by to_json and read back the same by a caller that takes variants.
TEST(JsonTest, VariantHousesRoundTrip) {
    ReadOptions options;
    options.variants = true;
    const std::string regions =
        "112223331112223331112223331445556664445556664445556664778889997778889997778889997";
    const json written = {{"givens", kPuzzle},
                          {"regions", regions},
                          {"diagonals", true},
                          {"windoku", true},
                          {"cages", json::parse(R"([{"sum":15,"cells":[3,2]},{"cells":[80]}])")}};
    auto first = puzzle_from_json(written, options);
    ASSERT_TRUE(std::holds_alternative<Puzzle>(first)) << std::get<ParseError>(first).message;
    const Puzzle& puzzle = std::get<Puzzle>(first);
    ASSERT_TRUE(puzzle.houses);
    EXPECT_EQ(puzzle.houses->variant_name(), "Killer-jigsaw-windoku-X");
    const json again = to_json(puzzle);
    EXPECT_EQ(again["cages"], json::parse(R"([{"sum":15,"cells":[2,3]},{"cells":[80]}])"));
    EXPECT_EQ(again["diagonals"], true);
    EXPECT_EQ(again["windoku"], true);
    auto second = puzzle_from_json(again, options);
    ASSERT_TRUE(std::holds_alternative<Puzzle>(second));
    const Geometry& read_back = *std::get<Puzzle>(second).houses;
    ASSERT_EQ(read_back.house_count(), puzzle.houses->house_count());
    for (int house = 0; house < read_back.house_count(); ++house) {
        EXPECT_EQ(read_back.house(house).cells, puzzle.houses->house(house).cells) << house;
        EXPECT_EQ(read_back.house(house).sum, puzzle.houses->house(house).sum) << house;
    }
}

TEST(JsonTest, PuzzlesRoundTripForEveryShapeAndSymbolSet) {
    std::vector<Puzzle> puzzles;
    for (int rows = 2; rows <= kMaxSize; ++rows) {
        for (int cols = 2; cols <= kMaxSize; ++cols) {
            if (!Shape::is_valid(rows, cols)) continue;
            Puzzle puzzle(pattern_grid(Shape(rows, cols)), label_for(rows, cols));
            puzzles.push_back(puzzle);
            if (puzzle.shape().side() > 9) {
                for (const SymbolSet symbols :
                     {SymbolSet::digits_letters, SymbolSet::zero_hex, SymbolSet::letters}) {
                    puzzle.symbols = symbols;
                    puzzles.push_back(puzzle);
                }
            }
        }
    }
    for (const Puzzle& puzzle : puzzles) {
        SCOPED_TRACE(puzzle.label);
        // Through text, as the command line and the server exchange it.
        const json text = json::parse(to_json(puzzle).dump());
        const Puzzle back = expect_puzzle(text);
        EXPECT_EQ(back.givens, puzzle.givens);
        EXPECT_EQ(back.label, puzzle.label);
        // A set too small for the side (letters above 26) is not used, nor named.
        if (puzzle.symbols != SymbolSet::automatic &&
            format_detail::symbol_set_capacity(puzzle.symbols) >= puzzle.shape().side()) {
            EXPECT_EQ(back.symbols, puzzle.symbols);
        }
    }
}

}  // namespace
}  // namespace sudokit
