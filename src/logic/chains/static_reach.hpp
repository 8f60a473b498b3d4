#pragma once

// Where the static links of one pass of the static chain search can lead: the implication
// graph of the literals (on -> off through a cell or a house, off -> on through a bivalue
// cell or a bilocal digit) cut into strongly connected components, with the components each
// one reaches.
//
// A cycle through a literal never leaves the literal's component, and a forcing chain from a
// literal to its opposite only passes through literals that reach the opposite. The search
// uses this to skip the starts that can find nothing and the branches that lead nowhere; what
// it finds, and in which order, is unchanged.

#include <cstdint>
#include <utility>
#include <vector>

#include "logic/chains/chain_engine.hpp"

namespace sudokit::logic::chains {

class StaticReach {
  public:
    // y: cell links (a cell's other digits, bivalue cells); x: house links (bilocal digits).
    // An "on" literal always turns off the digit's other places in its houses.
    // `with_reach` false maps the components only (reaches() must not be used then).
    // With `changed_since`, the links whose cell or house has lost candidates since that grid
    // are noted too (see cycle_may_read_changes and may_follow_new_link); reaches() is then
    // only mapped when some "on" link is new.
    void build(const Geometry& geo, const CandidateGrid& grid, bool y, bool x,
               bool with_reach = true, const CandidateGrid* changed_since = nullptr);

    // Whether a cycle through `literal` can use a link whose cell or house has lost
    // candidates (only after a build with `changed_since`).
    bool cycle_may_read_changes(int literal) const {
        const int component = component_of(literal);
        return component >= 0 && changed_component_[static_cast<std::size_t>(component)] != 0;
    }
    // Whether some new "on" link (its cell or house had more candidates) leads to `literal`:
    // a chain ending there can pass one. Only after a build with `changed_since`.
    bool may_follow_new_link(int literal) const {
        if (new_links_.empty()) return false;
        const int component = component_of(literal);
        if (component < 0) return false;
        const auto at = static_cast<std::size_t>(group_[static_cast<std::size_t>(component)]) *
                            static_cast<std::size_t>(words_) +
                        static_cast<std::size_t>(bit_[static_cast<std::size_t>(component)] / 64);
        return ((after_new_link_[at] >> (bit_[static_cast<std::size_t>(component)] % 64)) & 1u) !=
               0;
    }

    // Whether both literals are candidates of the grid and lie on one cycle of links.
    bool same_component(int first, int second) const {
        const int component = component_of(first);
        return component >= 0 && component == component_of(second);
    }
    // Whether some literal other than `literal` shares its component.
    bool on_a_cycle(int literal) const {
        const int component = component_of(literal);
        return component >= 0 && component_size_[static_cast<std::size_t>(component)] > 1;
    }
    // Whether a chain of links leads from `from` to `to` (a literal reaches itself).
    bool reaches(int from, int to) const {
        const int target = component_of(to);
        if (target < 0) return false;
        const int source = component_of(from);
        if (source < 0) return reaches_from_outside(from, to);
        if (group_[static_cast<std::size_t>(source)] != group_[static_cast<std::size_t>(target)])
            return false;
        const int bit = bit_[static_cast<std::size_t>(target)];
        const std::uint64_t word =
            reach_[static_cast<std::size_t>(source) * static_cast<std::size_t>(words_) +
                   static_cast<std::size_t>(bit / 64)];
        return ((word >> (bit % 64)) & 1u) != 0;
    }

  private:
    // Appends the literals `literal` turns on or off to `out`.
    static void append_links(const Geometry& geo, const CandidateGrid& grid, int literal, bool y,
                             bool x, std::vector<int>& out);
    // For each link append_links gives, whether its cell or house lost candidates since
    // `reference` (appended to `out` in the same order).
    static void append_changes(const Geometry& geo, const CandidateGrid& grid,
                               const CandidateGrid& reference, int literal, bool y, bool x,
                               std::vector<std::uint8_t>& out);
    void note_changes(const CandidateGrid& reference);
    bool reaches_from_outside(int from, int to) const;
    void find_components();
    void close_reach(bool by_digit, int n);
    int component_of(int literal) const {
        const int node = node_of_[static_cast<std::size_t>(literal)];
        return node < 0 ? -1 : component_[static_cast<std::size_t>(node)];
    }

    const Geometry* geo_ = nullptr;
    const CandidateGrid* grid_ = nullptr;
    bool y_ = false;
    bool x_ = false;
    mutable std::vector<int> scratch_;  // links of one literal
    // The graph: one row of successors per node.
    std::vector<int> node_of_;  // literal -> node, or -1
    std::vector<int> literal_of_node_;
    std::vector<int> first_edge_;
    std::vector<int> edges_;
    // Tarjan's bookkeeping and the result, per node.
    std::vector<int> component_;
    std::vector<int> component_size_;
    std::vector<int> order_;
    std::vector<int> low_;
    std::vector<int> stack_;
    std::vector<std::uint8_t> on_stack_;
    std::vector<std::pair<int, int>> calls_;
    int components_ = 0;
    // Components fall into groups no link crosses (digits, when there are no cell links).
    // reach_[component * words_ + word]: the components of its group a component reaches,
    // by their bit in the group.
    std::vector<int> group_;
    std::vector<int> bit_;
    std::vector<std::uint64_t> reach_;
    int words_ = 0;
    // With a reference grid: per edge, whether its cell or house lost candidates; per
    // component, whether such an edge lies inside it; the new "on" links (off, on literals).
    std::vector<std::uint8_t> edge_changed_;
    std::vector<std::uint8_t> changed_component_;
    std::vector<std::pair<int, int>> new_links_;
    // Per group, the components some new "on" link leads to (by their bit in the group).
    std::vector<std::uint64_t> after_new_link_;
};

}  // namespace sudokit::logic::chains
