#include "logic/chains/nested_search_cache.hpp"

namespace sudokit::logic::chains {
namespace {

// Beyond this many searches for one position (only the deepest levels get there) the cache
// starts again rather than grow without bound.
constexpr std::size_t kMostEntries = 1u << 14;

NestedSearchCache& thread_cache() {
    thread_local NestedSearchCache cache;
    return cache;
}

// Whether every candidate of `smaller` is one of `larger`.
bool within(const std::vector<std::uint32_t>& smaller, const std::vector<std::uint32_t>& larger) {
    if (smaller.size() != larger.size()) return false;
    for (std::size_t cell = 0; cell < smaller.size(); ++cell) {
        if ((smaller[cell] & ~larger[cell]) != 0) return false;
    }
    return true;
}

// The hints of a larger start grid that read a removal since `source`, with those removals
// only as parents.
std::vector<NestedHint> narrowed(const std::vector<NestedHint>& hints,
                                 const CandidateGrid& source) {
    // The grid has n * n cells of n digits.
    int n = 1;
    while (static_cast<std::size_t>(n * n) < source.cell.size())
        ++n;
    std::vector<NestedHint> result;
    for (const NestedHint& hint : hints) {
        NestedHint kept;
        for (const int parent : hint.parents) {
            const int candidate = candidate_of(parent);
            if (source.has(candidate / n, candidate % n + 1)) kept.parents.push_back(parent);
        }
        if (kept.parents.empty()) continue;
        kept.rating = hint.rating;
        kept.complexity = hint.complexity;
        kept.sort_key = hint.sort_key;
        kept.removals = hint.removals;
        result.push_back(std::move(kept));
    }
    return result;
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

std::size_t NestedSearchCache::KeyHash::operator()(const std::vector<std::uint32_t>& key) const {
    // Worked out by key_of.
    return static_cast<std::size_t>(key[0] | static_cast<std::uint64_t>(key[1]) << 32);
}

const std::vector<NestedHint>* NestedSearchCache::find(const Family& family,
                                                       const CandidateGrid& source,
                                                       const CandidateGrid& current) {
    if (!enabled_) return nullptr;
    // Looked up with a key kept between calls: most lookups store nothing.
    std::vector<std::uint32_t>& key = lookup_key_;
    key_of(family, current, key);
    const auto found = entries_.find(key);
    if (found != entries_.end() && found->second.source == source.cell) {
        ++hits_;
        return &found->second.hints;
    }
    // A search of the position before, from a start grid the new one lies within.
    const auto before = earlier_.find(key);
    if (before == earlier_.end() || !within(source.cell, before->second.source)) return nullptr;
    ++hits_;
    if (entries_.size() >= kMostEntries) entries_.clear();
    Entry& entry = entries_[key];
    entry.source = source.cell;
    entry.hints = narrowed(before->second.hints, source);
    return &entry.hints;
}

void NestedSearchCache::store(const Family& family, const CandidateGrid& source,
                              const CandidateGrid& current, std::vector<NestedHint> hints) {
    if (!enabled_) return;
    if (entries_.size() >= kMostEntries) entries_.clear();
    std::vector<std::uint32_t> key;
    key_of(family, current, key);
    entries_.insert_or_assign(std::move(key), Entry{source.cell, std::move(hints)});
}

NestedSearchCache& NestedSearchCache::for_position(std::uint64_t position_id) {
    NestedSearchCache& cache = thread_cache();
    if (cache.position_id_ != position_id) {
        if (!cache.entries_.empty()) {
            cache.earlier_ = std::move(cache.entries_);
            cache.entries_.clear();
        }
        cache.position_id_ = position_id;
    }
    return cache;
}

void NestedSearchCache::set_enabled(bool enabled) {
    NestedSearchCache& cache = thread_cache();
    cache.enabled_ = enabled;
    if (!enabled) {
        cache.entries_.clear();
        cache.earlier_.clear();
    }
}

std::uint64_t NestedSearchCache::hits_on_thread() {
    return thread_cache().hits_;
}

}  // namespace sudokit::logic::chains
