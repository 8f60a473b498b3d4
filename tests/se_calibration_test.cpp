// The `se` rating mode against Sudoku Explainer 1.2.1's own ratings (tests/data/se_calibration.txt,
// produced by SE's rating code; see the file's header). This suite checks the easy-to-medium part
// (SE ER <= 4.5), which is fast to rate; bench/se_agreement measures the whole file.

#include <chrono>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "se_calibration_data.hpp"
#include "sudokit/logic.hpp"
#include "sudokit/solve.hpp"

namespace sudokit {
namespace {

using calibration::CalibrationEntry;

const std::string kCalibrationFile =
    std::string(SUDOKIT_SOURCE_DIR) + "/tests/data/se_calibration.txt";

// The part of the file this suite rates: singles, intersections, subsets, X-wing, swordfish,
// wings and unique rectangles (SE ER up to 4.5).
constexpr int kEasyToMediumLimit = 45;

// Share of that part whose ER must equal SE's exactly, in percent: a little below what the
// engine reached when last measured (261 of 267, 97.8%, on 2026-11-23; the six misses were
// direct hidden pairs/triples that also apply the pair's eliminations, which SE does not).
// Raise it as the engine improves.
constexpr double kRequiredExactAgreement = 99.0;

// A generous per-puzzle limit: these puzzles need no chains, so a timeout means a bug.
constexpr auto kTimePerPuzzle = std::chrono::seconds(5);

const std::vector<CalibrationEntry>& calibration_entries() {
    static const std::vector<CalibrationEntry> entries =
        calibration::read_calibration_file(kCalibrationFile).entries;
    return entries;
}

std::string tenths(int value) {
    return std::to_string(value / 10) + "." + std::to_string(value % 10);
}

TEST(SeCalibration, ParsesDataLinesAndRejectsMalformedOnes) {
    const std::string puzzle =
        "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........";
    const auto entry =
        calibration::parse_calibration_line(puzzle + " ER=9.0 EP=1.2 ED=1.2 top1465");
    ASSERT_TRUE(entry.has_value());
    EXPECT_EQ(entry->er, 90);
    EXPECT_EQ(entry->ep, 12);
    EXPECT_EQ(entry->ed, 12);
    EXPECT_EQ(entry->note, "top1465");
    EXPECT_EQ(entry->puzzle.givens[0], 4);
    EXPECT_EQ(entry->puzzle.givens[1], 0);
    EXPECT_FALSE(entry->se_seconds.has_value());

    // SE's own time, where it was kept, comes before the source.
    const auto timed = calibration::parse_calibration_line(
        puzzle + " ER=9.0 EP=1.2 ED=1.2 seconds=76.4 puzzles5#2 [SE: nested]");
    ASSERT_TRUE(timed.has_value());
    ASSERT_TRUE(timed->se_seconds.has_value());
    EXPECT_DOUBLE_EQ(*timed->se_seconds, 76.4);
    EXPECT_EQ(timed->note, "puzzles5#2 [SE: nested]");
    EXPECT_FALSE(
        calibration::parse_calibration_line(puzzle + " ER=9.0 EP=1.2 ED=1.2 seconds=7x top1465"));
    EXPECT_FALSE(
        calibration::parse_calibration_line(puzzle + " ER=9.0 EP=1.2 ED=1.2 seconds=-3 top1465"));

    EXPECT_FALSE(calibration::parse_calibration_line(puzzle + " ER=9.0 EP=1.2"));
    EXPECT_FALSE(calibration::parse_calibration_line(puzzle + " EP=9.0 ER=1.2 ED=1.2"));
    EXPECT_FALSE(calibration::parse_calibration_line(puzzle + " ER=9.x EP=1.2 ED=1.2"));
    EXPECT_FALSE(calibration::parse_calibration_line(puzzle.substr(1) + " ER=9.0 EP=1.2 ED=1.2"));
}

TEST(SeCalibration, FileIsWellFormed) {
    const auto file = calibration::read_calibration_file(kCalibrationFile);
    ASSERT_TRUE(file.opened) << kCalibrationFile;
    EXPECT_TRUE(file.bad_lines.empty()) << "first malformed line: " << file.bad_lines.front();
    EXPECT_GE(file.entries.size(), 300u);
    int easy_to_medium = 0;
    for (const CalibrationEntry& entry : file.entries) {
        // ED is the first step, EP the hardest step up to the first placement: ED <= EP <= ER.
        EXPECT_LE(entry.ed, entry.ep) << entry.line;
        EXPECT_LE(entry.ep, entry.er) << entry.line;
        EXPECT_GE(entry.ed, 10) << entry.line;
        EXPECT_LE(entry.er, 120) << entry.line;
        EXPECT_EQ(solve(entry.puzzle).verdict, Verdict::unique) << entry.line;
        easy_to_medium += entry.er <= kEasyToMediumLimit ? 1 : 0;
    }
    // Enough easy puzzles for the agreement test below to mean something.
    EXPECT_GE(easy_to_medium, 150);
}

TEST(SeCalibration, EasyToMediumRatingsAgreeWithSudokuExplainer) {
    int rated = 0;
    int agreeing = 0;
    std::vector<std::string> disagreements;
    for (const CalibrationEntry& entry : calibration_entries()) {
        if (entry.er > kEasyToMediumLimit) continue;
        LogicOptions options;
        options.mode = LogicMode::se;
        options.finish_with_solver = false;
        options.deadline = std::chrono::steady_clock::now() + kTimePerPuzzle;
        const LogicResult result = solve_logically(entry.puzzle, options);
        ++rated;
        const bool solved = result.status == LogicStatus::solved;
        if (solved && result.rating.er == entry.er) {
            ++agreeing;
            continue;
        }
        disagreements.push_back(
            entry.line + "  SE " + tenths(entry.er) + "  ours " +
            (solved ? tenths(result.rating.er) : std::string(logic_status_name(result.status))) +
            " (" + std::string(technique_name(result.rating.hardest)) + ")  SE: " + entry.note);
    }
    ASSERT_GT(rated, 0);
    const double agreement = 100.0 * agreeing / rated;
    std::string listing;
    for (std::size_t index = 0; index < disagreements.size() && index < 20; ++index)
        listing += "\n  " + disagreements[index];
    EXPECT_GE(agreement, kRequiredExactAgreement)
        << agreeing << " of " << rated << " easy-to-medium puzzles agree with SE exactly;"
        << " the first disagreements:" << listing;
    RecordProperty("exact_agreement_percent", std::to_string(agreement));
}

// The chain levels: dynamic forcing chains, the dynamic chains that use locked candidates,
// pairs and X-wings inside, and nested forcing chains (SE ER 9.0 and up). They all agree
// with SE now (81 of 81 when this was written, ER, EP and ED), so each must: a change inside
// the propagations shows here first.
TEST(SeCalibration, DynamicChainRatingsAgreeWithSudokuExplainer) {
    int rated = 0;
    for (const CalibrationEntry& entry : calibration_entries()) {
        if (entry.er < 90) continue;
        LogicOptions options;
        options.mode = LogicMode::se;
        options.finish_with_solver = false;
        const LogicResult result = solve_logically(entry.puzzle, options);
        ++rated;
        EXPECT_EQ(result.status, LogicStatus::solved) << entry.line;
        EXPECT_EQ(tenths(result.rating.er), tenths(entry.er))
            << entry.line << " (" << technique_name(result.rating.hardest)
            << ")  SE: " << entry.note;
        EXPECT_EQ(tenths(result.rating.ep), tenths(entry.ep)) << entry.line;
        EXPECT_EQ(tenths(result.rating.ed), tenths(entry.ed)) << entry.line;
    }
    // Both dynamic levels are there: plain (9.0 to 9.4 here) and with other techniques (9.7).
    EXPECT_GE(rated, 30);
}

}  // namespace
}  // namespace sudokit
