// The Kakuro routes of the JSON API without HTTP: each answer checked against the library, and
// bad requests answered with a status and a message.

#include "server/api.hpp"

#include <chrono>
#include <string>

#include <gtest/gtest.h>

#include "sudokit/kakuro.hpp"
#include "sudokit/kakuro_format.hpp"

namespace sudokit {
namespace {

using nlohmann::json;
using server::handle_api;

// A 2x2 Kakuro whose one solution is 1 2 / 3 1.
const json kSmall = json::array({"# 4\\ 3\\", "\\3 . .", "\\4 . ."});

// What these tests check is the answers, not the server's time limit (api_test.cpp does): a
// generous one keeps the generation tests from failing under the sanitizers, which run them
// ten to thirty times slower than a release build.
server::ApiResponse call(std::string_view route, const json& body) {
    server::ApiLimits limits;
    limits.time_limit = std::chrono::minutes(2);
    return handle_api(route, body.dump(), limits);
}

TEST(KakuroApiTest, SolveAnswersWithTheVerdictAndTheSolution) {
    const auto answer = call("kakuro/solve", {{"grid", kSmall}});
    ASSERT_EQ(answer.status, 200) << answer.body.dump();
    EXPECT_EQ(answer.body["result"]["verdict"], "unique");
    EXPECT_EQ(answer.body["result"]["solutions"][0], "1231");
    EXPECT_EQ(answer.body["puzzle"]["type"], "kakuro");
    // The whole text reads the same.
    const auto text = call("kakuro/solve", {{"grid", "# 4\\ 3\\\n\\3 . .\n\\4 . .\n"}});
    ASSERT_EQ(text.status, 200) << text.body.dump();
    EXPECT_EQ(text.body["result"]["solutions"][0], "1231");
}

TEST(KakuroApiTest, ABadBoardIsNamedByLineColumnAndSquare) {
    const auto answer = call("kakuro/solve", {{"grid", {"# 4\\ 3\\", "\\19 . .", "\\4 . ."}}});
    EXPECT_EQ(answer.status, 400);
    const std::string error = answer.body["error"];
    EXPECT_NE(error.find("line 2, column 1: r2c1"), std::string::npos) << error;
    EXPECT_EQ(answer.body["details"]["line"], 2);
    EXPECT_EQ(call("kakuro/solve", json::object()).status, 400);
    EXPECT_EQ(call("kakuro/solve", {{"grid", 7}}).status, 400);
    EXPECT_EQ(call("kakuro/solve", {{"grid", kSmall}, {"algorithm", "dlx"}}).status, 400);
    EXPECT_EQ(handle_api("kakuro/solve", "{oops", {}).status, 400);
}

TEST(KakuroApiTest, GenerateMakesAPuzzleOfTheAreaWithItsSolutionAndRating) {
    const auto answer = call("kakuro/generate", {{"rows", 6}, {"columns", 8}, {"seed", 3}});
    ASSERT_EQ(answer.status, 200) << answer.body.dump();
    EXPECT_EQ(answer.body["seed"], 3);
    const json& puzzle = answer.body["puzzle"];
    EXPECT_EQ(puzzle["rows"], 7);
    EXPECT_EQ(puzzle["columns"], 9);
    EXPECT_FALSE(answer.body["rating"]["level"].get<std::string>().empty());
    // The grid it sends solves to the solution it sends.
    const auto solved = call("kakuro/solve", {{"grid", puzzle["grid"]}});
    ASSERT_EQ(solved.status, 200);
    EXPECT_EQ(solved.body["result"]["verdict"], "unique");
    EXPECT_EQ(solved.body["result"]["solutions"][0], answer.body["solution"]);
    // The same seed, the same puzzle.
    EXPECT_EQ(call("kakuro/generate", {{"rows", 6}, {"columns", 8}, {"seed", 3}}).body["puzzle"],
              puzzle);
}

TEST(KakuroApiTest, GenerateMakesThePuzzleAtTheLevelAskedFor) {
    for (const char* level : {"easy", "medium", "hard"}) {
        const auto answer =
            call("kakuro/generate", {{"rows", 8}, {"columns", 8}, {"seed", 2}, {"level", level}});
        ASSERT_EQ(answer.status, 200) << answer.body.dump();
        EXPECT_EQ(answer.body["rating"]["level"], level);
    }
    const auto unknown = call("kakuro/generate", {{"level", "diabolical"}});
    EXPECT_EQ(unknown.status, 400);
    EXPECT_NE(unknown.body["error"].get<std::string>().find("level 'diabolical'"),
              std::string::npos);
}

TEST(KakuroApiTest, GenerateRefusesAreasOutsideSixToThirty) {
    for (const auto& [rows, columns] : {std::pair{5, 10}, {10, 31}, {0, 6}}) {
        const auto answer = call("kakuro/generate", {{"rows", rows}, {"columns", columns}});
        EXPECT_EQ(answer.status, 400) << rows << "x" << columns;
        EXPECT_NE(answer.body["error"].get<std::string>().find("between 6 and 30"),
                  std::string::npos);
    }
    EXPECT_EQ(call("kakuro/generate", {{"rows", 8.5}}).status, 400);
}

TEST(KakuroApiTest, HintTellsTheNextStepAtEachLevel) {
    const auto full = call("kakuro/hint", {{"grid", kSmall}});
    ASSERT_EQ(full.status, 200) << full.body.dump();
    EXPECT_EQ(full.body["status"], "hint");
    EXPECT_FALSE(full.body["text"].get<std::string>().empty());
    EXPECT_FALSE(full.body["runs"].empty());
    EXPECT_TRUE(full.body.contains("placements") || full.body.contains("eliminations"));
    const auto nudge = call("kakuro/hint", {{"grid", kSmall}, {"level", "nudge"}});
    ASSERT_EQ(nudge.status, 200);
    EXPECT_EQ(nudge.body["text"].get<std::string>().rfind("Look at ", 0), 0u);
    EXPECT_FALSE(nudge.body.contains("placements"));
    // From the player's digits: three placed, the last is the one left.
    const auto last = call("kakuro/hint", {{"grid", kSmall}, {"digits", "123."}});
    ASSERT_EQ(last.status, 200) << last.body.dump();
    EXPECT_EQ(last.body["placements"][0], (json{{"cell", "r3c3"}, {"digit", 1}}));
    const auto solved = call("kakuro/hint", {{"grid", kSmall}, {"digits", {1, 2, 3, 1}}});
    EXPECT_EQ(solved.body["status"], "solved");
}

TEST(KakuroApiTest, HintNamesAWrongDigitFirst) {
    const auto answer = call("kakuro/hint", {{"grid", kSmall}, {"digits", ".1.."}});
    EXPECT_EQ(answer.status, 400);
    EXPECT_EQ(answer.body["status"], "wrong-digit");
    EXPECT_EQ(answer.body["cell"]["name"], "r2c3");
    EXPECT_EQ(answer.body["cell"]["cell"], 1);
    EXPECT_NE(answer.body["error"].get<std::string>().find("r2c3"), std::string::npos);
    EXPECT_EQ(call("kakuro/hint", {{"grid", kSmall}, {"digits", "12"}}).status, 400);
    EXPECT_EQ(call("kakuro/hint", {{"grid", kSmall}, {"digits", "12x4"}}).status, 400);
    EXPECT_EQ(call("kakuro/hint", {{"grid", kSmall}, {"level", "all"}}).status, 400);
    // Several solutions: no hint can be proved.
    const auto several = call("kakuro/hint", {{"grid", {"# 4\\ 6\\", "\\5 . .", "\\5 . ."}}});
    EXPECT_EQ(several.status, 400) << several.body.dump();
}

TEST(KakuroApiTest, RateGivesTheRatingAndItsLevel) {
    const auto answer = call("kakuro/rate", {{"grid", kSmall}});
    ASSERT_EQ(answer.status, 200) << answer.body.dump();
    EXPECT_EQ(answer.body["status"], "solved");
    EXPECT_EQ(answer.body["rating"]["level"], "easy");
    EXPECT_GT(answer.body["rating"]["difficulty"].get<double>(), 0);
    EXPECT_EQ(call("kakuro/rate", {{"grid", {"# 4\\", "\\3 ."}}}).status, 400);
}

// Every step of the explanation agrees with the solution: what it places is the solution's
// digit, and what it removes is not.
TEST(KakuroApiTest, ExplainGivesEveryStepAndTheyAgreeWithTheSolution) {
    const auto solved = call("kakuro/solve", {{"grid", kSmall}});
    ASSERT_EQ(solved.status, 200) << solved.body.dump();
    const std::string solution = solved.body["result"]["solutions"][0];
    const auto answer = call("kakuro/explain", {{"grid", kSmall}});
    ASSERT_EQ(answer.status, 200) << answer.body.dump();
    EXPECT_EQ(answer.body["status"], "solved");
    EXPECT_EQ(answer.body["digits"], solution);
    // The steps name cells (r2c2); the solution lists the white cells in reading order.
    const auto records = kakuro::read_records("# 4\\ 3\\\n\\3 . .\n\\4 . .\n");
    ASSERT_TRUE(records.front().ok());
    const kakuro::Puzzle& puzzle = records.front().puzzle();
    const auto solution_digit = [&](const std::string& name) {
        for (int white = 0; white < puzzle.white_count(); ++white) {
            if (kakuro::square_name(puzzle.white_row(white), puzzle.white_column(white)) == name)
                return solution[white];
        }
        ADD_FAILURE() << "no white cell " << name;
        return '?';
    };
    ASSERT_FALSE(answer.body["steps"].empty());
    for (const json& step : answer.body["steps"]) {
        EXPECT_FALSE(step["text"].get<std::string>().empty());
        for (const json& placement : step["placements"]) {
            EXPECT_EQ(solution_digit(placement["cell"]) - '0', placement["digit"].get<int>())
                << step.dump();
        }
        for (const json& elimination : step["eliminations"]) {
            const std::string removed = elimination["digits"];
            EXPECT_EQ(removed.find(solution_digit(elimination["cell"])), std::string::npos)
                << step.dump();
        }
    }
    // Two solutions: nothing to explain.
    EXPECT_EQ(call("kakuro/explain", {{"grid", {"# 3\\ 3\\", "\\3 . .", "\\3 . ."}}}).status, 400);
}

}  // namespace
}  // namespace sudokit
