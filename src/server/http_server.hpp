#pragma once

#include <memory>
#include <string>

#include "server/api.hpp"

namespace sudokit::server {

struct ServerOptions {
    std::string host = "127.0.0.1";  // loopback unless asked otherwise
    int port = 8080;                 // 0 = any free port
    int threads = 4;                 // API requests computed at once
    // Connections served at once beyond `threads`: a browser keeps several connections open
    // between requests, and each holds a worker until it closes or times out.
    int connection_threads = 16;
    std::size_t max_body_bytes = 1 << 20;
    ApiLimits limits;
};

// The HTTP front of the API: GET /api/health and POST /api/<route>, JSON in and out.
class HttpServer {
  public:
    explicit HttpServer(ServerOptions options);
    ~HttpServer();
    HttpServer(const HttpServer&) = delete;
    HttpServer& operator=(const HttpServer&) = delete;

    // Binds the socket; returns the port (the chosen one when options.port is 0), or -1 when
    // the address cannot be bound.
    int bind();
    // Serves until stop() is called (from another thread or a signal handler's thread).
    void serve();
    void stop();

  private:
    struct Impl;
    std::unique_ptr<Impl> impl_;
};

}  // namespace sudokit::server
