// Output that cannot be written: every command says so, exits 74 and stops its batch.

#include <chrono>
#include <csignal>
#include <string>

#include <gtest/gtest.h>

#include "cli_batch_input.hpp"
#include "cli_test_support.hpp"
#include "running_sudokit.hpp"

namespace {

using namespace sudokit::testing;

constexpr const char* kPuzzle = kNewspaperPuzzle;

TEST(CliOutputFailureTest, EveryCommandReportsAFullDiskAndExits74) {
    for (const char* command :
         {"solve examples/classic.txt", "rate examples/classic.txt", "explain examples/classic.txt",
          "check examples/classic.txt", "hint examples/classic.txt", "generate --count 2 --seed 1",
          "generate --grid --count 2 --seed 1"}) {
        const auto result = run_sudokit_writing_to(command, "/dev/full");
        EXPECT_EQ(result.status, 74) << command << ": " << result.err;
        EXPECT_NE(result.err.find("sudokit: cannot write the output: No space left on device"),
                  std::string::npos)
            << command << ": " << result.err;
    }
}

TEST(CliOutputFailureTest, JsonAndGridOutputsAreCheckedToo) {
    for (const char* command :
         {"solve --json examples/classic.txt", "solve --format grid examples/classic.txt",
          "rate --json examples/classic.txt", "check --json examples/classic.txt",
          "generate --json --count 1 --seed 1"}) {
        const auto result = run_sudokit_writing_to(command, "/dev/full");
        EXPECT_EQ(result.status, 74) << command << ": " << result.err;
    }
}

// --stats counts the puzzles solved: after the first failed write the batch stops taking
// more, rather than solving all of them for nothing.
TEST(CliOutputFailureTest, BatchStopsSoonAfterAFailedWrite) {
    constexpr std::size_t kPuzzles = 50000;
    const ScratchFile input("full-disk.txt", joined_lines(labelled_copies(kPuzzle, kPuzzles)));
    const auto result = run_sudokit_writing_to("solve --stats -j 2 " + input.path(), "/dev/full");
    EXPECT_EQ(result.status, 74) << result.err;
    const auto counted = result.err.find(" puzzles (");
    ASSERT_NE(counted, std::string::npos) << result.err;
    const auto line_start = result.err.rfind('\n', counted);
    const auto solved =
        std::stoul(result.err.substr(line_start == std::string::npos ? 0 : line_start + 1));
    EXPECT_LT(solved, kPuzzles / 5) << result.err;
}

// `sudokit rate hard.txt | head -1`: once head has its line and leaves, the next write ends
// sudokit by SIGPIPE, quietly, instead of rating the rest of the batch (a second a puzzle).
TEST(CliOutputFailureTest, ReaderThatLeavesEndsTheBatchQuietlyAndPromptly) {
    SUDOKIT_REQUIRE_DATA_FILE(kHardestPuzzles);
    const ScratchFile input("hard.txt", joined_lines(hard_puzzle_lines(5000)));
    RunningSudokit rate({"rate", "-j", "2", "--no-progress", input.path()});
    ASSERT_TRUE(rate.read_line(std::chrono::seconds(30))) << rate.err();
    rate.close_output();
    EXPECT_EQ(rate.wait(std::chrono::seconds(20)), 128 + SIGPIPE);
    EXPECT_EQ(rate.err(), "");
}

TEST(CliOutputFailureTest, GenerateStopsAtTheFirstFailedWrite) {
    RunningSudokit generate({"generate", "--grid", "--count", "1000000000", "--seed", "1"},
                            RunningSudokitOptions::writing_to("/dev/full"));
    EXPECT_EQ(generate.wait(std::chrono::seconds(30)), 74) << generate.err();
    EXPECT_NE(generate.err().find("No space left on device"), std::string::npos) << generate.err();
}

// A pipe whose reader is gone: with SIGPIPE ignored by whoever started sudokit, the failed
// write (EPIPE) ends the batch quietly, as it would have with the signal.
TEST(CliOutputFailureTest, ClosedPipeWithSigpipeIgnoredEndsQuietly) {
    RunningSudokit generate({"generate", "--grid", "--count", "1000000000", "--seed", "1"},
                            RunningSudokitOptions::ignoring_sigpipe());
    ASSERT_TRUE(generate.read_line(std::chrono::seconds(30)));
    generate.close_output();
    EXPECT_EQ(generate.wait(std::chrono::seconds(30)), 74);
    EXPECT_EQ(generate.err(), "");
}

}  // namespace
