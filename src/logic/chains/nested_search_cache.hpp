#pragma once

// The hints nested chaining searches keep, remembered from one search to the next.
//
// A nested search runs at a point where an outer chain's singles run dry. What it keeps
// depends only on the grid there, the grid the outer search started from (the hints must
// read some candidate removed since) and the family searched. The same grids come back:
// the outer assumption and its negation often lead to the same point, a deeper level walks
// again through every point the level before it reached, and the next step's searches reach
// many of the points of the step before.
//
// The hints kept for a smaller start grid are those of a larger one that read a removal
// since the smaller (each reads a removal since the larger too, so the search for the larger
// found them), with only those removals as parents, in the same order. So a search is
// answered from one of the same position, or from the position before when the grids only
// lost candidates since.

#include <cstdint>
#include <deque>
#include <vector>

#include "logic/chains/chain_engine.hpp"

namespace sudokit::logic::chains {

// One hint a nested search keeps: what it removes, the removed candidates it reads, and
// what sorts it.
struct NestedHint {
    int rating = 0;
    int complexity = 0;
    int sort_key = 0;
    std::vector<int> removals;
    std::vector<int> parents;
};

class NestedSearchCache {
  public:
    // The hints kept by a search of `family` on `current`, for hints that read a removal
    // since `source`, in the order they are used; null when no search answers it. (Valid
    // until the cache is next used.)
    const std::vector<NestedHint>* find(const Family& family, const CandidateGrid& source,
                                        const CandidateGrid& current);
    void store(const Family& family, const CandidateGrid& source, const CandidateGrid& current,
               const std::vector<NestedHint>& hints);
    // Searches stored for this position.
    std::size_t size() const { return entries_.count; }

    // Whether a family's searches can be stored: those that nest no further searches.
    static bool keeps(const Family& family) { return family.level == 0; }

    // This cache, set for a position (FindContext::position_id). When the position is another
    // one, the searches stored for the last position stay to answer from.
    NestedSearchCache& for_position(std::uint64_t position_id);

    // For tests that compare searches with and without it: while disabled, the cache keeps
    // nothing. And how many searches it has spared.
    void set_enabled(bool enabled);
    std::uint64_t hits() const { return hits_; }

  private:
    // A stored search. When a position's searches are dropped (two positions on), their
    // entries stay with their lists' room, and later searches are stored there: most stores
    // allocate nothing (tens of thousands a second on the hardest puzzles).
    struct Entry {
        // Its hash (two words), the family, then the cells of the grid searched.
        std::vector<std::uint32_t> key;
        std::vector<std::uint32_t> source;  // cells
        std::vector<NestedHint> hints;
    };
    // The searches of one position: the first `count` entries, found by their keys' hashes
    // in an open-addressed table of entry numbers (plus one; 0 for an empty slot).
    struct Searches {
        std::deque<Entry> entries;
        std::size_t count = 0;
        std::vector<std::uint32_t> slots;
        Entry* find(const std::vector<std::uint32_t>& key);
        // The entry of `key`, added when absent (its other fields then hold old values).
        Entry& put(const std::vector<std::uint32_t>& key);
        void clear();
        // Puts entry `number` in the first free slot from its key's.
        void place(std::size_t number);
    };
    static void key_of(const Family& family, const CandidateGrid& current,
                       std::vector<std::uint32_t>& key);
    Searches entries_;  // this position's
    Searches earlier_;  // the last position's that stored any
    std::vector<std::uint32_t> lookup_key_;
    std::uint64_t position_id_ = 0;
    bool enabled_ = true;
    std::uint64_t hits_ = 0;
};

}  // namespace sudokit::logic::chains
