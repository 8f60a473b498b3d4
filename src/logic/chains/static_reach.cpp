#include "logic/chains/static_reach.hpp"

#include <algorithm>
#include <bit>

namespace sudokit::logic::chains {

void StaticReach::build(const Geometry& geo, const CandidateGrid& grid, bool y, bool x,
                        bool with_reach, const CandidateGrid* changed_since) {
    geo_ = &geo;
    grid_ = &grid;
    y_ = y;
    x_ = x;
    const int n = geo.n;
    // Nodes are numbered densely: the "off" literal of every candidate, and the "on" literals
    // some link turns on. An "on" literal nothing turns on can start a chain but lies on no
    // cycle and inside no chain; reaches() follows its links when asked. Leaving those out
    // drops most of the links.
    node_of_.assign(static_cast<std::size_t>(2 * geo.candidates), -1);
    literal_of_node_.clear();
    for (int cell = 0; cell < geo.cells; ++cell) {
        for (std::uint32_t bits = grid.cell[cell]; bits; bits &= bits - 1) {
            const int off = literal_of(cell * n + std::countr_zero(bits), false);
            node_of_[static_cast<std::size_t>(off)] = static_cast<int>(literal_of_node_.size());
            literal_of_node_.push_back(off);
        }
    }
    const std::size_t offs = literal_of_node_.size();
    for (std::size_t at = 0; at < offs; ++at) {
        scratch_.clear();
        append_links(geo, grid, literal_of_node_[at], y, x, scratch_);
        for (const int on : scratch_) {
            int& node = node_of_[static_cast<std::size_t>(on)];
            if (node >= 0) continue;
            node = static_cast<int>(literal_of_node_.size());
            literal_of_node_.push_back(on);
        }
    }
    const std::size_t nodes = literal_of_node_.size();
    first_edge_.assign(nodes + 1, 0);
    edges_.clear();
    for (std::size_t node = 0; node < nodes; ++node) {
        first_edge_[node] = static_cast<int>(edges_.size());
        append_links(geo, grid, literal_of_node_[node], y, x, edges_);
    }
    first_edge_[nodes] = static_cast<int>(edges_.size());
    // Links into the graph only: an "on" literal left out is never a target.
    for (int& target : edges_)
        target = node_of_[static_cast<std::size_t>(target)];
    find_components();
    if (changed_since != nullptr) {
        note_changes(*changed_since);
        // Chains are only asked for when they can pass a new link.
        if (new_links_.empty()) return;
    }
    // Without cell links every link keeps its digit: the graph falls apart by digit, and a
    // component's reach is kept over its own digit's components only.
    if (!with_reach) return;
    close_reach(!y, n);
    if (changed_since == nullptr) return;
    const int groups = y ? 1 : n;
    const auto words = static_cast<std::size_t>(words_);
    after_new_link_.assign(static_cast<std::size_t>(groups) * words, 0);
    for (const auto& link : new_links_) {
        const auto component = static_cast<std::size_t>(component_of(link.second));
        std::uint64_t* row = &after_new_link_[static_cast<std::size_t>(group_[component]) * words];
        const std::uint64_t* reached = &reach_[component * words];
        for (std::size_t word = 0; word < words; ++word)
            row[word] |= reached[word];
    }
}

void StaticReach::note_changes(const CandidateGrid& reference) {
    const auto nodes = literal_of_node_.size();
    edge_changed_.clear();
    for (std::size_t node = 0; node < nodes; ++node) {
        append_changes(*geo_, *grid_, reference, literal_of_node_[node], y_, x_, edge_changed_);
    }
    changed_component_.assign(static_cast<std::size_t>(components_), 0);
    new_links_.clear();
    for (std::size_t node = 0; node < nodes; ++node) {
        const int component = component_[node];
        for (int edge = first_edge_[node]; edge < first_edge_[node + 1]; ++edge) {
            if (!edge_changed_[static_cast<std::size_t>(edge)]) continue;
            const auto target = static_cast<std::size_t>(edges_[static_cast<std::size_t>(edge)]);
            if (component_[target] == component)
                changed_component_[static_cast<std::size_t>(component)] = 1;
            if (!is_on(literal_of_node_[node]))
                new_links_.emplace_back(literal_of_node_[node], literal_of_node_[target]);
        }
    }
}

bool StaticReach::reaches_from_outside(int from, int to) const {
    if (!is_on(from)) return false;
    const int candidate = candidate_of(from);
    if (!grid_->has(candidate / geo_->n, candidate % geo_->n + 1)) return false;
    // It reaches what the literals it turns off reach.
    scratch_.clear();
    append_links(*geo_, *grid_, from, y_, x_, scratch_);
    for (const int off : scratch_) {
        if (reaches(off, to)) return true;
    }
    return false;
}

void StaticReach::append_links(const Geometry& geo, const CandidateGrid& grid, int literal, bool y,
                               bool x, std::vector<int>& out) {
    const int n = geo.n;
    const int candidate = candidate_of(literal);
    const int cell = candidate / n;
    const int digit_index = candidate % n;
    auto add = [&](int target) { out.push_back(target); };
    if (is_on(literal)) {
        if (y) {
            for (std::uint32_t bits = grid.cell[cell] & ~(1u << digit_index); bits;
                 bits &= bits - 1) {
                add(literal_of(cell * n + std::countr_zero(bits), false));
            }
        }
        for (int kind = 0; kind < 3; ++kind) {
            const int house = geo.houses[cell][kind];
            for (std::uint32_t bits =
                     grid.where[house * n + digit_index] & ~(1u << geo.places[cell][kind]);
                 bits; bits &= bits - 1) {
                const int other = geo.cell_at(house, std::countr_zero(bits));
                add(literal_of(other * n + digit_index, false));
            }
        }
        return;
    }
    if (y && two_bits(grid.cell[cell])) {
        const int other_digit = std::countr_zero(grid.cell[cell] & ~(1u << digit_index));
        add(literal_of(cell * n + other_digit, true));
    }
    if (!x) return;
    for (int kind = 0; kind < 3; ++kind) {
        const int house = geo.houses[cell][kind];
        const std::uint32_t places = grid.where[house * n + digit_index];
        if (!two_bits(places)) continue;
        const int other =
            geo.cell_at(house, std::countr_zero(places & ~(1u << geo.places[cell][kind])));
        add(literal_of(other * n + digit_index, true));
    }
}

void StaticReach::append_changes(const Geometry& geo, const CandidateGrid& grid,
                                 const CandidateGrid& reference, int literal, bool y, bool x,
                                 std::vector<std::uint8_t>& out) {
    const int n = geo.n;
    const int candidate = candidate_of(literal);
    const int cell = candidate / n;
    const int digit_index = candidate % n;
    const auto cell_changed = static_cast<std::uint8_t>(grid.cell[cell] != reference.cell[cell]);
    auto house_changed = [&](int house) {
        const auto at = static_cast<std::size_t>(house * n + digit_index);
        return static_cast<std::uint8_t>(grid.where[at] != reference.where[at]);
    };
    if (is_on(literal)) {
        if (y)
            out.insert(out.end(), static_cast<std::size_t>(bit_count(grid.cell[cell]) - 1),
                       cell_changed);
        for (int kind = 0; kind < 3; ++kind) {
            const int house = geo.houses[cell][kind];
            const int others = bit_count(grid.where[house * n + digit_index]) - 1;
            out.insert(out.end(), static_cast<std::size_t>(others), house_changed(house));
        }
        return;
    }
    if (y && two_bits(grid.cell[cell])) out.push_back(cell_changed);
    if (!x) return;
    for (int kind = 0; kind < 3; ++kind) {
        const int house = geo.houses[cell][kind];
        if (two_bits(grid.where[house * n + digit_index])) out.push_back(house_changed(house));
    }
}

// Tarjan's algorithm without recursion. Components are numbered as they close, so a
// component only reaches components with smaller numbers.
void StaticReach::find_components() {
    const auto nodes = literal_of_node_.size();
    component_.assign(nodes, -1);
    order_.assign(nodes, -1);
    low_.assign(nodes, 0);
    on_stack_.assign(nodes, 0);
    stack_.clear();
    component_size_.clear();
    components_ = 0;
    int counter = 0;
    for (int root = 0; root < static_cast<int>(nodes); ++root) {
        if (order_[static_cast<std::size_t>(root)] >= 0) continue;
        calls_.assign(1, {root, first_edge_[static_cast<std::size_t>(root)]});
        order_[static_cast<std::size_t>(root)] = low_[static_cast<std::size_t>(root)] = counter++;
        stack_.push_back(root);
        on_stack_[static_cast<std::size_t>(root)] = 1;
        while (!calls_.empty()) {
            const auto node = static_cast<std::size_t>(calls_.back().first);
            const int next = calls_.back().second;
            if (next < first_edge_[node + 1]) {
                ++calls_.back().second;
                const auto successor =
                    static_cast<std::size_t>(edges_[static_cast<std::size_t>(next)]);
                if (order_[successor] < 0) {
                    order_[successor] = low_[successor] = counter++;
                    stack_.push_back(static_cast<int>(successor));
                    on_stack_[successor] = 1;
                    calls_.emplace_back(static_cast<int>(successor), first_edge_[successor]);
                } else if (on_stack_[successor]) {
                    low_[node] = std::min(low_[node], order_[successor]);
                }
                continue;
            }
            calls_.pop_back();
            if (!calls_.empty()) {
                const auto parent = static_cast<std::size_t>(calls_.back().first);
                low_[parent] = std::min(low_[parent], low_[node]);
            }
            if (low_[node] != order_[node]) continue;
            int size = 0;
            for (;;) {
                const auto member = static_cast<std::size_t>(stack_.back());
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

void StaticReach::close_reach(bool by_digit, int n) {
    // Nodes grouped by component, components in closing order: every component a component
    // links to is complete before it.
    const auto nodes = literal_of_node_.size();
    std::vector<int>& start = low_;  // reused: bucket starts
    start.assign(static_cast<std::size_t>(components_) + 1, 0);
    for (std::size_t node = 0; node < nodes; ++node)
        ++start[static_cast<std::size_t>(component_[node]) + 1];
    for (std::size_t component = 0; component < static_cast<std::size_t>(components_); ++component)
        start[component + 1] += start[component];
    std::vector<int>& members = order_;  // reused: nodes by component
    members.assign(nodes, 0);
    std::vector<int>& fill = stack_;  // reused: next free slot per component
    fill.assign(start.begin(), start.end() - 1);
    for (std::size_t node = 0; node < nodes; ++node) {
        members[static_cast<std::size_t>(fill[static_cast<std::size_t>(component_[node])]++)] =
            static_cast<int>(node);
    }
    // Each component's group (its digit, or one group for all) and its bit in the group.
    group_.assign(static_cast<std::size_t>(components_), 0);
    bit_.assign(static_cast<std::size_t>(components_), 0);
    std::vector<int>& group_size = fill;  // reused
    group_size.assign(static_cast<std::size_t>(by_digit ? n : 1), 0);
    int widest = 0;
    for (std::size_t component = 0; component < static_cast<std::size_t>(components_);
         ++component) {
        const int any_member = literal_of_node_[static_cast<std::size_t>(
            members[static_cast<std::size_t>(start[component])])];
        const int group = by_digit ? candidate_of(any_member) % n : 0;
        group_[component] = group;
        bit_[component] = group_size[static_cast<std::size_t>(group)]++;
        widest = std::max(widest, bit_[component] + 1);
    }
    words_ = (widest + 63) / 64;
    reach_.assign(static_cast<std::size_t>(components_) * static_cast<std::size_t>(words_), 0);
    const auto words = static_cast<std::size_t>(words_);
    for (std::size_t component = 0; component < static_cast<std::size_t>(components_);
         ++component) {
        std::uint64_t* row = &reach_[component * words];
        const auto own = static_cast<std::size_t>(bit_[component]);
        row[own / 64] |= std::uint64_t{1} << (own % 64);
        for (int at = start[component]; at < start[component + 1]; ++at) {
            const auto node = static_cast<std::size_t>(members[static_cast<std::size_t>(at)]);
            for (int edge = first_edge_[node]; edge < first_edge_[node + 1]; ++edge) {
                const auto target = static_cast<std::size_t>(
                    component_[static_cast<std::size_t>(edges_[static_cast<std::size_t>(edge)])]);
                if (target == component) continue;
                const std::uint64_t* other = &reach_[target * words];
                for (std::size_t word = 0; word < words; ++word)
                    row[word] |= other[word];
            }
        }
    }
}

}  // namespace sudokit::logic::chains
