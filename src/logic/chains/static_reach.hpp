#pragma once

// The static links of a grid (every kind) and where they can lead: the map the static chain
// searches and the cell and region forcing chains consult.
//
// The implication graph of the literals (on -> off through a cell or a house, off -> on
// through a bivalue cell or a bilocal digit) is small at heart: only a "strong" candidate
// (one with a bivalue cell or bilocal digit to pair it, as the pass sees them) is ever turned
// on by a link. So the map works on those candidates alone: which strong candidates an "on"
// literal of one of them turns on, through any chain (a bit set per strong candidate, closed
// under the links), and from that everything else:
// - an "off" literal turns on what its strong partners turn on;
// - a literal reaches the "off" literals of every candidate that a reached "on" literal
//   sees (same cell, or same digit in a house);
// - the strongly connected components (where cycles live) are the strong candidates that
//   reach each other, with the "off" literals a member reaches and that lead back.
//
// The links of each literal are listed, when a search first asks, in Sudoku Explainer's
// order and with the cause a chain records. A cycle through a literal never leaves the
// literal's component, and a forcing chain from a literal to its opposite only passes
// through literals that reach the opposite. The search uses this to skip the starts that can
// find nothing and the branches that lead nowhere; what it finds, and in which order, is
// unchanged. A search that follows links of one kind only (house links, or bivalue cells)
// keeps to a part of this graph, so the components and reach here hold more than its own:
// the same skips stay safe.

#include <cstdint>
#include <span>
#include <utility>
#include <vector>

#include "logic/chains/chain_engine.hpp"

namespace sudokit::logic::chains {

// One link: the literal it leads to, and its cell or house. With the map's facts about that
// literal, which the searches read for every link they meet: its component (-1 for none) and
// what it turns on (an empty set for a literal without links).
struct StaticLink {
    int literal = 0;
    int house = -1;  // -1 for a link through a cell
    Cause cause = Cause::cell;
    int component = -1;
    const std::uint64_t* turns_on = nullptr;
};

class StaticReach {
  public:
    // Maps every link of `grid`: cell links (a cell's other digits, bivalue cells) and house
    // links (a digit's other places, bilocal digits). With `changed_since`, the links whose
    // cell or house has lost candidates since that grid are noted too (see nested_start).
    void build(const Geometry& geo, const CandidateGrid& grid,
               const CandidateGrid* changed_since = nullptr);
    // Maps the links of one pass only: y, cell links (a cell's other digits, bivalue cells);
    // x, house links (bilocal digits). An "on" literal always turns off the digit's other
    // places in its houses; without house links only the strong candidates' literals are
    // mapped. A search over every start does better with the tighter reach of its own pass.
    void build_kinds(const Geometry& geo, const CandidateGrid& grid, bool y, bool x);

    // Maps `grid`, reusing the last build when it mapped the same candidates.
    void map_all_links(const Geometry& geo, const CandidateGrid& grid);

    // The links of a literal, in the order a chain search takes them: for "on", the cell's
    // other digits, then the digit's other places in box, row and column (a row or column
    // peer in the box comes with the box); for "off", the other digit of a bivalue cell, then
    // the other place of a bilocal digit in box, row and column, each literal once. The span
    // stays valid until the next call.
    std::span<const StaticLink> links_of(int literal) const {
        if (!is_on(literal)) {
            // Only a strong candidate's "off" literal has links: to its partners.
            const int strong = strong_of_[static_cast<std::size_t>(candidate_of(literal))];
            if (strong < 0) return {};
            return partners_of(strong);
        }
        const auto at = static_cast<std::size_t>(literal);
        if (links_map_[at] != map_number_) list_on_links(literal);
        return std::span<const StaticLink>(link_store_)
            .subspan(static_cast<std::size_t>(links_first_[at]),
                     static_cast<std::size_t>(links_count_[at]));
    }

    // The links of a literal that stay in its component, in the same order: the only ones a
    // cycle through the literal takes. (None for a literal outside every component.)
    std::span<const StaticLink> links_within_component(int literal) const {
        const auto strong = strong_of_[static_cast<std::size_t>(candidate_of(literal))];
        if (strong < 0) return {};
        if (!is_on(literal)) {
            return std::span<const StaticLink>(inner_partner_links_)
                .subspan(partner_slots_ * static_cast<std::size_t>(strong),
                         static_cast<std::size_t>(
                             inner_partner_count_[static_cast<std::size_t>(strong)]));
        }
        const auto at = static_cast<std::size_t>(literal);
        if (links_map_[at] != map_number_) list_on_links(literal);
        // Listed right after all the links.
        return std::span<const StaticLink>(link_store_)
            .subspan(static_cast<std::size_t>(links_first_[at] + links_count_[at]),
                     static_cast<std::size_t>(links_inner_count_[at]));
    }

    // After a build with `changed_since`, the starts whose chains can read a change:
    // cycle_start when a cycle through the literal can use a link whose cell or house has lost
    // candidates (in a component where a cycle may remove something: cycles_may_remove);
    // forcing_start when a chain from the literal to its opposite can pass a new "on" link (one
    // whose cell or house had more candidates): both ends of some new strong link lead to the
    // opposite. Such a chain then exists: when "a or b" is the new link and both a and b lead to
    // the opposite, the literal leads to "not a" (the links read backwards), which turns b on.
    static constexpr std::uint8_t cycle_start = 1;
    static constexpr std::uint8_t forcing_start = 2;
    std::uint8_t nested_start(int literal) const {
        return wanted_[static_cast<std::size_t>(literal)];
    }
    // Whether no literal is such a start; the literals that are.
    bool no_nested_start() const { return marked_.empty(); }
    std::span<const int> nested_starts() const { return marked_; }

    // The component of a literal (-1 when it lies on no link back: not a literal of a strong
    // candidate).
    int component_of(int literal) const {
        const int strong = strong_of_[static_cast<std::size_t>(candidate_of(literal))];
        if (strong < 0) return -1;
        return (is_on(literal) ? on_component_ : off_component_)[static_cast<std::size_t>(strong)];
    }

    // Whether the literal's component can hold a cycle the searches take: one of four
    // literals at least (two "on" and two "off", all different). Every strong link lies on
    // a cycle of two with the weak link back through the same house or cell, so smaller
    // components are common.
    bool on_a_cycle(int literal) const {
        const int component = component_of(literal);
        return component >= 0 && component_size_[static_cast<std::size_t>(component)] >= 4;
    }

    // Whether some cycle through the component may remove a candidate: one that sees, for its
    // digit, an "on" literal of the component and an "off" one (a cycle's removals see an
    // "on" node and an "off" node of the cycle, all of them literals of one component). Most
    // components are strong links taken both ways, whose cycles remove nothing.
    bool cycles_may_remove(int component) const {
        const auto at = static_cast<std::size_t>(component);
        if (removal_checked_map_[at] != map_number_) check_cycle_removals(component);
        return cycles_may_remove_[at] != 0;
    }

    // A literal as the end of chains: the strong candidates whose "on" literal leads there in
    // one link or is it. One goal at a time: goal() replaces the last one.
    struct Goal {
        int literal = -1;
        bool mapped = false;  // false: not a literal of the map, nothing leads there
    };
    Goal goal(int literal) const;
    // Whether a chain of links leads from the end of a link to the goal.
    bool link_leads_to(const StaticLink& link, const Goal& goal) const {
        if (!goal.mapped) return false;
        if (link.literal == goal.literal) return true;
        for (std::size_t word = 0; word < strong_words_; ++word) {
            if ((link.turns_on[word] & goal_mask_[word]) != 0) return true;
        }
        return false;
    }
    // Whether a chain of links leads from a literal of the map to the goal (a literal reaches
    // itself).
    bool leads_to(int literal, const Goal& goal) const {
        if (!goal.mapped) return false;
        if (literal == goal.literal) return true;
        const int strong = strong_of_[static_cast<std::size_t>(candidate_of(literal))];
        if (strong < 0) return false;  // an "off" literal without links
        const std::uint64_t* row = is_on(literal) ? on_row(strong) : off_row(strong);
        for (std::size_t word = 0; word < strong_words_; ++word) {
            if ((row[word] & goal_mask_[word]) != 0) return true;
        }
        return false;
    }
    // The same from any literal: an "on" literal nothing turns on reaches what its links
    // reach.
    bool reaches(int from, const Goal& goal) const;

    // Whether some literal is reached from every "on" literal of `from` (a literal reaches
    // itself): the literals they all lead to are not all apart. With `within`, some literal
    // of a set as reach_of_new_links gives.
    bool reaches_meet(std::span<const int> from, const std::uint64_t* within = nullptr) const;

    // The literals that the "on" end of a new strong link reaches: one whose cell or house
    // (the one its chains record) has lost candidates since `reference`. A chain reads such a
    // removal only through such a link, and goes on to what that link's end reaches.
    void reach_of_new_links(const CandidateGrid& reference, std::vector<std::uint64_t>& out) const;

  private:
    // What a strong candidate's "on" literal turns on (itself included), and its "off"
    // literal: bit sets of strong candidates.
    const std::uint64_t* on_row(int strong) const {
        return &on_reach_[static_cast<std::size_t>(strong) * strong_words_];
    }
    const std::uint64_t* off_row(int strong) const {
        return &off_reach_[static_cast<std::size_t>(strong) * strong_words_];
    }
    void build(const Geometry& geo, const CandidateGrid& grid, bool y, bool x,
               const CandidateGrid* changed_since);
    // Lists the links of an "on" literal for this map.
    void list_on_links(int literal) const;
    // Writes the links of an "on" literal from `out` on, at most n for its cell and n per
    // house of its cell; returns how many.
    static int write_on_links(const Geometry& geo, const CandidateGrid& grid, int literal, bool y,
                              StaticLink* out);
    // The links of a strong candidate's "off" literal.
    std::span<const StaticLink> partners_of(int strong) const {
        return std::span<const StaticLink>(partner_links_)
            .subspan(partner_slots_ * static_cast<std::size_t>(strong),
                     static_cast<std::size_t>(partner_count_[static_cast<std::size_t>(strong)]));
    }
    // strong_digits_: per cell, the digits whose "off" literal has a strong link.
    void mark_strong_digits();
    // Whether the cell or a house of some strong candidate's digit has lost candidates since
    // `reference`.
    bool strong_links_changed(const CandidateGrid& reference) const;
    void number_strong_candidates();
    // Calls `visit(strong)` for each strong candidate whose "on" literal turns off
    // `candidate` (its cell's other digits with cell links, its digit's places among its
    // peers): the same as those `candidate`'s "on" literal turns off.
    template <typename Visit>
    void for_each_strong_seeing(int candidate, Visit&& visit) const;
    // The components of the strong candidates' "on" literals and what each one turns on:
    // one search for any number of words per set, and the same on the stack for one word,
    // the common case, where it runs about three times faster.
    void close_strong_reach();
    void close_one_word_reach();
    // Puts each "off" literal in the component of a partner that leads back to it.
    void join_off_literals();
    // Whether the cell or house of a link from `candidate`'s literal lost candidates since
    // `reference`; the same for the weak link from one candidate's "on" literal to another's
    // "off" literal.
    bool link_changed(int candidate, const StaticLink& link, const CandidateGrid& reference) const;
    bool weak_link_changed(int from, int to, const CandidateGrid& reference) const;
    void note_changes(const CandidateGrid& reference);
    void mark_nested_starts();
    // Gives the "off" literals' links their ends' components and rows, once per map.
    void ready_partner_links();
    void check_cycle_removals(int component) const;
    // Reach sets: the strong candidates turned on, then per digit the cells whose candidate is
    // turned off, packed (digit d's cells from bit d * cells on, not a word apart: the sets are
    // ANDed and ORed in the searches' inner loops). Of a component (its members reach the
    // same), and of an "on" literal nothing turns on; worked out once per map.
    // (The rows worked out before are read inline: most asks are for those.)
    const std::uint64_t* component_reach(int component) const {
        const auto at = static_cast<std::size_t>(component);
        if (component_reach_map_[at] == map_number_) return &component_reach_[at * reach_words_];
        return work_out_component_reach(component);
    }
    const std::uint64_t* outside_reach(int literal) const {
        const auto candidate = static_cast<std::size_t>(candidate_of(literal));
        if (outside_reach_map_[candidate] == map_number_)
            return &outside_reach_[candidate * reach_words_];
        return work_out_outside_reach(literal);
    }
    const std::uint64_t* work_out_component_reach(int component) const;
    const std::uint64_t* work_out_outside_reach(int literal) const;
    // For outside_reach with one word per set: per cell, and per house and digit, the
    // components of the partners of its strong candidates.
    void list_partner_components() const;
    // Adds to per-digit cell bits the candidates a candidate's "on" literal turns off: its
    // cell's other digits (with cell links) and the grid's places of its digit among its peers.
    void add_turned_off(std::uint64_t* cells_by_digit, int candidate) const;
    void next_map_number();

    const Geometry* geo_ = nullptr;
    const CandidateGrid* grid_ = nullptr;
    std::vector<std::uint32_t> mapped_cells_;  // what the last build mapped
    bool y_ = true;                            // its kinds of links
    bool x_ = true;
    bool strong_only_ = false;  // "off" literals of other candidates are left out

    // The strong candidates, numbered in the order of the cells and their digits, and the
    // bilocal digits that make some of them strong.
    std::vector<std::uint32_t> strong_digits_;
    struct Bilocal {
        int house = 0;
        int kind = 0;  // 0 box, 1 row, 2 column, kExtraKind
        int digit_index = 0;
        int first = 0;  // cells
        int second = 0;
    };
    std::vector<Bilocal> bilocal_;
    std::vector<int> bivalue_cells_;  // the first bivalue_count_ (with cell links)
    std::size_t bivalue_count_ = 0;
    std::vector<int> strong_of_;  // candidate -> number, or -1
    std::vector<int> strong_;     // number -> candidate
    std::size_t strong_words_ = 1;
    std::vector<std::uint64_t> strong_cells_;  // per digit, the cells where it is strong
    // Per strong candidate: its "off" literal's links (to its partners), in order, a slot for
    // its cell and one per house of a cell each.
    std::size_t partner_slots_ = 4;
    std::vector<StaticLink> partner_links_;
    std::vector<int> partner_count_;
    // Per strong candidate, bit sets: the strong candidates its "on" literal turns off; its
    // partners; the reach of its "on" and "off" literals.
    std::vector<std::uint64_t> strong_peers_;
    // Bit sets of the strong candidates in each house, and of each digit.
    std::vector<std::uint64_t> strong_in_house_;
    std::vector<std::uint64_t> strong_of_digit_;
    std::vector<std::uint64_t> partners_;
    std::vector<std::uint64_t> on_reach_;
    std::vector<std::uint64_t> off_reach_;
    std::vector<std::uint64_t> nothing_;  // an empty set
    // Components: those of the "on" literals first (members_ gives their strong candidates),
    // then one of its own for each "off" literal that joins none.
    std::vector<int> on_component_;
    std::vector<int> off_component_;
    std::vector<int> component_size_;
    std::vector<std::uint64_t> members_;
    std::vector<std::uint64_t> off_members_;  // the "off" literals that joined each one
    int on_components_ = 0;
    // The component search's bookkeeping: per strong candidate, the "on" literals one link
    // on, and those not yet followed.
    std::vector<std::uint64_t> next_on_;
    std::vector<std::uint64_t> pending_;
    std::vector<std::uint64_t> linked_;
    std::vector<int> order_;
    std::vector<int> low_;
    std::vector<std::uint8_t> on_stack_;
    std::vector<int> stack_;
    std::vector<int> calls_;

    // The grid's candidates per digit, as cell bits laid out as in a reach set.
    std::vector<std::uint64_t> digit_cells_;
    std::size_t cell_words_ = 0;
    std::size_t cells_ = 0;        // bits per digit in a reach set
    std::size_t reach_words_ = 0;  // of a reach set

    // With a reference grid: per component, whether a link whose cell or house lost
    // candidates lies inside it; the literals both ends of some new strong link reach.
    std::vector<std::uint8_t> changed_component_;
    std::vector<std::uint64_t> forced_;
    bool any_new_link_ = false;
    // Per literal, the kinds of start a nested search wants; the literals marked.
    std::vector<std::uint8_t> wanted_;
    std::vector<int> marked_;

    // Worked out when first asked, for the map numbered map_number_: links per literal,
    // reach sets per component and per "on" literal outside.
    std::uint32_t map_number_ = 0;
    mutable std::vector<StaticLink> link_store_;
    mutable std::size_t links_listed_ = 0;  // the part of link_store_ in use
    mutable std::vector<std::uint32_t> links_map_;
    mutable std::vector<int> links_first_;
    mutable std::vector<int> links_count_;
    mutable std::vector<int> links_inner_count_;  // those within the literal's component
    // Per strong candidate, the links of its "off" literal within its component.
    std::vector<StaticLink> inner_partner_links_;
    std::vector<int> inner_partner_count_;
    bool partner_links_ready_ = false;  // see ready_partner_links
    mutable std::vector<std::uint64_t> component_reach_;
    mutable std::vector<std::uint32_t> component_reach_map_;
    mutable std::vector<std::uint64_t> cell_partner_components_;
    mutable std::vector<std::uint64_t> house_partner_components_;
    mutable std::uint32_t partner_components_map_ = 0;
    mutable std::vector<std::uint64_t> outside_reach_;
    mutable std::vector<std::uint32_t> outside_reach_map_;
    mutable std::vector<std::uint32_t> removal_checked_map_;  // per component, see
    mutable std::vector<std::uint8_t> cycles_may_remove_;     // cycles_may_remove
    mutable std::vector<std::uint64_t> seen_by_component_;    // see check_cycle_removals
    mutable std::vector<std::uint64_t> goal_mask_;
    mutable std::vector<std::uint64_t> meet_;
};

}  // namespace sudokit::logic::chains
