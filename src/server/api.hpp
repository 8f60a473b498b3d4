#pragma once

// The JSON API behind `sudokit serve`: one function per route, JSON in and JSON out, with the
// same shapes as the command line's --json. Kept apart from HTTP so that it can be tested
// (and reused) without a socket.

#include <chrono>
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

#include "sudokit/scan.hpp"
#include "sudokit/session.hpp"

namespace sudokit::server {

// Bounds on what one request may ask for.
struct ApiLimits {
    std::chrono::milliseconds time_limit{10'000};  // per request
    int max_generate = 50;                         // puzzles per generate request
    std::uint64_t max_count = 1'000'000;           // solutions counted by /api/count
    // The digit model POST /api/scan reads photos with, loaded once by the server; without
    // one the route answers 503.
    std::shared_ptr<const DigitModel> scan_model;
};

struct ApiResponse {
    // 200, 400 (bad request), 404 (no such route), 422 (no answer in time, or no grid in a
    // photo), 500 (a fault inside sudokit), 503 (no digit model for scan)
    int status = 200;
    nlohmann::json body;
};

// The routes of POST /api/<route>: solve, count, check, hint, explain, rate, generate, scan,
// whose body is a JPEG or PNG photo rather than JSON, and Kakuro's kakuro/generate,
// kakuro/solve, kakuro/hint and kakuro/rate.
bool is_api_route(std::string_view route);
bool takes_image(std::string_view route);

// Handles POST /api/<route> with a JSON body (an image for scan). The body may be any bytes. Errors
// come back as
// {"error": "...", ...} with a 4xx (or 500) status, never as an exception. `deadline` is when
// the answer is due: the request's arrival plus limits.time_limit, so that time spent waiting
// for a worker counts.
ApiResponse handle_api(std::string_view route, std::string_view body, const ApiLimits& limits,
                       std::chrono::steady_clock::time_point deadline);
// The same in a worker's solving session (kept from one request to the next).
ApiResponse handle_api(std::string_view route, std::string_view body, const ApiLimits& limits,
                       std::chrono::steady_clock::time_point deadline, SolvingSession& session);
// The same, with the deadline counted from now.
ApiResponse handle_api(std::string_view route, std::string_view body, const ApiLimits& limits);

// GET /api/health.
nlohmann::json health();

}  // namespace sudokit::server
