// Killer Sudoku: the two one-line forms read into cages (checked against the decoded cages of
// the same puzzles), and the exact solvers on the shared hard killers (tests/data/killer,
// collected by the Interactive Sudoku Solver project, MIT licence beside them): every
// solution obeys the cages and houses and equals the known one, and the propagation search,
// the exact-cover search and (on the easier ones) the plain search agree.

#include <algorithm>
#include <fstream>
#include <optional>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "shared_killers.hpp"
#include "sudokit/format.hpp"
#include "sudokit/geometry.hpp"
#include "sudokit/solve.hpp"

namespace sudokit {
namespace {

const std::string kKillerDir = std::string(SUDOKIT_SOURCE_DIR) + "/tests/data/killer/";

struct KillerCase : testing::SharedKiller {
    nlohmann::json record;  // the line of iss_killers.jsonl: cages decoded, diagonals
};

std::vector<KillerCase> killer_cases() {
    std::vector<KillerCase> cases;
    std::ifstream lines(kKillerDir + "iss_killers.jsonl");
    for (testing::SharedKiller& killer : testing::shared_killers()) {
        std::string json;
        std::getline(lines, json);
        cases.push_back(KillerCase{std::move(killer), nlohmann::json::parse(json)});
    }
    return cases;
}

std::variant<Puzzle, ParseError> parse_variant(const std::string& input) {
    ReadOptions options;
    options.variants = true;
    return parse_puzzle(input, options);
}

Puzzle read_killer(const std::string& input) {
    auto parsed = parse_variant(input);
    if (auto* error = std::get_if<ParseError>(&parsed)) {
        ADD_FAILURE() << error->to_string() << "\n" << input;
        return Puzzle();
    }
    return std::get<Puzzle>(std::move(parsed));
}

TEST(KillerFormatTest, BothFormsGiveTheDecodedCages) {
    const auto cases = killer_cases();
    ASSERT_EQ(cases.size(), 70u);
    for (const KillerCase& entry : cases) {
        const Puzzle puzzle = read_killer(entry.input);
        ASSERT_TRUE(puzzle.houses) << entry.id;
        const Geometry& houses = *puzzle.houses;
        std::set<std::pair<int, std::vector<int>>> read, expected;
        for (const House& house : houses.houses()) {
            if (house.kind == HouseKind::cage) read.insert({house.sum.value_or(0), house.cells});
        }
        for (const auto& cage : entry.record["cages"]) {
            std::vector<int> cells = cage["cells"].get<std::vector<int>>();
            std::sort(cells.begin(), cells.end());
            expected.insert({cage["sum"].get<int>(), cells});
        }
        EXPECT_EQ(read, expected) << entry.id;
        const bool diagonals =
            std::any_of(houses.houses().begin(), houses.houses().end(),
                        [](const House& house) { return house.kind == HouseKind::diagonal; });
        EXPECT_EQ(diagonals, entry.record["diagonals"].get<bool>()) << entry.id;
    }
}

TEST(KillerFormatTest, ErrorsNameTheCell) {
    auto message = [](const std::string& text) {
        auto parsed = parse_variant(text);
        return std::holds_alternative<ParseError>(parsed) ? std::get<ParseError>(parsed).to_string()
                                                          : std::string("no error");
    };
    std::string map =
        "G<<L<K<L<^G>^>^E^^>^IJ<G^<G^>^^I^<>^HC<C^<B^N^^G^<>^>^^E^<DF<^PG^<>^^J<^^<H<<>^>^";
    std::string off_grid = map;
    off_grid[0] = '<';
    EXPECT_NE(message(off_grid).find("r1c1 points off the grid"), std::string::npos)
        << message(off_grid);
    std::string loop = map;
    loop[0] = '>';  // r1c1 -> r1c2 -> r1c1
    EXPECT_NE(message(loop).find("loop"), std::string::npos) << message(loop);
    std::string bad_sum = map;
    bad_sum[0] = 'Z';  // 35 in four cells... possible; 45 in a cage of four is not
    bad_sum[0] = 'j';
    EXPECT_NE(message(bad_sum).find("45"), std::string::npos) << message(bad_sum);
    EXPECT_NE(message("3x3:d:k:12:x").find("expected a number"), std::string::npos);
    EXPECT_NE(message("3x3:d:k:3841:7705").find("81"), std::string::npos)
        << message("3x3:d:k:3841:7705");
}

TEST(KillerFormatTest, CallersThatTakeNoVariantsAreTold) {
    for (const KillerCase& entry : killer_cases()) {
        const auto parsed = parse_puzzle(entry.input);
        ASSERT_TRUE(std::holds_alternative<ParseError>(parsed)) << entry.id;
        const std::string expected =
            entry.record["diagonals"].get<bool>() ? "a Killer-X puzzle" : "a Killer puzzle";
        EXPECT_NE(std::get<ParseError>(parsed).message.find(expected), std::string::npos)
            << std::get<ParseError>(parsed).message;
    }
}

bool obeys(const Puzzle& puzzle, const Grid& grid) {
    for (int cell = 0; cell < grid.shape().cell_count(); ++cell) {
        if (grid[cell] == 0) return false;
    }
    return puzzle.houses->obeys_houses(grid);
}

std::string line_of(const Grid& grid) {
    std::string text;
    for (int cell = 0; cell < grid.shape().cell_count(); ++cell)
        text += static_cast<char>('0' + grid[cell]);
    return text;
}

// The killers a test can afford: the 42 "tarek" ones and the human-solvable ones (the
// hardest, "Mathemagic" and "extreme", are bench/killer_bench's).
std::vector<KillerCase> affordable_cases() {
    std::vector<KillerCase> cases;
    for (KillerCase& entry : killer_cases()) {
        if (entry.id.starts_with("TAREK_ALL#") || entry.id.starts_with("HS_KILLERS#"))
            cases.push_back(std::move(entry));
    }
    return cases;
}

// Each search within a node budget: every answer it reaches obeys the cages and houses,
// matches the known solution and verdict, and the two searches agree wherever both finish.
TEST(KillerSolveTest, PropagationAndExactCoverAgreeOnTheSharedKillers) {
    int propagation_finished = 0, both_finished = 0;
    for (const KillerCase& entry : affordable_cases()) {
        const Puzzle puzzle = read_killer(entry.input);
        ASSERT_TRUE(puzzle.houses);
        std::optional<SolveResult> results[2];
        const Algorithm algorithms[2] = {Algorithm::fast, Algorithm::dlx};
        for (int index = 0; index < 2; ++index) {
            SolveOptions options;
            options.solution_limit = 2;
            options.keep_solutions = 2;
            options.algorithm = algorithms[index];
            options.node_limit = index == 0 ? 20'000 : 30'000;
            const SolveResult result = solve(puzzle, *puzzle.houses, options);
            for (std::size_t at = 0; at < result.solutions.size(); ++at)
                EXPECT_TRUE(obeys(puzzle, result.solutions[at])) << entry.id;
            if (!result.exhausted && result.verdict != Verdict::multiple) continue;
            if (entry.solution == "-") {
                EXPECT_EQ(result.verdict, Verdict::multiple) << entry.id;
            } else {
                EXPECT_EQ(result.verdict, Verdict::unique) << entry.id;
                ASSERT_FALSE(result.solutions.empty()) << entry.id;
                EXPECT_EQ(line_of(result.solutions.front()), entry.solution) << entry.id;
            }
            results[index] = result;
        }
        if (results[0]) ++propagation_finished;
        if (results[0] && results[1]) {
            ++both_finished;
            EXPECT_EQ(results[0]->verdict, results[1]->verdict) << entry.id;
        }
    }
    // The propagation settles every one within its budget (the most nodes: 15,007, tarek #40);
    // exact cover 5 of them or more.
    EXPECT_EQ(propagation_finished, 51);
    EXPECT_GE(both_finished, 5);
}

// The plain search, on the killers it settles quickly, agrees with the propagation.
TEST(KillerSolveTest, PlainSearchAgreesWhereItFinishes) {
    int finished = 0;
    for (const KillerCase& entry : killer_cases()) {
        if (!entry.id.starts_with("HS_KILLERS#")) continue;
        const Puzzle puzzle = read_killer(entry.input);
        SolveOptions options;
        options.solution_limit = 2;
        options.algorithm = Algorithm::backtrack;
        options.node_limit = 40'000;
        const SolveResult plain = solve(puzzle, *puzzle.houses, options);
        if (!plain.exhausted && plain.verdict != Verdict::multiple) continue;
        ++finished;
        options.algorithm = Algorithm::fast;
        options.node_limit = 0;
        EXPECT_EQ(plain.verdict, solve(puzzle, *puzzle.houses, options).verdict) << entry.id;
        if (entry.solution != "-") {
            ASSERT_FALSE(plain.solutions.empty());
            EXPECT_EQ(line_of(plain.solutions.front()), entry.solution) << entry.id;
        }
    }
    EXPECT_GE(finished, 1);
}

}  // namespace
}  // namespace sudokit
