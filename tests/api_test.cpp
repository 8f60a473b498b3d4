// The JSON API without HTTP: every route's answer checked against the library, and bad
// requests answered with a status and a message.

#include "server/api.hpp"

#include <regex>

#include <gtest/gtest.h>

#include "sudokit/generate.hpp"
#include "sudokit/json.hpp"
#include "sudokit/rules.hpp"
#include "sudokit/solve.hpp"
#include "test_support.hpp"

namespace sudokit {
namespace {

using nlohmann::json;
using server::ApiLimits;
using server::handle_api;

constexpr const char* kClassic =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
constexpr const char* kClassicSolution =
    "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

server::ApiResponse call(std::string_view route, const json& body, ApiLimits limits = {}) {
    return handle_api(route, body.dump(), limits);
}

TEST(ApiTest, SolveAnswersLikeTheCommandLine) {
    const auto answer = call("solve", {{"puzzle", kClassic}});
    ASSERT_EQ(answer.status, 200) << answer.body.dump();
    EXPECT_EQ(answer.body["result"]["verdict"], "unique");
    EXPECT_EQ(answer.body["result"]["solutions"][0], kClassicSolution);
    const auto dlx =
        call("solve", {{"puzzle", {{"size", "3x3"}, {"givens", kClassic}}}, {"algorithm", "dlx"}});
    EXPECT_EQ(dlx.body["result"]["solutions"][0], kClassicSolution);
}

// Variants: the exact routes take every one, Killer included; the logic routes take X,
// windoku and jigsaw (houses named as on the command line) and refuse a Killer by name; check
// takes none yet.
TEST(ApiTest, VariantsReachTheRoutesThatTakeThem) {
    const std::string x_id = "3x3x:8a7b3a4a9b4k8c3_4_9a7o3a6_1_2c2k4b2a1a7b6a3";
    const std::string killer_id =
        "3x3k:zzzc,_a_aa_a___a_a___baaaaaaa___aaa_____ab___abaacbaa____aa_____aba_a_aa_a_a______"
        "___________a__a__a___,11_3a11_17a10a13a11b10_7_10b14_17d12c6a24a9a9b8c9a10_15_9_14_8a9f12_"
        "9_11_12a15a21d6a7c15a9a12b";
    const auto killer = call("solve", {{"puzzle", killer_id}});
    ASSERT_EQ(killer.status, 200) << killer.body.dump();
    EXPECT_EQ(killer.body["result"]["verdict"], "unique");
    EXPECT_TRUE(killer.body["puzzle"].contains("cages"));
    const auto x = call("solve", {{"puzzle", x_id}});
    ASSERT_EQ(x.status, 200) << x.body.dump();
    const std::string solution = x.body["result"]["solutions"][0];
    const auto explained = call("explain", {{"puzzle", x_id}});
    ASSERT_EQ(explained.status, 200) << explained.body.dump();
    bool diagonal = false;
    for (const json& step : explained.body["steps"]) {
        for (const json& placement : step["placements"]) {
            EXPECT_EQ(placement["digit"].get<int>(),
                      solution[placement["cell"].get<std::size_t>()] - '0');
        }
        diagonal =
            diagonal || step["text"].get<std::string>().find("diagonal") != std::string::npos;
    }
    EXPECT_TRUE(diagonal);
    EXPECT_EQ(call("rate", {{"puzzle", x_id}}).status, 200);
    EXPECT_EQ(call("hint", {{"puzzle", x_id}, {"level", "nudge"}}).status, 200);
    // A Killer's steps name its cages.
    const auto killer_explained = call("explain", {{"puzzle", killer_id}});
    ASSERT_EQ(killer_explained.status, 200) << killer_explained.body.dump();
    EXPECT_NE(killer_explained.body.dump().find("cage-combinations"), std::string::npos);
    EXPECT_EQ(call("hint", {{"puzzle", killer_id}, {"level", "full"}}).status, 200);
    EXPECT_EQ(call("check", {{"puzzle", x_id}}).status, 400);
}

TEST(ApiTest, CountStopsAtItsLimit) {
    const std::string blank(16, '.');
    const auto all = call("count", {{"puzzle", blank}, {"limit", 1000}});
    ASSERT_EQ(all.status, 200) << all.body.dump();
    EXPECT_EQ(all.body["count"], 288);  // every 4x4 grid
    EXPECT_TRUE(all.body["exhausted"].get<bool>());
    const auto some = call("count", {{"puzzle", blank}, {"limit", 10}});
    EXPECT_EQ(some.body["count"], 10);
    EXPECT_FALSE(some.body["exhausted"].get<bool>());
    EXPECT_EQ(call("count", {{"puzzle", blank}, {"limit", 0}}).status, 400);
}

TEST(ApiTest, CheckFindsConflictsAndWrongCells) {
    std::string clash = kClassic;
    clash[2] = '5';  // a second 5 in row 1
    const auto conflicts = call("check", {{"puzzle", clash}});
    ASSERT_EQ(conflicts.status, 200);
    EXPECT_FALSE(conflicts.body["conflicts"].empty());
    const auto right = call("check", {{"puzzle", kClassic}, {"grid", kClassicSolution}});
    ASSERT_EQ(right.status, 200) << right.body.dump();
    std::string wrong = kClassicSolution;
    std::swap(wrong[2], wrong[3]);
    const auto bad = call("check", {{"puzzle", kClassic}, {"grid", wrong}});
    EXPECT_NE(bad.body.dump(), right.body.dump());
}

// A full 100x100 grid in numbers (boxes 10x10), by the banded pattern, and the same grid with
// row 1's first two digits swapped and r2c1 blank.
std::string pattern_100(bool broken) {
    std::string text;
    for (int r = 0; r < 100; ++r) {
        for (int c = 0; c < 100; ++c) {
            int digit = (10 * (r % 10) + r / 10 + c) % 100 + 1;
            if (broken && r == 0 && c < 2) digit = 2 - c;
            if (broken && r == 1 && c == 0) digit = 0;
            text += std::to_string(digit) + (c == 99 ? "\n" : " ");
        }
    }
    return text;
}

TEST(ApiTest, CheckTakesGridsUpTo100x100) {
    const std::string right = pattern_100(false);
    const std::string broken = pattern_100(true);
    const auto alone = call("check", {{"puzzle", broken}});
    ASSERT_EQ(alone.status, 200) << alone.body["error"];
    EXPECT_EQ(alone.body["puzzle"]["size"], "10x10");
    // Row 1 and box 1 still hold 1 and 2 once each; columns 1 and 2 now repeat them.
    EXPECT_EQ(alone.body["conflicts"],
              json::parse(R"([{"cells":["r1c1","r11c1"],"digit":2,"house":"column 1"},
                              {"cells":["r1c2","r100c2"],"digit":1,"house":"column 2"}])"));
    const auto solved = call("check", {{"puzzle", broken}, {"grid", right}});
    ASSERT_EQ(solved.status, 200) << solved.body["error"];
    EXPECT_FALSE(solved.body["valid"].get<bool>());
    EXPECT_EQ(solved.body["changed_givens"], json({"r1c1", "r1c2"}));
    const auto same = call("check", {{"puzzle", right}, {"grid", right}});
    EXPECT_TRUE(same.body["valid"].get<bool>()) << same.body["conflicts"];
    const auto bad = call("check", {{"puzzle", right}, {"grid", "1 2 3"}});
    EXPECT_EQ(bad.status, 400);
    // Every other route says what the grid is.
    const auto solve = call("solve", {{"puzzle", right}});
    EXPECT_EQ(solve.status, 400);
    EXPECT_NE(solve.body["error"].get<std::string>().find("only checked"), std::string::npos)
        << solve.body["error"];
}

TEST(ApiTest, HintLevelsRevealStepByStep) {
    const auto nudge = call("hint", {{"puzzle", kClassic}, {"level", "nudge"}});
    ASSERT_EQ(nudge.status, 200) << nudge.body.dump();
    EXPECT_EQ(nudge.body["level"], "nudge");
    EXPECT_FALSE(nudge.body.contains("technique"));
    const auto technique = call("hint", {{"puzzle", kClassic}, {"level", "technique"}});
    EXPECT_TRUE(technique.body.contains("technique"));
    EXPECT_FALSE(technique.body.contains("eliminations"));
    const auto full = call("hint", {{"puzzle", kClassic}});
    ASSERT_TRUE(full.body.contains("placements"));
    // The step is right: its placement agrees with the solution.
    for (const json& placement : full.body["placements"]) {
        const int cell = placement["cell"];
        EXPECT_EQ(placement["digit"].get<int>(), kClassicSolution[cell] - '0');
    }
    EXPECT_EQ(call("hint", {{"puzzle", kClassic}, {"level", "everything"}}).status, 400);
}

TEST(ApiTest, HintFromAPositionMidSolveAndWrongMarksAreNamed) {
    Position position = Position::from_puzzle(testing::puzzle_from_line(kClassic));
    const auto ok = call("hint", {{"position", to_json(position)}});
    EXPECT_EQ(ok.status, 200) << ok.body.dump();
    position.eliminate(2, 4);  // r1c3 is 4 in the solution
    const auto wrong = call("hint", {{"position", to_json(position)}});
    EXPECT_EQ(wrong.status, 400);
    EXPECT_NE(wrong.body["error"].get<std::string>().find("r1c3"), std::string::npos);
    // The same fields as `sudokit hint --json` gives (HintResult's JSON), beside the error.
    EXPECT_EQ(wrong.body["status"], "wrong-marks");
    EXPECT_EQ(wrong.body["cell"]["name"], "r1c3");
    EXPECT_EQ(wrong.body["problem"], wrong.body["error"]);
    EXPECT_EQ(ok.body["status"], "hint");
}

TEST(ApiTest, HintsNameDigitsInTheSymbolsThePlayerSees) {
    GenerateOptions options;
    options.shape = Shape(4, 4);
    const std::optional<GeneratedPuzzle> made = generate_puzzle(options, 3);
    ASSERT_TRUE(made);
    const Position position = Position::from_puzzle(made->puzzle);
    const auto numbers = call("hint", {{"position", to_json(position)}});
    ASSERT_EQ(numbers.status, 200) << numbers.body.dump();
    const int digit = numbers.body["placements"][0]["digit"];
    const std::string letter(1, static_cast<char>('A' + digit - 1));
    const auto letters = call("hint", {{"position", to_json(position)}, {"symbols", "letters"}});
    ASSERT_EQ(letters.status, 200) << letters.body.dump();
    const std::string text = letters.body["text"];
    EXPECT_TRUE(std::regex_search(text, std::regex("\\b" + letter + "\\b"))) << text;
    EXPECT_FALSE(std::regex_search(text, std::regex("\\b" + std::to_string(digit) + "\\b")));
    EXPECT_EQ(letters.body["placements"], numbers.body["placements"]);  // data stays numbers
    // A puzzle written in letters is answered in letters without being told.
    Puzzle lettered = made->puzzle;
    lettered.symbols = SymbolSet::letters;
    const auto from_puzzle = call("hint", {{"puzzle", to_json(lettered)}});
    EXPECT_EQ(from_puzzle.body["text"], letters.body["text"]);
    const auto bad = call("hint", {{"position", to_json(position)}, {"symbols", "runes"}});
    EXPECT_EQ(bad.status, 400);
    EXPECT_NE(bad.body["error"].get<std::string>().find("runes"), std::string::npos);
}

TEST(ApiTest, HintStatusesAnswerInTheCommandsShape) {
    const auto several = call("hint", {{"puzzle", std::string(81, '.')}});
    EXPECT_EQ(several.status, 400);
    EXPECT_EQ(several.body["status"], "multiple");
    EXPECT_EQ(several.body["problem"], "the puzzle has more than one solution");
    const auto solved = call("hint", {{"puzzle", kClassicSolution}});
    EXPECT_EQ(solved.status, 200);
    EXPECT_EQ(solved.body, json({{"status", "solved"}}));
}

TEST(ApiTest, ExplainAndRate) {
    const auto explained = call("explain", {{"puzzle", kClassic}});
    ASSERT_EQ(explained.status, 200) << explained.body.dump();
    EXPECT_EQ(explained.body["status"], "solved");
    EXPECT_FALSE(explained.body["steps"].empty());
    const auto rated = call("rate", {{"puzzle", kClassic}});
    ASSERT_EQ(rated.status, 200);
    EXPECT_EQ(rated.body["rating"]["level"], "easy");
    const auto several = call("explain", {{"puzzle", std::string(81, '.')}});
    EXPECT_EQ(several.status, 400);
    EXPECT_NE(several.body["error"].get<std::string>().find("more than one"), std::string::npos);
}

TEST(ApiTest, GenerateMakesVariants) {
    const auto killer = call(
        "generate",
        {{"variant", "killer"}, {"seed", 5}, {"largest_cage", 5}, {"single_cell_cages", false}});
    ASSERT_EQ(killer.status, 200) << killer.body.dump();
    const json& made = killer.body["puzzles"][0];
    EXPECT_EQ(made["clues"], 0);
    ASSERT_TRUE(made["puzzle"].contains("cages"));
    for (const json& cage : made["puzzle"]["cages"]) {
        EXPECT_GE(cage["cells"].size(), 2u);
        EXPECT_LE(cage["cells"].size(), 5u);
    }
    const auto solved = call("solve", {{"puzzle", made["puzzle"]}});
    ASSERT_EQ(solved.status, 200) << solved.body.dump();
    EXPECT_EQ(solved.body["result"]["verdict"], "unique");
    EXPECT_EQ(solved.body["result"]["solutions"][0], made["solution"]);
    const auto jigsaw =
        call("generate", {{"variant", "jigsaw"}, {"seed", 5}, {"difficulty", "easy"}});
    ASSERT_EQ(jigsaw.status, 200) << jigsaw.body.dump();
    EXPECT_EQ(jigsaw.body["puzzles"][0]["rating"]["level"], "easy");
    const auto rated_killer =
        call("generate", {{"variant", "killer"}, {"seed", 2}, {"difficulty", "easy"}});
    ASSERT_EQ(rated_killer.status, 200) << rated_killer.body.dump();
    EXPECT_EQ(rated_killer.body["puzzles"][0]["rating"]["level"], "easy");
    EXPECT_EQ(call("generate", {{"variant", "sudoku-x"}}).status, 400);
}

TEST(ApiTest, GenerateIsBoundedAndReproducible) {
    const json request = {{"count", 3}, {"seed", 11}, {"difficulty", "medium"}};
    const auto first = call("generate", request);
    ASSERT_EQ(first.status, 200) << first.body.dump();
    ASSERT_EQ(first.body["puzzles"].size(), 3u);
    EXPECT_EQ(call("generate", request).body, first.body);
    std::uint64_t index = 0;
    for (const json& made : first.body["puzzles"]) {
        // The fields of `sudokit generate --json`: its place in the batch, its own seed, ...
        EXPECT_EQ(made["index"], index++);
        EXPECT_EQ(made["method"], "top-down");
        EXPECT_TRUE(made.contains("seed") && made.contains("symmetry"));
        const Puzzle puzzle =
            testing::puzzle_from_line(made["puzzle"]["givens"].get<std::string>());
        EXPECT_EQ(solve(puzzle).verdict, Verdict::unique);
        EXPECT_EQ(made["rating"]["level"], "medium");
    }
    ApiLimits limits;
    limits.max_generate = 5;
    EXPECT_EQ(call("generate", {{"count", 6}}, limits).status, 400);
    EXPECT_EQ(call("generate", {{"clues", 10}}).status, 400);
    EXPECT_EQ(call("generate", {{"symmetry", "sideways"}}).status, 400);
    // The command's names and checks: a side for the size, contradictions refused.
    const auto contradiction = call("generate", {{"difficulty", "easy"}, {"rating", "7-"}});
    EXPECT_EQ(contradiction.status, 400);
    EXPECT_NE(contradiction.body["error"].get<std::string>().find("no rating in common"),
              std::string::npos);
    const auto by_side = call("generate", {{"size", "4"}, {"seed", 3}});
    ASSERT_EQ(by_side.status, 200) << by_side.body.dump();
    EXPECT_EQ(by_side.body["puzzles"][0]["puzzle"]["size"], "2x2");
    const auto six = call("solve", {{"puzzle", std::string(36, '.')}, {"size", "6x6"}});
    EXPECT_EQ(six.status, 400);
    EXPECT_NE(six.body["error"].get<std::string>().find("a 36x36 grid"), std::string::npos);
    EXPECT_EQ(call("count", {{"puzzle", std::string(36, '.')}, {"size", "6"}, {"limit", 1}}).status,
              200);
    const auto misspelt = call("generate", {{"technique", "xwing"}});
    EXPECT_NE(misspelt.body["error"].get<std::string>().find("Did you mean 'x-wing'?"),
              std::string::npos);
}

TEST(ApiTest, BadRequestsGetAStatusAndAMessage) {
    EXPECT_EQ(handle_api("solve", "{not json", {}).status, 400);
    EXPECT_EQ(handle_api("solve", "[1,2]", {}).status, 400);
    EXPECT_EQ(call("solve", json::object()).status, 400);
    const auto bad_symbol = call("solve", {{"puzzle", std::string(80, '.') + "Z"}});
    EXPECT_EQ(bad_symbol.status, 400);
    EXPECT_TRUE(bad_symbol.body.contains("details"));
    EXPECT_EQ(call("solve", {{"puzzle", kClassic}, {"algorithm", "magic"}}).status, 400);
    EXPECT_EQ(call("nothing", json::object()).status, 404);
}

// Numbers are never rounded, truncated or wrapped into range: each is refused with a message
// naming the field.
TEST(ApiTest, NumbersOutOfRangeOrNotWholeAreRefused) {
    for (const char* body : {R"({"count":4294967297})", R"({"count":2.5})", R"({"count":-1})",
                             R"({"count":"3"})", R"({"clues":2147483648})", R"({"seed":-1})",
                             R"({"seed":18446744073709551616})", R"({"seed":1.5})"}) {
        const auto answer = handle_api("generate", body, {});
        EXPECT_EQ(answer.status, 400) << body;
        const std::string message = answer.body.value("error", "");
        const std::string field = json::parse(body).begin().key();
        EXPECT_NE(message.find(field), std::string::npos) << body << ": " << message;
    }
    const auto limit = handle_api("count", R"({"puzzle":"................","limit":2.5})", {});
    EXPECT_EQ(limit.status, 400);
    // Whole numbers written as such are still taken.
    EXPECT_EQ(handle_api("generate", R"({"count":1,"seed":18446744073709551615})", {}).status, 200);
}

// A body that is not UTF-8 or holds a number beyond double's range is bad JSON, a 400; any
// message quoting it is still valid UTF-8.
TEST(ApiTest, BodiesThatAreNotValidJsonTextGet400) {
    for (const std::string& body :
         {std::string("{\"puzzle\":\"caf\xe9\"}"), std::string("\xff"),
          std::string(R"({"a":1e400})"), std::string("{\"a\":\"\xc3\"}")}) {
        const auto answer = handle_api("solve", body, {});
        EXPECT_EQ(answer.status, 400) << body;
        EXPECT_FALSE(json::parse(json_text(answer.body), nullptr, false).is_discarded()) << body;
    }
}

// The deadline is the request's, not the moment work starts: a request whose deadline has
// passed while it waited gets no more time.
TEST(ApiTest, TheDeadlineCountsFromTheRequestsArrival) {
    ApiLimits limits;
    limits.time_limit = std::chrono::seconds(60);
    const std::string blank(625, '.');
    const json request = {{"puzzle", blank}, {"limit", 1000000}};
    const auto start = std::chrono::steady_clock::now();
    const auto answer =
        handle_api("count", request.dump(), limits, start + std::chrono::milliseconds(100));
    EXPECT_EQ(answer.status, 422) << answer.body.dump();
    EXPECT_LT(std::chrono::steady_clock::now() - start, std::chrono::seconds(30));
}

TEST(ApiTest, TimeLimitEndsLongRequests) {
    ApiLimits limits;
    limits.time_limit = std::chrono::milliseconds(200);
    const std::string blank(625, '.');
    const auto start = std::chrono::steady_clock::now();
    const auto answer = call("count", {{"puzzle", blank}, {"limit", 1000000}}, limits);
    EXPECT_EQ(answer.status, 422) << answer.body.dump();
    EXPECT_LT(std::chrono::steady_clock::now() - start, std::chrono::seconds(5));
    const auto hard = call("generate", {{"rating", "11.5-12"}}, limits);
    EXPECT_EQ(hard.status, 422);
}

}  // namespace
}  // namespace sudokit
