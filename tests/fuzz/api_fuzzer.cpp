// Fuzzes the JSON API handler without a socket: the first byte picks the route, the rest is
// the request body, any bytes at all. Every answer must carry a documented status, errors
// must say what was wrong, and every body must be writable as JSON text.
//
// Input: [route] body...

#include <chrono>
#include <iterator>
#include <string_view>

#include "fuzz_support.hpp"
#include "input_layouts.hpp"
#include "server/api.hpp"
#include "sudokit/json.hpp"

namespace sudokit::fuzz {
namespace {

bool documented_status(int status) {
    return status == 200 || status == 400 || status == 404 || status == 422;
}

}  // namespace
}  // namespace sudokit::fuzz

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    using namespace sudokit;
    fuzz::FuzzBytes bytes(data, size);
    const std::size_t route_index = bytes.take_byte() % std::size(fuzz::api_input::kRoutes);
    const std::string_view route = fuzz::api_input::kRoutes[route_index];

    // Small bounds keep every input quick: the fuzzer wants many executions a second.
    server::ApiLimits limits;
    limits.time_limit = std::chrono::milliseconds(200);
    limits.max_generate = 2;
    limits.max_count = 100;

    const server::ApiResponse response = server::handle_api(route, bytes.rest(), limits);
    fuzz::check(fuzz::documented_status(response.status), "an undocumented status");
    // The body is read before the route is looked up: bad JSON is a 400 on any route.
    const bool served = route_index < fuzz::api_input::kServedRoutes;
    fuzz::check(response.status != 404 || !served, "404 for a served route");
    fuzz::check(response.status == 404 || response.status == 400 || served,
                "an unknown route answered with neither 404 nor 400");
    fuzz::check(response.body.is_object(), "the body is not a JSON object");
    if (response.status != 200) {
        const auto error = response.body.find("error");
        fuzz::check(error != response.body.end() && error->is_string() &&
                        !error->get_ref<const std::string&>().empty(),
                    "an error answer without an error message");
    }
    const std::string text = json_text(response.body);
    // The writer replaces bytes that are not UTF-8, so what it writes must parse again.
    fuzz::check(nlohmann::json::accept(text), "the body's JSON text does not parse");
    return 0;
}
