#include "sudokit/kakuro_generate.hpp"

#include <algorithm>
#include <bit>
#include <limits>
#include <stdexcept>

#include <fmt/format.h>

#include "core/cage_sums.hpp"
#include "generate/random_source.hpp"
#include "kakuro/block_pattern.hpp"
#include "kakuro/logic/logic_closure.hpp"
#include "kakuro/random_filling.hpp"
#include "kakuro/searches.hpp"
#include "sudokit/kakuro_solve.hpp"

namespace sudokit::kakuro {

namespace {

constexpr std::uint64_t kCheckNodes = 20'000;
constexpr std::size_t kSearchedOpenCells = 24;
constexpr int kStalledChanges = 50;
constexpr int kPatternDraws = 2000;  // draws in a row that find no pattern before giving up
constexpr int kShortRunDraws = 200;  // draws in a row with the first cuts at five cells
constexpr int kLargestArea = 4000;   // squares inside the frame: 63x63, or 101x39

// The board of a pattern: the frame's top row and left column, clue squares wherever a
// non-white square has white cells to its right or below, with each run's sum from `digits`
// (empty: the smallest sum of the run's length, a placeholder that keeps the shape valid).
Puzzle board_of(const BlockPattern& pattern, const Puzzle* shape,
                const std::vector<std::uint8_t>& digits) {
    const int rows = pattern.rows + 1;
    const int columns = pattern.columns + 1;
    std::vector<Square> squares(static_cast<std::size_t>(rows) * columns);
    for (int row = 1; row < rows; ++row) {
        for (int column = 1; column < columns; ++column) {
            if (pattern.is_white(row - 1, column - 1)) {
                squares[row * columns + column].kind = Square::Kind::white;
            }
        }
    }
    // A run's sum goes on its clue square: the square before its first cell.
    const auto run_sum = [&](int row, int column, bool across) {
        int sum = 0;
        int length = 0;
        for (int r = row + (across ? 0 : 1), c = column + (across ? 1 : 0);
             r < rows && c < columns && squares[r * columns + c].kind == Square::Kind::white;
             r += across ? 0 : 1, c += across ? 1 : 0) {
            ++length;
            if (shape != nullptr) {
                // The white cell's index in reading order among the shape's whites.
                const auto found = std::lower_bound(shape->whites().begin(), shape->whites().end(),
                                                    r * columns + c);
                sum += digits[static_cast<std::size_t>(found - shape->whites().begin())];
            }
        }
        return length == 0 ? 0 : (shape != nullptr ? sum : smallest_sum(length));
    };
    for (int row = 0; row < rows; ++row) {
        for (int column = 0; column < columns; ++column) {
            Square& square = squares[row * columns + column];
            if (square.kind == Square::Kind::white) continue;
            square.across_sum = run_sum(row, column, true);
            square.down_sum = run_sum(row, column, false);
            if (square.across_sum != 0 || square.down_sum != 0) square.kind = Square::Kind::clue;
        }
    }
    auto built = Puzzle::from_squares(rows, columns, std::move(squares));
    if (const auto* error = std::get_if<BoardError>(&built)) {
        throw std::logic_error("a generated Kakuro board broke its form: " + error->message);
    }
    return std::move(std::get<Puzzle>(built));
}

// A change of the filling among the cells propagation leaves open: one of them takes another
// digit, alone when its runs let it (and `wide` is false); otherwise the cells of its runs are
// drawn again with it. False when nothing could be changed.
bool change_filling(const Puzzle& shape, std::vector<std::uint8_t>& digits,
                    const std::vector<int>& open_cells, bool wide, generate::RandomSource& random) {
    if (open_cells.empty()) return false;
    const int changed = open_cells[random.below(static_cast<int>(open_cells.size()))];
    std::vector<std::uint16_t> forbidden(shape.white_count(), 0);
    forbidden[changed] = static_cast<std::uint16_t>(1u << (digits[changed] - 1));
    for (int widen = wide ? 1 : 0; widen < 2; ++widen) {
        std::vector<std::uint8_t> trial = digits;
        trial[changed] = 0;
        if (widen == 1) {
            for (const int run : {shape.across_run(changed), shape.down_run(changed)}) {
                if (run < 0) continue;
                for (const int cell : shape.runs()[run].cells)
                    trial[cell] = 0;
            }
        }
        if (fill_at_random(shape, trial, forbidden, random, 20'000)) {
            digits = std::move(trial);
            return true;
        }
    }
    return false;
}

// The white cells propagation alone leaves with two or more candidates.
std::vector<int> cells_left_open(const Puzzle& puzzle, AssignmentMemo& memo) {
    const auto candidates = detail::propagate_without_search(puzzle, &memo);
    if (!candidates) throw std::logic_error("a filled Kakuro's sums have no solution");
    std::vector<int> open;
    for (int white = 0; white < puzzle.white_count(); ++white) {
        if (std::popcount((*candidates)[white]) > 1) open.push_back(white);
    }
    return open;
}

// How white a pattern may grow by opening blocks: three squares in four, as in published
// Kakuros, where propagation settles the filling (no level, hard). The levels that need more
// of the filling (all of it done by easy, medium or expert techniques; one solution with
// propagation stuck, for extreme) find it far more slowly on dense boards, whose longer runs
// tell less (a 20x20 easy took 8 s to over 300 s against 0.5-9 s; a 10x10 extreme 7-62 s
// against 0.5-15 s): those patterns stay as their cuts leave them, about 60% white.
double densest_share(const GenerateOptions& options) {
    if (!options.level || *options.level == Level::hard) return 0.75;
    return 0;
}

// The cells a level's techniques leave open: run filling's (propagation alone, the quick
// measure) for hard, extreme or no level, the level's own techniques' steps for easy, medium
// and expert. (Expert's techniques as extreme's measure lead the search to fillings they
// complete, which are too easy: extreme came three to ten times slower.)
// `memo` and `shape_areas` carry what one filling's measure finds to the next.
std::vector<int> cells_left_at(const Puzzle& puzzle, const GenerateOptions& options,
                               AssignmentMemo& memo, const detail::ClosedAreas& shape_areas) {
    if (!options.level || *options.level == Level::hard || *options.level == Level::extreme)
        return cells_left_open(puzzle, memo);
    return detail::cells_left_by(puzzle, detail::techniques_up_to(*options.level), options.stop,
                                 &shape_areas);
}

// Whether a puzzle every cell of which the level's techniques fill needs one of them: the
// techniques of the level below leave some cell open.
bool needs_its_level(const Puzzle& puzzle, const GenerateOptions& options) {
    if (!options.level || *options.level == Level::easy) return true;
    const auto below = static_cast<Level>(static_cast<int>(*options.level) - 1);
    return !detail::cells_left_by(puzzle, detail::techniques_up_to(below), options.stop).empty();
}

// Whether the logic solves the puzzle with its hardest step at the level asked for.
bool rates_at_its_level(const Puzzle& puzzle, const GenerateOptions& options) {
    LogicOptions logic;
    logic.stop = options.stop;
    const LogicResult result = solve_logically(puzzle, logic);
    return result.status == LogicStatus::solved && result.rating.level == *options.level;
}

// Whether search shows one solution within its budget: a filling far from unique can cost a
// long search to show two, and past the budget counts as not unique yet.
bool is_unique(const Puzzle& puzzle, const StopToken& stop) {
    SolveOptions check;
    check.solution_limit = 2;
    check.stop = stop;
    check.node_limit = kCheckNodes;
    return solve(puzzle, check).verdict == Verdict::unique;
}

}  // namespace

void validate(const GenerateOptions& options) {
    if (options.rows < 3 || options.columns < 3 || options.rows * options.columns > kLargestArea) {
        throw std::invalid_argument(
            fmt::format("a Kakuro's area is 3x3 up to {} squares inside its frame, not {}x{}",
                        kLargestArea, options.rows, options.columns));
    }
    if (options.longest_run < 3 || options.longest_run > 9) {
        throw std::invalid_argument(
            fmt::format("the longest run is 3 to 9 cells (with two, the white cells fall apart "
                        "into 2x2 squares), not {}",
                        options.longest_run));
    }
}

std::optional<GeneratedPuzzle> generate(const GenerateOptions& options, std::uint64_t seed) {
    validate(options);
    generate::RandomSource random(seed);
    GeneratedPuzzle made{Puzzle{}, {}, 0, 0};
    // The propagation that measures each filling meets the same matchings of a run's digits
    // to its cells over and over: kept for the whole run of the generator.
    AssignmentMemo memo;
    // Changes in a row without fewer open cells before another pattern is drawn: about one per
    // square. A fixed budget per pattern cut large areas off while they still made progress
    // (a 31x60 area gave up twice at 24 and 11 open cells after 7,500 changes).
    const int area = options.rows * options.columns;
    const int stalled_limit = 200 + area;
    int failed_draws = 0;
    for (;;) {
        if (options.stop.stop_requested()) return std::nullopt;
        // Runs cut at five cells keep generation quick (a 10x10 in about 10 ms, against 130 ms
        // at six), but on large areas they break the white cells into pieces: no 30x30 draw in
        // 200 keeps one symmetric piece, where at six a quarter do.
        const int first_cut = failed_draws < kShortRunDraws ? 5 : 6;
        const std::optional<BlockPattern> pattern =
            random_block_pattern(options.rows, options.columns, options.longest_run, first_cut,
                                 densest_share(options), random);
        if (!pattern) {
            if (++failed_draws == kPatternDraws) {
                throw std::invalid_argument(fmt::format(
                    "no block pattern of a {}x{} area with runs of 2 to {} cells was found in {} "
                    "draws: try a wider area or longer runs",
                    options.rows, options.columns, options.longest_run, kPatternDraws));
            }
            continue;
        }
        failed_draws = 0;
        ++made.patterns_tried;
        const Puzzle shape = board_of(*pattern, nullptr, {});
        // The pattern's closed areas, the same for every filling of it.
        const detail::ClosedAreas shape_areas(shape);
        std::vector<std::uint8_t> digits(shape.white_count(), 0);
        if (!fill_at_random(shape, digits, {}, random, 200'000)) continue;
        // A local search on the filling. Its measure is how many cells propagation alone
        // leaves open (a smooth guide where a count of solutions saturates); a change is kept
        // unless it leaves more open. Fillings with few open cells are checked for uniqueness
        // by search. After a while without progress the changes grow: a cell's runs are drawn
        // again with it, which undoes the swaps a one-cell change cannot.
        const bool beyond_propagation = options.level && *options.level == Level::extreme;
        std::size_t best_open = std::numeric_limits<std::size_t>::max();
        std::vector<std::uint8_t> kept = digits;
        std::vector<int> open_cells;
        int stalled = 0;
        while (stalled <= stalled_limit) {
            if (options.stop.stop_requested()) return std::nullopt;
            Puzzle puzzle = board_of(*pattern, &shape, digits);
            ++made.fillings_tried;
            const std::vector<int> open = cells_left_at(puzzle, options, memo, shape_areas);
            ++stalled;
            if (open.size() <= best_open) {
                if (open.size() < best_open) stalled = 0;
                best_open = open.size();
                kept = digits;
                open_cells = open;
                // With a level, only a puzzle its techniques fill (one solution) and that needs
                // them is taken; one too easy means another pattern.
                if (beyond_propagation) {
                    // Extreme puzzles are those propagation cannot settle alone: one
                    // solution, found by search, and the logic's rating at the level.
                    if (best_open == 0) break;
                    if (best_open <= kSearchedOpenCells && is_unique(puzzle, options.stop) &&
                        rates_at_its_level(puzzle, options)) {
                        made.puzzle = std::move(puzzle);
                        made.solution = std::move(digits);
                        return made;
                    }
                } else if (options.level && best_open == 0) {
                    if (!needs_its_level(puzzle, options)) break;
                    made.puzzle = std::move(puzzle);
                    made.solution = std::move(digits);
                    return made;
                }
                if (!options.level && best_open <= kSearchedOpenCells &&
                    is_unique(puzzle, options.stop)) {
                    made.puzzle = std::move(puzzle);
                    made.solution = std::move(digits);
                    return made;
                }
            }
            digits = kept;
            if (!change_filling(shape, digits, open_cells, stalled > kStalledChanges, random)) {
                break;
            }
        }
    }
}

}  // namespace sudokit::kakuro
