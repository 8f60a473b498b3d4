// Implications beyond singles, used by the dynamic chains of level 1 and up at each point
// where the singles run dry: locked candidates, hidden and naked pairs, X-wings (level 1),
// then whole chaining searches run on the assumed grid (levels 2..5). Each removal keeps as
// parents the removed candidates that made it possible, so chains stay countable.

#include <algorithm>
#include <array>
#include <bit>
#include <climits>
#include <cstring>
#include <span>

#include "logic/chains/chain_engine.hpp"
#include "logic/chains/chain_memory.hpp"
#include "logic/chains/nested_search_cache.hpp"
#include "logic/intersection_rules.hpp"
#include "logic/tuple_search.hpp"
#include "sudokit/geometry.hpp"
#include "sudokit/shape.hpp"

namespace sudokit::logic::chains {
namespace {

struct BasicRules {
    const Geometry& geo;
    const CandidateGrid& current;
    const CandidateGrid& source;
    // The places removed since locked candidates were last looked for in this propagation
    // (since the source at first), as bits house * n + digit: a base house whose digit kept
    // its places since gives nothing new.
    const std::vector<std::uint64_t>& changed_places;
    AdvancedRemovals& result;
    // A pattern's removals and parents, reused from one pattern to the next.
    std::vector<int>& removals_;
    std::vector<int>& parents_;
    // The members a pair search picks from, reused too.
    TupleMembersOf<std::uint32_t>& pair_members_;

    int n() const { return geo.n; }
    // 1 when `bits` has one or two bits set, else 0; without branches, as the answer is a toss
    // of a coin from one house to the next.
    static std::uint32_t one_or_two(std::uint32_t bits) {
        const std::uint32_t rest = bits & (bits - 1);
        return static_cast<std::uint32_t>(bits != 0) &
               static_cast<std::uint32_t>((rest & (rest - 1)) == 0);
    }
    std::uint32_t removed_places(int house, int digit_index) const {
        return source.where[house * n() + digit_index] & ~current.where[house * n() + digit_index];
    }
    int off_literal(int cell, int digit_index) const {
        return literal_of(cell * n() + digit_index, false);
    }
    void emit(const std::vector<int>& removals, const std::vector<int>& parents) {
        if (parents.empty()) return;  // holds without the chain: nothing to add
        result.add(removals, parents, -1);
    }

    // Locked candidates (intersection_rules.hpp): the places of a digit in `base` all lie in
    // `cover`.
    void locking() {
        // Boxes first (their places on one row or column), then rows and columns (their
        // places in one box). Only a house whose digit changed its places since the last
        // look: what another locked was removed then (or removed nothing, or read no
        // removal, as now).
        const int lines = 2 * n() * n();
        const int main_houses = 3 * n() * n();
        lock_from(lines, main_houses);
        lock_from(0, lines);
        // Then a variant's other houses (diagonals, windows), which Sudoku Explainer lacks.
        lock_from(main_houses, geo.house_count * n());
    }
    // The changed places from house * n + digit `first` up to `end`, in order.
    void lock_from(int first, int end) {
        for (int word = first / 64; word * 64 < end; ++word) {
            std::uint64_t bits = changed_places[static_cast<std::size_t>(word)];
            if (word * 64 < first) bits &= ~std::uint64_t{0} << (first - word * 64);
            for (; bits; bits &= bits - 1) {
                const int at = word * 64 + std::countr_zero(bits);
                if (at >= end) return;
                lock_at(at / n(), at % n());
            }
        }
    }
    void lock_at(int base, int digit_index) {
        geo.crossings->for_each_lock(
            base, current.where[base * n() + digit_index],
            [&](const Crossing& crossing) { lock(base, digit_index, crossing); });
    }
    // The cover's other places lose the digit; the parents are the base's places outside
    // the cover that the chain removed.
    void lock(int base, int digit_index, const Crossing& crossing) {
        std::vector<int>& removals = removals_;
        removals.clear();
        // Narrowing is safe: the chains take sides up to kMaxChainSide only.
        for (auto bits = static_cast<std::uint32_t>(
                 lock_removals(crossing, current.where[crossing.cover * n() + digit_index]));
             bits; bits &= bits - 1) {
            removals.push_back(geo.cell_at(crossing.cover, std::countr_zero(bits)) * n() +
                               digit_index);
        }
        if (removals.empty()) return;
        std::vector<int>& parents = parents_;
        parents.clear();
        for (auto bits =
                 static_cast<std::uint32_t>(removed_places(base, digit_index) & ~crossing.in_base);
             bits; bits &= bits - 1) {
            parents.push_back(off_literal(geo.cell_at(base, std::countr_zero(bits)), digit_index));
        }
        emit(removals, parents);
    }

    // Per house, the digits with one or two places there: only those make a hidden pair or
    // an X-wing. Worked out once for both.
    std::array<std::uint32_t, kMaxHouses> few_places_in{};
    void mark_few_places() {
        // A byte per house and digit first (a loop the compiler runs several at a time), then
        // each house's bytes packed into bits eight at a time: one multiplication gathers the
        // low bit of each byte into the top byte, in order. (8 bytes of room past the end.)
        std::array<std::uint8_t, kMaxHouses * kMaxSize + 8> flags;  // filled up to entries + 8
        const int entries = geo.house_count * n();
        for (int at = 0; at < entries; ++at) {
            flags[static_cast<std::size_t>(at)] =
                static_cast<std::uint8_t>(one_or_two(current.where[static_cast<std::size_t>(at)]));
        }
        std::memset(&flags[static_cast<std::size_t>(entries)], 0, 8);
        const std::uint32_t digits = (1u << n()) - 1;
        for (int house = 0; house < geo.house_count; ++house) {
            std::uint32_t few = 0;
            for (int digit_index = 0; digit_index < n(); digit_index += 8) {
                std::uint64_t eight = 0;
                std::memcpy(&eight, &flags[static_cast<std::size_t>(house * n() + digit_index)],
                            sizeof eight);
                few |= static_cast<std::uint32_t>((eight * 0x0102040810204080ull) >> 56)
                       << digit_index;
            }
            few_places_in[static_cast<std::size_t>(house)] = few & digits;
        }
    }

    // The pairs below are found by the tuple search every subset and fish uses
    // (tuple_search.hpp), in its order, among the members that can make one: the indexes in
    // `members`, each standing for `set_of(index)`. `room` is scratch.
    template <typename SetOf, typename Accept>
    static void find_pairs(std::uint32_t members, SetOf&& set_of,
                           TupleMembersOf<std::uint32_t>& room, Accept& accept) {
        if ((members & (members - 1)) == 0) return;  // fewer than two
        room.count = 0;
        for (; members; members &= members - 1) {
            const int index = std::countr_zero(members);
            room.sets[static_cast<std::size_t>(room.count)] = set_of(index);
            room.indexes[static_cast<std::size_t>(room.count)] = index;
            ++room.count;
        }
        pick_colex(room, 2, 2, room.count, std::uint32_t{0}, std::uint32_t{0}, accept);
    }

    // Two digits of a house with the same two places: the other digits leave those cells;
    // the parents are the pair's places removed elsewhere in the house.
    void hidden_pairs() {
        for (int order = 0; order < geo.house_count; ++order) {
            const int house = house_in_order(order);
            auto take = [&](std::uint32_t pair, std::uint32_t places) {
                std::vector<int>& removals = removals_;
                removals.clear();
                for (std::uint32_t bits = places; bits; bits &= bits - 1) {
                    const int cell = geo.cell_at(house, std::countr_zero(bits));
                    for (std::uint32_t other = current.cell[cell] & ~pair; other;
                         other &= other - 1) {
                        removals.push_back(cell * n() + std::countr_zero(other));
                    }
                }
                if (removals.empty()) return false;
                std::vector<int>& parents = parents_;
                parents.clear();
                for (int position = 0; position < n(); ++position) {
                    if (places >> position & 1u) continue;
                    const int cell = geo.cell_at(house, position);
                    for (std::uint32_t digits = pair; digits; digits &= digits - 1) {
                        const int digit_index = std::countr_zero(digits);
                        if (source.has(cell, digit_index + 1))
                            parents.push_back(off_literal(cell, digit_index));
                    }
                }
                emit(removals, parents);
                return false;  // every pair
            };
            find_pairs(
                few_places_in[static_cast<std::size_t>(house)],
                [&](int digit_index) { return current.where[house * n() + digit_index]; },
                pair_members_, take);
        }
    }

    // Two cells of a house with the same two candidates: those digits leave the house's other
    // cells; the parents are the pair cells' other candidates removed.
    void naked_pairs() {
        // Only cells with two candidates can make a pair: their positions in each house.
        std::uint32_t pairs_in[kMaxHouses] = {};
        // Listed without a branch per cell: half the cells have two candidates, half not.
        std::array<int, kMaxCells> bivalue;
        std::size_t bivalue_count = 0;
        for (int cell = 0; cell < geo.cells; ++cell) {
            bivalue[bivalue_count] = cell;
            bivalue_count += two_bits(current.cell[static_cast<std::size_t>(cell)]) ? 1 : 0;
        }
        for (std::size_t at = 0; at < bivalue_count; ++at) {
            geo.for_each_house(bivalue[at],
                               [&](int house, int place, int) { pairs_in[house] |= 1u << place; });
        }
        for (int order = 0; order < geo.house_count; ++order) {
            const int house = house_in_order(order);
            auto take = [&](std::uint32_t positions, std::uint32_t digits) {
                std::vector<int>& removals = removals_;
                removals.clear();
                for (int position = 0; position < n(); ++position) {
                    if (positions >> position & 1u) continue;
                    const int cell = geo.cell_at(house, position);
                    for (std::uint32_t bits = current.cell[cell] & digits; bits; bits &= bits - 1) {
                        removals.push_back(cell * n() + std::countr_zero(bits));
                    }
                }
                if (removals.empty()) return false;
                std::vector<int>& parents = parents_;
                parents.clear();
                for (std::uint32_t cells = positions; cells; cells &= cells - 1) {
                    const int cell = geo.cell_at(house, std::countr_zero(cells));
                    for (std::uint32_t bits = source.cell[cell] & ~digits; bits; bits &= bits - 1) {
                        parents.push_back(off_literal(cell, std::countr_zero(bits)));
                    }
                }
                emit(removals, parents);
                return false;  // every pair
            };
            find_pairs(
                pairs_in[house],
                [&](int position) { return current.cell[geo.cell_at(house, position)]; },
                pair_members_, take);
        }
    }

    // Two columns (then two rows, as Sudoku Explainer's Fisherman takes them) whose places of
    // a digit lie on the same two cover lines: the digit leaves the covers' other cells; the
    // parents are the base lines' places of the digit removed outside the covers.
    void x_wings() {
        for (int lines = 1; lines >= 0; --lines) {
            const int offset = lines * n();
            const int cross = (1 - lines) * n();
            for (int digit_index = 0; digit_index < n(); ++digit_index) {
                // Only lines with one or two places of the digit can be a wing's.
                std::uint32_t few = 0;
                for (int line = 0; line < n(); ++line) {
                    few |=
                        ((few_places_in[static_cast<std::size_t>(offset + line)] >> digit_index) &
                         1u)
                        << line;
                }
                auto take = [&](std::uint32_t bases, std::uint32_t covers) {
                    std::vector<int>& removals = removals_;
                    removals.clear();
                    for (std::uint32_t bits = covers; bits; bits &= bits - 1) {
                        const int cover = cross + std::countr_zero(bits);
                        for (std::uint32_t at = current.where[cover * n() + digit_index]; at;
                             at &= at - 1) {
                            // The cover's place on a base line is the base line's number.
                            if (bases >> std::countr_zero(at) & 1u) continue;
                            removals.push_back(geo.cell_at(cover, std::countr_zero(at)) * n() +
                                               digit_index);
                        }
                    }
                    if (removals.empty()) return false;
                    std::vector<int>& parents = parents_;
                    parents.clear();
                    for (std::uint32_t lines_left = bases; lines_left;
                         lines_left &= lines_left - 1) {
                        const int base = offset + std::countr_zero(lines_left);
                        for (std::uint32_t bits = removed_places(base, digit_index) & ~covers; bits;
                             bits &= bits - 1) {
                            parents.push_back(off_literal(geo.cell_at(base, std::countr_zero(bits)),
                                                          digit_index));
                        }
                    }
                    emit(removals, parents);
                    return false;  // every wing
                };
                find_pairs(
                    few,
                    [&](int line) { return current.where[(offset + line) * n() + digit_index]; },
                    pair_members_, take);
            }
        }
    }

    // Boxes, columns, rows: the order Sudoku Explainer's hidden and naked sets take region
    // types in (the order hints are found in decides which one names a removal's parents,
    // and so how long a chain through it counts); then a variant's other houses.
    int house_in_order(int order) const {
        if (order >= 3 * n()) return order;
        if (order < n()) return 2 * n() + order;           // boxes
        return order < 2 * n() ? order : order - 2 * n();  // columns, then rows
    }
};

// Collects every hint of a nested chaining search, sorted as Sudoku Explainer sorts them.
class NestedHints : public HintSink {
  public:
    NestedHints(Engine& engine, const CandidateGrid& source, const CandidateGrid& current)
        : engine_(engine), source_(source), current_(current) {}
    int bound(int) const override { return INT_MAX; }
    const CandidateGrid* changed_since() const override { return &source_; }
    void take(ChainHint&& hint) override {
        // The parents first, in a list kept between hints: most hints read no removal.
        parents_.clear();
        engine_.rule_parents(hint, source_, current_, parents_);
        if (parents_.empty()) return;
        NestedHint kept;
        kept.rating = hint.rating();
        kept.complexity = hint.complexity;
        kept.sort_key = hint.sort_key;
        kept.parents = parents_;
        kept.removals = std::move(hint.removals);
        if (hint.placement >= 0) {
            const int n = engine_.geometry().n;
            const int cell = hint.placement / n;
            for (std::uint32_t bits = current_.cell[cell]; bits; bits &= bits - 1) {
                const int candidate = cell * n + std::countr_zero(bits);
                if (candidate != hint.placement) kept.removals.push_back(candidate);
            }
        }
        hints_.push_back(std::move(kept));
    }
    // The hints in the order they are used.
    std::vector<NestedHint> sorted() && {
        std::stable_sort(hints_.begin(), hints_.end(),
                         [](const NestedHint& a, const NestedHint& b) {
                             if (a.rating != b.rating) return a.rating < b.rating;
                             if (a.complexity != b.complexity) return a.complexity < b.complexity;
                             return a.sort_key < b.sort_key;
                         });
        return std::move(hints_);
    }

  private:
    Engine& engine_;
    const CandidateGrid& source_;
    const CandidateGrid& current_;
    std::vector<NestedHint> hints_;
    std::vector<int> parents_;
};

}  // namespace

void Engine::emit_nested(const std::vector<NestedHint>& hints, AdvancedRemovals& result) {
    for (const NestedHint& hint : hints)
        result.add(hint.removals, hint.parents, add_nested(hint.complexity));
}

int nested_families(int level, Family (&families)[2]) {
    int count = 0;
    if (level < 4) {
        if (level >= 2) families[count++] = Family{false, false, false, 0};  // static
        if (level >= 3) families[count++] = Family{true, false, false, 0};
    } else {
        families[count++] = Family{true, true, false, 0};
        if (level >= 5) families[count++] = Family{true, true, false, level - 3};
    }
    return count;
}

const AdvancedRemovals& Engine::advanced(const CandidateGrid& current, const CandidateGrid& source,
                                         std::span<const int> removed_since_look, int level,
                                         int depth, int first_of, int known_empty) {
    AdvancedRemovals& result = buffers(depth).advanced;
    result.clear();
    Family families[2];
    const int family_count = nested_families(level, families);
    NestedSearchCache& cache = memory().nested_searches(context_.position_id);
    // A search of the first family kept for this grid ran where the basic rules had found
    // nothing, for the candidates removed since this source or more: they find nothing now.
    // (Not looked up where it is known to find nothing.)
    const std::vector<NestedHint>* first_known =
        family_count > 0 && known_empty < 2 && NestedSearchCache::keeps(families[0])
            ? cache.find(families[0], source, current)
            : nullptr;
    FirstFixpoints& firsts = memory().first_fixpoints;
    if (memory().reference_mode()) first_of = -1;  // nothing remembered
    if (first_of >= 0 && firsts.position_id != context_.position_id) {
        firsts.position_id = context_.position_id;
        firsts.basic_rules_find_nothing.assign(static_cast<std::size_t>(2 * geometry_.candidates),
                                               0);
    }
    const bool basic_rules_known_empty =
        known_empty >= 1 || first_known != nullptr ||
        (first_of >= 0 && firsts.basic_rules_find_nothing[static_cast<std::size_t>(first_of)] != 0);
    if (!basic_rules_known_empty) {
        const int n = geometry_.n;
        changed_places_.assign(static_cast<std::size_t>((geometry_.house_count * n + 63) / 64), 0);
        for (const int candidate : removed_since_look) {
            geometry_.for_each_house(candidate / n, [&](int house, int, int) {
                const int at = house * n + candidate % n;
                changed_places_[static_cast<std::size_t>(at / 64)] |= std::uint64_t{1} << (at % 64);
            });
        }
        BasicRules basic{geometry_,        current,          source,
                         changed_places_,  result,           pattern_removals_,
                         pattern_parents_, pattern_members_, {}};
        basic.locking();
        if (!result.empty()) return result;
        basic.mark_few_places();
        basic.hidden_pairs();
        if (!result.empty()) return result;
        basic.naked_pairs();
        if (!result.empty()) return result;
        basic.x_wings();
        if (!result.empty()) return result;
        if (first_of >= 0) firsts.basic_rules_find_nothing[static_cast<std::size_t>(first_of)] = 1;
    }

    for (int index = known_empty >= 1 ? known_empty - 1 : 0; index < family_count; ++index) {
        const Family& family = families[index];
        if (stopped()) break;
        const bool keep = NestedSearchCache::keeps(family);
        // (The first family was looked up above.)
        const auto* known =
            index == 0 ? first_known : (keep ? cache.find(family, source, current) : nullptr);
        if (known != nullptr) {
            emit_nested(*known, result);
        } else {
            NestedHints hints(*this, source, current);
            if (!family.multiple && !family.dynamic) {
                search_static(current, hints, depth);
            } else {
                search_multiple(current, family, hints, depth);
            }
            std::vector<NestedHint> found = std::move(hints).sorted();
            emit_nested(found, result);
            // A search cut short by the deadline is not what the search finds.
            if (keep && !stopped()) cache.store(family, source, current, found);
        }
        if (!result.empty()) break;
    }
    return result;
}

void Engine::rule_parents(const ChainHint& hint, const CandidateGrid& source,
                          const CandidateGrid& current, std::vector<int>& out) {
    const int n = geometry_.n;
    // Literals already in `out` (it starts empty), and records already read per target, are
    // marked with stamps rather than searched for or allocated.
    const std::uint32_t listed = next_seen_stamp();
    for (const int literal : out)
        seen_[static_cast<std::size_t>(literal)] = listed;
    auto add = [&](int literal) {
        if (seen_[static_cast<std::size_t>(literal)] == listed) return;
        seen_[static_cast<std::size_t>(literal)] = listed;
        out.push_back(literal);
    };
    const bool both_ways = hint.form == ChainForm::cycle;  // the reversed loop is read too
    std::vector<int>& stack = parent_stack_;
    for (const ChainTarget& target : hint.targets) {
        const Propagation& path = *target.propagation;
        if (record_seen_.size() < path.records.size()) record_seen_.resize(path.records.size(), 0);
        if (++record_stamp_ == 0) {
            std::fill(record_seen_.begin(), record_seen_.end(), 0);
            record_stamp_ = 1;
        }
        stack.assign(1, target.record);
        while (!stack.empty()) {
            const int at = stack.back();
            stack.pop_back();
            if (record_seen_[static_cast<std::size_t>(at)] == record_stamp_) continue;
            record_seen_[static_cast<std::size_t>(at)] = record_stamp_;
            const Record& record = path.records[at];
            Cause cause = record.cause;
            int house = record.house;
            if (cause == Cause::assumption) {
                if (hint.form == ChainForm::cell) cause = Cause::cell;
                if (hint.form == ChainForm::region) {
                    cause = Cause::box;
                    house = hint.house;
                }
            }
            const int candidate = candidate_of(record.literal);
            if ((is_on(record.literal) || both_ways) && cause != Cause::assumption &&
                cause != Cause::advanced) {
                if (cause == Cause::cell) {
                    const int cell = candidate / n;
                    for (std::uint32_t bits = source.cell[cell] & ~current.cell[cell]; bits;
                         bits &= bits - 1) {
                        add(literal_of(cell * n + std::countr_zero(bits), false));
                    }
                } else if (house >= 0) {
                    const int digit_index = candidate % n;
                    for (std::uint32_t bits = source.where[house * n + digit_index] &
                                              ~current.where[house * n + digit_index];
                         bits; bits &= bits - 1) {
                        add(literal_of(
                            geometry_.cell_at(house, std::countr_zero(bits)) * n + digit_index,
                            false));
                    }
                }
            }
            if (record.parent >= 0) stack.push_back(record.parent);
            for (int index = record.extra_begin; index < record.extra_end; ++index) {
                stack.push_back(path.extra[index]);
            }
            if (record.hidden != 0 && record.cause == Cause::cell) {
                for (std::uint32_t bits = record.hidden; bits; bits &= bits - 1) {
                    const int parent =
                        path.index[literal_of((candidate / n) * n + std::countr_zero(bits), false)];
                    if (parent >= 0) stack.push_back(parent);
                }
            } else if (record.hidden != 0 && record.house >= 0) {
                for (std::uint32_t bits = record.hidden; bits; bits &= bits - 1) {
                    const int cell = geometry_.cell_at(record.house, std::countr_zero(bits));
                    const int parent = path.index[literal_of(cell * n + candidate % n, false)];
                    if (parent >= 0) stack.push_back(parent);
                }
            }
        }
    }
}

}  // namespace sudokit::logic::chains
