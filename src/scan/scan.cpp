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
    if (ink.digit.empty() || ink.digitness < scan::kDigitThreshold) {
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

// A sideways turn must read this much more surely (mean probability of the likeliest digit)
// to be taken: upright is by far the most common.
constexpr double kTurnMargin = 0.1;

// The cells of the photo turned the way its digits read most surely, with the turns.
std::pair<int, std::array<scan::CellInk, 81>> upright_cells(const scan::PhotoCells& photo,
                                                            const DigitModel& model) {
    std::pair<int, std::array<scan::CellInk, 81>> best{0, photo.cells};
    double best_score = -1;
    for (const int turns : scan::kQuarterTurnsTried) {
        std::array<scan::CellInk, 81> cells = photo.turned_cells(turns);
        double sum = 0;
        int digits = 0;
        for (const scan::CellInk& ink : cells) {
            if (ink.digit.empty() || ink.digitness < scan::kDigitThreshold) continue;
            const std::array<double, 9> odds = model.impl().probabilities(ink.digit);
            sum += *std::max_element(odds.begin(), odds.end());
            ++digits;
        }
        const double score = (digits == 0 ? 0.0 : sum / digits) - (turns == 0 ? 0.0 : kTurnMargin);
        if (score > best_score) {
            best_score = score;
            best = {turns, std::move(cells)};
        }
    }
    return best;
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
    const auto [turns, cells] = upright_cells(photo, model);
    const scan::GridQuad quad = photo.turned_quad(turns);
    ScanResult result;
    for (std::size_t i = 0; i < 4; ++i)
        result.corners[i] = {quad[i].x, quad[i].y};
    std::array<scan::CellOdds, 81> odds{};
    for (std::size_t cell = 0; cell < 81; ++cell) {
        odds[cell] = cell_odds(cells[cell], model);
        result.cells[cell] = reading_of(odds[cell], cells[cell]);
        result.read.set(static_cast<int>(cell), result.cells[cell].digit);
    }
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
