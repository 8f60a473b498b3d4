// `sudokit serve` as a user starts it: on a free port, answering, and stopping on Ctrl-C.

#include <signal.h>
#include <sys/wait.h>

#include <cstdio>
#include <string>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "cli_test_support.hpp"
#include "http_test_client.hpp"

namespace sudokit {
namespace {

std::string read_line(FILE* stream) {
    std::string line;
    for (int c = std::fgetc(stream); c != EOF && c != '\n'; c = std::fgetc(stream)) {
        line.push_back(static_cast<char>(c));
    }
    return line;
}

TEST(CliServeTest, ServesOnAFreePortAndStopsOnInterrupt) {
    // The shell prints its pid and then becomes the server, so the test can interrupt it.
    const std::string command =
        std::string("echo $$; exec '") + SUDOKIT_CLI_PATH + "' serve --port 0 --threads 2";
    FILE* output = ::popen(command.c_str(), "r");
    ASSERT_NE(output, nullptr);
    const int pid = std::stoi(read_line(output));
    const std::string banner = read_line(output);
    const std::size_t colon = banner.rfind(':');
    ASSERT_NE(colon, std::string::npos) << banner;
    EXPECT_NE(banner.find("http://127.0.0.1:"), std::string::npos) << banner;
    const int port = std::stoi(banner.substr(colon + 1));
    const testing::HttpAnswer health = testing::http_request(port, "GET", "/api/health");
    ASSERT_EQ(health.status, 200);
    EXPECT_EQ(nlohmann::json::parse(health.body)["status"], "ok");
    ::kill(pid, SIGINT);
    const int status = ::pclose(output);
    EXPECT_TRUE(WIFEXITED(status));
    EXPECT_EQ(WEXITSTATUS(status), 0);
}

TEST(CliServeTest, BadArgumentsAreRefused) {
    const auto result = testing::run_sudokit("serve --port 70000");
    EXPECT_EQ(result.status, 64);
    const auto help = testing::run_sudokit("serve --help");
    EXPECT_EQ(help.status, 0);
    EXPECT_NE(help.out.find("/api/solve"), std::string::npos);
}

}  // namespace
}  // namespace sudokit
