#pragma once

#include <atomic>
#include <memory>
#include <optional>

#include <boost/asio/ip/tcp.hpp>
#include <boost/asio/steady_timer.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>

#include "server/api_workers.hpp"
#include "server/http_server.hpp"
#include "server/request_router.hpp"

namespace sudokit::server {

// What every connection shares: the options, the router, the API workers and the count of
// open connections.
struct ServerContext {
    const ServerOptions& options;
    const RequestRouter& router;
    ApiWorkers& workers;
    std::atomic<int>& open_connections;
};

// One client connection: reads a request (the whole of it within options.read_timeout),
// answers it — at once, or when an API worker is done — and reads the next while the client
// keeps the connection alive. All of it runs on the connection's strand; only an API job runs
// elsewhere, and its answer is posted back.
class HttpConnection : public std::enable_shared_from_this<HttpConnection> {
  public:
    HttpConnection(boost::asio::ip::tcp::socket socket, ServerContext& context);
    ~HttpConnection();
    HttpConnection(const HttpConnection&) = delete;
    HttpConnection& operator=(const HttpConnection&) = delete;

    void start();
    // Answers 503 at once and closes: the server has too many connections open.
    void refuse();

  private:
    using Request = boost::beast::http::request<boost::beast::http::string_body>;

    void read_request();
    // The headers first: the body's size limit depends on the route (a photo for scan).
    void on_header(boost::beast::error_code error);
    void on_read(boost::beast::error_code error);
    void answer(Request& request);
    void answer_api(ApiCall call, std::string body);
    void send(Reply reply);
    void on_sent(boost::beast::error_code error);
    // After a last answer: stop sending, then read what the client still sends until it
    // closes (or a short time passes), so that closing does not reset the connection before
    // the client has read the answer.
    void linger();
    void discard_input();

    ServerContext& context_;
    boost::beast::tcp_stream stream_;
    boost::beast::flat_buffer buffer_;
    std::optional<boost::beast::http::request_parser<boost::beast::http::string_body>> parser_;
    boost::beast::http::response<boost::beast::http::string_body> response_;
    std::optional<boost::beast::http::response_serializer<boost::beast::http::string_body>>
        header_only_;
    boost::asio::steady_timer api_deadline_;
    // Of the request being answered.
    std::size_t body_limit_ = 0;
    unsigned version_ = 11;
    bool keep_alive_ = false;
    bool head_ = false;
};

}  // namespace sudokit::server
