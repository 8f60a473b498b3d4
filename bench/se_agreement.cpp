// How closely the `se` rating mode agrees with Sudoku Explainer 1.2.1: rates every puzzle of the
// calibration file (tests/data/se_calibration.txt) and compares ER, EP and ED with SE's, overall
// and per band of SE's ER, then lists the disagreements with our hardest technique. Where the
// file keeps SE's own time for a puzzle, the speed of both is compared puzzle by puzzle
// (sudokit's time is the CPU time of the rating thread, as rating_bench measures it).

#include <algorithm>
#include <array>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include <fmt/format.h>
#include <CLI/CLI.hpp>

#include "cpu_time.hpp"
#include "se_calibration_data.hpp"
#include "sudokit/logic.hpp"

namespace {

using Clock = std::chrono::steady_clock;
using sudokit::calibration::CalibrationEntry;

struct Settings {
    std::string file = std::string(SUDOKIT_SOURCE_DIR) + "/tests/data/se_calibration.txt";
    int max_ms = 5000;
    int show = 30;
};

// SE's ER bands of the issue (in tenths, inclusive).
struct Band {
    const char* name;
    int low;
    int high;
};
constexpr std::array<Band, 6> kBands{{{"1.0-2.5", 0, 25},
                                      {"2.6-4.5", 26, 45},
                                      {"4.6-6.4", 46, 64},
                                      {"6.5-8.9", 65, 89},
                                      {"9.0-10.4", 90, 104},
                                      {"10.5+", 105, 1000}}};

struct Outcome {
    const CalibrationEntry* entry = nullptr;
    sudokit::LogicStatus status = sudokit::LogicStatus::stuck;
    sudokit::Rating rating;
    double ms = 0;
};

struct Tally {
    int puzzles = 0;
    int exact = 0;
    int within_1 = 0;
    int within_2 = 0;
    int ep_exact = 0;
    int ed_exact = 0;
    int stuck = 0;
    int stopped = 0;
    double ms = 0;

    void add(const Outcome& outcome) {
        ++puzzles;
        ms += outcome.ms;
        if (outcome.status == sudokit::LogicStatus::stopped) {
            ++stopped;
            return;
        }
        if (outcome.status != sudokit::LogicStatus::solved) {
            ++stuck;
            return;
        }
        const int difference = std::abs(outcome.rating.er - outcome.entry->er);
        exact += difference == 0 ? 1 : 0;
        within_1 += difference <= 1 ? 1 : 0;
        within_2 += difference <= 2 ? 1 : 0;
        ep_exact += outcome.rating.ep == outcome.entry->ep ? 1 : 0;
        ed_exact += outcome.rating.ed == outcome.entry->ed ? 1 : 0;
    }
};

std::string percent(int part, int whole) {
    if (whole == 0) return "   -  ";
    return fmt::format("{:5.1f}%", 100.0 * part / whole);
}

std::string tenths(int value) {
    return fmt::format("{}.{}", value / 10, value % 10);
}

Outcome rate(const CalibrationEntry& entry, int max_ms) {
    sudokit::LogicOptions options;
    options.mode = sudokit::LogicMode::se;
    options.finish_with_solver = false;
    options.keep_steps = false;  // as `sudokit rate` and rating_bench run it
    options.deadline = Clock::now() + std::chrono::milliseconds(max_ms);
    const double start = sudokit::bench::thread_cpu_seconds();
    const sudokit::LogicResult result = sudokit::solve_logically(entry.puzzle, options);
    Outcome outcome;
    outcome.entry = &entry;
    outcome.status = result.status;
    outcome.rating = result.rating;
    outcome.ms = (sudokit::bench::thread_cpu_seconds() - start) * 1e3;
    return outcome;
}

bool agrees(const Outcome& outcome) {
    return outcome.status == sudokit::LogicStatus::solved && outcome.rating.er == outcome.entry->er;
}

std::string ours(const Outcome& outcome) {
    switch (outcome.status) {
        case sudokit::LogicStatus::solved:
            return tenths(outcome.rating.er);
        case sudokit::LogicStatus::stopped:
            return "timeout";
        default:
            // A stuck solve's figure is only a lower bound.
            return fmt::format("stuck>={}", tenths(outcome.rating.er));
    }
}

// Against SE's own times, on the puzzles whose time the file keeps: the ratio per puzzle
// (SE's time over ours), its median and least, and the slowest puzzle of each.
void print_speed(const std::vector<Outcome>& outcomes) {
    std::vector<double> ratios;
    std::vector<double> se_ms;
    std::vector<double> our_ms;
    for (const Outcome& outcome : outcomes) {
        if (!outcome.entry->se_seconds || outcome.ms <= 0) continue;
        se_ms.push_back(*outcome.entry->se_seconds * 1e3);
        our_ms.push_back(outcome.ms);
        ratios.push_back(se_ms.back() / outcome.ms);
    }
    if (ratios.empty()) return;
    auto median = [](std::vector<double> values) {
        std::sort(values.begin(), values.end());
        return values[values.size() / 2];
    };
    fmt::print(
        "\nagainst SE's own times ({} puzzles): sudokit median {:.1f} ms, slowest {:.1f} ms; "
        "SE median {:.1f} s, slowest {:.1f} s; sudokit faster by {:.0f}x (median of the "
        "puzzles), {:.0f}x at least\n",
        ratios.size(), median(our_ms), *std::max_element(our_ms.begin(), our_ms.end()),
        median(se_ms) / 1e3, *std::max_element(se_ms.begin(), se_ms.end()) / 1e3, median(ratios),
        *std::min_element(ratios.begin(), ratios.end()));
}

void print_report(const std::vector<Outcome>& outcomes, const Settings& settings) {
    Tally all;
    std::array<Tally, kBands.size()> bands{};
    double slowest = 0;
    for (const Outcome& outcome : outcomes) {
        all.add(outcome);
        slowest = std::max(slowest, outcome.ms);
        for (std::size_t band = 0; band < kBands.size(); ++band) {
            if (outcome.entry->er >= kBands[band].low && outcome.entry->er <= kBands[band].high)
                bands[band].add(outcome);
        }
    }
    fmt::print("{} puzzles from {} (at most {} ms each)\n\n", all.puzzles, settings.file,
               settings.max_ms);
    fmt::print("ER exact {} ({}/{}), within 0.1 {}, within 0.2 {}\n",
               percent(all.exact, all.puzzles), all.exact, all.puzzles,
               percent(all.within_1, all.puzzles), percent(all.within_2, all.puzzles));
    fmt::print("EP exact {}, ED exact {}; stuck {}, timed out {}\n\n",
               percent(all.ep_exact, all.puzzles), percent(all.ed_exact, all.puzzles), all.stuck,
               all.stopped);
    fmt::print("{:<9} {:>7} {:>8} {:>8} {:>8} {:>8} {:>8} {:>6} {:>7} {:>10}\n", "SE ER", "puzzles",
               "ER =", "ER<=0.1", "ER<=0.2", "EP =", "ED =", "stuck", "timeout", "ms/puzzle");
    for (std::size_t band = 0; band < kBands.size(); ++band) {
        const Tally& tally = bands[band];
        fmt::print("{:<9} {:>7} {:>8} {:>8} {:>8} {:>8} {:>8} {:>6} {:>7} {:>10.1f}\n",
                   kBands[band].name, tally.puzzles, percent(tally.exact, tally.puzzles),
                   percent(tally.within_1, tally.puzzles), percent(tally.within_2, tally.puzzles),
                   percent(tally.ep_exact, tally.puzzles), percent(tally.ed_exact, tally.puzzles),
                   tally.stuck, tally.stopped, tally.puzzles ? tally.ms / tally.puzzles : 0.0);
    }
    fmt::print("\ntime: {:.2f} s in all, {:.1f} ms per puzzle, slowest {:.0f} ms\n", all.ms / 1000,
               all.puzzles ? all.ms / all.puzzles : 0.0, slowest);

    print_speed(outcomes);

    std::vector<const Outcome*> disagreements;
    for (const Outcome& outcome : outcomes) {
        if (!agrees(outcome)) disagreements.push_back(&outcome);
    }
    // Largest gaps first: they point at missing or misordered techniques.
    std::stable_sort(disagreements.begin(), disagreements.end(),
                     [](const Outcome* left, const Outcome* right) {
                         auto gap = [](const Outcome* outcome) {
                             return outcome->status == sudokit::LogicStatus::solved
                                        ? std::abs(outcome->rating.er - outcome->entry->er)
                                        : 1000;
                         };
                         return gap(left) > gap(right);
                     });
    const std::size_t shown =
        std::min(disagreements.size(), static_cast<std::size_t>(std::max(settings.show, 0)));
    fmt::print("\n{} ER disagreements{}\n", disagreements.size(),
               shown < disagreements.size() ? fmt::format(", the first {}:", shown) : ":");
    for (std::size_t index = 0; index < shown; ++index) {
        const Outcome& outcome = *disagreements[index];
        fmt::print("{}  SE {:>4} ours {:>10} ({})  EP {}/{} ED {}/{}  SE: {}\n",
                   outcome.entry->line, tenths(outcome.entry->er), ours(outcome),
                   sudokit::technique_name(outcome.rating.hardest), tenths(outcome.entry->ep),
                   tenths(outcome.rating.ep), tenths(outcome.entry->ed), tenths(outcome.rating.ed),
                   outcome.entry->note);
    }
}

}  // namespace

int main(int argc, char** argv) {
    Settings settings;
    CLI::App app{"Agreement of sudokit's se rating mode with Sudoku Explainer 1.2.1"};
    app.add_option("--file", settings.file, "calibration file (puzzle ER=x EP=y ED=z source)");
    app.add_option("--max-ms", settings.max_ms, "time limit per puzzle in milliseconds")
        ->check(CLI::PositiveNumber);
    app.add_option("--show", settings.show, "how many disagreements to list");
    CLI11_PARSE(app, argc, argv);

    const auto file = sudokit::calibration::read_calibration_file(settings.file);
    if (!file.opened) {
        std::fprintf(stderr, "cannot open %s\n", settings.file.c_str());
        return 3;
    }
    for (const std::string& line : file.bad_lines)
        std::fprintf(stderr, "malformed line skipped: %s\n", line.c_str());

    std::vector<Outcome> outcomes;
    outcomes.reserve(file.entries.size());
    for (const CalibrationEntry& entry : file.entries)
        outcomes.push_back(rate(entry, settings.max_ms));
    print_report(outcomes, settings);
    return 0;
}
