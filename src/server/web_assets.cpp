#include "server/web_assets.hpp"

#include <algorithm>

namespace sudokit::server {

const WebAsset* find_web_asset(std::string_view request_path) {
    if (request_path == "/") request_path = "/index.html";
    const std::span<const WebAsset> assets = web_assets();
    const auto found = std::find_if(assets.begin(), assets.end(), [&](const WebAsset& asset) {
        return asset.path == request_path;
    });
    return found == assets.end() ? nullptr : &*found;
}

}  // namespace sudokit::server
