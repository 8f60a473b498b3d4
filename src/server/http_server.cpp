#include "server/http_server.hpp"

#include <httplib.h>

#include <fmt/format.h>

namespace sudokit::server {

struct HttpServer::Impl {
    ServerOptions options;
    httplib::Server http;
};

namespace {

void send_json(httplib::Response& response, int status, const nlohmann::json& body) {
    response.status = status;
    response.set_content(body.dump(), "application/json");
}

}  // namespace

HttpServer::HttpServer(ServerOptions options) : impl_(std::make_unique<Impl>()) {
    impl_->options = std::move(options);
    httplib::Server& http = impl_->http;
    const int threads = std::max(1, impl_->options.threads);
    http.new_task_queue = [threads] {
        return new httplib::ThreadPool(static_cast<std::size_t>(threads));
    };
    http.set_payload_max_length(impl_->options.max_body_bytes);
    http.Get("/api/health", [](const httplib::Request&, httplib::Response& response) {
        send_json(response, 200, health());
    });
    const ApiLimits limits = impl_->options.limits;
    http.Post(
        R"(/api/([a-z]+))", [limits](const httplib::Request& request, httplib::Response& response) {
            const ApiResponse answer = handle_api(request.matches[1].str(), request.body, limits);
            send_json(response, answer.status, answer.body);
        });
    // Anything else: a JSON error rather than an empty page (the body limit answers 413).
    http.set_error_handler([](const httplib::Request& request, httplib::Response& response) {
        if (!response.body.empty()) return;
        const std::string message =
            response.status == 413 ? "the request body is too large"
                                   : fmt::format("no route {} {}", request.method, request.path);
        send_json(response, response.status, {{"error", message}});
    });
}

HttpServer::~HttpServer() {
    stop();
}

int HttpServer::bind() {
    const ServerOptions& options = impl_->options;
    if (options.port == 0) return impl_->http.bind_to_any_port(options.host.c_str());
    return impl_->http.bind_to_port(options.host.c_str(), options.port) ? options.port : -1;
}

void HttpServer::serve() {
    impl_->http.listen_after_bind();
}

void HttpServer::stop() {
    impl_->http.stop();
}

}  // namespace sudokit::server
