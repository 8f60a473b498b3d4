#include "logic/chains/static_reach.hpp"

#include <algorithm>
#include <bit>
#include <memory>

namespace sudokit::logic::chains {
namespace {

// The "off" literals an "on" literal turns off, in the order a chain search takes them: the
// cell's other digits (with cell links), then the digit's other places in box, row and
// column (a row or column peer in the box comes with the box). `visit(off, house, kind)`,
// with house -1 for the cell.
template <typename Visit>
void for_each_on_link(const Geometry& geo, const CandidateGrid& grid, int literal, bool y,
                      Visit&& visit) {
    const int n = geo.n;
    const int candidate = candidate_of(literal);
    const int cell = candidate / n;
    const int digit_index = candidate % n;
    if (y) {
        for (std::uint32_t bits = grid.cell[cell] & ~(1u << digit_index); bits; bits &= bits - 1)
            visit(literal_of(cell * n + std::countr_zero(bits), false), -1, -1);
    }
    for (int kind = 0; kind < 3; ++kind) {
        const int house = geo.houses[cell][kind];
        const std::uint32_t listed =
            kind == 0 ? 1u << geo.places[cell][kind] : geo.shared[cell][kind][0];
        for (std::uint32_t bits = grid.where[house * n + digit_index] & ~listed; bits;
             bits &= bits - 1) {
            const int other = geo.cell_at(house, std::countr_zero(bits));
            visit(literal_of(other * n + digit_index, false), house, kind);
        }
    }
}

}  // namespace

void StaticReach::build(const Geometry& geo, const CandidateGrid& grid, bool y, bool x,
                        bool with_reach, const CandidateGrid* changed_since, std::uint32_t digits) {
    geo_ = &geo;
    grid_ = &grid;
    mapped_cells_ = grid.cell;
    reach_ready_ = false;
    next_map_number();
    y_ = y;
    x_ = x;
    const int n = geo.n;
    // The map is kept from the last build: only the literals it numbered are cleared.
    if (node_of_.size() == static_cast<std::size_t>(2 * geo.candidates)) {
        for (const int literal : literal_of_node_)
            node_of_[static_cast<std::size_t>(literal)] = -1;
    } else {
        node_of_.assign(static_cast<std::size_t>(2 * geo.candidates), -1);
    }
    literal_of_node_.clear();
    // Without cell links the graph falls apart by digit. A nested search wants chains of a
    // digit only when they can read a removal: the outer chain removed the digit somewhere,
    // and the digit has a new strong link (forcing chains pass one) or two strong links at
    // least (a cycle passes two). The other digits are left out.
    if (y) digits = ~0u;
    if (changed_since != nullptr && !y)
        digits &= digits_with_wanted_chains(geo, grid, *changed_since);
    all_links_ = y && x;
    // Without house links (the pass of cycles alone) literals are turned on only in bivalue
    // cells, so a cycle never leaves their candidates: the others are left out.
    const bool bivalue_only = !x;
    // Nodes are numbered densely. A candidate with a strong link gives two: its "off" literal
    // turns its partner on, and its partner's "off" literal turns it on. Every other "on"
    // literal is turned on by nothing: it can start a chain but lies on no cycle and inside
    // no chain (reaches() follows its links when asked). Every other "off" literal links to
    // nothing (a sink): those come last, numbered but never searched.
    mark_strong_digits(geo, grid, y, x, digits);
    for (int cell = 0; cell < geo.cells; ++cell) {
        for (std::uint32_t bits = strong_digits_[static_cast<std::size_t>(cell)]; bits;
             bits &= bits - 1) {
            const int candidate = cell * n + std::countr_zero(bits);
            for (const bool on : {false, true}) {
                const int literal = literal_of(candidate, on);
                node_of_[static_cast<std::size_t>(literal)] =
                    static_cast<int>(literal_of_node_.size());
                literal_of_node_.push_back(literal);
            }
        }
    }
    linked_nodes_ = static_cast<int>(literal_of_node_.size());
    if (!bivalue_only) {
        for (int cell = 0; cell < geo.cells; ++cell) {
            for (std::uint32_t bits = grid.cell[static_cast<std::size_t>(cell)] & digits &
                                      ~strong_digits_[static_cast<std::size_t>(cell)];
                 bits; bits &= bits - 1) {
                const int off = literal_of(cell * n + std::countr_zero(bits), false);
                node_of_[static_cast<std::size_t>(off)] = static_cast<int>(literal_of_node_.size());
                literal_of_node_.push_back(off);
            }
        }
    }
    // Node i's links are links_[first_link_[i]] up to first_link_[i + 1]. links_ is written
    // in place; before each literal it grows to hold the most it can have. Every literal a
    // link leads to is numbered, but for the "off" literals outside bivalue cells in the pass
    // of cycles alone: those links are left out, dead ends.
    const std::size_t most_links = static_cast<std::size_t>(4 * n);
    std::size_t written = 0;
    first_link_.clear();
    for (std::size_t node = 0; node < static_cast<std::size_t>(linked_nodes_); ++node) {
        first_link_.push_back(static_cast<int>(written));
        if (links_.size() < written + most_links) links_.resize(2 * (written + most_links));
        const std::size_t end =
            written + static_cast<std::size_t>(
                          write_links(geo, grid, literal_of_node_[node], y, x, &links_[written]));
        std::size_t kept = written;
        for (std::size_t at = written; at < end; ++at) {
            StaticLink& link = links_[at];
            link.node = node_of_[static_cast<std::size_t>(link.literal)];
            if (link.node < 0) continue;
            if (kept != at) links_[kept] = link;
            ++kept;
        }
        written = kept;
    }
    first_link_.push_back(static_cast<int>(written));
    find_components();
    if (changed_since != nullptr) note_changes(*changed_since);
    // Without cell links every link keeps its digit: the graph falls apart by digit, and a
    // component's reach is kept over its own digit's components only. A nested search asks
    // for chains only when they can pass a new link.
    const bool forcing = with_reach && (changed_since == nullptr || !new_links_.empty());
    if (forcing) close_reach(!y, n);
    reach_ready_ = forcing;
    if (changed_since == nullptr) return;
    if (forcing) {
        const int groups = y ? 1 : n;
        const auto words = static_cast<std::size_t>(words_);
        forced_by_new_link_.assign(static_cast<std::size_t>(groups) * words, 0);
        for (const auto& [off, on] : new_links_) {
            // The link "a or b" as off a -> on b; its other end, on a, is a node too, turned
            // on by off b.
            const auto from_b = static_cast<std::size_t>(component_of(on));
            const auto from_a = static_cast<std::size_t>(component_of(opposite(off)));
            std::uint64_t* row =
                &forced_by_new_link_[static_cast<std::size_t>(group_[from_b]) * words];
            const std::uint64_t* reached_b = row_of(from_b);
            const std::uint64_t* reached_a = row_of(from_a);
            for (std::size_t word = 0; word < words; ++word)
                row[word] |= reached_a[word] & reached_b[word];
        }
    }
    mark_nested_starts(forcing);
}

void StaticReach::mark_strong_digits(const Geometry& geo, const CandidateGrid& grid, bool y, bool x,
                                     std::uint32_t digits) {
    const int n = geo.n;
    strong_digits_.assign(static_cast<std::size_t>(geo.cells), 0);
    if (y) {
        for (int cell = 0; cell < geo.cells; ++cell) {
            const std::uint32_t cell_digits = grid.cell[static_cast<std::size_t>(cell)];
            if (two_bits(cell_digits)) strong_digits_[static_cast<std::size_t>(cell)] = cell_digits;
        }
    }
    if (!x) return;
    for (int house = 0; house < 3 * n; ++house) {
        for (std::uint32_t wanted = digits & ((1u << n) - 1); wanted; wanted &= wanted - 1) {
            const int digit_index = std::countr_zero(wanted);
            const std::uint32_t places =
                grid.where[static_cast<std::size_t>(house * n + digit_index)];
            if (!two_bits(places)) continue;
            for (std::uint32_t bits = places; bits; bits &= bits - 1) {
                const int cell = geo.cell_at(house, std::countr_zero(bits));
                strong_digits_[static_cast<std::size_t>(cell)] |= 1u << digit_index;
            }
        }
    }
}

void StaticReach::next_map_number() {
    // The reach rows of literals outside the graph belong to the map they were worked out
    // for; the marks are cleared when the counter wraps.
    if (++map_number_ == 0) {
        std::fill(outside_row_map_.begin(), outside_row_map_.end(), 0);
        map_number_ = 1;
    }
}

StaticReach& StaticReach::for_depth(int depth, int slot) {
    thread_local std::vector<std::unique_ptr<StaticReach>> pool;
    const int index = 2 * depth + slot;
    while (static_cast<int>(pool.size()) <= index)
        pool.push_back(std::make_unique<StaticReach>());
    return *pool[static_cast<std::size_t>(index)];
}

void StaticReach::map_all_links(const Geometry& geo, const CandidateGrid& grid) {
    if (!all_links_ || geo_ != &geo || mapped_cells_ != grid.cell) {
        build(geo, grid, true, true);
        return;
    }
    // The same links: only the grid read for literals outside the graph, and the reach if
    // the last build went without it, are new.
    grid_ = &grid;
    if (!reach_ready_) {
        close_reach(false, geo.n);
        reach_ready_ = true;
    }
    next_map_number();
}

void StaticReach::mark_nested_starts(bool forcing) {
    if (wanted_.size() != node_of_.size()) {
        wanted_.assign(node_of_.size(), 0);
    } else {
        for (const int literal : marked_)
            wanted_[static_cast<std::size_t>(literal)] = 0;
    }
    marked_.clear();
    // The kinds of start each component's literals give, then its literals marked.
    std::vector<std::uint8_t>& kinds_of = component_starts_;
    kinds_of.assign(static_cast<std::size_t>(components_), 0);
    bool any = false;
    for (std::size_t component = 0; component < kinds_of.size(); ++component) {
        std::uint8_t kinds = 0;
        if (changed_component_[component] != 0 && holds_a_cycle(static_cast<int>(component)))
            kinds |= cycle_start;
        if (forcing) {
            const int bit = bit_[component];
            const std::uint64_t word =
                forced_by_new_link_[static_cast<std::size_t>(group_[component]) *
                                        static_cast<std::size_t>(words_) +
                                    static_cast<std::size_t>(bit / 64)];
            if ((word >> (bit % 64)) & 1u) kinds |= forcing_start;
        }
        kinds_of[component] = kinds;
        any = any || kinds != 0;
    }
    if (!any) return;
    auto mark = [&](int literal, std::uint8_t kind) {
        std::uint8_t& flags = wanted_[static_cast<std::size_t>(literal)];
        if (flags == 0) marked_.push_back(literal);
        flags |= kind;
    };
    for (std::size_t node = 0; node < literal_of_node_.size(); ++node) {
        const std::uint8_t kinds = kinds_of[static_cast<std::size_t>(component_[node])];
        if (kinds == 0) continue;
        const int literal = literal_of_node_[node];
        // Cycles start from "on" literals; a forcing chain from the opposite of its goal.
        if ((kinds & cycle_start) != 0 && is_on(literal)) mark(literal, cycle_start);
        if ((kinds & forcing_start) != 0) mark(opposite(literal), forcing_start);
    }
}

std::uint32_t StaticReach::digits_with_wanted_chains(const Geometry& geo, const CandidateGrid& grid,
                                                     const CandidateGrid& reference) {
    const int n = geo.n;
    std::uint32_t removed = 0;
    std::uint32_t new_link = 0;
    std::uint32_t one_link = 0;
    std::uint32_t two_links = 0;  // two houses pair places (maybe the same two)
    for (int house = 0; house < 3 * n; ++house) {
        for (int digit_index = 0; digit_index < n; ++digit_index) {
            const auto at = static_cast<std::size_t>(house * n + digit_index);
            const std::uint32_t bit = 1u << digit_index;
            const bool changed = grid.where[at] != reference.where[at];
            if (changed) removed |= bit;
            if (!two_bits(grid.where[at])) continue;
            if (changed) new_link |= bit;
            two_links |= one_link & bit;
            one_link |= bit;
        }
    }
    return removed & (new_link | two_links);
}

bool StaticReach::link_changed(int candidate, const StaticLink& link,
                               const CandidateGrid& reference) const {
    // The cell or house a chain records for the link, and so reads.
    const int n = geo_->n;
    if (link.house < 0) {
        const auto cell = static_cast<std::size_t>(candidate / n);
        return grid_->cell[cell] != reference.cell[cell];
    }
    const auto place = static_cast<std::size_t>(link.house * n + candidate % n);
    return grid_->where[place] != reference.where[place];
}

void StaticReach::note_changes(const CandidateGrid& reference) {
    const auto nodes = static_cast<std::size_t>(linked_nodes_);
    changed_component_.assign(static_cast<std::size_t>(components_), 0);
    new_links_.clear();
    for (std::size_t node = 0; node < nodes; ++node) {
        const int literal = literal_of_node_[node];
        const int candidate = candidate_of(literal);
        const int component = component_[node];
        // The links of an "on" literal are weak: they matter only inside its component, once.
        const bool on = is_on(literal);
        std::uint8_t& changed = changed_component_[static_cast<std::size_t>(component)];
        if (on && changed != 0) continue;
        for (int at = first_link_[node]; at < first_link_[node + 1]; ++at) {
            const StaticLink& link = links_[static_cast<std::size_t>(at)];
            const bool inside = component_[static_cast<std::size_t>(link.node)] == component;
            if (on && !inside) continue;
            if (!link_changed(candidate, link, reference)) continue;
            if (inside) changed = 1;
            if (on) break;
            new_links_.emplace_back(literal, link.literal);
        }
    }
}

std::span<const StaticLink> StaticReach::outside_links_of(int literal) const {
    // An "on" literal nothing turns on: its links lead into the graph.
    scratch_.resize(static_cast<std::size_t>(4 * geo_->n));
    const auto count =
        static_cast<std::size_t>(write_links(*geo_, *grid_, literal, y_, x_, scratch_.data()));
    for (std::size_t at = 0; at < count; ++at)
        scratch_[at].node = node_of_[static_cast<std::size_t>(scratch_[at].literal)];
    return std::span<const StaticLink>(scratch_).first(count);
}

void StaticReach::add_reach(std::uint64_t* row, std::size_t component) const {
    if (component >= static_cast<std::size_t>(linked_components_)) {
        // A literal without links reaches itself only.
        const auto bit = static_cast<std::size_t>(bit_[component]);
        row[bit / 64] |= std::uint64_t{1} << (bit % 64);
        return;
    }
    const std::uint64_t* other = row_of(component);
    const auto words = static_cast<std::size_t>(words_);
    for (std::size_t word = 0; word < words; ++word)
        row[word] |= other[word];
}

const std::uint64_t* StaticReach::reach_row(int literal) const {
    const auto words = static_cast<std::size_t>(words_);
    const int node = node_of_[static_cast<std::size_t>(literal)];
    if (node >= 0) {
        // An "on" literal in the graph has links.
        return row_of(static_cast<std::size_t>(component_[static_cast<std::size_t>(node)]));
    }
    // An "on" literal nothing turns on reaches what its links reach (itself aside, which no
    // other literal reaches). Worked out once per map.
    std::uint64_t* row = &outside_rows_[static_cast<std::size_t>(literal) * words];
    if (outside_row_map_[static_cast<std::size_t>(literal)] == map_number_) return row;
    outside_row_map_[static_cast<std::size_t>(literal)] = map_number_;
    std::fill(row, row + words, 0);
    // Its links, read straight from the grid.
    for_each_on_link(*geo_, *grid_, literal, y_, [&](int off, int, int) {
        const int target = node_of_[static_cast<std::size_t>(off)];
        add_reach(row, static_cast<std::size_t>(component_[static_cast<std::size_t>(target)]));
    });
    return row;
}

void StaticReach::reach_of_new_links(const CandidateGrid& reference,
                                     std::vector<std::uint64_t>& out) const {
    const auto words = static_cast<std::size_t>(words_);
    out.assign(words, 0);
    for (std::size_t node = 0; node < static_cast<std::size_t>(linked_nodes_); ++node) {
        const int literal = literal_of_node_[node];
        if (is_on(literal)) continue;
        // The strong links of an "off" literal; the link back from the other end is listed
        // with that end's "off" literal.
        const int candidate = candidate_of(literal);
        for (int at = first_link_[node]; at < first_link_[node + 1]; ++at) {
            const StaticLink& link = links_[static_cast<std::size_t>(at)];
            if (link_changed(candidate, link, reference))
                add_reach(out.data(), static_cast<std::size_t>(
                                          component_[static_cast<std::size_t>(link.node)]));
        }
    }
}

bool StaticReach::reaches_meet(std::span<const int> from, const std::uint64_t* within) const {
    const auto words = static_cast<std::size_t>(words_);
    if (outside_row_map_.size() != node_of_.size() ||
        outside_rows_.size() < node_of_.size() * words) {
        outside_rows_.resize(node_of_.size() * words);
        outside_row_map_.assign(node_of_.size(), 0);
    }
    // meet_: the components reached so far by all.
    if (within != nullptr) {
        meet_.assign(within, within + words);
    } else {
        meet_.assign(words, ~std::uint64_t{0});
    }
    for (const int literal : from) {
        const std::uint64_t* row = reach_row(literal);
        std::uint64_t any = 0;
        for (std::size_t word = 0; word < words; ++word) {
            meet_[word] &= row[word];
            any |= meet_[word];
        }
        if (any == 0) return false;
    }
    return true;
}

int StaticReach::write_links(const Geometry& geo, const CandidateGrid& grid, int literal, bool y,
                             bool x, StaticLink* out) {
    const int n = geo.n;
    const int candidate = candidate_of(literal);
    const int cell = candidate / n;
    const int digit_index = candidate % n;
    int count = 0;
    if (is_on(literal)) {
        for_each_on_link(geo, grid, literal, y, [&](int off, int house, int kind) {
            out[count++] = StaticLink{-1, off, house, house < 0 ? Cause::cell : house_cause(kind)};
        });
        return count;
    }
    if (y && two_bits(grid.cell[cell])) {
        const int other_digit = std::countr_zero(grid.cell[cell] & ~(1u << digit_index));
        out[count++] = StaticLink{-1, literal_of(cell * n + other_digit, true), -1, Cause::cell};
    }
    if (!x) return count;
    for (int kind = 0; kind < 3; ++kind) {
        const int house = geo.houses[cell][kind];
        const std::uint32_t places = grid.where[house * n + digit_index];
        if (!two_bits(places)) continue;
        const int other =
            geo.cell_at(house, std::countr_zero(places & ~(1u << geo.places[cell][kind])));
        const int on = literal_of(other * n + digit_index, true);
        // Two houses may pair the same two places: the first one names the link.
        bool listed = false;
        for (int at = 0; at < count; ++at)
            listed = listed || out[at].literal == on;
        if (!listed) out[count++] = StaticLink{-1, on, house, house_cause(kind)};
    }
    return count;
}

// Tarjan's algorithm without recursion, over the nodes with links. Components are numbered
// as they close, so a component only reaches components with smaller numbers, or sinks.
void StaticReach::find_components() {
    const auto nodes = static_cast<std::size_t>(linked_nodes_);
    component_.resize(literal_of_node_.size());
    order_.assign(nodes, -1);
    low_.assign(nodes, 0);
    on_stack_.assign(nodes, 0);
    stack_.clear();
    component_size_.clear();
    members_.clear();
    member_start_.clear();
    components_ = 0;
    int counter = 0;
    for (int root = 0; root < static_cast<int>(nodes); ++root) {
        if (order_[static_cast<std::size_t>(root)] >= 0) continue;
        calls_.assign(1, {root, first_link_[static_cast<std::size_t>(root)]});
        order_[static_cast<std::size_t>(root)] = low_[static_cast<std::size_t>(root)] = counter++;
        stack_.push_back(root);
        on_stack_[static_cast<std::size_t>(root)] = 1;
        while (!calls_.empty()) {
            const auto node = static_cast<std::size_t>(calls_.back().first);
            const int next = calls_.back().second;
            if (next < first_link_[node + 1]) {
                ++calls_.back().second;
                const auto successor =
                    static_cast<std::size_t>(links_[static_cast<std::size_t>(next)].node);
                if (successor >= nodes) continue;  // a sink: a closed component of its own
                if (order_[successor] < 0) {
                    order_[successor] = low_[successor] = counter++;
                    stack_.push_back(static_cast<int>(successor));
                    on_stack_[successor] = 1;
                    calls_.emplace_back(static_cast<int>(successor), first_link_[successor]);
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
            member_start_.push_back(static_cast<int>(members_.size()));
            for (;;) {
                const auto member = static_cast<std::size_t>(stack_.back());
                stack_.pop_back();
                on_stack_[member] = 0;
                component_[member] = components_;
                members_.push_back(static_cast<int>(member));
                ++size;
                if (member == node) break;
            }
            component_size_.push_back(size);
            ++components_;
        }
    }
    member_start_.push_back(static_cast<int>(members_.size()));
    // Each sink is a component of its own, numbered after the others.
    linked_components_ = components_;
    for (std::size_t node = nodes; node < literal_of_node_.size(); ++node)
        component_[node] = components_++;
}

void StaticReach::close_reach(bool by_digit, int n) {
    // Each component's group (its digit, or one group for all) and its bit in the group.
    const auto components = static_cast<std::size_t>(components_);
    const auto linked = static_cast<std::size_t>(linked_components_);
    group_.assign(components, 0);
    bit_.resize(components);
    int widest = components_;
    if (by_digit) {
        std::vector<int>& group_size = stack_;  // reused
        group_size.assign(static_cast<std::size_t>(n), 0);
        widest = 0;
        for (std::size_t component = 0; component < components; ++component) {
            // Any node of the component: the first one Tarjan's algorithm listed, or the sink.
            const std::size_t node =
                component < linked
                    ? static_cast<std::size_t>(
                          members_[static_cast<std::size_t>(member_start_[component])])
                    : static_cast<std::size_t>(linked_nodes_) + (component - linked);
            const int group = candidate_of(literal_of_node_[node]) % n;
            group_[component] = group;
            bit_[component] = group_size[static_cast<std::size_t>(group)]++;
            widest = std::max(widest, bit_[component] + 1);
        }
    } else {
        for (std::size_t component = 0; component < components; ++component)
            bit_[component] = static_cast<int>(component);
    }
    words_ = (widest + 63) / 64;
    // Rows for the components with links only: a sink reaches itself. Components close in
    // order: every component a component links to is complete before it, or a sink.
    const auto words = static_cast<std::size_t>(words_);
    reach_.assign(linked * words, 0);
    for (std::size_t component = 0; component < linked; ++component) {
        std::uint64_t* row = &reach_[component * words];
        const auto own = static_cast<std::size_t>(bit_[component]);
        row[own / 64] |= std::uint64_t{1} << (own % 64);
        for (int at = member_start_[component]; at < member_start_[component + 1]; ++at) {
            const auto node = static_cast<std::size_t>(members_[static_cast<std::size_t>(at)]);
            for (int link = first_link_[node]; link < first_link_[node + 1]; ++link) {
                const auto target = static_cast<std::size_t>(component_[static_cast<std::size_t>(
                    links_[static_cast<std::size_t>(link)].node)]);
                if (target != component) add_reach(row, target);
            }
        }
    }
}

}  // namespace sudokit::logic::chains
