// Exact Kakuro solving: the propagation search and the plain backtracking search on the ten
// Nikoli puzzles of Gecode's examples (tests/data/kakuro, MIT licence beside them), on small
// hand-made boards with known counts, and against each other on random boards. Boards are
// built from rows of tokens here, not with the Kakuro reader, so that a reader bug cannot hide
// a solver bug.

#include <algorithm>
#include <atomic>
#include <bit>
#include <cstdint>
#include <fstream>
#include <optional>
#include <random>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "kakuro/run_combinations.hpp"
#include "kakuro/searches.hpp"
#include "sudokit/kakuro.hpp"
#include "sudokit/kakuro_solve.hpp"

namespace sudokit::kakuro {
namespace {

using Digits = std::vector<std::uint8_t>;

constexpr SolveAlgorithm kAlgorithms[] = {SolveAlgorithm::propagation, SolveAlgorithm::backtrack};

// One token: `#` a block, `.` an empty white cell, a digit 1-9 a white cell holding it, `D\A`
// a clue (either sum may be left out).
Square square_of(const std::string& token) {
    Square square;
    if (token == "#") return square;
    if (token == ".") {
        square.kind = Square::Kind::white;
        return square;
    }
    const auto slash = token.find('\\');
    if (slash == std::string::npos) {
        square.kind = Square::Kind::white;
        square.digit = std::stoi(token);
        return square;
    }
    square.kind = Square::Kind::clue;
    const std::string down = token.substr(0, slash);
    const std::string across = token.substr(slash + 1);
    square.down_sum = down.empty() ? 0 : std::stoi(down);
    square.across_sum = across.empty() ? 0 : std::stoi(across);
    return square;
}

// A board from rows of whitespace-separated tokens; a board error fails the test.
Puzzle board(const std::vector<std::string>& rows) {
    std::vector<Square> squares;
    int columns = 0;
    for (const std::string& row : rows) {
        std::istringstream tokens(row);
        std::string token;
        int count = 0;
        while (tokens >> token) {
            squares.push_back(square_of(token));
            ++count;
        }
        EXPECT_TRUE(columns == 0 || columns == count) << "ragged row: " << row;
        columns = count;
    }
    auto made = Puzzle::from_squares(static_cast<int>(rows.size()), columns, std::move(squares));
    if (const auto* error = std::get_if<BoardError>(&made)) {
        ADD_FAILURE() << square_name(error->row, error->column) << ": " << error->message;
        return {};
    }
    return std::get<Puzzle>(std::move(made));
}

SolveResult solve_with(const Puzzle& puzzle, SolveAlgorithm algorithm,
                       std::uint64_t solution_limit = 2, std::size_t keep_solutions = 1) {
    SolveOptions options;
    options.algorithm = algorithm;
    options.solution_limit = solution_limit;
    options.keep_solutions = keep_solutions;
    return solve(puzzle, options);
}

struct NikoliPuzzle {
    std::string id;
    Puzzle puzzle;
    Digits solution;
};

std::vector<NikoliPuzzle> nikoli_puzzles() {
    std::ifstream lines(std::string(SUDOKIT_SOURCE_DIR) + "/tests/data/kakuro/nikoli_kakuro.jsonl");
    std::vector<NikoliPuzzle> puzzles;
    std::string line;
    while (std::getline(lines, line)) {
        const nlohmann::json record = nlohmann::json::parse(line);
        NikoliPuzzle entry{record.at("id").get<std::string>(),
                           board(record.at("grid").get<std::vector<std::string>>()),
                           {}};
        for (const char digit : record.at("solution").get<std::string>())
            entry.solution.push_back(static_cast<std::uint8_t>(digit - '0'));
        puzzles.push_back(std::move(entry));
    }
    return puzzles;
}

// The same board with the sums of `runs` (indexes into the puzzle's runs; -1 for none) moved
// by `change`; nothing when a sum leaves what its run can make.
std::optional<Puzzle> with_sums_moved(const Puzzle& puzzle, const std::vector<int>& runs,
                                      int change) {
    std::vector<Square> squares = puzzle.squares();
    for (const int run : runs) {
        if (run < 0) continue;
        const Run& moved = puzzle.runs()[static_cast<std::size_t>(run)];
        Square& clue = squares[static_cast<std::size_t>(moved.clue_row * puzzle.columns() +
                                                        moved.clue_column)];
        (moved.direction == Direction::across ? clue.across_sum : clue.down_sum) += change;
    }
    auto made = Puzzle::from_squares(puzzle.rows(), puzzle.columns(), std::move(squares));
    if (!std::holds_alternative<Puzzle>(made)) return std::nullopt;
    return std::get<Puzzle>(std::move(made));
}

// The solutions kept, as digit strings (in a set: the algorithms find them in different
// orders).
std::set<std::string> solution_texts(const SolveResult& result) {
    std::set<std::string> texts;
    for (const Digits& solution : result.solutions) {
        std::string text;
        for (const std::uint8_t digit : solution)
            text += static_cast<char>('0' + digit);
        texts.insert(std::move(text));
    }
    return texts;
}

// Both algorithms find the same solutions, or both the same count when the limit cut them
// short.
void expect_algorithms_agree(const Puzzle& puzzle, std::uint64_t limit, const std::string& what) {
    const SolveResult fast = solve_with(puzzle, SolveAlgorithm::propagation, limit, limit);
    const SolveResult plain = solve_with(puzzle, SolveAlgorithm::backtrack, limit, limit);
    ASSERT_EQ(fast.verdict, plain.verdict) << what;
    ASSERT_EQ(fast.solution_count, plain.solution_count) << what;
    ASSERT_EQ(fast.exhausted, plain.exhausted) << what;
    for (const Digits& solution : fast.solutions)
        ASSERT_EQ(find_broken_rule(puzzle, solution), "") << what;
    if (fast.exhausted) {
        ASSERT_EQ(solution_texts(fast), solution_texts(plain)) << what;
    }
}

// A 2x2 square of white cells with its two across sums and two down sums.
Puzzle square_of_four(int across_top, int across_bottom, int down_left, int down_right,
                      const std::string& top_left = ".") {
    std::ostringstream clues, top, bottom;
    clues << "# " << down_left << "\\ " << down_right << "\\";
    top << "\\" << across_top << " " << top_left << " .";
    bottom << "\\" << across_bottom << " . .";
    return board({clues.str(), top.str(), bottom.str()});
}

TEST(KakuroSolveTest, AlgorithmNames) {
    EXPECT_EQ(to_string(SolveAlgorithm::propagation), "fast");
    EXPECT_EQ(to_string(SolveAlgorithm::backtrack), "backtrack");
    EXPECT_EQ(parse_solve_algorithm("fast"), SolveAlgorithm::propagation);
    EXPECT_EQ(parse_solve_algorithm("backtrack"), SolveAlgorithm::backtrack);
    EXPECT_EQ(parse_solve_algorithm("propagation"), std::nullopt);
    EXPECT_EQ(parse_solve_algorithm("dlx"), std::nullopt);
}

TEST(KakuroSolveTest, RunCombinationsListTheDigitSetsOfEachRun) {
    // Across: 3 in two cells, 24 in three; down: 4, 17 and 9 in two.
    const Puzzle puzzle = board({"# 4\\ 17\\ #",  //
                                 "\\3 . . 9\\",   //
                                 "\\24 . . .",    //
                                 "# # # ."});
    ASSERT_EQ(puzzle.runs().size(), 5u);
    const detail::RunCombinations combinations(puzzle);
    std::vector<std::vector<detail::DigitMask>> sets;
    for (int run = 0; run < 5; ++run) {
        const auto of_run = combinations.of_run(run);
        sets.emplace_back(of_run.begin(), of_run.end());
    }
    // Runs in the reader's order: clue by clue in reading order, across before down.
    const auto find = [&](Direction direction, int sum) {
        for (std::size_t run = 0; run < puzzle.runs().size(); ++run) {
            if (puzzle.runs()[run].direction == direction && puzzle.runs()[run].sum == sum)
                return sets[run];
        }
        return std::vector<detail::DigitMask>{};
    };
    EXPECT_EQ(find(Direction::across, 3), (std::vector<detail::DigitMask>{0b11}));
    EXPECT_EQ(find(Direction::across, 24), (std::vector<detail::DigitMask>{0b111000000}));
    EXPECT_EQ(find(Direction::down, 4), (std::vector<detail::DigitMask>{0b101}));
    EXPECT_EQ(find(Direction::down, 17), (std::vector<detail::DigitMask>{0b110000000}));
    EXPECT_EQ(find(Direction::down, 9).size(), 4u);  // 1+8, 2+7, 3+6, 4+5
}

// The plain search, in reading order, settles the easy and medium Nikoli puzzles (k0-k6) in
// at most about 100,000 nodes; the hard ones take it millions (k8: 10^7 nodes, half a second;
// k7: 4 * 10^7; k9: over 2.5 * 10^8, more than ten seconds), so they are the fast search's.
constexpr std::size_t kSettledByBacktracking = 7;
constexpr std::size_t kChangedPuzzles = 4;

void expect_unique(const NikoliPuzzle& entry, SolveAlgorithm algorithm) {
    const SolveResult result = solve_with(entry.puzzle, algorithm);
    const std::string what = entry.id + " " + std::string(to_string(algorithm));
    EXPECT_EQ(result.verdict, Verdict::unique) << what;
    EXPECT_TRUE(result.exhausted) << what;
    EXPECT_EQ(result.solution_count, 1u) << what;
    ASSERT_EQ(result.solutions.size(), 1u) << what;
    EXPECT_EQ(result.solutions[0], entry.solution) << what;
    EXPECT_EQ(find_broken_rule(entry.puzzle, result.solutions[0]), "") << what;
    EXPECT_GT(result.counters.nodes, 0u) << what;
}

TEST(KakuroSolveTest, NikoliPuzzlesAreUnique) {
    const std::vector<NikoliPuzzle> puzzles = nikoli_puzzles();
    ASSERT_EQ(puzzles.size(), 10u);
    for (std::size_t index = 0; index < puzzles.size(); ++index) {
        const NikoliPuzzle& entry = puzzles[index];
        ASSERT_EQ(entry.solution.size(), static_cast<std::size_t>(entry.puzzle.white_count()))
            << entry.id;
        EXPECT_EQ(find_broken_rule(entry.puzzle, entry.solution), "") << entry.id;
        expect_unique(entry, SolveAlgorithm::propagation);
        if (index < kSettledByBacktracking) expect_unique(entry, SolveAlgorithm::backtrack);
    }
}

TEST(KakuroSolveTest, NikoliPuzzlesWithCluesChangedAgree) {
    // Every white cell's across and down sums moved together by one (as if its digit changed),
    // on the four easy puzzles: two thirds then have no solution, a quarter one and the rest
    // several, and the second algorithm must count the same.
    int unique = 0;
    int ambiguous = 0;
    int impossible = 0;
    std::vector<NikoliPuzzle> puzzles = nikoli_puzzles();
    puzzles.resize(kChangedPuzzles);
    for (const NikoliPuzzle& entry : puzzles) {
        for (int cell = 0; cell < entry.puzzle.white_count(); ++cell) {
            for (const int change : {-1, 1}) {
                const std::optional<Puzzle> changed = with_sums_moved(
                    entry.puzzle, {entry.puzzle.across_run(cell), entry.puzzle.down_run(cell)},
                    change);
                if (!changed) continue;
                const std::string what =
                    entry.id + " white " + std::to_string(cell) + " sums " + std::to_string(change);
                expect_algorithms_agree(*changed, 20, what);
                if (HasFatalFailure()) return;
                const SolveResult result = solve_with(*changed, SolveAlgorithm::propagation, 20);
                unique += result.verdict == Verdict::unique ? 1 : 0;
                ambiguous += result.verdict == Verdict::multiple ? 1 : 0;
                impossible += result.verdict == Verdict::none ? 1 : 0;
            }
        }
    }
    EXPECT_GT(unique, 20);
    EXPECT_GT(ambiguous, 20);
    EXPECT_GT(impossible, 20);
}

// The generator's propagation looks matchings up in a memo it keeps across fillings; one memo
// over many boards (the Nikoli puzzles and their variants with sums moved: unique, ambiguous
// and impossible ones) gives each board's candidates exactly as working every matching out.
TEST(KakuroSolveTest, PropagationWithAMemoAgreesWithoutOne) {
    AssignmentMemo memo;
    int boards = 0;
    int with_open_cells = 0;
    for (const NikoliPuzzle& entry : nikoli_puzzles()) {
        std::vector<Puzzle> variants = {entry.puzzle};
        for (int cell = 0; cell < entry.puzzle.white_count(); ++cell) {
            for (const int change : {-1, 1}) {
                if (auto changed = with_sums_moved(
                        entry.puzzle, {entry.puzzle.across_run(cell), entry.puzzle.down_run(cell)},
                        change)) {
                    variants.push_back(std::move(*changed));
                }
            }
        }
        for (const Puzzle& puzzle : variants) {
            const auto plain = detail::propagate_without_search(puzzle);
            const auto remembered = detail::propagate_without_search(puzzle, &memo);
            ASSERT_EQ(plain, remembered) << entry.id;
            ++boards;
            if (plain && std::any_of(plain->begin(), plain->end(), [](detail::DigitMask mask) {
                    return std::popcount(mask) > 1;
                })) {
                ++with_open_cells;
            }
        }
    }
    EXPECT_GT(boards, 1000);
    EXPECT_GT(with_open_cells, 100);
}

TEST(KakuroSolveTest, TwoSolutionsAreCountedAndKept) {
    // 3 = 1 + 2 in every run: the digits go on one diagonal or the other.
    const Puzzle puzzle = square_of_four(3, 3, 3, 3);
    for (const SolveAlgorithm algorithm : kAlgorithms) {
        const SolveResult result = solve_with(puzzle, algorithm, 0, 5);
        EXPECT_EQ(result.verdict, Verdict::multiple) << to_string(algorithm);
        EXPECT_TRUE(result.exhausted);
        EXPECT_EQ(result.solution_count, 2u);
        EXPECT_EQ(solution_texts(result), (std::set<std::string>{"1221", "2112"}));
    }
}

TEST(KakuroSolveTest, CountsEverySolutionWithLimitZero) {
    // 10 in every run: a in the corners of one diagonal, 10 - a in the other; a = 5 repeats.
    const Puzzle puzzle = square_of_four(10, 10, 10, 10);
    for (const SolveAlgorithm algorithm : kAlgorithms) {
        const SolveResult all = solve_with(puzzle, algorithm, 0, 3);
        EXPECT_EQ(all.verdict, Verdict::multiple) << to_string(algorithm);
        EXPECT_TRUE(all.exhausted);
        EXPECT_EQ(all.solution_count, 8u);
        ASSERT_EQ(all.solutions.size(), 3u);  // kept: three of them
        for (const Digits& solution : all.solutions)
            EXPECT_EQ(find_broken_rule(puzzle, solution), "");
        EXPECT_GT(all.counters.guesses, 0u);
        EXPECT_GT(all.counters.nodes, all.counters.guesses);

        const SolveResult some = solve_with(puzzle, algorithm, 5, 0);
        EXPECT_EQ(some.verdict, Verdict::multiple);
        EXPECT_FALSE(some.exhausted);
        EXPECT_EQ(some.solution_count, 5u);
        EXPECT_TRUE(some.solutions.empty());

        const SolveResult one = solve_with(puzzle, algorithm, 1);
        EXPECT_EQ(one.verdict, Verdict::found);
        EXPECT_FALSE(one.exhausted);
        EXPECT_EQ(one.solution_count, 1u);
    }
}

TEST(KakuroSolveTest, GivensAreKeptAndCanSettleThePuzzle) {
    // The 8 solutions above, with the top left given as 3: one is left.
    const Puzzle puzzle = square_of_four(10, 10, 10, 10, "3");
    for (const SolveAlgorithm algorithm : kAlgorithms) {
        const SolveResult result = solve_with(puzzle, algorithm);
        EXPECT_EQ(result.verdict, Verdict::unique) << to_string(algorithm);
        ASSERT_EQ(result.solutions.size(), 1u);
        EXPECT_EQ(result.solutions[0], (Digits{3, 7, 7, 3}));
    }
}

TEST(KakuroSolveTest, ImpossiblePuzzlesHaveNoSolution) {
    // Two different digits of 1 and 2 cannot add up to 4 down the left.
    const Puzzle sums = square_of_four(3, 3, 4, 3);
    // A given 5 in a run of 10 in two cells needs another 5.
    const Puzzle given = square_of_four(10, 10, 10, 10, "5");
    // Givens that fill a run with the wrong sum: 1 + 2 across, not 4.
    const Puzzle filled = board({"# 4\\ 6\\", "\\4 1 2", "\\6 3 4"});
    for (const Puzzle* puzzle : {&sums, &given, &filled}) {
        for (const SolveAlgorithm algorithm : kAlgorithms) {
            const SolveResult result = solve_with(*puzzle, algorithm, 0);
            EXPECT_EQ(result.verdict, Verdict::none) << to_string(algorithm);
            EXPECT_TRUE(result.exhausted);
            EXPECT_EQ(result.solution_count, 0u);
            EXPECT_TRUE(result.solutions.empty());
        }
    }
}

TEST(KakuroSolveTest, AFilledBoardThatObeysTheRulesIsItsOwnSolution) {
    const Puzzle puzzle = board({"# 4\\ 6\\", "\\3 1 2", "\\7 3 4"});
    for (const SolveAlgorithm algorithm : kAlgorithms) {
        const SolveResult result = solve_with(puzzle, algorithm);
        EXPECT_EQ(result.verdict, Verdict::unique) << to_string(algorithm);
        ASSERT_EQ(result.solutions.size(), 1u);
        EXPECT_EQ(result.solutions[0], (Digits{1, 2, 3, 4}));
    }
}

TEST(KakuroSolveTest, NodeLimitStopsTheSearch) {
    // Searches of more than one node and less than a second: the fast one counting the eight
    // solutions of a small board (it settles every Nikoli puzzle at the root), the plain one
    // proving a Nikoli puzzle unique.
    const Puzzle eight = square_of_four(10, 10, 10, 10);
    const Puzzle nikoli = nikoli_puzzles()[kSettledByBacktracking - 1].puzzle;
    for (const SolveAlgorithm algorithm : kAlgorithms) {
        const bool fast = algorithm == SolveAlgorithm::propagation;
        const Puzzle& puzzle = fast ? eight : nikoli;
        SolveOptions options;
        options.algorithm = algorithm;
        options.solution_limit = fast ? 0 : 2;
        options.node_limit = 1;
        const SolveResult stopped = solve(puzzle, options);
        EXPECT_EQ(stopped.verdict, Verdict::stopped) << to_string(algorithm);
        EXPECT_FALSE(stopped.exhausted);
        EXPECT_EQ(stopped.solution_count, 0u);
        EXPECT_EQ(stopped.counters.nodes, 1u);

        // A limit above what the search needs changes nothing.
        options.node_limit = 0;
        const SolveResult free = solve(puzzle, options);
        ASSERT_GT(free.counters.nodes, 2u) << to_string(algorithm);
        options.node_limit = free.counters.nodes + 1;
        const SolveResult limited = solve(puzzle, options);
        EXPECT_EQ(limited.verdict, fast ? Verdict::multiple : Verdict::unique);
        EXPECT_TRUE(limited.exhausted);
        EXPECT_EQ(limited.solution_count, free.solution_count);
        EXPECT_EQ(limited.counters.nodes, free.counters.nodes);

        // One node short of it stops.
        options.node_limit = free.counters.nodes - 1;
        const SolveResult short_of_it = solve(puzzle, options);
        EXPECT_FALSE(short_of_it.exhausted) << to_string(algorithm);
        EXPECT_EQ(short_of_it.counters.nodes, free.counters.nodes - 1);
    }
}

TEST(KakuroSolveTest, CancelStopsTheSearch) {
    // Three rows of five: thousands of solutions, far more nodes than the poll interval.
    const Puzzle open = board({"# 15\\ 15\\ 15\\ 15\\ 15\\",  //
                               "\\25 . . . . .",              //
                               "\\25 . . . . .",              //
                               "\\25 . . . . ."});
    const std::atomic<bool> cancel{true};
    for (const SolveAlgorithm algorithm : kAlgorithms) {
        SolveOptions options;
        options.algorithm = algorithm;
        options.solution_limit = 0;
        options.stop.cancel = &cancel;
        const SolveResult result = solve(open, options);
        EXPECT_FALSE(result.exhausted) << to_string(algorithm);
        EXPECT_EQ(result.counters.nodes, 1024u);
    }
}

// How a random board departs from a well-formed Kakuro: a few sums moved (the across sums
// then seldom add up to the down sums: mostly impossible), a few cells of the filling changed
// before the sums are taken (sums that fit together, digits that may repeat), or a few digits
// given (mostly the filling's, sometimes any).
enum class Change { none, sums, filling, givens };

// A random board: blocks at random in an interior of `rows` x `columns`, white cells that
// would be in no run made blocks, a random filling, and the clue sums of that filling, with
// `change`. Nothing when the filling fails or the board is refused (a sum no run makes, givens
// repeated in a run).
std::optional<Puzzle> random_board(std::mt19937_64& random, int rows, int columns, Change change) {
    const int height = rows + 1;
    const int width = columns + 1;
    std::vector<char> white(static_cast<std::size_t>(height * width), 0);
    const auto at = [&](int row, int column) -> char& {
        return white[static_cast<std::size_t>(row * width + column)];
    };
    const auto is_white = [&](int row, int column) {
        return row >= 0 && column >= 0 && row < height && column < width && at(row, column);
    };
    std::bernoulli_distribution white_share(std::uniform_real_distribution<>(0.5, 0.8)(random));
    for (int row = 1; row < height; ++row) {
        for (int column = 1; column < width; ++column)
            at(row, column) = white_share(random) ? 1 : 0;
    }
    // Whether a white cell has a white neighbour across (or down): then it is in a run.
    const auto in_across = [&](int row, int column) {
        return is_white(row, column - 1) || is_white(row, column + 1);
    };
    const auto in_down = [&](int row, int column) {
        return is_white(row - 1, column) || is_white(row + 1, column);
    };
    for (bool changed = true; changed;) {
        changed = false;
        for (int row = 1; row < height; ++row) {
            for (int column = 1; column < width; ++column) {
                if (at(row, column) && !in_across(row, column) && !in_down(row, column)) {
                    at(row, column) = 0;
                    changed = true;
                }
            }
        }
    }
    // Fill in reading order, each digit new to the cells of its runs before it.
    std::vector<int> digit(white.size(), 0);
    bool filled = false;
    for (int attempt = 0; attempt < 20 && !filled; ++attempt) {
        filled = true;
        for (int row = 1; row < height && filled; ++row) {
            for (int column = 1; column < width && filled; ++column) {
                if (!at(row, column)) continue;
                unsigned used = 0;
                for (int left = column - 1; is_white(row, left); --left)
                    used |= 1u << digit[static_cast<std::size_t>(row * width + left)];
                for (int up = row - 1; is_white(up, column); --up)
                    used |= 1u << digit[static_cast<std::size_t>(up * width + column)];
                std::vector<int> free_digits;
                for (int value = 1; value <= 9; ++value) {
                    if ((used & (1u << value)) == 0) free_digits.push_back(value);
                }
                if (free_digits.empty()) {
                    filled = false;
                    break;
                }
                digit[static_cast<std::size_t>(row * width + column)] =
                    free_digits[std::uniform_int_distribution<std::size_t>(
                        0, free_digits.size() - 1)(random)];
            }
        }
    }
    if (!filled) return std::nullopt;
    std::uniform_int_distribution<int> any_digit(1, 9);
    std::bernoulli_distribution now(0.15);
    if (change == Change::filling) {
        for (std::size_t cell = 0; cell < white.size(); ++cell) {
            if (white[cell] && now(random)) digit[cell] = any_digit(random);
        }
    }
    // A run's sum from its filling; with Change::sums, sometimes moved by -2..2.
    const auto clue_sum = [&](int row, int column, int step_row, int step_column) {
        int sum = 0;
        int length = 0;
        for (int r = row + step_row, c = column + step_column; is_white(r, c);
             r += step_row, c += step_column) {
            sum += digit[static_cast<std::size_t>(r * width + c)];
            ++length;
        }
        if (length < 2) return 0;
        if (change == Change::sums && now(random))
            sum += std::uniform_int_distribution<int>(-2, 2)(random);
        return sum;
    };
    std::vector<Square> squares(white.size());
    for (int row = 0; row < height; ++row) {
        for (int column = 0; column < width; ++column) {
            Square& square = squares[static_cast<std::size_t>(row * width + column)];
            if (at(row, column)) {
                square.kind = Square::Kind::white;
                if (change == Change::givens && now(random)) {
                    square.digit = std::bernoulli_distribution(0.7)(random)
                                       ? digit[static_cast<std::size_t>(row * width + column)]
                                       : any_digit(random);
                }
                continue;
            }
            square.across_sum = clue_sum(row, column, 0, 1);
            square.down_sum = clue_sum(row, column, 1, 0);
            if (square.across_sum != 0 || square.down_sum != 0) square.kind = Square::Kind::clue;
        }
    }
    auto made = Puzzle::from_squares(height, width, std::move(squares));
    if (!std::holds_alternative<Puzzle>(made)) return std::nullopt;
    return std::get<Puzzle>(std::move(made));
}

TEST(KakuroSolveTest, RandomBoardsAgreeBetweenTheAlgorithms) {
    constexpr Change kChanges[] = {Change::none, Change::sums, Change::filling, Change::givens};
    std::mt19937_64 random(2023);
    int boards = 0;
    int unique = 0;
    int multiple = 0;
    int none = 0;
    for (int trial = 0; trial < 800; ++trial) {
        const Change change = kChanges[trial % 4];
        // Sums moved one by one leave the across and down totals apart, which neither search
        // sees until the end: such boards stay small.
        const int largest = change == Change::sums ? 4 : 5;
        const int rows = std::uniform_int_distribution<int>(2, largest)(random);
        const int columns = std::uniform_int_distribution<int>(2, largest)(random);
        const std::optional<Puzzle> puzzle = random_board(random, rows, columns, change);
        if (!puzzle) continue;
        ++boards;
        expect_algorithms_agree(*puzzle, 50, "trial " + std::to_string(trial));
        if (HasFatalFailure()) return;
        const SolveResult result = solve_with(*puzzle, SolveAlgorithm::propagation);
        unique += result.verdict == Verdict::unique ? 1 : 0;
        multiple += result.verdict == Verdict::multiple ? 1 : 0;
        none += result.verdict == Verdict::none ? 1 : 0;
    }
    // The mix the cross-check is meant to cover.
    EXPECT_GT(boards, 400);
    EXPECT_GT(unique, 20);
    EXPECT_GT(multiple, 20);
    EXPECT_GT(none, 20);
}

// The digits each cell holds in some filling of one run: `givens` (0 for an empty cell) kept,
// distinct digits, adding up to `sum`. By brute force, as the reference for propagation.
std::vector<detail::DigitMask> run_fillings_digits(const Digits& givens, int sum) {
    std::vector<detail::DigitMask> digits(givens.size(), 0);
    Digits filling = givens;
    const auto fill = [&](const auto& self, std::size_t cell, int rest, unsigned used) -> void {
        if (cell == givens.size()) {
            if (rest != 0) return;
            for (std::size_t index = 0; index < filling.size(); ++index)
                digits[index] |= detail::digit_bit(filling[index]);
            return;
        }
        for (int digit = 1; digit <= 9 && digit <= rest; ++digit) {
            if (givens[cell] != 0 && givens[cell] != digit) continue;
            if ((used & (1u << digit)) != 0) continue;
            filling[cell] = static_cast<std::uint8_t>(digit);
            self(self, cell + 1, rest - digit, used | 1u << digit);
        }
    };
    fill(fill, 0, sum, 0u);
    return digits;
}

// The candidates propagation leaves at the root, as digit sets (bit d-1 for digit d): every
// solution's digits stay on random boards (soundness), and on a board of one run they are
// exactly the digits of its fillings (a run's rule is applied in full).
TEST(KakuroSolveTest, RootPropagationKeepsEverySolutionsDigits) {
    std::mt19937_64 random(45);
    int checked = 0;
    for (int trial = 0; trial < 300; ++trial) {
        const std::optional<Puzzle> puzzle = random_board(random, 4, 4, Change::givens);
        if (!puzzle) continue;
        const SolveResult all = solve_with(*puzzle, SolveAlgorithm::backtrack, 200, 200);
        const auto candidates = detail::propagate_without_search(*puzzle);
        if (!candidates) {
            EXPECT_EQ(all.solution_count, 0u) << "trial " << trial;
            continue;
        }
        for (const Digits& solution : all.solutions) {
            for (std::size_t cell = 0; cell < solution.size(); ++cell) {
                ASSERT_NE((*candidates)[cell] & detail::digit_bit(solution[cell]), 0)
                    << "trial " << trial << " white " << cell;
            }
        }
        ++checked;
    }
    EXPECT_GT(checked, 100);
    // One run of 2 to 9 cells, some digits given.
    for (int trial = 0; trial < 300; ++trial) {
        const int length = std::uniform_int_distribution<int>(2, 9)(random);
        const int sum = std::uniform_int_distribution<int>(length * (length + 1) / 2,
                                                           length * (19 - length) / 2)(random);
        std::ostringstream text;
        text << "\\" << sum;
        Digits givens;
        for (int cell = 0; cell < length; ++cell) {
            givens.push_back(
                std::bernoulli_distribution(0.25)(random)
                    ? static_cast<std::uint8_t>(std::uniform_int_distribution<int>(1, 9)(random))
                    : std::uint8_t{0});
            if (givens.back() != 0) {
                text << " " << static_cast<int>(givens.back());
            } else {
                text << " .";
            }
        }
        const std::string row = text.str();
        std::vector<Square> squares;
        std::istringstream tokens(row);
        for (std::string token; tokens >> token;)
            squares.push_back(square_of(token));
        auto made = Puzzle::from_squares(1, length + 1, std::move(squares));
        if (!std::holds_alternative<Puzzle>(made)) continue;  // a digit given twice
        const std::vector<detail::DigitMask> digits = run_fillings_digits(givens, sum);
        const auto candidates = detail::propagate_without_search(std::get<Puzzle>(made));
        if (!candidates) {
            EXPECT_EQ(digits, std::vector<detail::DigitMask>(digits.size(), 0)) << row;
            continue;
        }
        EXPECT_EQ(*candidates, digits) << row;
    }
}

// A run whose cells are narrowed by crossing runs: an across run of 3 to 9 cells, every other
// cell of it on a down run of two. The board's runs form a tree, where applying each run's
// rule in full leaves exactly the digits of the solutions.
TEST(KakuroSolveTest, RootPropagationIsExactOnATreeOfRuns) {
    std::mt19937_64 random(46);
    int checked = 0;
    for (int trial = 0; trial < 300; ++trial) {
        const int length = std::uniform_int_distribution<int>(3, 9)(random);
        std::ostringstream clues, across, below;
        clues << "#";
        across << "\\"
               << std::uniform_int_distribution<int>(length * (length + 1) / 2,
                                                     length * (19 - length) / 2)(random);
        below << "#";
        for (int cell = 0; cell < length; ++cell) {
            if (cell % 2 == 1) {
                clues << " " << std::uniform_int_distribution<int>(3, 17)(random) << "\\";
                below << " .";
            } else {
                clues << " #";
                below << " #";
            }
            across << " .";
        }
        const Puzzle puzzle = board({clues.str(), across.str(), below.str()});
        const SolveResult all = solve_with(puzzle, SolveAlgorithm::backtrack, 2001, 2000);
        if (!all.exhausted) continue;  // too many to keep
        std::vector<detail::DigitMask> digits(static_cast<std::size_t>(puzzle.white_count()), 0);
        for (const Digits& solution : all.solutions) {
            for (std::size_t cell = 0; cell < digits.size(); ++cell)
                digits[cell] |= detail::digit_bit(solution[cell]);
        }
        const auto candidates = detail::propagate_without_search(puzzle);
        if (!candidates) {
            EXPECT_EQ(all.solution_count, 0u) << across.str();
            continue;
        }
        EXPECT_EQ(*candidates, digits) << clues.str() << "\n" << across.str();
        ++checked;
    }
    EXPECT_GT(checked, 100);
}

}  // namespace
}  // namespace sudokit::kakuro
