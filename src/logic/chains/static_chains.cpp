// Sudoku Explainer's first chaining family: bidirectional cycles (X, Y, XY) and forcing
// X-chains and XY-chains, on the candidates as they stand (static links only).

#include <algorithm>
#include <bit>
#include <memory>

#include "logic/chains/chain_engine.hpp"
#include "logic/chains/chain_memory.hpp"
#include "logic/chains/static_reach.hpp"

namespace sudokit::logic::chains {
namespace {

struct LinkKinds {
    bool y = false;  // cell links (bivalue cells, other digits of a cell)
    bool x = false;  // house links (bilocal digits)
};

Technique cycle_technique(LinkKinds kinds) {
    if (kinds.x && kinds.y) return Technique::xy_cycle;
    return kinds.y ? Technique::y_cycle : Technique::x_cycle;
}

int sort_key_of(LinkKinds kinds) {
    return kinds.x && kinds.y ? 4 : (kinds.y ? 3 : 2);
}

}  // namespace

namespace {

class StaticSearch {
  public:
    StaticSearch(Engine& engine, const CandidateGrid& grid, HintSink& sink, Propagation& path,
                 StaticScratch& scratch)
        : engine_(engine),
          geo_(engine.geometry()),
          grid_(grid),
          sink_(sink),
          path_(path),
          scratch_(scratch) {}

    // A pass follows links of its kinds: in a map of its own, or (`filter`) in the map of
    // every link of the grid.
    void begin_pass(LinkKinds kinds, const StaticReach& map, bool filter) {
        kinds_ = kinds;
        filter_ = filter && !(kinds.x && kinds.y);
        reach_ = &map;
    }

    void cycles(int start, LinkKinds kinds) {
        // A cycle through the start never leaves its component: other literals lead nowhere.
        // A nested search wants only cycles that read a candidate the outer chain removed.
        if (sink_.changed_since() != nullptr) {
            if ((reach_->nested_start(start) & StaticReach::cycle_start) == 0) return;
        } else if (!reach_->on_a_cycle(start)) {
            return;
        }
        if (!reach_->cycles_may_remove(reach_->component_of(start))) return;
        // A cycle ending at level L has L nodes: none past the sink's bound can be taken.
        const int limit = sink_.bound(kinds.x && kinds.y ? 70 : 65);
        if (limit < 4) return;
        path_.reset(2 * geo_.candidates);
        const int root = path_.add(Record{start, -1, 0, Cause::assumption, -1, 0, 0, -1});
        std::vector<int>& pending_on = scratch_.pending_on;
        std::vector<int>& pending_off = scratch_.pending_off;
        std::vector<int>& found = scratch_.found;
        pending_on.assign(1, root);
        pending_off.clear();
        found.clear();
        int length = 0;
        while ((!pending_on.empty() || !pending_off.empty()) && length + 2 <= limit) {
            ++length;
            for (int from : pending_on) {
                // The literals on the path to `from` are marked once, not searched per link.
                const std::uint32_t on_path = mark_path(from);
                const int literal = path_.records[from].literal;
                for (const StaticLink& link : reach_->links_within_component(literal)) {
                    if (!follows(literal, link)) continue;
                    if (scratch_.path_mark[static_cast<std::size_t>(link.literal)] == on_path)
                        continue;
                    pending_off.push_back(path_.add(
                        Record{link.literal, from, 0, link.cause, link.house, 0, 0, -1}, false));
                }
            }
            pending_on.clear();
            ++length;
            for (int from : pending_off) {
                const int literal = path_.records[from].literal;
                for (const StaticLink& link : reach_->links_within_component(literal)) {
                    if (!follows(literal, link)) continue;
                    const Record record{link.literal, from, 0, link.cause, link.house, 0, 0, -1};
                    if (length >= 4 && link.literal == start)
                        found.push_back(path_.add(record, false));
                    if (!path_.has(link.literal)) pending_on.push_back(path_.add(record));
                }
            }
            pending_off.clear();
        }
        for (int end : found) {
            offer_cycle(end, kinds);
        }
    }

    void forcing(int start, LinkKinds kinds) {
        // Only literals that lead to the opposite of the start can lie on the chain.
        const int goal = opposite(start);
        // A nested search wants only chains through a link the outer chain made. When one
        // can end at the goal, a chain from the start does. (A map with no such link has no
        // reach worked out.)
        if (sink_.changed_since() != nullptr &&
            (reach_->nested_start(start) & StaticReach::forcing_start) == 0)
            return;
        const StaticReach::Goal ends = reach_->goal(goal);
        if (sink_.changed_since() == nullptr && !reach_->reaches(start, ends)) return;
        // A chain whose last node is at depth D has D + 1 nodes: none past the sink's bound can
        // be taken, so the search stops before that depth.
        const int limit = sink_.bound(kinds.y ? 70 : 66);
        int off_depth = is_on(start) ? 1 : 0;  // depth of the "off" nodes the next round makes
        path_.reset(2 * geo_.candidates);
        const int root = path_.add(Record{start, -1, 0, Cause::assumption, -1, 0, 0, -1});
        std::vector<int>& pending_on = scratch_.pending_on;
        std::vector<int>& pending_off = scratch_.pending_off;
        pending_on.clear();
        pending_off.clear();
        (is_on(start) ? pending_on : pending_off).push_back(root);
        int target = -1;
        // Follows the links of one pending literal; the goal ends the search.
        auto follow = [&](int from, std::vector<int>& next) {
            const int literal = path_.records[from].literal;
            for (const StaticLink& link : reach_->links_of(literal)) {
                if (!follows(literal, link) || !reach_->link_leads_to(link, ends)) continue;
                const Record record{link.literal, from, 0, link.cause, link.house, 0, 0, -1};
                if (link.literal == goal) {
                    target = path_.add(record, false);
                    return;
                }
                if (!path_.has(link.literal)) next.push_back(path_.add(record));
            }
        };
        while (target < 0 && (!pending_on.empty() || !pending_off.empty())) {
            if (off_depth + 1 > limit) break;
            for (std::size_t at = 0; at < pending_on.size() && target < 0; ++at) {
                follow(pending_on[at], pending_off);
            }
            pending_on.clear();
            if (off_depth + 2 > limit) break;
            off_depth += 2;
            for (std::size_t at = 0; at < pending_off.size() && target < 0; ++at) {
                follow(pending_off[at], pending_on);
            }
            pending_off.clear();
        }
        if (target >= 0) offer_forcing(target, kinds);
    }

  private:
    // Whether the pass follows a link from `literal`: house links only, or (cycles alone)
    // bivalue cells only, where a literal is turned on only by its cell's other digit.
    bool follows(int literal, const StaticLink& link) const {
        if (!filter_) return true;
        if (kinds_.x) return link.house >= 0;
        if (!is_on(literal)) return link.house < 0;
        return two_bits(grid_.cell[static_cast<std::size_t>(candidate_of(link.literal) / geo_.n)]);
    }

    void offer_cycle(int end, LinkKinds kinds) {
        const int n = geo_.n;
        // A cycle too long to be taken is dropped before its removals are worked out.
        const int base = kinds.x && kinds.y ? 70 : 65;
        const int bound = sink_.bound(base);
        if (bound < 0) return;
        // Most loops remove nothing: bit sets of the cells that see the loop's nodes say so
        // before the loop is counted and the removals are listed in order.
        if (!may_remove(end)) return;
        const std::vector<ChainTarget> targets{ChainTarget{&path_, end}};
        const int complexity = engine_.complexity(targets, bound);
        if (complexity > bound) return;
        // The loop's cells, then the candidates that see an "on" node of the loop in one
        // direction and an "on" node of the reversed loop (an "off" node here) in the other.
        // Marks by stamp: cells of the loop, candidates seen backward, removals listed.
        const std::uint32_t stamp = next_stamp();
        for (int at = end; path_.records[at].parent >= 0; at = path_.records[at].parent) {
            scratch_
                .cell_mark[static_cast<std::size_t>(candidate_of(path_.records[at].literal) / n)] =
                stamp;
        }
        std::vector<int>& forward = scratch_.forward;
        forward.clear();
        for (int at = end; path_.records[at].parent >= 0; at = path_.records[at].parent) {
            const int literal = path_.records[at].literal;
            const int cell = candidate_of(literal) / n;
            const int digit = candidate_of(literal) % n + 1;
            for (int peer : geo_.peers(cell)) {
                if (scratch_.cell_mark[static_cast<std::size_t>(peer)] == stamp ||
                    !grid_.has(peer, digit))
                    continue;
                const int candidate = peer * n + digit - 1;
                if (is_on(literal)) {
                    forward.push_back(candidate);
                } else {
                    scratch_.backward_mark[static_cast<std::size_t>(candidate)] = stamp;
                }
            }
        }
        ChainHint hint;
        for (int candidate : forward) {
            auto& listed = scratch_.listed_mark[static_cast<std::size_t>(candidate)];
            if (scratch_.backward_mark[static_cast<std::size_t>(candidate)] != stamp ||
                listed == stamp)
                continue;
            listed = stamp;
            hint.removals.push_back(candidate);
        }
        if (hint.removals.empty()) return;
        hint.technique = cycle_technique(kinds);
        hint.form = ChainForm::cycle;
        hint.base = base;
        hint.sort_key = sort_key_of(kinds);
        hint.source = path_.records[end].literal;
        hint.targets = targets;
        hint.complexity = complexity;
        sink_.take(std::move(hint));
    }

    // Whether some candidate outside the loop ending at `end` sees, for its digit, both an
    // "on" node and an "off" node of the loop: the removals offer_cycle lists.
    bool may_remove(int end) {
        const int n = geo_.n;
        const auto words = static_cast<std::size_t>(geo_.cell_words);
        // Per digit: the cells that see an "on" node, then those that see an "off" node; and
        // the loop's cells.
        scratch_.seen_bits.assign(2 * static_cast<std::size_t>(n) * words + words, 0);
        std::uint64_t* loop_cells = &scratch_.seen_bits[2 * static_cast<std::size_t>(n) * words];
        std::uint32_t digits = 0;
        for (int at = end; path_.records[at].parent >= 0; at = path_.records[at].parent) {
            const int literal = path_.records[at].literal;
            const int cell = candidate_of(literal) / n;
            const int digit_index = candidate_of(literal) % n;
            digits |= 1u << digit_index;
            std::uint64_t* seen = &scratch_.seen_bits[(2 * static_cast<std::size_t>(digit_index) +
                                                       (is_on(literal) ? 0 : 1)) *
                                                      words];
            const std::uint64_t* peers = &geo_.peer_bits[static_cast<std::size_t>(cell) * words];
            for (std::size_t word = 0; word < words; ++word)
                seen[word] |= peers[word];
            loop_cells[static_cast<std::size_t>(cell) / 64] |= std::uint64_t{1} << (cell % 64);
        }
        for (; digits != 0; digits &= digits - 1) {
            const int digit_index = std::countr_zero(digits);
            const std::uint64_t* seen_on =
                &scratch_.seen_bits[2 * static_cast<std::size_t>(digit_index) * words];
            const std::uint64_t* seen_off = seen_on + words;
            for (std::size_t word = 0; word < words; ++word) {
                for (std::uint64_t both = seen_on[word] & seen_off[word] & ~loop_cells[word];
                     both != 0; both &= both - 1) {
                    const int cell = static_cast<int>(64 * word) + std::countr_zero(both);
                    if (grid_.has(cell, digit_index + 1)) return true;
                }
            }
        }
        return false;
    }

    void offer_forcing(int target, LinkKinds kinds) {
        const int n = geo_.n;
        const int literal = path_.records[target].literal;
        const int candidate = candidate_of(literal);
        ChainHint hint;
        if (is_on(literal)) {
            const int cell = candidate / n;
            if (bit_count(grid_.cell[cell]) < 2) return;
            hint.placement = candidate;
        } else {
            hint.removals.push_back(candidate);
        }
        hint.technique = kinds.y ? Technique::forcing_xy_chain : Technique::forcing_x_chain;
        hint.form = ChainForm::contradiction;
        hint.base = kinds.y ? 70 : 66;
        hint.sort_key = sort_key_of(kinds);
        hint.source = path_.records[0].literal;
        hint.targets.push_back(ChainTarget{&path_, target});
        offer(std::move(hint));
    }

    void offer(ChainHint&& hint) {
        const int bound = sink_.bound(hint.base);
        if (bound < 0) return;
        hint.complexity = engine_.complexity(hint.targets, bound);
        if (hint.complexity > bound) return;
        sink_.take(std::move(hint));
    }

    Engine& engine_;
    const Geometry& geo_;
    const CandidateGrid& grid_;
    HintSink& sink_;
    Propagation& path_;
    StaticScratch& scratch_;
    // A fresh stamp for the marks below, clearing them when the counter wraps.
    std::uint32_t next_stamp() {
        if (scratch_.cell_mark.empty()) {
            scratch_.cell_mark.assign(static_cast<std::size_t>(geo_.cells), 0);
            scratch_.backward_mark.assign(static_cast<std::size_t>(geo_.candidates), 0);
            scratch_.listed_mark.assign(static_cast<std::size_t>(geo_.candidates), 0);
        }
        if (++scratch_.stamp == 0) {
            std::fill(scratch_.cell_mark.begin(), scratch_.cell_mark.end(), 0);
            std::fill(scratch_.backward_mark.begin(), scratch_.backward_mark.end(), 0);
            std::fill(scratch_.listed_mark.begin(), scratch_.listed_mark.end(), 0);
            scratch_.stamp = 1;
        }
        return scratch_.stamp;
    }

    // Marks the literals on the first-parent path from the root to `record` with a fresh
    // stamp, which it returns.
    std::uint32_t mark_path(int record) {
        if (scratch_.path_mark.empty())
            scratch_.path_mark.assign(static_cast<std::size_t>(2 * geo_.candidates), 0);
        if (++scratch_.path_stamp == 0) {
            std::fill(scratch_.path_mark.begin(), scratch_.path_mark.end(), 0);
            scratch_.path_stamp = 1;
        }
        for (int at = record; at >= 0; at = path_.records[at].parent) {
            scratch_.path_mark[static_cast<std::size_t>(path_.records[at].literal)] =
                scratch_.path_stamp;
        }
        return scratch_.path_stamp;
    }

    const StaticReach* reach_ = nullptr;
    LinkKinds kinds_;
    bool filter_ = false;
};

}  // namespace

void Engine::search_static(const CandidateGrid& grid, HintSink& sink, int depth) {
    const int n = geometry_.n;
    StaticScratch& scratch = memory().static_scratch(depth, geometry_.candidates);
    StaticSearch search(*this, grid, sink, buffers(depth).path, scratch);
    StaticReach& map = memory().static_reach(depth);
    const LinkKinds passes[3] = {{false, true}, {true, false}, {true, true}};
    // A nested search maps every link once for the three passes: the links of one kind, with
    // the same causes and changes, are some of them. So a start that can give a pass a chain
    // that reads a change is a start of that map: without any, no pass is searched; and
    // Y-cycles need one in a bivalue cell. A search from every start maps each pass's links
    // alone, whose tighter reach skips more.
    const bool nested = sink.changed_since() != nullptr;
    bool bivalue_start = true;
    if (nested) {
        map.build(geometry_, grid, sink.changed_since());
        if (map.no_nested_start()) return;
        bivalue_start = false;
        for (const int literal : map.nested_starts()) {
            const int candidate = candidate_of(literal);
            if ((map.nested_start(literal) & StaticReach::cycle_start) != 0 &&
                two_bits(grid.cell[candidate / n]))
                bivalue_start = true;
        }
    }
    for (const LinkKinds kinds : passes) {
        // A pass whose easiest hint rates above the best so far cannot improve on it.
        if (sink.bound(kinds.x && kinds.y ? 70 : 65) < 0) continue;
        if (nested && !kinds.x && !bivalue_start) continue;
        if (!nested) map.build_kinds(geometry_, grid, kinds.y, kinds.x);
        search.begin_pass(kinds, map, nested);
        // The candidates searched from, in the order of the cells and their digits: a nested
        // search takes only those with a start whose chains can read a change.
        std::vector<int>& candidates = scratch.candidates_searched;
        candidates.clear();
        if (nested) {
            for (const int literal : map.nested_starts())
                candidates.push_back(candidate_of(literal));
            std::sort(candidates.begin(), candidates.end());
            candidates.erase(std::unique(candidates.begin(), candidates.end()), candidates.end());
        } else {
            for (int cell = 0; cell < geometry_.cells; ++cell) {
                for (std::uint32_t bits = grid.cell[cell]; bits; bits &= bits - 1)
                    candidates.push_back(cell * n + std::countr_zero(bits));
            }
        }
        int last_cell = -1;
        for (const int candidate : candidates) {
            const int cell = candidate / n;
            const int count = bit_count(grid.cell[cell]);
            if (count < 2) continue;
            // Y-cycles can only start in a bivalue cell.
            if (count > 2 && !kinds.x) continue;
            if (cell != last_cell) {
                last_cell = cell;
                if (stopped()) return;
            }
            search.cycles(literal_of(candidate, true), kinds);
            if (!kinds.x) continue;
            // Forcing Y-chains cannot exist: their length would be both odd and even.
            search.forcing(literal_of(candidate, true), kinds);
            search.forcing(literal_of(candidate, false), kinds);
        }
    }
}

}  // namespace sudokit::logic::chains
