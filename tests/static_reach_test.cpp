// The map of static links: where it says the outcomes of a cell or region never meet, their
// static propagations must have nothing in common (the cell and region forcing chains skip
// those).

#include <random>

#include "chain_test_support.hpp"
#include "logic/chains/static_reach.hpp"
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
using testing::context_for;
using testing::load_data_set;
using testing::unique_solution;

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

TEST(StaticReach, OutcomesThatMeetAreNeverSaidApart) {
    SUDOKIT_REQUIRE_DATA_FILE("puzzles3_magictour_top1465");
    std::mt19937 random(5);
    int meeting = 0;
    int apart = 0;
    for (const Puzzle& puzzle : load_data_set("puzzles3_magictour_top1465", 6)) {
        const Grid solution = unique_solution(puzzle);
        const Position position = Position::from_puzzle(puzzle);
        const auto context = context_for(position, LogicMode::se);
        const Geometry& geometry = Geometry::of(position.shape());
        const int n = geometry.n;
        for (int trial = 0; trial < 3; ++trial) {
            // The start, then fewer candidates (wrong ones), as deeper in a solve.
            CandidateGrid grid = CandidateGrid::from(geometry, position);
            testing::remove_wrong_candidates(grid, geometry, solution, 12 * trial, random);
            StaticReach reach;
            reach.build(geometry, grid, true, true);
            Engine engine(geometry, context);
            auto check = [&](const std::vector<int>& literals) {
                if (literals.size() < 2) return;
                const bool meet = propagations_meet(engine, grid, literals);
                if (meet) {
                    EXPECT_TRUE(reach.reaches_meet(literals))
                        << "from literal " << literals.front();
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
                for (int digit_index = 0; digit_index < n; ++digit_index) {
                    const std::vector<int> literals = places_on(geometry, grid, house, digit_index);
                    check(literals);
                }
            }
        }
    }
    // Both answers occur, so the check means something.
    EXPECT_GT(meeting, 50);
    EXPECT_GT(apart, 50);
}

// A nested search's map of every link, built with a reference grid (and so maybe without its
// reach), serves the cell and region search on the same grid as a map built for it would.
TEST(StaticReach, AMapOfEveryLinkIsReusedWithItsReach) {
    SUDOKIT_REQUIRE_DATA_FILE("puzzles3_magictour_top1465");
    std::mt19937 random(9);
    int compared = 0;
    for (const Puzzle& puzzle : load_data_set("puzzles3_magictour_top1465", 4)) {
        const Grid solution = unique_solution(puzzle);
        const Position position = Position::from_puzzle(puzzle);
        const Geometry& geometry = Geometry::of(position.shape());
        const int n = geometry.n;
        const CandidateGrid source = CandidateGrid::from(geometry, position);
        for (int trial = 0; trial < 4; ++trial) {
            CandidateGrid grid = source;
            testing::remove_wrong_candidates(grid, geometry, solution, 3 + 6 * trial, random);
            StaticReach& shared = StaticReach::for_depth(3);
            shared.build(geometry, grid, true, true, true, &source);
            const CandidateGrid same = grid;  // another object with the same candidates
            shared.map_all_links(geometry, same);
            StaticReach fresh;
            fresh.build(geometry, grid, true, true);
            for (int house = 0; house < 3 * n; ++house) {
                for (int digit_index = 0; digit_index < n; ++digit_index) {
                    const std::vector<int> literals = places_on(geometry, grid, house, digit_index);
                    if (literals.size() < 2) continue;
                    EXPECT_EQ(shared.reaches_meet(literals), fresh.reaches_meet(literals));
                    ++compared;
                }
            }
        }
    }
    EXPECT_GT(compared, 100);
}

}  // namespace
}  // namespace sudokit
