// Closed areas: the across runs lying wholly inside a rectangle of the board add up to the
// digits of the cells they cover, and so do its down runs. Where the two sets of cells differ
// by one open cell (and placed ones), the difference of the sums gives that cell.
//
// Rectangles are tried smallest first, so the area named is the smallest that shows the
// cell. Which rectangles differ by a few cells depends on the board alone: ClosedAreas finds
// them once per board (closed_areas.hpp), and each position checks only those. On boards over 20
// squares a side, rectangles are at most 12 squares a side: the areas a solver looks at are local,
// and all rectangles of a 32x32 board are 280,000.

#include <algorithm>
#include <tuple>
#include <vector>

#include <fmt/format.h>

#include "kakuro/logic/closed_areas.hpp"
#include "kakuro/logic/finders.hpp"
#include "kakuro/logic/step_words.hpp"

namespace sudokit::kakuro::detail {

namespace {

constexpr int kLargeBoard = 20;
constexpr int kLargestSideOnLargeBoards = 12;
// More cells in the difference than this make a sentence nobody follows.
constexpr int kMostDifferingCells = 6;

struct RunBox {
    int run = 0;
    int first_row = 0;
    int last_row = 0;
    int first_column = 0;
    int last_column = 0;
};

// The runs by the row (across) or column (down) they start in.
struct RunIndex {
    std::vector<std::vector<RunBox>> across_by_row;
    std::vector<std::vector<RunBox>> down_by_column;

    explicit RunIndex(const Puzzle& puzzle)
        : across_by_row(static_cast<std::size_t>(puzzle.rows())),
          down_by_column(static_cast<std::size_t>(puzzle.columns())) {
        for (int run = 0; run < static_cast<int>(puzzle.runs().size()); ++run) {
            const Run& board_run = puzzle.runs()[static_cast<std::size_t>(run)];
            const int first = board_run.cells.front();
            const int last = board_run.cells.back();
            const RunBox box{run, puzzle.white_row(first), puzzle.white_row(last),
                             puzzle.white_column(first), puzzle.white_column(last)};
            if (board_run.direction == Direction::across) {
                across_by_row[static_cast<std::size_t>(box.first_row)].push_back(box);
            } else {
                down_by_column[static_cast<std::size_t>(box.first_column)].push_back(box);
            }
        }
    }
};

struct Rectangle {
    int first_row = 0;
    int last_row = 0;
    int first_column = 0;
    int last_column = 0;

    bool holds(const RunBox& box) const {
        return box.first_row >= first_row && box.last_row <= last_row &&
               box.first_column >= first_column && box.last_column <= last_column;
    }
};

// Every rectangle the search may look at, smallest area first.
std::vector<Rectangle> rectangles_by_area(const Puzzle& puzzle) {
    const int rows = puzzle.rows();
    const int columns = puzzle.columns();
    const bool large = std::max(rows, columns) > kLargeBoard;
    const int tallest = large ? std::min(rows, kLargestSideOnLargeBoards) : rows;
    const int widest = large ? std::min(columns, kLargestSideOnLargeBoards) : columns;
    std::vector<std::pair<int, int>> sizes;
    for (int height = 2; height <= tallest; ++height) {
        for (int width = 2; width <= widest; ++width)
            sizes.emplace_back(height, width);
    }
    std::ranges::stable_sort(sizes, {}, [](const auto& size) { return size.first * size.second; });
    std::vector<Rectangle> rectangles;
    for (const auto& [height, width] : sizes) {
        for (int row = 0; row + height <= rows; ++row) {
            for (int column = 0; column + width <= columns; ++column)
                rectangles.push_back({row, row + height - 1, column, column + width - 1});
        }
    }
    return rectangles;
}

std::string range_text(int first, int last) {
    return first == last ? std::to_string(first + 1) : fmt::format("{}-{}", first + 1, last + 1);
}

}  // namespace

const std::vector<ClosedArea>* ClosedAreas::list(const StopToken& stop) const {
    if (areas_) return &*areas_;
    const Puzzle& puzzle = puzzle_;
    const RunIndex index(puzzle);
    // Which side covers each cell, for the rectangle at hand: bit 0 across, bit 1 down.
    std::vector<std::uint8_t> covered(static_cast<std::size_t>(puzzle.white_count()), 0);
    std::vector<int> touched;
    std::vector<ClosedArea> areas;
    int tried = 0;
    for (const Rectangle& rectangle : rectangles_by_area(puzzle)) {
        if (++tried % 4096 == 0 && stop.stop_requested()) return nullptr;
        ClosedArea area{.rectangle = {rectangle.first_row, rectangle.last_row,
                                      rectangle.first_column, rectangle.last_column}};
        for (const int cell : touched)
            covered[static_cast<std::size_t>(cell)] = 0;
        touched.clear();
        const auto cover = [&](const RunBox& box, std::uint8_t side) {
            const Run& board_run = puzzle.runs()[static_cast<std::size_t>(box.run)];
            area.runs.push_back(box.run);
            for (const int cell : board_run.cells) {
                covered[static_cast<std::size_t>(cell)] |= side;
                touched.push_back(cell);
            }
        };
        for (int row = rectangle.first_row; row <= rectangle.last_row; ++row) {
            for (const RunBox& box : index.across_by_row[static_cast<std::size_t>(row)]) {
                if (rectangle.holds(box)) cover(box, 1);
            }
        }
        area.across_count = static_cast<int>(area.runs.size());
        for (int column = rectangle.first_column; column <= rectangle.last_column; ++column) {
            for (const RunBox& box : index.down_by_column[static_cast<std::size_t>(column)]) {
                if (rectangle.holds(box)) cover(box, 2);
            }
        }
        if (area.across_count == 0 || static_cast<int>(area.runs.size()) == area.across_count)
            continue;
        // The cells one side covers and the other does not, each once.
        std::sort(touched.begin(), touched.end());
        touched.erase(std::unique(touched.begin(), touched.end()), touched.end());
        for (const int cell : touched) {
            const std::uint8_t sides = covered[static_cast<std::size_t>(cell)];
            if (sides == 3) continue;
            area.differing.push_back(cell);
            area.sides.push_back(sides);
        }
        if (area.differing.empty() || static_cast<int>(area.differing.size()) > kMostDifferingCells)
            continue;
        areas.push_back(std::move(area));
    }
    areas_ = std::move(areas);
    return &*areas_;
}

std::optional<Step> find_closed_area(const LogicPosition& position, const StopToken& stop) {
    const Puzzle& puzzle = position.puzzle;
    const std::vector<ClosedArea>* areas = position.closed_areas.list(stop);
    if (areas == nullptr) return std::nullopt;
    for (const ClosedArea& area : *areas) {
        int open_cell = -1;
        std::uint8_t open_side = 0;
        int open_count = 0;
        for (std::size_t index = 0; index < area.differing.size(); ++index) {
            if (position.digits[static_cast<std::size_t>(area.differing[index])] != 0) continue;
            open_cell = area.differing[index];
            open_side = area.sides[index];
            ++open_count;
        }
        if (open_count != 1) continue;
        int across_sum = 0;
        int down_sum = 0;
        for (std::size_t index = 0; index < area.runs.size(); ++index) {
            const int sum = puzzle.runs()[static_cast<std::size_t>(area.runs[index])].sum;
            (static_cast<int>(index) < area.across_count ? across_sum : down_sum) += sum;
        }
        // sum(across cells) - sum(down cells) = across_sum - down_sum, cell by cell.
        const bool open_on_across = open_side == 1;
        int value = open_on_across ? across_sum - down_sum : down_sum - across_sum;
        for (std::size_t index = 0; index < area.differing.size(); ++index) {
            const int cell = area.differing[index];
            if (cell == open_cell) continue;
            const int digit = position.digits[static_cast<std::size_t>(cell)];
            value += area.sides[index] == open_side ? -digit : digit;
        }
        const DigitMask candidates = position.candidates[static_cast<std::size_t>(open_cell)];
        if (value < 1 || value > 9 || (candidates & digit_bit(value)) == 0 ||
            is_single_digit(candidates))
            continue;
        std::string others;
        for (std::size_t index = 0; index < area.differing.size(); ++index) {
            const int cell = area.differing[index];
            if (cell == open_cell) continue;
            others += fmt::format("{}{} = {} ({} runs only)", others.empty() ? "" : ", ",
                                  cell_name(puzzle, cell),
                                  position.digits[static_cast<std::size_t>(cell)],
                                  area.sides[index] == 1 ? "across" : "down");
        }
        const auto& [first_row, last_row, first_column, last_column] = area.rectangle;
        Step step{.technique = Technique::closed_area,
                  .runs = area.runs,
                  .cells = area.differing,
                  .placements = {{open_cell, value}},
                  .area = area.rectangle};
        step.text = fmt::format(
            "Closed area: inside rows {}, columns {}, the {} across runs add up to {} and the {} "
            "down runs to {}; they cover the same cells but {} ({} runs only){}{}, so {} = {}.",
            range_text(first_row, last_row), range_text(first_column, last_column),
            area.across_count, across_sum, area.runs.size() - area.across_count, down_sum,
            cell_name(puzzle, open_cell), open_on_across ? "across" : "down",
            others.empty() ? "" : " and ", others, cell_name(puzzle, open_cell), value);
        return step;
    }
    return std::nullopt;
}

}  // namespace sudokit::kakuro::detail
