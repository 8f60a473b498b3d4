#pragma once

#include <chrono>
#include <memory>
#include <string>
#include <vector>

#include "server/api.hpp"

namespace sudokit::server {

struct ServerOptions {
    std::string host = "127.0.0.1";  // loopback unless asked otherwise
    int port = 8080;                 // 0 = any free port
    int threads = 4;                 // API requests computed at once
    std::size_t max_body_bytes = 1 << 20;
    // A photo for POST /api/scan (a phone's JPEG is a few MB).
    std::size_t max_image_bytes = 24 << 20;
    // A whole request, headers and body, must arrive within this time of the connection
    // being ready for it (a new connection, or the last answer sent on a kept-alive one).
    // Bounding the whole read, not each byte, keeps clients that trickle bytes from holding
    // a connection for long.
    std::chrono::milliseconds read_timeout{10'000};
    // Connections open at once; more are answered 503 and closed. Waiting connections cost
    // no thread, only a socket and their buffers.
    int max_connections = 256;
    // Host names answered beyond loopback's and `host`'s (for a server behind a name).
    std::vector<std::string> allowed_hosts;
    // Origins whose pages may call the API across sites ("*" for any); none by default.
    std::vector<std::string> allowed_origins;
    // SIGINT and SIGTERM stop serve().
    bool stop_on_signals = false;
    ApiLimits limits;
};

// The HTTP front of the API and the page. One thread reads requests and sends answers for
// every connection (slow or idle connections hold no thread); GET /api/health and the
// page's files are answered there at once, and POST /api/<route> goes to `threads` API
// workers. A request that waited for a worker until its deadline gets 503 with Retry-After.
class HttpServer {
  public:
    explicit HttpServer(ServerOptions options);
    ~HttpServer();
    HttpServer(const HttpServer&) = delete;
    HttpServer& operator=(const HttpServer&) = delete;

    // Binds the socket; returns the port (the chosen one when options.port is 0), or -1 when
    // the address cannot be bound.
    int bind();
    // Serves until stop() is called (from another thread), or a signal when
    // options.stop_on_signals.
    void serve();
    void stop();

  private:
    struct Impl;
    std::unique_ptr<Impl> impl_;
};

}  // namespace sudokit::server
