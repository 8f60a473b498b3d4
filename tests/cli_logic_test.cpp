// The logic commands end to end (explain, hint, rate): run the built binary, check the
// output against the library's own answers, the JSON fields and the exit statuses.

#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <regex>
#include <sstream>
#include <string>
#include <vector>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "cli_test_support.hpp"
#include "sudokit/format.hpp"
#include "sudokit/logic.hpp"
#include "sudokit/solve.hpp"
#include "test_support.hpp"

namespace sudokit {
namespace {

using nlohmann::json;

using testing::file_text;
using testing::lines_of;
using testing::run_sudokit;

constexpr std::string_view kEasy =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
const std::string kSingles =
    "full-house,hidden-single-box,hidden-single-row,hidden-single-column,naked-single";

std::string tenths(int value) {
    return std::to_string(value / 10) + "." + std::to_string(value % 10);
}

Grid solution_of(std::string_view line) {
    return solve(testing::puzzle_from_line(line)).solutions.front();
}

// Every placement agrees with the solution and no elimination removes a solution digit.
void expect_steps_sound(const json& steps, const Grid& solution) {
    for (const json& step : steps) {
        for (const json& placement : step["placements"]) {
            EXPECT_EQ(placement["digit"], solution[placement["cell"].get<int>()]) << step["text"];
        }
        for (const json& elimination : step["eliminations"]) {
            EXPECT_NE(elimination["digit"], solution[elimination["cell"].get<int>()])
                << step["text"];
        }
    }
}

TEST(CliLogicTest, ExplainListsNumberedStepsThenTheRating) {
    const auto result = run_sudokit("explain examples/classic.txt");
    EXPECT_EQ(result.status, 0) << result.err << result.out;
    const std::regex step_line(R"(^ +\d+\. \S.*)");
    const std::regex rating_line(
        R"(^  full ER=\d+\.\d EP=\d+\.\d ED=\d+\.\d, hardest: .+, level: \w+)");
    int puzzles = 0;
    int steps = 0;
    int ratings = 0;
    for (const std::string& line : lines_of(result.out)) {
        if (line.rfind("Puzzle (", 0) == 0) ++puzzles;
        if (std::regex_match(line, step_line)) ++steps;
        if (std::regex_search(line, rating_line)) ++ratings;
    }
    EXPECT_EQ(puzzles, 3);
    EXPECT_EQ(ratings, 3);
    EXPECT_GT(steps, 3 * 50);
    EXPECT_NE(result.out.find("   1. "), std::string::npos);
}

TEST(CliLogicTest, AnEasyPuzzleIsSolvedBySinglesOnly) {
    const auto result =
        run_sudokit("explain --json --techniques " + kSingles, std::string(kEasy) + "\n");
    EXPECT_EQ(result.status, 0) << result.err;
    const json value = json::parse(result.out);
    EXPECT_EQ(value["status"], "solved");
    EXPECT_EQ(value["rating"]["level"], "easy");
    EXPECT_LE(value["rating"]["er"].get<double>(), 2.3);
    int placements = 0;
    for (const json& step : value["steps"]) {
        EXPECT_NE(kSingles.find(step["technique"].get<std::string>()), std::string::npos);
        placements += static_cast<int>(step["placements"].size());
    }
    EXPECT_EQ(placements, std::count(kEasy.begin(), kEasy.end(), '.'));
    expect_steps_sound(value["steps"], solution_of(kEasy));
}

TEST(CliLogicTest, ExplainJsonHasEveryFieldAndSoundSteps) {
    SUDOKIT_REQUIRE_DATA_FILE("puzzles3_magictour_top1465");
    const std::vector<Puzzle> puzzles = testing::load_data_set("puzzles3_magictour_top1465", 3);
    std::string input;
    for (const Puzzle& puzzle : puzzles)
        input += to_line(puzzle.givens) + "\n";
    const auto result = run_sudokit("explain --json --finish", input);
    EXPECT_EQ(result.status, 0) << result.err;
    const auto lines = lines_of(result.out);
    ASSERT_EQ(lines.size(), puzzles.size());
    for (std::size_t index = 0; index < lines.size(); ++index) {
        const json value = json::parse(lines[index]);
        EXPECT_EQ(value["line"], index + 1);
        EXPECT_EQ(value["status"], "solved");
        for (const char* field : {"er", "ep", "ed", "hardest", "hardest_title", "level"}) {
            EXPECT_TRUE(value["rating"].contains(field)) << field;
        }
        for (const json& step : value["steps"]) {
            for (const char* field : {"technique", "title", "rating", "text", "placements",
                                      "eliminations", "houses", "cover_houses", "cells", "pattern",
                                      "fins", "digits", "links", "size", "form", "nesting"}) {
                EXPECT_TRUE(step.contains(field)) << field << " in " << step.dump();
            }
        }
        expect_steps_sound(value["steps"], solve(puzzles[index]).solutions.front());
    }
}

TEST(CliLogicTest, StuckIsSaidAndFinishUsesTheExactSolver) {
    SUDOKIT_REQUIRE_DATA_FILE("puzzles6_forum_hardest_1106");
    const Puzzle hard = testing::load_data_set("puzzles6_forum_hardest_1106", 1).front();
    const std::string input = to_line(hard.givens) + "\n";
    auto result = run_sudokit("explain --techniques " + kSingles, input);
    EXPECT_EQ(result.status, 1);
    EXPECT_NE(result.out.find("Stuck after"), std::string::npos) << result.out;

    result = run_sudokit("explain --finish --techniques " + kSingles, input);
    EXPECT_EQ(result.status, 0) << result.out;
    EXPECT_NE(result.out.find("Exact solver (no technique applies)"), std::string::npos);
    EXPECT_NE(result.out.find("finished by the exact solver"), std::string::npos);

    result = run_sudokit("rate --techniques " + kSingles, input);
    EXPECT_EQ(result.status, 1);
    EXPECT_TRUE(
        std::regex_search(result.out, std::regex(R"(ER>=\d+\.\d .*\(stuck after \d+ steps\))")))
        << result.out;

    // No allowed technique applies to the givens: no figure, not even a lower bound.
    result = run_sudokit("rate --techniques naked-single", input);
    EXPECT_EQ(result.status, 1);
    EXPECT_NE(result.out.find(" not rated: no allowed technique applies to the givens"),
              std::string::npos)
        << result.out;
    result = run_sudokit("rate --json --techniques naked-single", input);
    const auto record = nlohmann::json::parse(result.out);
    EXPECT_EQ(record["status"], "stuck");
    EXPECT_EQ(record["steps"], 0);
    EXPECT_FALSE(record.contains("rating"));
}

TEST(CliLogicTest, UnsolvablePuzzlesAreReportedAndTheBatchGoesOn) {
    const std::string broken = "55" + std::string(kEasy.substr(2));
    const std::string sparse = std::string(kEasy.substr(0, 20)) + std::string(61, '.');
    const std::string input =
        broken + "\n" + sparse + "\nnot a puzzle\n" + std::string(kEasy) + "\n";
    auto result = run_sudokit("explain", input);
    EXPECT_EQ(result.status, 3);  // bad input outranks unsolved
    EXPECT_NE(result.out.find("Not explained: the puzzle has no solution"), std::string::npos);
    EXPECT_NE(result.out.find("Not explained: the puzzle has more than one solution"),
              std::string::npos);
    EXPECT_NE(result.out.find("# line 3: unreadable puzzle"), std::string::npos) << result.out;
    EXPECT_NE(result.err.find("line 3"), std::string::npos) << result.err;
    EXPECT_NE(result.out.find("full ER="), std::string::npos);

    result = run_sudokit("rate", input);
    EXPECT_EQ(result.status, 3);
    const auto lines = lines_of(result.out);
    ASSERT_EQ(lines.size(), 4u);
    EXPECT_EQ(lines[0], broken + " not rated: the puzzle has no solution");
    EXPECT_EQ(lines[1], sparse + " not rated: the puzzle has more than one solution");
    EXPECT_EQ(lines[2], "# line 3: unreadable puzzle");
    EXPECT_EQ(lines[3].rfind(std::string(kEasy) + " SE ER=", 0), 0u);

    result = run_sudokit("rate", broken + "\n");
    EXPECT_EQ(result.status, 1);
    result = run_sudokit("hint", sparse + "\n");
    EXPECT_EQ(result.status, 1);
    EXPECT_NE(result.out.find("more than one solution"), std::string::npos);
}

TEST(CliLogicTest, HintLevelsRevealStepByStep) {
    const Puzzle puzzle = testing::puzzle_from_line(kEasy);
    const std::optional<Step> step = next_step(Position::from_puzzle(puzzle));
    ASSERT_TRUE(step.has_value());
    const std::string title(technique_title(step->technique));
    const std::string input = std::string(kEasy) + "\n";

    auto result = run_sudokit("hint", input);
    EXPECT_EQ(result.status, 0) << result.err;
    EXPECT_EQ(result.out, describe_step(*step, puzzle.shape()) + "\n");

    result = run_sudokit("hint --level nudge", input);
    EXPECT_EQ(result.out.rfind("Look at ", 0), 0u) << result.out;
    EXPECT_EQ(result.out.find(title), std::string::npos) << result.out;

    result = run_sudokit("hint --level technique", input);
    EXPECT_EQ(result.out.rfind(title + ": look at ", 0), 0u) << result.out;

    result = run_sudokit("hint --level nudge --json", input);
    json value = json::parse(result.out);
    EXPECT_EQ(value["level"], "nudge");
    EXPECT_FALSE(value.contains("technique"));
    EXPECT_FALSE(value.contains("placements"));
    EXPECT_FALSE(value["houses"].empty() && value["cells"].empty());

    result = run_sudokit("hint --level technique --json", input);
    value = json::parse(result.out);
    EXPECT_EQ(value["technique"], std::string(technique_name(step->technique)));
    EXPECT_FALSE(value.contains("eliminations"));

    result = run_sudokit("hint --json", input);
    value = json::parse(result.out);
    EXPECT_EQ(value["status"], "hint");
    EXPECT_EQ(value["level"], "full");
    EXPECT_EQ(value["text"], describe_step(*step, puzzle.shape()));
    EXPECT_TRUE(value.contains("placements"));
    EXPECT_TRUE(value.contains("links"));
}

// A position in the middle of a solve, with eliminations, written as pencil marks: the hint
// is the library's next step from exactly those marks.
TEST(CliLogicTest, HintOnAMidSolvePencilMarkGrid) {
    SUDOKIT_REQUIRE_DATA_FILE("puzzles3_magictour_top1465");
    const Puzzle puzzle = testing::load_data_set("puzzles3_magictour_top1465", 1).front();
    Position position = Position::from_puzzle(puzzle);
    bool eliminated = false;
    for (int count = 0; count < 200 && !eliminated; ++count) {
        const std::optional<Step> step = next_step(position);
        ASSERT_TRUE(step.has_value());
        apply_step(position, *step);
        eliminated = !step->eliminations.empty();
    }
    // Written marks read a one-candidate cell as placed: place those first.
    for (bool placed = true; placed;) {
        placed = false;
        for (int cell = 0; cell < 81; ++cell) {
            if (!position.filled(cell) && position.candidates(cell).is_single()) {
                position.place(cell, position.candidates(cell).lowest());
                placed = true;
            }
        }
    }
    ASSERT_FALSE(position.solved());
    const std::string marks = to_pencilmarks(position.pencil_marks());
    const std::optional<Step> expected = next_step(position);
    ASSERT_TRUE(expected.has_value());

    auto result = run_sudokit("hint", marks);
    EXPECT_EQ(result.status, 0) << result.err << marks;
    EXPECT_EQ(result.out, describe_step(*expected, position.shape()) + "\n") << marks;
    result = run_sudokit("hint --input-format pencilmarks -", marks);
    EXPECT_EQ(result.out, describe_step(*expected, position.shape()) + "\n");

    // The explanation carries on from the marks and places every open cell.
    result = run_sudokit("explain --json --finish", marks);
    EXPECT_EQ(result.status, 0) << result.err;
    const json value = json::parse(result.out);
    int placements = 0;
    for (const json& step : value["steps"])
        placements += static_cast<int>(step["placements"].size());
    EXPECT_EQ(placements, position.empty_count());
    const Grid solution = solve(puzzle).solutions.front();
    expect_steps_sound(value["steps"], solution);

    // A mark the solution needs, struck out: the hint says which cell is wrong.
    Candidates wrong = position.pencil_marks();
    int victim = 0;
    while (position.filled(victim) || position.candidates(victim).size() < 3)
        ++victim;
    wrong[victim].erase(solution[victim]);
    result = run_sudokit("hint", to_pencilmarks(wrong));
    EXPECT_EQ(result.status, 1);
    EXPECT_NE(result.out.find("pencil marks are wrong: " + position.shape().cell_name(victim)),
              std::string::npos)
        << result.out;
    // explain and rate name the cell too (their solve finds it).
    for (const char* command : {"explain", "rate"}) {
        result = run_sudokit(command, to_pencilmarks(wrong));
        EXPECT_EQ(result.status, 1);
        EXPECT_NE(result.out.find("pencil marks are wrong: " + position.shape().cell_name(victim)),
                  std::string::npos)
            << command << ": " << result.out;
    }
    // --json: the status, the problem and the cell, as the server's answer has them.
    result = run_sudokit("hint --json", to_pencilmarks(wrong));
    EXPECT_EQ(result.status, 1);
    const json answer = json::parse(result.out);
    EXPECT_EQ(answer["status"], "wrong-marks");
    EXPECT_EQ(answer["cell"]["cell"], victim);
    EXPECT_NE(answer["problem"].get<std::string>().find("pencil marks are wrong"),
              std::string::npos);
}

TEST(CliLogicTest, RateLinesAndJson) {
    auto result = run_sudokit("rate examples/classic.txt");
    EXPECT_EQ(result.status, 0) << result.err;
    const auto lines = lines_of(result.out);
    ASSERT_EQ(lines.size(), 3u);
    const std::regex rated(R"(^\S{81} SE ER=\d+\.\d EP=\d+\.\d ED=\d+\.\d [a-z0-9-]+ )"
                           R"((easy|medium|hard|expert|diabolical) \S+$)");
    for (const std::string& line : lines) {
        EXPECT_TRUE(std::regex_match(line, rated)) << line;
    }
    EXPECT_NE(lines[0].find(" newspaper-easy"), std::string::npos);

    // The figures agree with the library's SE-mode rating.
    LogicOptions se;
    se.mode = LogicMode::se;
    const Rating rating = solve_logically(testing::puzzle_from_line(kEasy), se).rating;
    const std::string figures = std::string(kEasy) + " SE ER=" + tenths(rating.er) +
                                " EP=" + tenths(rating.ep) + " ED=" + tenths(rating.ed) + " " +
                                std::string(technique_name(rating.hardest)) + " " +
                                std::string(level_name(rating.level));
    EXPECT_EQ(lines[0], figures + " newspaper-easy");

    result = run_sudokit("rate --json examples/classic.txt");
    const json value = json::parse(lines_of(result.out).front());
    EXPECT_EQ(value["status"], "solved");
    EXPECT_EQ(value["puzzle"]["label"], "newspaper-easy");
    EXPECT_DOUBLE_EQ(value["rating"]["er"].get<double>(), rating.er / 10.0);
    EXPECT_EQ(value["rating"]["hardest"], std::string(technique_name(rating.hardest)));
    EXPECT_EQ(value["rating"]["scale"], "se");

    // --se is --mode se, the default of rate.
    EXPECT_EQ(run_sudokit("rate --se examples/classic.txt").out,
              run_sudokit("rate examples/classic.txt").out);
}

// A puzzle rated 8.3 on SE's scale (a region forcing chain) and 7.1 in full mode (a forcing
// XY-chain): every rating printed names its scale, so the two never read as one figure.
TEST(CliLogicTest, EveryRatingNamesItsScale) {
    const std::string puzzle =
        "8.9...3.....7.1...5.........7.....263...9.......1...4..6.2....4....8.5...........";
    const auto se = run_sudokit("rate", puzzle + "\n");
    const auto full = run_sudokit("rate --mode full", puzzle + "\n");
    ASSERT_EQ(se.status, 0) << se.err;
    ASSERT_EQ(full.status, 0) << full.err;
    EXPECT_EQ(se.out.rfind(puzzle + " SE ER=8.3 ", 0), 0u) << se.out;
    EXPECT_EQ(full.out.rfind(puzzle + " full ER=7.1 ", 0), 0u) << full.out;
    const auto explained = run_sudokit("explain", puzzle + "\n");
    EXPECT_NE(explained.out.find("\n  full ER="), std::string::npos) << explained.out;
    const auto explained_se = run_sudokit("explain --mode se", puzzle + "\n");
    EXPECT_NE(explained_se.out.find("\n  SE ER="), std::string::npos) << explained_se.out;
    const json rated = json::parse(run_sudokit("rate --json --mode full", puzzle + "\n").out);
    EXPECT_EQ(rated["rating"]["scale"], "full");
}

TEST(CliLogicTest, RateKeepsInputOrderWithThreads) {
    SUDOKIT_REQUIRE_DATA_FILE("puzzles2_17_clue");
    std::string input;
    for (const Puzzle& puzzle : testing::load_data_set("puzzles2_17_clue", 40))
        input += to_line(puzzle.givens) + "\n";
    const auto one = run_sudokit("rate -j 1", input);
    const auto two = run_sudokit("rate -j 2", input);
    EXPECT_EQ(one.out, two.out);
    EXPECT_EQ(one.status, two.status);
    EXPECT_EQ(lines_of(two.out).size(), 40u);
}

TEST(CliLogicTest, RateByBacktracks) {
    const auto result =
        run_sudokit("rate --method backtracks --runs 4 --seed 3", std::string(kEasy) + "\n");
    EXPECT_EQ(result.status, 0) << result.err;
    EXPECT_TRUE(std::regex_match(
        result.out,
        std::regex(std::string(kEasy) + R"( backtracks mean=\d+\.\d median=\d+ runs=4\n)")))
        << result.out;
}

TEST(CliLogicTest, RateByTrialDepthAndCrook) {
    // With hidden singles in boxes only, the newspaper puzzle needs no guess at all; with no
    // technique at all it needs at least one.
    const auto boxes =
        run_sudokit("rate --method trial-depth --techniques hidden-single-box,full-house",
                    std::string(kEasy) + "\n");
    EXPECT_EQ(boxes.status, 0) << boxes.err;
    EXPECT_EQ(boxes.out, std::string(kEasy) + " trial-depth=0\n");
    const auto naked = run_sudokit("rate --method trial-depth --techniques naked-single --json",
                                   std::string(kEasy) + "\n");
    EXPECT_EQ(naked.status, 0) << naked.err;
    const auto value = nlohmann::json::parse(naked.out);
    EXPECT_EQ(value.at("method"), "trial-depth");
    EXPECT_GE(value.at("depth").get<int>(), 0);

    const auto crook = run_sudokit("rate --method crook --seed 5", std::string(kEasy) + "\n");
    EXPECT_EQ(crook.status, 0) << crook.err;
    EXPECT_TRUE(std::regex_match(
        crook.out,
        std::regex(std::string(kEasy) + R"( crook solved steps=\d+ choices=\d+ backtracks=\d+\n)")))
        << crook.out;
}

TEST(CliLogicTest, UsageErrorsAndHelp) {
    auto result = run_sudokit("explain --techniques naked-pair,no-such-thing", "");
    EXPECT_EQ(result.status, 64);
    EXPECT_NE(result.err.find("unknown technique 'no-such-thing'"), std::string::npos)
        << result.err;
    EXPECT_NE(result.err.find("x-wing"), std::string::npos) << result.err;
    result = run_sudokit("rate --mode quick", "");
    EXPECT_EQ(result.status, 64);
    result = run_sudokit("hint --level everything", "");
    EXPECT_EQ(result.status, 64);
    for (const char* command : {"explain", "hint", "rate"}) {
        result = run_sudokit(std::string(command) + " --help");
        EXPECT_EQ(result.status, 0);
        EXPECT_NE(result.out.find("Examples:"), std::string::npos) << command;
        EXPECT_NE(result.out.find("--techniques"), std::string::npos) << command;
    }
}

}  // namespace
}  // namespace sudokit
