#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace sudokit::server {

// Which Host names and which cross-site origins the server answers. A page on another site
// can make the user's browser send requests here; a DNS-rebinding page can even read the
// answers, under a name of its own that resolves to 127.0.0.1. So a server on loopback
// answers only loopback Host names, and a request whose Origin is another site is refused
// unless that origin was allowed.
class AccessPolicy {
  public:
    // bind_host: the address the server listens on. On a wildcard address (0.0.0.0, ::) the
    // server was opened to the network on purpose and any Host name is answered; otherwise
    // the loopback names, bind_host itself and extra_hosts are. allowed_origins: origins
    // ("https://example.org", or "*" for any) whose pages may call the API (CORS).
    AccessPolicy(std::string_view bind_host, std::vector<std::string> extra_hosts = {},
                 std::vector<std::string> allowed_origins = {});

    // host_header: the request's Host header, with or without a port; empty when absent
    // (HTTP/1.0 clients; browsers always send one).
    bool accepts_host(std::string_view host_header) const;

    enum class Origin {
        same_site,  // no Origin header, or the page this server serves
        allowed,    // another origin, allowed by --allow-origin: answered with CORS headers
        refused,    // another origin, not allowed
    };
    Origin judge_origin(std::string_view origin_header, std::string_view host_header) const;

  private:
    bool any_host_ = false;
    std::vector<std::string> host_names_;  // lower case, without port
    std::vector<std::string> allowed_origins_;
};

}  // namespace sudokit::server
