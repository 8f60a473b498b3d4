#include "logic/chains/nested_search_cache.hpp"

namespace sudokit::logic::chains {
namespace {

// Beyond this many searches for one position (only the deepest levels get there) the cache
// starts again rather than grow without bound.
constexpr std::size_t kMostEntries = 1u << 14;

}  // namespace

std::vector<std::uint32_t> NestedSearchCache::key_of(const Family& family,
                                                     const CandidateGrid& source,
                                                     const CandidateGrid& current) {
    std::vector<std::uint32_t> key;
    key.reserve(1 + source.cell.size() + current.cell.size());
    key.push_back((family.multiple ? 1u : 0u) | (family.dynamic ? 2u : 0u) |
                  (family.nishio ? 4u : 0u) | static_cast<std::uint32_t>(family.level) << 3);
    key.insert(key.end(), source.cell.begin(), source.cell.end());
    key.insert(key.end(), current.cell.begin(), current.cell.end());
    return key;
}

std::size_t NestedSearchCache::KeyHash::operator()(const std::vector<std::uint32_t>& key) const {
    // FNV-1a over the words, then a final mix so that the low bits depend on all of them.
    std::uint64_t hash = 14695981039346656037ull;
    for (const std::uint32_t word : key)
        hash = (hash ^ word) * 1099511628211ull;
    hash ^= hash >> 29;
    return static_cast<std::size_t>(hash);
}

const std::vector<NestedHint>* NestedSearchCache::find(const Family& family,
                                                       const CandidateGrid& source,
                                                       const CandidateGrid& current) const {
    if (!enabled_) return nullptr;
    const auto found = entries_.find(key_of(family, source, current));
    if (found == entries_.end()) return nullptr;
    ++hits_;
    return &found->second;
}

void NestedSearchCache::store(const Family& family, const CandidateGrid& source,
                              const CandidateGrid& current, std::vector<NestedHint> hints) {
    if (!enabled_) return;
    if (entries_.size() >= kMostEntries) entries_.clear();
    entries_.insert_or_assign(key_of(family, source, current), std::move(hints));
}

namespace {

NestedSearchCache& thread_cache() {
    thread_local NestedSearchCache cache;
    return cache;
}

}  // namespace

NestedSearchCache& NestedSearchCache::for_position(std::uint64_t position_id) {
    NestedSearchCache& cache = thread_cache();
    if (cache.position_id_ != position_id) {
        cache.entries_.clear();
        cache.position_id_ = position_id;
    }
    return cache;
}

void NestedSearchCache::set_enabled(bool enabled) {
    NestedSearchCache& cache = thread_cache();
    cache.enabled_ = enabled;
    if (!enabled) cache.entries_.clear();
}

std::uint64_t NestedSearchCache::hits_on_thread() {
    return thread_cache().hits_;
}

}  // namespace sudokit::logic::chains
