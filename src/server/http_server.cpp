#include "server/http_server.hpp"

#include <atomic>
#include <csignal>
#include <optional>
#include <thread>

#include <boost/asio/io_context.hpp>
#include <boost/asio/signal_set.hpp>
#include <boost/asio/strand.hpp>

#include "server/api_workers.hpp"
#include "server/http_connection.hpp"
#include "server/request_router.hpp"

namespace sudokit::server {

namespace net = boost::asio;
using tcp = net::ip::tcp;

struct HttpServer::Impl {
    explicit Impl(ServerOptions server_options)
        : options(std::move(server_options)),
          router(AccessPolicy(options.host, options.allowed_hosts, options.allowed_origins)),
          workers(options.threads, options.limits),
          context{options, router, workers, open_connections} {}

    void accept();

    ServerOptions options;
    RequestRouter router;
    std::atomic<int> open_connections{0};
    // The workers are destroyed first (declared after it), so a worker never posts an
    // answer to a destroyed io_context; the connections it still holds go with it.
    net::io_context io{1};
    tcp::acceptor acceptor{io};
    net::steady_timer accept_retry{io};
    std::optional<net::signal_set> signals;
    ApiWorkers workers;
    ServerContext context;
};

void HttpServer::Impl::accept() {
    acceptor.async_accept(
        net::make_strand(io), [this](boost::system::error_code error, tcp::socket socket) {
            if (error == net::error::operation_aborted) return;
            if (error) {
                // Out of file descriptors, most likely: wait a little rather than spin.
                accept_retry.expires_after(std::chrono::milliseconds(50));
                accept_retry.async_wait([this](boost::system::error_code wait_error) {
                    if (!wait_error) accept();
                });
                return;
            }
            auto connection = std::make_shared<HttpConnection>(std::move(socket), context);
            if (open_connections > options.max_connections) {
                connection->refuse();
            } else {
                connection->start();
            }
            accept();
        });
}

HttpServer::HttpServer(ServerOptions options) : impl_(std::make_unique<Impl>(std::move(options))) {}

HttpServer::~HttpServer() {
    stop();
}

int HttpServer::bind() {
    const ServerOptions& options = impl_->options;
    boost::system::error_code error;
    tcp::resolver resolver(impl_->io);
    const auto endpoints =
        resolver.resolve(options.host, std::to_string(options.port),
                         tcp::resolver::passive | tcp::resolver::numeric_service, error);
    if (error || endpoints.empty()) return -1;
    const tcp::endpoint endpoint = endpoints.begin()->endpoint();
    tcp::acceptor& acceptor = impl_->acceptor;
    acceptor.open(endpoint.protocol(), error);
    if (!error) acceptor.set_option(net::socket_base::reuse_address(true), error);
    if (!error) acceptor.bind(endpoint, error);
    // The system's largest backlog: a burst of clients waits in the kernel, not refused.
    if (!error) acceptor.listen(net::socket_base::max_listen_connections, error);
    if (error) {
        acceptor.close(error);
        return -1;
    }
    return acceptor.local_endpoint().port();
}

void HttpServer::serve() {
    if (impl_->options.stop_on_signals) {
        impl_->signals.emplace(impl_->io, SIGINT, SIGTERM);
        impl_->signals->async_wait([this](boost::system::error_code, int) { impl_->io.stop(); });
    }
    impl_->accept();
    impl_->io.run();
}

void HttpServer::stop() {
    impl_->io.stop();
}

}  // namespace sudokit::server
