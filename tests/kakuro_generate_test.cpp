// Generated Kakuros: one solution (proved by the fast search, and by the backtracking search on
// the smaller ones), the generator's filling that solution, a board that keeps the form's rules
// and a half-turn symmetric pattern, and the same seed giving the same puzzle.

#include <string>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "cli_test_support.hpp"
#include "sudokit/kakuro_format.hpp"
#include "sudokit/kakuro_generate.hpp"
#include "sudokit/kakuro_logic.hpp"
#include "sudokit/kakuro_solve.hpp"

namespace sudokit::kakuro {
namespace {

TEST(KakuroGenerateTest, PuzzlesHaveOneSolutionTheirFilling) {
    for (const auto& [rows, columns] : {std::pair{6, 6}, {7, 9}, {10, 10}, {14, 12}}) {
        for (std::uint64_t seed = 1; seed <= 3; ++seed) {
            GenerateOptions options;
            options.rows = rows;
            options.columns = columns;
            const auto made = generate(options, seed);
            ASSERT_TRUE(made.has_value());
            const Puzzle& puzzle = made->puzzle;
            EXPECT_EQ(puzzle.rows(), rows + 1);
            EXPECT_EQ(puzzle.columns(), columns + 1);
            EXPECT_EQ(find_broken_rule(puzzle, made->solution), "");
            SolveOptions check;
            check.keep_solutions = 2;
            const SolveResult fast = solve(puzzle, check);
            ASSERT_EQ(fast.verdict, Verdict::unique) << write_grid(puzzle);
            EXPECT_EQ(fast.solutions.front(), made->solution);
            if (rows * columns <= 64) {
                check.algorithm = SolveAlgorithm::backtrack;
                const SolveResult second = solve(puzzle, check);
                ASSERT_EQ(second.verdict, Verdict::unique) << write_grid(puzzle);
                EXPECT_EQ(second.solutions.front(), made->solution);
            }
            // Every white cell in an across and a down run of 2-9 cells; symmetric blocks.
            for (int white = 0; white < puzzle.white_count(); ++white) {
                EXPECT_GE(puzzle.across_run(white), 0);
                EXPECT_GE(puzzle.down_run(white), 0);
            }
            for (const auto& run : puzzle.runs()) {
                EXPECT_GE(run.cells.size(), 2u);
                EXPECT_LE(run.cells.size(), 9u);
            }
            for (int row = 1; row <= rows; ++row) {
                for (int column = 1; column <= columns; ++column) {
                    const bool white = puzzle.square(row, column).kind == Square::Kind::white;
                    const bool mirror = puzzle.square(rows + 1 - row, columns + 1 - column).kind ==
                                        Square::Kind::white;
                    EXPECT_EQ(white, mirror);
                }
            }
        }
    }
}

TEST(KakuroGenerateTest, TheSameSeedGivesTheSamePuzzle) {
    GenerateOptions options;
    options.rows = 9;
    options.columns = 8;
    options.longest_run = 5;
    const auto first = generate(options, 42);
    const auto again = generate(options, 42);
    const auto other = generate(options, 43);
    ASSERT_TRUE(first && again && other);
    EXPECT_EQ(write_grid(first->puzzle), write_grid(again->puzzle));
    EXPECT_NE(write_grid(first->puzzle), write_grid(other->puzzle));
    for (const auto& run : first->puzzle.runs())
        EXPECT_LE(run.cells.size(), 5u);
}

TEST(KakuroGenerateTest, SizesAndRunLengthsOutOfRangeAreRefused) {
    GenerateOptions options;
    options.rows = 2;
    EXPECT_THROW(generate(options, 1), std::invalid_argument);
    options.rows = 10;
    options.longest_run = 10;
    EXPECT_THROW(generate(options, 1), std::invalid_argument);
    options.longest_run = 2;
    EXPECT_THROW(validate(options), std::invalid_argument);
    // An area too narrow for its runs is said, not searched for ever.
    options.rows = 3;
    options.columns = 40;
    options.longest_run = 3;
    EXPECT_THROW(generate(options, 1), std::invalid_argument);
}

// A level's puzzle is filled by that level's techniques and needs one of them: its rating is
// of that level. The logic filling every cell proves one solution; the exact solvers agree.
TEST(KakuroGenerateTest, PuzzlesComeAtTheLevelAskedFor) {
    for (const Level level :
         {Level::easy, Level::medium, Level::hard, Level::expert, Level::extreme}) {
        for (std::uint64_t seed = 1; seed <= 3; ++seed) {
            GenerateOptions options;
            options.rows = 8;
            options.columns = 8;
            options.level = level;
            const auto made = generate(options, seed);
            ASSERT_TRUE(made.has_value());
            const LogicResult result = solve_logically(made->puzzle);
            ASSERT_EQ(result.status, LogicStatus::solved) << write_grid(made->puzzle);
            EXPECT_EQ(result.rating.level, level)
                << level_name(level) << " seed " << seed << ": rated "
                << level_name(result.rating.level) << "\n"
                << write_grid(made->puzzle);
            EXPECT_EQ(result.digits, made->solution);
            SolveOptions check;
            check.algorithm = SolveAlgorithm::backtrack;
            EXPECT_EQ(solve(made->puzzle, check).verdict, Verdict::unique);
        }
    }
}

TEST(KakuroGenerateTest, CommandWritesBoardsAndJsonThatReadBack) {
    const auto boards =
        testing::run_sudokit("generate --variant kakuro --size 8x7 --seed 5 -n 3 -j 2");
    ASSERT_EQ(boards.status, 0) << boards.err;
    const std::vector<Record> records = read_records(boards.out);
    ASSERT_EQ(records.size(), 3u);
    for (const Record& record : records) {
        ASSERT_TRUE(record.ok()) << record.error().to_string();
        EXPECT_EQ(record.puzzle().rows(), 9);
        EXPECT_EQ(record.puzzle().columns(), 8);
    }
    const auto solved = testing::run_sudokit("solve --unique", boards.out);
    EXPECT_EQ(solved.out, "unique\nunique\nunique\n");
    const auto json_out =
        testing::run_sudokit("generate --variant kakuro --size 8x7 --seed 5 --json");
    const auto object = nlohmann::json::parse(testing::lines_of(json_out.out).at(0));
    EXPECT_EQ(object["type"], "kakuro");
    EXPECT_EQ(object["seed"].is_number(), true);
    // The JSON's solution is checked against the board on reading.
    const std::vector<Record> again = read_records(object.dump());
    ASSERT_TRUE(again.at(0).ok()) << again.at(0).error().to_string();
    EXPECT_EQ(write_grid(again[0].puzzle()), write_grid(records[0].puzzle()));
    const auto refused = testing::run_sudokit("generate --variant kakuro --difficulty diabolical");
    EXPECT_EQ(refused.status, 64);
    EXPECT_NE(refused.err.find("a Kakuro's levels are easy, medium, hard, expert and extreme"),
              std::string::npos)
        << refused.err;
    const auto easy =
        testing::run_sudokit("generate --variant kakuro --size 8x8 --difficulty easy --seed 3");
    ASSERT_EQ(easy.status, 0) << easy.err;
    const auto rated = testing::run_sudokit("rate", easy.out);
    EXPECT_NE(rated.out.find(" easy "), std::string::npos) << rated.out;
    const auto bad_size = testing::run_sudokit("generate --variant kakuro --size 2x40");
    EXPECT_EQ(bad_size.status, 64);
    const auto narrow =
        testing::run_sudokit("generate --variant kakuro --size 3x40 --longest-run 3 --seed 1");
    EXPECT_EQ(narrow.status, 64);
    EXPECT_NE(narrow.err.find("no block pattern of a 3x40 area"), std::string::npos) << narrow.err;
}

}  // namespace
}  // namespace sudokit::kakuro
