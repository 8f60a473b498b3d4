// Grids above 25x25 (36x36 with 6x6 boxes, 49x49, 64x64 with 8x8 boxes): cell storage, the
// four solvers cross-checked, formats, conflict checks and the logic engine's soundness.

#include <algorithm>
#include <fstream>
#include <numeric>
#include <random>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "sudokit/candidates.hpp"
#include "sudokit/format.hpp"
#include "sudokit/generate.hpp"
#include "sudokit/logic.hpp"
#include "sudokit/position.hpp"
#include "sudokit/rules.hpp"
#include "sudokit/solve.hpp"
#include "sudokit/step.hpp"
#include "sudokit/technique.hpp"

namespace sudokit {
namespace {

// A random solution of any shape, as the generator draws them.
Grid random_solution(const Shape& shape, std::mt19937_64& random) {
    return random_solution_grid(shape, random());
}

// The solution with about `blank_share` of its cells emptied at random.
Grid blanked(const Grid& solution, double blank_share, std::mt19937_64& random) {
    Grid givens = solution;
    std::bernoulli_distribution blank(blank_share);
    for (int cell = 0; cell < givens.size(); ++cell) {
        if (blank(random)) givens.clear(cell);
    }
    return givens;
}

// The same, then as many cells given back (where another solution differs) as it takes for
// the puzzle to have one solution.
Puzzle with_blanks(const Grid& solution, double blank_share, std::mt19937_64& random) {
    Grid givens = blanked(solution, blank_share, random);
    for (;;) {
        const SolveResult result = solve(Puzzle(givens));
        if (result.verdict == Verdict::unique) return Puzzle(givens);
        const Grid& other =
            result.solutions.front() == solution ? result.solutions[1] : result.solutions.front();
        int cell = 0;
        while (other[cell] == solution[cell])
            ++cell;
        givens.set(cell, solution[cell]);
    }
}

TEST(LargeGridTest, GridsAndCandidatesCopyWholeAtEverySize) {
    std::mt19937_64 random(3);
    const Grid nine = random_solution(Shape(3, 3), random);
    const Grid big = random_solution(Shape(8, 8), random);
    ASSERT_EQ(find_conflicts(big).size(), 0u);
    Grid copy = big;
    EXPECT_EQ(copy, big);
    copy = nine;  // large to small
    EXPECT_EQ(copy, nine);
    copy = big;  // and back
    EXPECT_EQ(copy, big);
    const Grid moved = std::move(copy);
    EXPECT_EQ(moved, big);
    copy = moved;  // a moved-from grid can be assigned again
    EXPECT_EQ(copy, big);

    Grid sparse = big;
    sparse.clear(4095);
    sparse.clear(0);
    const Candidates marks = Candidates::from_grid(sparse);
    const Candidates marks_copy = marks;
    EXPECT_EQ(marks_copy, marks);
    // Digit 64 is the top bit of a 64-bit set.
    EXPECT_EQ(marks[4095], DigitSet::single(big[4095]));
    EXPECT_EQ(Candidates(Shape(8, 8))[100], DigitSet::all(64));
    EXPECT_EQ(DigitSet::all(64).size(), 64);
    EXPECT_EQ(DigitSet::all(64).highest(), 64);
}

TEST(LargeGridTest, EverySolverFindsTheOneSolution) {
    std::mt19937_64 random(11);
    for (const Shape shape : {Shape(5, 6), Shape(6, 6), Shape(7, 7), Shape(8, 8)}) {
        SCOPED_TRACE(shape.name());
        const Grid solution = random_solution(shape, random);
        const Puzzle puzzle = with_blanks(solution, 0.2, random);
        for (const Algorithm algorithm : kAllAlgorithms) {
            SCOPED_TRACE(std::string(to_string(algorithm)));
            SolveOptions options;
            options.algorithm = algorithm;
            const SolveResult result = solve(puzzle, options);
            ASSERT_EQ(result.verdict, Verdict::unique);
            ASSERT_EQ(result.solutions.size(), 1u);
            EXPECT_EQ(result.solutions.front(), solution);
        }
    }
}

// A generated 64x64 puzzle needs the fast solver's lookahead, which tries each way on the board
// and puts back every cell it changed, masks and the flags a 64x64 board keeps apart. The
// puzzle and its solution are in tests/data (the other solvers take minutes on it, so the
// solution is checked against the rules here instead).
TEST(LargeGridTest, AGenerated64x64IsProvedUniqueByLookahead) {
    std::ifstream file(std::string(SUDOKIT_SOURCE_DIR) + "/tests/data/large/generated_64x64.txt");
    std::vector<std::string> lines;
    for (std::string line; std::getline(file, line);) {
        if (!line.empty() && line[0] != '#') lines.push_back(line);
    }
    ASSERT_EQ(lines.size(), 2u);
    const auto puzzle = parse_puzzle(lines[0], ReadOptions{});
    const auto solution = parse_puzzle(lines[1], ReadOptions{});
    ASSERT_TRUE(std::holds_alternative<Puzzle>(puzzle));
    ASSERT_TRUE(std::holds_alternative<Puzzle>(solution));
    const Grid& expected = std::get<Puzzle>(solution).givens;
    ASSERT_EQ(expected.shape(), Shape(8, 8));
    ASSERT_TRUE(check_solution(std::get<Puzzle>(puzzle), expected).is_solution());

    SolveOptions options;
    options.algorithm = Algorithm::fast;
    const SolveResult result = solve(std::get<Puzzle>(puzzle), options);
    ASSERT_EQ(result.verdict, Verdict::unique);
    EXPECT_EQ(result.solutions.front(), expected);
}

TEST(LargeGridTest, TwoSolutionsAreFoundByEverySolver) {
    // Swapping two digits in an X pattern of a 36x36 solution: emptying those four cells
    // leaves two solutions.
    std::mt19937_64 random(5);
    const Shape shape(6, 6);
    const Grid solution = random_solution(shape, random);
    Grid givens = solution;
    // Row 0 and row 1 share their boxes; find columns c1, c2 in different boxes where the
    // two rows hold the same pair of digits crosswise.
    bool emptied = false;
    for (int c1 = 0; c1 < 36 && !emptied; ++c1) {
        for (int c2 = c1 + 1; c2 < 36 && !emptied; ++c2) {
            const int a = solution.at(0, c1), b = solution.at(0, c2);
            if (solution.at(1, c1) == b && solution.at(1, c2) == a &&
                shape.box_of(shape.cell_at(0, c1)) != shape.box_of(shape.cell_at(0, c2))) {
                for (const int cell : {shape.cell_at(0, c1), shape.cell_at(0, c2),
                                       shape.cell_at(1, c1), shape.cell_at(1, c2)})
                    givens.clear(cell);
                emptied = true;
            }
        }
    }
    if (!emptied) GTEST_SKIP() << "no crosswise pair in this solution";
    for (const Algorithm algorithm : kAllAlgorithms) {
        SolveOptions options;
        options.algorithm = algorithm;
        options.solution_limit = 0;
        const SolveResult result = solve(Puzzle(givens), options);
        EXPECT_EQ(result.solution_count, 2u) << to_string(algorithm);
        EXPECT_EQ(result.verdict, Verdict::multiple) << to_string(algorithm);
    }
}

TEST(LargeGridTest, LinesRoundTripIn0To9AToZAndInNumbers) {
    std::mt19937_64 random(7);
    const Grid thirty_six = blanked(random_solution(Shape(6, 6), random), 0.5, random);
    const std::string line = to_line(thirty_six);
    ASSERT_EQ(line.size(), 1296u);
    // 36 symbols: 0 is the digit 1 and Z the digit 36; blanks are dots.
    EXPECT_NE(line.find('Z'), std::string::npos);
    EXPECT_NE(line.find('0'), std::string::npos);
    const auto read = parse_puzzle(line, ReadOptions{});
    ASSERT_TRUE(std::holds_alternative<Puzzle>(read)) << std::get<ParseError>(read).to_string();
    EXPECT_EQ(std::get<Puzzle>(read).givens, thirty_six);
    const auto boxed = parse_puzzle(to_boxed(thirty_six), ReadOptions{});
    ASSERT_TRUE(std::holds_alternative<Puzzle>(boxed)) << std::get<ParseError>(boxed).to_string();
    EXPECT_EQ(std::get<Puzzle>(boxed).givens, thirty_six);

    for (const Shape shape : {Shape(7, 7), Shape(8, 8)}) {
        const Grid grid = blanked(random_solution(shape, random), 0.5, random);
        const std::string numbers = to_line(grid);
        EXPECT_NE(numbers.find(std::to_string(shape.side())), std::string::npos);
        for (const std::string& text : {numbers, to_boxed(grid)}) {
            const auto back = parse_puzzle(text, ReadOptions{});
            ASSERT_TRUE(std::holds_alternative<Puzzle>(back))
                << std::get<ParseError>(back).to_string();
            EXPECT_EQ(std::get<Puzzle>(back).givens, grid) << shape.name();
        }
    }
}

TEST(LargeGridTest, VariantsAbove32x32AreRefusedAsTheLineIsRead) {
    ReadOptions options;
    options.variants = true;
    const auto json_line = [](const Shape& shape) {
        return "{\"size\":\"" + shape.name() + "\",\"givens\":\"" +
               std::string(static_cast<std::size_t>(shape.cell_count()), '.') +
               "\",\"diagonals\":true}";
    };
    const auto refused = parse_puzzle(json_line(Shape(6, 6)), options);
    ASSERT_TRUE(std::holds_alternative<ParseError>(refused));
    EXPECT_NE(std::get<ParseError>(refused).message.find("up to 32x32; this one is 36x36"),
              std::string::npos)
        << std::get<ParseError>(refused).message;
    const auto read = parse_puzzle(json_line(Shape(4, 4)), options);
    ASSERT_TRUE(std::holds_alternative<Puzzle>(read)) << std::get<ParseError>(read).to_string();
    EXPECT_NE(std::get<Puzzle>(read).houses, nullptr);
}

TEST(LargeGridTest, UndetectedSidesAskForTheirBoxes) {
    // 60x60 has boxes of 6x10 or 10x6: the text alone cannot tell, and the error says how.
    std::string line;
    for (int cell = 0; cell < 3600; ++cell)
        line += cell == 0 ? "0" : " 0";
    const auto refused = parse_puzzle(line, ReadOptions{});
    ASSERT_TRUE(std::holds_alternative<ParseError>(refused));
    EXPECT_NE(std::get<ParseError>(refused).message.find("3600 numbers make a 60x60 grid"),
              std::string::npos)
        << std::get<ParseError>(refused).message;
    ReadOptions sized;
    sized.shape = Shape(6, 10);
    const auto read = parse_puzzle(line, sized);
    ASSERT_TRUE(std::holds_alternative<Puzzle>(read)) << std::get<ParseError>(read).to_string();
    EXPECT_EQ(std::get<Puzzle>(read).shape(), Shape(6, 10));
}

TEST(LargeGridTest, ConflictsAreFoundUpToDigit64) {
    std::mt19937_64 random(9);
    Grid grid = random_solution(Shape(8, 8), random);
    EXPECT_FALSE(has_conflicts(grid));
    // Put the row's 64 in a second cell of row 0, in another box.
    const int where_64 = static_cast<int>(
        std::ranges::find(grid.values().subspan(0, 64), std::uint8_t{64}) - grid.values().begin());
    const int other = (where_64 + 8) % 64;
    grid.set(other, 64);
    EXPECT_TRUE(has_conflicts(grid));
    const std::vector<Conflict> conflicts = find_conflicts(grid);
    // Row 0, the column of `other` and its box each hold 64 twice.
    ASSERT_EQ(conflicts.size(), 3u);
    for (const Conflict& conflict : conflicts)
        EXPECT_EQ(conflict.digit, 64);
}

TEST(LargeGridTest, LogicStepsOn36x36AgreeWithTheSolution) {
    std::mt19937_64 random(13);
    const Shape shape(6, 6);
    int checked = 0;
    for (int round = 0; round < 2; ++round) {
        const Grid solution = random_solution(shape, random);
        const Puzzle puzzle = with_blanks(solution, 0.45, random);
        ASSERT_EQ(solve(puzzle).verdict, Verdict::unique);
        // The techniques rated up to 4.2 (singles, locked candidates, pairs and triples,
        // X-wings, swordfish, XY-wings): the ones a 36x36 solve leans on, at a test's cost.
        TechniqueSet basics;
        for (int index = 0; index < kTechniqueCount; ++index) {
            if (technique_base_rating(static_cast<Technique>(index)) <= 42) basics.set(index);
        }
        LogicOptions options;
        options.techniques = basics;
        options.uniqueness = UniquenessPolicy::never;
        const LogicResult result = solve_logically(Position::from_puzzle(puzzle), options);
        for (const Step& step : result.steps) {
            for (const CellDigit& placement : step.placements)
                ASSERT_EQ(solution[placement.cell], placement.digit) << describe_step(step, shape);
            for (const CellDigit& elimination : step.eliminations)
                ASSERT_NE(solution[elimination.cell], elimination.digit)
                    << describe_step(step, shape);
            ++checked;
        }
    }
    EXPECT_GT(checked, 100);
}

}  // namespace
}  // namespace sudokit
