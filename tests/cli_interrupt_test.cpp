// SIGINT or SIGTERM in the middle of a batch: the command takes no more records, writes the
// results it has in input order (a prefix of the batch, with no gap) and exits 130.

#include <chrono>
#include <csignal>
#include <string>
#include <vector>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "cli_batch_input.hpp"
#include "cli_test_support.hpp"
#include "running_sudokit.hpp"

namespace {

using namespace std::chrono_literals;
using namespace sudokit::testing;

constexpr const char* kPuzzle = kNewspaperPuzzle;
constexpr const char* kSolution = kNewspaperSolution;

// Waits for the first line of output, sends `signal_number`, and returns all the output; the
// command must then end at once with 130.
std::string interrupt_after_first_line(RunningSudokit& command, int signal_number) {
    const auto first = command.read_line(30s);
    EXPECT_TRUE(first) << "no output before the signal: " << command.err();
    command.send(signal_number);
    std::string out = first ? *first + "\n" : "";
    out += command.read_rest(30s);
    EXPECT_EQ(command.wait(10s), 130) << command.err();
    EXPECT_NE(command.err().find("interrupted"), std::string::npos) << command.err();
    return out;
}

// Two threads rate puzzles of about a second each: what was rated before Ctrl-C is written,
// each line the rating of its input line, exactly as an uninterrupted run gives it.
TEST(CliInterruptTest, RateWritesTheRatingsItHasInOrder) {
    SUDOKIT_REQUIRE_DATA_FILE(kHardestPuzzles);
    const auto puzzles = hard_puzzle_lines(5000);
    const ScratchFile input("interrupted-rate.txt", joined_lines(puzzles));
    RunningSudokit rate({"rate", "-j", "2", "--no-progress", input.path()});
    const std::string out = interrupt_after_first_line(rate, SIGINT);
    const auto written = lines_of(out);
    ASSERT_FALSE(written.empty());
    ASSERT_LT(written.size(), puzzles.size());
    const std::vector<std::string> rated(puzzles.begin(),
                                         puzzles.begin() + static_cast<long>(written.size()));
    EXPECT_EQ(out, run_sudokit("rate -j 2 --no-progress", joined_lines(rated)).out);
}

// The lines written are whole and belong to records 1, 2, 3... in turn.
void expect_solutions_in_order(const std::string& out) {
    const auto lines = lines_of(out);
    ASSERT_FALSE(lines.empty());
    for (std::size_t i = 0; i < lines.size(); ++i)
        ASSERT_EQ(lines[i], std::string(kSolution) + " p" + std::to_string(i)) << "line " << i;
}

void expect_json_in_order(const std::string& out, const char* counter, std::size_t first) {
    const auto lines = lines_of(out);
    ASSERT_FALSE(lines.empty());
    for (std::size_t i = 0; i < lines.size(); ++i) {
        const auto value = nlohmann::json::parse(lines[i], nullptr, false);
        ASSERT_FALSE(value.is_discarded()) << "line " << i << " is cut: " << lines[i];
        ASSERT_EQ(value[counter], first + i) << lines[i];
    }
}

TEST(CliInterruptTest, SolveOnSigtermWritesAPrefixOfTheBatch) {
    const ScratchFile input("interrupted-solve.txt", joined_lines(labelled_copies(kPuzzle, 30000)));
    for (int signal_number : {SIGTERM, SIGINT}) {
        RunningSudokit solve({"solve", "-j", "2", input.path()});
        expect_solutions_in_order(interrupt_after_first_line(solve, signal_number));
    }
}

TEST(CliInterruptTest, EveryBatchCommandStopsInOrderOnSigterm) {
    const ScratchFile puzzles("interrupted-puzzles.txt",
                              joined_lines(labelled_copies(kPuzzle, 5000)));
    const ScratchFile grids("interrupted-grids.txt",
                            joined_lines(labelled_copies(kSolution, 30000)));
    const std::vector<std::vector<std::string>> commands = {
        {"check", "--json", "-j", "2", grids.path()},
        {"explain", "--json", "-j", "2", puzzles.path()},
        {"hint", "--json", puzzles.path()},
        {"rate", "--json", "-j", "2", "--no-progress", puzzles.path()},
    };
    for (const auto& command : commands) {
        SCOPED_TRACE(command.front());
        RunningSudokit running(command);
        expect_json_in_order(interrupt_after_first_line(running, SIGTERM), "line", 1);
    }
    RunningSudokit generate({"generate", "--json", "-j", "2", "--count", "100000", "--seed", "1"});
    expect_json_in_order(interrupt_after_first_line(generate, SIGTERM), "index", 0);
}

}  // namespace
