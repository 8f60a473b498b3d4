#include "server/http_server.hpp"

#include <httplib.h>

#include <semaphore>

#include <fmt/format.h>

#include "server/web_assets.hpp"
#include "sudokit/json.hpp"

namespace sudokit::server {

struct HttpServer::Impl {
    ServerOptions options;
    httplib::Server http;
    // API work at once is bounded by options.threads; page files and waiting connections
    // are not, so an idle keep-alive connection never delays a request.
    std::unique_ptr<std::counting_semaphore<>> api_slots;
};

namespace {

void send_json(httplib::Response& response, int status, const nlohmann::json& body) {
    response.status = status;
    response.set_content(json_text(body), "application/json");
}

}  // namespace

HttpServer::HttpServer(ServerOptions options) : impl_(std::make_unique<Impl>()) {
    impl_->options = std::move(options);
    httplib::Server& http = impl_->http;
    const int threads = std::max(1, impl_->options.threads);
    const int workers = threads + std::max(1, impl_->options.connection_threads);
    impl_->api_slots = std::make_unique<std::counting_semaphore<>>(threads);
    http.new_task_queue = [workers] {
        return new httplib::ThreadPool(static_cast<std::size_t>(workers));
    };
    http.set_keep_alive_timeout(2);
    http.set_payload_max_length(impl_->options.max_body_bytes);
    http.Get("/api/health", [](const httplib::Request&, httplib::Response& response) {
        send_json(response, 200, health());
    });
    const ApiLimits limits = impl_->options.limits;
    std::counting_semaphore<>& api_slots = *impl_->api_slots;
    http.Post(R"(/api/([a-z]+))", [limits, &api_slots](const httplib::Request& request,
                                                       httplib::Response& response) {
        api_slots.acquire();
        const std::unique_ptr<std::counting_semaphore<>, void (*)(std::counting_semaphore<>*)> slot(
            &api_slots, [](std::counting_semaphore<>* taken) { taken->release(); });
        const ApiResponse answer = handle_api(request.matches[1].str(), request.body, limits);
        send_json(response, answer.status, answer.body);
    });
    // The page: its files are compiled in (web_assets.hpp). no-cache makes the browser ask
    // again, so a rebuilt server never runs an old script.
    http.Get(R"(/[A-Za-z0-9_./-]*)",
             [](const httplib::Request& request, httplib::Response& response) {
                 const WebAsset* asset = find_web_asset(request.path);
                 if (asset == nullptr) {
                     send_json(response, 404, {{"error", fmt::format("no page {}", request.path)}});
                     return;
                 }
                 response.set_header("Cache-Control", "no-cache");
                 response.set_header("X-Content-Type-Options", "nosniff");
                 response.set_content(asset->body.data(), asset->body.size(),
                                      std::string(asset->content_type));
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
