#include "logic/chains/static_reach.hpp"

#include <algorithm>
#include <bit>
#include <memory>

namespace sudokit::logic::chains {
namespace {

// The "off" literals an "on" literal turns off, in the order a chain search takes them: the
// cell's other digits (with cell links), then the digit's other places in box, row and
// column (a row or column peer in the box comes with the box), then in a variant's extra
// houses (a peer met in an earlier house comes with that one). `visit(off, house, kind)`,
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
    for (const ExtraHouse& extra : geo.extras(cell)) {
        for (std::uint32_t bits = grid.where[extra.house * n + digit_index] & ~extra.seen_before;
             bits; bits &= bits - 1) {
            const int other = geo.cell_at(extra.house, std::countr_zero(bits));
            visit(literal_of(other * n + digit_index, false), extra.house, kExtraKind);
        }
    }
}

void set_bit(std::uint64_t* bits, int index) {
    bits[static_cast<std::size_t>(index) / 64] |= std::uint64_t{1} << (index % 64);
}

// The sets are of one word on most grids: that case goes without a loop.
bool any_common(const std::uint64_t* a, const std::uint64_t* b, std::size_t words) {
    if (words == 1) return (a[0] & b[0]) != 0;
    for (std::size_t word = 0; word < words; ++word) {
        if ((a[word] & b[word]) != 0) return true;
    }
    return false;
}

void add_bits(std::uint64_t* into, const std::uint64_t* bits, std::size_t words) {
    if (words == 1) {
        into[0] |= bits[0];
        return;
    }
    for (std::size_t word = 0; word < words; ++word)
        into[word] |= bits[word];
}

// ORs `value` into a bit set from bit `offset` on; `keep`, when given, masks it there. (The
// word after is written only for bits that reach it: it may lie past the set's end.)
void or_at(std::uint64_t* bits, std::size_t offset, std::uint64_t value,
           const std::uint64_t* keep = nullptr) {
    const std::size_t word = offset / 64;
    const auto shift = static_cast<unsigned>(offset % 64);
    bits[word] |= (value << shift) & (keep != nullptr ? keep[word] : ~std::uint64_t{0});
    if (shift == 0) return;
    const std::uint64_t rest = value >> (64 - shift);
    if (rest != 0) bits[word + 1] |= rest & (keep != nullptr ? keep[word + 1] : ~std::uint64_t{0});
}

void copy_bits(std::uint64_t* into, const std::uint64_t* bits, std::size_t words) {
    if (words == 1) {
        into[0] = bits[0];
        return;
    }
    std::copy(bits, bits + words, into);
}

// Calls `visit(index)` for each bit set in `bits`.
template <typename Visit>
void for_each_bit(const std::uint64_t* bits, std::size_t words, Visit&& visit) {
    for (std::size_t word = 0; word < words; ++word) {
        for (std::uint64_t rest = bits[word]; rest != 0; rest &= rest - 1)
            visit(static_cast<int>(64 * word) + std::countr_zero(rest));
    }
}

}  // namespace

void StaticReach::build(const Geometry& geo, const CandidateGrid& grid,
                        const CandidateGrid* changed_since) {
    build(geo, grid, true, true, changed_since);
}

void StaticReach::build_kinds(const Geometry& geo, const CandidateGrid& grid, bool y, bool x) {
    build(geo, grid, y, x, nullptr);
}

void StaticReach::build(const Geometry& geo, const CandidateGrid& grid, bool y, bool x,
                        const CandidateGrid* changed_since) {
    y_ = y;
    x_ = x;
    // Without house links (the pass of cycles alone) literals are turned on only in bivalue
    // cells, so a cycle never leaves their candidates: the others are left out.
    strong_only_ = !x;
    geo_ = &geo;
    grid_ = &grid;
    mapped_cells_ = grid.cell;
    next_map_number();
    const int n = geo.n;
    const auto literals = static_cast<std::size_t>(2 * geo.candidates);
    if (links_map_.size() != literals) {
        links_map_.assign(literals, 0);
        links_first_.assign(literals, 0);
        links_count_.assign(literals, 0);
        links_inner_count_.assign(literals, 0);
    }
    // Room for every "on" literal's links, each at most n per house of its cell and n for the
    // cell, and those within its component; filled as searches ask.
    partner_slots_ = static_cast<std::size_t>(4 + geo.most_extras);
    const auto most_links =
        static_cast<std::size_t>(geo.candidates) * 2 * partner_slots_ * static_cast<std::size_t>(n);
    if (link_store_.size() < most_links) link_store_.resize(most_links);
    links_listed_ = 0;

    if (wanted_.size() != literals) {
        wanted_.assign(literals, 0);
    } else {
        for (const int literal : marked_)
            wanted_[static_cast<std::size_t>(literal)] = 0;
    }
    marked_.clear();
    mark_strong_digits();
    if (changed_since != nullptr && !strong_links_changed(*changed_since)) {
        // Every link reads only cells and houses of strong candidates: with none changed, no
        // chain reads a change and there is no start. The rest is not worked out (nor kept
        // for another search of the grid).
        mapped_cells_.clear();
        return;
    }
    number_strong_candidates();
    close_strong_reach();
    join_off_literals();
    nothing_.assign(strong_words_, 0);
    partner_links_ready_ = false;

    cell_words_ = static_cast<std::size_t>(geo.cell_words);
    cells_ = static_cast<std::size_t>(geo.cells);
    reach_words_ = strong_words_ + (static_cast<std::size_t>(n) * cells_ + 63) / 64;
    digit_cells_.assign(reach_words_ - strong_words_, 0);
    // Row by row: row r holds cells r n to r n + n - 1 in the order of its places, so a digit's
    // places there are its cells' bits, shifted.
    for (int row = 0; row < n; ++row) {
        for (int digit_index = 0; digit_index < n; ++digit_index) {
            or_at(
                digit_cells_.data(),
                static_cast<std::size_t>(digit_index) * cells_ + static_cast<std::size_t>(row * n),
                grid.where[static_cast<std::size_t>(row * n + digit_index)]);
        }
    }
    const auto components = static_cast<std::size_t>(on_components_);
    if (component_reach_map_.size() < components) component_reach_map_.resize(components, 0);
    if (component_reach_.size() < components * reach_words_)
        component_reach_.resize(components * reach_words_);
    if (removal_checked_map_.size() < components) {
        removal_checked_map_.resize(components, 0);
        cycles_may_remove_.resize(components, 0);
    }
    const auto candidates = static_cast<std::size_t>(geo.candidates);
    if (outside_reach_map_.size() != candidates) outside_reach_map_.assign(candidates, 0);
    if (outside_reach_.size() < candidates * reach_words_)
        outside_reach_.resize(candidates * reach_words_);

    // (A nested map without a start is not searched: its "off" literals' links are told
    // their ends' components only when a search may follow them.)
    if (changed_since == nullptr) {
        ready_partner_links();
        return;
    }
    note_changes(*changed_since);
    mark_nested_starts();
    if (!marked_.empty()) ready_partner_links();
}

void StaticReach::ready_partner_links() {
    if (partner_links_ready_) return;
    partner_links_ready_ = true;
    // The links of an "off" literal lead to its partners' "on" literals.
    inner_partner_links_.resize(partner_links_.size());
    inner_partner_count_.assign(strong_.size(), 0);
    for (std::size_t strong = 0; strong < strong_.size(); ++strong) {
        StaticLink* links = &partner_links_[partner_slots_ * strong];
        StaticLink* inner = &inner_partner_links_[partner_slots_ * strong];
        for (int at = 0; at < partner_count_[strong]; ++at) {
            const int partner =
                strong_of_[static_cast<std::size_t>(candidate_of(links[at].literal))];
            links[at].component = on_component_[static_cast<std::size_t>(partner)];
            links[at].turns_on = on_row(partner);
            if (links[at].component == off_component_[strong])
                inner[inner_partner_count_[strong]++] = links[at];
        }
    }
}

bool StaticReach::strong_links_changed(const CandidateGrid& reference) const {
    const Geometry& geo = *geo_;
    const int n = geo.n;
    for (int cell = 0; cell < geo.cells; ++cell) {
        const std::uint32_t digits = strong_digits_[static_cast<std::size_t>(cell)];
        if (digits == 0) continue;
        if (grid_->cell[static_cast<std::size_t>(cell)] !=
            reference.cell[static_cast<std::size_t>(cell)])
            return true;
        for (std::uint32_t bits = digits; bits != 0; bits &= bits - 1) {
            bool changed = false;
            geo.for_each_house(cell, [&](int house, int, int) {
                const auto at = static_cast<std::size_t>(house * n + std::countr_zero(bits));
                changed = changed || grid_->where[at] != reference.where[at];
            });
            if (changed) return true;
        }
    }
    return false;
}

void StaticReach::mark_strong_digits() {
    const Geometry& geo = *geo_;
    const CandidateGrid& grid = *grid_;
    const int n = geo.n;
    strong_digits_.assign(static_cast<std::size_t>(geo.cells), 0);
    bivalue_cells_.resize(static_cast<std::size_t>(geo.cells));
    bivalue_count_ = 0;
    if (y_) {
        // Listed without a branch per cell.
        for (int cell = 0; cell < geo.cells; ++cell) {
            const std::uint32_t cell_digits = grid.cell[static_cast<std::size_t>(cell)];
            const bool bivalue = two_bits(cell_digits);
            strong_digits_[static_cast<std::size_t>(cell)] =
                cell_digits & (0u - static_cast<std::uint32_t>(bivalue));
            bivalue_cells_[bivalue_count_] = cell;
            bivalue_count_ += bivalue ? 1 : 0;
        }
    }
    // The bilocal digits, houses taken by kind (boxes, rows, columns, then the extra houses)
    // as a candidate's links list them.
    bilocal_.clear();
    for (int kind = 0; kind <= kExtraKind && x_; ++kind) {
        const int first_house = kind == 0 ? 2 * n : (kind == 1 ? 0 : (kind == 2 ? n : 3 * n));
        const int end_house = kind == kExtraKind ? geo.house_count : first_house + n;
        for (int house = first_house; house < end_house; ++house) {
            // The digits with two places, found without a branch per digit.
            std::uint32_t bilocal_digits = 0;
            for (int digit_index = 0; digit_index < n; ++digit_index) {
                bilocal_digits |=
                    static_cast<std::uint32_t>(
                        two_bits(grid.where[static_cast<std::size_t>(house * n + digit_index)]))
                    << digit_index;
            }
            for (; bilocal_digits != 0; bilocal_digits &= bilocal_digits - 1) {
                const int digit_index = std::countr_zero(bilocal_digits);
                const std::uint32_t places =
                    grid.where[static_cast<std::size_t>(house * n + digit_index)];
                const int first = geo.cell_at(house, std::countr_zero(places));
                const int second = geo.cell_at(house, 31 - std::countl_zero(places));
                strong_digits_[static_cast<std::size_t>(first)] |= 1u << digit_index;
                strong_digits_[static_cast<std::size_t>(second)] |= 1u << digit_index;
                bilocal_.push_back(Bilocal{house, kind, digit_index, first, second});
            }
        }
    }
}

template <typename Visit>
void StaticReach::for_each_strong_seeing(int candidate, Visit&& visit) const {
    const Geometry& geo = *geo_;
    const int n = geo.n;
    const int cell = candidate / n;
    const int digit_index = candidate % n;
    for (std::uint32_t bits =
             y_ ? strong_digits_[static_cast<std::size_t>(cell)] & ~(1u << digit_index) : 0;
         bits; bits &= bits - 1) {
        visit(strong_of_[static_cast<std::size_t>(cell * n + std::countr_zero(bits))]);
    }
    const auto cell_words = static_cast<std::size_t>(geo.cell_words);
    const std::uint64_t* peers = &geo.peer_bits[static_cast<std::size_t>(cell) * cell_words];
    const std::uint64_t* strong_here =
        &strong_cells_[static_cast<std::size_t>(digit_index) * cell_words];
    for (std::size_t word = 0; word < cell_words; ++word) {
        for (std::uint64_t bits = peers[word] & strong_here[word]; bits; bits &= bits - 1) {
            const int other = static_cast<int>(64 * word) + std::countr_zero(bits);
            visit(strong_of_[static_cast<std::size_t>(other * n + digit_index)]);
        }
    }
}

void StaticReach::number_strong_candidates() {
    const Geometry& geo = *geo_;
    const int n = geo.n;
    const auto cell_words = static_cast<std::size_t>(geo.cell_words);
    if (strong_of_.size() != static_cast<std::size_t>(geo.candidates)) {
        strong_of_.assign(static_cast<std::size_t>(geo.candidates), -1);
    } else {
        for (const int candidate : strong_)
            strong_of_[static_cast<std::size_t>(candidate)] = -1;
    }
    strong_.clear();
    strong_cells_.assign(static_cast<std::size_t>(n) * cell_words, 0);
    for (int cell = 0; cell < geo.cells; ++cell) {
        for (std::uint32_t bits = strong_digits_[static_cast<std::size_t>(cell)]; bits;
             bits &= bits - 1) {
            const int digit_index = std::countr_zero(bits);
            strong_of_[static_cast<std::size_t>(cell * n + digit_index)] =
                static_cast<int>(strong_.size());
            strong_.push_back(cell * n + digit_index);
            set_bit(&strong_cells_[static_cast<std::size_t>(digit_index) * cell_words], cell);
        }
    }
    const std::size_t count = strong_.size();
    strong_words_ = std::max<std::size_t>(1, (count + 63) / 64);
    const std::size_t words = strong_words_;
    // The links of each "off" literal, at most one per house and the cell: the other digit of
    // a bivalue cell, then the other place of a bilocal digit by box, row and column (two
    // houses may pair the same two places: the first one names the link).
    partner_links_.resize(partner_slots_ * count);
    partner_count_.assign(count, 0);
    partners_.assign(count * words, 0);
    auto link = [&](int from, int to, int house, Cause cause) {
        const auto strong = static_cast<std::size_t>(strong_of_[static_cast<std::size_t>(from)]);
        const int partner = strong_of_[static_cast<std::size_t>(to)];
        StaticLink* links = &partner_links_[partner_slots_ * strong];
        int& links_count = partner_count_[strong];
        const int on = literal_of(to, true);
        for (int at = 0; at < links_count; ++at) {
            if (links[at].literal == on) return;
        }
        links[links_count++] = StaticLink{on, house, cause};
        set_bit(&partners_[strong * words], partner);
    };
    for (std::size_t at = 0; at < bivalue_count_; ++at) {
        const int cell = bivalue_cells_[at];
        const std::uint32_t digits = grid_->cell[static_cast<std::size_t>(cell)];
        const int low = cell * n + std::countr_zero(digits);
        const int high = cell * n + 31 - std::countl_zero(digits);
        link(low, high, -1, Cause::cell);
        link(high, low, -1, Cause::cell);
    }
    for (const Bilocal& pair : bilocal_) {
        const int first = pair.first * n + pair.digit_index;
        const int second = pair.second * n + pair.digit_index;
        link(first, second, pair.house, house_cause(pair.kind));
        link(second, first, pair.house, house_cause(pair.kind));
    }
    // The strong candidates each one's "on" literal turns off: its cell's other digits (with
    // cell links) and the digit's places among its peers, those of its digit in its houses but
    // itself (from bit sets of the strong candidates per house and per digit: no branch per
    // peer).
    strong_in_house_.assign(static_cast<std::size_t>(geo.house_count) * words, 0);
    strong_of_digit_.assign(static_cast<std::size_t>(n) * words, 0);
    for (std::size_t strong = 0; strong < count; ++strong) {
        const int candidate = strong_[strong];
        geo.for_each_house(candidate / n, [&](int house, int, int) {
            set_bit(&strong_in_house_[static_cast<std::size_t>(house) * words],
                    static_cast<int>(strong));
        });
        set_bit(&strong_of_digit_[static_cast<std::size_t>(candidate % n) * words],
                static_cast<int>(strong));
    }
    strong_peers_.assign(count * words, 0);
    for (std::size_t strong = 0; strong < count; ++strong) {
        const int candidate = strong_[strong];
        const int cell = candidate / n;
        const int digit_index = candidate % n;
        std::uint64_t* row = &strong_peers_[strong * words];
        const std::uint64_t* of_digit =
            &strong_of_digit_[static_cast<std::size_t>(digit_index) * words];
        for (std::size_t word = 0; word < words; ++word) {
            std::uint64_t in_houses = 0;
            geo.for_each_house(cell, [&](int house, int, int) {
                in_houses |= strong_in_house_[static_cast<std::size_t>(house) * words + word];
            });
            row[word] = in_houses & of_digit[word];
        }
        row[strong / 64] &= ~(std::uint64_t{1} << (strong % 64));
        for (std::uint32_t others =
                 y_ ? strong_digits_[static_cast<std::size_t>(cell)] & ~(1u << digit_index) : 0;
             others != 0; others &= others - 1) {
            set_bit(row, strong_of_[static_cast<std::size_t>(cell * n + std::countr_zero(others))]);
        }
    }
}

void StaticReach::close_strong_reach() {
    const std::size_t count = strong_.size();
    const std::size_t words = strong_words_;
    if (words == 1) {
        close_one_word_reach();
        return;
    }
    // One link on: what the candidates an "on" literal turns off turn on.
    std::vector<std::uint64_t>& next = next_on_;
    next.assign(count * words, 0);
    for (std::size_t strong = 0; strong < count; ++strong) {
        std::uint64_t* row = &next[strong * words];
        for_each_bit(&strong_peers_[strong * words], words, [&](int peer) {
            add_bits(row, &partners_[static_cast<std::size_t>(peer) * words], words);
        });
    }
    // Tarjan's algorithm without recursion over those links. Components close in an order
    // where every component one links to closed before it: its reach is the members' and
    // what the components they link to reach.
    on_component_.assign(count, -1);
    component_size_.clear();
    on_components_ = 0;
    on_reach_.resize(count * words);  // each row is written when its component closes
    order_.assign(count, -1);
    low_.resize(count);
    on_stack_.assign(count, 0);
    stack_.clear();
    // Per node on the call stack, the links not yet followed.
    pending_.resize(count * words);
    members_.assign(count * words, 0);
    linked_.resize(words);
    int counter = 0;
    for (std::size_t root = 0; root < count; ++root) {
        if (order_[root] >= 0) continue;
        calls_.clear();
        calls_.push_back(static_cast<int>(root));
        order_[root] = low_[root] = counter++;
        stack_.push_back(static_cast<int>(root));
        on_stack_[root] = 1;
        copy_bits(&pending_[root * words], &next[root * words], words);
        while (!calls_.empty()) {
            const auto node = static_cast<std::size_t>(calls_.back());
            std::uint64_t* pending = &pending_[node * words];
            std::size_t word = 0;
            while (word < words && pending[word] == 0)
                ++word;
            if (word < words) {
                const auto successor =
                    64 * word + static_cast<std::size_t>(std::countr_zero(pending[word]));
                pending[word] &= pending[word] - 1;
                if (order_[successor] < 0) {
                    order_[successor] = low_[successor] = counter++;
                    stack_.push_back(static_cast<int>(successor));
                    on_stack_[successor] = 1;
                    copy_bits(&pending_[successor * words], &next[successor * words], words);
                    calls_.push_back(static_cast<int>(successor));
                } else if (on_stack_[successor] != 0) {
                    low_[node] = std::min(low_[node], order_[successor]);
                }
                continue;
            }
            calls_.pop_back();
            if (!calls_.empty()) {
                const auto parent = static_cast<std::size_t>(calls_.back());
                low_[parent] = std::min(low_[parent], low_[node]);
            }
            if (low_[node] != order_[node]) continue;
            // A component closes: its members, then what they link to outside it.
            const int component = on_components_++;
            std::uint64_t* members = &members_[static_cast<std::size_t>(component) * words];
            int size = 0;
            for (;;) {
                const auto member = static_cast<std::size_t>(stack_.back());
                stack_.pop_back();
                on_stack_[member] = 0;
                on_component_[member] = component;
                set_bit(members, static_cast<int>(member));
                ++size;
                if (member == node) break;
            }
            component_size_.push_back(size);
            std::uint64_t* reach = &on_reach_[node * words];
            copy_bits(reach, members, words);
            std::fill(linked_.begin(), linked_.end(), 0);
            for_each_bit(members, words, [&](int member) {
                add_bits(linked_.data(), &next[static_cast<std::size_t>(member) * words], words);
            });
            for_each_bit(linked_.data(), words, [&](int target) {
                if (on_component_[static_cast<std::size_t>(target)] != component)
                    add_bits(reach, on_row(target), words);
            });
            for_each_bit(members, words, [&](int member) {
                if (static_cast<std::size_t>(member) != node)
                    copy_bits(&on_reach_[static_cast<std::size_t>(member) * words], reach, words);
            });
        }
    }
    off_reach_.assign(count * words, 0);
    for (std::size_t strong = 0; strong < count; ++strong) {
        std::uint64_t* row = &off_reach_[strong * words];
        for_each_bit(&partners_[strong * words], words,
                     [&](int partner) { add_bits(row, on_row(partner), words); });
    }
}

void StaticReach::close_one_word_reach() {
    // The same as below with at most 64 strong candidates: each set is one word, and the
    // bookkeeping fits on the stack.
    const std::size_t count = strong_.size();
    std::uint64_t next[64];
    std::uint64_t pending[64];
    int order[64];
    int low[64];
    int stack[64];
    int calls[64];
    std::uint64_t on_stack = 0;
    for (std::size_t strong = 0; strong < count; ++strong) {
        std::uint64_t row = 0;
        for (std::uint64_t peers = strong_peers_[strong]; peers != 0; peers &= peers - 1)
            row |= partners_[static_cast<std::size_t>(std::countr_zero(peers))];
        next[strong] = row;
        order[strong] = -1;
    }
    on_component_.assign(count, -1);
    component_size_.clear();
    on_components_ = 0;
    on_reach_.resize(count);
    members_.assign(count, 0);
    int counter = 0;
    int stacked = 0;
    for (std::size_t root = 0; root < count; ++root) {
        if (order[root] >= 0) continue;
        int depth = 0;
        calls[depth++] = static_cast<int>(root);
        order[root] = low[root] = counter++;
        stack[stacked++] = static_cast<int>(root);
        on_stack |= std::uint64_t{1} << root;
        pending[root] = next[root];
        while (depth > 0) {
            const int node = calls[depth - 1];
            if (pending[node] != 0) {
                const int successor = std::countr_zero(pending[node]);
                pending[node] &= pending[node] - 1;
                if (order[successor] < 0) {
                    order[successor] = low[successor] = counter++;
                    stack[stacked++] = successor;
                    on_stack |= std::uint64_t{1} << successor;
                    pending[successor] = next[successor];
                    calls[depth++] = successor;
                } else if (((on_stack >> successor) & 1u) != 0) {
                    low[node] = std::min(low[node], order[successor]);
                }
                continue;
            }
            --depth;
            if (depth > 0) low[calls[depth - 1]] = std::min(low[calls[depth - 1]], low[node]);
            if (low[node] != order[node]) continue;
            const int component = on_components_++;
            std::uint64_t members = 0;
            int size = 0;
            int member = -1;
            do {
                member = stack[--stacked];
                on_stack &= ~(std::uint64_t{1} << member);
                on_component_[static_cast<std::size_t>(member)] = component;
                members |= std::uint64_t{1} << member;
                ++size;
            } while (member != node);
            component_size_.push_back(size);
            members_[static_cast<std::size_t>(component)] = members;
            std::uint64_t linked = 0;
            for (std::uint64_t bits = members; bits != 0; bits &= bits - 1)
                linked |= next[std::countr_zero(bits)];
            std::uint64_t reach = members;
            for (std::uint64_t bits = linked & ~members; bits != 0; bits &= bits - 1)
                reach |= on_reach_[static_cast<std::size_t>(std::countr_zero(bits))];
            for (std::uint64_t bits = members; bits != 0; bits &= bits - 1)
                on_reach_[static_cast<std::size_t>(std::countr_zero(bits))] = reach;
        }
    }
    off_reach_.assign(count, 0);
    for (std::size_t strong = 0; strong < count; ++strong) {
        for (std::uint64_t bits = partners_[strong]; bits != 0; bits &= bits - 1)
            off_reach_[strong] |= on_reach_[static_cast<std::size_t>(std::countr_zero(bits))];
    }
}

void StaticReach::join_off_literals() {
    const std::size_t count = strong_.size();
    const std::size_t words = strong_words_;
    off_component_.assign(count, -1);
    off_members_.assign(static_cast<std::size_t>(on_components_) * words, 0);
    // An "off" literal turns its partners on: it joins the component of a partner whose
    // "on" literal leads back to it (one that reaches a candidate turning it off).
    for (std::size_t strong = 0; strong < count; ++strong) {
        const std::uint64_t* turned_off_by = &strong_peers_[strong * words];
        for (const StaticLink& link : partners_of(static_cast<int>(strong))) {
            const int partner = strong_of_[static_cast<std::size_t>(candidate_of(link.literal))];
            if (!any_common(on_row(partner), turned_off_by, words)) continue;
            const int component = on_component_[static_cast<std::size_t>(partner)];
            off_component_[strong] = component;
            set_bit(&off_members_[static_cast<std::size_t>(component) * words],
                    static_cast<int>(strong));
            ++component_size_[static_cast<std::size_t>(component)];
            break;
        }
    }
    for (std::size_t strong = 0; strong < count; ++strong) {
        if (off_component_[strong] >= 0) continue;
        off_component_[strong] = static_cast<int>(component_size_.size());
        component_size_.push_back(1);
    }
}

void StaticReach::check_cycle_removals(int component) const {
    const Geometry& geo = *geo_;
    const int n = geo.n;
    const std::size_t words = cell_words_;
    removal_checked_map_[static_cast<std::size_t>(component)] = map_number_;
    // Per digit, the cells that see an "on" literal of the component, then those that see an
    // "off" one.
    seen_by_component_.assign(2 * static_cast<std::size_t>(n) * words, 0);
    const auto at = static_cast<std::size_t>(component) * strong_words_;
    std::uint32_t digits[2] = {0, 0};
    for (const std::size_t side : {0, 1}) {
        for_each_bit(&(side == 0 ? members_ : off_members_)[at], strong_words_, [&](int strong) {
            const int candidate = strong_[static_cast<std::size_t>(strong)];
            const auto digit_index = static_cast<std::size_t>(candidate % n);
            digits[side] |= 1u << digit_index;
            const std::uint64_t* peers =
                &geo.peer_bits[static_cast<std::size_t>(candidate / n) * words];
            std::uint64_t* seen = &seen_by_component_[(2 * digit_index + side) * words];
            for (std::size_t word = 0; word < words; ++word)
                seen[word] |= peers[word];
        });
    }
    bool may_remove = false;
    for (std::uint32_t both_sides = digits[0] & digits[1]; both_sides != 0 && !may_remove;
         both_sides &= both_sides - 1) {
        const auto digit_index = static_cast<std::size_t>(std::countr_zero(both_sides));
        const std::uint64_t* seen_on = &seen_by_component_[2 * digit_index * words];
        const std::uint64_t* seen_off = seen_on + words;
        for (std::size_t word = 0; word < words && !may_remove; ++word) {
            // The cells holding the digit, from the reach sets' layout (bits past the grid's
            // cells are of the next digit: the peers leave them out).
            const std::size_t offset = digit_index * cells_ + 64 * word;
            const std::size_t first = offset / 64;
            const auto shift = static_cast<unsigned>(offset % 64);
            std::uint64_t holding = digit_cells_[first] >> shift;
            if (shift != 0 && first + 1 < digit_cells_.size())
                holding |= digit_cells_[first + 1] << (64 - shift);
            may_remove = (seen_on[word] & seen_off[word] & holding) != 0;
        }
    }
    cycles_may_remove_[static_cast<std::size_t>(component)] = may_remove ? 1 : 0;
}

void StaticReach::next_map_number() {
    // What is worked out when first asked belongs to the map it was worked out for; the marks
    // are cleared when the counter wraps.
    if (++map_number_ == 0) {
        std::fill(links_map_.begin(), links_map_.end(), 0);
        std::fill(component_reach_map_.begin(), component_reach_map_.end(), 0);
        std::fill(outside_reach_map_.begin(), outside_reach_map_.end(), 0);
        std::fill(removal_checked_map_.begin(), removal_checked_map_.end(), 0);
        partner_components_map_ = 0;
        map_number_ = 1;
    }
}

void StaticReach::map_all_links(const Geometry& geo, const CandidateGrid& grid) {
    if (!y_ || !x_ || geo_ != &geo || mapped_cells_ != grid.cell) {
        build(geo, grid);
        return;
    }
    // The same links: what was worked out for them holds; only the grid read is another.
    grid_ = &grid;
    ready_partner_links();
}

void StaticReach::list_on_links(int literal) const {
    const auto at = static_cast<std::size_t>(literal);
    links_map_[at] = map_number_;
    const std::size_t first = links_listed_;
    const auto count =
        static_cast<std::size_t>(write_on_links(*geo_, *grid_, literal, y_, &link_store_[first]));
    std::size_t kept = first;
    for (std::size_t link = first; link < first + count; ++link) {
        StaticLink& listed = link_store_[link];
        const int strong = strong_of_[static_cast<std::size_t>(candidate_of(listed.literal))];
        if (strong_only_ && strong < 0) continue;
        // The links of an "on" literal lead to "off" literals.
        if (strong >= 0) {
            listed.component = off_component_[static_cast<std::size_t>(strong)];
            listed.turns_on = off_row(strong);
        } else {
            listed.component = -1;
            listed.turns_on = nothing_.data();
        }
        link_store_[kept++] = listed;
    }
    links_first_[at] = static_cast<int>(first);
    links_count_[at] = static_cast<int>(kept - first);
    // Then again those within the literal's component.
    const int own = component_of(literal);
    std::size_t inner = kept;
    for (std::size_t link = first; link < kept && own >= 0; ++link) {
        if (link_store_[link].component == own) link_store_[inner++] = link_store_[link];
    }
    links_inner_count_[at] = static_cast<int>(inner - kept);
    links_listed_ = inner;
}

StaticReach::Goal StaticReach::goal(int literal) const {
    if (goal_mask_.size() < strong_words_) goal_mask_.resize(strong_words_);
    for (std::size_t word = 0; word < strong_words_; ++word)
        goal_mask_[word] = 0;
    const int candidate = candidate_of(literal);
    const int strong = strong_of_[static_cast<std::size_t>(candidate)];
    if (is_on(literal)) {
        // Only a strong candidate is turned on.
        if (strong < 0) return Goal{literal, false};
        set_bit(goal_mask_.data(), strong);
        return Goal{literal, true};
    }
    if (strong < 0 && strong_only_) return Goal{literal, false};
    // The strong candidates whose "on" literal turns it off.
    for_each_strong_seeing(candidate,
                           [&](int strong_peer) { set_bit(goal_mask_.data(), strong_peer); });
    return Goal{literal, true};
}

bool StaticReach::reaches(int from, const Goal& goal) const {
    if (!goal.mapped) return false;
    const int candidate = candidate_of(from);
    if (!is_on(from) || strong_of_[static_cast<std::size_t>(candidate)] >= 0)
        return leads_to(from, goal);
    // An "on" literal nothing turns on: the goal is one of the "off" literals it turns off,
    // or what the strong ones among those turn on leads there.
    const Geometry& geo = *geo_;
    const int n = geo.n;
    const int cell = candidate / n;
    const int digit_index = candidate % n;
    const auto cell_words = static_cast<std::size_t>(geo.cell_words);
    const std::uint64_t* peers = &geo.peer_bits[static_cast<std::size_t>(cell) * cell_words];
    if (!is_on(goal.literal)) {
        const int goal_cell = candidate_of(goal.literal) / n;
        const int goal_digit = candidate_of(goal.literal) % n;
        if (y_ && goal_cell == cell && goal_digit != digit_index) return true;
        if (goal_digit == digit_index &&
            ((peers[static_cast<std::size_t>(goal_cell) / 64] >> (goal_cell % 64)) & 1u) != 0)
            return true;
    }
    bool through = false;
    for_each_strong_seeing(candidate, [&](int strong) {
        through = through || any_common(off_row(strong), goal_mask_.data(), strong_words_);
    });
    return through;
}

inline void StaticReach::add_turned_off(std::uint64_t* cells_by_digit, int candidate) const {
    const std::uint64_t* keep = digit_cells_.data();
    const Geometry& geo = *geo_;
    const int n = geo.n;
    const int cell = candidate / n;
    const int digit_index = candidate % n;
    const std::uint64_t* peers = &geo.peer_bits[static_cast<std::size_t>(cell) * cell_words_];
    for (std::size_t word = 0; word < cell_words_; ++word)
        or_at(cells_by_digit, static_cast<std::size_t>(digit_index) * cells_ + 64 * word,
              peers[word], keep);
    for (std::uint32_t bits =
             y_ ? grid_->cell[static_cast<std::size_t>(cell)] & ~(1u << digit_index) : 0;
         bits; bits &= bits - 1) {
        set_bit(cells_by_digit,
                static_cast<int>(static_cast<std::size_t>(std::countr_zero(bits)) * cells_) + cell);
    }
}

const std::uint64_t* StaticReach::work_out_component_reach(int component) const {
    const auto at = static_cast<std::size_t>(component);
    std::uint64_t* row = &component_reach_[at * reach_words_];
    component_reach_map_[at] = map_number_;
    std::fill(row, row + reach_words_, 0);
    // Its members reach the same: the first one's row.
    const std::uint64_t* members = &members_[at * strong_words_];
    int first = 0;
    while (members[static_cast<std::size_t>(first) / 64] == 0)
        first += 64;
    first += std::countr_zero(members[static_cast<std::size_t>(first) / 64]);
    const std::uint64_t* turned_on = on_row(first);
    copy_bits(row, turned_on, strong_words_);
    std::uint64_t* turned_off = row + strong_words_;
    for_each_bit(turned_on, strong_words_, [&](int strong) {
        add_turned_off(turned_off, strong_[static_cast<std::size_t>(strong)]);
    });
    return row;
}

const std::uint64_t* StaticReach::work_out_outside_reach(int literal) const {
    const Geometry& geo = *geo_;
    const int n = geo.n;
    const auto candidate = static_cast<std::size_t>(candidate_of(literal));
    std::uint64_t* row = &outside_reach_[candidate * reach_words_];
    outside_reach_map_[candidate] = map_number_;
    std::fill(row, row + reach_words_, 0);
    // The "off" literals it turns off, and what the strong ones among them turn on.
    const int cell = static_cast<int>(candidate) / n;
    const int digit_index = static_cast<int>(candidate) % n;
    std::uint64_t* turned_off = row + strong_words_;
    auto through = [&](int strong) {
        for (const StaticLink& link : partners_of(strong)) {
            const int partner = strong_of_[static_cast<std::size_t>(candidate_of(link.literal))];
            add_bits(row, component_reach(on_component_[static_cast<std::size_t>(partner)]),
                     reach_words_);
        }
    };
    add_turned_off(turned_off, static_cast<int>(candidate));
    if (strong_words_ > 1 || on_components_ > 64) {
        for_each_strong_seeing(static_cast<int>(candidate), through);
        return row;
    }
    // With one word per set: the partners' components, each once, and of those only the ones
    // no other one reaches (the row of a component it reaches lies within its own).
    if (partner_components_map_ != map_number_) list_partner_components();
    std::uint64_t components = y_ ? cell_partner_components_[static_cast<std::size_t>(cell)] : 0;
    geo.for_each_house(cell, [&](int house, int, int) {
        components |= house_partner_components_[static_cast<std::size_t>(house * n + digit_index)];
    });
    std::uint64_t reached_by_another = 0;
    for (std::uint64_t bits = components; bits != 0; bits &= bits - 1) {
        const std::uint64_t members = members_[static_cast<std::size_t>(std::countr_zero(bits))];
        reached_by_another |=
            on_reach_[static_cast<std::size_t>(std::countr_zero(members))] & ~members;
    }
    for (std::uint64_t bits = components; bits != 0; bits &= bits - 1) {
        const int component = std::countr_zero(bits);
        if ((members_[static_cast<std::size_t>(component)] & reached_by_another) != 0) continue;
        add_bits(row, component_reach(component), reach_words_);
    }
    return row;
}

void StaticReach::list_partner_components() const {
    const int n = geo_->n;
    partner_components_map_ = map_number_;
    cell_partner_components_.assign(static_cast<std::size_t>(geo_->cells), 0);
    house_partner_components_.assign(static_cast<std::size_t>(geo_->house_count * n), 0);
    for (std::size_t strong = 0; strong < strong_.size(); ++strong) {
        std::uint64_t components = 0;
        for (std::uint64_t bits = partners_[strong]; bits != 0; bits &= bits - 1) {
            components |= std::uint64_t{1}
                          << on_component_[static_cast<std::size_t>(std::countr_zero(bits))];
        }
        const int cell = strong_[strong] / n;
        const int digit_index = strong_[strong] % n;
        cell_partner_components_[static_cast<std::size_t>(cell)] |= components;
        geo_->for_each_house(cell, [&](int house, int, int) {
            house_partner_components_[static_cast<std::size_t>(house * n + digit_index)] |=
                components;
        });
    }
}

bool StaticReach::reaches_meet(std::span<const int> from, const std::uint64_t* within) const {
    const std::size_t words = reach_words_;
    if (meet_.size() < words) meet_.resize(words);
    std::uint64_t* meet = meet_.data();
    // An "on" literal nothing turns on reaches itself too, which no other literal reaches.
    auto row_of = [&](int literal) {
        const int strong = strong_of_[static_cast<std::size_t>(candidate_of(literal))];
        return strong >= 0 ? component_reach(on_component_[static_cast<std::size_t>(strong)])
                           : outside_reach(literal);
    };
    // The first two rows (within `within`) at once, then what each other row keeps of them.
    const std::uint64_t* first = row_of(from.front());
    const std::uint64_t* second = from.size() > 1 ? row_of(from[1]) : first;
    std::uint64_t any = 0;
    if (within != nullptr) {
        for (std::size_t word = 0; word < words; ++word) {
            meet[word] = first[word] & second[word] & within[word];
            any |= meet[word];
        }
    } else {
        for (std::size_t word = 0; word < words; ++word) {
            meet[word] = first[word] & second[word];
            any |= meet[word];
        }
    }
    for (std::size_t at = 2; at < from.size() && any != 0; ++at) {
        const std::uint64_t* row = row_of(from[at]);
        any = 0;
        for (std::size_t word = 0; word < words; ++word) {
            meet[word] &= row[word];
            any |= meet[word];
        }
    }
    return any != 0;
}

void StaticReach::reach_of_new_links(const CandidateGrid& reference,
                                     std::vector<std::uint64_t>& out) const {
    out.assign(reach_words_, 0);
    for (std::size_t strong = 0; strong < strong_.size(); ++strong) {
        for (const StaticLink& link : partners_of(static_cast<int>(strong))) {
            if (!link_changed(strong_[strong], link, reference)) continue;
            const int partner = strong_of_[static_cast<std::size_t>(candidate_of(link.literal))];
            add_bits(out.data(), component_reach(on_component_[static_cast<std::size_t>(partner)]),
                     reach_words_);
        }
    }
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

bool StaticReach::weak_link_changed(int from, int to, const CandidateGrid& reference) const {
    // The link an "on" literal's list records: the cell, else the first of box, row, column
    // and the extra houses that holds both.
    const Geometry& geo = *geo_;
    const int n = geo.n;
    const int from_cell = from / n;
    const int to_cell = to / n;
    if (from_cell == to_cell) {
        return grid_->cell[static_cast<std::size_t>(from_cell)] !=
               reference.cell[static_cast<std::size_t>(from_cell)];
    }
    for (int kind = 0; kind < 3; ++kind) {
        const int house = geo.houses[static_cast<std::size_t>(from_cell)][kind];
        if (geo.houses[static_cast<std::size_t>(to_cell)][kind] != house) continue;
        const auto place = static_cast<std::size_t>(house * n + from % n);
        return grid_->where[place] != reference.where[place];
    }
    for (const ExtraHouse& extra : geo.extras(from_cell)) {
        const auto to_extras = geo.extras(to_cell);
        if (std::none_of(to_extras.begin(), to_extras.end(),
                         [&](const ExtraHouse& other) { return other.house == extra.house; }))
            continue;
        const auto place = static_cast<std::size_t>(extra.house * n + from % n);
        return grid_->where[place] != reference.where[place];
    }
    return false;
}

void StaticReach::note_changes(const CandidateGrid& reference) {
    const std::size_t count = strong_.size();
    const std::size_t words = strong_words_;
    changed_component_.assign(static_cast<std::size_t>(on_components_), 0);
    any_new_link_ = false;
    forced_.assign(reach_words_, 0);
    // The new strong links: a cycle through one inside its component reads a removal, and a
    // forcing chain through one leads to what both its ends lead to.
    for (std::size_t strong = 0; strong < count; ++strong) {
        for (const StaticLink& link : partners_of(static_cast<int>(strong))) {
            if (!link_changed(strong_[strong], link, reference)) continue;
            any_new_link_ = true;
            const auto partner = static_cast<std::size_t>(
                strong_of_[static_cast<std::size_t>(candidate_of(link.literal))]);
            if (off_component_[strong] == on_component_[partner])
                changed_component_[static_cast<std::size_t>(on_component_[partner])] = 1;
            // What both ends reach, once per link (it is listed from both ends).
            if (partner < strong) continue;
            const std::uint64_t* from_a = component_reach(on_component_[strong]);
            const std::uint64_t* from_b = component_reach(on_component_[partner]);
            for (std::size_t word = 0; word < reach_words_; ++word)
                forced_[word] |= from_a[word] & from_b[word];
        }
    }
    // The weak links inside a component that can hold a cycle that removes something: from a
    // member's "on" literal to an "off" literal of the component.
    for (std::size_t strong = 0; strong < count; ++strong) {
        const auto component = static_cast<std::size_t>(off_component_[strong]);
        if (component >= static_cast<std::size_t>(on_components_) ||
            changed_component_[component] != 0 || component_size_[component] < 4 ||
            !cycles_may_remove(static_cast<int>(component)))
            continue;
        const std::uint64_t* members = &members_[component * words];
        const std::uint64_t* turned_off_by = &strong_peers_[strong * words];
        for (std::size_t word = 0; word < words && changed_component_[component] == 0; ++word) {
            for (std::uint64_t bits = members[word] & turned_off_by[word]; bits; bits &= bits - 1) {
                const int from =
                    strong_[64 * word + static_cast<std::size_t>(std::countr_zero(bits))];
                if (weak_link_changed(from, strong_[strong], reference)) {
                    changed_component_[component] = 1;
                    break;
                }
            }
        }
    }
}

void StaticReach::mark_nested_starts() {
    const int n = geo_->n;
    const std::size_t words = strong_words_;
    auto mark = [&](int literal, std::uint8_t kind) {
        std::uint8_t& flags = wanted_[static_cast<std::size_t>(literal)];
        if (flags == 0) marked_.push_back(literal);
        flags |= kind;
    };
    // Cycles start from the "on" literals of a component with a changed link, where a cycle
    // may remove something.
    for (int component = 0; component < on_components_; ++component) {
        const auto at = static_cast<std::size_t>(component);
        if (changed_component_[at] == 0 || component_size_[at] < 4 || !cycles_may_remove(component))
            continue;
        for_each_bit(&members_[at * words], words, [&](int strong) {
            mark(literal_of(strong_[static_cast<std::size_t>(strong)], true), cycle_start);
        });
    }
    if (!any_new_link_) return;
    // A forcing chain starts from the opposite of its goal.
    for_each_bit(forced_.data(), words, [&](int strong) {
        mark(literal_of(strong_[static_cast<std::size_t>(strong)], false), forcing_start);
    });
    for_each_bit(&forced_[words], reach_words_ - words, [&](int bit) {
        const auto digit_index = static_cast<std::size_t>(bit) / cells_;
        const auto cell = static_cast<std::size_t>(bit) % cells_;
        mark(literal_of(static_cast<int>(cell) * n + static_cast<int>(digit_index), true),
             forcing_start);
    });
}

int StaticReach::write_on_links(const Geometry& geo, const CandidateGrid& grid, int literal, bool y,
                                StaticLink* out) {
    int count = 0;
    for_each_on_link(geo, grid, literal, y, [&](int off, int house, int kind) {
        out[count++] = StaticLink{off, house, house < 0 ? Cause::cell : house_cause(kind)};
    });
    return count;
}

}  // namespace sudokit::logic::chains
