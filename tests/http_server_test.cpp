// The HTTP server in-process on a free loopback port: real requests with an HTTP client,
// including bad ones and the body size limit.

#include "server/http_server.hpp"

#include <httplib.h>

#include <thread>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

namespace sudokit {
namespace {

using nlohmann::json;

class HttpServerTest : public ::testing::Test {
  protected:
    void SetUp() override {
        server::ServerOptions options;
        options.port = 0;
        options.threads = 2;
        options.max_body_bytes = 4096;
        options.limits.time_limit = std::chrono::milliseconds(300);
        server_ = std::make_unique<server::HttpServer>(options);
        port_ = server_->bind();
        ASSERT_GT(port_, 0);
        thread_ = std::thread([this] { server_->serve(); });
        client_ = std::make_unique<httplib::Client>("127.0.0.1", port_);
        // Wait until the server accepts requests.
        for (int attempt = 0; attempt < 100 && !client_->Get("/api/health"); ++attempt) {
            std::this_thread::sleep_for(std::chrono::milliseconds(10));
        }
    }
    void TearDown() override {
        server_->stop();
        if (thread_.joinable()) thread_.join();
    }

    std::unique_ptr<server::HttpServer> server_;
    std::unique_ptr<httplib::Client> client_;
    std::thread thread_;
    int port_ = 0;
};

TEST_F(HttpServerTest, HealthAndSolve) {
    const auto health = client_->Get("/api/health");
    ASSERT_TRUE(health);
    EXPECT_EQ(health->status, 200);
    EXPECT_EQ(json::parse(health->body)["status"], "ok");
    const json request = {{"puzzle",
                           "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419.."
                           "5....8..79"}};
    const auto solved = client_->Post("/api/solve", request.dump(), "application/json");
    ASSERT_TRUE(solved);
    EXPECT_EQ(solved->status, 200);
    EXPECT_EQ(solved->get_header_value("Content-Type"), "application/json");
    EXPECT_EQ(json::parse(solved->body)["result"]["verdict"], "unique");
}

TEST_F(HttpServerTest, BadRequestsAreAnsweredWithJsonErrors) {
    const auto bad_json = client_->Post("/api/solve", "{oops", "application/json");
    ASSERT_TRUE(bad_json);
    EXPECT_EQ(bad_json->status, 400);
    EXPECT_TRUE(json::parse(bad_json->body).contains("error"));
    const auto unknown = client_->Get("/nowhere");
    ASSERT_TRUE(unknown);
    EXPECT_EQ(unknown->status, 404);
    EXPECT_TRUE(json::parse(unknown->body).contains("error"));
    const auto too_big = client_->Post("/api/solve", std::string(10000, ' '), "application/json");
    ASSERT_TRUE(too_big);
    EXPECT_EQ(too_big->status, 413);
}

TEST_F(HttpServerTest, LongRequestsEndAndTheServerKeepsServing) {
    const json absurd = {{"puzzle", std::string(625, '.')}, {"limit", 1000000}};
    const auto slow = client_->Post("/api/count", absurd.dump(), "application/json");
    ASSERT_TRUE(slow);
    EXPECT_EQ(slow->status, 422);
    const auto health = client_->Get("/api/health");
    ASSERT_TRUE(health);
    EXPECT_EQ(health->status, 200);
}

}  // namespace
}  // namespace sudokit
