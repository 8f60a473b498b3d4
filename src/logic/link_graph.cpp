#include "logic/link_graph.hpp"

#include "logic/house_scan.hpp"

#include <algorithm>
#include <map>

namespace sudokit::logic {

LinkGraph::LinkGraph(const Position& position, const HouseCrossings& crossings,
                     const LinkGraphOptions& options)
    : position_(position), geometry_(position.geometry()), variant_(position.variant().get()) {
    const Shape& shape = geometry_.shape();
    const int side = shape.side();
    const int cell_count = shape.cell_count();
    if (variant_ == nullptr) {
        row_.resize(cell_count);
        col_.resize(cell_count);
        box_.resize(cell_count);
        for (int cell = 0; cell < cell_count; ++cell) {
            row_[cell] = shape.row_of(cell);
            col_[cell] = shape.col_of(cell);
            box_[cell] = shape.box_of(cell);
        }
    }
    single_index_.assign(static_cast<std::size_t>(cell_count) * side, -1);
    house_groups_.resize(static_cast<std::size_t>(geometry_.house_count()));

    for (int cell = 0; cell < cell_count; ++cell) {
        const DigitSet candidates = position.candidates(cell);
        if (options.bivalue_cells_only && candidates.size() != 2) continue;
        for (int digit : candidates) {
            single_index_[cell * side + digit - 1] = add_node({cell}, digit);
        }
    }
    if (options.grouped_nodes && !options.bivalue_cells_only) add_groups(crossings);
    strong_.resize(nodes_.size());
    weak_.resize(nodes_.size());
    if (options.house_strong_links) add_house_strong_links();
    add_bivalue_strong_links();
    add_weak_links(options);
    // A pair can be linked through two houses (a row and a box); keep each link once.
    for (auto* links : {&strong_, &weak_}) {
        for (std::vector<int>& targets : *links) {
            std::sort(targets.begin(), targets.end());
            targets.erase(std::unique(targets.begin(), targets.end()), targets.end());
        }
    }
}

bool LinkGraph::sees(int a, int b) const {
    if (variant_ != nullptr) return variant_->sees(a, b);
    return a != b && (row_[a] == row_[b] || col_[a] == col_[b] || box_[a] == box_[b]);
}

bool LinkGraph::sees_all(int cell, const std::vector<int>& cells) const {
    return std::all_of(cells.begin(), cells.end(), [&](int other) { return sees(cell, other); });
}

int LinkGraph::add_node(std::vector<int> cells, int digit) {
    nodes_.push_back(LinkNode{std::move(cells), digit});
    return static_cast<int>(nodes_.size()) - 1;
}

// The digit's cells where two houses cross, when there are two or more: each box (or region)
// with each row, then each column crossing it; on a variant, then the crossings of its other
// houses. Each pair of houses once.
void LinkGraph::add_groups(const HouseCrossings& crossings) {
    const int side = geometry_.side();
    for (int base = 2 * side; base < geometry_.house_count(); ++base) {
        for (const Crossing& crossing : crossings.of_house(base)) {
            if (crossing.cover >= 2 * side && crossing.cover < base) continue;  // met already
            const std::vector<int> cells = house_cells_of(geometry_, base, crossing.in_base);
            for (int digit = 1; digit <= side; ++digit) {
                std::vector<int> group;
                for (int cell : cells) {
                    if (position_.has(cell, digit)) group.push_back(cell);
                }
                if (group.size() < 2) continue;
                const int index = add_node(std::move(group), digit);
                house_groups_[static_cast<std::size_t>(base)].push_back(index);
                house_groups_[static_cast<std::size_t>(crossing.cover)].push_back(index);
            }
        }
    }
}

void LinkGraph::link(std::vector<std::vector<int>>& links, int a, int b) {
    links[a].push_back(b);
    links[b].push_back(a);
}

// Two nodes of a house whose cells are, together and without overlap, every place of the
// digit in the house: one of them holds it.
void LinkGraph::add_house_strong_links() {
    const int side = geometry_.side();
    for (int house = 0; house < geometry_.house_count(); ++house) {
        for (int digit = 1; digit <= side; ++digit) {
            std::vector<int> members;
            int places = 0;
            for (int cell : geometry_.house_cells(house)) {
                if (!position_.has(cell, digit)) continue;
                ++places;
                const int single = single_index_[cell * side + digit - 1];
                if (single >= 0) members.push_back(single);
            }
            if (places < 2) continue;
            for (int group : house_groups_[house]) {
                if (nodes_[group].digit == digit) members.push_back(group);
            }
            for (std::size_t i = 0; i < members.size(); ++i) {
                for (std::size_t j = i + 1; j < members.size(); ++j) {
                    const LinkNode& a = nodes_[members[i]];
                    const LinkNode& b = nodes_[members[j]];
                    if (static_cast<int>(a.cells.size() + b.cells.size()) != places) continue;
                    const bool overlap = std::any_of(a.cells.begin(), a.cells.end(), [&](int c) {
                        return std::find(b.cells.begin(), b.cells.end(), c) != b.cells.end();
                    });
                    if (!overlap) link(strong_, members[i], members[j]);
                }
            }
        }
    }
}

void LinkGraph::add_bivalue_strong_links() {
    const int side = geometry_.side();
    for (int cell = 0; cell < geometry_.cell_count(); ++cell) {
        const DigitSet candidates = position_.candidates(cell);
        if (candidates.size() != 2) continue;
        const int low = candidates.lowest();
        const int high = (candidates - DigitSet::single(low)).lowest();
        const int a = single_index_[cell * side + low - 1];
        const int b = single_index_[cell * side + high - 1];
        if (a >= 0 && b >= 0) link(strong_, a, b);
    }
}

void LinkGraph::add_weak_links(const LinkGraphOptions& options) {
    const int side = geometry_.side();
    std::vector<std::vector<int>> nodes_by_digit(side + 1);
    for (int index = 0; index < node_count(); ++index) {
        const LinkNode& node = nodes_[index];
        if (!node.grouped()) {
            // Single to single: the digit in a peer (each pair seen from both sides).
            for (int peer : geometry_.peers(node.cells[0])) {
                const int other = single_index_[peer * side + node.digit - 1];
                if (other >= 0) weak_[index].push_back(other);
            }
            if (options.cell_weak_links) {
                for (int digit : position_.candidates(node.cells[0])) {
                    const int other = single_index_[node.cells[0] * side + digit - 1];
                    if (digit != node.digit && other >= 0) weak_[index].push_back(other);
                }
            }
        }
        nodes_by_digit[node.digit].push_back(index);
    }
    // Links that involve a group: every cell of one node sees every cell of the other.
    for (const std::vector<int>& same_digit : nodes_by_digit) {
        for (int a : same_digit) {
            if (!nodes_[a].grouped()) continue;
            for (int b : same_digit) {
                if (b == a || (nodes_[b].grouped() && b < a)) continue;
                const bool all_see =
                    std::all_of(nodes_[b].cells.begin(), nodes_[b].cells.end(),
                                [&](int cell) { return sees_all(cell, nodes_[a].cells); });
                if (all_see) link(weak_, a, b);
            }
        }
    }
}

bool LinkGraph::conflicts(CellDigit candidate, int index) const {
    const LinkNode& node = nodes_[index];
    if (node.digit != candidate.digit) {
        return !node.grouped() && node.cells[0] == candidate.cell;
    }
    return sees_all(candidate.cell, node.cells);  // sees() is false for the node's own cells
}

std::vector<CellDigit> LinkGraph::conflicting_candidates(int index) const {
    const LinkNode& node = nodes_[index];
    std::vector<CellDigit> result;
    if (!node.grouped()) {
        for (int digit : position_.candidates(node.cells[0])) {
            if (digit != node.digit) result.push_back({node.cells[0], digit});
        }
    }
    for (int peer : geometry_.peers(node.cells[0])) {
        if (position_.has(peer, node.digit) && sees_all(peer, node.cells)) {
            result.push_back({peer, node.digit});
        }
    }
    return result;
}

ChainNode LinkGraph::chain_node(int index, bool on) const {
    return ChainNode{nodes_[index].cells, nodes_[index].digit, on};
}

}  // namespace sudokit::logic
