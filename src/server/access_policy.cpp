#include "server/access_policy.hpp"

#include <algorithm>
#include <cctype>

namespace sudokit::server {
namespace {

std::string lower_case(std::string_view text) {
    std::string lower(text);
    std::transform(lower.begin(), lower.end(), lower.begin(),
                   [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return lower;
}

// "localhost:8080" -> "localhost", "[::1]:8080" -> "[::1]", "::1" -> "[::1]".
std::string host_name_of(std::string_view host) {
    if (host.starts_with('[')) {
        const std::size_t end = host.find(']');
        return lower_case(end == std::string_view::npos ? host : host.substr(0, end + 1));
    }
    // A bare IPv6 address (two colons or more) has no port.
    if (std::count(host.begin(), host.end(), ':') > 1) {
        std::string bracketed = "[";
        bracketed.append(lower_case(host)).push_back(']');
        return bracketed;
    }
    return lower_case(host.substr(0, host.find(':')));
}

bool is_wildcard(std::string_view bind_host) {
    return bind_host.empty() || bind_host == "0.0.0.0" || bind_host == "::" || bind_host == "[::]";
}

}  // namespace

AccessPolicy::AccessPolicy(std::string_view bind_host, std::vector<std::string> extra_hosts,
                           std::vector<std::string> allowed_origins)
    : any_host_(is_wildcard(bind_host)), allowed_origins_(std::move(allowed_origins)) {
    host_names_ = {"localhost", "127.0.0.1", "[::1]", host_name_of(bind_host)};
    for (const std::string& name : extra_hosts)
        host_names_.push_back(host_name_of(name));
    for (std::string& origin : allowed_origins_) {
        origin = lower_case(origin);
        while (origin.ends_with('/'))
            origin.pop_back();
    }
}

bool AccessPolicy::accepts_host(std::string_view host_header) const {
    if (any_host_ || host_header.empty()) return true;
    const std::string name = host_name_of(host_header);
    return std::find(host_names_.begin(), host_names_.end(), name) != host_names_.end();
}

AccessPolicy::Origin AccessPolicy::judge_origin(std::string_view origin_header,
                                                std::string_view host_header) const {
    if (origin_header.empty()) return Origin::same_site;
    const std::string origin = lower_case(origin_header);
    // The page this server serves, directly or behind a proxy that terminates TLS.
    const std::string host = lower_case(host_header);
    if (!host.empty() && (origin == "http://" + host || origin == "https://" + host)) {
        return Origin::same_site;
    }
    for (const std::string& allowed : allowed_origins_) {
        if (allowed == "*" || allowed == origin) return Origin::allowed;
    }
    return Origin::refused;
}

}  // namespace sudokit::server
