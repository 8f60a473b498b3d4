// Generator benchmark: puzzles per second of one thread for each kind of request (plain
// minimal puzzles, a symmetry, each named level, hard ratings), next to QQWing generating in
// the same run. Times are CPU time (of this thread, or of the QQWing process): the machine is
// shared, and CPU time is the figure other work disturbs least. Under each rated request a
// line gives the clue counts, the puzzles with an empty row, column or box, and the shares of
// the hardest techniques (the variety a level offers).

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include <fmt/format.h>
#include <CLI/CLI.hpp>

#include "cpu_time.hpp"
#include "sudokit/generate.hpp"
#include "sudokit/generation_session.hpp"
#include "sudokit/logic.hpp"

namespace {

using namespace sudokit;

struct BenchSettings {
    double seconds = 5;        // per request kind
    double hard_seconds = 60;  // for the SE 9+ request
    std::uint64_t seed = 1;
    std::string qqwing = "qqwing";
    bool skip_qqwing = false;
    int qqwing_count = 500;
    std::string only;  // run only the requests whose name contains this
};

using bench::children_cpu_seconds;
using bench::thread_cpu_seconds;

struct Request {
    std::string name;
    GenerateOptions options;
};

struct Figures {
    int puzzles = 0;
    double seconds = 0;
    long rejected = 0;
    long clues = 0;
    int minimal = 0;
    int min_er = 1000;
    int max_er = 0;
    int min_clues = 1000;
    int max_clues = 0;
    int with_empty_house = 0;
    std::map<Technique, int> hardest;
    double rate() const { return seconds > 0 ? puzzles / seconds : 0; }
};

bool has_empty_house(const Grid& puzzle) {
    const Shape& shape = puzzle.shape();
    for (int house = 0; house < shape.house_count(); ++house) {
        const auto cells = shape.house_cells(house);
        if (std::all_of(cells.begin(), cells.end(), [&](int cell) { return puzzle.empty(cell); })) {
            return true;
        }
    }
    return false;
}

Figures run_request(const Request& request, double budget_seconds, std::uint64_t seed) {
    Figures figures;
    const double start = thread_cpu_seconds();
    GenerationSession session;
    for (std::uint64_t index = 0;; ++index) {
        GenerateOptions options = request.options;
        const double left = budget_seconds - (thread_cpu_seconds() - start);
        if (left <= 0) break;
        options.deadline = std::chrono::steady_clock::now() +
                           std::chrono::duration_cast<std::chrono::steady_clock::duration>(
                               std::chrono::duration<double>(left * 4));
        const std::optional<GeneratedPuzzle> made =
            session.generate(options, puzzle_seed(seed, index));
        if (!made) break;
        ++figures.puzzles;
        figures.rejected += made->rejected;
        figures.clues += made->clues;
        figures.minimal += made->minimal;
        figures.min_clues = std::min(figures.min_clues, made->clues);
        figures.max_clues = std::max(figures.max_clues, made->clues);
        figures.with_empty_house += has_empty_house(made->puzzle.givens);
        if (made->rating) {
            figures.min_er = std::min(figures.min_er, made->rating->er);
            figures.max_er = std::max(figures.max_er, made->rating->er);
            ++figures.hardest[made->rating->hardest];
        }
    }
    figures.seconds = thread_cpu_seconds() - start;
    return figures;
}

std::optional<Figures> run_qqwing(const BenchSettings& settings, const std::string& difficulty) {
    const std::string command =
        fmt::format("{} --generate {} --difficulty {} --one-line > /dev/null 2>&1", settings.qqwing,
                    settings.qqwing_count, difficulty);
    const double start = children_cpu_seconds();
    if (std::system(command.c_str()) != 0) return std::nullopt;
    Figures figures;
    figures.puzzles = settings.qqwing_count;
    figures.seconds = children_cpu_seconds() - start;
    return figures;
}

std::string rating_span(const Figures& figures) {
    if (figures.max_er == 0) return "-";
    return fmt::format("{:.1f}-{:.1f}", figures.min_er / 10.0, figures.max_er / 10.0);
}

void print_row(const std::string& name, const Figures& figures, double reference) {
    const double per = figures.puzzles > 0 ? 1.0 / figures.puzzles : 0;
    fmt::print("  {:<28} {:>7} {:>11.1f} {:>10.1f} {:>8.1f} {:>8.0f}% {:>10} {:>9}\n", name,
               figures.puzzles, figures.rate(), static_cast<double>(figures.rejected) * per,
               static_cast<double>(figures.clues) * per,
               100.0 * static_cast<double>(figures.minimal) * per, rating_span(figures),
               reference > 0 ? fmt::format("{:.1f}x", figures.rate() / reference) : "-");
    if (!figures.hardest.empty()) {
        std::vector<std::pair<int, Technique>> shares;
        for (const auto& [technique, count] : figures.hardest)
            shares.emplace_back(count, technique);
        std::sort(shares.rbegin(), shares.rend());
        std::string text;
        for (const auto& [count, technique] : shares) {
            text += fmt::format(" {} {:.0f}%", technique_name(technique),
                                100.0 * static_cast<double>(count) * per);
        }
        fmt::print("    clues {}-{}, {} with an empty house; hardest:{}\n", figures.min_clues,
                   figures.max_clues, figures.with_empty_house, text);
    }
    std::fflush(stdout);
}

}  // namespace

int main(int argc, char** argv) {
    BenchSettings settings;
    CLI::App app("Generator benchmark: puzzles/s per request kind, one thread, with QQWing");
    app.add_option("--seconds", settings.seconds, "CPU seconds per request kind")
        ->capture_default_str();
    app.add_option("--hard-seconds", settings.hard_seconds, "CPU seconds for the SE 9+ request")
        ->capture_default_str();
    app.add_option("--seed", settings.seed, "Batch seed")->capture_default_str();
    app.add_option("--qqwing", settings.qqwing, "QQWing executable")->capture_default_str();
    app.add_option("--qqwing-count", settings.qqwing_count, "Puzzles QQWing makes per run")
        ->capture_default_str();
    app.add_flag("--no-qqwing", settings.skip_qqwing, "Do not run QQWing");
    app.add_option("--only", settings.only,
                   "Run only the requests whose name contains this text, e.g. difficulty");
    CLI11_PARSE(app, argc, argv);

    double qqwing_rate = 0;
    fmt::print("  {:<28} {:>7} {:>11} {:>10} {:>8} {:>9} {:>10} {:>9}\n", "request", "puzzles",
               "puzzles/s", "rejected", "clues", "minimal", "ER span", "vs qqwing");
    if (!settings.skip_qqwing) {
        for (const std::string difficulty : {"any", "expert"}) {
            if (const std::optional<Figures> figures = run_qqwing(settings, difficulty)) {
                if (difficulty == "any") qqwing_rate = figures->rate();
                print_row("qqwing --difficulty " + difficulty, *figures, 0);
            } else {
                fmt::print("  qqwing not available ('{}' failed)\n", settings.qqwing);
                break;
            }
        }
    }

    std::vector<Request> requests;
    requests.push_back({"minimal 9x9", {}});
    {
        GenerateOptions options;
        options.symmetry = Symmetry::rotational;
        requests.push_back({"rotational, minimal by orbit", options});
        options.minimal = true;
        requests.push_back({"rotational and minimal", options});
    }
    {
        GenerateOptions options;
        options.method = GenerationMethod::bottom_up;
        requests.push_back({"bottom-up (not minimal)", options});
    }
    for (DifficultyLevel level :
         {DifficultyLevel::easy, DifficultyLevel::medium, DifficultyLevel::hard,
          DifficultyLevel::expert, DifficultyLevel::diabolical}) {
        GenerateOptions options;
        apply_level(options, level);
        requests.push_back({fmt::format("--difficulty {}", level_name(level)), options});
    }
    {
        GenerateOptions options;
        options.technique = Technique::x_wing;
        requests.push_back({"--technique x-wing", options});
        options.technique = Technique::xy_wing;
        requests.push_back({"--technique xy-wing", options});
    }
    {
        GenerateOptions options;
        options.shape = Shape(4, 4);
        requests.push_back({"minimal 16x16", options});
    }
    GenerateOptions hard;
    hard.rating = RatingRange{90, 200};
    for (const Request& request : requests) {
        if (request.name.find(settings.only) == std::string::npos) continue;
        print_row(request.name, run_request(request, settings.seconds, settings.seed), qqwing_rate);
    }
    const std::string hard_name = "--rating 9.0- (SE 9+)";
    if (hard_name.find(settings.only) != std::string::npos) {
        print_row(hard_name, run_request({"", hard}, settings.hard_seconds, settings.seed), 0);
    }
    return 0;
}
