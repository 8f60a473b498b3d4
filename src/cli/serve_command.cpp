#include "serve_command.hpp"

#include <memory>
#include <string>

#include <fmt/format.h>

#include "exit_codes.hpp"
#include "server/http_server.hpp"
#include "sudokit/scan.hpp"

namespace sudokit::cli {
namespace {

struct ServeSettings {
    server::ServerOptions options;
    double time_limit_seconds = 10;
    std::string scan_model;  // empty: DigitModel::default_path()
};

}  // namespace

void add_serve_command(CLI::App& app, int& exit_code) {
    auto settings = std::make_shared<ServeSettings>();
    CLI::App* command = app.add_subcommand(
        "serve", "Serve the web page and the JSON API over HTTP (loopback by default)");
    command->add_option("--port", settings->options.port, "TCP port (0 = any free port)")
        ->check(CLI::Range(0, 65535))
        ->capture_default_str();
    command
        ->add_option("--host", settings->options.host,
                     "Address to bind; 0.0.0.0 opens the server to the network")
        ->capture_default_str();
    command
        ->add_option("--allow-host", settings->options.allowed_hosts,
                     "A Host name to answer beyond loopback's and --host's (repeatable); on "
                     "0.0.0.0 every name is answered")
        ->expected(1);
    command
        ->add_option("--allow-origin", settings->options.allowed_origins,
                     "An origin (https://example.org) whose pages may call the API, with CORS; "
                     "'*' for any (repeatable). Other sites' requests get 403")
        ->expected(1);
    command
        ->add_option("--threads", settings->options.threads,
                     "API requests computed at once (the page, health checks and waiting "
                     "connections need no worker)")
        ->check(CLI::Range(1, 256))
        ->capture_default_str();
    command
        ->add_option("--time-limit", settings->time_limit_seconds,
                     "Seconds one request may take before it gets an error")
        ->check(CLI::PositiveNumber)
        ->capture_default_str();
    command
        ->add_option("--max-generate", settings->options.limits.max_generate,
                     "Most puzzles one generate request may ask for")
        ->check(CLI::Range(1, 10000))
        ->capture_default_str();
    command->add_option("--scan-model", settings->scan_model,
                        "The digit model POST /api/scan reads photos with (default: as for "
                        "'sudokit scan')");
    command->footer(
        R"TEXT(Open http://127.0.0.1:8080/ (the address printed at start) in a browser to play:
hints, step-by-step explanations, solving and printing (docs/web.md).

Routes (JSON bodies; see docs/api.md):
  GET  /                the page (its files are compiled into sudokit)
  GET  /api/health
  POST /api/solve /api/count /api/check /api/hint /api/explain /api/rate /api/generate
  POST /api/scan        a JPEG or PNG photo as the body (up to 24 MiB): the puzzle read
Bad JSON or a bad puzzle gets 400 with a message; a request over --time-limit gets 422;
one that waited for a worker until --time-limit gets 503 with Retry-After; a body over
1 MiB gets 413; a request from another site's page gets 403 (see --allow-origin), and so
does a Host name other than loopback's (DNS rebinding; see --allow-host). Ctrl-C stops the
server.

Examples:
  sudokit serve
  sudokit serve --port 0 --threads 2
  curl -s localhost:8080/api/solve -d '{"puzzle":"53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79"}')TEXT");
    command->callback([settings, &exit_code] {
        server::ServerOptions options = settings->options;
        options.stop_on_signals = true;
        options.limits.time_limit =
            std::chrono::milliseconds(static_cast<long>(settings->time_limit_seconds * 1000));
        const std::string model_path =
            settings->scan_model.empty() ? DigitModel::default_path() : settings->scan_model;
        try {
            options.limits.scan_model =
                std::make_shared<const DigitModel>(DigitModel::load(model_path));
        } catch (const std::exception& error) {
            // The rest of the server works without it; /api/scan then answers 503.
            fmt::print(stderr, "sudokit serve: photos cannot be read: {}\n", error.what());
        }
        server::HttpServer http(options);
        const int port = http.bind();
        if (port < 0) {
            fmt::print(stderr, "sudokit serve: cannot listen on {}:{}\n", options.host,
                       options.port);
            exit_code = kExitIoError;
            return;
        }
        fmt::print("sudokit serve: listening on http://{}:{}/\n", options.host, port);
        std::fflush(stdout);
        http.serve();
    });
}

}  // namespace sudokit::cli
