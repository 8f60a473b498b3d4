// `sudokit generate` end to end: output shape, reproducibility across thread counts, JSON
// fields checked against the library, grids, and clear errors for impossible requests.

#include <filesystem>
#include <fstream>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "cli_test_support.hpp"
#include "sudokit/rules.hpp"
#include "sudokit/solve.hpp"
#include "sudokit/symmetry.hpp"
#include "test_support.hpp"

namespace sudokit {
namespace {

using nlohmann::json;
using testing::lines_of;
using testing::run_sudokit;

// `generate --json` feeds `solve`: each record reads as its puzzle, variants with their houses.
TEST(CliGenerateTest, JsonRecordsFeedTheSolver) {
    for (const std::string variant : {"classic", "killer", "jigsaw"}) {
        const auto made = run_sudokit("generate --count 2 --seed 3 --json --variant " + variant);
        ASSERT_EQ(made.status, 0) << made.err;
        const auto solved = run_sudokit("solve --unique", made.out);
        EXPECT_EQ(solved.status, 0) << variant << ": " << solved.err;
        EXPECT_EQ(solved.out, "unique\nunique\n") << variant;
    }
}

TEST(CliGenerateTest, CountSeedAndThreadsGiveTheSameUniquePuzzles) {
    const auto one = run_sudokit("generate --count 30 --seed 99");
    ASSERT_EQ(one.status, 0) << one.err;
    const auto lines = lines_of(one.out);
    ASSERT_EQ(lines.size(), 30u);
    for (const std::string& line : lines) {
        ASSERT_EQ(line.size(), 81u);
        EXPECT_EQ(solve(testing::puzzle_from_line(line)).verdict, Verdict::unique);
    }
    const auto two = run_sudokit("generate --count 30 --seed 99 -j 2");
    EXPECT_EQ(two.out, one.out);
    const auto other = run_sudokit("generate --count 30 --seed 100");
    EXPECT_NE(other.out, one.out);
}

TEST(CliGenerateTest, JsonHasSolutionRatingAndMinimality) {
    const auto result =
        run_sudokit("generate --count 3 --seed 5 --symmetry rotational --difficulty medium --json");
    ASSERT_EQ(result.status, 0) << result.err;
    const auto lines = lines_of(result.out);
    ASSERT_EQ(lines.size(), 3u);
    for (std::size_t index = 0; index < lines.size(); ++index) {
        const json value = json::parse(lines[index]);
        EXPECT_EQ(value["index"], index);
        const Puzzle puzzle =
            testing::puzzle_from_line(value["puzzle"]["givens"].get<std::string>());
        const SolveResult solved = solve(puzzle);
        ASSERT_EQ(solved.verdict, Verdict::unique);
        const Puzzle solution = testing::puzzle_from_line(value["solution"].get<std::string>());
        EXPECT_EQ(solution.givens, solved.solutions.front());
        EXPECT_EQ(value["clues"], puzzle.givens.filled_count());
        EXPECT_EQ(value["symmetry"], "rotational");
        EXPECT_TRUE(has_symmetry(puzzle.givens, Symmetry::rotational));
        // A level's ceiling keeps clues the techniques need, so orbit minimality is reported,
        // not promised: it must match an independent check with dlx.
        bool every_orbit_needed = true;
        for (const std::vector<int>& orbit :
             symmetry_orbits(puzzle.shape(), Symmetry::rotational)) {
            if (puzzle.givens.empty(orbit.front())) continue;
            Puzzle without = puzzle;
            for (int cell : orbit)
                without.givens.clear(cell);
            SolveOptions dlx;
            dlx.algorithm = Algorithm::dlx;
            every_orbit_needed =
                every_orbit_needed && solve(without, dlx).verdict != Verdict::unique;
        }
        EXPECT_EQ(value["minimal_by_orbit"].get<bool>(), every_orbit_needed);
        EXPECT_EQ(value["rating"]["level"], "medium");
        const double er = value["rating"]["er"].get<double>();
        EXPECT_GE(er, 2.4);
        EXPECT_LE(er, 3.4);
    }
    // The first puzzle of a batch is the same alone.
    const auto again =
        run_sudokit("generate --count 1 --seed 5 --symmetry rotational --difficulty medium");
    EXPECT_EQ(again.out, json::parse(lines[0])["puzzle"]["givens"].get<std::string>() + "\n");
}

TEST(CliGenerateTest, GridsAndOtherSizes) {
    const auto grids = run_sudokit("generate --grid --count 4 --seed 1 --size 2x3");
    ASSERT_EQ(grids.status, 0) << grids.err;
    for (const std::string& line : lines_of(grids.out)) {
        ASSERT_EQ(line.size(), 36u);
        const Puzzle grid = testing::puzzle_from_line(line, Shape(2, 3));
        EXPECT_TRUE(grid.givens.is_complete());
        EXPECT_FALSE(has_conflicts(grid.givens));
    }
    const auto boxed = run_sudokit("generate --size 9 --count 1 --seed 2 --format grid");
    ASSERT_EQ(boxed.status, 0) << boxed.err;
    EXPECT_NE(boxed.out.find('|'), std::string::npos);
    const auto big = run_sudokit("generate --size 16 --count 1 --seed 3");
    ASSERT_EQ(big.status, 0) << big.err;
    EXPECT_EQ(lines_of(big.out).front().size(), 256u);
}

TEST(CliGenerateTest, ImpossibleOrMistypedRequestsFailWithAReason) {
    const auto too_few = run_sudokit("generate --clues 12");
    EXPECT_EQ(too_few.status, 64);
    EXPECT_NE(too_few.err.find("17"), std::string::npos);
    const auto symmetry = run_sudokit("generate --symmetry sideways");
    EXPECT_EQ(symmetry.status, 64);
    EXPECT_NE(symmetry.err.find("rotational"), std::string::npos);
    const auto range = run_sudokit("generate --rating 6-4");
    EXPECT_EQ(range.status, 64);
    EXPECT_NE(range.err.find("rating"), std::string::npos);
    const auto technique = run_sudokit("generate --technique xwing");
    EXPECT_EQ(technique.status, 64);
    EXPECT_NE(technique.err.find("unknown technique 'xwing'. Did you mean 'x-wing'? The names: "
                                 "full-house, "),
              std::string::npos)
        << technique.err;
    // Techniques no puzzle needs are refused at once with the reason; one that almost no
    // random puzzle needs is warned about at once.
    for (const std::string cycle : {"x-cycle", "y-cycle"}) {
        const auto refused = run_sudokit("generate --technique " + cycle);
        EXPECT_EQ(refused.status, 64) << cycle;
        EXPECT_NE(refused.err.find("no puzzle needs " + cycle + ": the same finder's forcing"),
                  std::string::npos)
            << refused.err;
    }
    const auto nested = run_sudokit("generate --technique nested-forcing-chain --timeout 0.2");
    EXPECT_EQ(nested.err.rfind("sudokit generate: warning: puzzles that need nested forcing "
                               "chains",
                               0),
              0u)
        << nested.err;
    // A difficulty and a rating range with nothing in common are refused; ranges that meet
    // both hold.
    const auto contradiction = run_sudokit("generate --difficulty easy --rating 7-");
    EXPECT_EQ(contradiction.status, 64);
    EXPECT_NE(contradiction.err.find("--rating 7- and --difficulty easy (SE 1.0-"),
              std::string::npos)
        << contradiction.err;
    const auto both = run_sudokit("generate --difficulty medium --rating 3.0-3.4 --seed 5 --json");
    ASSERT_EQ(both.status, 0) << both.err;
    const double er = nlohmann::json::parse(both.out)["rating"]["er"];
    EXPECT_GE(er, 3.0);
    EXPECT_LE(er, 3.4);
    // RxC is always the box shape, a bare number the side, for every command.
    const auto size = run_sudokit("generate --size 9x9");
    EXPECT_EQ(size.status, 64);
    EXPECT_NE(size.err.find("'9x9' is boxes of 9x9, an 81x81 grid"), std::string::npos) << size.err;
    const auto by_side = run_sudokit("generate --size 6 --seed 2");
    ASSERT_EQ(by_side.status, 0) << by_side.err;
    EXPECT_EQ(by_side.out.size(), 37u);  // 36 cells and the newline
    const auto solve_side =
        run_sudokit("solve --size 9", std::string(testing::kNewspaperPuzzle) + "\n");
    EXPECT_EQ(solve_side.status, 0) << solve_side.err;
    EXPECT_EQ(solve_side.out, std::string(testing::kNewspaperSolution) + "\n");
}

// A level's clue range (easy: 30-36, every row, column and box given), shown in --help; an
// explicit --clues replaces it, and a clue count outside every 9x9 puzzle is refused.
TEST(CliGenerateTest, LevelsHaveTheirClueRange) {
    const auto easy = run_sudokit("generate --difficulty easy --count 5 --seed 8 --json");
    ASSERT_EQ(easy.status, 0) << easy.err;
    for (const std::string& line : lines_of(easy.out)) {
        const json value = json::parse(line);
        const Puzzle puzzle =
            testing::puzzle_from_line(value["puzzle"]["givens"].get<std::string>());
        EXPECT_EQ(solve(puzzle).verdict, Verdict::unique);
        EXPECT_GE(value["clues"].get<int>(), 30);
        EXPECT_LE(value["clues"].get<int>(), 36);
        for (int row = 0; row < 9; ++row) {
            bool given = false;
            for (int column = 0; column < 9; ++column)
                given = given || !puzzle.givens.empty(row * 9 + column);
            EXPECT_TRUE(given) << "row " << row + 1 << " of " << line;
        }
        EXPECT_EQ(value["rating"]["level"], "easy");
    }
    const auto exact = run_sudokit("generate --difficulty easy --clues 27 --seed 8 --json");
    ASSERT_EQ(exact.status, 0) << exact.err;
    EXPECT_EQ(json::parse(exact.out)["clues"], 27);
    const auto help = run_sudokit("generate --help");
    EXPECT_NE(help.out.find("easy 30-36 clues"), std::string::npos) << help.out;
}

TEST(CliGenerateTest, TimeoutIsReportedAndKeepsOutputAligned) {
    const auto result = run_sudokit("generate --count 2 --seed 1 --rating 11.9-12 --timeout 0.2");
    EXPECT_EQ(result.status, 2);
    const auto lines = lines_of(result.out);
    ASSERT_EQ(lines.size(), 2u);
    EXPECT_EQ(lines[0].rfind("# puzzle 1", 0), 0u);
    EXPECT_NE(result.err.find("--timeout"), std::string::npos);
}

// Each variant comes out on lines that `solve` reads back with their houses (one solution
// each), the same whatever -j; JSON carries the houses; Solo IDs read back too.
TEST(CliGenerateTest, VariantsComeOutOnLinesThatReadBack) {
    for (const std::string variant : {"x", "windoku", "jigsaw", "killer", "killer-x"}) {
        SCOPED_TRACE(variant);
        const auto one = run_sudokit("generate --variant " + variant + " --count 6 --seed 8");
        ASSERT_EQ(one.status, 0) << one.err;
        const auto two = run_sudokit("generate --variant " + variant + " --count 6 --seed 8 -j 2");
        EXPECT_EQ(two.out, one.out);
        ASSERT_EQ(lines_of(one.out).size(), 6u);
        const auto counted = run_sudokit("solve --count", one.out);
        ASSERT_EQ(counted.status, 0) << counted.err;
        EXPECT_EQ(counted.out, "1\n1\n1\n1\n1\n1\n");
        const auto by_dlx = run_sudokit("solve --count --algo dlx", one.out);
        EXPECT_EQ(by_dlx.out, counted.out);
        const auto named = run_sudokit("solve --json", lines_of(one.out).front() + "\n");
        ASSERT_EQ(named.status, 0) << named.err;
        const json solved = json::parse(lines_of(named.out).front());
        const json made = json::parse(
            run_sudokit("generate --variant " + variant + " --count 1 --seed 8 --json").out);
        EXPECT_EQ(made["puzzle"], solved["puzzle"]);
        EXPECT_EQ(made["solution"], solved["result"]["solutions"][0]);
    }
    const json killer = json::parse(run_sudokit("generate --variant killer --seed 3 --json").out);
    EXPECT_EQ(killer["clues"], 0);
    EXPECT_TRUE(killer["puzzle"].contains("cages"));
    // A Killer is rated on the full scale.
    EXPECT_EQ(killer["rating"]["scale"], "full");
    // rate writes the puzzle with its houses, as generate does.
    const std::string jigsaw_line =
        lines_of(run_sudokit("generate --variant jigsaw --seed 3").out).front();
    const auto rated = run_sudokit("rate", jigsaw_line + "\n");
    EXPECT_EQ(rated.out.rfind(jigsaw_line + " SE ER", 0), 0u) << rated.out;
    const json jigsaw = json::parse(run_sudokit("generate --variant jigsaw --seed 3 --json").out);
    EXPECT_EQ(jigsaw["puzzle"]["regions"].get<std::string>().size(), 81u);

    const auto ids = run_sudokit(
        "generate --variant killer --no-single-cells --largest-cage 5 "
        "--count 3 --seed 4 --solo-id");
    ASSERT_EQ(ids.status, 0) << ids.err;
    for (const std::string& id : lines_of(ids.out)) {
        EXPECT_EQ(id.rfind("3x3k:", 0), 0u) << id;
        const auto back = run_sudokit("solve --count", id + "\n");
        EXPECT_EQ(back.out, "1\n") << id;
    }
    // Solo has no windoku, and no Killer cage of one cell: the line says why.
    const auto windoku = run_sudokit("generate --variant windoku --seed 1 --solo-id");
    EXPECT_EQ(windoku.out, "# Solo's game IDs have no windoku windows\n");
}

// A generated Killer's solution checks against it; with two digits swapped everywhere every
// house still holds each digit once, and check names the cages that miss their sums.
TEST(CliGenerateTest, KillerSolutionsAreCheckedOnTheirCages) {
    const std::string puzzles = run_sudokit("generate --variant killer --seed 12").out;
    const std::string solution = run_sudokit("solve", puzzles).out;
    const auto file = std::filesystem::temp_directory_path() / "sudokit-check-killer.txt";
    std::ofstream(file) << puzzles;
    const std::string against = "check --against '" + file.string() + "'";
    EXPECT_EQ(run_sudokit(against, solution).out, "line 1: valid solution\n");
    std::string swapped = solution;
    for (char& symbol : swapped) {
        if (symbol == '1' || symbol == '2') symbol = symbol == '1' ? '2' : '1';
    }
    const auto wrong = run_sudokit(against, swapped);
    const auto as_json = run_sudokit(against + " --json", swapped);
    std::filesystem::remove(file);
    EXPECT_EQ(wrong.status, 1);
    EXPECT_NE(wrong.out.find("does not add up to"), std::string::npos) << wrong.out;
    EXPECT_EQ(wrong.out.find("twice"), std::string::npos) << wrong.out;
    const json report = json::parse(lines_of(as_json.out).front());
    EXPECT_FALSE(report["valid"].get<bool>());
    EXPECT_FALSE(report["wrong_sums"].empty());
}

TEST(CliGenerateTest, VariantRequestsThatCannotBeMetAreRefused) {
    const auto grid = run_sudokit("generate --variant jigsaw --format grid");
    EXPECT_EQ(grid.status, 64);
    EXPECT_NE(grid.err.find("a variant's houses need a line"), std::string::npos) << grid.err;
    const auto cages = run_sudokit("generate --variant x --largest-cage 3");
    EXPECT_EQ(cages.status, 64);
    EXPECT_NE(cages.err.find("cage options are for killer"), std::string::npos) << cages.err;
    const auto unknown = run_sudokit("generate --variant sudoku-x");
    EXPECT_EQ(unknown.status, 64);
    EXPECT_NE(unknown.err.find("killer-x"), std::string::npos) << unknown.err;
}

}  // namespace
}  // namespace sudokit
