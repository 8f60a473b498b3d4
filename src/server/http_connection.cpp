#include "server/http_connection.hpp"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <optional>
#include <string_view>

#include <fmt/format.h>
#include <boost/asio/dispatch.hpp>
#include <boost/asio/post.hpp>

#include "sudokit/json.hpp"

namespace sudokit::server {
namespace {

namespace net = boost::asio;
namespace beast = boost::beast;
namespace http = beast::http;

constexpr std::size_t kHeaderLimit = 16 * 1024;
// How long a closing connection waits for the client to stop sending.
constexpr std::chrono::seconds kLingerTime{2};
constexpr std::chrono::seconds kWriteTimeout{10};

std::string_view view(beast::string_view text) {
    return {text.data(), text.size()};
}

// The answer to a request that waited for a worker until its deadline. Retry-After is the
// time limit: by then every request being computed now has ended.
Reply busy_reply(const ApiLimits& limits, HeaderList headers) {
    const auto seconds =
        static_cast<long>(std::ceil(std::chrono::duration<double>(limits.time_limit).count()));
    headers.emplace_back("Retry-After", std::to_string(std::max(1L, seconds)));
    return error_reply(503,
                       fmt::format("the server is busy: no worker was free within the time "
                                   "limit of {} ms; try again later",
                                   limits.time_limit.count()),
                       std::move(headers));
}

// The answer to a request that could not be read, or nothing when the client only closed
// or went quiet.
std::optional<Reply> reply_to_read_error(beast::error_code error, std::size_t max_body) {
    if (error == http::error::body_limit) {
        return error_reply(
            413, fmt::format("the request body is too large: at most {} bytes", max_body));
    }
    if (error == http::error::header_limit) {
        return error_reply(431, "the request's headers are too large");
    }
    if (error.category() == http::make_error_code(http::error::bad_method).category() &&
        error != http::error::end_of_stream && error != http::error::partial_message) {
        return error_reply(400, fmt::format("the request is not valid HTTP: {}", error.message()));
    }
    return std::nullopt;
}

}  // namespace

HttpConnection::HttpConnection(net::ip::tcp::socket socket, ServerContext& context)
    : context_(context), stream_(std::move(socket)), api_deadline_(stream_.get_executor()) {
    ++context_.open_connections;
}

HttpConnection::~HttpConnection() {
    --context_.open_connections;
}

void HttpConnection::start() {
    beast::error_code ignored;
    // Headers and body go out in one write, but a kept-alive client's next request must not
    // wait for an acknowledgement either.
    stream_.socket().set_option(net::ip::tcp::no_delay(true), ignored);
    // Start on the connection's strand.
    net::dispatch(stream_.get_executor(),
                  beast::bind_front_handler(&HttpConnection::read_request, shared_from_this()));
}

void HttpConnection::refuse() {
    keep_alive_ = false;
    send(error_reply(503, "the server has too many connections open; try again later",
                     {{"Retry-After", "1"}}));
}

void HttpConnection::read_request() {
    parser_.emplace();
    parser_->header_limit(kHeaderLimit);
    // The parser checks a declared Content-Length against the limit as it reads the headers,
    // before the route is known: the larger limit (a photo's) until then.
    body_limit_ = std::max(context_.options.max_body_bytes, context_.options.max_image_bytes);
    parser_->body_limit(body_limit_);
    stream_.expires_after(context_.options.read_timeout);
    http::async_read_header(stream_, buffer_, *parser_,
                            [self = shared_from_this()](beast::error_code error, std::size_t) {
                                self->on_header(error);
                            });
}

void HttpConnection::on_header(beast::error_code error) {
    if (error) {
        on_read(error);
        return;
    }
    const DecodedPath decoded = decode_target_path(view(parser_->get().target()));
    constexpr std::string_view kApi = "/api/";
    const bool image = decoded.ok && decoded.path.starts_with(kApi) &&
                       takes_image(std::string_view(decoded.path).substr(kApi.size()));
    body_limit_ = image ? context_.options.max_image_bytes : context_.options.max_body_bytes;
    const auto declared = parser_->content_length();  // boost::optional
    if (declared && *declared > body_limit_) {
        on_read(http::error::body_limit);
        return;
    }
    parser_->body_limit(body_limit_);
    http::async_read(stream_, buffer_, *parser_,
                     [self = shared_from_this()](beast::error_code read_error, std::size_t) {
                         self->on_read(read_error);
                     });
}

void HttpConnection::on_read(beast::error_code error) {
    if (error) {
        std::optional<Reply> reply = reply_to_read_error(error, body_limit_);
        if (!reply || !stream_.socket().is_open()) return;  // closed, reset or timed out
        keep_alive_ = false;
        send(std::move(*reply));
        return;
    }
    Request request = parser_->release();
    version_ = request.version();
    keep_alive_ = request.keep_alive();
    head_ = request.method() == http::verb::head;
    answer(request);
}

void HttpConnection::answer(Request& request) {
    const RequestLine line{view(request.method_string()), view(request.target()),
                           view(request[http::field::host]), view(request[http::field::origin])};
    std::variant<Reply, ApiCall> decision = context_.router.route(line);
    if (auto* reply = std::get_if<Reply>(&decision)) {
        send(std::move(*reply));
        return;
    }
    answer_api(std::get<ApiCall>(std::move(decision)), std::move(request.body()));
}

void HttpConnection::answer_api(ApiCall call, std::string body) {
    const ApiLimits& limits = context_.options.limits;
    // The deadline counts from the request's arrival, so time spent waiting counts too.
    const auto deadline = ApiJob::Clock::now() + limits.time_limit;
    auto self = shared_from_this();
    auto job = std::make_shared<ApiJob>(
        std::move(call.route), std::move(body), deadline,
        [self, headers = call.headers](ApiResponse answer) {
            Reply reply{answer.status, "application/json", json_text(answer.body), headers};
            net::post(self->stream_.get_executor(), [self, reply = std::move(reply)]() mutable {
                self->api_deadline_.cancel();
                self->send(std::move(reply));
            });
        });
    api_deadline_.expires_at(deadline);
    api_deadline_.async_wait(
        [self, job, headers = std::move(call.headers)](beast::error_code error) mutable {
            if (error || !job->expire()) return;  // answered by a worker
            self->send(busy_reply(self->context_.options.limits, std::move(headers)));
        });
    context_.workers.submit(std::move(job));
}

void HttpConnection::send(Reply reply) {
    response_ = {};
    response_.version(version_);
    response_.result(static_cast<unsigned>(reply.status));
    if (!reply.content_type.empty()) response_.set(http::field::content_type, reply.content_type);
    response_.set("X-Content-Type-Options", "nosniff");
    for (const auto& [name, value] : reply.headers)
        response_.set(name, value);
    response_.body() = std::move(reply.body);
    response_.keep_alive(keep_alive_);
    // No Content-Length on 204 (RFC 9110, 8.6).
    if (reply.status != 204) response_.prepare_payload();
    stream_.expires_after(kWriteTimeout);
    auto done = [self = shared_from_this()](beast::error_code error, std::size_t) {
        self->on_sent(error);
    };
    if (head_) {
        // HEAD: the headers GET would send, Content-Length included, without the body.
        header_only_.emplace(response_);
        http::async_write_header(stream_, *header_only_, std::move(done));
    } else {
        http::async_write(stream_, response_, std::move(done));
    }
}

void HttpConnection::on_sent(beast::error_code error) {
    header_only_.reset();
    if (error) return;
    if (!keep_alive_) {
        linger();
        return;
    }
    read_request();
}

void HttpConnection::linger() {
    beast::error_code ignored;
    stream_.socket().shutdown(net::ip::tcp::socket::shutdown_send, ignored);
    stream_.expires_after(kLingerTime);
    discard_input();
}

void HttpConnection::discard_input() {
    buffer_.consume(buffer_.size());
    stream_.async_read_some(buffer_.prepare(16 * 1024),
                            [self = shared_from_this()](beast::error_code error, std::size_t) {
                                if (!error) self->discard_input();
                            });
}

}  // namespace sudokit::server
