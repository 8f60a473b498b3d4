// The closure of the easiest techniques must end exactly where the engine, limited to the
// same techniques, gets stuck, and every deduction must agree with the solution. The logic
// gate built on it must answer as the engine does.

#include <gtest/gtest.h>

#include <initializer_list>
#include <memory>
#include <stdexcept>
#include <vector>

#include "generate/logic_gate.hpp"
#include "generated_puzzles.hpp"
#include "logic/basic_closure.hpp"
#include "sudokit/generate.hpp"
#include "sudokit/logic.hpp"
#include "sudokit/solve.hpp"
#include "test_support.hpp"

namespace sudokit {
namespace {

using logic::BasicClosure;
using logic::BasicRules;
using logic::ClosureOutcome;

using testing::minimal_puzzles;

Grid solution_of(const Puzzle& puzzle) {
    SolveOptions options;
    options.keep_solutions = 1;
    return solve(puzzle, options).solutions.front();
}

struct RuleCase {
    LogicMode mode;
    int max_rating;
};

// The allowed techniques of a level's ceiling, as the generator builds them.
BasicRules rules_for(const RuleCase& rule_case) {
    return logic::basic_rules_for(
        rule_case.mode, generate::techniques_rated_at_most(rule_case.mode, rule_case.max_rating),
        rule_case.max_rating);
}

bool has(const BasicRules& rules, Technique technique) {
    return rules.covered.test(static_cast<std::size_t>(technique));
}

TEST(BasicClosureTest, RulesTakeTheLongestStartOfTheOrderTheyCanStandFor) {
    const BasicRules expert = rules_for({LogicMode::se, 64});
    EXPECT_TRUE(expert.hidden_singles && expert.naked_singles && expert.locked_candidates);
    EXPECT_EQ(expert.naked_sets, 3);
    EXPECT_EQ(expert.hidden_sets, 3);
    EXPECT_EQ(expert.fish, 3);
    EXPECT_TRUE(has(expert, Technique::direct_pointing));
    EXPECT_TRUE(has(expert, Technique::hidden_triple));
    EXPECT_FALSE(has(expert, Technique::xy_wing));
    EXPECT_FALSE(has(expert, Technique::unique_rectangle_type1));
    EXPECT_TRUE(expert.se_filters);

    // Medium stops before the naked triple (3.6); the direct hidden triple stays direct.
    const BasicRules medium = rules_for({LogicMode::se, 34});
    EXPECT_EQ(medium.naked_sets, 2);
    EXPECT_EQ(medium.hidden_sets, 2);
    EXPECT_EQ(medium.direct_hidden_sets, 3);
    EXPECT_EQ(medium.fish, 2);

    // Easy has the direct pointing (1.7) but not the plain pointing (2.6): only the hidden
    // singles before it can be stood for.
    const BasicRules easy = rules_for({LogicMode::se, 23});
    EXPECT_TRUE(easy.hidden_singles);
    EXPECT_FALSE(easy.naked_singles);
    EXPECT_FALSE(easy.locked_candidates);

    // The full order puts skyscrapers after the hidden pair.
    const BasicRules full = rules_for({LogicMode::full, 200});
    EXPECT_EQ(full.naked_sets, 2);
    EXPECT_EQ(full.hidden_sets, 2);
    EXPECT_EQ(full.fish, 2);
    EXPECT_FALSE(full.se_filters);
    EXPECT_FALSE(has(full, Technique::skyscraper));

    // A gap in a family ends the closure's part: without naked pairs, no naked triples.
    TechniqueSet no_naked_pair = generate::techniques_rated_at_most(LogicMode::se, 64);
    no_naked_pair.reset(static_cast<std::size_t>(Technique::naked_pair));
    const BasicRules gap = logic::basic_rules_for(LogicMode::se, no_naked_pair, 64);
    EXPECT_EQ(gap.naked_sets, 0);
    EXPECT_EQ(gap.hidden_sets, 2);  // X-wing and hidden pair come before the naked triple
    EXPECT_FALSE(has(gap, Technique::naked_triple));
}

// The closure on the puzzle's own houses: the classic ones, or a variant's with their
// crossings (kept by the caller).
BasicClosure closure_on(const Puzzle& puzzle, const BasicRules& rules,
                        std::unique_ptr<logic::HouseCrossings>& crossings) {
    if (!puzzle.houses) return BasicClosure(puzzle.givens, rules);
    crossings = std::make_unique<logic::HouseCrossings>(*puzzle.houses);
    return BasicClosure(puzzle.givens, puzzle.houses, *crossings, rules);
}

// Runs the closure and the engine limited to the covered techniques side by side.
void expect_same_end(const Puzzle& puzzle, const RuleCase& rule_case, int& stuck_count) {
    const BasicRules rules = rules_for(rule_case);
    ASSERT_TRUE(rules.any());
    std::unique_ptr<logic::HouseCrossings> crossings;
    BasicClosure closure = closure_on(puzzle, rules, crossings);
    const ClosureOutcome outcome = closure.run();
    ASSERT_NE(outcome, ClosureOutcome::contradiction);

    LogicOptions options;
    options.mode = rule_case.mode;
    options.techniques = rules.covered;
    options.uniqueness = UniquenessPolicy::assume;
    const LogicResult engine = solve_logically(puzzle, options);
    EXPECT_EQ(outcome == ClosureOutcome::solved, engine.status == LogicStatus::solved);
    const Position reached = closure.position();
    EXPECT_TRUE(reached == engine.final_position);
    if (outcome == ClosureOutcome::stuck) ++stuck_count;

    const Grid solution = solution_of(puzzle);
    for (int cell = 0; cell < puzzle.shape().cell_count(); ++cell) {
        if (reached.filled(cell)) {
            ASSERT_EQ(reached.value(cell), solution[cell]) << "cell " << cell;
        } else {
            ASSERT_TRUE(reached.has(cell, solution[cell])) << "cell " << cell;
        }
    }
}

TEST(BasicClosureTest, EndsWhereTheEngineEndsOnRandomMinimalPuzzles) {
    const std::vector<Puzzle> puzzles = minimal_puzzles(Shape(), 300, 11);
    for (const RuleCase rule_case : {RuleCase{LogicMode::se, 23}, RuleCase{LogicMode::se, 34},
                                     RuleCase{LogicMode::se, 46}, RuleCase{LogicMode::full, 200}}) {
        int stuck = 0;
        for (const Puzzle& puzzle : puzzles) {
            expect_same_end(puzzle, rule_case, stuck);
            if (::testing::Test::HasFailure()) return;
        }
        // The comparison means something only if many puzzles get stuck.
        EXPECT_GT(stuck, 50) << "max rating " << rule_case.max_rating;
    }
}

TEST(BasicClosureTest, EndsWhereTheEngineEndsOnHardPuzzles) {
    SUDOKIT_REQUIRE_DATA_FILE("puzzles3_magictour_top1465");
    const std::vector<Puzzle> puzzles = testing::load_data_set("puzzles3_magictour_top1465", 300);
    for (const RuleCase rule_case : {RuleCase{LogicMode::se, 64}, RuleCase{LogicMode::full, 200}}) {
        int stuck = 0;
        for (const Puzzle& puzzle : puzzles) {
            expect_same_end(puzzle, rule_case, stuck);
            if (::testing::Test::HasFailure()) return;
        }
        EXPECT_GT(stuck, 100);
    }
}

TEST(BasicClosureTest, EndsWhereTheEngineEndsOnOtherShapes) {
    for (const Shape shape : {Shape(2, 2), Shape(2, 3), Shape(3, 2), Shape(3, 4), Shape(4, 4)}) {
        const int count = shape.side() >= 12 ? 6 : 60;
        for (const Puzzle& puzzle : minimal_puzzles(shape, count, 5)) {
            int stuck = 0;
            for (const RuleCase rule_case :
                 {RuleCase{LogicMode::se, 64}, RuleCase{LogicMode::full, 200}}) {
                expect_same_end(puzzle, rule_case, stuck);
                if (::testing::Test::HasFailure()) return;
            }
        }
    }
}

// On a variant the closure reads the extra houses (diagonals, windows, regions) as the engine
// does: every house for singles, locked candidates and sets; rows and columns for fish.
TEST(BasicClosureTest, EndsWhereTheEngineEndsOnVariants) {
    for (const PuzzleVariant variant :
         {PuzzleVariant::x, PuzzleVariant::windoku, PuzzleVariant::jigsaw}) {
        const std::vector<Puzzle> puzzles = minimal_puzzles(Shape(), 60, 31, variant);
        ASSERT_EQ(puzzles.size(), 60u);
        for (const RuleCase rule_case :
             {RuleCase{LogicMode::se, 23}, RuleCase{LogicMode::se, 34}, RuleCase{LogicMode::se, 64},
              RuleCase{LogicMode::full, 200}}) {
            int stuck = 0;
            for (const Puzzle& puzzle : puzzles) {
                ASSERT_TRUE(puzzle.houses);
                expect_same_end(puzzle, rule_case, stuck);
                if (::testing::Test::HasFailure()) {
                    FAIL() << variant_name(variant) << " max rating " << rule_case.max_rating;
                }
            }
            EXPECT_GT(stuck, 5) << variant_name(variant) << " max rating " << rule_case.max_rating;
        }
    }
}

// The closure reads houses that each hold every digit, on the grid's own shape: cages and
// another shape's houses are refused before any table is built from them.
TEST(BasicClosureTest, RefusesHousesItCannotRead) {
    const BasicRules rules = rules_for({LogicMode::se, 64});
    auto killer = std::make_shared<Geometry>(Shape());
    ASSERT_FALSE(killer->add_cages({CageSpec{{0, 1}, 3}}));
    const logic::HouseCrossings killer_crossings(*killer);
    EXPECT_THROW(BasicClosure(Grid(), killer, killer_crossings, rules), std::invalid_argument);
    auto small = std::make_shared<Geometry>(Geometry::with_diagonals(Shape(2, 2)));
    const logic::HouseCrossings small_crossings(*small);
    EXPECT_THROW(BasicClosure(Grid(), small, small_crossings, rules), std::invalid_argument);
    EXPECT_THROW(BasicClosure(Grid(), nullptr, small_crossings, rules), std::invalid_argument);
}

TEST(BasicClosureTest, FindsContradictionsInBrokenPuzzles) {
    Grid grid;
    grid.set(0, 5);
    grid.set(1, 5);  // two 5s in row 1
    BasicClosure closure(grid, rules_for({LogicMode::se, 64}));
    EXPECT_EQ(closure.run(), ClosureOutcome::contradiction);
}

// The gate with the closure against the engine's own answer (LogicGate::rating runs the whole
// engine), for each level's ceiling and for gates up to each of `techniques` (with and
// without it), on the puzzles and on fuller ones (the generator asks about those most).
void expect_gates_answer_as_the_engine(std::vector<Puzzle> puzzles,
                                       std::initializer_list<Technique> techniques) {
    const std::vector<Puzzle> minimal = puzzles;
    for (const Puzzle& puzzle : minimal) {
        const Grid solution = solution_of(puzzle);
        Grid fuller = puzzle.givens;
        for (int cell = 0; cell < fuller.shape().cell_count(); cell += 7)
            fuller.set(cell, solution[cell]);
        puzzles.push_back(puzzle.on_houses(fuller));
    }
    std::vector<generate::LogicGate> gates;
    for (const int max : {23, 34, 46, 64}) {
        gates.emplace_back(LogicMode::se, generate::techniques_rated_at_most(LogicMode::se, max),
                           max, StopToken{});
    }
    for (const Technique technique : techniques) {
        const generate::LogicGate up_to(LogicMode::full,
                                        generate::techniques_up_to(LogicMode::full, technique), 200,
                                        StopToken{});
        gates.push_back(up_to);
        gates.push_back(up_to.without(technique));
    }
    for (std::size_t index = 0; index < gates.size(); ++index) {
        int passed = 0;
        for (std::size_t number = 0; number < puzzles.size(); ++number) {
            const bool closure = gates[index].solves(puzzles[number]);
            ASSERT_EQ(closure, gates[index].rating(puzzles[number]).has_value())
                << "gate " << index << " puzzle " << number;
            passed += closure ? 1 : 0;
        }
        EXPECT_GT(passed, 0) << "gate " << index;
        EXPECT_LT(passed, static_cast<int>(puzzles.size())) << "gate " << index;
    }
}

TEST(BasicClosureTest, GateAnswersAsTheEngine) {
    std::vector<Puzzle> puzzles = minimal_puzzles(Shape(), 150, 400);
    if (testing::data_available("puzzles3_magictour_top1465")) {
        for (const Puzzle& puzzle : testing::load_data_set("puzzles3_magictour_top1465", 40))
            puzzles.push_back(puzzle);
    }
    expect_gates_answer_as_the_engine(
        puzzles, {Technique::x_wing, Technique::xy_wing, Technique::hidden_pair,
                  Technique::unique_rectangle_type1});
}

// The same on variants' houses, where the gate runs the closure on the puzzle's geometry.
TEST(BasicClosureTest, GateAnswersAsTheEngineOnVariants) {
    std::vector<Puzzle> puzzles;
    for (const PuzzleVariant variant :
         {PuzzleVariant::x, PuzzleVariant::windoku, PuzzleVariant::jigsaw}) {
        for (const Puzzle& puzzle : minimal_puzzles(Shape(), 40, 77, variant))
            puzzles.push_back(puzzle);
    }
    expect_gates_answer_as_the_engine(puzzles, {Technique::x_wing, Technique::hidden_pair});
}

// The generator's shortcut: when a puzzle passed by the closure alone, the same puzzle less a
// clue passes as soon as the closure puts the clue back. Judged with that shortcut, every
// removal that keeps one solution must get the engine's own answer.
TEST(BasicClosureTest, GateJudgesRemovalsAsTheEngine) {
    const generate::LogicGate gate(
        LogicMode::se, generate::techniques_rated_at_most(LogicMode::se, 64), 64, StopToken{});
    int judged = 0;
    int watched = 0;
    for (const Puzzle& minimal : minimal_puzzles(Shape(), 40, 900)) {
        const Grid solution = solution_of(minimal);
        // A fuller puzzle that the closure alone solves: the minimal one plus clues.
        Grid puzzle = minimal.givens;
        for (int cell = 0; cell < puzzle.shape().cell_count(); cell += 3)
            puzzle.set(cell, solution[cell]);
        if (!gate.judge(puzzle).closure_alone) continue;
        for (int cell = 0; cell < puzzle.shape().cell_count(); ++cell) {
            if (puzzle.empty(cell)) continue;
            Grid fewer = puzzle;
            fewer.clear(cell);
            SolveOptions count;
            count.solution_limit = 2;
            if (solve(Puzzle(fewer), count).verdict != Verdict::unique) continue;
            const int removed[1] = {cell};
            const generate::LogicGate::Verdict verdict = gate.judge(fewer, removed);
            ASSERT_EQ(verdict.solves, gate.rating(fewer).has_value()) << "cell " << cell;
            ++judged;
            // Watching never changes the answer, only how soon it comes.
            EXPECT_EQ(verdict.solves, gate.judge(fewer).solves);
            BasicClosure closure(
                fewer,
                logic::basic_rules_for(LogicMode::se,
                                       generate::techniques_rated_at_most(LogicMode::se, 64), 64));
            closure.watch(removed);
            const ClosureOutcome outcome = closure.run();
            if (outcome == ClosureOutcome::watched_placed) {
                ++watched;
                const Position reached = closure.position();
                ASSERT_TRUE(reached.filled(cell));
                EXPECT_EQ(reached.value(cell), solution[cell]);
                EXPECT_FALSE(reached.solved());
            }
        }
    }
    EXPECT_GT(judged, 200);
    EXPECT_GT(watched, 50);
}

// The same shortcut on a variant's houses (LogicGate::judge_removal): X and windoku puzzles
// less a clue, judged watching the clue, get the engine's own answer, at easy's ceiling and
// with every technique.
TEST(BasicClosureTest, GateJudgesRemovalsOnVariantHousesAsTheEngine) {
    int judged = 0;
    int refused = 0;
    for (const int ceiling : {23, 64}) {
        const generate::LogicGate gate(LogicMode::se,
                                       generate::techniques_rated_at_most(LogicMode::se, ceiling),
                                       ceiling, StopToken{});
        for (const PuzzleVariant variant : {PuzzleVariant::x, PuzzleVariant::windoku}) {
            for (const Puzzle& minimal : minimal_puzzles(Shape(), 8, 300, variant)) {
                const Grid solution = solution_of(minimal);
                Puzzle puzzle = minimal;
                for (int cell = 0; cell < solution.shape().cell_count(); cell += 5)
                    puzzle.givens.set(cell, solution[cell]);
                if (!gate.judge_removal(puzzle, {}).closure_alone) continue;
                for (int cell = 0; cell < solution.shape().cell_count(); ++cell) {
                    if (puzzle.givens.empty(cell)) continue;
                    Puzzle fewer = puzzle;
                    fewer.givens.clear(cell);
                    SolveOptions count;
                    count.solution_limit = 2;
                    if (solve(fewer, count).verdict != Verdict::unique) continue;
                    const int removed[1] = {cell};
                    const bool solves = gate.judge_removal(fewer, removed).solves;
                    ASSERT_EQ(solves, gate.rating(fewer).has_value()) << "cell " << cell;
                    EXPECT_EQ(solves, gate.judge_removal(fewer, {}).solves);
                    ++(solves ? judged : refused);
                }
            }
        }
    }
    EXPECT_GT(judged, 100);
    EXPECT_GT(refused, 3);  // (judged 817, refused 11 when written)
}

}  // namespace
}  // namespace sudokit
