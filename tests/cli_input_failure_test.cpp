// Inputs that cannot be read: a directory, a read that fails part way, a file removed while it
// is read. Each unreadable input is named on stderr with what is wrong and gives exit status
// 74; what could be read is still processed and written.

#include <fcntl.h>
#include <sys/socket.h>
#include <unistd.h>

#include <chrono>
#include <filesystem>
#include <memory>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "cli_batch_input.hpp"
#include "cli_test_support.hpp"
#include "running_sudokit.hpp"

namespace {

using namespace std::chrono_literals;
using namespace sudokit::testing;

constexpr const char* kPuzzle = kNewspaperPuzzle;
constexpr const char* kSolution = kNewspaperSolution;

TEST(CliInputFailureTest, EveryCommandNamesADirectoryGivenAsInput) {
    const auto pdf = std::filesystem::temp_directory_path() /
                     ("sudokit-directory-" + std::to_string(::getpid()) + ".pdf");
    for (const std::string& command : std::vector<std::string>{
             "solve", "check", "explain", "hint", "rate", "print -o " + pdf.string()}) {
        const auto result = run_sudokit(command + " /tmp");
        EXPECT_EQ(result.status, 74) << command;
        EXPECT_NE(result.err.find("sudokit: /tmp: is a directory"), std::string::npos)
            << command << ": " << result.err;
    }
    std::filesystem::remove(pdf);
    const auto result = run_sudokit("check --against /tmp examples/classic.txt");
    EXPECT_EQ(result.status, 74);
    EXPECT_NE(result.err.find("/tmp: is a directory"), std::string::npos) << result.err;
}

TEST(CliInputFailureTest, FilesAroundADirectoryAreStillProcessed) {
    const auto result = run_sudokit("solve examples/classic.txt /tmp examples/classic.txt");
    EXPECT_EQ(result.status, 74);
    EXPECT_EQ(lines_of(result.out).size(), 6u) << result.out;
    EXPECT_NE(result.err.find("/tmp: is a directory"), std::string::npos) << result.err;
}

TEST(CliInputFailureTest, StandardInputThatIsADirectory) {
    const int directory = ::open("/tmp", O_RDONLY | O_CLOEXEC);
    ASSERT_GE(directory, 0);
    RunningSudokit solve({"solve"}, RunningSudokitOptions::reading(directory));
    EXPECT_EQ(solve.read_rest(30s), "");
    EXPECT_EQ(solve.wait(30s), 74);
    ::close(directory);
    EXPECT_NE(solve.err().find("standard input: is a directory"), std::string::npos) << solve.err();
}

// A Unix socket whose peer closed with data it never read fails the next read with
// ECONNRESET once the data sent before is read: a read error part way, made on purpose.
TEST(CliInputFailureTest, ReadErrorPartWayIsReportedAfterWhatWasRead) {
    int ends[2];
    ASSERT_EQ(::socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, ends), 0);
    const std::string sent = joined_lines(labelled_copies(kPuzzle, 3));
    ASSERT_EQ(::write(ends[0], sent.data(), sent.size()), static_cast<ssize_t>(sent.size()));
    ASSERT_EQ(::write(ends[1], "x", 1), 1);  // left unread: closing the peer resets the socket
    ::close(ends[0]);
    RunningSudokit solve({"solve", "-j", "2"}, RunningSudokitOptions::reading(ends[1]));
    const auto out = solve.read_rest(30s);
    EXPECT_EQ(solve.wait(30s), 74);
    ::close(ends[1]);
    EXPECT_EQ(out, joined_lines(labelled_copies(kSolution, 3)));
    EXPECT_NE(solve.err().find("sudokit: standard input: read failed: Connection reset by peer"),
              std::string::npos)
        << solve.err();
}

// On Linux a file removed while it is open stays readable to the end: the batch completes.
TEST(CliInputFailureTest, FileRemovedWhileReadIsReadToTheEnd) {
    constexpr std::size_t kPuzzles = 5000;  // far more than one read of the input takes
    auto input = std::make_unique<ScratchFile>("removed.txt",
                                               joined_lines(labelled_copies(kPuzzle, kPuzzles)));
    RunningSudokit solve({"solve", input->path()});
    const auto first = solve.read_line(30s);
    ASSERT_TRUE(first) << solve.err();
    input.reset();
    const auto out = *first + "\n" + solve.read_rest(30s);
    EXPECT_EQ(solve.wait(30s), 0) << solve.err();
    EXPECT_EQ(out, joined_lines(labelled_copies(kSolution, kPuzzles)));
}

}  // namespace
