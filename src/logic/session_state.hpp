#pragma once

// What a solving session owns for the engine: the stop token of the call running, the
// numbers that name positions for what is kept about them, and the memory of searches that
// pays to keep from one finder call to the next (aligned triples, chains). Nothing here is
// global or per thread, so a result never depends on what another session solved.

#include <cstdint>
#include <memory>
#include <vector>

#include "logic/killer/sum_groups.hpp"
#include "logic/killer/sum_memory.hpp"
#include "sudokit/geometry.hpp"
#include "sudokit/position.hpp"
#include "sudokit/stop_token.hpp"

namespace sudokit::logic {

namespace chains {
class ChainMemory;
struct Geometry;
}  // namespace chains
class HouseCrossings;

// The houses a session's table was built for, recognised by what they are rather than where
// they live: each position made from a puzzle with cages strips them into a geometry of its
// own, and each request to the server reads its puzzle anew, so equal houses come at new
// addresses. The houses the table was built for are kept alive (tables point into them).
class HousesKey {
  public:
    // Whether the table was built for `houses` (or equal ones).
    bool matches(const std::shared_ptr<const Geometry>& houses);
    // The table is now built for `houses`.
    void set(std::shared_ptr<const Geometry> houses);

  private:
    std::shared_ptr<const Geometry> built_for_;
    // The last houses found equal to them at another address, so that the same ones asked
    // again are recognised without comparing.
    std::shared_ptr<const Geometry> equal_;
};

// The houses and candidates of the last position an aligned triple search went through
// without finding anything, so that the next search on the same houses tries only what
// changed since.
class TripleSearchMemory {
  public:
    // Whether a search was remembered on the houses of `position` (and its grid size).
    bool saw(const Position& position) const {
        return valid_ && houses_ == &position.geometry() &&
               candidates.size() == static_cast<std::size_t>(position.shape().cell_count());
    }
    void forget() { valid_ = false; }
    void remember(const Position& position, const std::vector<std::uint32_t>& searched) {
        candidates = searched;
        variant_ = position.variant();  // keeps the houses alive, so the address names them
        houses_ = &position.geometry();
        valid_ = true;
    }
    // Each cell's candidates as bits, when saw() says they are valid.
    std::vector<std::uint32_t> candidates;

  private:
    bool valid_ = false;
    std::shared_ptr<const Geometry> variant_;
    const Geometry* houses_ = nullptr;
};

class SessionState {
  public:
    SessionState();
    ~SessionState();
    SessionState(const SessionState&) = delete;
    SessionState& operator=(const SessionState&) = delete;

    // The limits of the call running now.
    StopToken stop;

    // A fresh number naming a position (unique within the session).
    std::uint64_t new_position_id() { return ++last_position_id_; }

    // Aligned triple exclusion: the last position searched when that search found nothing;
    // see aligned_exclusion.cpp.
    TripleSearchMemory triple_search;

    // The chain searches' buffers and caches, made on first use (most solves never chain).
    chains::ChainMemory& chains();

    // The crossings of a variant's houses, built when the geometry changes (a classic
    // shape's are shared tables: HouseCrossings::of).
    const HouseCrossings& crossings_of(const std::shared_ptr<const Geometry>& variant);

    // A Killer's sums (killer/sum_groups.hpp), found when the puzzle's houses change.
    const std::vector<killer::SumGroup>& sum_groups_of(
        const std::shared_ptr<const Geometry>& rules);
    // What the finders keep about each of those sums (killer/sum_memory.hpp), forgotten
    // with them.
    killer::SumMemory& sum_memory() { return sum_memory_; }

    // The chain engine's tables for a position's houses (a variant's diagonals, windows or
    // regions: chains::Geometry::fits), built when the houses change, else the shape's
    // classic ones. The chain searches' memory goes with the old houses.
    const chains::Geometry& chain_geometry(const Position& position);

  private:
    HousesKey chain_variant_;
    std::unique_ptr<chains::Geometry> variant_chain_geometry_;
    HousesKey crossings_geometry_;
    std::unique_ptr<HouseCrossings> variant_crossings_;
    HousesKey sums_geometry_;
    std::vector<killer::SumGroup> sum_groups_;
    killer::SumMemory sum_memory_;
    std::uint64_t last_position_id_ = 0;
    std::unique_ptr<chains::ChainMemory> chains_;
};

}  // namespace sudokit::logic
