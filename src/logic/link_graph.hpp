#pragma once

// The graph of inferences between candidates that alternating inference chains walk: strong
// links (at least one of the two nodes is true) and weak links (at most one is true). A node
// is a digit in one cell, or a grouped node: the digit in the cells where two houses cross (a
// box and a row or column; on a variant also a diagonal, a window or a region), true when the
// digit lies in one of them.

#include <span>
#include <vector>

#include "logic/intersection_rules.hpp"
#include "sudokit/position.hpp"
#include "sudokit/step.hpp"

namespace sudokit::logic {

struct LinkNode {
    std::vector<int> cells;  // ascending; more than one for a grouped node
    int digit = 0;
    bool grouped() const { return cells.size() > 1; }
};

// Which nodes and links the graph holds. XY-chains use only the bivalue cells, linked
// strongly inside a cell and weakly to the same digit in a peer cell.
struct LinkGraphOptions {
    bool bivalue_cells_only = false;
    bool house_strong_links = true;  // conjugate pairs: a digit with two places in a house
    bool cell_weak_links = true;     // two digits of one cell
    bool grouped_nodes = true;
};

class LinkGraph {
  public:
    // `crossings` are those of the position's houses (FindContext::crossings()).
    LinkGraph(const Position& position, const HouseCrossings& crossings,
              const LinkGraphOptions& options);

    int node_count() const { return static_cast<int>(nodes_.size()); }
    const LinkNode& node(int index) const { return nodes_[index]; }
    // The nodes that must be true when `index` is false.
    std::span<const int> strong_links(int index) const { return strong_[index]; }
    // The nodes that must be false when `index` is true.
    std::span<const int> weak_links(int index) const { return weak_[index]; }

    // Whether the candidate and the node cannot both be true (the candidate is not part of
    // the node). Holds regardless of the options the graph was built with.
    bool conflicts(CellDigit candidate, int index) const;
    // Every candidate of the position that cannot be true together with the node.
    std::vector<CellDigit> conflicting_candidates(int index) const;
    ChainNode chain_node(int index, bool on) const;

  private:
    bool sees(int a, int b) const;
    bool sees_all(int cell, const std::vector<int>& cells) const;
    int add_node(std::vector<int> cells, int digit);
    void add_groups(const HouseCrossings& crossings);
    void add_house_strong_links();
    void add_bivalue_strong_links();
    void add_weak_links(const LinkGraphOptions& options);
    void link(std::vector<std::vector<int>>& links, int a, int b);

    const Position& position_;
    const Geometry& geometry_;
    const Geometry* variant_;           // null on a classic grid, whose sight is read below
    std::vector<int> row_, col_, box_;  // of each cell, on a classic grid
    std::vector<LinkNode> nodes_;
    std::vector<int> single_index_;               // cell * side + digit - 1 -> node, or -1
    std::vector<std::vector<int>> house_groups_;  // house -> grouped nodes inside it
    std::vector<std::vector<int>> strong_;
    std::vector<std::vector<int>> weak_;
};

}  // namespace sudokit::logic
