// Killer cages cut from a solution grid. A cage grows from a random cell by random neighbours
// whose solution digits it does not yet hold, up to a size drawn for it; a cage that is too
// small joins a neighbour. Splitting a cage keeps every sum true of the solution and adds
// one, so repeated splits end in a puzzle with one solution (in the limit, every cell its own
// cage).

#include "generate/killer_cages.hpp"

#include <algorithm>
#include <array>
#include <cstdint>

#include "generate/edge_neighbours.hpp"

namespace sudokit::generate {
namespace {

// How often a cage of each size is drawn (index = size; beyond the table: 1), the shape of
// printed Killers: pairs and triples most, then fours, few larger cages.
constexpr std::array<int, 10> kSizeWeights{0, 1, 8, 8, 5, 2, 1, 1, 1, 1};
// Random cuts tried when splitting a cage.
constexpr int kSplitTrials = 24;

std::uint64_t digit_bit(int digit) {
    return std::uint64_t{1} << (digit - 1);
}

int draw_size(const CageRules& rules, RandomSource& random) {
    const auto weight = [](int size) {
        return size < static_cast<int>(kSizeWeights.size())
                   ? kSizeWeights[static_cast<std::size_t>(size)]
                   : 1;
    };
    int total = 0;
    for (int size = rules.smallest(); size <= rules.largest; ++size)
        total += weight(size);
    int pick = random.below(total);
    for (int size = rules.smallest(); size <= rules.largest; ++size) {
        if (pick < weight(size)) return size;
        pick -= weight(size);
    }
    return rules.largest;
}

int sum_of(const std::vector<int>& cells, const Grid& grid) {
    int sum = 0;
    for (int cell : cells)
        sum += grid[cell];
    return sum;
}

CageSpec cage_of(std::vector<int> cells, const Grid& solution) {
    std::sort(cells.begin(), cells.end());
    const int sum = sum_of(cells, solution);
    return {std::move(cells), sum};
}

// Grows a connected part of `cells` (a connected cage) from `start` to `size` cells, by
// random neighbours inside the cage.
std::vector<int> grow_part(const Shape& shape, const std::vector<int>& cells, int start, int size,
                           RandomSource& random) {
    std::vector<int> part{start};
    std::vector<int> frontier;
    while (static_cast<int>(part.size()) < size) {
        frontier.clear();
        for (int cell : part) {
            for (int next : edge_neighbours(shape, cell)) {
                if (next >= 0 && std::find(cells.begin(), cells.end(), next) != cells.end() &&
                    std::find(part.begin(), part.end(), next) == part.end()) {
                    frontier.push_back(next);
                }
            }
        }
        if (frontier.empty()) break;
        part.push_back(
            frontier[static_cast<std::size_t>(random.below(static_cast<int>(frontier.size())))]);
    }
    return part;
}

// Whether `cells` are joined through shared edges.
bool connected(const Shape& shape, const std::vector<int>& cells) {
    if (cells.empty()) return true;
    std::vector<int> reached{cells.front()};
    for (std::size_t next = 0; next < reached.size(); ++next) {
        for (int neighbour : edge_neighbours(shape, reached[next])) {
            if (neighbour >= 0 && std::find(cells.begin(), cells.end(), neighbour) != cells.end() &&
                std::find(reached.begin(), reached.end(), neighbour) == reached.end()) {
                reached.push_back(neighbour);
            }
        }
    }
    return reached.size() == cells.size();
}

}  // namespace

std::optional<std::vector<CageSpec>> random_cages(const Grid& solution, const CageRules& rules,
                                                  RandomSource& random) {
    const Shape& shape = solution.shape();
    const int cells = shape.cell_count();
    std::vector<int> owner(static_cast<std::size_t>(cells), -1);
    std::vector<std::vector<int>> cages;
    std::vector<std::uint64_t> digits;  // per cage, its solution digits

    // A cell joins a cage when it is free and its digit is new to the cage.
    const auto can_join = [&](int cell, int cage) {
        return owner[static_cast<std::size_t>(cell)] < 0 &&
               (digits[static_cast<std::size_t>(cage)] & digit_bit(solution[cell])) == 0;
    };
    const auto join = [&](int cell, int cage) {
        owner[static_cast<std::size_t>(cell)] = cage;
        cages[static_cast<std::size_t>(cage)].push_back(cell);
        digits[static_cast<std::size_t>(cage)] |= digit_bit(solution[cell]);
    };

    std::vector<int> order(static_cast<std::size_t>(cells));
    for (int cell = 0; cell < cells; ++cell)
        order[static_cast<std::size_t>(cell)] = cell;
    random.shuffle(std::span<int>(order));
    std::vector<int> frontier;
    for (int start : order) {
        if (owner[static_cast<std::size_t>(start)] >= 0) continue;
        const int cage = static_cast<int>(cages.size());
        cages.emplace_back();
        digits.push_back(0);
        join(start, cage);
        const int size = draw_size(rules, random);
        while (static_cast<int>(cages.back().size()) < size) {
            frontier.clear();
            for (int cell : cages.back()) {
                for (int next : edge_neighbours(shape, cell)) {
                    if (next >= 0 && can_join(next, cage) &&
                        std::find(frontier.begin(), frontier.end(), next) == frontier.end()) {
                        frontier.push_back(next);
                    }
                }
            }
            if (frontier.empty()) break;
            join(
                frontier[static_cast<std::size_t>(random.below(static_cast<int>(frontier.size())))],
                cage);
        }
    }

    // Cages below the smallest size join a neighbouring cage with room and other digits.
    std::vector<bool> merged_away(cages.size(), false);
    for (std::size_t cage = 0; cage < cages.size(); ++cage) {
        if (static_cast<int>(cages[cage].size()) >= rules.smallest()) continue;
        const int cell = cages[cage].front();
        int into = -1;
        for (int next : edge_neighbours(shape, cell)) {
            if (next < 0) continue;
            const int other = owner[static_cast<std::size_t>(next)];
            if (other == static_cast<int>(cage) ||
                static_cast<int>(cages[static_cast<std::size_t>(other)].size()) >= rules.largest ||
                (digits[static_cast<std::size_t>(other)] & digit_bit(solution[cell])) != 0) {
                continue;
            }
            into = other;
            break;
        }
        if (into < 0) return std::nullopt;
        owner[static_cast<std::size_t>(cell)] = -1;
        join(cell, into);
        cages[cage].clear();
        merged_away[cage] = true;
    }

    std::vector<CageSpec> specs;
    for (std::size_t cage = 0; cage < cages.size(); ++cage) {
        if (!merged_away[cage]) specs.push_back(cage_of(std::move(cages[cage]), solution));
    }
    return specs;
}

bool split_cage(std::vector<CageSpec>& cages, std::size_t index, const Grid& solution,
                const Grid& other, const CageRules& rules, RandomSource& random) {
    const Shape& shape = solution.shape();
    const std::vector<int>& cells = cages[index].cells;
    const int size = static_cast<int>(cells.size());
    const int smallest = rules.smallest();
    if (size < 2 * smallest) return false;
    std::optional<std::pair<std::vector<int>, std::vector<int>>> found;
    for (int trial = 0; trial < kSplitTrials; ++trial) {
        const int start = cells[static_cast<std::size_t>(random.below(size))];
        const int part_size = smallest + random.below(size - 2 * smallest + 1);
        std::vector<int> part = grow_part(shape, cells, start, part_size, random);
        if (static_cast<int>(part.size()) != part_size) continue;
        std::vector<int> rest;
        for (int cell : cells) {
            if (std::find(part.begin(), part.end(), cell) == part.end()) rest.push_back(cell);
        }
        if (!connected(shape, rest)) continue;
        const bool rules_out_other = sum_of(part, solution) != sum_of(part, other);
        if (rules_out_other || !found) found.emplace(std::move(part), std::move(rest));
        if (rules_out_other) break;
    }
    if (!found) return false;
    cages[index] = cage_of(std::move(found->first), solution);
    cages.push_back(cage_of(std::move(found->second), solution));
    return true;
}

}  // namespace sudokit::generate
