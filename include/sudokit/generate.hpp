#pragma once

// Puzzle generation: random solution grids, then clues taken away (or added) by symmetry
// orbits while the puzzle keeps exactly one solution, optionally minimal, with a requested
// clue count, difficulty (SE rating) or technique. The same seed gives the same puzzle.

#include <atomic>
#include <chrono>
#include <cstdint>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "sudokit/grid.hpp"
#include "sudokit/logic.hpp"
#include "sudokit/puzzle.hpp"
#include "sudokit/stop_token.hpp"
#include "sudokit/symmetry.hpp"
#include "sudokit/technique.hpp"

namespace sudokit {

class SolvingSession;

enum class GenerationMethod {
    // A random full grid, then clues removed in random orbit order while the puzzle stays
    // unique (and, with a difficulty ceiling, while the allowed techniques still solve it).
    top_down,
    // An empty grid, then random orbits of random clues added until the puzzle is unique;
    // an orbit whose clues leave no solution is taken back and another one tried.
    bottom_up,
};
inline constexpr GenerationMethod kGenerationMethods[] = {GenerationMethod::top_down,
                                                          GenerationMethod::bottom_up};
std::string_view method_name(GenerationMethod method);
std::optional<GenerationMethod> parse_method(std::string_view name);

// The rules a generated puzzle follows: classic Sudoku, or a variant whose houses the puzzle
// carries (Puzzle::houses). Killers come with cages and sums and no givens; a jigsaw comes
// with regions drawn for it.
enum class PuzzleVariant { classic, x, windoku, jigsaw, killer, killer_x };
inline constexpr PuzzleVariant kPuzzleVariants[] = {
    PuzzleVariant::classic, PuzzleVariant::x,      PuzzleVariant::windoku,
    PuzzleVariant::jigsaw,  PuzzleVariant::killer, PuzzleVariant::killer_x};
// "classic", "x", "windoku", "jigsaw", "killer", "killer-x".
std::string_view variant_name(PuzzleVariant variant);
std::optional<PuzzleVariant> parse_variant(std::string_view name);
bool has_cages(PuzzleVariant variant);

// A closed range of SE ratings in tenths: {45, 62} is 4.5-6.2.
struct RatingRange {
    int min = 0;
    int max = 1000;
    bool contains(int tenths) const { return tenths >= min && tenths <= max; }
};
// Reads "4.5-6.2", "9-" (9.0 and up), "-3.4" (up to 3.4) or "7.1" (exactly).
std::optional<RatingRange> parse_rating_range(std::string_view text);

// A part of a rating range, and how often a puzzle is made in it.
struct RatingBand {
    RatingRange range;
    int weight = 1;
};

// A closed range of clue counts.
struct ClueRange {
    int min = 0;
    int max = 0;
    bool contains(int clues) const { return clues >= min && clues <= max; }
};

struct GenerateOptions {
    Shape shape;
    PuzzleVariant variant = PuzzleVariant::classic;
    // Killers: the most cells a cage has (0: the grid's side), and whether a cage may be a
    // single cell (a given in all but name).
    int largest_cage = 0;
    bool single_cell_cages = true;
    Symmetry symmetry = Symmetry::none;
    GenerationMethod method = GenerationMethod::top_down;
    // No single clue can be taken away without losing uniqueness. Without it the puzzle is
    // still minimal by orbit (no orbit can be taken away) unless a clue target stops early.
    bool minimal = false;
    std::optional<int> clues;      // exactly this many clues
    std::optional<int> max_clues;  // at most this many clues
    // The clue count lies in this range (a named level's, see apply_level). Each puzzle draws
    // a target in it; clues of the solution are given back, orbit by orbit, as long as the
    // puzzle keeps its rating floor. Not with `clues`, `max_clues` or `minimal`.
    std::optional<ClueRange> clue_range;
    // Every row, column and box has a clue.
    bool every_house_given = false;
    // Every puzzle is rated (in `rating_mode`) and must fall in the range.
    std::optional<RatingRange> rating;
    // Parts of the rating range: each puzzle draws one (by weight, from its seed) and is made
    // within it, so that a batch's hardest techniques spread over the range (a named level's,
    // see apply_level). Empty: the whole range.
    std::vector<RatingBand> rating_bands;
    LogicMode rating_mode = LogicMode::se;
    // Rate every puzzle even when no rating is asked for (GeneratedPuzzle::rating).
    bool rate = false;
    // The puzzle needs this technique: the techniques up to it (in the order of `rating_mode`,
    // or of the full set when the technique is not one of SE's) solve it, and without it
    // they do not.
    std::optional<Technique> technique;
    // Search budget of one uniqueness check, in solver nodes; a check over budget counts as
    // "not unique", so a removal is refused. Deterministic, unlike a time limit. 0 = none.
    std::uint64_t check_node_limit = 0;
    // Stop and return nothing at this time or when `cancel` becomes true.
    std::optional<std::chrono::steady_clock::time_point> deadline;
    const std::atomic<bool>* cancel = nullptr;
    StopToken stop_token() const { return {deadline, cancel}; }
};

struct GeneratedPuzzle {
    Puzzle puzzle;
    Grid solution = Grid();
    int clues = 0;
    // No single clue (resp. no orbit) can be taken away without losing uniqueness. Checked
    // on every puzzle (by construction or by a test of each clue).
    bool minimal = false;
    bool minimal_by_orbit = false;
    // Filled when the options asked for a rating or a technique (the rater's verdict).
    std::optional<Rating> rating;
    // Candidate puzzles built and thrown away before this one (wrong rating, clue count...).
    int rejected = 0;
};

// The clue counts setters give a level's 9x9 puzzles: easy 30-36 (a newspaper's), medium
// 28-32, hard 26-30, expert 24-28, diabolical 22-27.
ClueRange level_clue_range(DifficultyLevel level);

// What a named level asks of the generator: its SE rating range and, on 9x9, its clue range
// with a clue in every row, column and box, and (in SE mode) bands of the rating range that
// spread the hardest techniques. Set `shape` and `rating_mode` first.
void apply_level(GenerateOptions& options, DifficultyLevel level);

// Thrown by generate_puzzle for options that can never be met (a clue count no union of
// orbits gives, a rating range that is empty...), with a message that says why.
class GenerateError : public std::runtime_error {
  public:
    using std::runtime_error::runtime_error;
};

// Checks the options before any work: throws GenerateError when they cannot be met.
void validate(const GenerateOptions& options);

// A request that can be met in principle but almost never in practice (a technique only the
// hardest known puzzles need): why, to say at once rather than after the time limit.
std::optional<std::string> generation_warning(const GenerateOptions& options);

// One puzzle from a seed. The result depends only on the options and the seed (not on time
// or threads); nullopt when the deadline or cancel stopped it. A batch makes its puzzles in a
// GenerationSession (generation_session.hpp), which keeps what one puzzle's work can lend
// the next.
std::optional<GeneratedPuzzle> generate_puzzle(const GenerateOptions& options, std::uint64_t seed);

// The rating shown for a generated puzzle when none was asked for (GenerateOptions::rate):
// SE figures in `mode`, within a few seconds (large sparse grids can take long to rate; the
// limit never changes which puzzle is made); nullopt when it ran out. A worker that rates many
// passes its session (session.hpp).
std::optional<Rating> report_rating(const Puzzle& puzzle, LogicMode mode);
std::optional<Rating> report_rating(const Puzzle& puzzle, LogicMode mode, SolvingSession& session);

// The seed of the index-th puzzle of a batch started with `seed`, so that a batch gives the
// same puzzles whatever the number of threads.
std::uint64_t puzzle_seed(std::uint64_t seed, std::uint64_t index);

// A random complete solution grid of the shape.
Grid random_solution_grid(const Shape& shape, std::uint64_t seed);
// The same grid, unless the deadline or cancel comes first (nullopt): filling a 25x25 grid
// can take long enough to matter.
std::optional<Grid> random_solution_grid(
    const Shape& shape, std::uint64_t seed,
    std::optional<std::chrono::steady_clock::time_point> deadline,
    const std::atomic<bool>* cancel = nullptr);

// True when the puzzle has one solution and taking away any single clue (resp. any whole
// orbit of the symmetry that is fully given) gives more than one.
bool is_minimal(const Grid& puzzle);
bool is_minimal_by_orbit(const Grid& puzzle, Symmetry symmetry);

}  // namespace sudokit
