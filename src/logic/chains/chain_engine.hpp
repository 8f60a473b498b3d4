#pragma once

// Shared machinery of Sudoku Explainer's chaining families: the candidate grid the chains
// reason on, one propagation of implications from an assumption (with the parents of every
// derived candidate, so that chains can be counted and drawn), and the hints a search finds.
//
// A literal is a candidate with a truth value: candidate index c = cell * N + digit - 1,
// literal = 2 * c + (on ? 1 : 0).

#include <array>
#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <vector>

#include "logic/finders.hpp"
#include "logic/intersection_rules.hpp"
#include "logic/tuple_search.hpp"
#include "sudokit/bit_count.hpp"

namespace sudokit::logic::chains {

// One test, not two: whether a cell or house has two candidates left is a toss of a coin,
// which a branch predicts badly.
inline bool two_bits(std::uint32_t bits) {
    const std::uint32_t rest = bits & (bits - 1);
    return static_cast<bool>(static_cast<unsigned>(rest != 0) &
                             static_cast<unsigned>((rest & (rest - 1)) == 0));
}

inline int literal_of(int candidate, bool on) {
    return 2 * candidate + (on ? 1 : 0);
}
inline int candidate_of(int literal) {
    return literal >> 1;
}
inline bool is_on(int literal) {
    return (literal & 1) != 0;
}
inline int opposite(int literal) {
    return literal ^ 1;
}

// A house of a cell beyond its box, row and column (a diagonal, a window): the house, the
// cell's position in it, and the positions in it of the cells that share an earlier house
// of the cell (its box, row, column or an extra house listed before), the cell included.
struct ExtraHouse {
    int house = 0;
    int place = 0;
    std::uint32_t seen_before = 0;
};

// The kind of a cell's house as the engine scans them: 0 box, 1 row, 2 column, then
// kExtraKind for each of its other houses.
inline constexpr int kExtraKind = 3;
// The most houses a cell can be in: box, row, column, two diagonals and a window.
inline constexpr int kMaxCellHouses = 6;
// The largest side the chains run on. Their tables keep a cell's digits and a house's places
// in 32-bit masks, and on larger grids a chain search costs far too much for one step.
inline constexpr int kMaxChainSide = 25;

// The geometry in the order Sudoku Explainer scans it: for each cell its box, row and column,
// then the houses a variant adds (X-Sudoku's diagonals, windoku's windows), which Sudoku
// Explainer does not know and the engine reads after the others.
struct Geometry {
    Shape shape;
    const sudokit::Geometry* source = nullptr;  // the houses the tables were built from
    int n = 0;
    int cells = 0;
    int candidates = 0;
    int house_count = 0;                     // every house: rows, columns, boxes, the extra ones
    std::vector<int> house_cells;            // house * n + position -> cell
    std::vector<std::array<int, 3>> houses;  // cell -> {box, row, column}
    std::vector<std::array<int, 3>> places;  // cell -> its position in each of those houses
    // cell -> its extra houses: extra[extra_first[cell]] up to extra[extra_first[cell + 1]]
    // (empty on classic grids and jigsaws)
    std::vector<int> extra_first;
    std::vector<ExtraHouse> extra;
    int most_extras = 0;  // the most extra houses of one cell
    // cell -> [kind][other kind]: the positions, in the cell's house of `kind`, of the cells
    // that also lie in its house of `other kind` ([kind][0]: those sharing the cell's box)
    std::vector<std::array<std::array<std::uint32_t, 3>, 3>> shared;
    // cell -> its peers as bits: words cell_words * cell up to cell_words * (cell + 1)
    int cell_words = 0;
    std::vector<std::uint64_t> peer_bits;
    // Where the houses cross, for locked candidates.
    const HouseCrossings* crossings = nullptr;

    // A classic shape's tables, built once and shared.
    static const Geometry& of(const Shape& shape);
    // Whether houses as data fit the engine: every cell in one row, one column and one box
    // or region, and nothing else (classic grids and jigsaws).
    static bool fits(const sudokit::Geometry& source);
    // The tables of houses that fit; `source` and `crossings` must outlive them.
    static Geometry of_houses(const sudokit::Geometry& source, const HouseCrossings& crossings);
    int cell_at(int house, int position) const { return house_cells[house * n + position]; }
    std::span<const int> peers(int cell) const { return source->peers(cell); }
    std::span<const ExtraHouse> extras(int cell) const {
        return std::span<const ExtraHouse>(extra).subspan(
            static_cast<std::size_t>(extra_first[static_cast<std::size_t>(cell)]),
            static_cast<std::size_t>(extra_first[static_cast<std::size_t>(cell) + 1] -
                                     extra_first[static_cast<std::size_t>(cell)]));
    }
    // Calls visit(house, position of the cell in it, kind) for each house of the cell: box,
    // row, column, then the extra ones.
    template <typename Visit>
    void for_each_house(int cell, Visit&& visit) const {
        const auto at = static_cast<std::size_t>(cell);
        for (int kind = 0; kind < 3; ++kind)
            visit(houses[at][kind], places[at][kind], kind);
        if (most_extras == 0) return;  // (most grids: one test, not the list's bounds)
        for (const ExtraHouse& other : extras(cell))
            visit(other.house, other.place, kExtraKind);
    }
};

// Candidates per cell and, per house and digit, the positions that hold the digit.
struct CandidateGrid {
    std::vector<std::uint32_t> cell;   // cell -> digit bits (0 for a filled cell)
    std::vector<std::uint32_t> where;  // house * n + digit - 1 -> position bits

    static CandidateGrid from(const Geometry& geometry, const Position& position);
    bool has(int cell_index, int digit) const { return (cell[cell_index] >> (digit - 1)) & 1u; }
    // (Inline: propagations call it for every candidate they remove.)
    void remove(const Geometry& geometry, int cell_index, int digit) {
        const std::uint32_t digit_bit = 1u << (digit - 1);
        if ((cell[cell_index] & digit_bit) == 0) return;
        cell[cell_index] &= ~digit_bit;
        geometry.for_each_house(cell_index, [&](int house, int place, int) {
            where[house * geometry.n + digit - 1] &= ~(1u << place);
        });
    }
};

// What a link goes through: `other_house` is a house beyond box, row and column (a
// diagonal, a window).
enum class Cause : std::uint8_t { assumption, cell, box, row, column, advanced, other_house };

// The cause of a link through a house of kind 0 (box), 1 (row), 2 (column) or kExtraKind.
inline Cause house_cause(int kind) {
    static constexpr Cause causes[4] = {Cause::box, Cause::row, Cause::column, Cause::other_house};
    return causes[kind];
}

// How one literal was reached. Parents: the primary parent, the hidden parents (in dynamic
// mode, the candidates already removed that made a cell or house a single: digits of the
// cell or positions in the house), and for advanced implications a list of parent records.
struct Record {
    int literal = 0;
    int parent = -1;
    std::uint32_t hidden = 0;
    Cause cause = Cause::assumption;
    int house = -1;       // for a link through a house
    int extra_begin = 0;  // advanced parents in Propagation::extra
    int extra_end = 0;
    int nested = -1;  // nested chain behind an advanced implication
};

struct ChainMode {
    bool dynamic = false;  // removed candidates stay removed while propagating
    bool nishio = false;   // single-digit implications only
    int level = 0;         // 1..5: other techniques at each fixpoint
};

// The literals one assumption implies, in the order they were derived.
struct Propagation {
    std::vector<Record> records;
    std::vector<int> index;  // literal -> record, or -1
    // The literals in the index, as bits: has() reads these (a propagation kept per literal
    // is mostly out of the cache, and the bits take a thirty-second of the index's room), and
    // what two propagations have in common is an AND away.
    std::vector<std::uint64_t> present;
    std::vector<int> extra;  // advanced parents (record indices)
    // When the assumption is absurd: the two records (one may be outside the index).
    int conflict_on = -1;
    int conflict_off = -1;
    // A propagation from the position's grid, kept for the chaining levels above its own
    // (see Engine::propagate_kept): the grid it was made on (Engine's count of kept grids, 0
    // for none), its level, and the "off" records processed before its last fixpoint.
    struct Kept {
        std::uint32_t grid = 0;
        int level = -1;
        int last_look = 0;
    } kept;

    void reset(int literal_count);
    bool has(int literal) const {
        return ((present[static_cast<std::size_t>(literal) / 64] >> (literal % 64)) & 1u) != 0;
    }
    int add(const Record& record, bool indexed = true) {
        const int id = static_cast<int>(records.size());
        records.push_back(record);
        if (indexed) {
            const auto literal = static_cast<std::size_t>(record.literal);
            index[literal] = id;
            present[literal / 64] |= std::uint64_t{1} << (literal % 64);
        }
        return id;
    }
};

class Engine;
class ChainMemory;
struct NestedHint;

// A conclusion of a chaining family with what is needed to rate, sort and show it.
struct ChainTarget {
    const Propagation* propagation = nullptr;
    int record = -1;
};

struct ChainHint {
    Technique technique = Technique::dynamic_forcing_chain;
    ChainForm form = ChainForm::none;
    int base = 0;      // tenths
    int sort_key = 0;  // Sudoku Explainer's tie-break between kinds
    int complexity = 0;
    int source = -1;  // literal of the assumption (cell forcing: a candidate of the cell)
    int house = -1;   // region forcing
    std::vector<ChainTarget> targets;
    std::vector<int> removals;  // candidates
    int placement = -1;         // candidate, when the step places a digit
    int rating() const;
};

// Length bonus of Sudoku Explainer, in tenths, for a chain of `complexity` nodes.
int length_bonus(int complexity);
// The most nodes a chain can have while its length bonus stays within `bonus` tenths.
int max_complexity(int bonus);

// Which chaining family a search runs (Sudoku Explainer's Chaining(multiple, dynamic, nishio,
// level)).
struct Family {
    bool multiple = false;
    bool dynamic = false;
    bool nishio = false;
    int level = 0;
    int base() const;
    Technique technique() const;
    bool operator==(const Family&) const = default;
};

// The families of nested searches a chaining level runs at each fixpoint after the basic
// rules (level 1 and up), in order; returns how many (none below level 2, at most two).
int nested_families(int level, Family (&families)[2]);

// What a search reports its hints to.
class HintSink {
  public:
    virtual ~HintSink() = default;
    // Returns the complexity bound beyond which hints are of no interest (top-level searches
    // keep only the best), or a huge number.
    virtual int bound(int base) const = 0;
    // Nested searches keep only the hints that read some candidate removed since the grid
    // returned here (the others hold without the outer assumption); searches may skip
    // whatever cannot give such a hint. Null: every hint is wanted.
    virtual const CandidateGrid* changed_since() const { return nullptr; }
    virtual void take(ChainHint&& hint) = 0;
};

// Implications beyond singles used at a fixpoint (levels 1..5): removals with their parents
// (off literals that must be in the propagation), a range of a list the removals of one
// pattern or hint share.
struct AdvancedOff {
    int literal = 0;
    int first_parent = 0;
    int parent_count = 0;
    int nested = -1;
};
struct AdvancedRemovals {
    std::vector<AdvancedOff> offs;
    std::vector<int> parents;
    std::span<const int> parents_of(const AdvancedOff& off) const {
        return std::span<const int>(parents).subspan(static_cast<std::size_t>(off.first_parent),
                                                     static_cast<std::size_t>(off.parent_count));
    }
    bool empty() const { return offs.empty(); }
    void clear() {
        offs.clear();
        parents.clear();
    }
    // Adds the removals of one pattern or hint, which read `read`.
    void add(std::span<const int> removals, std::span<const int> read, int nested) {
        const int first = static_cast<int>(parents.size());
        parents.insert(parents.end(), read.begin(), read.end());
        for (const int candidate : removals) {
            offs.push_back(AdvancedOff{literal_of(candidate, false), first,
                                       static_cast<int>(read.size()), nested});
        }
    }
};

class Engine {
  public:
    Engine(const Geometry& geometry, const FindContext& context);
    // The engine keeps the context (and its session) for its whole life.
    Engine(const Geometry& geometry, const FindContext&& context) = delete;
    ~Engine();
    Engine(const Engine&) = delete;
    Engine& operator=(const Engine&) = delete;
    const Geometry& geometry() const { return geometry_; }
    bool stopped() const;

    // Propagates `literal` on `grid` under `mode`; `depth` selects the scratch buffers of
    // nested searches.
    void propagate(const CandidateGrid& grid, int literal, const ChainMode& mode, Propagation& out,
                   int depth);

    // The same for a dynamic search from the position's grid, in a propagation kept for each
    // literal: a level whose implications beyond singles begin with those of the level below
    // (1 after 0, every level after 1, 3 after 2, 5 after 4) derives what the level below
    // derived, in the same order, up to where that one stopped, and goes on from there.
    // `keep_propagations_for` names the grid first; it returns false where they are not kept
    // (grids so large that a propagation per literal would not fit in memory).
    bool keep_propagations_for(const CandidateGrid& grid);
    void propagate_kept(const CandidateGrid& grid, int literal, const ChainMode& mode,
                        Propagation& out);

    // Distinct literals among the ancestors of a record (the record included).
    // Nested chains met on the way are appended to `nested` when given.
    int ancestor_count(const Propagation& propagation, int record,
                       std::vector<int>* nested = nullptr);
    // Complexity of a hint: its chains' nodes plus those of the nested chains they use;
    // stops early (returning more than `bound`) once it exceeds `bound`.
    int complexity(const std::vector<ChainTarget>& targets, int bound);

    // Sudoku Explainer's "multiple chains" search (Nishio, multiple, dynamic, nested).
    void search_multiple(const CandidateGrid& grid, const Family& family, HintSink& sink,
                         int depth);
    // Cycles and forcing X/XY-chains.
    void search_static(const CandidateGrid& grid, HintSink& sink, int depth);

    // Nested chains: complexity of a nested hint by id.
    int add_nested(int complexity);
    int nested_complexity(int id) const { return kept_.nested[id]; }

    // The removals other techniques make at a fixpoint (level >= 1). `removed_since_look`:
    // the candidates removed since this propagation's last fixpoint (since `source` at its
    // first). `first_of`: at the first fixpoint of a dynamic propagation from the position's
    // grid, its assumption (else -1). `known_empty`: how many of the level's steps (the basic
    // rules, then each family in order) are known to find nothing here. Kept with the depth's
    // buffers until the next call at that depth.
    const AdvancedRemovals& advanced(const CandidateGrid& current, const CandidateGrid& source,
                                     std::span<const int> removed_since_look, int level, int depth,
                                     int first_of = -1, int known_empty = 0);

    // The removals of the hints a nested search keeps, each hint a new nested chain.
    void emit_nested(const std::vector<NestedHint>& hints, AdvancedRemovals& result);

    // Removed literals a hint relies on (for nesting): candidates present in `source` but
    // not in `current` that the hint's chains read.
    void rule_parents(const ChainHint& hint, const CandidateGrid& source,
                      const CandidateGrid& current, std::vector<int>& out);

    struct DepthBuffers;
    DepthBuffers& buffers(int depth);

    // What is kept from one Engine to the next in a session: the buffers of each depth, the
    // complexities of nested chains (kept propagations refer to them) and the grid kept
    // propagations were made on.
    struct Kept {
        std::vector<std::unique_ptr<DepthBuffers>> depths;
        std::vector<int> nested;
        std::vector<std::uint32_t> grid_cells;
        std::uint32_t grid = 0;
    };
    // Each finder call builds an Engine. Building its per-candidate propagation buffers anew
    // every time cost more than the search itself on most steps, so a session keeps the
    // buffers of its last Engine for the next one of the same geometry (with the
    // propagations kept in them for the levels above).
    struct Pool {
        int candidates = 0;
        bool holds = false;
        Kept kept;
    };
    // The session's chain memory (FindContext::session).
    ChainMemory& memory() const;

  private:
    // Propagates from the start, or from the last fixpoint of `resume_from` (a kept
    // propagation of the level below); returns the "off" records processed before the last
    // fixpoint.
    struct Resume {
        int last_look = 0;
        int known_empty = 0;  // see advanced
    };
    int run_propagation(const CandidateGrid& grid, int literal, const ChainMode& mode,
                        Propagation& out, int depth, const Resume* resume_from);
    // The same, on a geometry with (or without) houses beyond box, row and column.
    template <bool has_extras>
    int propagate_on(const CandidateGrid& grid, int literal, const ChainMode& mode,
                     Propagation& out, int depth, const Resume* resume_from);

    const Geometry& geometry_;
    const FindContext& context_;
    Kept kept_;
    // A fresh stamp for seen_ (literals), clearing it when the counter wraps.
    std::uint32_t next_seen_stamp();

    std::vector<std::uint32_t> seen_;
    std::uint32_t seen_stamp_ = 0;
    std::vector<std::uint32_t> record_seen_;  // records read by rule_parents, by stamp
    std::uint32_t record_stamp_ = 0;
    std::vector<int> parent_stack_;
    std::vector<std::uint8_t> nested_seen_;
    std::vector<std::uint64_t> changed_places_;  // locked candidates: house * n + digit bits
    std::vector<int> pattern_removals_;          // one pattern's, at a fixpoint
    std::vector<int> pattern_parents_;
    TupleMembersOf<std::uint32_t> pattern_members_;  // a pair search's (see advanced)
    mutable int stop_poll_ = 0;
    mutable bool stopped_ = false;
};

struct Engine::DepthBuffers {
    std::vector<Propagation> on;        // per candidate, lazily filled
    std::vector<std::uint8_t> on_done;  // per candidate
    Propagation off;
    std::vector<Propagation> off_kept;    // per candidate, for propagate_kept
    Propagation path;                     // static chains
    std::vector<std::int32_t> cell_on;    // scratch
    CandidateGrid saved;                  // the grid a dynamic propagation removes candidates from
    std::vector<int> removed_since_look;  // candidates, since the last fixpoint
    std::vector<int> pending_on;
    std::vector<int> pending_off;
    Record found[1 + kMaxCellHouses];  // the "on" literals one "off" literal turns on
    AdvancedRemovals advanced;         // what advanced() found at this depth
};

// Builds the Step of a hint (links per branch, cells, pattern).
Step make_step(const Engine& engine, const ChainHint& hint, int nesting);

// Keeps the easiest hint: lowest rating, then complexity, then kind, then discovery order.
// Copies the propagations a kept hint refers to, since the search reuses its buffers.
class BestHint : public HintSink {
  public:
    explicit BestHint(TechniqueSet allowed) : allowed_(allowed) {}
    int bound(int base) const override;
    void take(ChainHint&& hint) override;
    const std::optional<ChainHint>& best() const { return best_; }

  private:
    TechniqueSet allowed_;
    std::optional<ChainHint> best_;
    std::vector<std::unique_ptr<Propagation>> kept_;
};

}  // namespace sudokit::logic::chains
