#pragma once

// A small HTTP client for the server's tests: one connection, requests written as given
// (bad bytes and slow writes included), every wait bounded so a broken server fails a test
// instead of hanging it.

#include <poll.h>
#include <sys/socket.h>

#include <cerrno>
#include <chrono>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <boost/asio/connect.hpp>
#include <boost/asio/io_context.hpp>
#include <boost/asio/ip/tcp.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>

namespace sudokit::testing {

struct HttpAnswer {
    int status = 0;  // 0: no answer (closed, reset or timed out)
    std::string body;
    boost::beast::http::fields headers;
    std::string header(std::string_view name) const {
        const auto found = headers.find(boost::beast::string_view(name.data(), name.size()));
        return found == headers.end() ? std::string() : std::string(found->value());
    }
};

class HttpTestConnection {
  public:
    explicit HttpTestConnection(int port, std::chrono::milliseconds wait = std::chrono::seconds(20))
        : port_(port), wait_(wait), stream_(io_) {
        boost::beast::error_code error;
        stream_.expires_after(wait_);
        stream_.socket().connect(
            {boost::asio::ip::make_address("127.0.0.1"), static_cast<unsigned short>(port)}, error);
        connected_ = !error;
    }
    bool connected() const { return connected_; }

    // Sends a request (Host 127.0.0.1:port unless `headers` has one) and reads its answer.
    HttpAnswer request(std::string_view method, std::string_view target, std::string body = {},
                       std::vector<std::pair<std::string, std::string>> headers = {}) {
        send(method, target, std::move(body), std::move(headers));
        return read_answer();
    }
    void send(std::string_view method, std::string_view target, std::string body = {},
              std::vector<std::pair<std::string, std::string>> headers = {}) {
        namespace http = boost::beast::http;
        http::request<http::string_body> message;
        message.method_string(boost::beast::string_view(method.data(), method.size()));
        message.target(boost::beast::string_view(target.data(), target.size()));
        message.version(11);
        message.set(http::field::host, "127.0.0.1:" + std::to_string(port_));
        for (const auto& [name, value] : headers)
            message.set(name, value);
        if (!body.empty() || method == "POST") {
            message.body() = std::move(body);
            message.prepare_payload();
        }
        run([&](auto done) { http::async_write(stream_, message, done); });
    }
    // Writes bytes as they are.
    bool send_raw(std::string_view bytes) {
        boost::beast::error_code result;
        run(
            [&](auto done) {
                boost::asio::async_write(stream_, boost::asio::buffer(bytes.data(), bytes.size()),
                                         done);
            },
            &result);
        return !result;
    }
    HttpAnswer read_answer(bool head = false) {
        namespace http = boost::beast::http;
        http::response_parser<http::string_body> parser;
        parser.skip(head);
        parser.body_limit(64 << 20);
        boost::beast::error_code result;
        run([&](auto done) { http::async_read(stream_, buffer_, parser, done); }, &result);
        if (result) return {};
        auto message = parser.release();
        return {static_cast<int>(message.result_int()), std::move(message.body()),
                std::move(message.base())};
    }
    // True when the server closes the connection within `wait` (without reading anything).
    bool closed_within(std::chrono::milliseconds wait) {
        pollfd watch{stream_.socket().native_handle(), POLLIN, 0};
        if (::poll(&watch, 1, static_cast<int>(wait.count())) <= 0) return false;
        char byte = 0;
        const auto peeked = ::recv(watch.fd, &byte, 1, MSG_PEEK | MSG_DONTWAIT);
        return peeked == 0 || (peeked < 0 && errno != EAGAIN);
    }

  private:
    template <typename Start>
    void run(Start start, boost::beast::error_code* result = nullptr) {
        stream_.expires_after(wait_);
        start([result](boost::beast::error_code error, std::size_t) {
            if (result != nullptr) *result = error;
        });
        io_.restart();
        io_.run();
    }

    int port_;
    std::chrono::milliseconds wait_;
    boost::asio::io_context io_;
    boost::beast::tcp_stream stream_;
    boost::beast::flat_buffer buffer_;
    bool connected_ = false;
};

// One request on a new connection.
inline HttpAnswer http_request(int port, std::string_view method, std::string_view target,
                               std::string body = {},
                               std::vector<std::pair<std::string, std::string>> headers = {}) {
    HttpTestConnection connection(port);
    if (!connection.connected()) return {};
    return connection.request(method, target, std::move(body), std::move(headers));
}

}  // namespace sudokit::testing
