// The chaining finders one by one: each family on positions where it applies (sound steps,
// ratings that follow from their node counts), positions where nothing can apply, and
// mid-solve positions of hard puzzles checked against the solution.

#include <algorithm>
#include <climits>
#include <functional>
#include <random>
#include <thread>

#include "chain_test_support.hpp"
#include "logic/chains/chain_engine.hpp"
#include "logic_test_support.hpp"
#include "marks_builder.hpp"

namespace sudokit {
namespace {

using testing::context_for;
using testing::load_data_set;
using testing::puzzle_from_line;
using testing::step_is_sound;
using testing::unique_solution;

const char* const kTop1465First =
    "4...3.......6..8..........1....5..9..8....6...7.2........1.27..5.3....4.9........";

// The rating a chain step must carry: its family's base plus the length bonus of its nodes.
int expected_rating(const Step& step, int base) {
    return base + logic::chains::length_bonus(step.size);
}

TEST(ChainsForcing, LengthBonusFollowsSudokuExplainersThresholds) {
    using logic::chains::length_bonus;
    EXPECT_EQ(length_bonus(6), 0);    // L = 4
    EXPECT_EQ(length_bonus(7), 1);    // L = 5 > 4
    EXPECT_EQ(length_bonus(9), 2);    // L = 7 > 6
    EXPECT_EQ(length_bonus(11), 3);   // L = 9 > 8
    EXPECT_EQ(length_bonus(15), 4);   // L = 13 > 12
    EXPECT_EQ(length_bonus(19), 5);   // L = 17 > 16
    EXPECT_EQ(length_bonus(27), 6);   // L = 25 > 24
    EXPECT_EQ(length_bonus(34), 6);   // L = 32
    EXPECT_EQ(length_bonus(35), 7);   // L = 33 > 32
    EXPECT_EQ(length_bonus(67), 9);   // L = 65 > 64
    EXPECT_EQ(length_bonus(99), 10);  // L = 97 > 96
}

TEST(ChainsForcing, MaxComplexityIsTheLastLengthWithinABonus) {
    using logic::chains::length_bonus;
    using logic::chains::max_complexity;
    EXPECT_EQ(max_complexity(0), 6);
    EXPECT_EQ(max_complexity(1), 8);
    for (int bonus = 0; bonus <= 20; ++bonus) {
        const int most = max_complexity(bonus);
        EXPECT_LE(length_bonus(most), bonus) << bonus;
        EXPECT_GT(length_bonus(most + 1), bonus) << bonus;
    }
}

TEST(ChainsForcing, StaticChainsOnAHardPuzzle) {
    const Puzzle puzzle = puzzle_from_line(kTop1465First);
    const Position position = Position::from_puzzle(puzzle);
    const auto step = logic::find_static_chains(context_for(position, LogicMode::se));
    ASSERT_TRUE(step);
    EXPECT_TRUE(step_is_sound(position, *step, unique_solution(puzzle)));
    const int base =
        step->technique == Technique::xy_cycle || step->technique == Technique::forcing_xy_chain
            ? 70
            : (step->technique == Technique::forcing_x_chain ? 66 : 65);
    EXPECT_EQ(step->rating, expected_rating(*step, base));
    EXPECT_FALSE(step->links.empty());
    EXPECT_FALSE(describe_step(*step, position.shape()).empty());
}

TEST(ChainsForcing, EachDynamicFamilyIsSoundAndRatedByItsLength) {
    const Puzzle puzzle = puzzle_from_line(kTop1465First);
    const Grid solution = unique_solution(puzzle);
    const Position position = Position::from_puzzle(puzzle);
    const auto context = context_for(position, LogicMode::se);
    struct Case {
        logic::Finder finder;
        int base;
    };
    for (const Case& family :
         {Case{logic::find_nishio, 75}, Case{logic::find_multiple_forcing_chains, 80},
          Case{logic::find_dynamic_forcing_chains, 85},
          Case{logic::find_dynamic_forcing_chains_plus, 90}}) {
        const auto step = family.finder(context);
        if (!step) continue;
        EXPECT_TRUE(step_is_sound(position, *step, solution));
        EXPECT_EQ(step->rating, expected_rating(*step, family.base));
        EXPECT_FALSE(step->links.empty());
    }
    // Dynamic chains always find something on a puzzle this hard.
    EXPECT_TRUE(logic::find_dynamic_forcing_chains(context));
}

// The positions of solves of the 11+ list where the chaining levels run: before (up to four)
// steps of level 1 or up.
std::vector<Position> positions_before_nested_steps(int puzzles) {
    std::vector<Position> positions;
    for (const Puzzle& puzzle : load_data_set("puzzles5_forum_hardest_1905_11+", puzzles)) {
        LogicOptions options;
        options.mode = LogicMode::se;
        const LogicResult result = solve_logically(puzzle, options);
        Position position = Position::from_puzzle(puzzle);
        int taken = 0;
        for (const Step& step : result.steps) {
            if (taken < 4 && (step.technique == Technique::dynamic_forcing_chain_plus ||
                              step.technique == Technique::nested_forcing_chain)) {
                positions.push_back(position);
                ++taken;
            }
            apply_step(position, step);
        }
    }
    return positions;
}

// Both literals of every candidate of a grid.
std::vector<int> literals_of(const logic::chains::Geometry& geometry,
                             const logic::chains::CandidateGrid& grid) {
    std::vector<int> literals;
    for (int candidate = 0; candidate < geometry.candidates; ++candidate) {
        if (!grid.has(candidate / geometry.n, candidate % geometry.n + 1)) continue;
        literals.push_back(logic::chains::literal_of(candidate, true));
        literals.push_back(logic::chains::literal_of(candidate, false));
    }
    return literals;
}

// Each chaining level reaches, from every assumption, the first fixpoint the level below
// reached, and a thread remembers what the basic rules found there. Propagations at level 2
// after those at level 1 on the same position, as a solve runs them, derive what they derive
// alone (on a fresh thread and context), in the same order and from the same parents.
TEST(ChainsForcing, ALevelAfterTheOneBelowPropagatesAsAlone) {
    namespace chains = logic::chains;
    SUDOKIT_REQUIRE_DATA_FILE("puzzles5_forum_hardest_1905_11+");
    int advanced = 0;
    const std::vector<Position> positions = positions_before_nested_steps(2);
    // Per position, per literal: what level 2 derives, literals and parents in order.
    using Derived = std::vector<std::pair<int, int>>;
    auto level_two = [&](const Position& position, bool level_one_first) {
        const chains::Geometry& geometry = chains::Geometry::of(position.shape());
        const chains::CandidateGrid grid = chains::CandidateGrid::from(geometry, position);
        const std::vector<int> literals = literals_of(geometry, grid);
        const auto context = context_for(position, LogicMode::se);
        chains::Engine engine(geometry, context);
        chains::Propagation propagation;
        if (level_one_first) {
            for (const int literal : literals)
                engine.propagate(grid, literal, chains::ChainMode{true, false, 1}, propagation, 0);
        }
        std::vector<Derived> derived;
        for (const int literal : literals) {
            engine.propagate(grid, literal, chains::ChainMode{true, false, 2}, propagation, 0);
            Derived& records = derived.emplace_back();
            for (const auto& record : propagation.records) {
                records.emplace_back(record.literal, record.parent);
                if (record.cause == chains::Cause::advanced) ++advanced;
            }
        }
        return derived;
    };
    // One thread through the positions in order, as a solve goes; a fresh one for each.
    std::vector<std::vector<Derived>> after_below;
    std::thread([&] {
        for (const Position& position : positions)
            after_below.push_back(level_two(position, true));
    }).join();
    for (std::size_t at = 0; at < positions.size(); ++at) {
        std::vector<Derived> alone;
        std::thread([&] { alone = level_two(positions[at], false); }).join();
        EXPECT_EQ(after_below[at], alone) << "position " << at;
    }
    EXPECT_GT(advanced, 0);  // the fixpoints gave something
}

// A level's kept propagation goes on from where the level below stopped. Through the levels
// in order, each with its own Engine as the finders run them, every kept propagation must
// hold what a fresh one derives at its level: the same records (literal, parents, cause,
// house, the complexity of a nested chain behind it) in the same order, and the same
// contradiction. Level 4 does not begin as level 3 does: it must start again.
TEST(ChainsForcing, KeptPropagationsDeriveWhatFreshOnesDerive) {
    namespace chains = logic::chains;
    SUDOKIT_REQUIRE_DATA_FILE("puzzles5_forum_hardest_1905_11+");
    using Derived = std::vector<std::vector<int>>;  // per record, its facts
    auto facts = [](const chains::Engine& engine, const chains::Propagation& propagation) {
        Derived derived;
        for (const chains::Record& record : propagation.records) {
            std::vector<int>& fact = derived.emplace_back();
            fact = {record.literal,
                    record.parent,
                    static_cast<int>(record.hidden),
                    static_cast<int>(record.cause),
                    record.house,
                    record.nested >= 0 ? engine.nested_complexity(record.nested) : -1};
            for (int at = record.extra_begin; at < record.extra_end; ++at)
                fact.push_back(propagation.extra[static_cast<std::size_t>(at)]);
        }
        derived.push_back({propagation.conflict_on, propagation.conflict_off});
        return derived;
    };
    const std::vector<Position> positions = positions_before_nested_steps(2);
    int resumed = 0;
    int nested = 0;
    for (std::size_t at = 0; at < positions.size(); ++at) {
        const Position& position = positions[at];
        const chains::Geometry& geometry = chains::Geometry::of(position.shape());
        const chains::CandidateGrid grid = chains::CandidateGrid::from(geometry, position);
        const std::vector<int> literals = literals_of(geometry, grid);
        std::vector<int> levels = {0, 1, 2, 3};
        if (at == 0) levels.push_back(4);
        // Per level, per literal.
        std::vector<std::vector<Derived>> kept;
        std::vector<std::vector<Derived>> fresh;
        std::thread([&] {
            const auto context = context_for(position, LogicMode::se);
            std::vector<chains::Propagation> propagations(literals.size());
            for (const int level : levels) {
                chains::Engine engine(geometry, context);
                ASSERT_TRUE(engine.keep_propagations_for(grid));
                std::vector<Derived>& derived = kept.emplace_back();
                for (std::size_t index = 0; index < literals.size(); ++index) {
                    const std::size_t before = propagations[index].records.size();
                    engine.propagate_kept(grid, literals[index],
                                          chains::ChainMode{true, false, level},
                                          propagations[index]);
                    if (level > 0 && level < 4 && before > 0) ++resumed;
                    derived.push_back(facts(engine, propagations[index]));
                }
            }
        }).join();
        std::thread([&] {
            const auto context = context_for(position, LogicMode::se);
            for (const int level : levels) {
                chains::Engine engine(geometry, context);
                chains::Propagation propagation;
                std::vector<Derived>& derived = fresh.emplace_back();
                for (const int literal : literals) {
                    engine.propagate(grid, literal, chains::ChainMode{true, false, level},
                                     propagation, 0);
                    derived.push_back(facts(engine, propagation));
                    for (const chains::Record& record : propagation.records)
                        nested += record.nested >= 0 ? 1 : 0;
                }
            }
        }).join();
        ASSERT_EQ(kept.size(), fresh.size());
        for (std::size_t level = 0; level < kept.size(); ++level) {
            for (std::size_t index = 0; index < literals.size(); ++index) {
                ASSERT_EQ(kept[level][index], fresh[level][index])
                    << "position " << at << ", level " << levels[level] << ", literal "
                    << literals[index];
            }
        }
    }
    EXPECT_GT(resumed, 1000);
    EXPECT_GT(nested, 100);  // nested chains were counted
}

TEST(ChainsForcing, NothingToChainInAGridOfSingles) {
    // Every empty cell has one candidate: no cell or house offers a choice to assume.
    const Puzzle solved = puzzle_from_line(
        "534678912672195348198342567859761423426853791713924856961537284287419635345286179");
    Grid grid = solved.givens;
    grid.set(0, 0);
    grid.set(40, 0);
    grid.set(80, 0);
    const Position position = Position::from_puzzle(Puzzle(grid));
    const auto context = context_for(position, LogicMode::se);
    EXPECT_FALSE(logic::find_static_chains(context));
    EXPECT_FALSE(logic::find_nishio(context));
    EXPECT_FALSE(logic::find_multiple_forcing_chains(context));
    EXPECT_FALSE(logic::find_dynamic_forcing_chains(context));
}

// Positions reached by placing some solution digits, as in the middle of a solve.
TEST(ChainsForcing, MidSolvePositionsOfHardPuzzlesAreSound) {
    SUDOKIT_REQUIRE_DATA_FILE("puzzles6_forum_hardest_1106");
    std::mt19937 random(7);
    int steps = 0;
    std::vector<Puzzle> puzzles = load_data_set("puzzles6_forum_hardest_1106", 6);
    for (const Puzzle& extra : load_data_set("puzzles3_magictour_top1465", 6)) {
        puzzles.push_back(extra);
    }
    for (const Puzzle& puzzle : puzzles) {
        const Grid solution = unique_solution(puzzle);
        Grid grid = puzzle.givens;
        for (int placed = 0; placed < 14;) {
            const int cell = static_cast<int>(random() % 81);
            if (grid[cell] != 0) continue;
            grid.set(cell, solution[cell]);
            ++placed;
        }
        const Position position = Position::from_puzzle(Puzzle(grid));
        const auto context = context_for(position, LogicMode::se);
        for (logic::Finder finder :
             {logic::find_static_chains, logic::find_nishio, logic::find_multiple_forcing_chains,
              logic::find_dynamic_forcing_chains, logic::find_dynamic_forcing_chains_plus}) {
            if (const auto step = finder(context)) {
                EXPECT_TRUE(step_is_sound(position, *step, solution));
                ++steps;
            }
        }
    }
    EXPECT_GT(steps, 20);
}

// Records every static hint; with a reference grid it asks the search for only the hints
// that read a candidate removed since then, as nested searches do.
class CollectingSink : public logic::chains::HintSink {
  public:
    CollectingSink(logic::chains::Engine& engine, const logic::chains::CandidateGrid& source,
                   const logic::chains::CandidateGrid& current, bool only_changes)
        : engine_(engine), source_(source), current_(current), only_changes_(only_changes) {}
    int bound(int) const override { return INT_MAX; }
    const logic::chains::CandidateGrid* changed_since() const override {
        return only_changes_ ? &source_ : nullptr;
    }
    void take(logic::chains::ChainHint&& hint) override {
        std::vector<int> parents;
        engine_.rule_parents(hint, source_, current_, parents);
        if (parents.empty()) {
            ++holding_anyway;
            return;
        }
        std::vector<int> summary{static_cast<int>(hint.technique), hint.source, hint.complexity,
                                 hint.placement};
        summary.insert(summary.end(), hint.removals.begin(), hint.removals.end());
        summary.insert(summary.end(), parents.begin(), parents.end());
        kept.push_back(std::move(summary));
    }
    std::vector<std::vector<int>> kept;
    int holding_anyway = 0;

  private:
    logic::chains::Engine& engine_;
    const logic::chains::CandidateGrid& source_;
    const logic::chains::CandidateGrid& current_;
    bool only_changes_;
};

// What a nested static search keeps, checked against a full search whose hints are filtered
// afterwards; and how many hints the nested search did not have to find.
struct NestedComparison {
    std::vector<std::vector<int>> kept;
    int skipped = 0;
};

// A static search by default; `search(engine, grid, sink)` runs another.
using NestedSearch = std::function<void(logic::chains::Engine&, const logic::chains::CandidateGrid&,
                                        logic::chains::HintSink&)>;

void search_static_chains(logic::chains::Engine& engine, const logic::chains::CandidateGrid& grid,
                          logic::chains::HintSink& sink) {
    engine.search_static(grid, sink, 0);
}

NestedComparison compare_nested_search(logic::chains::Engine& engine,
                                       const logic::chains::CandidateGrid& source,
                                       const logic::chains::CandidateGrid& current,
                                       const NestedSearch& search = search_static_chains) {
    CollectingSink every(engine, source, current, false);
    search(engine, current, every);
    CollectingSink changed(engine, source, current, true);
    search(engine, current, changed);
    EXPECT_EQ(changed.kept, every.kept);
    return NestedComparison{changed.kept, every.holding_anyway - changed.holding_anyway};
}

// The comparison on the start grids of some top1465 puzzles that lost a few wrong candidates
// each (`removed(trial)` of them), as an outer assumption would; that both kinds of hint
// occur, so that it means something.
void compare_on_assumed_grids(unsigned seed, int (*removed)(int), const NestedSearch& search) {
    int kept = 0;
    int skipped = 0;
    testing::for_each_assumed_grid(
        8, 6, seed, removed,
        [&](const logic::FindContext& context, const logic::chains::CandidateGrid& source,
            const logic::chains::CandidateGrid& current) {
            logic::chains::Engine engine(logic::chains::Geometry::of(context.position.shape()),
                                         context);
            const NestedComparison compared =
                compare_nested_search(engine, source, current, search);
            kept += static_cast<int>(compared.kept.size());
            skipped += compared.skipped;
        });
    EXPECT_GT(kept, 10);
    EXPECT_GT(skipped, 10);
}

// A nested static search skips starts and passes that can only give hints which hold without
// the outer chain's removals; the hints it keeps, and their order, must not change.
TEST(ChainsForcing, NestedStaticSearchKeepsEveryHintThatReadsARemoval) {
    SUDOKIT_REQUIRE_DATA_FILE("puzzles3_magictour_top1465");
    compare_on_assumed_grids(
        11, [](int trial) { return 2 + trial; }, search_static_chains);
}

// The same for the cell and region forcing chains of static links, which a nested search
// tries only where the assumed cell or house lost candidates or where the outcomes meet in
// what a new strong link reaches.
TEST(ChainsForcing, NestedCellAndRegionSearchKeepsEveryHintThatReadsARemoval) {
    SUDOKIT_REQUIRE_DATA_FILE("puzzles3_magictour_top1465");
    compare_on_assumed_grids(
        13, [](int trial) { return 2 + 2 * trial; },
        [](logic::chains::Engine& engine, const logic::chains::CandidateGrid& grid,
           logic::chains::HintSink& sink) {
            // Its propagations change the grid as they go (and put it back).
            auto searched = grid;
            engine.search_multiple(searched, logic::chains::Family{true, false, false, 0}, sink, 0);
        });
}

// The shortest loop has four literals (two strong links, two weak ones): an X-wing read as an
// X-cycle. Its component holds those four only.
TEST(ChainsForcing, StaticChainsFindALoopOfFourLiterals) {
    testing::MarksBuilder marks;
    marks.confine(4, marks.row(2), {marks.cell(2, 3), marks.cell(2, 8)})
        .confine(4, marks.row(7), {marks.cell(7, 3), marks.cell(7, 8)});
    const Position position = marks.position();
    const auto step = logic::find_static_chains(context_for(position, LogicMode::se));
    ASSERT_TRUE(step);
    EXPECT_EQ(step->technique, Technique::x_cycle);
    EXPECT_EQ(step->rating, 65);
    EXPECT_EQ(step->size, 4);
    std::vector<CellDigit> expected;
    for (int row = 1; row <= 9; ++row) {
        if (row == 2 || row == 7) continue;
        expected.push_back({marks.cell(row, 3), 4});
        expected.push_back({marks.cell(row, 8), 4});
    }
    auto sorted = [](std::vector<CellDigit> list) {
        std::sort(list.begin(), list.end(), [](const CellDigit& a, const CellDigit& b) {
            return a.cell != b.cell ? a.cell < b.cell : a.digit < b.digit;
        });
        return list;
    };
    EXPECT_EQ(sorted(step->eliminations), sorted(expected));
}

// An X-wing's loop whose strong links were there before the outer chain: it reads a removal
// only through the column one of its weak links crosses. The nested search must still map
// the digit (it has two strong links, a cycle's least).
TEST(ChainsForcing, NestedStaticSearchKeepsALoopThatReadsARemovalThroughAWeakLink) {
    testing::MarksBuilder marks;
    for (int row : {2, 6})
        marks.confine(7, marks.row(row), {marks.cell(row, 3), marks.cell(row, 8)});
    const Position before = marks.position();
    marks.remove(7, {marks.cell(4, 3)});
    const Position after = marks.position();
    const auto& geometry = logic::chains::Geometry::of(after.shape());
    const auto source = logic::chains::CandidateGrid::from(geometry, before);
    const auto current = logic::chains::CandidateGrid::from(geometry, after);
    const auto context = context_for(after, LogicMode::se);
    logic::chains::Engine engine(geometry, context);
    bool x_cycle = false;
    for (const auto& hint : compare_nested_search(engine, source, current).kept)
        x_cycle = x_cycle || hint[0] == static_cast<int>(Technique::x_cycle);
    EXPECT_TRUE(x_cycle);
}

TEST(ChainsForcing, WorksOnSixBySix) {
    const Shape shape(2, 3);
    const Puzzle puzzle = puzzle_from_line(".....2.3.4..6...24......5....62...1.", shape);
    const Grid solution = unique_solution(puzzle);
    LogicOptions options;
    options.mode = LogicMode::se;
    options.techniques = TechniqueSet()
                             .set(static_cast<std::size_t>(Technique::full_house))
                             .set(static_cast<std::size_t>(Technique::hidden_single_box))
                             .set(static_cast<std::size_t>(Technique::hidden_single_row))
                             .set(static_cast<std::size_t>(Technique::hidden_single_column))
                             .set(static_cast<std::size_t>(Technique::naked_single))
                             .set(static_cast<std::size_t>(Technique::dynamic_forcing_chain));
    Position position = Position::from_puzzle(puzzle);
    const auto context = context_for(position, LogicMode::se);
    const auto step = logic::find_dynamic_forcing_chains(context);
    ASSERT_TRUE(step);
    EXPECT_TRUE(step_is_sound(position, *step, solution));
    const LogicResult result = solve_logically(puzzle, options);
    EXPECT_EQ(result.status, LogicStatus::solved);
    for (const Step& each : result.steps) {
        EXPECT_TRUE(step_is_sound(position, each, solution));
        apply_step(position, each);
    }
}

}  // namespace
}  // namespace sudokit
