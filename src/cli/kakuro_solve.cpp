#include "kakuro_solve.hpp"

#include <atomic>
#include <chrono>
#include <cstdio>

#include <fmt/format.h>
#include <nlohmann/json.hpp>

#include "deadline.hpp"
#include "kakuro_batch.hpp"
#include "sudokit/json.hpp"
#include "sudokit/kakuro_solve.hpp"
#include "verdict_status.hpp"

namespace sudokit::cli {

namespace {

using Mode = KakuroSolveSettings::Mode;

std::string problem_text(Verdict verdict) {
    switch (verdict) {
        case Verdict::none:
            return "no solution";
        case Verdict::multiple:
            return "more than one solution";
        case Verdict::stopped:
            return "time limit reached before the question was settled";
        default:
            return "";
    }
}

std::string text_outcome(const KakuroSourceRecord& source, const kakuro::Puzzle& puzzle,
                         const kakuro::SolveResult& result, const KakuroSolveSettings& settings) {
    const std::string label = puzzle.label.empty() ? "" : " " + puzzle.label;
    switch (settings.mode) {
        case Mode::count:
            return fmt::format("{}{}{}\n", result.solution_count, result.exhausted ? "" : "+",
                               label);
        case Mode::unique:
            return std::string(result.verdict == Verdict::stopped ? "unknown"
                                                                  : to_string(result.verdict)) +
                   label + "\n";
        case Mode::solve:
        case Mode::first:
            break;
    }
    if (result.verdict != Verdict::unique && result.verdict != Verdict::found) {
        return fmt::format("% {}: {}\n", source.where(), problem_text(result.verdict));
    }
    if (settings.form == OutputForm::line) {
        return kakuro::write_line(result.solutions.front()) + label + "\n";
    }
    // Grids are separated by a blank line, so that the output reads back as Kakuro text.
    const std::string title = puzzle.label.empty() ? "" : "% " + puzzle.label + "\n";
    return title + kakuro::write_grid(puzzle, result.solutions.front()) + "\n";
}

}  // namespace

ExitCode run_kakuro_solve(const KakuroSolveSettings& settings,
                          const std::vector<std::string>& files,
                          const std::string& standard_input_head) {
    const auto algorithm = kakuro::parse_solve_algorithm(settings.algorithm);
    if (!algorithm) {
        std::fprintf(stderr,
                     "sudokit: --algo %s does not solve Kakuro; Kakuro takes fast or backtrack\n",
                     settings.algorithm.c_str());
        return kExitUsage;
    }
    kakuro::SolveOptions base;
    base.algorithm = *algorithm;
    base.solution_limit = settings.mode == Mode::first   ? 1
                          : settings.mode == Mode::count ? settings.count_limit
                                                         : 2;
    base.keep_solutions = settings.form == OutputForm::json ? 2 : 1;
    const bool json = settings.form == OutputForm::json;
    std::atomic<std::uint64_t> puzzles{0};
    std::atomic<std::uint64_t> nodes{0};
    const auto start = std::chrono::steady_clock::now();
    const ExitCode code = run_kakuro_batch(
        files, standard_input_head, settings.threads, [&](const KakuroSourceRecord& source) {
            if (!source.record->ok()) return unreadable_kakuro(source, json);
            const kakuro::Puzzle& puzzle = source.record->puzzle();
            kakuro::SolveOptions options = base;
            options.stop.deadline = deadline_from_now(settings.timeout_seconds);
            const kakuro::SolveResult result = kakuro::solve(puzzle, options);
            ++puzzles;
            nodes += result.counters.nodes;
            RecordOutcome outcome;
            outcome.status = exit_status_of(result.verdict);
            if (json) {
                outcome.out = json_text(nlohmann::json{{"line", source.record->line},
                                                       {"puzzle", kakuro::to_json(puzzle)},
                                                       {"result", kakuro::to_json(result)}}) +
                              "\n";
            } else {
                outcome.out = text_outcome(source, puzzle, result, settings);
            }
            return outcome;
        });
    if (settings.stats) {
        const double seconds =
            std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        const auto count = puzzles.load();
        std::fprintf(
            stderr, "%s",
            fmt::format(
                "{} Kakuro puzzles in {:.3f} s with {}: {:.1f} nodes per puzzle\n", count, seconds,
                settings.algorithm,
                count == 0 ? 0.0 : static_cast<double>(nodes.load()) / static_cast<double>(count))
                .c_str());
    }
    return code;
}

}  // namespace sudokit::cli
