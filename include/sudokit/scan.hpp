#pragma once

// Reading a 9x9 puzzle from a photo: the grid is found, straightened, cut into cells, each cell
// read as blank or a digit, and the reading checked with the solver (see docs/scan.md).

#include <array>
#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <stdexcept>
#include <string>
#include <vector>

#include <nlohmann/json_fwd.hpp>

#include "sudokit/grid.hpp"
#include "sudokit/puzzle.hpp"
#include "sudokit/solve.hpp"

namespace sudokit {

// A point in the photo, in pixels of the image as stored (x to the right, y down).
struct ScanPoint {
    float x = 0;
    float y = 0;
};

// How one cell was read: the digit (0 = blank) with its confidence in [0, 1], and the
// second most likely reading.
struct CellReading {
    int digit = 0;
    double confidence = 1;
    int runner_up = 0;
    double runner_up_confidence = 0;
};

// A cell the solver check changed from what was read.
struct CellChange {
    int cell = 0;  // 0..80, row by row
    int from = 0;  // as read (0 = blank)
    int to = 0;    // as kept
};

struct ScanResult {
    // The grid's outer corners in the photo: top-left, top-right, bottom-right, bottom-left.
    std::array<ScanPoint, 4> corners{};
    std::array<CellReading, 81> cells{};
    Grid read;                        // the digits as read
    Puzzle puzzle;                    // the reading after the solver check's changes
    std::vector<CellChange> changes;  // read -> puzzle
    Verdict verdict = Verdict::none;  // of `puzzle`: unique, none or multiple
    std::optional<Grid> solution;     // when `verdict` is unique

    // The cells of the lowest confidence first (at most `count`), to name to a person.
    std::vector<int> least_certain(std::size_t count) const;
};

// Why a photo could not be read.
class ScanError : public std::runtime_error {
  public:
    enum class Kind {
        unreadable,  // not an image, or a truncated or damaged one
        no_grid,     // an image, but no Sudoku grid was found in it
    };
    ScanError(Kind kind, const std::string& message) : std::runtime_error(message), kind_(kind) {}
    Kind kind() const { return kind_; }

  private:
    Kind kind_;
};

// The classifier that tells the digits 1-9 apart on a cell, trained by
// scripts/train-scan-model.sh. Cheap to copy; safe to share between threads for reading.
class DigitModel {
  public:
    // Reads a model file (OpenCV FileStorage, .yml.gz); throws std::runtime_error.
    static DigitModel load(const std::string& path);
    // The model file given by SUDOKIT_SCAN_MODEL in the environment, else the installed one
    // for an installed program (../share/sudokit/digit_model.yml.gz from its folder), else the
    // one of the source tree this program was built from.
    static std::string default_path();

    struct Impl;
    explicit DigitModel(std::shared_ptr<const Impl> impl) : impl_(std::move(impl)) {}
    const Impl& impl() const { return *impl_; }

  private:
    std::shared_ptr<const Impl> impl_;
};

struct ScanOptions {
    // How many readings the solver check may try before it gives up.
    int repair_budget = 2000;
};

// Reads the puzzle in a JPEG or PNG image. Throws ScanError.
ScanResult scan_image(std::span<const std::uint8_t> bytes, const DigitModel& model,
                      const ScanOptions& options = {});
// The same for a file; a file that cannot be opened is a ScanError of kind unreadable.
ScanResult scan_file(const std::string& path, const DigitModel& model,
                     const ScanOptions& options = {});

// What `sudokit scan --json` and POST /api/scan give for a photo: {"corners", "cells" (each
// with digit, confidence, runner_up, runner_up_confidence), "read", "puzzle", "changes",
// "verdict", "unique", "solution" when unique}.
nlohmann::json to_json(const ScanResult& result);
// {"error": "no_grid" | "unreadable", "message": "..."}.
nlohmann::json to_json(const ScanError& error);

}  // namespace sudokit
