// The chain searches' pruning (the static link map's reach, the first fixpoints known to give
// nothing, the nested searches kept) changes no step: solves in the reference mode, where
// every search is done in full, take the same steps with the same ratings.

#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "logic/chains/chain_memory.hpp"
#include "logic/session_state.hpp"
#include "sudokit/logic.hpp"
#include "sudokit/session.hpp"
#include "sudokit/step.hpp"
#include "test_support.hpp"

namespace sudokit {
namespace {

std::vector<std::string> steps_of(SolvingSession& session, const Puzzle& puzzle, LogicMode mode) {
    LogicOptions options;
    options.mode = mode;
    const LogicResult result = session.solve_logically(puzzle, options);
    std::vector<std::string> steps;
    for (const Step& step : result.steps)
        steps.push_back(describe_step(step, puzzle.shape()) + " @" + std::to_string(step.rating));
    steps.push_back("ER " + std::to_string(result.rating.er) + " EP " +
                    std::to_string(result.rating.ep) + " ED " + std::to_string(result.rating.ed));
    return steps;
}

TEST(ChainReferenceMode, PruningChangesNoStep) {
    // From top1465: ER 7.5 (static forcing chains), 8.8 (dynamic), 9.5 (dynamic with
    // nested implications); then a nested forcing chain puzzle, ER 11.1.
    const std::vector<std::string> lines = {
        ".135.........7.4...........1......892.4.6....7.........8.1.....6.....2.....9.3...",
        "..3...67.5.....3...4.......6..3......8......4...7....12......5.....98.......41...",
        "7.8...3.....2.1...5.........4.....263...8.......1...9..9.6....4....7.5...........",
        "98.7..6..5...8..4...3..2...2...3.....9.8..7.......4..5.1..6..9....1...76.....81..",
    };
    for (const std::string& line : lines) {
        const Puzzle puzzle = testing::puzzle_from_line(line);
        for (const LogicMode mode : {LogicMode::se, LogicMode::full}) {
            SolvingSession pruned;
            SolvingSession reference;
            reference.state().chains().set_reference_mode(true);
            EXPECT_EQ(steps_of(pruned, puzzle, mode), steps_of(reference, puzzle, mode))
                << line << (mode == LogicMode::se ? " se" : " full");
            EXPECT_EQ(reference.state().chains().nested_searches().hits(), 0u);
        }
    }
}

}  // namespace
}  // namespace sudokit
