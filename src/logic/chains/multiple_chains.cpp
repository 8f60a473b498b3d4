// Sudoku Explainer's "multiple chains" search behind Nishio, cell and region forcing chains,
// dynamic forcing chains and their nested levels: every candidate is assumed on (and, for the
// dynamic families, off), and the outcomes are compared.

#include <algorithm>
#include <array>
#include <bit>

#include "logic/chains/chain_engine.hpp"
#include "logic/chains/chain_memory.hpp"
#include "logic/chains/static_reach.hpp"
#include "sudokit/shape.hpp"

namespace sudokit::logic::chains {
namespace {

class MultipleSearch {
  public:
    MultipleSearch(Engine& engine, const CandidateGrid& grid, const Family& family, HintSink& sink,
                   int depth)
        : engine_(engine),
          geo_(engine.geometry()),
          grid_(grid),
          family_(family),
          sink_(sink),
          depth_(depth),
          buffers_(engine.buffers(depth)),
          mode_{family.dynamic, family.nishio, family.level} {
        std::fill(buffers_.on_done.begin(), buffers_.on_done.end(), 0);
        // A dynamic search from the position's grid goes on from the propagations of the
        // level below.
        kept_ =
            depth == 0 && family.dynamic && !family.nishio && engine.keep_propagations_for(grid);
        if (kept_ && buffers_.off_kept.size() != buffers_.on.size())
            buffers_.off_kept.resize(buffers_.on.size());
    }

    void run() {
        const int n = geo_.n;
        if (!family_.dynamic && !engine_.memory().reference_mode()) {
            // Static propagations reach no further than the static links do: where those of
            // the outcomes never meet, the outcomes have nothing in common.
            reach_ = &engine_.memory().static_reach(depth_);
            reach_->map_all_links(geo_, grid_);
            // A nested search keeps only conclusions whose chains read a removal: through the
            // cell or house assumed, or through a new strong link, and then the conclusion is
            // reached from that link's end.
            changed_since_ = sink_.changed_since();
            if (changed_since_ != nullptr) {
                reach_->reach_of_new_links(*changed_since_, new_reach_);
                no_new_reach_ = std::all_of(new_reach_.begin(), new_reach_.end(),
                                            [](std::uint64_t word) { return word == 0; });
            }
        }
        if (!family_.nishio) mark_regions();
        for (int cell = 0; cell < geo_.cells; ++cell) {
            const int count = bit_count(grid_.cell[cell]);
            if (!(count > 2 || (count > 1 && family_.dynamic))) continue;
            if (engine_.stopped()) return;
            const bool doubles = count >= 3 && !family_.nishio && family_.dynamic;
            const bool contradictions = family_.dynamic || family_.nishio;
            for (std::uint32_t bits = grid_.cell[cell]; bits; bits &= bits - 1) {
                const int candidate = cell * n + std::countr_zero(bits);
                binary(candidate, doubles, contradictions);
                if (!family_.nishio) regions(cell, candidate);
            }
            if (!family_.nishio && takes(count)) {
                cell_forcing(cell);
            }
        }
    }

  private:
    // Propagates an assumption, going on from the level below where propagations are kept.
    void propagate(int literal, Propagation& out) {
        if (kept_) {
            engine_.propagate_kept(grid_, literal, mode_, out);
        } else {
            engine_.propagate(grid_, literal, mode_, out, depth_);
        }
    }

    Propagation& on(int candidate) {
        if (!buffers_.on_done[candidate]) {
            propagate(literal_of(candidate, true), buffers_.on[candidate]);
            buffers_.on_done[candidate] = 1;
        }
        return buffers_.on[candidate];
    }

    // Whether some literal is in every one of the propagations (a range of pointers).
    template <typename Propagations>
    static bool any_in_common(const Propagations& propagations) {
        const std::size_t words = (*propagations.begin())->present.size();
        for (std::size_t word = 0; word < words; ++word) {
            std::uint64_t common = ~std::uint64_t{0};
            for (const Propagation* propagation : propagations)
                common &= propagation->present[word];
            if (common != 0) return true;
        }
        return false;
    }

    static bool indexed(const Propagation& propagation, int record) {
        return propagation.index[propagation.records[record].literal] == record;
    }

    // The conclusion that `literal` holds: a placement for "on", a removal for "off".
    bool conclude(ChainHint& hint, int literal) const {
        const int candidate = candidate_of(literal);
        if (is_on(literal)) {
            if (bit_count(grid_.cell[candidate / geo_.n]) < 2) return false;
            hint.placement = candidate;
        } else {
            hint.removals.push_back(candidate);
        }
        return true;
    }

    void offer(ChainHint&& hint) {
        const int bound = sink_.bound(hint.base);
        if (bound < 0) return;
        hint.complexity = engine_.complexity(hint.targets, bound);
        if (hint.complexity > bound) return;
        sink_.take(std::move(hint));
    }

    // A hint to fill, kept from one to the next with its lists' room (most are dropped: a
    // sink takes it only when it is wanted).
    ChainHint& make(ChainForm form, int sort_key, int source) {
        ChainHint& hint = hint_;
        hint.technique = family_.technique();
        hint.form = form;
        hint.base = family_.base();
        hint.sort_key = sort_key;
        hint.complexity = 0;
        hint.source = source;
        hint.house = -1;
        hint.targets.clear();
        hint.removals.clear();
        hint.placement = -1;
        return hint;
    }

    void binary(int candidate, bool doubles, bool contradictions) {
        if (!doubles && !contradictions) return;
        const int on_literal = literal_of(candidate, true);
        const int off_literal = literal_of(candidate, false);
        Propagation& assumed = on(candidate);
        if (contradictions && assumed.conflict_on >= 0) {
            ChainHint& hint = make(ChainForm::contradiction, 7, on_literal);
            hint.removals.push_back(candidate);
            hint.targets = {{&assumed, assumed.conflict_on}, {&assumed, assumed.conflict_off}};
            offer(std::move(hint));
        }
        Propagation& denied =
            kept_ ? buffers_.off_kept[static_cast<std::size_t>(candidate)] : buffers_.off;
        propagate(off_literal, denied);
        if (contradictions && denied.conflict_on >= 0) {
            ChainHint& hint = make(ChainForm::contradiction, 7, off_literal);
            if (conclude(hint, on_literal)) {
                hint.targets = {{&denied, denied.conflict_on}, {&denied, denied.conflict_off}};
                offer(std::move(hint));
            }
        }
        if (!doubles) return;
        // What both the assumption and its negation imply: "on" conclusions first, then the
        // "off" ones kept from the same pass.
        auto offer_double = [&](int record) {
            const int literal = assumed.records[record].literal;
            ChainHint& hint = make(ChainForm::double_implication, 1, on_literal);
            if (!conclude(hint, literal)) return;
            hint.targets = {{&assumed, record}, {&denied, denied.index[literal]}};
            offer(std::move(hint));
        };
        // Most have nothing in common, which their bits of literals say at once.
        if (!any_in_common(std::array{&assumed, &denied})) return;
        std::vector<int>& offs = later_;
        offs.clear();
        for (int record = 0; record < static_cast<int>(assumed.records.size()); ++record) {
            if (!indexed(assumed, record) || !denied.has(assumed.records[record].literal)) continue;
            if (is_on(assumed.records[record].literal)) {
                offer_double(record);
            } else {
                offs.push_back(record);
            }
        }
        for (const int record : offs)
            offer_double(record);
    }

    // Every place of the digit in a house leads to the same literal. A house is examined once,
    // from its first place.
    // Whether a cell or region of `count` candidates or places is taken: two, or more for
    // the multiple families.
    bool takes(int count) const { return count == 2 || (family_.multiple && count > 2); }

    // The regions a search takes, each at the cell of its first place: per cell and house
    // (box, row, column, then its extra houses), the digits. Worked out once: the grid stays
    // as it is.
    int region_slots() const { return 3 + geo_.most_extras; }
    void mark_regions() {
        const int n = geo_.n;
        const auto slots = static_cast<std::size_t>(region_slots());
        region_digits_.assign(slots * static_cast<std::size_t>(geo_.cells), 0);
        for (int house = 0; house < geo_.house_count; ++house) {
            for (int digit_index = 0; digit_index < n; ++digit_index) {
                const std::uint32_t places = grid_.where[house * n + digit_index];
                const int count = bit_count(places);
                if (!takes(count)) continue;
                const int first = geo_.cell_at(house, std::countr_zero(places));
                region_digits_[slots * static_cast<std::size_t>(first) +
                               static_cast<std::size_t>(slot_of(first, house))] |= 1u
                                                                                   << digit_index;
            }
        }
    }
    // Where a house of the cell is among its slots.
    int slot_of(int cell, int house) const {
        const int n = geo_.n;
        // Houses are numbered rows, columns, boxes, then the extra ones.
        if (house < 3 * n) return house < n ? 1 : (house < 2 * n ? 2 : 0);
        const auto extras = geo_.extras(cell);
        int slot = 3;
        while (extras[static_cast<std::size_t>(slot - 3)].house != house)
            ++slot;
        return slot;
    }

    void regions(int cell, int candidate) {
        const int n = geo_.n;
        const int digit_index = candidate % n;
        const int slots = region_slots();
        const std::uint32_t* taken =
            &region_digits_[static_cast<std::size_t>(slots) * static_cast<std::size_t>(cell)];
        std::uint32_t any = 0;
        for (int slot = 0; slot < slots; ++slot)
            any |= taken[slot];
        if (((any >> digit_index) & 1u) == 0) return;
        for (int slot = 0; slot < slots; ++slot) {
            if (((taken[slot] >> digit_index) & 1u) == 0) continue;
            region(slot < 3 ? geo_.houses[cell][slot]
                            : geo_.extras(cell)[static_cast<std::size_t>(slot - 3)].house,
                   digit_index, candidate);
        }
    }

    // A region forcing chain on the places of a digit in a house.
    void region(int house, int digit_index, int candidate) {
        const int n = geo_.n;
        const std::uint32_t places = grid_.where[house * n + digit_index];
        if (reach_ != nullptr) {
            const bool assumed_changed = changed_since_ == nullptr ||
                                         changed_since_->where[house * n + digit_index] != places;
            // Nothing for the outcomes to meet in.
            if (!assumed_changed && no_new_reach_) return;
            std::size_t starts = 0;
            for (std::uint32_t bits = places; bits; bits &= bits - 1) {
                const int other = geo_.cell_at(house, std::countr_zero(bits));
                starts_[starts++] = literal_of(other * n + digit_index, true);
            }
            if (!reach_->reaches_meet(std::span<const int>(starts_.data(), starts),
                                      assumed_changed ? nullptr : new_reach_.data()))
                return;
        }
        std::vector<Propagation*>& outcomes = outcomes_;
        outcomes.clear();
        for (std::uint32_t bits = places; bits; bits &= bits - 1) {
            const int other = geo_.cell_at(house, std::countr_zero(bits));
            outcomes.push_back(&on(other * n + digit_index));
        }
        common(outcomes, ChainForm::region, 6, literal_of(candidate, true), house);
    }

    void cell_forcing(int cell) {
        const int n = geo_.n;
        if (reach_ != nullptr) {
            const bool assumed_changed =
                changed_since_ == nullptr || changed_since_->cell[cell] != grid_.cell[cell];
            if (!assumed_changed && no_new_reach_) return;
            std::size_t starts = 0;
            for (std::uint32_t bits = grid_.cell[cell]; bits; bits &= bits - 1)
                starts_[starts++] = literal_of(cell * n + std::countr_zero(bits), true);
            if (!reach_->reaches_meet(std::span<const int>(starts_.data(), starts),
                                      assumed_changed ? nullptr : new_reach_.data()))
                return;
        }
        std::vector<Propagation*>& outcomes = outcomes_;
        outcomes.clear();
        for (std::uint32_t bits = grid_.cell[cell]; bits; bits &= bits - 1) {
            outcomes.push_back(&on(cell * n + std::countr_zero(bits)));
        }
        common(outcomes, ChainForm::cell, 5,
               literal_of(cell * n + std::countr_zero(grid_.cell[cell]), true), -1);
    }

    void common(const std::vector<Propagation*>& outcomes, ChainForm form, int sort_key, int source,
                int house) {
        auto offer_common = [&](int literal) {
            ChainHint& hint = make(form, sort_key, source);
            if (family_.level == 0 && !family_.dynamic) {
                hint.technique = form == ChainForm::cell ? Technique::cell_forcing_chain
                                                         : Technique::region_forcing_chain;
            }
            hint.house = house;
            if (!conclude(hint, literal)) return;
            for (const Propagation* outcome : outcomes) {
                hint.targets.push_back({outcome, outcome->index[literal]});
            }
            offer(std::move(hint));
        };
        if (!any_in_common(outcomes)) return;
        // "On" conclusions first, then "off" ones, each in the first outcome's order: one
        // pass offers the first kind and keeps the second for after.
        const Propagation& first = *outcomes.front();
        std::vector<int>& offs = later_;
        offs.clear();
        for (int record = 0; record < static_cast<int>(first.records.size()); ++record) {
            if (!indexed(first, record)) continue;
            const int literal = first.records[record].literal;
            bool everywhere = true;
            for (std::size_t index = 1; index < outcomes.size() && everywhere; ++index) {
                everywhere = outcomes[index]->has(literal);
            }
            if (!everywhere) continue;
            if (is_on(literal)) {
                offer_common(literal);
            } else {
                offs.push_back(literal);
            }
        }
        for (const int literal : offs)
            offer_common(literal);
    }

    Engine& engine_;
    const Geometry& geo_;
    const CandidateGrid& grid_;
    const Family& family_;
    HintSink& sink_;
    int depth_;
    Engine::DepthBuffers& buffers_;
    ChainMode mode_;
    bool kept_ = false;             // propagations kept per literal (see Engine::propagate_kept)
    std::vector<int> later_;        // "off" conclusions, offered after the "on" ones
    ChainHint hint_;                // see make
    StaticReach* reach_ = nullptr;  // static families: where the static links lead
    std::array<int, kMaxSize> starts_;          // the assumptions of a cell or region
    std::vector<std::uint32_t> region_digits_;  // see mark_regions
    std::vector<Propagation*> outcomes_;        // and where they lead
    // Nested: the grid removals are read against, and what the new strong links reach.
    const CandidateGrid* changed_since_ = nullptr;
    std::vector<std::uint64_t> new_reach_;
    bool no_new_reach_ = false;
};

}  // namespace

void Engine::search_multiple(const CandidateGrid& grid, const Family& family, HintSink& sink,
                             int depth) {
    MultipleSearch(*this, grid, family, sink, depth).run();
}

}  // namespace sudokit::logic::chains
