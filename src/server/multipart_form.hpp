#pragma once

#include <optional>
#include <string_view>

namespace sudokit::server {

// Whether a body is a multipart form (multipart/form-data, as a browser's file upload or
// `curl -F` sends it): it opens with its boundary line, "--" and a token.
bool is_multipart_form(std::string_view body);

// The content of the form's file: its first part sent with a file name, else its first part.
// The boundary is read from the body's first line, so the request's headers are not needed.
// nullopt when the body is not a well-formed form.
std::optional<std::string_view> file_in_form(std::string_view body);

}  // namespace sudokit::server
