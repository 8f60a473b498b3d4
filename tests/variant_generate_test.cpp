// Variant generation: every puzzle is checked here independently of the generator: one
// solution under two exact algorithms (propagation and Dancing Links), the solution against
// each house written out by hand, the shape of regions and cages, reproducibility, ratings by
// a fresh logic solve, and lines and Solo IDs that read back as the same puzzle.

#include <algorithm>
#include <set>

#include <gtest/gtest.h>

#include "generate/logic_gate.hpp"
#include "generated_puzzles.hpp"
#include "sudokit/format.hpp"
#include "sudokit/generate.hpp"
#include "sudokit/generate_request.hpp"
#include "sudokit/generation_session.hpp"
#include "sudokit/json.hpp"
#include "sudokit/logic.hpp"
#include "sudokit/rules.hpp"
#include "sudokit/solo_game_id.hpp"
#include "sudokit/solve.hpp"

namespace sudokit {
namespace {

GeneratedPuzzle make(GenerateOptions options, std::uint64_t seed) {
    options.deadline = std::chrono::steady_clock::now() + std::chrono::seconds(60);
    std::optional<GeneratedPuzzle> made = generate_puzzle(options, seed);
    if (!made) {
        ADD_FAILURE() << "no " << variant_name(options.variant) << " puzzle for seed " << seed;
        return GeneratedPuzzle{};
    }
    return *made;
}

GenerateOptions options_for(PuzzleVariant variant) {
    GenerateOptions options;
    options.variant = variant;
    return options;
}

SolveResult count_with(const Puzzle& puzzle, Algorithm algorithm) {
    SolveOptions options;
    options.algorithm = algorithm;
    options.solution_limit = 2;
    return solve(puzzle, options);
}

// Cells joined through shared edges.
bool connected(std::vector<int> cells, int side) {
    std::sort(cells.begin(), cells.end());
    std::vector<int> reached{cells.front()};
    for (std::size_t next = 0; next < reached.size(); ++next) {
        const int cell = reached[next];
        for (const int other : {cell - side, cell + side, cell % side > 0 ? cell - 1 : -1,
                                cell % side + 1 < side ? cell + 1 : -1}) {
            if (other >= 0 && std::binary_search(cells.begin(), cells.end(), other) &&
                std::find(reached.begin(), reached.end(), other) == reached.end()) {
                reached.push_back(other);
            }
        }
    }
    return reached.size() == cells.size();
}

// The digits of `cells` in `grid` differ (and, when `all` is set, are 1..side).
bool distinct(const Grid& grid, const std::vector<int>& cells, bool all) {
    std::set<int> digits;
    for (int cell : cells)
        digits.insert(grid[cell]);
    return digits.size() == cells.size() &&
           (!all || static_cast<int>(digits.size()) == grid.shape().side());
}

// The solution obeys every house, checked cell by cell without the library's rules code.
void expect_obeys_by_hand(const GeneratedPuzzle& made) {
    const Geometry& houses = made.puzzle.geometry();
    const Grid& solution = made.solution;
    const int side = solution.shape().side();
    for (int cell = 0; cell < solution.size(); ++cell) {
        ASSERT_GE(solution[cell], 1);
        if (!made.puzzle.givens.empty(cell)) {
            EXPECT_EQ(made.puzzle.givens[cell], solution[cell]);
        }
    }
    for (const House& house : houses.houses()) {
        const bool full = static_cast<int>(house.cells.size()) == side;
        EXPECT_TRUE(distinct(solution, house.cells, full)) << houses.house_name(house.index);
        if (house.sum) {
            int sum = 0;
            for (int cell : house.cells)
                sum += solution[cell];
            EXPECT_EQ(sum, *house.sum);
        }
    }
}

// One solution under both algorithms, the one reported, valid under the library's check too.
void expect_unique(const GeneratedPuzzle& made) {
    const SolveResult fast = count_with(made.puzzle, Algorithm::fast);
    const SolveResult dlx = count_with(made.puzzle, Algorithm::dlx);
    ASSERT_EQ(fast.verdict, Verdict::unique);
    ASSERT_EQ(dlx.verdict, Verdict::unique);
    EXPECT_EQ(fast.solutions.front(), made.solution);
    EXPECT_EQ(dlx.solutions.front(), made.solution);
    EXPECT_TRUE(check_solution(made.puzzle, made.solution).is_solution());
    expect_obeys_by_hand(made);
    EXPECT_EQ(made.clues, made.puzzle.givens.filled_count());
}

int count_kind(const Geometry& houses, HouseKind kind) {
    return static_cast<int>(
        std::count_if(houses.houses().begin(), houses.houses().end(),
                      [kind](const House& house) { return house.kind == kind; }));
}

TEST(VariantGenerateTest, EveryVariantIsUniqueOnItsHouses) {
    for (const PuzzleVariant variant :
         {PuzzleVariant::x, PuzzleVariant::windoku, PuzzleVariant::jigsaw, PuzzleVariant::killer,
          PuzzleVariant::killer_x}) {
        for (std::uint64_t seed = 1; seed <= 6; ++seed) {
            SCOPED_TRACE(std::string(variant_name(variant)) + " seed " + std::to_string(seed));
            const GeneratedPuzzle made = make(options_for(variant), seed);
            ASSERT_TRUE(made.puzzle.houses);
            expect_unique(made);
            const Geometry& houses = *made.puzzle.houses;
            const bool diagonals =
                variant == PuzzleVariant::x || variant == PuzzleVariant::killer_x;
            EXPECT_EQ(count_kind(houses, HouseKind::diagonal), diagonals ? 2 : 0);
            EXPECT_EQ(count_kind(houses, HouseKind::window),
                      variant == PuzzleVariant::windoku ? 4 : 0);
            EXPECT_EQ(count_kind(houses, HouseKind::region),
                      variant == PuzzleVariant::jigsaw ? 9 : 0);
            if (has_cages(variant)) {
                EXPECT_EQ(made.clues, 0);
            }
        }
    }
}

TEST(VariantGenerateTest, JigsawRegionsAreConnectedAndNotTheBoxes) {
    int box_shaped = 0;
    for (std::uint64_t seed = 1; seed <= 6; ++seed) {
        const GeneratedPuzzle made = make(options_for(PuzzleVariant::jigsaw), seed);
        ASSERT_TRUE(made.puzzle.houses);
        for (const House& house : made.puzzle.houses->houses()) {
            if (house.kind != HouseKind::region) continue;
            EXPECT_EQ(house.cells.size(), 9u);
            EXPECT_TRUE(connected(house.cells, 9));
            const Shape shape;
            const auto box = shape.house_cells(shape.box_house(shape.box_of(house.cells.front())));
            box_shaped += std::vector<int>(box.begin(), box.end()) == house.cells;
        }
    }
    EXPECT_LE(box_shaped, 6) << "of 54 regions";
}

TEST(VariantGenerateTest, KillerCagesAreConnectedWithinTheSizeAsked) {
    GenerateOptions options = options_for(PuzzleVariant::killer);
    options.largest_cage = 4;
    options.single_cell_cages = false;
    for (std::uint64_t seed = 1; seed <= 6; ++seed) {
        const GeneratedPuzzle made = make(options, seed);
        expect_unique(made);
        std::vector<int> caged(81, 0);
        for (const House& house : made.puzzle.geometry().houses()) {
            if (house.kind != HouseKind::cage) continue;
            EXPECT_GE(house.cells.size(), 2u);
            EXPECT_LE(house.cells.size(), 4u);
            EXPECT_TRUE(house.sum.has_value());
            EXPECT_TRUE(connected(house.cells, 9));
            for (int cell : house.cells)
                ++caged[static_cast<std::size_t>(cell)];
        }
        EXPECT_EQ(std::count(caged.begin(), caged.end(), 1), 81) << "every cell in one cage";
    }
}

TEST(VariantGenerateTest, TheSameSeedGivesTheSamePuzzle) {
    for (const PuzzleVariant variant : {PuzzleVariant::jigsaw, PuzzleVariant::killer}) {
        const GeneratedPuzzle one = make(options_for(variant), 42);
        const GeneratedPuzzle again = make(options_for(variant), 42);
        const GeneratedPuzzle other = make(options_for(variant), 43);
        EXPECT_EQ(to_puzzle_line(one.puzzle), to_puzzle_line(again.puzzle));
        EXPECT_NE(to_puzzle_line(one.puzzle), to_puzzle_line(other.puzzle));
    }
}

// A batch keeps the houses of X, windoku and Killers and one solving session for its gates
// and ratings (generation_memory.hpp): mixing variants and levels in one session, in either
// order, still gives each request the free function's puzzle and rating.
TEST(VariantGenerateTest, ASessionMakesThePuzzlesOfTheFreeFunction) {
    const std::vector<std::pair<PuzzleVariant, const char*>> kinds = {
        {PuzzleVariant::x, "easy"},        {PuzzleVariant::windoku, "medium"},
        {PuzzleVariant::jigsaw, "medium"}, {PuzzleVariant::killer, "easy"},
        {PuzzleVariant::killer_x, "easy"}, {PuzzleVariant::x, "medium"},
        {PuzzleVariant::classic, "easy"}};
    std::vector<GenerateOptions> requests;
    for (const auto& [variant, level] : kinds) {
        GenerateRequest request;
        request.variant = std::string(variant_name(variant));
        request.difficulty = level;
        requests.push_back(generate_options(request));
        requests.back().rate = true;
    }
    const auto described = [](const GeneratedPuzzle& made) {
        return to_puzzle_line(made.puzzle) + " " +
               (made.rating ? std::to_string(made.rating->er) : std::string("unrated"));
    };
    std::vector<std::string> alone;
    for (std::size_t index = 0; index < requests.size(); ++index)
        alone.push_back(described(make(requests[index], 60 + index)));
    GenerationSession session;
    for (int round = 0; round < 2; ++round) {
        for (std::size_t step = 0; step < requests.size(); ++step) {
            const std::size_t index = round == 0 ? step : requests.size() - 1 - step;
            const auto made = session.generate(requests[index], 60 + index);
            ASSERT_TRUE(made.has_value()) << "request " << index;
            EXPECT_EQ(described(*made), alone[index]) << "request " << index << ", round " << round;
        }
    }
}

// A minimal puzzle made: unique, flagged minimal, and each clue taken away leaves a second
// solution (counted by DLX).
void expect_minimal(const GeneratedPuzzle& made) {
    expect_unique(made);
    EXPECT_TRUE(made.minimal);
    Puzzle trial = made.puzzle;
    for (int cell = 0; cell < 81; ++cell) {
        if (made.puzzle.givens.empty(cell)) continue;
        trial.givens.clear(cell);
        EXPECT_EQ(count_with(trial, Algorithm::dlx).verdict, Verdict::multiple) << "cell " << cell;
        trial.givens.set(cell, made.puzzle.givens[cell]);
    }
}

TEST(VariantGenerateTest, MinimalXPuzzlesNeedEveryClue) {
    GenerateOptions options = options_for(PuzzleVariant::x);
    options.minimal = true;
    for (std::uint64_t seed = 1; seed <= 3; ++seed)
        expect_minimal(make(options, seed));
}

// The same with a node budget that most checks run over: asked for minimality, they are run
// again without it (before, every candidate kept unproved clues and was refused until the
// deadline).
TEST(VariantGenerateTest, MinimalityAskedForIsProvedWhateverTheNodeBudget) {
    for (const PuzzleVariant variant : {PuzzleVariant::x, PuzzleVariant::jigsaw}) {
        GenerateOptions options = options_for(variant);
        options.minimal = true;
        options.check_node_limit = 1;
        for (std::uint64_t seed = 1; seed <= 2; ++seed) {
            SCOPED_TRACE(::testing::Message() << variant_name(variant) << " seed " << seed);
            expect_minimal(make(options, seed));
        }
    }
}

// At a level the gate keeps some clues a second solution does not need: the `minimal` flag
// must say whether every clue is needed, as DLX counts them.
TEST(VariantGenerateTest, TheMinimalFlagOfLevelledPuzzlesAgreesWithACount) {
    int minimal = 0, not_minimal = 0;
    for (const PuzzleVariant variant : {PuzzleVariant::x, PuzzleVariant::windoku}) {
        GenerateRequest request;
        request.variant = std::string(variant_name(variant));
        request.difficulty = "easy";
        const GenerateOptions options = generate_options(request);
        for (std::uint64_t seed = 1; seed <= 12; ++seed) {
            const GeneratedPuzzle made = make(options, seed);
            expect_unique(made);
            bool every_clue_needed = true;
            Puzzle trial = made.puzzle;
            for (int cell = 0; cell < 81 && every_clue_needed; ++cell) {
                if (made.puzzle.givens.empty(cell)) continue;
                trial.givens.clear(cell);
                every_clue_needed = count_with(trial, Algorithm::dlx).verdict == Verdict::multiple;
                trial.givens.set(cell, made.puzzle.givens[cell]);
            }
            EXPECT_EQ(made.minimal, every_clue_needed) << variant_name(variant) << " " << seed;
            EXPECT_EQ(made.minimal_by_orbit, made.minimal) << "no symmetry: orbits are cells";
            ++(every_clue_needed ? minimal : not_minimal);
        }
    }
    EXPECT_GT(minimal, 0);
    EXPECT_GT(not_minimal, 0);
}

TEST(VariantGenerateTest, ALevelIsRatedOnTheVariantsHouses) {
    for (const PuzzleVariant variant : {PuzzleVariant::x, PuzzleVariant::jigsaw}) {
        GenerateRequest request;
        request.variant = std::string(variant_name(variant));
        request.difficulty = "medium";
        const GenerateOptions options = generate_options(request);
        ASSERT_TRUE(options.rating);
        EXPECT_FALSE(options.clue_range) << "the clue counts are classic puzzles'";
        const GeneratedPuzzle made = make(options, 7);
        expect_unique(made);
        LogicOptions logic;
        logic.mode = LogicMode::se;
        const LogicResult fresh = solve_logically(made.puzzle, logic);
        ASSERT_EQ(fresh.status, LogicStatus::solved);
        EXPECT_TRUE(options.rating->contains(fresh.rating.er)) << fresh.rating.er;
        ASSERT_TRUE(made.rating);
        EXPECT_EQ(made.rating->er, fresh.rating.er);
    }
}

// Killers are made to a level on the full scale (the engine rates cages there), and to a
// technique: the puzzle needs it with the techniques before it in the full order.
TEST(VariantGenerateTest, KillersAreMadeToALevelAndATechnique) {
    for (const char* level : {"easy", "medium", "hard"}) {
        GenerateRequest request;
        request.variant = "killer";
        request.difficulty = level;
        const GenerateOptions options = generate_options(request);
        const GeneratedPuzzle made = make(options, 5);
        expect_unique(made);
        const LogicResult fresh = solve_logically(made.puzzle, LogicOptions{});
        ASSERT_EQ(fresh.status, LogicStatus::solved) << level;
        EXPECT_EQ(fresh.rating.scale, LogicMode::full);
        EXPECT_EQ(level_name(fresh.rating.level), level);
        // The generator takes the rating of its gate's run (the techniques under the ceiling
        // lead the order): it must be the whole engine's.
        ASSERT_TRUE(made.rating);
        EXPECT_EQ(made.rating->er, fresh.rating.er);
        EXPECT_EQ(made.rating->ep, fresh.rating.ep);
        EXPECT_EQ(made.rating->ed, fresh.rating.ed);
        EXPECT_EQ(made.rating->hardest, fresh.rating.hardest);
        EXPECT_EQ(made.rating->level, fresh.rating.level);
        EXPECT_EQ(made.rating->scale, fresh.rating.scale);
    }
    GenerateRequest request;
    request.variant = "killer";
    request.technique = "innies-outies";
    const GeneratedPuzzle made = make(generate_options(request), 9);
    ASSERT_TRUE(made.rating);
    // The techniques before it in the full order do not finish it; with it they do.
    TechniqueSet before;
    for (Technique technique :
         {Technique::full_house, Technique::hidden_single_box, Technique::hidden_single_row,
          Technique::hidden_single_column, Technique::naked_single, Technique::cage_sum_bounds,
          Technique::cage_combinations}) {
        before.set(static_cast<std::size_t>(technique));
    }
    LogicOptions logic;
    logic.techniques = before;
    EXPECT_EQ(solve_logically(made.puzzle, logic).status, LogicStatus::stuck);
    before.set(static_cast<std::size_t>(Technique::innies_outies));
    logic.techniques = before;
    EXPECT_EQ(solve_logically(made.puzzle, logic).status, LogicStatus::solved);
}

// Levelled Killers are cut where the techniques under the ceiling stop, and after such a cut
// their solve is the proof of uniqueness: each is unique by the fast search and by Dancing
// Links, solved by the engine within its level.
TEST(VariantGenerateTest, KillersCutForALevelAreUnique) {
    for (const char* level : {"easy", "medium"}) {
        GenerateRequest request;
        request.variant = "killer";
        request.difficulty = level;
        const GenerateOptions options = generate_options(request);
        for (std::uint64_t seed = 11; seed <= 18; ++seed) {
            const GeneratedPuzzle made = make(options, seed);
            expect_unique(made);
            ASSERT_TRUE(made.rating);
            EXPECT_EQ(level_name(made.rating->level), level) << "seed " << seed;
        }
    }
}

// A gate whose techniques lead the full order (every technique rated within easy's ceiling)
// gives the whole engine's rating where it solves a Killer, which the generator then keeps; a
// gate that skips a technique of that head gives none.
TEST(VariantGenerateTest, AGateLeadingTheOrderRatesAsTheWholeEngine) {
    int solved = 0;
    int refused = 0;
    const std::vector<Puzzle> killers = testing::generated_killers(10, 1, 3);
    ASSERT_EQ(killers.size(), 10u);
    for (const Puzzle& puzzle : killers) {
        const LogicResult fresh = solve_logically(puzzle, LogicOptions{});
        {
            const int ceiling = 23;
            const TechniqueSet leading =
                generate::techniques_rated_at_most(LogicMode::full, ceiling);
            const generate::LogicGate gate(LogicMode::full, leading, ceiling, StopToken{});
            const generate::LogicGate::Judged judged = gate.judge(puzzle);
            const bool within = fresh.status == LogicStatus::solved && fresh.rating.er <= ceiling;
            EXPECT_EQ(judged.solves, within) << json_text(to_json(puzzle));
            if (judged.solves) {
                ++solved;
                ASSERT_TRUE(judged.whole_engine_rating);
                EXPECT_EQ(judged.whole_engine_rating->er, fresh.rating.er);
                EXPECT_EQ(judged.whole_engine_rating->ep, fresh.rating.ep);
                EXPECT_EQ(judged.whole_engine_rating->ed, fresh.rating.ed);
                EXPECT_EQ(judged.whole_engine_rating->hardest, fresh.rating.hardest);
            } else {
                ++refused;
            }
            // With a gap in the order, the whole engine's rating comes only where its run
            // never reached a step of the missing technique.
            TechniqueSet gapped = leading;
            gapped.reset(static_cast<std::size_t>(Technique::cage_sum_bounds));
            const generate::LogicGate::Judged gapped_judged =
                generate::LogicGate(LogicMode::full, gapped, ceiling, StopToken{}).judge(puzzle);
            if (gapped_judged.whole_engine_rating) {
                EXPECT_EQ(gapped_judged.whole_engine_rating->er, fresh.rating.er);
                for (const Step& step : fresh.steps)
                    EXPECT_NE(step.technique, Technique::cage_sum_bounds);
            }
        }
    }
    EXPECT_GT(solved, 0);
    EXPECT_GT(refused, 0);
}

// A gate of every technique rated within medium's ceiling does not lead the full order (some
// rated above it come between them). Its engine runs the order up to its last technique and
// stops at the others: where that run solves a Killer, the gate says so with the whole
// engine's rating; elsewhere its verdict and the cells it leaves open are its own techniques'
// run, as the gate defines it.
TEST(VariantGenerateTest, AGateOfEveryTechniqueWithinItsCeilingRatesAsTheWholeEngine) {
    GenerateRequest request;
    request.variant = "killer";
    request.difficulty = "medium";
    const GenerateOptions medium = generate_options(request);
    ASSERT_TRUE(medium.rating);
    const int ceiling = medium.rating->max;
    const TechniqueSet within = generate::techniques_rated_at_most(LogicMode::full, ceiling);
    const generate::LogicGate gate(LogicMode::full, within, ceiling, StopToken{});
    int whole = 0;
    int own = 0;
    int refused = 0;
    // Killers of any level (mostly within the ceiling), and hard ones (above it).
    std::vector<Puzzle> killers = testing::generated_killers(12, 1, 3);
    request.difficulty = "hard";
    const GenerateOptions hard = generate_options(request);
    for (std::uint64_t seed = 1; seed <= 6; ++seed)
        killers.push_back(make(hard, seed).puzzle);
    for (const Puzzle& puzzle : killers) {
        const LogicResult fresh = solve_logically(puzzle, LogicOptions{});
        LogicOptions own_run;
        own_run.mode = LogicMode::full;
        own_run.techniques = within;
        own_run.uniqueness = UniquenessPolicy::assume;
        own_run.stop_above = ceiling;
        const LogicResult gated = solve_logically(puzzle, own_run);
        const generate::LogicGate::Judged judged = gate.judge(puzzle);
        const std::string text = json_text(to_json(puzzle));
        EXPECT_EQ(judged.solves, gated.status == LogicStatus::solved) << text;
        std::vector<int> open;
        for (int cell = 0; cell < puzzle.givens.shape().cell_count(); ++cell) {
            if (gated.status == LogicStatus::stuck && !gated.final_position.filled(cell))
                open.push_back(cell);
        }
        EXPECT_EQ(judged.open_when_stuck, open) << text;
        const bool whole_within = fresh.status == LogicStatus::solved && fresh.rating.er <= ceiling;
        EXPECT_EQ(judged.whole_engine_rating.has_value(), whole_within) << text;
        if (judged.whole_engine_rating) {
            ++whole;
            EXPECT_TRUE(judged.solves);
            EXPECT_EQ(judged.whole_engine_rating->er, fresh.rating.er) << text;
            EXPECT_EQ(judged.whole_engine_rating->ep, fresh.rating.ep) << text;
            EXPECT_EQ(judged.whole_engine_rating->ed, fresh.rating.ed) << text;
            EXPECT_EQ(judged.whole_engine_rating->hardest, fresh.rating.hardest) << text;
        } else {
            ++(judged.solves ? own : refused);
        }
    }
    EXPECT_GT(whole, 0);
    EXPECT_GT(own, 0);
    EXPECT_GT(refused, 0);
}

TEST(VariantGenerateTest, LinesAndSoloIdsReadBackAsTheSamePuzzle) {
    for (const PuzzleVariant variant :
         {PuzzleVariant::x, PuzzleVariant::windoku, PuzzleVariant::jigsaw, PuzzleVariant::killer,
          PuzzleVariant::killer_x}) {
        SCOPED_TRACE(variant_name(variant));
        GenerateOptions options = options_for(variant);
        options.single_cell_cages = false;  // Solo's cages have two cells or more
        if (!has_cages(variant)) options.single_cell_cages = true;
        const GeneratedPuzzle made = make(options, 11);
        const std::string written = json_text(to_json(made.puzzle));
        const std::string line = to_puzzle_line(made.puzzle);
        ReadOptions read_options;
        read_options.variants = true;
        auto read = parse_puzzle(line, read_options);
        ASSERT_TRUE(std::holds_alternative<Puzzle>(read)) << line;
        EXPECT_EQ(json_text(to_json(std::get<Puzzle>(read))), written) << line;
        if (variant == PuzzleVariant::killer) {
            EXPECT_TRUE(line.starts_with("3x3::k:"));
        }
        if (variant == PuzzleVariant::killer_x) {
            EXPECT_TRUE(line.starts_with("3x3:d:k:"));
        }
        if (variant == PuzzleVariant::windoku) continue;  // Solo has no windoku
        auto id = to_solo_game_id(made.puzzle);
        ASSERT_TRUE(std::holds_alternative<std::string>(id));
        auto from_id = parse_puzzle(std::get<std::string>(id), read_options);
        ASSERT_TRUE(std::holds_alternative<Puzzle>(from_id)) << std::get<std::string>(id);
        const Puzzle& back = std::get<Puzzle>(from_id);
        EXPECT_EQ(back.givens, made.puzzle.givens);
        EXPECT_EQ(count_with(back, Algorithm::fast).solutions.front(), made.solution);
    }
}

TEST(VariantGenerateTest, SolutionsAreCheckedOnThePuzzlesHouses) {
    const GeneratedPuzzle jigsaw = make(options_for(PuzzleVariant::jigsaw), 5);
    EXPECT_TRUE(check_solution(jigsaw.puzzle, jigsaw.solution).is_solution());
    EXPECT_FALSE(check_solution(Puzzle(jigsaw.puzzle.givens), jigsaw.solution).is_solution())
        << "the regions are not the boxes";
    // Digits 1 and 2 swapped everywhere keep every house whole but change cage sums.
    const GeneratedPuzzle killer = make(options_for(PuzzleVariant::killer), 5);
    Grid swapped = killer.solution;
    for (int cell = 0; cell < 81; ++cell) {
        if (swapped[cell] <= 2) swapped.set(cell, 3 - swapped[cell]);
    }
    const SolutionCheck check = check_solution(killer.puzzle, swapped);
    EXPECT_TRUE(check.conflicts.empty());
    EXPECT_FALSE(check.wrong_sums.empty());
    EXPECT_FALSE(check.is_solution());
    const Geometry& houses = killer.puzzle.geometry();
    EXPECT_EQ(houses.house(check.wrong_sums.front()).kind, HouseKind::cage);
    EXPECT_TRUE(to_json(check, houses).contains("wrong_sums"));
    // On classic houses a conflict reads as it always did.
    const Shape shape;
    for (int house = 0; house < shape.house_count(); ++house)
        EXPECT_EQ(Geometry::classic(shape).house_name(house), shape.house_name(house));
}

// Cages of nine cells that are not houses (sum 45) once made Dancing Links find no cover.
TEST(VariantGenerateTest, DancingLinksTakesCagesOfNineCells) {
    const std::string line =
        "3x3::k:5640:5640:5640:1562:11522:11522:11522:11522:11522:5640:3849:2065:2065:3844:3844:"
        "11522:11522:1045:536:3849:3849:1559:6418:6418:6418:11522:11522:1819:2329:4108:1559:6418:"
        "1283:1814:2823:2315:1819:3329:4108:4108:531:1283:4628:2823:2315:11525:3329:4108:5645:5645:"
        "5645:4628:4628:4628:11525:11525:11525:11525:4110:4110:4110:4110:3855:2054:11525:11525:"
        "6410:6410:4864:4864:4864:3855:11525:11525:6410:6410:6410:6410:2576:2576:3855";
    ReadOptions options;
    options.variants = true;
    auto read = parse_puzzle(line, options);
    ASSERT_TRUE(std::holds_alternative<Puzzle>(read));
    const Puzzle& puzzle = std::get<Puzzle>(read);
    int nine_cell_cages = 0;
    for (const House& house : puzzle.geometry().houses())
        nine_cell_cages += house.kind == HouseKind::cage && house.cells.size() == 9;
    EXPECT_EQ(nine_cell_cages, 2);
    const SolveResult dlx = count_with(puzzle, Algorithm::dlx);
    ASSERT_EQ(dlx.verdict, Verdict::unique);
    EXPECT_EQ(dlx.solutions.front(), count_with(puzzle, Algorithm::backtrack).solutions.front());
}

TEST(VariantGenerateTest, ImpossibleRequestsAreRefusedWithAReason) {
    const auto refusal = [](GenerateRequest request) -> std::string {
        try {
            validate(generate_options(request));
        } catch (const GenerateError& error) {
            return error.what();
        } catch (const GenerateRequestError& error) {
            return error.what();
        }
        return "";
    };
    GenerateRequest killer;
    killer.variant = "killer";
    GenerateRequest clued = killer;
    clued.clues = 20;
    EXPECT_NE(refusal(clued).find("no givens"), std::string::npos);
    GenerateRequest symmetric = killer;
    symmetric.symmetry = "rotational";
    EXPECT_NE(refusal(symmetric).find("--symmetry"), std::string::npos);
    GenerateRequest too_large = killer;
    too_large.largest_cage = 10;
    EXPECT_NE(refusal(too_large).find("1 to 9 cells"), std::string::npos);
    GenerateRequest caged_x;
    caged_x.variant = "x";
    caged_x.largest_cage = 4;
    EXPECT_NE(refusal(caged_x).find("cage options"), std::string::npos);
    GenerateRequest bottom_up;
    bottom_up.variant = "jigsaw";
    bottom_up.method = "bottom-up";
    EXPECT_NE(refusal(bottom_up).find("top-down"), std::string::npos);
    GenerateRequest unknown;
    unknown.variant = "sudoku-x";
    EXPECT_NE(refusal(unknown).find("unknown variant 'sudoku-x'"), std::string::npos);
    GenerateRequest large = killer;
    large.size = "4x4";
    EXPECT_NE(refusal(large).find("killer puzzles are generated up to 9x9; 16x16 is not yet"),
              std::string::npos);
    GenerateRequest large_x;
    large_x.variant = "x";
    large_x.size = "4x4";
    EXPECT_EQ(refusal(large_x), "");
    GenerateRequest fine = killer;
    fine.largest_cage = 5;
    EXPECT_EQ(refusal(fine), "");
}

TEST(VariantGenerateTest, OtherSizes) {
    for (const auto& [size, variant] :
         std::vector<std::pair<std::string, PuzzleVariant>>{{"2x3", PuzzleVariant::jigsaw},
                                                            {"2x3", PuzzleVariant::killer},
                                                            {"2x2", PuzzleVariant::x},
                                                            {"2x3", PuzzleVariant::windoku}}) {
        SCOPED_TRACE(size + " " + std::string(variant_name(variant)));
        GenerateRequest request;
        request.size = size;
        request.variant = std::string(variant_name(variant));
        const GeneratedPuzzle made = make(generate_options(request), 3);
        expect_unique(made);
    }
}

}  // namespace
}  // namespace sudokit
