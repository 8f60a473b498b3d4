#include "logic/chains/nested_search_cache.hpp"

#include <algorithm>

namespace sudokit::logic::chains {
namespace {

// Beyond this many searches for one position (only the deepest levels get there) the cache
// starts again rather than grow without bound.
constexpr std::size_t kMostEntries = 1u << 14;

// Whether every candidate of `smaller` is one of `larger`.
bool within(const std::vector<std::uint32_t>& smaller, const std::vector<std::uint32_t>& larger) {
    if (smaller.size() != larger.size()) return false;
    for (std::size_t cell = 0; cell < smaller.size(); ++cell) {
        if ((smaller[cell] & ~larger[cell]) != 0) return false;
    }
    return true;
}

// Copies a hint into one kept in the cache, in the room that one had.
void copy_hint(const NestedHint& hint, NestedHint& kept) {
    kept.rating = hint.rating;
    kept.complexity = hint.complexity;
    kept.sort_key = hint.sort_key;
    kept.removals.assign(hint.removals.begin(), hint.removals.end());
    kept.parents.assign(hint.parents.begin(), hint.parents.end());
}

// The hints of a larger start grid that read a removal since `source`, with those removals
// only as parents, into `out`.
void narrow(const std::vector<NestedHint>& hints, const CandidateGrid& source,
            std::vector<NestedHint>& out) {
    // The grid has n * n cells of n digits.
    int n = 1;
    while (static_cast<std::size_t>(n * n) < source.cell.size())
        ++n;
    std::size_t kept_count = 0;
    for (const NestedHint& hint : hints) {
        if (kept_count == out.size()) out.emplace_back();
        NestedHint& kept = out[kept_count];
        kept.parents.clear();
        for (const int parent : hint.parents) {
            const int candidate = candidate_of(parent);
            if (source.has(candidate / n, candidate % n + 1)) kept.parents.push_back(parent);
        }
        if (kept.parents.empty()) continue;
        ++kept_count;
        kept.rating = hint.rating;
        kept.complexity = hint.complexity;
        kept.sort_key = hint.sort_key;
        kept.removals.assign(hint.removals.begin(), hint.removals.end());
    }
    out.resize(kept_count);
}

// The slot of a key's hash in a table of `size` slots (a power of two).
std::size_t slot_of(const std::vector<std::uint32_t>& key, std::size_t size) {
    return (key[0] ^ static_cast<std::size_t>(key[1]) << 32) & (size - 1);
}

}  // namespace

void NestedSearchCache::key_of(const Family& family, const CandidateGrid& current,
                               std::vector<std::uint32_t>& key) {
    key.clear();
    key.reserve(3 + current.cell.size());  // (one allocation for a new key)
    // Two words for the hash, worked out here once for every lookup of the key.
    key.push_back(0);
    key.push_back(0);
    key.push_back((family.multiple ? 1u : 0u) | (family.dynamic ? 2u : 0u) |
                  (family.nishio ? 4u : 0u) | static_cast<std::uint32_t>(family.level) << 3);
    key.insert(key.end(), current.cell.begin(), current.cell.end());
    // FNV-1a in two lanes, words taken in turn (two chains of multiplications, not one),
    // then mixed so that the low bits depend on every word.
    std::uint64_t even = 14695981039346656037ull;
    std::uint64_t odd = 1099511628211ull;
    std::size_t at = 2;
    for (; at + 1 < key.size(); at += 2) {
        even = (even ^ key[at]) * 1099511628211ull;
        odd = (odd ^ key[at + 1]) * 1099511628211ull;
    }
    if (at < key.size()) even = (even ^ key[at]) * 1099511628211ull;
    std::uint64_t hash = even ^ ((odd << 31) | (odd >> 33));
    hash ^= hash >> 29;
    key[0] = static_cast<std::uint32_t>(hash);
    key[1] = static_cast<std::uint32_t>(hash >> 32);
}

NestedSearchCache::Entry* NestedSearchCache::Searches::find(const std::vector<std::uint32_t>& key) {
    if (count == 0) return nullptr;
    for (std::size_t slot = slot_of(key, slots.size());; slot = (slot + 1) & (slots.size() - 1)) {
        const std::uint32_t number = slots[slot];
        if (number == 0) return nullptr;
        Entry& entry = entries[number - 1];
        if (entry.key == key) return &entry;
    }
}

NestedSearchCache::Entry& NestedSearchCache::Searches::put(const std::vector<std::uint32_t>& key) {
    if (Entry* found = find(key)) return *found;
    // At most half the slots taken, so that probes stay short.
    if (2 * (count + 1) > slots.size()) {
        slots.assign(std::max<std::size_t>(1024, 2 * slots.size()), 0);
        for (std::size_t number = 0; number < count; ++number)
            place(number);
    }
    if (count == entries.size()) entries.emplace_back();
    Entry& entry = entries[count];
    entry.key.assign(key.begin(), key.end());
    place(count++);
    return entry;
}

void NestedSearchCache::Searches::place(std::size_t number) {
    std::size_t slot = slot_of(entries[number].key, slots.size());
    while (slots[slot] != 0)
        slot = (slot + 1) & (slots.size() - 1);
    slots[slot] = static_cast<std::uint32_t>(number + 1);
}

void NestedSearchCache::Searches::clear() {
    count = 0;
    std::fill(slots.begin(), slots.end(), 0);
}

const std::vector<NestedHint>* NestedSearchCache::find(const Family& family,
                                                       const CandidateGrid& source,
                                                       const CandidateGrid& current) {
    if (!enabled_) return nullptr;
    // Looked up with a key kept between calls: most lookups store nothing.
    std::vector<std::uint32_t>& key = lookup_key_;
    key_of(family, current, key);
    const Entry* found = entries_.find(key);
    if (found != nullptr && found->source == source.cell) {
        ++hits_;
        return &found->hints;
    }
    // A search of the position before, from a start grid the new one lies within.
    const Entry* before = earlier_.find(key);
    if (before == nullptr || !within(source.cell, before->source)) return nullptr;
    ++hits_;
    if (entries_.count >= kMostEntries) entries_.clear();
    Entry& entry = entries_.put(key);
    entry.source.assign(source.cell.begin(), source.cell.end());
    narrow(before->hints, source, entry.hints);
    return &entry.hints;
}

void NestedSearchCache::store(const Family& family, const CandidateGrid& source,
                              const CandidateGrid& current, const std::vector<NestedHint>& hints) {
    if (!enabled_) return;
    if (entries_.count >= kMostEntries) entries_.clear();
    key_of(family, current, lookup_key_);
    Entry& entry = entries_.put(lookup_key_);
    entry.source.assign(source.cell.begin(), source.cell.end());
    entry.hints.resize(hints.size());
    for (std::size_t at = 0; at < hints.size(); ++at)
        copy_hint(hints[at], entry.hints[at]);
}

NestedSearchCache& NestedSearchCache::for_position(std::uint64_t position_id) {
    if (position_id_ != position_id) {
        if (entries_.count != 0) {
            // The last position's searches answer from now on; the ones before that make
            // room for this position's.
            std::swap(entries_, earlier_);
            entries_.clear();
        }
        position_id_ = position_id;
    }
    return *this;
}

void NestedSearchCache::set_enabled(bool enabled) {
    enabled_ = enabled;
    if (!enabled) {
        entries_.clear();
        earlier_.clear();
    }
}

}  // namespace sudokit::logic::chains
