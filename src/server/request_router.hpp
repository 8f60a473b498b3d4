#pragma once

#include <string>
#include <string_view>
#include <utility>
#include <variant>
#include <vector>

#include "server/access_policy.hpp"

namespace sudokit::server {

// What routing reads of a request.
struct RequestLine {
    std::string_view method;  // "GET", "POST"...
    std::string_view target;  // as sent: percent-encoded, query included
    std::string_view host;    // the Host header, empty when absent
    std::string_view origin;  // the Origin header, empty when absent
};

using HeaderList = std::vector<std::pair<std::string, std::string>>;

// An answer ready to send.
struct Reply {
    int status = 200;
    std::string content_type = "application/json";
    std::string body;
    HeaderList headers;  // beyond Content-Type and Content-Length
};

// A request for the API workers: POST /api/<route>. `headers` go on its answer (CORS).
struct ApiCall {
    std::string route;
    HeaderList headers;
};

// A JSON error answer: {"error": message}. Request text in the message may be any bytes;
// json_text makes it valid UTF-8.
Reply error_reply(int status, std::string_view message, HeaderList headers = {});

// Decides what a request gets, without a socket: the page's files, GET /api/health, a
// POST /api/<route> for the workers, or an error (400 bad target, 403 Host or Origin not
// allowed, 404 nothing there, 405 wrong method with Allow). Answers OPTIONS: the methods a
// path takes, and CORS preflights for allowed origins.
class RequestRouter {
  public:
    explicit RequestRouter(AccessPolicy policy) : policy_(std::move(policy)) {}
    std::variant<Reply, ApiCall> route(const RequestLine& request) const;

  private:
    AccessPolicy policy_;
};

// The path of a request target, percent-decoded and without its query; nullopt-like empty
// result with ok=false when an escape is malformed. The decoded path may hold any bytes.
struct DecodedPath {
    bool ok = true;
    std::string path;
};
DecodedPath decode_target_path(std::string_view target);

}  // namespace sudokit::server
