// Solving sessions: a session's results never depend on what it solved before, and a hint
// request ends in one of the statuses of HintResult with what each needs.

#include <string>
#include <vector>

#include "logic_test_support.hpp"
#include "sudokit/hint.hpp"
#include "sudokit/session.hpp"

namespace sudokit {
namespace {

using testing::puzzle_from_line;

// Puzzles whose SE solves use what a session keeps: nested chains (their caches and
// buffers), aligned triples (the memory of the last search), dynamic chains.
const std::vector<std::string> kPuzzles = {
    "98.7..6..5...8..4...3..2...2...3.....9.8..7.......4..5.1..6..9....1...76.....81..",
    "4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......",
    "52...6.........7.13...........4..8..6......5...........418.........3..2...87.....",
    "6.....8.3.4.7.................5.4.7.3..2.....1.6.......2.....5.....8.6......1....",
};

// Every step's sentence and rating, and the figures.
std::vector<std::string> solve_record(SolvingSession& session, const std::string& line) {
    LogicOptions options;
    options.mode = LogicMode::se;
    const Puzzle puzzle = puzzle_from_line(line);
    const LogicResult result = session.solve_logically(puzzle, options);
    std::vector<std::string> record;
    for (const Step& step : result.steps)
        record.push_back(std::to_string(step.rating) + " " + describe_step(step, puzzle.shape()));
    record.push_back(std::to_string(result.rating.er) + "/" + std::to_string(result.rating.ep) +
                     "/" + std::to_string(result.rating.ed));
    return record;
}

TEST(SolvingSession, ResultsDoNotDependOnWhatTheSessionSolvedBefore) {
    std::vector<std::vector<std::string>> alone;
    for (const std::string& line : kPuzzles) {
        SolvingSession fresh;
        alone.push_back(solve_record(fresh, line));
    }
    SolvingSession forward;
    for (std::size_t index = 0; index < kPuzzles.size(); ++index)
        EXPECT_EQ(solve_record(forward, kPuzzles[index]), alone[index]) << kPuzzles[index];
    SolvingSession backward;
    for (std::size_t index = kPuzzles.size(); index-- > 0;)
        EXPECT_EQ(solve_record(backward, kPuzzles[index]), alone[index]) << kPuzzles[index];
    // The same puzzle twice in a row: the second solve starts with the first one's memory.
    EXPECT_EQ(solve_record(backward, kPuzzles[0]), alone[0]);
}

TEST(SolvingSession, TheFreeFunctionsAgreeWithASession) {
    SolvingSession session;
    LogicOptions options;
    options.mode = LogicMode::se;
    for (const std::string& line : kPuzzles) {
        const Puzzle puzzle = puzzle_from_line(line);
        const LogicResult free_result = solve_logically(puzzle, options);
        const LogicResult session_result = session.solve_logically(puzzle, options);
        EXPECT_EQ(free_result.rating.er, session_result.rating.er);
        EXPECT_EQ(free_result.step_count, session_result.step_count);
        EXPECT_EQ(next_step(Position::from_puzzle(puzzle), options),
                  session.next_step(Position::from_puzzle(puzzle), options));
    }
}

const char* const kEasy =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";
const char* const kEasySolution =
    "534678912672195348198342567859761423426853791713924856961537284287419635345286179";

TEST(HintResult, AStepWhenATechniqueApplies) {
    const HintResult result = hint(Position::from_puzzle(puzzle_from_line(kEasy)));
    ASSERT_EQ(result.status, HintStatus::hint);
    ASSERT_TRUE(result.step.has_value());
    EXPECT_EQ(hint_status_name(result.status), "hint");
    EXPECT_EQ(hint_problem(result, Shape(3, 3)), "");
}

TEST(HintResult, SolvedWhenEveryCellIsRight) {
    const HintResult result = hint(Position::from_puzzle(puzzle_from_line(kEasySolution)));
    EXPECT_EQ(result.status, HintStatus::solved);
    EXPECT_FALSE(result.step.has_value());
}

TEST(HintResult, NoSolutionForAFullGridWithAClash) {
    std::string broken = kEasySolution;
    std::swap(broken[0], broken[1]);  // two digits of row 1 swapped: columns clash
    EXPECT_EQ(hint(Position::from_puzzle(puzzle_from_line(broken))).status,
              HintStatus::no_solution);
}

TEST(HintResult, NoSolutionAndMultipleSolutions) {
    std::string clash = kEasy;
    clash[2] = '5';  // a second 5 in row 1
    const HintResult none = hint(Position::from_puzzle(puzzle_from_line(clash)));
    EXPECT_EQ(none.status, HintStatus::no_solution);
    EXPECT_EQ(hint_problem(none, Shape(3, 3)), "the puzzle has no solution");
    const HintResult several = hint(Position::from_puzzle(puzzle_from_line(std::string(81, '.'))));
    EXPECT_EQ(several.status, HintStatus::multiple);
    EXPECT_EQ(hint_status_name(several.status), "multiple");
}

TEST(HintResult, WrongMarksNameTheFirstCellThatLostItsDigit) {
    Position position = Position::from_puzzle(puzzle_from_line(kEasy));
    // r1c3's digit is 4 in the solution; strike it, and r2c2's 7.
    position.eliminate(2, 4);
    position.eliminate(10, 7);
    const HintResult result = hint(position);
    ASSERT_EQ(result.status, HintStatus::wrong_marks);
    EXPECT_EQ(result.cell, 2);
    EXPECT_EQ(hint_problem(result, position.shape()),
              "the pencil marks are wrong: r1c3 lacks a digit the solution needs");
}

TEST(HintResult, StuckWhenNoAllowedTechniqueApplies) {
    LogicOptions options;
    options.techniques = TechniqueSet{};  // none
    const HintResult result = hint(Position::from_puzzle(puzzle_from_line(kEasy)), options);
    EXPECT_EQ(result.status, HintStatus::stuck);
    EXPECT_EQ(hint_problem(result, Shape(3, 3)), "no allowed technique applies");
}

// A deadline stops the searches that poll it (chains); a step found before any poll is
// still given, so only dynamic forcing chains are allowed here.
TEST(HintResult, StoppedWhenTheDeadlineComesFirst) {
    const Position position = Position::from_puzzle(puzzle_from_line(kPuzzles[1]));
    LogicOptions options;
    options.mode = LogicMode::se;
    options.techniques = TechniqueSet{};
    options.techniques->set(static_cast<std::size_t>(Technique::dynamic_forcing_chain));
    const HintResult unlimited = hint(position, options);
    ASSERT_EQ(unlimited.status, HintStatus::hint);
    options.deadline = std::chrono::steady_clock::now() - std::chrono::seconds(1);
    const HintResult result = hint(position, options);
    EXPECT_EQ(result.status, HintStatus::stopped);
    EXPECT_FALSE(result.step.has_value());
    EXPECT_EQ(hint_problem(result, position.shape()), "the time limit was reached");
}

}  // namespace
}  // namespace sudokit
