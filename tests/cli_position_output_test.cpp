// Positions in the middle of a solve, written and read: hint --apply (the step, then the
// position it leads to, which reads back), explain --until N, --format marks, and puzzles read
// with the player's progress (HoDoKu's '+' digits, the API's "placed"), whose wrong digits are
// named.

#include <string>
#include <vector>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "cli_test_support.hpp"
#include "server/api.hpp"
#include "sudokit/format.hpp"
#include "sudokit/hint.hpp"
#include "sudokit/json.hpp"
#include "sudokit/logic.hpp"
#include "sudokit/records.hpp"
#include "sudokit/solve.hpp"
#include "test_support.hpp"

namespace sudokit {
namespace {

using nlohmann::json;
using testing::lines_of;
using testing::run_sudokit;

constexpr std::string_view kEasy =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
constexpr std::string_view kEasySolution =
    "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

Puzzle read(const std::string& text) {
    auto parsed = parse_puzzle(text);
    EXPECT_TRUE(std::holds_alternative<Puzzle>(parsed))
        << std::get<ParseError>(parsed).to_string() << "\n"
        << text;
    return std::holds_alternative<Puzzle>(parsed) ? std::get<Puzzle>(parsed) : Puzzle();
}

// Everything after the first line.
std::string after_first_line(const std::string& text) {
    return text.substr(text.find('\n') + 1);
}

TEST(CliPositionOutput, HintApplyPrintsThePositionItsStepLeadsToAndReadsBack) {
    const Grid solution = testing::puzzle_from_line(kEasySolution).givens;
    std::string input(kEasy);
    input += "\n";
    Position expected = Position::from_puzzle(testing::puzzle_from_line(kEasy));
    for (int round = 0; round < 6; ++round) {
        const HintResult hinted = hint(expected);
        ASSERT_EQ(hinted.status, HintStatus::hint);
        const auto result = run_sudokit("hint --apply", input);
        ASSERT_EQ(result.status, 0) << result.err;
        // The sentence as a comment, then the pencil marks after the step.
        EXPECT_EQ(lines_of(result.out).front(),
                  std::string("# ") + describe_step(*hinted.step, expected.shape()));
        apply_step(expected, *hinted.step);
        const Puzzle written = read(after_first_line(result.out));
        // Read back, a cell left with one candidate counts as solved (pencil-mark grids are
        // read so); the next hint is for that position.
        expected = Position::from_marks(expected.pencil_marks());
        if (!written.marks) {  // every cell down to one digit: a plain grid, the solution
            EXPECT_TRUE(expected.solved());
            EXPECT_EQ(written.givens, solution);
            break;
        }
        EXPECT_EQ(start_position(written), expected) << result.out;
        for (int cell = 0; cell < 81; ++cell) {
            EXPECT_TRUE(expected.has(cell, solution[cell]) ||
                        expected.value(cell) == solution[cell])
                << "round " << round << " cell " << cell << " value " << expected.value(cell);
        }
        input = result.out;  // the whole answer is the next input
    }
    // Under --json the position is "next"; --format line writes its placed digits.
    Position first = Position::from_puzzle(testing::puzzle_from_line(kEasy));
    apply_step(first, *hint(first).step);
    const auto as_json = run_sudokit("hint --apply --json", std::string(kEasy) + "\n");
    const auto next = position_from_json(json::parse(as_json.out)["next"]);
    ASSERT_TRUE(std::holds_alternative<Position>(next)) << as_json.out;
    EXPECT_EQ(std::get<Position>(next), first);
    const auto as_line = run_sudokit("hint --apply --format line", std::string(kEasy) + "\n");
    EXPECT_EQ(lines_of(as_line.out).at(1), to_line(first.values()));
}

TEST(CliPositionOutput, ApplyNeedsTheFullHint) {
    const auto result = run_sudokit("hint --apply --level nudge", std::string(kEasy) + "\n");
    EXPECT_NE(result.status, 0);
    EXPECT_NE(result.err.find("--level full"), std::string::npos) << result.err;
}

TEST(CliPositionOutput, ExplainUntilShowsThePositionAfterStepN) {
    const Puzzle puzzle = testing::puzzle_from_line(kEasy);
    const LogicResult solved = solve_logically(Position::from_puzzle(puzzle));
    ASSERT_GT(solved.steps.size(), 10u);
    Position after = Position::from_puzzle(puzzle);
    for (std::size_t index = 0; index < 10; ++index)
        apply_step(after, solved.steps[index]);

    const auto marks = run_sudokit("explain --until 10", std::string(kEasy) + "\n");
    ASSERT_EQ(marks.status, 0) << marks.err;
    const std::vector<std::string> lines = lines_of(marks.out);
    ASSERT_GT(lines.size(), 12u);
    EXPECT_EQ(lines[10].substr(0, 6), "  10. ");
    EXPECT_EQ(lines[11], "  Position after step 10:");
    std::string grid;
    for (std::size_t index = 12; index < lines.size(); ++index)
        grid += lines[index] + "\n";
    EXPECT_EQ(start_position(read(grid)), Position::from_marks(after.pencil_marks())) << grid;

    const auto line = run_sudokit("explain --until 10 --format line", std::string(kEasy) + "\n");
    EXPECT_EQ(lines_of(line.out).at(12), to_line(after.values()));
    const json value =
        json::parse(run_sudokit("explain --until 10 --json", std::string(kEasy) + "\n").out);
    EXPECT_EQ(value["position_after"]["step"], 10);
    EXPECT_EQ(std::get<Position>(position_from_json(value["position_after"]["position"])), after);
    EXPECT_EQ(value["steps"].size(), solved.steps.size());

    // Past the end: every step, then the solved grid, said so.
    const auto past = run_sudokit("explain --until 500 --format line", std::string(kEasy) + "\n");
    EXPECT_NE(
        past.out.find("The explanation has " + std::to_string(solved.steps.size()) + " steps"),
        std::string::npos)
        << past.out;
    EXPECT_NE(past.out.find(std::string(kEasySolution)), std::string::npos);
    EXPECT_NE(run_sudokit("explain --until 0", std::string(kEasy) + "\n").status, 0);
}

TEST(CliPositionOutput, FormatMarksWritesEveryCandidate) {
    const auto made = run_sudokit("generate --seed 4 --format marks");
    ASSERT_EQ(made.status, 0) << made.err;
    const auto plain = run_sudokit("generate --seed 4");
    const Puzzle puzzle = read(lines_of(plain.out).front());
    const Puzzle marks = read(made.out);
    ASSERT_TRUE(marks.marks);
    EXPECT_EQ(start_position(marks),
              Position::from_marks(Position::from_puzzle(puzzle).pencil_marks()));
    // A solution in marks is its digits, one per cell.
    const auto solved = run_sudokit("solve --format marks", std::string(kEasy) + "\n");
    EXPECT_EQ(read(solved.out).givens, testing::puzzle_from_line(kEasySolution).givens);
}

// kEasy with r1c3 and r1c4 filled by the player (in HoDoKu's '+' notation): `third` at r1c3.
std::string with_progress(char third) {
    std::string line = ":0000:x:53+";
    line += third;
    line += "+6";
    line += std::string(kEasy.substr(4));
    return line + ":::\n";
}

TEST(CliPositionOutput, APlayersWrongDigitIsNamedByEveryCommand) {
    const Puzzle right = read(with_progress('4'));
    EXPECT_EQ(right.placed, (std::vector<int>{2, 3}));
    EXPECT_EQ(right.clues(), testing::puzzle_from_line(kEasy).givens);
    EXPECT_EQ(first_wrong_placed_digit(right), -1);
    EXPECT_EQ(run_sudokit("hint", with_progress('4')).status, 0);

    const Puzzle wrong = read(with_progress('1'));
    EXPECT_EQ(first_wrong_placed_digit(wrong), 2);
    const std::string named = "the digit placed in r1c3 is not the solution's";
    const auto hinted = run_sudokit("hint --json", with_progress('1'));
    EXPECT_EQ(hinted.status, 1);
    const json answer = json::parse(hinted.out);
    EXPECT_EQ(answer["status"], "wrong-digit");
    EXPECT_EQ(answer["cell"]["name"], "r1c3");
    EXPECT_EQ(answer["problem"], named);
    for (const char* command : {"hint", "solve", "rate", "explain"}) {
        const auto result = run_sudokit(command, with_progress('1'));
        EXPECT_NE(result.status, 0) << command;
        EXPECT_NE(result.out.find(named), std::string::npos) << command << ": " << result.out;
    }
}

TEST(CliPositionOutput, TheApiReadsThePlayersDigitsBesideTheGivens) {
    json puzzle = {{"size", "3x3"},
                   {"givens", std::string(kEasy)},
                   {"placed", std::string("..1") + std::string(78, '.')}};
    auto answer = server::handle_api("hint", json{{"puzzle", puzzle}}.dump(), {});
    EXPECT_EQ(answer.status, 400);
    EXPECT_EQ(answer.body["status"], "wrong-digit");
    EXPECT_EQ(answer.body["cell"]["name"], "r1c3");
    puzzle["placed"] = std::string("..4") + std::string(78, '.');
    answer = server::handle_api("hint", json{{"puzzle", puzzle}}.dump(), {});
    EXPECT_EQ(answer.status, 200) << answer.body.dump();
    // The puzzle's JSON keeps the two apart, and reads back the same.
    const auto parsed = puzzle_from_json(puzzle);
    ASSERT_TRUE(std::holds_alternative<Puzzle>(parsed));
    const Puzzle& read_back = std::get<Puzzle>(parsed);
    EXPECT_EQ(read_back.placed, std::vector<int>{2});
    EXPECT_EQ(to_json(read_back)["givens"], std::string(kEasy));
    EXPECT_EQ(to_json(read_back)["placed"], puzzle["placed"]);
    // A placed digit on a given is refused, naming the cell.
    puzzle["placed"] = std::string("1") + std::string(80, '.');
    const auto refused = puzzle_from_json(puzzle);
    ASSERT_TRUE(std::holds_alternative<ParseError>(refused));
    EXPECT_NE(std::get<ParseError>(refused).message.find("r1c1 holds a given"), std::string::npos);
}

}  // namespace
}  // namespace sudokit
