// Rating benchmark: rates samples of the standard sets in SE mode and prints, per set, the
// rate, the median and worst time per puzzle and the ER distribution, next to Sudoku
// Explainer's published times (quoted, not measured here). Times are the CPU time of the
// rating thread: the machine is shared, and CPU time is the figure other work disturbs least.

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <fstream>
#include <optional>
#include <string>
#include <vector>

#include <fmt/format.h>
#include <CLI/CLI.hpp>

#include "cpu_time.hpp"
#include "logic/chains/chain_memory.hpp"
#include "logic/session_state.hpp"
#include "sudokit/format.hpp"
#include "sudokit/logic.hpp"
#include "sudokit/session.hpp"

namespace {

using sudokit::Puzzle;

struct BenchSettings {
    std::string data_dir = SUDOKIT_DATA_DIR;
    std::size_t puzzles = 200;  // per set
    double seconds = 60;        // per set
    double timeout = 60;        // per puzzle
    bool reference = false;     // chain searches without their pruning (A/B)
    int repeats = 1;            // ratings per puzzle; the fastest counts
    std::vector<std::string> sets{"easy", "expert", "1106", "11plus"};
};

// One sample: which file, how to pick, and Sudoku Explainer's published time for its kind.
struct SetSpec {
    std::string key;  // as --sets names it
    std::string name;
    std::string file;
    double published_ms;        // SE's published time per puzzle (median for the hardest)
    bool easiest_only = false;  // keep the puzzles rated <= 4.0 (the "easy" sample)
};

struct Rated {
    double ms = 0;
    int er = 0;
    sudokit::LogicStatus status = sudokit::LogicStatus::solved;
};

double thread_cpu_ms() {
    return sudokit::bench::thread_cpu_seconds() * 1e3;
}

// Every puzzle of a file, then an evenly spread sample of `count` of them (0 = all).
std::vector<Puzzle> load_sample(const std::string& path, std::size_t count) {
    std::ifstream input(path);
    if (!input) throw std::runtime_error("cannot open " + path);
    std::vector<Puzzle> all;
    sudokit::PuzzleReader reader(input);
    while (auto record = reader.next()) {
        if (record->ok()) all.push_back(record->puzzle());
    }
    if (count == 0 || all.size() <= count) return all;
    std::vector<Puzzle> sample;
    for (std::size_t index = 0; index < count; ++index) {
        sample.push_back(all[index * all.size() / count]);
    }
    return sample;
}

// One session for the whole run, as each worker of `sudokit rate` keeps one.
Rated rate_one(const Puzzle& puzzle, const BenchSettings& settings,
               sudokit::SolvingSession& session) {
    sudokit::LogicOptions options;
    options.mode = sudokit::LogicMode::se;
    options.keep_steps = false;  // as `sudokit rate` runs it
    options.deadline = std::chrono::steady_clock::now() +
                       std::chrono::duration_cast<std::chrono::steady_clock::duration>(
                           std::chrono::duration<double>(settings.timeout));
    const double start = thread_cpu_ms();
    const sudokit::LogicResult result = session.solve_logically(puzzle, options);
    return Rated{thread_cpu_ms() - start, result.rating.er, result.status};
}

template <typename T>
T median_of(std::vector<T> values) {
    if (values.empty()) return T{};
    std::sort(values.begin(), values.end());
    return values[values.size() / 2];
}

std::string tenths(int value) {
    return fmt::format("{}.{}", value / 10, value % 10);
}

void run_set(const SetSpec& spec, const BenchSettings& settings) {
    // The easy sample is picked after rating: a wider sample is rated and the easiest kept.
    const std::size_t wanted = settings.puzzles;
    const std::size_t load = spec.easiest_only && wanted != 0 ? wanted * 4 : wanted;
    const std::vector<Puzzle> puzzles = load_sample(settings.data_dir + "/" + spec.file, load);
    sudokit::SolvingSession session;
    session.state().chains().set_reference_mode(settings.reference);
    std::vector<Rated> kept;
    std::size_t rated = 0;
    double cpu_ms = 0;
    const auto budget_end = std::chrono::steady_clock::now() +
                            std::chrono::duration_cast<std::chrono::steady_clock::duration>(
                                std::chrono::duration<double>(settings.seconds));
    for (const Puzzle& puzzle : puzzles) {
        if (wanted != 0 && kept.size() >= wanted) break;
        if (std::chrono::steady_clock::now() > budget_end) break;
        // The fastest of the repeats: a neighbour's burst on a shared machine only slows some.
        Rated one = rate_one(puzzle, settings, session);
        for (int again = 1; again < settings.repeats; ++again) {
            const Rated next = rate_one(puzzle, settings, session);
            if (next.ms < one.ms) one = next;
        }
        ++rated;
        const bool easy = one.status == sudokit::LogicStatus::solved && one.er <= 40;
        if (spec.easiest_only && !easy) continue;
        kept.push_back(one);
        cpu_ms += one.ms;
    }
    std::vector<double> times;
    std::vector<int> ers;
    std::size_t stuck = 0;
    std::size_t stopped = 0;
    for (const Rated& one : kept) {
        times.push_back(one.ms);
        if (one.status == sudokit::LogicStatus::solved) ers.push_back(one.er);
        if (one.status == sudokit::LogicStatus::stuck) ++stuck;
        if (one.status == sudokit::LogicStatus::stopped) ++stopped;
    }
    const double median_ms = median_of(times);
    const double max_ms = times.empty() ? 0 : *std::max_element(times.begin(), times.end());
    const double rate = cpu_ms > 0 ? static_cast<double>(kept.size()) * 1000.0 / cpu_ms : 0;
    std::string distribution = "-";
    if (!ers.empty()) {
        std::sort(ers.begin(), ers.end());
        distribution =
            fmt::format("{} / {} / {} / {}", tenths(ers.front()), tenths(ers[ers.size() / 4]),
                        tenths(ers[ers.size() / 2]), tenths(ers.back()));
    }
    std::string notes;
    if (spec.easiest_only) notes += fmt::format(" (kept {} of {} rated)", kept.size(), rated);
    if (stuck > 0) notes += fmt::format(" {} stuck", stuck);
    if (stopped > 0) notes += fmt::format(" {} timed out", stopped);
    const std::string ratio =
        median_ms > 0 ? fmt::format("{:.0f}x", spec.published_ms / median_ms) : "-";
    fmt::print("{:<34} {:>7} {:>10.1f} {:>10.2f} {:>10.1f}  {:<24} {:>9.0f} {:>9}{}\n", spec.name,
               kept.size(), rate, median_ms, max_ms, distribution, spec.published_ms, ratio, notes);
    std::fflush(stdout);
}

}  // namespace

int main(int argc, char** argv) {
    BenchSettings settings;
    CLI::App app("sudokit rating benchmark (SE mode)", "rating_bench");
    app.add_option("--data", settings.data_dir, "Folder of the data sets")->capture_default_str();
    app.add_option("--puzzles", settings.puzzles, "Puzzles per set, spread over the file (0 = all)")
        ->capture_default_str();
    app.add_option("--seconds", settings.seconds, "Time cap per set, in seconds")
        ->capture_default_str();
    app.add_option("--timeout", settings.timeout, "Time limit per puzzle, in seconds")
        ->capture_default_str();
    app.add_option("--repeats", settings.repeats,
                   "Ratings per puzzle; the fastest counts (a busy neighbour slows only some)")
        ->capture_default_str()
        ->check(CLI::Range(1, 100));
    app.add_flag("--reference", settings.reference,
                 "Chain searches in their reference mode, without what prunes them (A/B)");
    app.add_option("--sets", settings.sets, "Sets to rate: easy, expert, 1106, 11plus")
        ->delimiter(',')
        ->check(CLI::IsMember({"easy", "expert", "1106", "11plus"}))
        ->capture_default_str();
    CLI11_PARSE(app, argc, argv);

    const std::vector<SetSpec> all_sets = {
        {"easy", "easy (17-clue, ER <= 4.0)", "puzzles2_17_clue", 2.0, true},
        {"expert", "expert (top1465)", "puzzles3_magictour_top1465", 200.0},
        {"1106", "hardest (forum 1106)", "puzzles6_forum_hardest_1106", 11000.0},
        {"11plus", "hardest (forum 1905 11+)", "puzzles5_forum_hardest_1905_11+", 11000.0},
    };
    std::vector<SetSpec> sets;
    for (const SetSpec& spec : all_sets) {
        if (std::find(settings.sets.begin(), settings.sets.end(), spec.key) != settings.sets.end())
            sets.push_back(spec);
    }
    fmt::print(
        "sudokit rating benchmark: --mode se, one thread, up to {} puzzles per set, {} s per "
        "set, {} s per puzzle, fastest of {} ratings per puzzle; times are CPU ms of the "
        "rating thread\n",
        settings.puzzles, settings.seconds, settings.timeout, settings.repeats);
    fmt::print(
        "SE ms = Sudoku Explainer's PUBLISHED time per puzzle (2 ms easy, 0.2 s expert, 11 s "
        "median on the hardest lists), quoted, NOT measured here; ratio = SE ms / our median "
        "ms\n\n");
    fmt::print("{:<34} {:>7} {:>10} {:>10} {:>10}  {:<24} {:>9} {:>9}\n", "set", "puzzles",
               "puzzles/s", "median ms", "max ms", "ER min / q1 / median / max", "SE ms", "ratio");
    for (const SetSpec& spec : sets) {
        run_set(spec, settings);
    }
    return 0;
}
