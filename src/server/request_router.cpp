#include "server/request_router.hpp"

#include <fmt/format.h>

#include "server/api.hpp"
#include "server/web_assets.hpp"
#include "sudokit/json.hpp"

namespace sudokit::server {
namespace {

constexpr std::string_view kApiPrefix = "/api/";
constexpr std::string_view kPageMethods = "GET, HEAD, OPTIONS";
constexpr std::string_view kApiMethods = "POST, OPTIONS";

int hex_value(char c) {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
}

bool reads(std::string_view method) {
    return method == "GET" || method == "HEAD";
}

Reply method_not_allowed(std::string_view method, std::string_view path, std::string_view allow,
                         HeaderList headers) {
    headers.emplace_back("Allow", std::string(allow));
    return error_reply(405, fmt::format("{} {}: this path takes {}", method, path, allow),
                       std::move(headers));
}

// OPTIONS: the methods the path takes; for an allowed cross-site page, the CORS preflight
// answer as well.
Reply options_reply(std::string_view allow, HeaderList headers, bool cross_origin) {
    headers.emplace_back("Allow", std::string(allow));
    if (cross_origin) {
        headers.emplace_back("Access-Control-Allow-Methods", std::string(allow));
        headers.emplace_back("Access-Control-Allow-Headers", "Content-Type");
        headers.emplace_back("Access-Control-Max-Age", "600");
    }
    return Reply{204, "", "", std::move(headers)};
}

}  // namespace

Reply error_reply(int status, std::string_view message, HeaderList headers) {
    return Reply{status, "application/json", json_text({{"error", message}}), std::move(headers)};
}

DecodedPath decode_target_path(std::string_view target) {
    target = target.substr(0, target.find_first_of("?#"));
    DecodedPath decoded;
    decoded.path.reserve(target.size());
    for (std::size_t i = 0; i < target.size(); ++i) {
        if (target[i] != '%') {
            decoded.path.push_back(target[i]);
            continue;
        }
        const int high = i + 2 < target.size() ? hex_value(target[i + 1]) : -1;
        const int low = i + 2 < target.size() ? hex_value(target[i + 2]) : -1;
        if (high < 0 || low < 0) return {false, std::string(target)};
        decoded.path.push_back(static_cast<char>(high * 16 + low));
        i += 2;
    }
    return decoded;
}

std::variant<Reply, ApiCall> RequestRouter::route(const RequestLine& request) const {
    if (!policy_.accepts_host(request.host)) {
        return error_reply(403, fmt::format("this server does not answer to the host name '{}'; "
                                            "start it with --allow-host to add a name",
                                            request.host));
    }
    HeaderList headers;
    const AccessPolicy::Origin origin = policy_.judge_origin(request.origin, request.host);
    if (origin == AccessPolicy::Origin::refused) {
        return error_reply(403, fmt::format("requests from the page of {} are refused; start the "
                                            "server with --allow-origin to allow them",
                                            request.origin));
    }
    const bool cross_origin = origin == AccessPolicy::Origin::allowed;
    if (cross_origin) {
        headers.emplace_back("Access-Control-Allow-Origin", std::string(request.origin));
        headers.emplace_back("Vary", "Origin");
    }
    if (request.method == "OPTIONS" && request.target == "*") {
        return options_reply("GET, HEAD, POST, OPTIONS", std::move(headers), cross_origin);
    }
    const DecodedPath decoded = decode_target_path(request.target);
    if (!decoded.ok) {
        return error_reply(400, fmt::format("'{}' is not a valid path: '%' must be followed by "
                                            "two hexadecimal digits",
                                            request.target));
    }
    const std::string& path = decoded.path;

    if (path == "/api/health") {
        if (request.method == "OPTIONS") {
            return options_reply(kPageMethods, std::move(headers), cross_origin);
        }
        if (!reads(request.method)) {
            return method_not_allowed(request.method, path, kPageMethods, std::move(headers));
        }
        return Reply{200, "application/json", json_text(health()), std::move(headers)};
    }
    if (path.starts_with(kApiPrefix)) {
        const std::string name = path.substr(kApiPrefix.size());
        if (!is_api_route(name)) {
            return error_reply(404, fmt::format("no route {} {}", request.method, path),
                               std::move(headers));
        }
        if (request.method == "OPTIONS") {
            return options_reply(kApiMethods, std::move(headers), cross_origin);
        }
        if (request.method != "POST") {
            return method_not_allowed(request.method, path, kApiMethods, std::move(headers));
        }
        return ApiCall{name, std::move(headers)};
    }
    const WebAsset* asset = find_web_asset(path);
    if (asset == nullptr) {
        return error_reply(404, fmt::format("no page {}", path), std::move(headers));
    }
    if (request.method == "OPTIONS") {
        return options_reply(kPageMethods, std::move(headers), cross_origin);
    }
    if (!reads(request.method)) {
        return method_not_allowed(request.method, path, kPageMethods, std::move(headers));
    }
    // no-cache makes the browser ask again, so a rebuilt server never runs an old script.
    headers.emplace_back("Cache-Control", "no-cache");
    return Reply{200, std::string(asset->content_type), std::string(asset->body),
                 std::move(headers)};
}

}  // namespace sudokit::server
