#include "kakuro_print.hpp"

#include <cstdio>
#include <memory>

#include <fmt/format.h>

#include "deadline.hpp"
#include "kakuro_batch.hpp"
#include "print/print_document.hpp"
#include "sudokit/kakuro_logic.hpp"
#include "sudokit/kakuro_solve.hpp"
#include "verdict_status.hpp"

namespace sudokit::cli {

namespace {

// Why a puzzle's solution cannot be printed.
std::string missing_solution(Verdict verdict) {
    if (verdict == Verdict::stopped) {
        return "the --timeout was reached before its solution was proved unique";
    }
    return std::string(describe(verdict));
}

RecordOutcome prepare_record(const KakuroSourceRecord& source, const KakuroPrintSettings& settings,
                             PreparedPuzzles& prepared) {
    if (!source.record->ok()) {
        RecordOutcome outcome = unreadable_kakuro(source, /*json=*/false);
        outcome.out.clear();  // standard output may be the document itself
        return outcome;
    }
    auto puzzle = std::make_shared<const kakuro::Puzzle>(source.record->puzzle());
    PreparedPuzzle ready;
    ready.index = source.index;
    ready.entry.label = puzzle->label;
    ready.entry.kakuro = print::KakuroBoard{puzzle, {}};
    RecordOutcome outcome;
    if (settings.rating) {
        // The Kakuro scale (docs/kakuro.md): the hardest step's difficulty and its level.
        kakuro::LogicOptions options;
        options.stop.deadline = deadline_from_now(settings.timeout_seconds);
        const kakuro::LogicResult result = kakuro::solve_logically(*puzzle, options);
        const kakuro::Rating& rating = result.rating;
        switch (result.status) {
            case kakuro::LogicStatus::solved:
                ready.entry.note = fmt::format("{:.1f} \u00b7 {}", rating.difficulty,
                                               kakuro::level_name(rating.level));
                break;
            case kakuro::LogicStatus::stuck:
                ready.entry.note = fmt::format("\u2265 {:.1f}", rating.difficulty);
                break;
            default:
                ready.entry.note = "not rated";
                outcome.status =
                    result.status == kakuro::LogicStatus::stopped ? kExitTimedOut : kExitUnsolved;
                outcome.err =
                    fmt::format("sudokit: {}: printed without a rating: {}\n", source.where(),
                                result.status == kakuro::LogicStatus::stopped
                                    ? "the --timeout was reached before the rating "
                                      "was done"
                                    : "it has no single solution");
                break;
        }
    }
    if (settings.solutions) {
        kakuro::SolveOptions options;
        options.solution_limit = 2;
        options.stop.deadline = deadline_from_now(settings.timeout_seconds);
        kakuro::SolveResult result = kakuro::solve(*puzzle, options);
        if (result.verdict == Verdict::unique) {
            ready.entry.kakuro->solution = std::move(result.solutions.front());
        } else {
            // Unlike a Sudoku, the puzzle stays: it is only missing from the solutions pages,
            // whose numbers follow the puzzles'.
            outcome.status = exit_status_of(result.verdict);
            outcome.err = fmt::format(
                "sudokit: {}: printed without a solution: {}; the solutions pages need exactly "
                "one\n",
                source.where(), missing_solution(result.verdict));
        }
    }
    prepared.add(std::move(ready));
    return outcome;
}

}  // namespace

ExitCode prepare_kakuro_puzzles(const KakuroPrintSettings& settings,
                                const std::vector<std::string>& files,
                                const std::string& standard_input_head, PreparedPuzzles& prepared) {
    return run_kakuro_batch(files, standard_input_head, settings.threads,
                            [&](const KakuroSourceRecord& source) {
                                return prepare_record(source, settings, prepared);
                            });
}

void note_fewer_kakuro_per_page(const std::vector<print::PrintEntry>& entries,
                                const print::PrintOptions& options) {
    const print::PageCounts counts = print::page_counts(entries, options);
    if (counts.puzzles < options.per_page) {
        fmt::print(stderr,
                   "sudokit: {} Kakuro a page rather than {} (--per-page): more would make the "
                   "largest board's squares too small to read\n",
                   counts.puzzles, options.per_page);
    }
    if (options.solutions && options.solutions_per_page > 0 &&
        counts.solutions < options.solutions_per_page) {
        fmt::print(stderr,
                   "sudokit: {} Kakuro solutions a page rather than {} (--solutions-per-page): "
                   "more would make the largest board's squares too small to read\n",
                   counts.solutions, options.solutions_per_page);
    }
}

}  // namespace sudokit::cli
