// Turns the chosen hint into a Step: the conclusion, and each branch's chain as links from
// the assumption to the branch's end (the main line of implications; hidden and nested
// parents are counted in the rating but not drawn).

#include <algorithm>
#include <bit>

#include "logic/chains/chain_engine.hpp"

namespace sudokit::logic::chains {
namespace {

ChainNode node_of(const Geometry& geo, int literal) {
    const int candidate = candidate_of(literal);
    return ChainNode{{candidate / geo.n}, candidate % geo.n + 1, is_on(literal)};
}

int main_parent(const Propagation& path, const Record& record) {
    if (record.parent >= 0) return record.parent;
    if (record.extra_begin < record.extra_end) return path.extra[record.extra_begin];
    return -1;
}

}  // namespace

Step make_step(const Engine& engine, const ChainHint& hint, int nesting) {
    const Geometry& geo = engine.geometry();
    const int n = geo.n;
    Step step;
    step.technique = hint.technique;
    step.rating = hint.rating();
    step.form = hint.form;
    step.nesting = nesting;
    step.size = hint.complexity;
    if (hint.placement >= 0) {
        step.placements.push_back({hint.placement / n, hint.placement % n + 1});
    }
    for (int candidate : hint.removals) {
        step.eliminations.push_back({candidate / n, candidate % n + 1});
    }
    std::sort(step.eliminations.begin(), step.eliminations.end());
    if (hint.house >= 0) step.houses.push_back(hint.house);
    for (std::size_t branch = 0; branch < hint.targets.size(); ++branch) {
        const Propagation& path = *hint.targets[branch].propagation;
        std::vector<int> line;
        for (int at = hint.targets[branch].record; at >= 0 && line.size() < path.records.size();
             at = main_parent(path, path.records[at])) {
            line.push_back(at);
        }
        std::reverse(line.begin(), line.end());
        for (std::size_t index = 0; index + 1 < line.size(); ++index) {
            const int from = path.records[line[index]].literal;
            const int to = path.records[line[index + 1]].literal;
            step.links.push_back(ChainLink{node_of(geo, from), node_of(geo, to),
                                           !is_on(from) && is_on(to), static_cast<int>(branch)});
        }
        for (int at : line) {
            const int candidate = candidate_of(path.records[at].literal);
            const CellDigit cell_digit{candidate / n, candidate % n + 1};
            if (std::find(step.pattern.begin(), step.pattern.end(), cell_digit) ==
                step.pattern.end()) {
                step.pattern.push_back(cell_digit);
            }
            if (std::find(step.cells.begin(), step.cells.end(), cell_digit.cell) ==
                step.cells.end()) {
                step.cells.push_back(cell_digit.cell);
            }
            step.digits.insert(cell_digit.digit);
        }
    }
    return step;
}

}  // namespace sudokit::logic::chains
