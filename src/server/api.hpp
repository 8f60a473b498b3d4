#pragma once

// The JSON API behind `sudokit serve`: one function per route, JSON in and JSON out, with the
// same shapes as the command line's --json. Kept apart from HTTP so that it can be tested
// (and reused) without a socket.

#include <chrono>
#include <cstdint>
#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

namespace sudokit::server {

// Bounds on what one request may ask for.
struct ApiLimits {
    std::chrono::milliseconds time_limit{10'000};  // per request
    int max_generate = 50;                         // puzzles per generate request
    std::uint64_t max_count = 1'000'000;           // solutions counted by /api/count
};

struct ApiResponse {
    int status = 200;  // 200, 400 (bad request), 404 (no such route), 422 (no answer in time)
    nlohmann::json body;
};

// Handles POST /api/<route> with a JSON body: solve, count, check, hint, explain, rate,
// generate. Errors come back as {"error": "...", ...} with a 4xx status, never as an
// exception.
ApiResponse handle_api(std::string_view route, std::string_view body, const ApiLimits& limits);

// GET /api/health.
nlohmann::json health();

}  // namespace sudokit::server
