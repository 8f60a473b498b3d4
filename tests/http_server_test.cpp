// The HTTP server in-process on a free loopback port: real requests with an HTTP client,
// including bad ones and the body size limit.

#include "server/http_server.hpp"

#include "server/web_assets.hpp"

#include <httplib.h>

#include <filesystem>
#include <fstream>
#include <iterator>
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

TEST_F(HttpServerTest, ServesThePageItsFilesAndNothingElse) {
    const auto page = client_->Get("/");
    ASSERT_TRUE(page);
    EXPECT_EQ(page->status, 200);
    EXPECT_EQ(page->get_header_value("Content-Type"), "text/html; charset=utf-8");
    EXPECT_NE(page->body.find("<title>sudokit</title>"), std::string::npos);
    const auto script = client_->Get("/js/main.js");
    ASSERT_TRUE(script);
    EXPECT_EQ(script->status, 200);
    EXPECT_EQ(script->get_header_value("Content-Type"), "text/javascript; charset=utf-8");
    const auto style = client_->Get("/style.css");
    ASSERT_TRUE(style);
    EXPECT_EQ(style->get_header_value("Content-Type"), "text/css; charset=utf-8");
    for (const char* missing : {"/js/nothing.js", "/../CMakeLists.txt", "/api/solve"}) {
        const auto answer = client_->Get(missing);
        ASSERT_TRUE(answer) << missing;
        EXPECT_EQ(answer->status, 404) << missing;
        EXPECT_TRUE(json::parse(answer->body).contains("error")) << missing;
    }
}

// Every file under web/ is in the executable, byte for byte, and nothing else is.
TEST(WebAssets, MatchTheFilesOfTheWebFolder) {
    namespace fs = std::filesystem;
    const fs::path folder = fs::path(SUDOKIT_SOURCE_DIR) / "web";
    std::size_t files = 0;
    for (const auto& entry : fs::recursive_directory_iterator(folder)) {
        if (!entry.is_regular_file()) continue;
        ++files;
        std::string path = "/";
        path += fs::relative(entry.path(), folder).generic_string();
        const server::WebAsset* asset = server::find_web_asset(path);
        ASSERT_NE(asset, nullptr) << path;
        std::ifstream in(entry.path(), std::ios::binary);
        const std::string bytes((std::istreambuf_iterator<char>(in)), {});
        EXPECT_EQ(asset->body, bytes) << path;
    }
    EXPECT_EQ(server::web_assets().size(), files);
    EXPECT_GE(files, 10u);
    ASSERT_NE(server::find_web_asset("/"), nullptr);
    EXPECT_EQ(server::find_web_asset("/")->path, "/index.html");
}

}  // namespace
}  // namespace sudokit
