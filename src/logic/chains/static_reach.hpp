#pragma once

// The static links of one pass of the static chain search, and where they can lead: the
// implication graph of the literals (on -> off through a cell or a house, off -> on through a
// bivalue cell or a bilocal digit) cut into strongly connected components, with the
// components each one reaches.
//
// The links of each literal are listed once per pass, in Sudoku Explainer's order and with
// the cause a chain records, so that the searches follow them without working them out again.
// A cycle through a literal never leaves the literal's component, and a forcing chain from a
// literal to its opposite only passes through literals that reach the opposite. The search
// uses this to skip the starts that can find nothing and the branches that lead nowhere; what
// it finds, and in which order, is unchanged.

#include <cstdint>
#include <span>
#include <utility>
#include <vector>

#include "logic/chains/chain_engine.hpp"

namespace sudokit::logic::chains {

// One link: the literal it leads to (and that literal's node), and its cell or house.
struct StaticLink {
    int node = -1;
    int literal = 0;
    int house = -1;  // -1 for a link through a cell
    Cause cause = Cause::cell;
};

class StaticReach {
  public:
    // y: cell links (a cell's other digits, bivalue cells); x: house links (bilocal digits).
    // An "on" literal always turns off the digit's other places in its houses.
    // `with_reach` false maps the components only (reaches() must not be used then).
    // With `changed_since`, the links whose cell or house has lost candidates since that grid
    // are noted too (see nested_start); reaches() is then only mapped when some "on" link is
    // new.
    // Without cell links, only the literals of `digits` are mapped.
    void build(const Geometry& geo, const CandidateGrid& grid, bool y, bool x,
               bool with_reach = true, const CandidateGrid* changed_since = nullptr,
               std::uint32_t digits = ~0u);

    // The map of one nesting depth on the calling thread: a nested level's static search and
    // cell and region search on the same grid share its last build. Slot 1 is a second map
    // of the depth, for the passes of one kind of link while slot 0 holds every link.
    static StaticReach& for_depth(int depth, int slot = 0);
    // Maps every link of `grid` (cell and house links, every digit) with reach, reusing the
    // last build when it mapped the same candidates.
    void map_all_links(const Geometry& geo, const CandidateGrid& grid);

    // The links of a literal, in the order a chain search takes them: for "on", the cell's
    // other digits (y), then the digit's other places in box, row and column (a row or column
    // peer in the box comes with the box); for "off", the other digit of a bivalue cell (y),
    // then the other place of a bilocal digit in box, row and column (x), each literal once.
    // The span stays valid until the next call for a literal outside the graph.
    std::span<const StaticLink> links_of(int literal) const {
        const int node = node_of_[static_cast<std::size_t>(literal)];
        if (node < 0) return outside_links_of(literal);
        if (node >= linked_nodes_) return {};  // a sink
        const auto first = static_cast<std::size_t>(node);
        return std::span<const StaticLink>(links_).subspan(
            static_cast<std::size_t>(first_link_[first]),
            static_cast<std::size_t>(first_link_[first + 1] - first_link_[first]));
    }

    // After a build with `changed_since`, the starts whose chains can read a change:
    // cycle_start when a cycle through the literal can use a link whose cell or house has lost
    // candidates; forcing_start when a chain from the literal to its opposite can pass a new
    // "on" link (one whose cell or house had more candidates): both ends of some new strong
    // link lead to the opposite. Such a chain then exists: when "a or b" is the new link and
    // both a and b lead to the opposite, the literal leads to "not a" (the links read
    // backwards), which turns b on.
    static constexpr std::uint8_t cycle_start = 1;
    static constexpr std::uint8_t forcing_start = 2;
    std::uint8_t nested_start(int literal) const {
        return wanted_[static_cast<std::size_t>(literal)];
    }
    // Whether no literal is such a start; the literals that are.
    bool no_nested_start() const { return marked_.empty(); }
    std::span<const int> nested_starts() const { return marked_; }

    // The component of a literal's node (-1 when the literal is not in the graph), and of a
    // node.
    int component_of(int literal) const {
        const int node = node_of_[static_cast<std::size_t>(literal)];
        return node < 0 ? -1 : component_[static_cast<std::size_t>(node)];
    }
    int component_of_node(int node) const { return component_[static_cast<std::size_t>(node)]; }

    // Whether the literal's component can hold a cycle the searches take: one of four
    // literals at least (two "on" and two "off", all different). Every strong link lies on
    // a cycle of two with the weak link back through the same house or cell, so smaller
    // components are common.
    bool on_a_cycle(int literal) const {
        const int component = component_of(literal);
        return component >= 0 && holds_a_cycle(component);
    }

    // A literal as the end of chains: which nodes lead to it is one lookup each.
    struct Goal {
        int group = -1;  // -1: not in the graph, nothing leads there
        std::size_t word = 0;
        std::uint64_t bit = 0;
    };
    Goal goal(int literal) const {
        const int component = component_of(literal);
        if (component < 0) return Goal{};
        const int bit = bit_[static_cast<std::size_t>(component)];
        return Goal{group_[static_cast<std::size_t>(component)], static_cast<std::size_t>(bit / 64),
                    std::uint64_t{1} << (bit % 64)};
    }
    // Whether a chain of links leads from a node to a goal (a literal reaches itself).
    bool leads_to(int node, const Goal& goal) const {
        const auto component = static_cast<std::size_t>(component_[static_cast<std::size_t>(node)]);
        if (group_[component] != goal.group) return false;
        if (component >= static_cast<std::size_t>(linked_components_)) {
            const int bit = bit_[component];
            return static_cast<std::size_t>(bit / 64) == goal.word &&
                   (std::uint64_t{1} << (bit % 64)) == goal.bit;
        }
        return (row_of(component)[goal.word] & goal.bit) != 0;
    }
    // The same from any literal: one outside the graph reaches what its links reach.
    bool reaches(int from, const Goal& goal) const {
        if (goal.group < 0) return false;
        const int node = node_of_[static_cast<std::size_t>(from)];
        if (node >= 0) return leads_to(node, goal);
        for (const StaticLink& link : links_of(from)) {
            if (link.node >= 0 && leads_to(link.node, goal)) return true;
        }
        return false;
    }

    // Whether some literal is reached from every literal of `from` (a literal reaches
    // itself): the literals they all lead to are not all apart. With `within`, some literal
    // of those components (a row as reach_of_new_links gives). Only after a build with reach
    // and cell links.
    bool reaches_meet(std::span<const int> from, const std::uint64_t* within = nullptr) const;

    // The components that the "on" end of a new strong link reaches: one whose cell or house
    // (the one its chains record) has lost candidates since `reference`. A chain reads such a
    // removal only through such a link, and goes on to what that link's end reaches. Only
    // after a build with reach and every link.
    void reach_of_new_links(const CandidateGrid& reference, std::vector<std::uint64_t>& out) const;

  private:
    // The reach row of a component with links.
    const std::uint64_t* row_of(std::size_t component) const {
        return &reach_[component * static_cast<std::size_t>(words_)];
    }
    bool holds_a_cycle(int component) const {
        return component < linked_components_ &&
               component_size_[static_cast<std::size_t>(component)] >= 4;
    }
    // Writes the links of `literal` (nodes not yet set) from `out` on, at most 4 n of them;
    // returns how many.
    static int write_links(const Geometry& geo, const CandidateGrid& grid, int literal, bool y,
                           bool x, StaticLink* out);
    static std::uint32_t digits_with_wanted_chains(const Geometry& geo, const CandidateGrid& grid,
                                                   const CandidateGrid& reference);
    void note_changes(const CandidateGrid& reference);
    // Whether the cell or house of a link from `candidate`'s literal lost candidates since
    // `reference`.
    bool link_changed(int candidate, const StaticLink& link, const CandidateGrid& reference) const;
    // strong_digits_: per cell, the digits whose "off" literal has a strong link.
    void mark_strong_digits(const Geometry& geo, const CandidateGrid& grid, bool y, bool x,
                            std::uint32_t digits);
    const std::uint64_t* reach_row(int literal) const;
    // Adds to `row` what a component reaches.
    void add_reach(std::uint64_t* row, std::size_t component) const;
    void next_map_number();
    void mark_nested_starts(bool forcing);
    std::span<const StaticLink> outside_links_of(int literal) const;
    void find_components();
    void close_reach(bool by_digit, int n);

    const Geometry* geo_ = nullptr;
    const CandidateGrid* grid_ = nullptr;
    // What the last build mapped: its candidates, whether every link of them, and whether
    // the reach is worked out.
    std::vector<std::uint32_t> mapped_cells_;
    bool all_links_ = false;
    bool reach_ready_ = false;
    bool y_ = false;
    bool x_ = false;
    mutable std::vector<StaticLink> scratch_;  // links of a literal outside the graph
    // The graph: one row of links per node.
    std::vector<int> node_of_;  // literal -> node, or -1
    std::vector<int> literal_of_node_;
    int linked_nodes_ = 0;           // the first nodes, which have links; then the sinks
    std::vector<int> first_link_;    // of the nodes with links
    std::vector<StaticLink> links_;  // written in place: only first_link_'s range is in use
    std::vector<std::uint32_t> strong_digits_;
    // Tarjan's bookkeeping and the result, per node.
    std::vector<int> component_;
    std::vector<int> component_size_;
    std::vector<int> order_;
    std::vector<int> low_;
    std::vector<int> stack_;
    std::vector<std::uint8_t> on_stack_;
    std::vector<std::pair<int, int>> calls_;
    // The nodes of each component, components in closing order: those of component c are
    // members_[member_start_[c]] up to members_[member_start_[c + 1]].
    std::vector<int> members_;
    std::vector<int> member_start_;
    int components_ = 0;
    int linked_components_ = 0;  // the first ones; then the sinks, one each
    // Components fall into groups no link crosses (digits, when there are no cell links).
    // reach_[component * words_ + word]: the components of its group a component with links
    // reaches, by their bit in the group.
    std::vector<int> group_;
    std::vector<int> bit_;
    std::vector<std::uint64_t> reach_;
    int words_ = 0;
    // With a reference grid: per component, whether a link whose cell or house lost
    // candidates lies inside it; the new "on" links (off, on literals).
    std::vector<std::uint8_t> changed_component_;
    std::vector<std::pair<int, int>> new_links_;
    // Per group, the components both ends of some new strong link lead to (by their bit in
    // the group).
    std::vector<std::uint64_t> forced_by_new_link_;
    // Per literal, the kinds of start a nested search wants; the literals marked.
    std::vector<std::uint8_t> wanted_;
    std::vector<int> marked_;
    std::vector<std::uint8_t> component_starts_;  // per component, while marking
    // reaches_meet: the components all literals reach so far; the reach of the "on" literals
    // outside the graph, per literal, worked out for the map numbered in outside_row_map_.
    mutable std::vector<std::uint64_t> meet_;
    mutable std::vector<std::uint64_t> outside_rows_;
    mutable std::vector<std::uint32_t> outside_row_map_;
    std::uint32_t map_number_ = 0;  // of the current build
};

}  // namespace sudokit::logic::chains
