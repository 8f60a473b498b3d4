// The sums a Killer's houses imply (solve/implied_sums.hpp), on the shared killers
// (tests/data/killer, MIT licence beside them) and generated ones: each holds in the solution,
// and the rules are those a plain walk over every area finds (each complete house, each run of
// two or more adjacent rows or columns short of the whole grid), innies and outies counted
// with sets.

#include <algorithm>
#include <set>
#include <tuple>
#include <vector>

#include <gtest/gtest.h>

#include "generated_puzzles.hpp"
#include "shared_killers.hpp"
#include "solve/implied_sums.hpp"
#include "sudokit/format.hpp"
#include "sudokit/geometry.hpp"
#include "sudokit/solve.hpp"

namespace sudokit {
namespace {

struct KillerWithSolution {
    Puzzle puzzle;
    std::vector<int> solution;  // digit by cell
};

// Generated killers, solved here, and the shared ones with their known solutions.
std::vector<KillerWithSolution> killers_with_solutions() {
    std::vector<KillerWithSolution> killers;
    for (Puzzle& puzzle : testing::generated_killers(24, 9100, 3)) {
        const SolveResult solved = solve(puzzle);
        EXPECT_EQ(solved.solution_count, 1u);
        if (solved.solution_count != 1) continue;
        std::vector<int> digits;
        for (int cell = 0; cell < 81; ++cell)
            digits.push_back(solved.solutions[0][cell]);
        killers.push_back({std::move(puzzle), std::move(digits)});
    }
    ReadOptions options;
    options.variants = true;
    for (const testing::SharedKiller& killer : testing::shared_killers()) {
        if (!killer.unique()) continue;
        auto parsed = parse_puzzle(killer.input, options);
        auto* puzzle = std::get_if<Puzzle>(&parsed);
        EXPECT_NE(puzzle, nullptr) << killer.id;
        if (puzzle == nullptr) continue;
        std::vector<int> digits;
        for (char digit : killer.solution)
            digits.push_back(digit - '0');
        killers.push_back({std::move(*puzzle), std::move(digits)});
    }
    return killers;
}

using Rule = std::tuple<std::vector<int>, int, bool>;  // cells ascending, sum, outies

// The rules of one area found with sets: innies (the cells not in a cage inside the area)
// when there are some, fewer than the area's cells, and at most eight of them or the area is
// one house; outies (the cells outside the area of the cages crossing it) when every cell of
// the area is caged and there are one to eight of them.
void add_plain_rules(const Geometry& geometry, const std::vector<int>& area, int lines,
                     bool one_house, std::multiset<Rule>& rules) {
    const std::set<int> in_area(area.begin(), area.end());
    const int side = geometry.side();
    int inside_sum = 0, crossing_sum = 0;
    std::set<int> inside_cells, outies;
    bool all_caged = true;
    std::set<int> caged;
    for (const House& house : geometry.houses()) {
        if (house.kind != HouseKind::cage || !house.sum) continue;
        const auto in = std::count_if(house.cells.begin(), house.cells.end(),
                                      [&](int cell) { return in_area.count(cell) != 0; });
        if (in == 0) continue;
        caged.insert(house.cells.begin(), house.cells.end());
        if (in == static_cast<long>(house.cells.size())) {
            inside_sum += *house.sum;
            inside_cells.insert(house.cells.begin(), house.cells.end());
        } else {
            crossing_sum += *house.sum;
            for (int cell : house.cells) {
                if (in_area.count(cell) == 0) outies.insert(cell);
            }
        }
    }
    for (int cell : area)
        all_caged = all_caged && caged.count(cell) != 0;
    const int total = side * (side + 1) / 2 * lines;
    std::vector<int> innies;
    for (int cell : area) {
        if (inside_cells.count(cell) == 0) innies.push_back(cell);
    }
    std::sort(innies.begin(), innies.end());
    if (!innies.empty() && innies.size() < area.size() && (one_house || innies.size() <= 8))
        rules.insert({innies, total - inside_sum, false});
    if (all_caged && !outies.empty() && outies.size() <= 8)
        rules.insert({{outies.begin(), outies.end()}, crossing_sum + inside_sum - total, true});
}

std::multiset<Rule> plain_rules(const Geometry& geometry) {
    std::multiset<Rule> rules;
    const int side = geometry.side();
    for (const House& house : geometry.houses()) {
        if (static_cast<int>(house.cells.size()) == side)
            add_plain_rules(geometry, house.cells, 1, true, rules);
    }
    for (int kind = 0; kind < 2; ++kind) {
        for (int first = 0; first < side; ++first) {
            for (int last = first + 1; last < side; ++last) {
                if (first == 0 && last == side - 1) continue;
                std::vector<int> area;
                for (int line = first; line <= last; ++line) {
                    for (int step = 0; step < side; ++step)
                        area.push_back(kind == 0 ? line * side + step : step * side + line);
                }
                add_plain_rules(geometry, area, last - first + 1, false, rules);
            }
        }
    }
    return rules;
}

TEST(ImpliedSumsTest, TheRulesAreThoseAPlainWalkOverEveryAreaFinds) {
    const auto killers = killers_with_solutions();
    ASSERT_GE(killers.size(), 80u);
    std::size_t rules_seen = 0;
    for (std::size_t index = 0; index < killers.size(); ++index) {
        const Geometry& geometry = killers[index].puzzle.geometry();
        std::multiset<Rule> found;
        for (const detail::ImpliedSum& sum : detail::implied_sums(geometry))
            found.insert({sum.cells, sum.sum, sum.outies});
        EXPECT_EQ(found, plain_rules(geometry)) << "killer " << index;
        rules_seen += found.size();
    }
    EXPECT_GT(rules_seen, killers.size() * 10);
}

TEST(ImpliedSumsTest, EverySumHoldsInTheSolution) {
    for (const KillerWithSolution& killer : killers_with_solutions()) {
        for (const detail::ImpliedSum& sum : detail::implied_sums(killer.puzzle.geometry())) {
            int added = 0;
            std::set<int> digits;
            for (int cell : sum.cells) {
                added += killer.solution[static_cast<std::size_t>(cell)];
                digits.insert(killer.solution[static_cast<std::size_t>(cell)]);
            }
            EXPECT_EQ(added, sum.sum);
            if (sum.distinct) {
                EXPECT_EQ(digits.size(), sum.cells.size());
            }
        }
    }
}

}  // namespace
}  // namespace sudokit
