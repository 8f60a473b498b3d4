#include "logic/chains/static_reach.hpp"

#include <algorithm>
#include <bit>

namespace sudokit::logic::chains {

void StaticReach::build(const Geometry& geo, const CandidateGrid& grid, bool y, bool x,
                        bool with_reach) {
    const int literals = 2 * geo.candidates;
    first_edge_.assign(literals + 1, 0);
    edges_.clear();
    component_.assign(literals, -1);
    for (int literal = 0; literal < literals; ++literal) {
        first_edge_[literal] = static_cast<int>(edges_.size());
        const int candidate = candidate_of(literal);
        if (grid.has(candidate / geo.n, candidate % geo.n + 1)) {
            component_[literal] = 0;  // a candidate: a node of the graph
            link(geo, grid, literal, y, x);
        }
    }
    first_edge_[literals] = static_cast<int>(edges_.size());
    find_components();
    if (with_reach) close_reach();
}

void StaticReach::link(const Geometry& geo, const CandidateGrid& grid, int literal, bool y,
                       bool x) {
    const int n = geo.n;
    const int candidate = candidate_of(literal);
    const int cell = candidate / n;
    const int digit_index = candidate % n;
    if (is_on(literal)) {
        if (y) {
            for (std::uint32_t bits = grid.cell[cell] & ~(1u << digit_index); bits;
                 bits &= bits - 1) {
                edges_.push_back(literal_of(cell * n + std::countr_zero(bits), false));
            }
        }
        for (int kind = 0; kind < 3; ++kind) {
            const int house = geo.houses[cell][kind];
            for (std::uint32_t bits =
                     grid.where[house * n + digit_index] & ~(1u << geo.places[cell][kind]);
                 bits; bits &= bits - 1) {
                const int other = geo.cell_at(house, std::countr_zero(bits));
                edges_.push_back(literal_of(other * n + digit_index, false));
            }
        }
        return;
    }
    if (y && two_bits(grid.cell[cell])) {
        const int other_digit = std::countr_zero(grid.cell[cell] & ~(1u << digit_index));
        edges_.push_back(literal_of(cell * n + other_digit, true));
    }
    if (!x) return;
    for (int kind = 0; kind < 3; ++kind) {
        const int house = geo.houses[cell][kind];
        const std::uint32_t places = grid.where[house * n + digit_index];
        if (!two_bits(places)) continue;
        const int other =
            geo.cell_at(house, std::countr_zero(places & ~(1u << geo.places[cell][kind])));
        edges_.push_back(literal_of(other * n + digit_index, true));
    }
}

// Tarjan's algorithm without recursion. Components are numbered as they close, so a
// component only reaches components with smaller numbers.
void StaticReach::find_components() {
    const int literals = static_cast<int>(component_.size());
    order_.assign(literals, -1);
    low_.assign(literals, 0);
    on_stack_.assign(literals, 0);
    stack_.clear();
    component_size_.clear();
    components_ = 0;
    int counter = 0;
    for (int root = 0; root < literals; ++root) {
        if (component_[root] < 0 || order_[root] >= 0) continue;
        calls_.assign(1, {root, first_edge_[root]});
        order_[root] = low_[root] = counter++;
        stack_.push_back(root);
        on_stack_[root] = 1;
        while (!calls_.empty()) {
            const int node = calls_.back().first;
            const int next = calls_.back().second;
            if (next < first_edge_[node + 1]) {
                ++calls_.back().second;
                const int successor = edges_[next];
                if (order_[successor] < 0) {
                    order_[successor] = low_[successor] = counter++;
                    stack_.push_back(successor);
                    on_stack_[successor] = 1;
                    calls_.emplace_back(successor, first_edge_[successor]);
                } else if (on_stack_[successor]) {
                    low_[node] = std::min(low_[node], order_[successor]);
                }
                continue;
            }
            calls_.pop_back();
            if (!calls_.empty()) {
                const int parent = calls_.back().first;
                low_[parent] = std::min(low_[parent], low_[node]);
            }
            if (low_[node] != order_[node]) continue;
            int size = 0;
            for (;;) {
                const int member = stack_.back();
                stack_.pop_back();
                on_stack_[member] = 0;
                component_[member] = components_;
                ++size;
                if (member == node) break;
            }
            component_size_.push_back(size);
            ++components_;
        }
    }
}

void StaticReach::close_reach() {
    words_ = (components_ + 63) / 64;
    reach_.assign(static_cast<std::size_t>(components_) * words_, 0);
    // Literals grouped by component, components in closing order: every component a
    // component links to is complete before it.
    const int literals = static_cast<int>(component_.size());
    std::vector<int>& start = low_;  // reused: bucket starts
    start.assign(components_ + 1, 0);
    for (int literal = 0; literal < literals; ++literal) {
        if (component_[literal] >= 0) ++start[component_[literal] + 1];
    }
    for (int component = 0; component < components_; ++component)
        start[component + 1] += start[component];
    std::vector<int>& members = order_;  // reused: literals by component
    members.assign(start[components_], 0);
    std::vector<int> fill(start.begin(), start.end() - 1);
    for (int literal = 0; literal < literals; ++literal) {
        if (component_[literal] >= 0) members[fill[component_[literal]]++] = literal;
    }
    for (int component = 0; component < components_; ++component) {
        std::uint64_t* row = &reach_[static_cast<std::size_t>(component) * words_];
        row[component / 64] |= std::uint64_t{1} << (component % 64);
        for (int at = start[component]; at < start[component + 1]; ++at) {
            const int literal = members[at];
            for (int edge = first_edge_[literal]; edge < first_edge_[literal + 1]; ++edge) {
                const int target = component_[edges_[edge]];
                if (target == component) continue;
                const std::uint64_t* other = &reach_[static_cast<std::size_t>(target) * words_];
                for (int word = 0; word < words_; ++word)
                    row[word] |= other[word];
            }
        }
    }
}

}  // namespace sudokit::logic::chains
