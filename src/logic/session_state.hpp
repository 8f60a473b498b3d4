#pragma once

// What a solving session owns for the engine: the stop token of the call running, the
// numbers that name positions for what is kept about them, and the memory of searches that
// pays to keep from one finder call to the next (aligned triples, chains). Nothing here is
// global or per thread, so a result never depends on what another session solved.

#include <cstdint>
#include <memory>
#include <vector>

#include "sudokit/stop_token.hpp"

namespace sudokit::logic {

namespace chains {
class ChainMemory;
}

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

    // Aligned triple exclusion: the candidates of the last position searched when that search
    // found nothing (empty otherwise); see aligned_exclusion.cpp.
    std::vector<std::uint32_t> triple_search_candidates;

    // The chain searches' buffers and caches, made on first use (most solves never chain).
    chains::ChainMemory& chains();

  private:
    std::uint64_t last_position_id_ = 0;
    std::unique_ptr<chains::ChainMemory> chains_;
};

}  // namespace sudokit::logic
