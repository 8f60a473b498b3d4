// The HTTP server in-process on a free loopback port: real requests, including bad ones,
// slow ones and many at once.

#include "server/http_server.hpp"

#include "server/web_assets.hpp"

#include <filesystem>
#include <fstream>
#include <future>
#include <iterator>
#include <thread>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "http_test_client.hpp"

namespace sudokit {
namespace {

using nlohmann::json;
using testing::http_request;
using testing::HttpAnswer;
using testing::HttpTestConnection;
using Clock = std::chrono::steady_clock;

constexpr const char* kClassic =
    "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

server::ServerOptions test_options() {
    server::ServerOptions options;
    options.port = 0;
    options.threads = 2;
    options.max_body_bytes = 4096;
    options.limits.time_limit = std::chrono::milliseconds(300);
    return options;
}

// A server on its own thread for the length of a test.
class RunningServer {
  public:
    explicit RunningServer(server::ServerOptions options = test_options())
        : server_(std::move(options)) {
        port_ = server_.bind();
        if (port_ > 0) thread_ = std::thread([this] { server_.serve(); });
    }
    ~RunningServer() {
        server_.stop();
        if (thread_.joinable()) thread_.join();
    }
    int port() const { return port_; }

  private:
    server::HttpServer server_;
    std::thread thread_;
    int port_ = -1;
};

bool is_json_error(const HttpAnswer& answer) {
    const json body = json::parse(answer.body, nullptr, false);
    return !body.is_discarded() && body.contains("error");
}

class HttpServerTest : public ::testing::Test {
  protected:
    void SetUp() override { ASSERT_GT(server_.port(), 0); }
    HttpAnswer get(std::string_view target) { return http_request(port(), "GET", target); }
    HttpAnswer post(std::string_view target, std::string body) {
        return http_request(port(), "POST", target, std::move(body),
                            {{"Content-Type", "application/json"}});
    }
    int port() const { return server_.port(); }

    RunningServer server_;
};

TEST_F(HttpServerTest, HealthAndSolve) {
    const HttpAnswer health = get("/api/health");
    EXPECT_EQ(health.status, 200);
    EXPECT_EQ(json::parse(health.body)["status"], "ok");
    const HttpAnswer solved = post("/api/solve", json{{"puzzle", kClassic}}.dump());
    EXPECT_EQ(solved.status, 200);
    EXPECT_EQ(solved.header("Content-Type"), "application/json");
    EXPECT_EQ(json::parse(solved.body)["result"]["verdict"], "unique");
}

TEST_F(HttpServerTest, KakuroRoutesAnswerUnderApiKakuro) {
    const json grid = json::array({"# 4\\ 3\\", "\\3 . .", "\\4 . ."});
    const HttpAnswer solved = post("/api/kakuro/solve", json{{"grid", grid}}.dump());
    EXPECT_EQ(solved.status, 200);
    EXPECT_EQ(json::parse(solved.body)["result"]["solutions"][0], "1231");
    const HttpAnswer bad = post("/api/kakuro/rate", json{{"grid", "# 4\\\n\\3 ."}}.dump());
    EXPECT_EQ(bad.status, 400);
    EXPECT_TRUE(is_json_error(bad));
    EXPECT_EQ(get("/api/kakuro/solve").status, 405);
    EXPECT_EQ(post("/api/kakuro/nothing", "{}").status, 404);
}

TEST_F(HttpServerTest, BadRequestsAreAnsweredWithJsonErrors) {
    const HttpAnswer bad_json = post("/api/solve", "{oops");
    EXPECT_EQ(bad_json.status, 400);
    EXPECT_TRUE(is_json_error(bad_json));
    const HttpAnswer unknown = get("/nowhere");
    EXPECT_EQ(unknown.status, 404);
    EXPECT_TRUE(is_json_error(unknown));
    const HttpAnswer too_big = post("/api/solve", std::string(10000, ' '));
    EXPECT_EQ(too_big.status, 413);
    EXPECT_TRUE(is_json_error(too_big));
    // Not HTTP at all.
    HttpTestConnection garbage(port());
    ASSERT_TRUE(garbage.send_raw("\x01\x02 nonsense\r\n\r\n"));
    EXPECT_EQ(garbage.read_answer().status, 400);
}

// A path or body that is not UTF-8 once killed the server (an exception while writing the
// error's JSON). Every such request gets a JSON error, and the server goes on.
TEST_F(HttpServerTest, InvalidUtf8InPathOrBodyGetsAnErrorAndTheServerGoesOn) {
    for (const char* path : {"/%ff", "/%c3", "/api/%c3", "/api/%ff%fe"}) {
        for (const char* method : {"GET", "POST"}) {
            const HttpAnswer answer = http_request(port(), method, path, "{}");
            EXPECT_EQ(answer.status, 404) << method << " " << path;
            EXPECT_TRUE(is_json_error(answer)) << method << " " << path << ": " << answer.body;
        }
    }
    EXPECT_EQ(get("/%zz").status, 400);
    for (const std::string& body :
         {std::string("{\"puzzle\":\"caf\xe9\"}"), std::string(R"({"a":1e400})")}) {
        const HttpAnswer answer = post("/api/solve", body);
        EXPECT_EQ(answer.status, 400) << body;
        EXPECT_TRUE(is_json_error(answer)) << answer.body;
    }
    EXPECT_EQ(get("/api/health").status, 200);
}

TEST_F(HttpServerTest, LongRequestsEndAndTheServerKeepsServing) {
    const json absurd = {{"puzzle", std::string(625, '.')}, {"limit", 1000000}};
    EXPECT_EQ(post("/api/count", absurd.dump()).status, 422);
    EXPECT_EQ(get("/api/health").status, 200);
}

TEST_F(HttpServerTest, ServesThePageItsFilesAndNothingElse) {
    const HttpAnswer page = get("/");
    EXPECT_EQ(page.status, 200);
    EXPECT_EQ(page.header("Content-Type"), "text/html; charset=utf-8");
    EXPECT_NE(page.body.find("<title>sudokit</title>"), std::string::npos);
    const HttpAnswer script = get("/js/main.js");
    EXPECT_EQ(script.status, 200);
    EXPECT_EQ(script.header("Content-Type"), "text/javascript; charset=utf-8");
    EXPECT_EQ(get("/style.css").header("Content-Type"), "text/css; charset=utf-8");
    EXPECT_EQ(get("/style.css?v=2").status, 200);
    for (const char* missing : {"/js/nothing.js", "/../CMakeLists.txt", "/api/nothing"}) {
        const HttpAnswer answer = get(missing);
        EXPECT_EQ(answer.status, 404) << missing;
        EXPECT_TRUE(is_json_error(answer)) << missing;
    }
}

// A method a path does not take is 405 with the methods it does take; OPTIONS lists them.
TEST_F(HttpServerTest, WrongMethodsGet405AndOptionsListsTheRightOnes) {
    const HttpAnswer get_solve = get("/api/solve");
    EXPECT_EQ(get_solve.status, 405);
    EXPECT_EQ(get_solve.header("Allow"), "POST, OPTIONS");
    EXPECT_TRUE(is_json_error(get_solve));
    EXPECT_EQ(post("/api/health", "{}").status, 405);
    EXPECT_EQ(http_request(port(), "DELETE", "/").status, 405);
    const HttpAnswer options = http_request(port(), "OPTIONS", "/api/solve");
    EXPECT_EQ(options.status, 204);
    EXPECT_EQ(options.header("Allow"), "POST, OPTIONS");
    EXPECT_TRUE(options.header("Access-Control-Allow-Origin").empty());
    EXPECT_EQ(http_request(port(), "OPTIONS", "*").status, 204);
    // HEAD: GET's headers, no body.
    HttpTestConnection connection(port());
    connection.send("HEAD", "/");
    const HttpAnswer head = connection.read_answer(true);
    EXPECT_EQ(head.status, 200);
    EXPECT_EQ(head.header("Content-Length"), std::to_string(get("/").body.size()));
    EXPECT_EQ(connection.request("GET", "/api/health").status, 200);
}

// Bodies up to the limit are read whatever their content type (form-encoded ones had a
// lower limit of their own).
TEST_F(HttpServerTest, TheBodyLimitIsTheSameForEveryContentType) {
    const HttpAnswer form = http_request(port(), "POST", "/api/solve", std::string(3000, 'a'),
                                         {{"Content-Type", "application/x-www-form-urlencoded"}});
    EXPECT_EQ(form.status, 400);
    EXPECT_NE(form.body.find("not JSON"), std::string::npos) << form.body;
}

// Only loopback Host names: a DNS-rebinding page reaches the server under a name of its own.
// Another site's page may not make the browser call the API.
TEST_F(HttpServerTest, ForeignHostNamesAndOriginsAreRefused) {
    const std::string self = "http://127.0.0.1:" + std::to_string(port());
    EXPECT_EQ(http_request(port(), "GET", "/api/health", "", {{"Host", "evil.example"}}).status,
              403);
    EXPECT_EQ(http_request(port(), "GET", "/", "", {{"Host", "evil.example:8080"}}).status, 403);
    for (const char* host : {"localhost", "localhost:8080", "127.0.0.1", "[::1]:80"}) {
        EXPECT_EQ(http_request(port(), "GET", "/api/health", "", {{"Host", host}}).status, 200)
            << host;
    }
    const std::string body = json{{"puzzle", kClassic}}.dump();
    const HttpAnswer foreign =
        http_request(port(), "POST", "/api/solve", body, {{"Origin", "http://evil.example"}});
    EXPECT_EQ(foreign.status, 403);
    EXPECT_TRUE(is_json_error(foreign));
    EXPECT_EQ(http_request(port(), "POST", "/api/solve", body, {{"Origin", self}}).status, 200);
    EXPECT_EQ(
        http_request(port(), "OPTIONS", "/api/solve", "",
                     {{"Origin", "http://evil.example"}, {"Access-Control-Request-Method", "POST"}})
            .status,
        403);
}

TEST(HttpServerScan, PhotosMayBeLargerThanJsonBodies) {
    server::ServerOptions options = test_options();  // 4 KiB for JSON
    options.max_image_bytes = 64 * 1024;
    const RunningServer running(options);
    const std::string bytes(32 * 1024, 'x');
    // Read whole (it is no image); the same body on a JSON route is too large.
    const HttpAnswer scanned = http_request(running.port(), "POST", "/api/scan", bytes);
    EXPECT_TRUE(scanned.status == 400 || scanned.status == 503) << scanned.status;
    EXPECT_TRUE(is_json_error(scanned));
    EXPECT_EQ(http_request(running.port(), "POST", "/api/solve", bytes).status, 413);
    EXPECT_EQ(http_request(running.port(), "POST", "/api/scan", std::string(96 * 1024, 'x')).status,
              413);
}

TEST(HttpServerAccess, AllowedOriginsGetCorsAnswers) {
    server::ServerOptions options = test_options();
    options.allowed_origins = {"https://app.example"};
    options.allowed_hosts = {"sudoku.example"};
    const RunningServer running(options);
    const int port = running.port();
    const HttpAnswer preflight = http_request(
        port, "OPTIONS", "/api/solve", "",
        {{"Origin", "https://app.example"}, {"Access-Control-Request-Method", "POST"}});
    EXPECT_EQ(preflight.status, 204);
    EXPECT_EQ(preflight.header("Access-Control-Allow-Origin"), "https://app.example");
    EXPECT_NE(preflight.header("Access-Control-Allow-Methods").find("POST"), std::string::npos);
    EXPECT_EQ(preflight.header("Access-Control-Allow-Headers"), "Content-Type");
    const HttpAnswer solved =
        http_request(port, "POST", "/api/solve", json{{"puzzle", kClassic}}.dump(),
                     {{"Origin", "https://app.example"}});
    EXPECT_EQ(solved.status, 200);
    EXPECT_EQ(solved.header("Access-Control-Allow-Origin"), "https://app.example");
    EXPECT_EQ(http_request(port, "GET", "/api/health", "", {{"Host", "sudoku.example"}}).status,
              200);
    EXPECT_EQ(http_request(port, "POST", "/api/solve", "{}", {{"Origin", "https://other.example"}})
                  .status,
              403);
}

// Requests on one kept-alive connection, pipelined ones too, each get their answer without
// waiting on the peer's delayed acknowledgement (Nagle's algorithm once cost 40 ms each).
TEST_F(HttpServerTest, KeptAliveConnectionsAnswerEveryRequestPromptly) {
    HttpTestConnection connection(port());
    const auto start = Clock::now();
    constexpr int kRequests = 20;
    for (int i = 0; i < kRequests; ++i) {
        ASSERT_EQ(
            connection.request("POST", "/api/solve", json{{"puzzle", kClassic}}.dump()).status,
            200);
    }
    // 20 x 40 ms = 800 ms when every answer waits for an acknowledgement.
    EXPECT_LT(Clock::now() - start, std::chrono::milliseconds(600));
    const std::string get_health = "GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n";
    ASSERT_TRUE(connection.send_raw(get_health + get_health + get_health));
    for (int i = 0; i < 3; ++i)
        EXPECT_EQ(connection.read_answer().status, 200) << i;
}

// Clients that send their request a byte at a time hold no worker: others are served, and
// each slow connection is closed when its whole request has not come within the read timeout
// (however often bytes arrive).
TEST(HttpServerLoad, SlowClientsNeitherStarveOthersNorStayForever) {
    server::ServerOptions options = test_options();
    options.read_timeout = std::chrono::milliseconds(800);
    const RunningServer running(options);
    const int port = running.port();
    std::vector<std::unique_ptr<HttpTestConnection>> slow;
    for (int i = 0; i < 60; ++i) {
        slow.push_back(std::make_unique<HttpTestConnection>(port));
        ASSERT_TRUE(slow.back()->send_raw("G"));
    }
    const auto start = Clock::now();
    for (int i = 0; i < 5; ++i) {
        EXPECT_EQ(http_request(port, "GET", "/api/health").status, 200);
        EXPECT_EQ(
            http_request(port, "POST", "/api/solve", json{{"puzzle", kClassic}}.dump()).status,
            200);
    }
    EXPECT_LT(Clock::now() - start, std::chrono::milliseconds(500));
    // One byte every 100 ms would restart a per-byte timeout for ever.
    HttpTestConnection& trickle = *slow.front();
    const auto trickle_start = Clock::now();
    bool closed = false;
    for (const char byte : std::string("ET /api/health HTTP/1.1\r\nX-Slow: aaaaaaaaaaaaaaaaaaaa")) {
        if (!trickle.send_raw(std::string_view(&byte, 1)) ||
            trickle.closed_within(std::chrono::milliseconds(100))) {
            closed = true;
            break;
        }
    }
    EXPECT_TRUE(closed);
    EXPECT_LT(Clock::now() - trickle_start, std::chrono::seconds(3));
}

// Requests that wait for a busy worker until their deadline get 503 with Retry-After, not a
// late answer; the page and health checks are answered meanwhile.
TEST(HttpServerLoad, RequestsThatCannotStartInTimeGet503) {
    server::ServerOptions options = test_options();
    options.threads = 1;
    const RunningServer running(options);
    const int port = running.port();
    const std::string absurd = json{{"puzzle", std::string(625, '.')}, {"limit", 1000000}}.dump();
    std::vector<std::future<HttpAnswer>> answers;
    for (int i = 0; i < 4; ++i) {
        answers.push_back(std::async(
            std::launch::async, [&] { return http_request(port, "POST", "/api/count", absurd); }));
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
    const auto health_start = Clock::now();
    EXPECT_EQ(http_request(port, "GET", "/api/health").status, 200);
    EXPECT_EQ(http_request(port, "GET", "/").status, 200);
    EXPECT_LT(Clock::now() - health_start, std::chrono::milliseconds(200));
    int busy = 0;
    for (auto& answer : answers) {
        const HttpAnswer got = answer.get();
        EXPECT_TRUE(got.status == 422 || got.status == 503) << got.status << " " << got.body;
        if (got.status == 503) {
            ++busy;
            EXPECT_EQ(got.header("Retry-After"), "1");
            EXPECT_TRUE(is_json_error(got));
        }
    }
    EXPECT_GE(busy, 2);
}

// Beyond max_connections a new connection is answered 503 and closed; the others go on.
TEST(HttpServerLoad, ConnectionsBeyondTheLimitAreRefused) {
    server::ServerOptions options = test_options();
    options.max_connections = 4;
    const RunningServer running(options);
    std::vector<std::unique_ptr<HttpTestConnection>> open;
    for (int i = 0; i < 4; ++i) {
        open.push_back(std::make_unique<HttpTestConnection>(running.port()));
        ASSERT_EQ(open.back()->request("GET", "/api/health").status, 200);
    }
    EXPECT_EQ(http_request(running.port(), "GET", "/api/health").status, 503);
    EXPECT_EQ(open.front()->request("GET", "/api/health").status, 200);
    open.pop_back();
    for (int attempt = 0; attempt < 50; ++attempt) {
        if (http_request(running.port(), "GET", "/api/health").status == 200) return;
        std::this_thread::sleep_for(std::chrono::milliseconds(20));
    }
    ADD_FAILURE() << "a closed connection's place was not freed";
}

// 64 clients at once, each solving puzzles on a kept-alive connection: every request is
// answered, none with an error.
TEST(HttpServerLoad, SixtyFourClientsAtOnceAllGetTheirAnswers) {
    server::ServerOptions options = test_options();
    options.limits.time_limit = std::chrono::seconds(20);
    const RunningServer running(options);
    const std::string body = json{{"puzzle", kClassic}}.dump();
    std::vector<std::future<int>> clients;
    for (int i = 0; i < 64; ++i) {
        clients.push_back(std::async(std::launch::async, [&] {
            HttpTestConnection connection(running.port());
            int ok = 0;
            for (int request = 0; request < 5; ++request) {
                ok += connection.request("POST", "/api/solve", body).status == 200;
            }
            return ok;
        }));
    }
    for (auto& client : clients)
        EXPECT_EQ(client.get(), 5);
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
