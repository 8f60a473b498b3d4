// The map of static links: where it says the outcomes of a cell or region never meet, their
// static propagations must have nothing in common (the cell and region forcing chains skip
// those).

#include "logic/chains/static_reach.hpp"
#include "chain_test_support.hpp"
#include "logic/chains/chain_memory.hpp"
#include "logic_test_support.hpp"

namespace sudokit {
namespace {

using logic::chains::CandidateGrid;
using logic::chains::ChainMode;
using logic::chains::Engine;
using logic::chains::Geometry;
using logic::chains::literal_of;
using logic::chains::Propagation;
using logic::chains::StaticReach;

// Whether the static propagations of the literals share a literal.
bool propagations_meet(Engine& engine, CandidateGrid& grid, const std::vector<int>& literals) {
    std::vector<Propagation> outcomes(literals.size());
    for (std::size_t at = 0; at < literals.size(); ++at)
        engine.propagate(grid, literals[at], ChainMode{}, outcomes[at], 0);
    for (const auto& record : outcomes.front().records) {
        bool everywhere = true;
        for (std::size_t at = 1; at < outcomes.size() && everywhere; ++at)
            everywhere = outcomes[at].has(record.literal);
        if (everywhere) return true;
    }
    return false;
}

// The assumptions of a region: the digit "on" at each of its places in the house.
std::vector<int> places_on(const Geometry& geometry, const CandidateGrid& grid, int house,
                           int digit_index) {
    const int n = geometry.n;
    std::vector<int> literals;
    for (std::uint32_t bits = grid.where[house * n + digit_index]; bits; bits &= bits - 1) {
        const int cell = geometry.cell_at(house, std::countr_zero(bits));
        literals.push_back(literal_of(cell * n + digit_index, true));
    }
    return literals;
}

// A grid with at most two candidates per cell: the solution's digit and the first other one
// (many strong candidates, long chains).
CandidateGrid two_per_cell(const Geometry& geometry, const CandidateGrid& start,
                           const Grid& solution) {
    CandidateGrid grid = start;
    for (int cell = 0; cell < geometry.cells; ++cell) {
        std::uint32_t others =
            start.cell[static_cast<std::size_t>(cell)] & ~(1u << (solution[cell] - 1));
        if (others == 0) continue;
        for (others &= others - 1; others; others &= others - 1)
            grid.remove(geometry, cell, std::countr_zero(others) + 1);
    }
    return grid;
}

// Checks every cell's candidates and every region's places of `grid`: where their static
// propagations meet, the map must not say they are apart. Counts both answers.
void check_meets(Engine& engine, const Geometry& geometry, CandidateGrid& grid, int& meeting,
                 int& apart) {
    const int n = geometry.n;
    StaticReach reach;
    reach.build(geometry, grid);
    auto check = [&](const std::vector<int>& literals) {
        if (literals.size() < 2) return;
        if (propagations_meet(engine, grid, literals)) {
            EXPECT_TRUE(reach.reaches_meet(literals))
                << n << "x" << n << " from literal " << literals.front();
            ++meeting;
        } else if (!reach.reaches_meet(literals)) {
            ++apart;
        }
    };
    for (int cell = 0; cell < geometry.cells; ++cell) {
        std::vector<int> literals;
        for (std::uint32_t bits = grid.cell[cell]; bits; bits &= bits - 1)
            literals.push_back(literal_of(cell * n + std::countr_zero(bits), true));
        check(literals);
    }
    for (int house = 0; house < 3 * n; ++house) {
        for (int digit_index = 0; digit_index < n; ++digit_index)
            check(places_on(geometry, grid, house, digit_index));
    }
}

TEST(StaticReach, OutcomesThatMeetAreNeverSaidApart) {
    SUDOKIT_REQUIRE_DATA_FILE("puzzles3_magictour_top1465");
    int meeting = 0;
    int apart = 0;
    // The start, then fewer candidates (wrong ones), as deeper in a solve.
    testing::for_each_assumed_grid(
        6, 3, 5, [](int trial) { return 12 * trial; },
        [&](const logic::FindContext& context, const CandidateGrid&, const CandidateGrid& start) {
            CandidateGrid grid = start;
            const Geometry& geometry = Geometry::of(context.position.shape());
            Engine engine(geometry, context);
            check_meets(engine, geometry, grid, meeting, apart);
        });
    // Both answers occur, so the check means something.
    EXPECT_GT(meeting, 50);
    EXPECT_GT(apart, 50);
}

// The same on 16x16 and 25x25 grids, whose reach sets hold many words per digit: at the
// start and with two candidates left per cell (many strong candidates, long chains).
TEST(StaticReach, OutcomesThatMeetAreNeverSaidApartOnLargerGrids) {
    SUDOKIT_REQUIRE_DATA_FILE("gen_16x16.txt");
    SUDOKIT_REQUIRE_DATA_FILE("gen_25x25.txt");
    std::vector<Puzzle> puzzles = testing::load_data_set("gen_16x16.txt", 2, Shape(4, 4), true);
    puzzles.push_back(testing::load_data_set("gen_25x25.txt", 1, Shape(5, 5), true).front());
    int meeting = 0;
    int apart = 0;
    for (const Puzzle& puzzle : puzzles) {
        const Grid solution = testing::unique_solution(puzzle);
        const Position position = Position::from_puzzle(puzzle);
        const Geometry& geometry = Geometry::of(position.shape());
        const CandidateGrid start = CandidateGrid::from(geometry, position);
        CandidateGrid grids[2] = {start, two_per_cell(geometry, start, solution)};
        for (CandidateGrid& grid : grids) {
            const logic::FindContext context = testing::context_for(position);
            Engine engine(geometry, context);
            check_meets(engine, geometry, grid, meeting, apart);
        }
    }
    EXPECT_GT(meeting, 100);
    EXPECT_GT(apart, 100);
}

// A nested search's map of every link, built with a reference grid (and so maybe without its
// reach), serves the cell and region search on the same grid as a map built for it would.
TEST(StaticReach, AMapOfEveryLinkIsReusedWithItsReach) {
    SUDOKIT_REQUIRE_DATA_FILE("puzzles3_magictour_top1465");
    int compared = 0;
    testing::for_each_assumed_grid(
        4, 4, 9, [](int trial) { return 3 + 6 * trial; },
        [&](const logic::FindContext& context, const CandidateGrid& source,
            const CandidateGrid& grid) {
            const Geometry& geometry = Geometry::of(context.position.shape());
            const int n = geometry.n;
            StaticReach& shared = context.session.chains().static_reach(3);
            shared.build(geometry, grid, &source);
            const CandidateGrid same = grid;  // another object with the same candidates
            shared.map_all_links(geometry, same);
            StaticReach fresh;
            fresh.build(geometry, grid);
            for (int house = 0; house < 3 * n; ++house) {
                for (int digit_index = 0; digit_index < n; ++digit_index) {
                    const std::vector<int> literals = places_on(geometry, grid, house, digit_index);
                    if (literals.size() < 2) continue;
                    EXPECT_EQ(shared.reaches_meet(literals), fresh.reaches_meet(literals));
                    ++compared;
                }
            }
        });
    EXPECT_GT(compared, 100);
}

// Every cycle of the links within a component (up to 10 nodes, "on" and "off" in turn), with
// the candidates it removes as a cycle does: those outside its cells that see, for their
// digit, an "on" node and an "off" node of it. Counts the cycles, and those that remove.
void cycles_within(const Geometry& geometry, const CandidateGrid& grid, const StaticReach& map,
                   int start, int& cycles, int& removing) {
    const int n = geometry.n;
    const Shape& shape = geometry.shape;
    auto sees = [&](int a, int b) {
        return a != b && (shape.row_of(a) == shape.row_of(b) ||
                          shape.col_of(a) == shape.col_of(b) || shape.box_of(a) == shape.box_of(b));
    };
    std::vector<int> path{start};
    auto removes = [&] {
        for (int cell = 0; cell < geometry.cells; ++cell) {
            bool on_loop = false;
            for (const int literal : path)
                on_loop = on_loop || logic::chains::candidate_of(literal) / n == cell;
            if (on_loop) continue;
            for (std::uint32_t bits = grid.cell[cell]; bits; bits &= bits - 1) {
                const int digit_index = std::countr_zero(bits);
                bool sees_on = false;
                bool sees_off = false;
                for (const int literal : path) {
                    const int candidate = logic::chains::candidate_of(literal);
                    if (candidate % n != digit_index || !sees(cell, candidate / n)) continue;
                    (logic::chains::is_on(literal) ? sees_on : sees_off) = true;
                }
                if (sees_on && sees_off) return true;
            }
        }
        return false;
    };
    auto walk = [&](auto&& self) -> void {
        for (const auto& link : map.links_within_component(path.back())) {
            if (link.literal == start && path.size() >= 4) {
                ++cycles;
                if (removes()) ++removing;
                continue;
            }
            if (path.size() >= 10 ||
                std::find(path.begin(), path.end(), link.literal) != path.end())
                continue;
            path.push_back(link.literal);
            self(self);
            path.pop_back();
        }
    };
    walk(walk);
}

// The cycles within components, counted by what the map says of their component: those
// where it says none may remove, of which those that do remove, and those elsewhere that
// remove.
struct CyclesByComponent {
    int where_none_may = 0;
    int removing_where_none_may = 0;
    int removing_elsewhere = 0;
};

// Counts the cycles on the grids where dynamic propagations from the start of a puzzle stop
// (every `step`-th literal assumed), as the nested searches see them: there many components
// are strong links taken both ways.
void count_cycles_by_component(const Puzzle& puzzle, int step, CyclesByComponent& counts) {
    const Position position = Position::from_puzzle(puzzle);
    const Geometry& geometry = Geometry::of(position.shape());
    const int n = geometry.n;
    const CandidateGrid start = CandidateGrid::from(geometry, position);
    const logic::FindContext context = testing::context_for(position);
    Engine engine(geometry, context);
    Propagation propagation;
    for (int assumed = 0; assumed < 2 * geometry.candidates; assumed += step) {
        const int candidate = logic::chains::candidate_of(assumed);
        if (!start.has(candidate / n, candidate % n + 1)) continue;
        engine.propagate(start, assumed, ChainMode{true, false, 0}, propagation, 0);
        if (propagation.conflict_on >= 0) continue;
        CandidateGrid grid = start;
        for (const auto& record : propagation.records) {
            if (logic::chains::is_on(record.literal)) continue;
            const int removed = logic::chains::candidate_of(record.literal);
            grid.remove(geometry, removed / n, removed % n + 1);
        }
        StaticReach map;
        map.build(geometry, grid);
        for (int on = 0; on < geometry.candidates; ++on) {
            const int literal = literal_of(on, true);
            if (!grid.has(on / n, on % n + 1) || !map.on_a_cycle(literal)) continue;
            int cycles = 0;
            int removing = 0;
            cycles_within(geometry, grid, map, literal, cycles, removing);
            if (map.cycles_may_remove(map.component_of(literal))) {
                counts.removing_elsewhere += removing;
            } else {
                counts.where_none_may += cycles;
                counts.removing_where_none_may += removing;
            }
        }
    }
}

// A component whose cycles may remove nothing is said so, and only such a one: the cycle
// searches skip it.
TEST(StaticReach, CyclesRemoveOnlyInComponentsSaidToMayRemove) {
    SUDOKIT_REQUIRE_DATA_FILE("puzzles3_magictour_top1465");
    SUDOKIT_REQUIRE_DATA_FILE("gen_16x16.txt");
    CyclesByComponent counts;
    for (const Puzzle& puzzle : testing::load_data_set("puzzles3_magictour_top1465", 4))
        count_cycles_by_component(puzzle, 3, counts);
    EXPECT_EQ(counts.removing_where_none_may, 0);
    // Both kinds of component have cycles, so the check means something.
    EXPECT_GT(counts.where_none_may, 100);
    EXPECT_GT(counts.removing_elsewhere, 100);
    // A larger grid: more words per set of cells.
    CyclesByComponent larger;
    count_cycles_by_component(testing::load_data_set("gen_16x16.txt", 1, Shape(4, 4), true).front(),
                              11, larger);
    EXPECT_EQ(larger.removing_where_none_may, 0);
    EXPECT_GT(larger.where_none_may, 100);
    EXPECT_GT(larger.removing_elsewhere, 100);
}

// Every literal a walk over the map's links reaches is said reached, and nothing else; two
// literals share a component when each reaches the other. On start grids, and on grids where
// every open cell kept two candidates: more strong candidates than one word of bits holds. The
// same for the maps of one kind of link.
TEST(StaticReach, ReachAgreesWithAWalkOverTheLinks) {
    SUDOKIT_REQUIRE_DATA_FILE("puzzles3_magictour_top1465");
    int walks = 0;
    int widest = 0;
    for (const Puzzle& puzzle : testing::load_data_set("puzzles3_magictour_top1465", 3)) {
        const Grid solution = testing::unique_solution(puzzle);
        const Position position = Position::from_puzzle(puzzle);
        const Geometry& geometry = Geometry::of(position.shape());
        const int n = geometry.n;
        const CandidateGrid start = CandidateGrid::from(geometry, position);
        const CandidateGrid two_each = two_per_cell(geometry, start, solution);
        // Every link, then house links alone, then cell links (and the houses of bivalue cells)
        // alone.
        for (int kinds = 0; kinds < 6; ++kinds) {
            const CandidateGrid* grid = kinds % 2 == 0 ? &start : &two_each;
            StaticReach map;
            if (kinds < 2) {
                map.build(geometry, *grid);
            } else {
                map.build_kinds(geometry, *grid, kinds >= 4, kinds < 4);
            }
            std::vector<int> literals;
            int strong = 0;
            for (int cell = 0; cell < geometry.cells; ++cell) {
                for (std::uint32_t bits = grid->cell[static_cast<std::size_t>(cell)]; bits;
                     bits &= bits - 1) {
                    const int candidate = cell * n + std::countr_zero(bits);
                    literals.push_back(literal_of(candidate, false));
                    literals.push_back(literal_of(candidate, true));
                    if (map.component_of(literal_of(candidate, true)) >= 0) ++strong;
                }
            }
            widest = std::max(widest, strong);
            // What each literal reaches, walking its links.
            std::vector<std::vector<bool>> reached(literals.size());
            for (std::size_t from = 0; from < literals.size(); ++from) {
                std::vector<bool>& seen = reached[from];
                seen.assign(static_cast<std::size_t>(2 * geometry.candidates), false);
                std::vector<int> pending{literals[from]};
                seen[static_cast<std::size_t>(literals[from])] = true;
                while (!pending.empty()) {
                    const int literal = pending.back();
                    pending.pop_back();
                    for (const auto& link : map.links_of(literal)) {
                        if (seen[static_cast<std::size_t>(link.literal)]) continue;
                        seen[static_cast<std::size_t>(link.literal)] = true;
                        pending.push_back(link.literal);
                    }
                }
                ++walks;
            }
            for (const int to : literals) {
                // Nothing turns on a candidate without a strong link: no chain ends there. The
                // map of cell links alone leaves the others' "off" literals out too.
                const bool turned_on = map.component_of(to) >= 0;
                const bool mapped = turned_on || (!logic::chains::is_on(to) && kinds < 4);
                const StaticReach::Goal goal = map.goal(to);
                for (std::size_t from = 0; from < literals.size(); ++from) {
                    const bool walked = reached[from][static_cast<std::size_t>(to)];
                    EXPECT_EQ(map.reaches(literals[from], goal), walked && mapped)
                        << "kinds " << kinds << " from literal " << literals[from] << " to " << to;
                }
            }
            for (std::size_t a = 0; a < literals.size(); ++a) {
                if (map.component_of(literals[a]) < 0) continue;
                for (std::size_t b = 0; b < literals.size(); ++b) {
                    if (map.component_of(literals[b]) < 0) continue;
                    const bool mutual = reached[a][static_cast<std::size_t>(literals[b])] &&
                                        reached[b][static_cast<std::size_t>(literals[a])];
                    EXPECT_EQ(map.component_of(literals[a]) == map.component_of(literals[b]),
                              mutual);
                }
            }
        }
    }
    EXPECT_GT(walks, 1000);
    EXPECT_GT(widest, 64);  // the sets of strong candidates took more than one word
}

}  // namespace
}  // namespace sudokit
