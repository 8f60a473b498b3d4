#include <algorithm>
#include <array>
#include <bit>

#include "logic/chains/chain_engine.hpp"
#include "logic/chains/chain_memory.hpp"

namespace sudokit::logic::chains {

void Propagation::reset(int literal_count) {
    if (static_cast<int>(index.size()) != literal_count) {
        index.assign(literal_count, -1);
        present.assign((static_cast<std::size_t>(literal_count) + 63) / 64, 0);
    } else {
        for (const Record& record : records) {
            index[record.literal] = -1;
        }
        std::fill(present.begin(), present.end(), 0);
    }
    records.clear();
    extra.clear();
    conflict_on = conflict_off = -1;
}

Engine::Engine(const Geometry& geometry, const FindContext& context)
    : geometry_(geometry), context_(context), seen_(2 * geometry.candidates, 0) {
    Pool& pool = memory().engine_pool;
    if (pool.holds && pool.candidates == geometry.candidates) kept_ = std::move(pool.kept);
    pool.holds = false;
    pool.kept = Kept{};
}

Engine::~Engine() {
    Pool& pool = memory().engine_pool;
    if (pool.holds) return;  // a nested Engine already gave its buffers back
    pool.candidates = geometry_.candidates;
    pool.kept = std::move(kept_);
    pool.holds = true;
}

ChainMemory& Engine::memory() const {
    return context_.session.chains();
}

bool Engine::stopped() const {
    // Reading the clock is not free: look every few calls.
    if (stopped_) return true;
    if (++stop_poll_ % 16 == 0) stopped_ = context_.should_stop();
    return stopped_;
}

Engine::DepthBuffers& Engine::buffers(int depth) {
    while (static_cast<int>(kept_.depths.size()) <= depth) {
        auto buffers = std::make_unique<DepthBuffers>();
        buffers->on.resize(geometry_.candidates);
        buffers->on_done.assign(geometry_.candidates, 0);
        kept_.depths.push_back(std::move(buffers));
    }
    return *kept_.depths[depth];
}

int Engine::add_nested(int complexity) {
    kept_.nested.push_back(complexity);
    return static_cast<int>(kept_.nested.size()) - 1;
}

namespace {

// The steps of a level's implications beyond singles, in order: the basic rules (level 1 and
// up), then its families of nested searches.
int level_steps(int level) {
    Family families[2];
    return level == 0 ? 0 : 1 + nested_families(level, families);
}
// Whether the steps of `below` begin those of `level`: level 0 has none; the others run the
// basic rules, then families of which those of `below` must come first.
bool steps_begin(int below, int level) {
    if (below == 0) return true;
    if (level == 0) return false;
    Family lower[2];
    Family upper[2];
    const int lower_count = nested_families(below, lower);
    const int upper_count = nested_families(level, upper);
    if (lower_count > upper_count) return false;
    for (int index = 0; index < lower_count; ++index) {
        if (!(lower[index] == upper[index])) return false;
    }
    return true;
}

}  // namespace

bool Engine::keep_propagations_for(const CandidateGrid& grid) {
    // A propagation per literal, each with an index of every literal.
    const auto literals = 2 * static_cast<std::size_t>(geometry_.candidates);
    constexpr std::size_t most_bytes = std::size_t{16} << 20;
    if (literals * literals * sizeof(int) > most_bytes) return false;
    if (kept_.grid == 0 || kept_.grid_cells != grid.cell) {
        // Another grid: what was kept no longer holds, nor do the nested chains it counted.
        kept_.grid_cells = grid.cell;
        if (++kept_.grid == 0) kept_.grid = 1;
        kept_.nested.clear();
    }
    return true;
}

void Engine::propagate_kept(const CandidateGrid& grid, int literal, const ChainMode& mode,
                            Propagation& out) {
    const Propagation::Kept kept = out.kept;
    const bool usable = kept.grid == kept_.grid && !out.records.empty() &&
                        out.records.front().literal == literal &&
                        steps_begin(kept.level, mode.level);
    // Where the level below stopped at a contradiction, so does this one; where it stopped at
    // the same level, nothing is left.
    if (usable && (out.conflict_on >= 0 || kept.level == mode.level)) {
        out.kept.level = mode.level;
        return;
    }
    int last_look = 0;
    if (usable) {
        // Its last fixpoint again: the steps of the level below find nothing there.
        const Resume resume{kept.last_look, level_steps(kept.level)};
        last_look = run_propagation(grid, literal, mode, out, 0, &resume);
    } else {
        last_look = run_propagation(grid, literal, mode, out, 0, nullptr);
    }
    // A propagation cut short by the deadline is not what the level derives.
    out.kept =
        stopped_ ? Propagation::Kept{} : Propagation::Kept{kept_.grid, mode.level, last_look};
}

void Engine::propagate(const CandidateGrid& grid, int literal, const ChainMode& mode,
                       Propagation& out, int depth) {
    out.kept = Propagation::Kept{};
    run_propagation(grid, literal, mode, out, depth, nullptr);
}

int Engine::run_propagation(const CandidateGrid& grid, int literal, const ChainMode& mode,
                            Propagation& out, int depth, const Resume* resume_from) {
    // Grids without diagonals or windows (most) take a copy of the loop without their tests.
    return geometry_.most_extras > 0
               ? propagate_on<true>(grid, literal, mode, out, depth, resume_from)
               : propagate_on<false>(grid, literal, mode, out, depth, resume_from);
}

template <bool has_extras>
int Engine::propagate_on(const CandidateGrid& grid, int literal, const ChainMode& mode,
                         Propagation& out, int depth, const Resume* resume_from) {
    const Geometry& geo = geometry_;
    const int n = geo.n;
    DepthBuffers& scratch = buffers(depth);
    // Dynamic chains remove candidates as they go, from a copy of the grid; the grid itself is
    // the source of hidden parents. Static ones read the grid as it is.
    const bool changes_grid = mode.dynamic || mode.level > 0;
    const CandidateGrid& source = grid;
    if (changes_grid) scratch.saved = grid;
    CandidateGrid& working = scratch.saved;
    const CandidateGrid& current = changes_grid ? scratch.saved : grid;
    // Read through pointers held here: the loops below grow vectors, and the compiler would
    // otherwise read these again after every growth.
    const std::uint32_t* const cell_digits = current.cell.data();
    const std::uint32_t* const digit_places = current.where.data();
    const std::uint32_t* const source_cell_digits = source.cell.data();
    const std::uint32_t* const source_digit_places = source.where.data();
    const std::array<int, 3>* const houses_of = geo.houses.data();
    const std::array<int, 3>* const places_of = geo.places.data();
    const int* const house_cells = geo.house_cells.data();
    std::vector<int>& pending_on = scratch.pending_on;
    std::vector<int>& pending_off = scratch.pending_off;
    pending_on.clear();
    pending_off.clear();
    std::size_t next_on = 0;
    std::size_t next_off = 0;
    std::size_t looked_off = 0;  // the "off" records processed by the last fixpoint
    std::size_t last_look = 0;   // and by the one before
    int known_empty = 0;         // at the next fixpoint (see advanced)

    if (resume_from == nullptr) {
        out.reset(2 * geo.candidates);
        Record start;
        start.literal = literal;
        const int first = out.add(start);
        (is_on(literal) ? pending_on : pending_off).push_back(first);
    } else {
        // Every record was processed: the queues hold them all, in order, and the grid has
        // lost every "off" literal (the conflicting records, kept outside the index, end a
        // propagation, and a kept one with a conflict is not run again).
        for (int id = 0; id < static_cast<int>(out.records.size()); ++id) {
            const int derived = out.records[static_cast<std::size_t>(id)].literal;
            (is_on(derived) ? pending_on : pending_off).push_back(id);
            if (!is_on(derived))
                working.remove(geo, candidate_of(derived) / n, candidate_of(derived) % n + 1);
        }
        next_on = pending_on.size();
        next_off = pending_off.size();
        looked_off = static_cast<std::size_t>(resume_from->last_look);
        known_empty = resume_from->known_empty;
    }

    auto conflict = [&](int on_record, int off_record) {
        out.conflict_on = on_record;
        out.conflict_off = off_record;
    };

    while (out.conflict_on < 0) {
        if (next_on < pending_on.size()) {
            const int from = pending_on[next_on++];
            const int candidate = candidate_of(out.records[from].literal);
            const int cell = candidate / n;
            const int digit = candidate % n + 1;
            // On -> off: the other digits of the cell, then the digit's other places.
            auto make_off = [&](int target_candidate, Cause cause, int house) {
                const int off = literal_of(target_candidate, false);
                if (out.has(opposite(off))) {
                    Record record{off, from, 0, cause, house, 0, 0, -1};
                    conflict(out.index[opposite(off)], out.add(record, false));
                    return false;
                }
                if (!out.has(off)) {
                    pending_off.push_back(out.add(Record{off, from, 0, cause, house, 0, 0, -1}));
                }
                return true;
            };
            bool consistent = true;
            if (!mode.nishio) {
                for (std::uint32_t bits = cell_digits[cell] & ~(1u << (digit - 1));
                     bits && consistent; bits &= bits - 1) {
                    consistent = make_off(cell * n + std::countr_zero(bits), Cause::cell, -1);
                }
            }
            auto house_offs = [&](int house, int place, int kind) {
                std::uint32_t bits = digit_places[house * n + digit - 1] & ~(1u << place);
                for (; bits && consistent; bits &= bits - 1) {
                    const int other = house_cells[house * n + std::countr_zero(bits)];
                    consistent = make_off(other * n + digit - 1, house_cause(kind), house);
                }
            };
            for (int kind = 0; kind < 3 && consistent; ++kind)
                house_offs(houses_of[cell][kind], places_of[cell][kind], kind);
            if constexpr (has_extras) {
                for (const ExtraHouse& other : geo.extras(cell)) {
                    if (!consistent) break;
                    house_offs(other.house, other.place, kExtraKind);
                }
            }
        } else if (next_off < pending_off.size()) {
            const int from = pending_off[next_off++];
            const int candidate = candidate_of(out.records[from].literal);
            const int cell = candidate / n;
            const int digit = candidate % n + 1;
            // Off -> on, read before the candidate leaves the grid: a cell or a house left
            // with one other place.
            // (Kept with the depth's buffers: a fresh array of records per literal cost more
            // than filling it.)
            Record* found = scratch.found;
            int found_count = 0;
            auto add_found = [&](const Record& record) {
                for (int index = 0; index < found_count; ++index) {
                    if (found[index].literal == record.literal) return;
                }
                found[found_count++] = record;
            };
            const std::uint32_t digits_here = cell_digits[cell];
            if (!mode.nishio && two_bits(digits_here)) {
                const int other = std::countr_zero(digits_here & ~(1u << (digit - 1)));
                const std::uint32_t hidden = source_cell_digits[cell] & ~digits_here;
                add_found(Record{literal_of(cell * n + other, true), from, hidden, Cause::cell, -1,
                                 0, 0, -1});
            }
            // `at`: the digit's places in the house, at house * n + digit - 1.
            auto house_on = [&](int at, int house, int place, int kind) {
                const std::uint32_t places = digit_places[at];
                if (!two_bits(places)) return;
                const int other_place = std::countr_zero(places & ~(1u << place));
                const int other = house_cells[house * n + other_place];
                const std::uint32_t hidden = source_digit_places[at] & ~places;
                add_found(Record{literal_of(other * n + digit - 1, true), from, hidden,
                                 house_cause(kind), house, 0, 0, -1});
            };
            int at[3];  // the digit's places in the cell's box, row and column
            for (int kind = 0; kind < 3; ++kind) {
                at[kind] = houses_of[cell][kind] * n + digit - 1;
                house_on(at[kind], houses_of[cell][kind], places_of[cell][kind], kind);
            }
            if constexpr (has_extras) {
                for (const ExtraHouse& other : geo.extras(cell))
                    house_on(other.house * n + digit - 1, other.house, other.place, kExtraKind);
            }
            // The candidate leaves the grid (as CandidateGrid::remove does, written out for
            // the box, row and column: this is the engine's innermost loop).
            if (mode.dynamic && (digits_here >> (digit - 1) & 1u) != 0) {
                working.cell[static_cast<std::size_t>(cell)] &= ~(1u << (digit - 1));
                for (int kind = 0; kind < 3; ++kind) {
                    working.where[static_cast<std::size_t>(at[kind])] &=
                        ~(1u << places_of[cell][kind]);
                }
                if constexpr (has_extras) {
                    for (const ExtraHouse& other : geo.extras(cell))
                        working.where[static_cast<std::size_t>(other.house * n + digit - 1)] &=
                            ~(1u << other.place);
                }
            }
            for (int index = 0; index < found_count; ++index) {
                const int on = found[index].literal;
                if (out.has(opposite(on))) {
                    conflict(out.add(found[index], false), out.index[opposite(on)]);
                    break;
                }
                if (!out.has(on)) pending_on.push_back(out.add(found[index]));
            }
        } else {
            if (mode.level <= 0) break;
            // What was removed since the last fixpoint (since the start, at the first): the
            // "off" records processed since.
            std::vector<int>& removed = scratch.removed_since_look;
            removed.clear();
            if (mode.dynamic) {
                for (std::size_t at = looked_off; at < next_off; ++at)
                    removed.push_back(candidate_of(out.records[pending_off[at]].literal));
            }
            // The first fixpoint of a propagation from the position's grid is the same at
            // every level: advanced() remembers there what the basic rules found.
            const int first_of =
                depth == 0 && looked_off == 0 && mode.dynamic && !mode.nishio ? literal : -1;
            last_look = looked_off;
            looked_off = next_off;
            const AdvancedRemovals& more =
                advanced(current, source, removed, mode.level, depth + 1, first_of, known_empty);
            known_empty = 0;
            const std::size_t before = pending_off.size();
            for (const AdvancedOff& off : more.offs) {
                if (out.has(off.literal)) continue;
                Record record{off.literal, -1, 0, Cause::advanced, -1, 0, 0, off.nested};
                record.extra_begin = static_cast<int>(out.extra.size());
                for (int parent : more.parents_of(off)) {
                    if (out.has(parent)) out.extra.push_back(out.index[parent]);
                }
                record.extra_end = static_cast<int>(out.extra.size());
                pending_off.push_back(out.add(record));
            }
            if (pending_off.size() == before) break;
        }
    }
    return static_cast<int>(last_look);
}

std::uint32_t Engine::next_seen_stamp() {
    if (++seen_stamp_ == 0) {
        std::fill(seen_.begin(), seen_.end(), 0);
        seen_stamp_ = 1;
    }
    return seen_stamp_;
}

int Engine::ancestor_count(const Propagation& propagation, int record, std::vector<int>* nested) {
    next_seen_stamp();
    const int n = geometry_.n;
    int count = 0;
    // Depth-first over parents; a literal counts once however it is reached.
    std::vector<int>& stack = buffers(0).cell_on;
    stack.clear();
    stack.push_back(record);
    while (!stack.empty()) {
        const Record& current = propagation.records[stack.back()];
        stack.pop_back();
        if (seen_[current.literal] == seen_stamp_) continue;
        seen_[current.literal] = seen_stamp_;
        ++count;
        if (nested != nullptr && current.nested >= 0) nested->push_back(current.nested);
        if (current.parent >= 0) stack.push_back(current.parent);
        for (int index = current.extra_begin; index < current.extra_end; ++index) {
            stack.push_back(propagation.extra[index]);
        }
        if (current.hidden == 0) continue;
        const int candidate = candidate_of(current.literal);
        if (current.cause == Cause::cell) {
            const int cell = candidate / n;
            for (std::uint32_t bits = current.hidden; bits; bits &= bits - 1) {
                const int parent =
                    propagation.index[literal_of(cell * n + std::countr_zero(bits), false)];
                if (parent >= 0) stack.push_back(parent);
            }
        } else {
            const int digit_index = candidate % n;
            for (std::uint32_t bits = current.hidden; bits; bits &= bits - 1) {
                const int cell = geometry_.cell_at(current.house, std::countr_zero(bits));
                const int parent = propagation.index[literal_of(cell * n + digit_index, false)];
                if (parent >= 0) stack.push_back(parent);
            }
        }
    }
    return count;
}

}  // namespace sudokit::logic::chains
