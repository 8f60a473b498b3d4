// Variants on the command line: Killer lines and JSON puzzle objects with a variant's houses
// are solved on those houses; X, windoku and jigsaw are explained, hinted and rated on them
// too; the commands that do not take a variant yet say what the puzzle is, skip it and exit 3.

#include <filesystem>
#include <fstream>
#include <optional>
#include <sstream>
#include <string>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "cli_test_support.hpp"
#include "shared_killers.hpp"
#include "sudokit/geometry.hpp"
#include "sudokit/solve.hpp"

namespace sudokit {
namespace {

using nlohmann::json;
using testing::lines_of;
using testing::run_sudokit;

// The first `count` killers of the shared set: their input lines and known solutions.
std::pair<std::string, std::vector<std::string>> first_killers(std::size_t count) {
    std::string input;
    std::vector<std::string> solutions;
    for (const testing::SharedKiller& killer : testing::shared_killers(count)) {
        input += killer.input + "\n";
        solutions.push_back(killer.solution);
    }
    return {input, solutions};
}

TEST(CliVariantTest, KillerLinesAreSolved) {
    const auto [input, solutions] = first_killers(3);
    const auto solved = run_sudokit("solve --unique", input);
    EXPECT_EQ(solved.status, 0) << solved.err;
    EXPECT_EQ(lines_of(run_sudokit("solve", input).out), solutions);
    const auto lines = lines_of(run_sudokit("solve --json", input).out);
    ASSERT_EQ(lines.size(), 3u);
    const json first = json::parse(lines.front());
    ASSERT_TRUE(first["puzzle"].contains("cages"));
    EXPECT_EQ(first["puzzle"]["cages"][0]["sum"], 16);
    EXPECT_EQ(first["result"]["verdict"], "unique");
    // check reads the cages: an empty Killer has no conflict and one way to complete it.
    const auto checked = run_sudokit("check", input);
    EXPECT_EQ(checked.status, 0) << checked.err;
    EXPECT_EQ(lines_of(checked.out).front(),
              "line 1: no conflicts; 81 empty cells; one way to "
              "complete it");
}

// An X-Sudoku grid with four cells left open where only a diagonal tells the two ways of
// filling them apart: unique as X-Sudoku, two solutions on the classic houses.
TEST(CliVariantTest, JsonDiagonalsAreHouses) {
    const Geometry x = Geometry::with_diagonals(Shape());
    SolveOptions options;
    options.solution_limit = 1;
    options.algorithm = Algorithm::dlx;
    const Grid solution = solve(Puzzle(Grid(Shape())), x, options).solutions.front();
    auto on_diagonal = [](int cell) { return cell / 9 == cell % 9 || cell / 9 + cell % 9 == 8; };
    std::optional<std::array<int, 4>> corners;
    for (int r1 = 0; r1 < 9 && !corners; ++r1) {
        for (int r2 = r1 / 3 * 3 + 3; r2 < 9 && !corners; ++r2) {
            for (int c1 = 0; c1 < 9 && !corners; ++c1) {
                for (int c2 = c1 + 1; c2 < c1 / 3 * 3 + 3 && !corners; ++c2) {
                    const std::array<int, 4> cells{r1 * 9 + c1, r1 * 9 + c2, r2 * 9 + c1,
                                                   r2 * 9 + c2};
                    const int diagonal_corners =
                        static_cast<int>(std::count_if(cells.begin(), cells.end(), on_diagonal));
                    if (diagonal_corners == 1 && solution[cells[0]] == solution[cells[3]] &&
                        solution[cells[1]] == solution[cells[2]]) {
                        corners = cells;
                    }
                }
            }
        }
    }
    ASSERT_TRUE(corners);
    std::string givens;
    for (int cell = 0; cell < 81; ++cell) {
        const bool open = std::find(corners->begin(), corners->end(), cell) != corners->end();
        givens += open ? '.' : static_cast<char>('0' + solution[cell]);
    }
    const std::string x_line = json{{"givens", givens}, {"diagonals", true}}.dump() + "\n";
    const std::string classic_line = json{{"givens", givens}}.dump() + "\n";
    EXPECT_EQ(run_sudokit("solve --unique", x_line).out, "unique\n");
    EXPECT_EQ(run_sudokit("solve --unique", classic_line).out, "multiple\n");
    std::string expected;
    for (int cell = 0; cell < 81; ++cell)
        expected += static_cast<char>('0' + solution[cell]);
    EXPECT_EQ(run_sudokit("solve", x_line).out, expected + "\n");
    EXPECT_EQ(run_sudokit("rate", x_line).status, 0);
    // check reads the grid on its diagonals: one way to complete it (two on the classic
    // houses alone).
    const auto checked = run_sudokit("check", x_line);
    EXPECT_EQ(checked.status, 0) << checked.err;
    EXPECT_NE(checked.out.find("one way to complete it"), std::string::npos) << checked.out;
    EXPECT_NE(run_sudokit("check", classic_line).out.find("several ways"), std::string::npos);
}

// A jigsaw line: the givens, a space, a region character per cell.
TEST(CliVariantTest, JigsawLinesAreSolvedOnTheirRegions) {
    const std::string regions =
        "112223331112223331112223331445556664445556664445556664778889997778889997778889997";
    auto built = Geometry::with_regions(Shape(), regions);
    const Geometry jigsaw = std::get<Geometry>(std::move(built));
    SolveOptions options;
    options.solution_limit = 1;
    options.algorithm = Algorithm::dlx;
    const Grid solution = solve(Puzzle(Grid(Shape())), jigsaw, options).solutions.front();
    std::string expected, givens;
    for (int cell = 0; cell < 81; ++cell) {
        expected += static_cast<char>('0' + solution[cell]);
        givens += cell % 7 == 0 ? '.' : expected.back();
    }
    const std::string line = givens + " " + regions + " a label\n";
    EXPECT_EQ(run_sudokit("solve", line).out, expected + " a label\n");
    const auto json_line = lines_of(run_sudokit("solve --json", line).out);
    ASSERT_EQ(json_line.size(), 1u);
    const json written = json::parse(json_line.front());
    EXPECT_EQ(written["puzzle"]["regions"].get<std::string>().size(), 81u);
    EXPECT_EQ(written["puzzle"]["label"], "a label");
    EXPECT_EQ(run_sudokit("explain", line).status, 0);
    // check reads the grid on its regions; the solution checked against the jigsaw is valid,
    // and on the classic boxes it is not.
    const auto checked = run_sudokit("check", line);
    EXPECT_EQ(checked.status, 0) << checked.err;
    EXPECT_NE(checked.out.find("one way to complete it"), std::string::npos) << checked.out;
    const auto puzzles = std::filesystem::temp_directory_path() / "sudokit-check-jigsaw.txt";
    std::ofstream(puzzles) << line;
    const auto against = run_sudokit("check --against '" + puzzles.string() + "'", expected + "\n");
    std::filesystem::remove(puzzles);
    EXPECT_EQ(against.status, 0) << against.out << against.err;
    EXPECT_EQ(run_sudokit("check", expected + "\n").status, 1);
    // A word that is not a region map (80 characters) is a label: the classic boxes then
    // leave the givens no solution.
    EXPECT_EQ(run_sudokit("solve", givens + " " + regions.substr(0, 80) + "\n").status, 1);
}

// Every step of an explained variant agrees with the solution: a placement is the solution's
// digit, an elimination never removes it; the houses are named by the variant.
void expect_sound_explanation(const std::string& line, const std::string& solution,
                              const std::string& house_word) {
    const auto explained = run_sudokit("explain --json", line + "\n");
    ASSERT_EQ(explained.status, 0) << explained.err << line;
    const json record = json::parse(explained.out);
    EXPECT_EQ(record["status"], "solved") << line;
    bool named = false;
    for (const json& step : record["steps"]) {
        for (const json& placement : step["placements"]) {
            const int cell = placement["cell"];
            EXPECT_EQ(placement["digit"].get<int>(), solution[static_cast<std::size_t>(cell)] - '0')
                << step["text"];
        }
        for (const json& elimination : step["eliminations"]) {
            const int cell = elimination["cell"];
            EXPECT_NE(elimination["digit"].get<int>(),
                      solution[static_cast<std::size_t>(cell)] - '0')
                << step["text"];
        }
        named = named || step["text"].get<std::string>().find(house_word) != std::string::npos;
    }
    EXPECT_TRUE(named) << "no step names a " << house_word << ": " << line;
}

TEST(CliVariantTest, XWindokuAndJigsawAreExplainedHintedAndRated) {
    // X-Sudoku and jigsaw from Simon Tatham's Solo, windoku built here on a solved grid.
    const std::string x_id = "3x3x:8a7b3a4a9b4k8c3_4_9a7o3a6_1_2c2k4b2a1a7b6a3";
    const std::string jigsaw_id =
        "9j:a8d5_4_9e1h5f4b1_5a4g6a1_4b8f5h8e7_6_2d3a,cb_bba_aaac_a_c_a_baaab_acb_bdccdbabaaabadcb_"
        "d_dcb_gb";
    const Geometry windoku = Geometry::with_windows(Shape());
    SolveOptions options;
    options.solution_limit = 1;
    options.algorithm = Algorithm::dlx;
    const Grid filled = solve(Puzzle(Grid(Shape())), windoku, options).solutions.front();
    std::string windoku_givens;
    for (int cell = 0; cell < 81; ++cell)
        windoku_givens += cell % 4 == 0 ? '.' : static_cast<char>('0' + filled[cell]);
    const std::string windoku_line = json{{"givens", windoku_givens}, {"windoku", true}}.dump();
    const std::vector<std::pair<std::string, std::string>> cases = {
        {x_id, "diagonal"}, {jigsaw_id, "region"}, {windoku_line, "window"}};
    for (const auto& [line, house_word] : cases) {
        const auto solved = run_sudokit("solve", line + "\n");
        ASSERT_EQ(solved.status, 0) << solved.err << solved.out << line;
        const std::string solution = lines_of(solved.out).front();
        expect_sound_explanation(line, solution, house_word);
        const auto rated = run_sudokit("rate", line + "\n");
        EXPECT_EQ(rated.status, 0) << rated.err;
        EXPECT_NE(rated.out.find("ER="), std::string::npos) << rated.out;
        const auto hinted = run_sudokit("hint --level nudge", line + "\n");
        EXPECT_EQ(hinted.status, 0) << hinted.err;
        EXPECT_TRUE(hinted.out.starts_with("Look at ")) << hinted.out;
    }
    // The explanation's header says which variant.
    const auto batch = run_sudokit("explain", x_id + "\n" + jigsaw_id + "\n");
    EXPECT_EQ(batch.status, 0);
    EXPECT_NE(batch.out.find("Puzzle (line 1, X-Sudoku):"), std::string::npos) << batch.out;
    EXPECT_NE(batch.out.find("Puzzle (line 2, jigsaw):"), std::string::npos) << batch.out;
}

// Killers made here (the shared ones are too hard for the engine to finish quickly):
// explained soundly through their cages, rated, hinted, and named in a batch.
TEST(CliVariantTest, KillersAreExplainedHintedAndRated) {
    const auto made = run_sudokit("generate --variant killer --seed 11 --count 2", "");
    ASSERT_EQ(made.status, 0) << made.err;
    const auto lines = lines_of(made.out);
    ASSERT_EQ(lines.size(), 2u);
    const auto solved = run_sudokit("solve", lines[0] + "\n");
    ASSERT_EQ(solved.status, 0) << solved.err;
    expect_sound_explanation(lines[0], lines_of(solved.out).front(), "cage");
    const auto rated = run_sudokit("rate", made.out);
    EXPECT_EQ(rated.status, 0) << rated.err;
    EXPECT_EQ(lines_of(rated.out).size(), 2u);
    EXPECT_NE(rated.out.find("full ER="), std::string::npos) << rated.out;
    const auto hinted = run_sudokit("hint --level technique", lines[0] + "\n");
    EXPECT_EQ(hinted.status, 0) << hinted.err;
    EXPECT_NE(hinted.out.find("Min/max sum: look at "), std::string::npos) << hinted.out;
    const auto batch = run_sudokit("explain", made.out);
    EXPECT_NE(batch.out.find("Puzzle (line 2, Killer):"), std::string::npos) << batch.out;
}

TEST(CliVariantTest, JsonVariantErrorsNameTheField) {
    const std::string dots(81, '.');
    auto error_of = [&](const std::string& line) { return run_sudokit("solve", line + "\n").err; };
    EXPECT_NE(error_of(R"({"givens":")" + dots + R"(","regions":"11"})").find("in \"regions\""),
              std::string::npos);
    EXPECT_NE(error_of(R"({"givens":")" + dots + R"(","cages":[{"sum":45,"cells":[0,1]}]})")
                  .find("2 different digits sum to 3 to 17"),
              std::string::npos);
    EXPECT_NE(error_of(R"({"givens":")" + dots + R"(","cages":[{"cells":[0,"a"]}]})")
                  .find("expected cell indexes"),
              std::string::npos);
    // An index or a sum beyond int is refused, not wrapped round onto a cell of the grid.
    EXPECT_NE(
        error_of(R"({"givens":")" + dots + R"(","cages":[{"cells":[1099511627776],"sum":6}]})")
            .find("expected cell indexes 0-80"),
        std::string::npos);
    EXPECT_NE(error_of(R"({"givens":")" + dots + R"(","cages":[{"cells":[1,2],"sum":4294967299}]})")
                  .find("expected a whole number"),
              std::string::npos);
    EXPECT_NE(error_of(R"({"givens":")" + dots + R"(","diagonals":"yes"})")
                  .find("\"diagonals\" as true or false"),
              std::string::npos);
    EXPECT_NE(error_of(R"({"givens": 12,)").find("line 1, column"), std::string::npos);
}

}  // namespace
}  // namespace sudokit
