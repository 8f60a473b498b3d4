// The sudokit command: argument parsing and dispatch to the subcommands.

#include <algorithm>
#include <cstdio>
#include <exception>
#include <string>
#include <string_view>
#include <vector>

#include <fmt/format.h>
#include <fmt/ranges.h>
#include <CLI/CLI.hpp>

#include "check_command.hpp"
#include "exit_codes.hpp"
#include "explain_command.hpp"
#include "generate_command.hpp"
#include "hint_command.hpp"
#include "print_command.hpp"
#include "rate_command.hpp"
#include "scan_command.hpp"
#include "serve_command.hpp"
#include "solve_command.hpp"
#include "sudokit/closest_name.hpp"
#include "sudokit/version.hpp"

int main(int argc, char** argv) {
    using namespace sudokit::cli;
    CLI::App app(
        "sudokit: solve, check, explain, rate and generate Sudoku puzzles from 4x4 to 25x25",
        "sudokit");
    app.require_subcommand(1);
    app.set_version_flag("--version", std::string("sudokit ") + sudokit::kVersion);
    app.footer("Run 'sudokit <command> --help' for a command's options and examples.");
    int exit_code = kExitOk;
    add_solve_command(app, exit_code);
    add_check_command(app, exit_code);
    add_explain_command(app, exit_code);
    add_hint_command(app, exit_code);
    add_rate_command(app, exit_code);
    add_generate_command(app, exit_code);
    add_serve_command(app, exit_code);
    add_print_command(app, exit_code);
    add_scan_command(app, exit_code);
    // A first word that is no command and no option is most likely a misspelt command.
    if (argc > 1 && argv[1][0] != '-') {
        std::vector<std::string> names;
        for (const CLI::App* command : app.get_subcommands({}))
            names.push_back(command->get_name());
        if (std::find(names.begin(), names.end(), argv[1]) == names.end()) {
            const std::vector<std::string_view> views(names.begin(), names.end());
            fmt::print(stderr, "sudokit: unknown command '{}'.{} The commands: {}\n", argv[1],
                       sudokit::did_you_mean(argv[1], views), fmt::join(names, ", "));
            return kExitUsage;
        }
    }
    try {
        app.parse(argc, argv);
    } catch (const CLI::CallForHelp& help) {
        return app.exit(help);
    } catch (const CLI::CallForVersion& version) {
        return app.exit(version);
    } catch (const CLI::ParseError& error) {
        app.exit(error);
        return kExitUsage;
    } catch (const std::exception& error) {
        std::fflush(stdout);
        fmt::print(stderr, "sudokit: {}\n", error.what());
        return kExitInternal;
    }
    return exit_code;
}
