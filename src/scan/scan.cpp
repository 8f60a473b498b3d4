#include "sudokit/scan.hpp"

#include <algorithm>
#include <fstream>
#include <iterator>
#include <numeric>

#include "digit_model_impl.hpp"
#include "photo_cells.hpp"
#include "reading_repair.hpp"

namespace sudokit {

namespace {

// The odds of each reading of a cell: blank against digit from how much the mark looks like
// a digit, and among the digits from the classifier.
scan::CellOdds cell_odds(const scan::CellInk& ink, const DigitModel& model) {
    scan::CellOdds odds{};
    if (ink.digit.empty()) {
        odds[0] = 1;
        return odds;
    }
    const std::array<double, 9> digits = model.impl().probabilities(ink.digit);
    odds[0] = 1 - ink.digitness;
    for (std::size_t i = 0; i < 9; ++i)
        odds[i + 1] = ink.digitness * digits[i];
    return odds;
}

// Blank or digit is decided by the mark alone, then the likeliest digit; the runner-up is the
// likeliest other reading, blank included.
CellReading reading_of(const scan::CellOdds& odds, const scan::CellInk& ink) {
    CellReading reading;
    if (!ink.holds_digit()) {
        reading.digit = 0;
    } else {
        reading.digit =
            static_cast<int>(std::max_element(odds.begin() + 1, odds.end()) - odds.begin());
    }
    reading.confidence = odds[static_cast<std::size_t>(reading.digit)];
    reading.runner_up_confidence = 0;
    for (int value = 0; value <= 9; ++value) {
        const double other = odds[static_cast<std::size_t>(value)];
        if (value != reading.digit && other > reading.runner_up_confidence) {
            reading.runner_up = value;
            reading.runner_up_confidence = other;
        }
    }
    return reading;
}

// A turn (sideways or upside down) must read this much more surely (mean probability of the
// likeliest digit) to come first: upright is by far the most common.
constexpr double kTurnMargin = 0.1;

struct TurnedReading {
    int turns = 0;
    std::array<scan::CellInk, 81> cells;
    double score = 0;
};

// The cells of the photo under each turn tried, the way its digits read most surely first.
std::vector<TurnedReading> turns_by_likelihood(const scan::PhotoCells& photo,
                                               const DigitModel& model) {
    std::vector<TurnedReading> turned;
    for (const int turns : scan::kQuarterTurnsTried) {
        std::array<scan::CellInk, 81> cells = photo.turned_cells(turns);
        double sum = 0;
        int digits = 0;
        for (const scan::CellInk& ink : cells) {
            if (!ink.holds_digit()) continue;
            const std::array<double, 9> odds = model.impl().probabilities(ink.digit);
            sum += *std::max_element(odds.begin(), odds.end());
            ++digits;
        }
        const double score = (digits == 0 ? 0.0 : sum / digits) - (turns == 0 ? 0.0 : kTurnMargin);
        turned.push_back({turns, std::move(cells), score});
    }
    std::stable_sort(
        turned.begin(), turned.end(),
        [](const TurnedReading& a, const TurnedReading& b) { return a.score > b.score; });
    return turned;
}

// The cells read one by one: the grid as read and each cell's odds and reading.
struct CellsRead {
    Grid read;
    std::array<scan::CellOdds, 81> odds{};
    std::array<CellReading, 81> cells{};
};

CellsRead read_cells(const std::array<scan::CellInk, 81>& cells, const DigitModel& model) {
    CellsRead result;
    for (std::size_t cell = 0; cell < 81; ++cell) {
        result.odds[cell] = cell_odds(cells[cell], model);
        result.cells[cell] = reading_of(result.odds[cell], cells[cell]);
        result.read.set(static_cast<int>(cell), result.cells[cell].digit);
    }
    return result;
}

}  // namespace

std::vector<int> ScanResult::least_certain(std::size_t count) const {
    std::vector<int> order(81);
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(), [this](int a, int b) {
        return cells[static_cast<std::size_t>(a)].confidence <
               cells[static_cast<std::size_t>(b)].confidence;
    });
    order.resize(std::min(count, order.size()));
    return order;
}

ScanResult scan_image(std::span<const std::uint8_t> bytes, const DigitModel& model,
                      const ScanOptions& options) {
    const scan::PhotoCells photo = scan::locate_cells(bytes);
    // The likeliest turn, unless a less likely one reads as a puzzle with one solution and it
    // does not (digits upside down can look as sure as upright ones).
    const std::vector<TurnedReading> turned = turns_by_likelihood(photo, model);
    std::size_t chosen = 0;
    CellsRead cells = read_cells(turned.front().cells, model);
    if (scan::check_reading(cells.read).verdict != Verdict::unique) {
        for (std::size_t i = 1; i < turned.size(); ++i) {
            CellsRead other = read_cells(turned[i].cells, model);
            if (scan::check_reading(other.read).verdict != Verdict::unique) continue;
            chosen = i;
            cells = std::move(other);
            break;
        }
    }
    const scan::GridQuad quad = photo.turned_quad(turned[chosen].turns);
    ScanResult result;
    for (std::size_t i = 0; i < 4; ++i)
        result.corners[i] = {quad[i].x, quad[i].y};
    result.cells = cells.cells;
    result.read = cells.read;
    const auto& odds = cells.odds;
    scan::Repair repair = scan::repair_reading(result.read, odds, options.repair_budget);
    result.puzzle = Puzzle(repair.puzzle);
    result.changes = std::move(repair.changes);
    result.verdict = repair.result.verdict;
    if (result.verdict == Verdict::unique) result.solution = repair.result.solutions.front();
    return result;
}

ScanResult scan_file(const std::string& path, const DigitModel& model, const ScanOptions& options) {
    std::ifstream file(path, std::ios::binary);
    if (!file) throw ScanError(ScanError::Kind::unreadable, "cannot open " + path);
    const std::vector<std::uint8_t> bytes((std::istreambuf_iterator<char>(file)),
                                          std::istreambuf_iterator<char>());
    if (file.bad()) throw ScanError(ScanError::Kind::unreadable, "cannot read " + path);
    return scan_image(bytes, model, options);
}

}  // namespace sudokit
