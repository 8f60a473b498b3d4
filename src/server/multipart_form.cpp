#include "server/multipart_form.hpp"

#include <string>

namespace sudokit::server {

namespace {

constexpr std::string_view kLineEnd = "\r\n";
// RFC 2046 allows boundaries of 1 to 70 characters.
constexpr std::size_t kLongestBoundary = 70;

// The boundary line's token ("--token\r\n" opens the body), or nullopt.
std::optional<std::string_view> boundary_of(std::string_view body) {
    if (!body.starts_with("--")) return std::nullopt;
    const std::size_t end = body.find(kLineEnd);
    if (end == std::string_view::npos || end <= 2 || end - 2 > kLongestBoundary)
        return std::nullopt;
    const std::string_view token = body.substr(2, end - 2);
    if (token.find_first_of(" \t") == 0) return std::nullopt;
    return token;
}

}  // namespace

bool is_multipart_form(std::string_view body) {
    return boundary_of(body).has_value();
}

std::optional<std::string_view> file_in_form(std::string_view body) {
    const auto token = boundary_of(body);
    if (!token) return std::nullopt;
    // Every part after the first ends at "\r\n--token"; the last delimiter adds "--".
    const std::string delimiter = std::string(kLineEnd) + "--" + std::string(*token);
    std::size_t at = 2 + token->size() + kLineEnd.size();
    std::optional<std::string_view> first;
    while (at <= body.size()) {
        // Headers, each ending in a line end, then an empty line; a part may have none.
        const std::size_t headers_end =
            body.substr(at).starts_with(kLineEnd) ? at : body.find("\r\n\r\n", at);
        if (headers_end == std::string_view::npos) return std::nullopt;
        const std::string_view headers = body.substr(at, headers_end - at);
        const std::size_t content_start = headers_end + (headers.empty() ? 2 : 4);
        const std::size_t content_end = body.find(delimiter, content_start);
        if (content_end == std::string_view::npos) return std::nullopt;
        const std::string_view content = body.substr(content_start, content_end - content_start);
        if (headers.find("filename=") != std::string_view::npos) return content;
        if (!first) first = content;
        at = content_end + delimiter.size();
        if (body.substr(at).starts_with("--")) break;  // the closing delimiter
        if (!body.substr(at).starts_with(kLineEnd)) return std::nullopt;
        at += kLineEnd.size();
    }
    return first;
}

}  // namespace sudokit::server
