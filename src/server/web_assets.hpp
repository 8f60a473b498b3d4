#pragma once

#include <span>
#include <string_view>

namespace sudokit::server {

// One file of the web page, compiled into the executable from web/ at build time.
struct WebAsset {
    std::string_view path;  // "/index.html", "/js/main.js"
    std::string_view content_type;
    std::string_view body;
};

// Every embedded file, sorted by path.
std::span<const WebAsset> web_assets();

// The file served for a request path ("/" is the page itself), or nullptr.
const WebAsset* find_web_asset(std::string_view request_path);

}  // namespace sudokit::server
