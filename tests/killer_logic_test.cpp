// The Killer techniques: the arithmetic of sums (killer/sum_fit.hpp), each technique on a
// position built to show it, with its sentence, and every step of logical solves of the
// shared killers (tests/data/killer, MIT licence beside them) and of generated Killer and
// Killer-X puzzles checked against the unique solution.

#include <fstream>
#include <memory>
#include <random>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "generated_puzzles.hpp"
#include "logic/finders.hpp"
#include "logic/killer/fitting_answers.hpp"
#include "logic/killer/sum_fit.hpp"
#include "logic/killer/sum_groups.hpp"
#include "logic/killer/sum_memory.hpp"
#include "logic/session_state.hpp"
#include "shared_killers.hpp"
#include "sudokit/format.hpp"
#include "sudokit/generate.hpp"
#include "sudokit/logic.hpp"
#include "sudokit/session.hpp"
#include "sudokit/solve.hpp"

namespace sudokit {
namespace {

using logic::killer::SumCells;

DigitSet digits(std::initializer_list<int> list) {
    DigitSet set;
    for (int digit : list)
        set.insert(digit);
    return set;
}

SumCells sum_cells(std::vector<DigitSet> candidates, int sum, bool differ) {
    SumCells cells;
    cells.candidates = std::move(candidates);
    cells.sum = sum;
    const auto size = cells.candidates.size();
    cells.differs_from.assign(size, 0u);
    for (std::size_t a = 0; a < size; ++a) {
        for (std::size_t b = 0; b < size; ++b) {
            if (differ && a != b) cells.differs_from[a] |= 1u << b;
        }
    }
    return cells;
}

TEST(KillerSumTest, FittingCandidatesRespectDistinctDigits) {
    const DigitSet low = digits({1, 2, 3});
    // 4 in two cells that differ: 1+3 only; that may repeat: 2+2 too.
    const auto distinct = logic::killer::fitting_candidates(sum_cells({low, low}, 4, true));
    EXPECT_EQ(distinct[0], digits({1, 3}));
    EXPECT_EQ(distinct[1], digits({1, 3}));
    const auto repeating = logic::killer::fitting_candidates(sum_cells({low, low}, 4, false));
    EXPECT_EQ(repeating[0], low);
    // No filling at all: every cell empty.
    const auto none = logic::killer::fitting_candidates(sum_cells({low, low}, 9, true));
    EXPECT_TRUE(none[0].empty() && none[1].empty());
}

// `size` cells, each with about two thirds of the digits 1..digit_count, and a sum between
// the least and most they can add.
SumCells random_sum_cells(std::mt19937& random, int size, int digit_count, bool differ) {
    std::vector<DigitSet> candidates;
    int low = 0, high = 0;
    for (int cell = 0; cell < size; ++cell) {
        DigitSet options;
        for (int digit = 1; digit <= digit_count; ++digit) {
            if (random() % 3 != 0) options.insert(digit);
        }
        if (options.empty()) options.insert(1 + static_cast<int>(random() % 9));
        low += options.lowest();
        high += options.highest();
        candidates.push_back(options);
    }
    const int sum = low + static_cast<int>(random() % static_cast<unsigned>(high - low + 1));
    return sum_cells(candidates, sum, differ);
}

// The digits each cell holds in some filling, by trying every filling (the reference for
// the search, which fills in another order and prunes by bounds).
std::vector<DigitSet> fitting_by_every_filling(const SumCells& cells) {
    const int size = cells.size();
    std::vector<DigitSet> fitting(static_cast<std::size_t>(size));
    std::vector<int> filling(static_cast<std::size_t>(size), 0);
    const auto fill = [&](const auto& self, int cell, int rest) -> void {
        if (cell == size) {
            if (rest != 0) return;
            for (int each = 0; each < size; ++each)
                fitting[static_cast<std::size_t>(each)].insert(
                    filling[static_cast<std::size_t>(each)]);
            return;
        }
        for (int digit : cells.candidates[static_cast<std::size_t>(cell)]) {
            bool clash = false;
            for (int before = 0; before < cell; ++before) {
                clash =
                    clash || ((cells.differs_from[static_cast<std::size_t>(cell)] >> before & 1u) &&
                              filling[static_cast<std::size_t>(before)] == digit);
            }
            if (clash) continue;
            filling[static_cast<std::size_t>(cell)] = digit;
            self(self, cell + 1, rest - digit);
        }
    };
    fill(fill, 0, cells.sum);
    return fitting;
}

// Cells of which only some pairs differ (innies and outies across houses) are answered by a
// search per candidate: the same digits as trying every filling.
TEST(KillerSumTest, FittingBySearchFindsTheDigitsOfEveryFilling) {
    std::mt19937 random(29);
    int refuting = 0;
    for (int trial = 0; trial < 2000; ++trial) {
        const int size = 2 + static_cast<int>(random() % 5);
        SumCells cells = random_sum_cells(random, size, 9, false);
        for (int a = 0; a < size; ++a) {
            for (int b = a + 1; b < size; ++b) {
                if (random() % 2 != 0) continue;
                cells.differs_from[static_cast<std::size_t>(a)] |= 1u << b;
                cells.differs_from[static_cast<std::size_t>(b)] |= 1u << a;
            }
        }
        const std::vector<DigitSet> expected = fitting_by_every_filling(cells);
        ASSERT_EQ(logic::killer::fitting_candidates_by_search(cells), expected)
            << "trial " << trial;
        ASSERT_EQ(logic::killer::fitting_candidates(cells), expected) << "trial " << trial;
        bool refuted = false;
        for (int cell = 0; cell < size; ++cell) {
            refuted = refuted || (!expected[static_cast<std::size_t>(cell)].empty() &&
                                  expected[static_cast<std::size_t>(cell)] !=
                                      cells.candidates[static_cast<std::size_t>(cell)]);
        }
        refuting += refuted ? 1 : 0;
    }
    EXPECT_GT(refuting, 500);  // cases where some candidates fit and others do not
}

// Cells that all differ are answered by sets of digits (and up to six by combinations matched
// digit by cell); the search per candidate is the reference, on random cages of 9x9 and 16x16
// digits.
TEST(KillerSumTest, FittingBySetsAgreesWithTheSearch) {
    std::mt19937 random(17);
    int compared = 0;
    int refuting = 0;
    for (int trial = 0; trial < 3000; ++trial) {
        const int digit_count = trial % 5 == 0 ? 16 : 9;
        const int size =
            1 +
            static_cast<int>(random() % static_cast<unsigned>(digit_count == 16 ? 6 : digit_count));
        const SumCells cells = random_sum_cells(random, size, digit_count, true);
        const std::vector<DigitSet>& candidates = cells.candidates;
        const auto by_sets = logic::killer::fitting_candidates_by_sets(cells);
        const auto by_search = logic::killer::fitting_candidates_by_search(cells);
        ASSERT_EQ(logic::killer::fitting_candidates(cells), by_sets);
        if (size <= 6) {
            ASSERT_EQ(logic::killer::fitting_candidates_by_combinations(cells), by_sets)
                << "trial " << trial;
        }
        // A search over its budget keeps every candidate: then only inclusion holds.
        if (by_search == candidates) {
            for (int cell = 0; cell < size; ++cell)
                ASSERT_TRUE((by_sets[cell] - by_search[cell]).empty()) << "trial " << trial;
            continue;
        }
        ASSERT_EQ(by_sets, by_search) << "trial " << trial;
        ++compared;
        bool refuted = false;
        for (int cell = 0; cell < size; ++cell)
            refuted = refuted || (!by_sets[cell].empty() && by_sets[cell] != candidates[cell]);
        refuting += refuted ? 1 : 0;
    }
    EXPECT_GT(compared, 1000);
    EXPECT_GT(refuting, 300);  // cases where some candidates fit and others do not
}

// The answers kept by their cells (fitting_answers.hpp) are those worked out afresh: random
// cells that all differ or repeat digits where they share no house, each also with another
// sum and with another pair of cells differing, each asked about three times, the last a
// thousand questions later, over more cells than the table keeps (so it is emptied and filled
// again on the way).
TEST(KillerSumTest, KeptFittingAnswersAreTheAnswersWorkedOutAfresh) {
    std::mt19937 random(29);
    std::vector<SumCells> asked;
    for (int trial = 0; trial < 14000; ++trial) {
        const int size = 2 + static_cast<int>(random() % 6);
        SumCells cells = random_sum_cells(random, size, 9, random() % 2 == 0);
        if (!cells.all_differ()) {  // some pairs differ, as cells sharing a house
            for (int a = 0; a < size; ++a) {
                for (int b = a + 1; b < size; ++b) {
                    if (random() % 2 != 0) continue;
                    cells.differs_from[static_cast<std::size_t>(a)] |= 1u << b;
                    cells.differs_from[static_cast<std::size_t>(b)] |= 1u << a;
                }
            }
        }
        asked.push_back(cells);
        // The same candidates with another sum, and with other cells differing: other answers.
        SumCells other_sum = cells;
        ++other_sum.sum;
        asked.push_back(other_sum);
        SumCells other_differences = cells;
        other_differences.differs_from[0] ^= 2u;
        other_differences.differs_from[1] ^= 1u;
        asked.push_back(other_differences);
    }
    logic::killer::FittingAnswers answers;
    std::size_t checked = 0;
    for (std::size_t index = 0; index < asked.size(); ++index) {
        // Each is asked now, again at once, and again a thousand questions later.
        for (const std::size_t at : {index, index, index >= 1000 ? index - 1000 : index}) {
            ASSERT_EQ(answers.of(asked[at]), logic::killer::fitting_candidates(asked[at]))
                << "cells " << at << " asked after " << index;
            ++checked;
        }
    }
    EXPECT_EQ(checked, 3 * asked.size());
}

TEST(KillerSumTest, BoundsAndCombinations) {
    const DigitSet all = DigitSet::all(9);
    // 23 in three cells: at least 23 - 17 = 6 each by bounds; 6+8+9 is the only set.
    const SumCells cells = sum_cells({all, all, all}, 23, true);
    EXPECT_EQ(logic::killer::bounded_candidates(cells)[0], digits({5, 6, 7, 8, 9}));
    EXPECT_EQ(logic::killer::fitting_candidates(cells)[0], digits({6, 8, 9}));
    const auto combinations = logic::killer::fitting_combinations(cells);
    ASSERT_TRUE(combinations);
    ASSERT_EQ(combinations->size(), 1u);
    EXPECT_EQ(combinations->front(), digits({6, 8, 9}));
    // With a cell that can only be 7: 7 + {7,9} and 7 + {8,8} fail, so nothing fits.
    const SumCells pinned = sum_cells({digits({7}), all, all}, 23, true);
    EXPECT_TRUE(logic::killer::fitting_combinations(pinned)->empty());
}

// A 9x9 Killer with the given cages (cells as (row, column) pairs from 1) and no givens.
Puzzle killer_of(const std::vector<std::pair<int, std::vector<std::pair<int, int>>>>& cages) {
    const Shape shape;
    Geometry geometry(shape);
    std::vector<CageSpec> specs;
    for (const auto& [sum, cells] : cages) {
        CageSpec spec;
        spec.sum = sum;
        for (const auto& [row, col] : cells)
            spec.cells.push_back(shape.cell_at(row - 1, col - 1));
        specs.push_back(std::move(spec));
    }
    EXPECT_FALSE(geometry.add_cages(specs));
    Puzzle puzzle{Grid(shape)};
    puzzle.houses = std::make_shared<const Geometry>(std::move(geometry));
    return puzzle;
}

// The next step from `position` with `technique` alone.
std::optional<Step> step_of(const Position& position, Technique technique) {
    LogicOptions options;
    options.mode = LogicMode::full;
    options.uniqueness = UniquenessPolicy::never;
    TechniqueSet only;
    only.set(static_cast<std::size_t>(technique));
    options.techniques = only;
    return next_step(position, options);
}

std::optional<Step> step_of(const Puzzle& puzzle, Technique technique) {
    return step_of(Position::from_puzzle(puzzle), technique);
}

// Row 1: 1+2+3+4 in r1c1-r1c4, 5+6+7+8 in r1c5-r1c8, and r1c9 with r2c9 making 12.
Puzzle row_with_one_innie() {
    return killer_of({{10, {{1, 1}, {1, 2}, {1, 3}, {1, 4}}},
                      {26, {{1, 5}, {1, 6}, {1, 7}, {1, 8}}},
                      {12, {{1, 9}, {2, 9}}}});
}

TEST(KillerLogicTest, InnieOfOneRow) {
    const Puzzle puzzle = row_with_one_innie();
    const auto step = step_of(puzzle, Technique::innies_outies);
    ASSERT_TRUE(step);
    ASSERT_EQ(step->placements.size(), 1u);
    EXPECT_EQ(step->placements[0], (CellDigit{8, 9}));
    EXPECT_EQ(describe_step(*step, puzzle.geometry()),
              "Innies and outies: row 1 holds 45 and the cages inside it 36, so the innie r1c9 "
              "makes 9: r1c9=9");
}

TEST(KillerLogicTest, CageSplitByARow) {
    const Puzzle puzzle = row_with_one_innie();
    const auto step = step_of(puzzle, Technique::cage_splitting);
    ASSERT_TRUE(step);
    ASSERT_EQ(step->placements.size(), 1u);
    EXPECT_EQ(step->placements[0], (CellDigit{17, 3}));
    EXPECT_EQ(describe_step(*step, puzzle.geometry()),
              "Cage splitting: row 1 holds 45 and the cages inside it 36, so r1c9 makes 9 and the "
              "rest of cage r1c9+r2c9 = 12, r2c9, makes 3: r2c9=3");
}

TEST(KillerLogicTest, HiddenCageOfUncagedCells) {
    // Row 1 without r1c8 and r1c9 makes 10 + 18: those two make 17, so 8+9.
    const Puzzle puzzle =
        killer_of({{10, {{1, 1}, {1, 2}, {1, 3}, {1, 4}}}, {18, {{1, 5}, {1, 6}, {1, 7}}}});
    const auto step = step_of(puzzle, Technique::hidden_cage);
    ASSERT_TRUE(step);
    EXPECT_EQ(step->cells, (std::vector<int>{7, 8}));
    EXPECT_EQ(step->eliminations.size(), 14u);
    EXPECT_EQ(describe_step(*step, puzzle.geometry()),
              "Hidden cage: row 1 holds 45 and the cages inside it 28, so its uncaged cells "
              "r1c8+r1c9 make 17 (8+9): remove 1,2,3,4,5,6,7 from r1c8 and r1c9");
}

TEST(KillerLogicTest, OutiesOfABox) {
    // Box 1 is covered by cages, one of them crossing into r1c4: the outie.
    const Puzzle puzzle = killer_of({{15, {{1, 1}, {1, 2}, {1, 3}, {1, 4}}},
                                     {15, {{2, 1}, {2, 2}, {2, 3}}},
                                     {24, {{3, 1}, {3, 2}, {3, 3}}}});
    const auto step = step_of(puzzle, Technique::innies_outies);
    ASSERT_TRUE(step);
    ASSERT_EQ(step->placements.size(), 1u);
    EXPECT_EQ(step->placements[0], (CellDigit{3, 9}));
    EXPECT_EQ(describe_step(*step, puzzle.geometry()),
              "Innies and outies: the cages in and across box 1 make 54 and box 1 holds 45, so "
              "the outie r1c4 makes 9: r1c4=9");
}

TEST(KillerLogicTest, RequiredDigitLeavesTheRestOfItsRow) {
    // 23 in r1c1+r1c2+r2c1 is 6+8+9: 6 needed; with r2c1 unable to hold 6 it sits in row 1.
    Puzzle puzzle = killer_of({{23, {{1, 1}, {1, 2}, {2, 1}}}});
    Position position = Position::from_puzzle(puzzle);
    position.eliminate(9, 6);
    const auto step = step_of(position, Technique::required_cage_digit);
    ASSERT_TRUE(step);
    EXPECT_EQ(step->digits, DigitSet::single(6));
    std::vector<int> removed;
    for (const CellDigit& elimination : step->eliminations)
        removed.push_back(elimination.cell);
    EXPECT_EQ(removed, (std::vector<int>{2, 3, 4, 5, 6, 7, 8, 10, 11, 18, 19, 20}));
    EXPECT_EQ(describe_step(*step, puzzle.geometry()),
              "Required cage digit: cage r1c1+r1c2+r2c1 = 23 (6+8+9) needs 6, which can only go "
              "in r1c1 and r1c2 (row 1 and box 1): remove 6 from r1c3, r1c4, r1c5, r1c6, r1c7, "
              "r1c8, r1c9, r2c2, r2c3, r3c1, r3c2 and r3c3");
}

TEST(KillerLogicTest, CombinationClashInARow) {
    // 10 in r1c1+r1c2 beside 3 in r1c3+r1c4 (1+2): 1+9 and 2+8 clash.
    const Puzzle puzzle = killer_of({{10, {{1, 1}, {1, 2}}}, {3, {{1, 3}, {1, 4}}}});
    Position position = Position::from_puzzle(puzzle);
    for (int cell : {0, 1}) {
        position.eliminate(cell, 5);  // no combination holds it
    }
    const auto step = step_of(position, Technique::combination_clash);
    ASSERT_TRUE(step);
    EXPECT_EQ(step->combinations, (std::vector<DigitSet>{digits({3, 7}), digits({4, 6})}));
    EXPECT_EQ(describe_step(*step, puzzle.geometry()),
              "Combination clash: in row 1, cage r1c1+r1c2 = 10 can only be 3+7 or 4+6: its "
              "other combinations leave the rest of row 1 no place for a digit or a cage there "
              "no way to make its sum: remove 1,2,8,9 from r1c1 and r1c2");
}

TEST(KillerLogicTest, SumsOfTheRuleOf45AreListedOnce) {
    const Puzzle puzzle = row_with_one_innie();
    const auto groups = logic::killer::sum_groups(*puzzle.houses);
    std::set<std::pair<std::vector<int>, int>> seen;
    for (const auto& group : groups)
        EXPECT_TRUE(seen.emplace(group.cells, group.sum).second);
    // The three cages, then what the houses imply.
    ASSERT_GT(groups.size(), 3u);
    EXPECT_EQ(groups[2].source, logic::killer::SumSource::cage);
    EXPECT_NE(groups[3].source, logic::killer::SumSource::cage);
}

// Solves logically with every technique but the slowest chains, checking each step against
// the solution; returns whether the engine finished.
bool solve_soundly(const Puzzle& puzzle, const Grid& solution, SolvingSession& session,
                   const std::string& name, int& steps) {
    LogicOptions options;
    options.mode = LogicMode::full;
    // The solution is known: no exact solve first (the hardest shared killers take it
    // seconds), and uniqueness techniques do not run on cages anyway.
    options.uniqueness = UniquenessPolicy::never;
    TechniqueSet techniques = all_techniques();
    for (Technique slow : {Technique::nested_forcing_chain, Technique::dynamic_forcing_chain_plus,
                           Technique::dynamic_forcing_chain, Technique::nishio_forcing_chain,
                           Technique::cell_forcing_chain, Technique::region_forcing_chain}) {
        techniques.reset(static_cast<std::size_t>(slow));
    }
    options.techniques = techniques;
    const LogicResult result = session.solve_logically(puzzle, options);
    EXPECT_TRUE(result.status == LogicStatus::solved || result.status == LogicStatus::stuck)
        << name;
    for (const Step& step : result.steps) {
        ++steps;
        for (const CellDigit& placement : step.placements) {
            EXPECT_EQ(solution[placement.cell], placement.digit)
                << name << ": " << describe_step(step, puzzle.geometry());
        }
        for (const CellDigit& elimination : step.eliminations) {
            EXPECT_NE(solution[elimination.cell], elimination.digit)
                << name << ": " << describe_step(step, puzzle.geometry());
        }
        // Every sentence names its evidence: no step falls back to the bare title.
        EXPECT_NE(describe_step(step, puzzle.geometry()).find(':'), std::string::npos);
    }
    if (result.status == LogicStatus::solved) {
        EXPECT_EQ(result.final_position.values(), solution);
    }
    return result.status == LogicStatus::solved;
}

TEST(KillerLogicTest, EveryStepOnTheSharedKillersIsSound) {
    SolvingSession session;
    int puzzles = 0;
    int steps = 0;
    ReadOptions read;
    read.variants = true;
    for (const testing::SharedKiller& killer : testing::shared_killers()) {
        if (!killer.unique()) continue;
        auto parsed = parse_puzzle(killer.input, read);
        ASSERT_TRUE(std::holds_alternative<Puzzle>(parsed)) << killer.id;
        const Puzzle puzzle = std::get<Puzzle>(parsed);
        auto answer_read = parse_puzzle(killer.solution);
        ASSERT_TRUE(std::holds_alternative<Puzzle>(answer_read)) << killer.id;
        const Grid solution = std::get<Puzzle>(answer_read).givens;
        solve_soundly(puzzle, solution, session, killer.id, steps);
        ++puzzles;
        if (HasFailure()) return;
    }
    EXPECT_GE(puzzles, 60);
    EXPECT_GT(steps, 10 * puzzles);
}

TEST(KillerLogicTest, EveryStepOnGeneratedKillersIsSound) {
    SolvingSession session;
    for (PuzzleVariant variant : {PuzzleVariant::killer, PuzzleVariant::killer_x}) {
        int solved = 0;
        int steps = 0;
        for (std::uint64_t seed = 1; seed <= 12; ++seed) {
            GenerateOptions options;
            options.variant = variant;
            const auto made = generate_puzzle(options, seed);
            ASSERT_TRUE(made);
            const std::string name =
                std::string(variant_name(variant)) + " seed " + std::to_string(seed);
            if (solve_soundly(made->puzzle, made->solution, session, name, steps)) ++solved;
            if (HasFailure()) return;
        }
        // Generated killers are cut until their sums alone are unique, not for logic: most
        // still yield to it.
        EXPECT_GE(solved, 9) << variant_name(variant);
    }
}

// The session keeps what it read and worked out about each sum from one step to the next
// (killer/sum_memory.hpp): at every position of logical solves of generated Killers and
// Killer-X puzzles, one session asked about every sum, puzzle after puzzle, must read the
// cells and answer as the arithmetic itself; and the sum finders, whose "nothing here" it
// keeps, must find what they find in a fresh session.
TEST(KillerLogicTest, ASessionsMemoryOfSumsAnswersAsTheArithmetic) {
    SolvingSession session;
    logic::SessionState& state = session.state();
    LogicOptions options;
    options.keep_steps = true;
    int compared = 0;
    int steps_found = 0;
    const std::vector<Puzzle> killers = testing::generated_killers(6, 1);
    ASSERT_EQ(killers.size(), 6u);
    for (std::size_t seed = 1; seed <= killers.size(); ++seed) {
        const Puzzle& puzzle = killers[seed - 1];
        const LogicResult result = SolvingSession().solve_logically(puzzle, options);
        Position position = Position::from_puzzle(puzzle);
        const Geometry& rules = *position.rules();
        for (std::size_t step = 0; step <= result.steps.size(); ++step) {
            const std::vector<logic::killer::SumGroup>& groups =
                state.sum_groups_of(position.rules());
            logic::killer::SumMemory& memory = state.sum_memory();
            for (std::size_t index = 0; index < groups.size(); ++index) {
                const logic::killer::SumGroup& group = groups[index];
                SumCells cells;
                cells.sum = group.sum;
                int open = 0;
                for (int cell : group.cells) {
                    open += position.filled(cell) ? 0 : 1;
                    cells.candidates.push_back(position.filled(cell)
                                                   ? DigitSet::single(position.value(cell))
                                                   : position.candidates(cell));
                }
                cells.differs_from.assign(group.cells.size(), 0u);
                for (std::size_t a = 0; a < group.cells.size(); ++a) {
                    for (std::size_t b = 0; b < group.cells.size(); ++b) {
                        if (a != b &&
                            (group.distinct || rules.sees(group.cells[a], group.cells[b])))
                            cells.differs_from[a] |= 1u << b;
                    }
                }
                const logic::killer::SumView& view = memory.read(index, position);
                const std::uint64_t revision = view.revision;
                ASSERT_EQ(view.cells.candidates, cells.candidates) << "sum " << index;
                ASSERT_EQ(view.cells.differs_from, cells.differs_from) << "sum " << index;
                ASSERT_EQ(view.cells.sum, cells.sum);
                ASSERT_EQ(view.open, open);
                ASSERT_EQ(memory.fitting(index), logic::killer::fitting_candidates(cells))
                    << "seed " << seed << " step " << step << " sum " << index;
                EXPECT_EQ(memory.read(index, position).revision, revision) << "read again";
                ++compared;
            }
            // The finders with the session's memory, and with none.
            for (const logic::Finder finder :
                 {&logic::find_cage_sum_bounds, &logic::find_cage_combinations,
                  &logic::find_innies_outies, &logic::find_hidden_cage,
                  &logic::find_cage_splitting}) {
                const logic::FindContext kept{position, all_techniques(), LogicMode::full, false,
                                              state};
                SolvingSession fresh_session;
                const logic::FindContext fresh{position, all_techniques(), LogicMode::full, false,
                                               fresh_session.state()};
                const std::optional<Step> with_memory = finder(kept);
                const std::optional<Step> without = finder(fresh);
                ASSERT_EQ(with_memory.has_value(), without.has_value())
                    << "seed " << seed << " step " << step;
                if (with_memory) {
                    EXPECT_EQ(with_memory->technique, without->technique);
                    EXPECT_EQ(with_memory->cells, without->cells);
                    EXPECT_EQ(with_memory->eliminations.size(), without->eliminations.size());
                    ++steps_found;
                }
            }
            if (step < result.steps.size()) apply_step(position, result.steps[step]);
        }
    }
    EXPECT_GT(compared, 5000);
    EXPECT_GT(steps_found, 100);
}

// LogicOptions::stop_above: the solve stops, stuck, before the first step rated above the
// limit, every step taken within it, the next step from where it stopped the one above; a
// solve whose steps all fit goes to the end as without the limit.
TEST(KillerLogicTest, ASolveStopsBeforeTheFirstStepAboveTheLimit) {
    int stopped = 0;
    int finished = 0;
    for (const Puzzle& puzzle : testing::generated_killers(8, 20)) {
        const LogicResult whole = solve_logically(puzzle);
        ASSERT_EQ(whole.status, LogicStatus::solved);
        for (const int limit : {20, 23, 26}) {
            LogicOptions options;
            options.stop_above = limit;
            const LogicResult limited = solve_logically(puzzle, options);
            for (const Step& step : limited.steps)
                EXPECT_LE(step.rating, limit);
            if (whole.rating.er <= limit) {
                EXPECT_EQ(limited.status, LogicStatus::solved);
                EXPECT_EQ(limited.steps.size(), whole.steps.size());
                ++finished;
                continue;
            }
            ASSERT_EQ(limited.status, LogicStatus::stuck) << limit;
            EXPECT_TRUE(limited.stopped_before_step);
            ASSERT_LT(limited.steps.size(), whole.steps.size());
            // The same steps as the whole solve up to there, then the one above the limit.
            EXPECT_GT(whole.steps[limited.steps.size()].rating, limit);
            const std::optional<Step> next = next_step(limited.final_position);
            ASSERT_TRUE(next);
            EXPECT_GT(next->rating, limit);
            ++stopped;
        }
    }
    EXPECT_GT(stopped, 0);
    EXPECT_GT(finished, 0);
}

// LogicOptions::stop_before: the solve stops, stuck, before the first step of a named
// technique, with the whole solve's steps up to there; a solve that never meets one goes to
// the end. Techniques that merely ran out are not a stop before a step.
TEST(KillerLogicTest, ASolveStopsBeforeTheFirstStepOfANamedTechnique) {
    int stopped = 0;
    int finished = 0;
    for (const Puzzle& puzzle : testing::generated_killers(8, 20)) {
        const LogicResult whole = solve_logically(puzzle);
        ASSERT_EQ(whole.status, LogicStatus::solved);
        for (const Technique named :
             {Technique::naked_single, Technique::cage_combinations, Technique::innies_outies}) {
            LogicOptions options;
            options.stop_before.set(static_cast<std::size_t>(named));
            const LogicResult limited = solve_logically(puzzle, options);
            std::size_t first = 0;
            while (first < whole.steps.size() && whole.steps[first].technique != named)
                ++first;
            ASSERT_EQ(limited.steps.size(), first) << technique_name(named);
            for (std::size_t index = 0; index < first; ++index)
                EXPECT_EQ(limited.steps[index].technique, whole.steps[index].technique);
            if (first == whole.steps.size()) {
                EXPECT_EQ(limited.status, LogicStatus::solved);
                ++finished;
                continue;
            }
            EXPECT_EQ(limited.status, LogicStatus::stuck);
            EXPECT_TRUE(limited.stopped_before_step);
            ++stopped;
        }
        LogicOptions singles_only;
        singles_only.techniques =
            TechniqueSet{}.set(static_cast<std::size_t>(Technique::naked_single));
        const LogicResult ran_out = solve_logically(puzzle, singles_only);
        // (No givens: naked singles alone cannot start.)
        EXPECT_EQ(ran_out.status, LogicStatus::stuck);
        EXPECT_FALSE(ran_out.stopped_before_step);
    }
    EXPECT_GT(stopped, 0);
    EXPECT_GT(finished, 0);
}

}  // namespace
}  // namespace sudokit
