// Variant generation speed: puzzles per CPU second on one thread for each variant (X, jigsaw
// and Killer also at named levels), next to Solo (sgt-solo --generate, Debian's sgt-puzzles)
// making the same variant at each of its levels in the same run. Solo grades its puzzles by
// its own solver's techniques. Rows without a level are set against every Solo level; those
// with one against Solo's level of about the same techniques (easy: basic, medium:
// intermediate). Times are CPU time of this thread or of the Solo process. Solo makes more
// puzzles a run until a run takes --solo-seconds: at its fastest levels (over a thousand
// puzzles a second) a run of 20 puzzles took about as long to start as to make them, which
// read as a third of Solo's true rate.

#include <algorithm>
#include <cstdlib>
#include <optional>
#include <string>
#include <vector>

#include <fmt/format.h>
#include <CLI/CLI.hpp>

#include "cpu_time.hpp"
#include "sudokit/generate.hpp"
#include "sudokit/generate_request.hpp"
#include "sudokit/generation_session.hpp"

namespace {

using namespace sudokit;
using bench::children_cpu_seconds;
using bench::thread_cpu_seconds;

struct Settings {
    double seconds = 3;
    std::uint64_t seed = 1;
    std::string solo = "/usr/games/sgt-solo";
    long solo_count = 20;  // the first run's; more when it took less than solo_seconds
    double solo_seconds = 1;
    double solo_timeout = 120;
};

struct Kind {
    std::string variant;
    std::string difficulty;             // empty: none asked
    std::vector<std::string> solo_ids;  // Solo's parameters for the same variant, one per level
};

// Puzzles per CPU second making `kind` for about `budget` seconds.
double our_rate(const Kind& kind, const Settings& settings, int& made_count) {
    GenerateRequest request;
    request.variant = kind.variant;
    request.difficulty = kind.difficulty;
    const GenerateOptions options = generate_options(request);
    GenerationSession session;
    const double start = thread_cpu_seconds();
    made_count = 0;
    for (std::uint64_t index = 0; thread_cpu_seconds() - start < settings.seconds; ++index) {
        if (session.generate(options, puzzle_seed(settings.seed, index))) ++made_count;
    }
    return made_count / (thread_cpu_seconds() - start);
}

// Solo's puzzles per CPU second for one parameter string, from its first run that took at
// least solo_seconds; nullopt when a run failed or ran out of time.
std::optional<double> solo_rate(const std::string& parameters, const Settings& settings) {
    constexpr long kMostPuzzles = 1'000'000;
    for (long count = std::max(1L, settings.solo_count);;) {
        const std::string command =
            fmt::format("timeout {} {} --generate {} {} > /dev/null 2>&1", settings.solo_timeout,
                        settings.solo, count, parameters);
        const double start = children_cpu_seconds();
        if (std::system(command.c_str()) != 0) return std::nullopt;
        const double spent = children_cpu_seconds() - start;
        if (spent >= settings.solo_seconds || count >= kMostPuzzles)
            return static_cast<double>(count) / spent;
        // As many as this run's rate says fill the time (a fifth more), at least twice as many.
        const double enough =
            static_cast<double>(count) * settings.solo_seconds * 1.2 / std::max(spent, 0.001);
        count = std::min(kMostPuzzles, std::max(2 * count, static_cast<long>(enough)));
    }
}

}  // namespace

int main(int argc, char** argv) {
    CLI::App app("Variant generation: puzzles per CPU second, one thread, next to Solo");
    Settings settings;
    app.add_option("--seconds", settings.seconds, "CPU seconds per sudokit row")
        ->capture_default_str();
    app.add_option("--seed", settings.seed, "Batch seed")->capture_default_str();
    app.add_option("--solo", settings.solo, "Solo executable")->capture_default_str();
    app.add_option("--solo-count", settings.solo_count,
                   "Puzzles Solo makes in its first run per level")
        ->capture_default_str();
    app.add_option("--solo-seconds", settings.solo_seconds,
                   "CPU seconds a Solo run takes at least (more puzzles until it does)")
        ->capture_default_str();
    app.add_option("--solo-timeout", settings.solo_timeout, "Seconds Solo gets per level")
        ->capture_default_str();
    CLI11_PARSE(app, argc, argv);

    // Solo's levels: b basic, i intermediate, a advanced, e extreme.
    const std::vector<Kind> kinds{
        {"x", "", {"3x3xdb", "3x3xdi", "3x3xda", "3x3xde"}},
        {"x", "easy", {"3x3xdb"}},
        {"x", "medium", {"3x3xdi"}},
        {"windoku", "", {}},
        {"jigsaw", "", {"9jdb", "9jdi", "9jda", "9jde"}},
        {"jigsaw", "easy", {"9jdb"}},
        {"jigsaw", "medium", {"9jdi"}},
        {"killer", "", {"3x3kdb", "3x3kdi", "3x3kda", "3x3kde"}},
        {"killer", "easy", {"3x3kdb"}},
        {"killer", "medium", {"3x3kdi"}},
        {"killer-x", "", {"3x3kxdb", "3x3kxdi", "3x3kxda", "3x3kxde"}},
    };
    fmt::print("{:<22} {:>9} {:>10}   {}\n", "sudokit", "puzzles", "puzzles/s",
               "Solo (puzzles/s, sudokit's rate / Solo's)");
    for (const Kind& kind : kinds) {
        int made = 0;
        const double rate = our_rate(kind, settings, made);
        std::string solo_text;
        for (const std::string& parameters : kind.solo_ids) {
            const std::optional<double> solo = solo_rate(parameters, settings);
            solo_text +=
                solo ? fmt::format("  {} {:.0f} ({:.1f}x)", parameters, *solo, rate / *solo)
                     : fmt::format("  {} (failed or over {} s)", parameters, settings.solo_timeout);
        }
        const std::string name =
            kind.difficulty.empty() ? kind.variant : kind.variant + " " + kind.difficulty;
        fmt::print("{:<22} {:>9} {:>10.0f}  {}\n", name, made, rate, solo_text);
        std::fflush(stdout);
    }
    return 0;
}
